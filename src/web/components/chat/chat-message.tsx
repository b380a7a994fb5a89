import type { Nodes, Root } from "mdast";
import type { ComponentProps } from "react";
import Markdown from "react-markdown";
import { TurnLatency } from "../voice/turn-latency";
import { type ChatViewMessage, messageTime } from "./chat-types";
import { CopyButton } from "./copy-button";

/** Links from a reply open in a new tab and cannot reach back into this one. */
function ReplyLink({ node: _node, ...props }: ComponentProps<"a"> & { node?: unknown }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer" className="text-brand underline" />
  );
}

/** Raw HTML in a reply becomes the text it is, never markup (so `<img onerror>` is harmless). */
function htmlAsText(node: Nodes) {
  if (node.type === "html") {
    const text = node as unknown as { type: string; value: string };
    text.type = "text";
    return;
  }
  if ("children" in node) for (const child of node.children) htmlAsText(child);
}
const remarkHtmlAsText = () => (tree: Root) => htmlAsText(tree);
const remarkPlugins = [remarkHtmlAsText];

const markdownComponents = {
  a: ReplyLink,
  p: (props: ComponentProps<"p"> & { node?: unknown }) => {
    const { node: _node, ...rest } = props;
    return <p {...rest} className="mb-2 last:mb-0" />;
  },
  ul: (props: ComponentProps<"ul"> & { node?: unknown }) => {
    const { node: _node, ...rest } = props;
    return <ul {...rest} className="mb-2 list-disc pl-5 last:mb-0" />;
  },
  ol: (props: ComponentProps<"ol"> & { node?: unknown }) => {
    const { node: _node, ...rest } = props;
    return <ol {...rest} className="mb-2 list-decimal pl-5 last:mb-0" />;
  },
  code: (props: ComponentProps<"code"> & { node?: unknown }) => {
    const { node: _node, ...rest } = props;
    return <code {...rest} className="rounded bg-gray-200 px-1 font-mono text-sm" />;
  },
  pre: (props: ComponentProps<"pre"> & { node?: unknown }) => {
    const { node: _node, ...rest } = props;
    return <pre {...rest} className="mb-2 overflow-x-auto rounded bg-gray-200 p-2 last:mb-0" />;
  },
};

/**
 * One message: the person's on the right in the brand colour, the
 * assistant's on the left with its markdown rendered. Raw HTML in a reply
 * is never rendered (skipHtml), so markup shows as the text it is.
 */
export function ChatMessageItem({
  message,
  focused = false,
}: {
  message: ChatViewMessage;
  /** The message a search hit opened: ringed, so the eye finds it. */
  focused?: boolean;
}) {
  const isUser = message.role === "user";
  const time = messageTime(message.created_at);
  const copyable = !isUser && !message.streaming && !message.partial && message.content.trim();
  return (
    <li
      data-role={message.role}
      data-message-id={message.id}
      data-focused={focused || undefined}
      aria-busy={message.streaming ? true : undefined}
      className={`flex flex-col gap-1 ${isUser ? "items-end" : "items-start"}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed break-words ${
          isUser
            ? "rounded-br-sm bg-brand whitespace-pre-wrap text-white"
            : "rounded-bl-sm bg-gray-100 text-gray-900"
        } ${focused ? "ring-2 ring-yellow-400 ring-offset-2" : ""}`}
      >
        <span className="sr-only">{isUser ? "You: " : "Assistant: "}</span>
        {isUser ? (
          <span className="message-content">{message.content}</span>
        ) : (
          <div className="message-content">
            <Markdown skipHtml remarkPlugins={remarkPlugins} components={markdownComponents}>
              {message.content}
            </Markdown>
          </div>
        )}
        {message.partial && <span className="ml-1 italic opacity-80">(speaking...)</span>}
        {message.status === "cut_short" && (
          <span className="mt-1 block text-xs italic text-gray-500">(reply cut short)</span>
        )}
        {message.streaming && (
          <span
            aria-hidden="true"
            className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-gray-500 align-middle"
          />
        )}
      </div>
      {(time || copyable || message.turn_metrics) && (
        <div className="flex items-center gap-1 px-1">
          {time && (
            <time dateTime={message.created_at} className="text-xs text-gray-400">
              {time}
            </time>
          )}
          {message.turn_metrics && (
            <TurnLatency
              metrics={message.turn_metrics}
              testId="message-latency"
              className="text-xs text-gray-400"
            />
          )}
          {copyable && <CopyButton text={message.content} />}
        </div>
      )}
    </li>
  );
}
