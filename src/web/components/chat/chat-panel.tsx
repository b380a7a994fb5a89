import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { toast } from "sonner";
import { LIMITS } from "../../../shared/limits";
import { MESSAGES } from "../../../shared/messages";
import { greetingFor } from "../../lib/greeting";
import { api } from "../../lib/query";
import { trpc } from "../../lib/trpc";
import { dashboardQueries } from "../dashboard/queries";
import { ChatMessageItem } from "./chat-message";
import { type ChatViewMessage, localMessage } from "./chat-types";

/** The conversation of one session: messages, streamed replies and the message box. */
export interface ChatPanelProps {
  sessionId: string;
  /** For the greeting above an empty conversation. */
  firstName: string;
  /** Called once a reply is stored, so the dashboard can refresh the session list (auto title). */
  onReplied: () => void;
  /** "side": the right-hand panel of the active session; "full": the full-screen chat. */
  variant: "side" | "full";
  /** Full screen only: the bar above the conversation (its back actions and title). */
  header?: ReactNode;
  /** A voice conversation's live transcript, shown after the stored messages. */
  live?: ChatViewMessage[];
  /** A stored message to bring into view and mark once loaded (a search hit's). */
  focusMessageId?: string;
}

/** Spec §9: the message box grows with its text up to 120 px. */
const MESSAGE_BOX_MAX_HEIGHT = 120;

export function ChatPanel({
  sessionId,
  firstName,
  onReplied,
  variant,
  header,
  live = [],
  focusMessageId,
}: ChatPanelProps) {
  const queryClient = useQueryClient();
  // A failing load shows an empty conversation (spec §8).
  const stored = useQuery(dashboardQueries(api).messages(sessionId));
  const loaded = !stored.isPending;
  /** This device's side of the exchanges sent here, until the stored list holds them. */
  const [pending, setPending] = useState<ChatViewMessage[]>([]);
  const cancelMutation = useMutation(api.messages.cancel.mutationOptions());
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [stopping, setStopping] = useState(false);
  const sendingRef = useRef(false);
  const subscription = useRef<{ unsubscribe: () => void } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const onRepliedRef = useRef(onReplied);
  onRepliedRef.current = onReplied;
  const [greeting] = useState(() => greetingFor(new Date().getHours()));

  const storedMessages = stored.data?.messages ?? [];
  const storedIds = new Set(storedMessages.map((message) => message.id));
  const messages: ChatViewMessage[] = [
    ...storedMessages,
    ...pending.filter((message) => !storedIds.has(message.id)),
  ];

  // biome-ignore lint/correctness/useExhaustiveDependencies: another session starts afresh.
  useEffect(() => {
    setPending([]);
    return () => {
      // Leaving the session stops listening; the server still stores the reply.
      subscription.current?.unsubscribe();
      subscription.current = null;
      sendingRef.current = false;
      setSending(false);
      setStopping(false);
    };
  }, [sessionId]);

  // The newest message stays in view, also while a reply grows. Only the list
  // scrolls: scrollIntoView would move the page and the voice panel beside it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the messages change.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, live]);

  // After the scroll to the newest message above: a search hit's message wins, once loaded.
  useEffect(() => {
    if (!loaded || !focusMessageId) return;
    const list = scroller.current;
    const target = list?.querySelector<HTMLElement>(
      `[data-message-id="${CSS.escape(focusMessageId)}"]`,
    );
    if (list && target) {
      const offset = target.getBoundingClientRect().top - list.getBoundingClientRect().top;
      list.scrollTop += offset - list.clientHeight / 3;
    }
  }, [loaded, focusMessageId]);

  const resizeBox = useCallback(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, MESSAGE_BOX_MAX_HEIGHT)}px`;
    element.style.overflowY = element.scrollHeight > MESSAGE_BOX_MAX_HEIGHT ? "auto" : "hidden";
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resizes whenever the text changes.
  useEffect(() => {
    resizeBox();
  }, [draft, resizeBox]);

  const send = () => {
    const text = draft.trim();
    // Spec §5: trimmed text non-empty, no send in flight, a session exists.
    if (!text || sendingRef.current || !sessionId) return;
    sendingRef.current = true;
    setSending(true);
    setDraft("");

    const userMessage = localMessage("user", text);
    const reply = localMessage("assistant", "", { streaming: true });
    setPending((list) => [
      ...list.filter((message) => !storedIds.has(message.id)),
      userMessage,
      reply,
    ]);

    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      sendingRef.current = false;
      setSending(false);
      setStopping(false);
      subscription.current?.unsubscribe();
      subscription.current = null;
    };
    const fail = () => {
      if (finished) return;
      setPending((list) => [
        ...list.filter((message) => message.id !== reply.id),
        localMessage("assistant", MESSAGES.chatSendFailed),
      ]);
      finish();
    };

    subscription.current = trpc.messages.stream.subscribe(
      { id: sessionId, message: text },
      {
        onData(event) {
          if (finished) return;
          if (event.type === "user_message") {
            setPending((list) =>
              list.map((message) => (message.id === userMessage.id ? event.message : message)),
            );
          } else if (event.type === "delta") {
            setPending((list) =>
              list.map((message) =>
                message.id === reply.id
                  ? { ...message, content: message.content + event.text }
                  : message,
              ),
            );
          } else if (event.type === "done") {
            setPending((list) =>
              list.map((message) => (message.id === reply.id ? event.assistant_message : message)),
            );
            finish();
            // The stored list takes over what this device showed; the session list may have a new title.
            void queryClient.invalidateQueries(api.messages.list.queryFilter({ id: sessionId }));
            onRepliedRef.current();
          }
        },
        onError(error) {
          // The spec's words go in the chat; a refusal for now also says why, and for how long.
          if (error.data?.httpStatus === 429) toast.error(error.message);
          fail();
        },
        onConnectionStateChange(state) {
          // A broken connection would be retried, which would send the message again: fail instead.
          if (state.state === "connecting" && state.error) fail();
        },
        onComplete() {
          if (finished) return;
          // Ended without a stored reply (stopped before any text): drop the empty bubble.
          setPending((list) =>
            list.flatMap((message) =>
              message.id !== reply.id
                ? [message]
                : message.content.trim()
                  ? [{ ...message, streaming: false }]
                  : [],
            ),
          );
          finish();
        },
      },
    );
  };

  const stop = () => {
    if (!sendingRef.current || stopping) return;
    setStopping(true);
    cancelMutation.mutate({ id: sessionId }, { onError: () => setStopping(false) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const full = variant === "full";
  const canSend = draft.trim().length > 0 && !sending;

  return (
    <section
      aria-label="Chat"
      data-variant={variant}
      className={`flex min-h-0 w-full flex-col bg-white ${full ? "h-full min-h-[calc(100vh-4rem)] flex-1" : "h-full"}`}
    >
      {full && header && (
        <div className="flex items-center gap-2 border-b border-gray-200 px-4 py-2">{header}</div>
      )}
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <div className={`mx-auto flex flex-col gap-4 ${full ? "max-w-3xl" : ""}`}>
          {loaded && messages.length === 0 && live.length === 0 && (
            <div className="py-8 text-center">
              <h2 className="text-2xl font-semibold text-gray-900">
                {firstName ? `${greeting}, ${firstName}` : greeting}
              </h2>
              <p className="mt-1 text-gray-600">How can I help you today?</p>
            </div>
          )}
          <ol aria-label="Messages" aria-live="polite" className="flex flex-col gap-4">
            {[...messages, ...live].map((message) => (
              <ChatMessageItem
                key={message.id}
                message={message}
                focused={message.id === focusMessageId}
              />
            ))}
          </ol>
        </div>
      </div>
      <form
        className="border-t border-gray-200 px-4 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <div className={`mx-auto flex items-end gap-2 ${full ? "max-w-3xl" : ""}`}>
          <textarea
            ref={box}
            aria-label="Message"
            rows={1}
            value={draft}
            maxLength={LIMITS.chatMessageMax}
            placeholder="Type a message..."
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            style={{ maxHeight: MESSAGE_BOX_MAX_HEIGHT }}
            className="min-h-10 flex-1 resize-none overflow-hidden rounded-xl border border-gray-300 px-3 py-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20"
          />
          {sending ? (
            <button
              type="button"
              onClick={stop}
              disabled={stopping}
              className="h-10 rounded-xl border border-gray-300 px-4 text-sm font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-50"
            >
              Stop
            </button>
          ) : (
            <button
              type="submit"
              aria-label="Send message"
              disabled={!canSend}
              className="h-10 rounded-xl bg-brand px-4 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-50"
            >
              Send
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
