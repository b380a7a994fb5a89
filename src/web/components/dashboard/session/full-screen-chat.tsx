import { ChatPanel } from "../../chat/chat-panel";
import { useUserNames } from "../data/use-user-names";
import type { DashboardSearch } from "../search";
import { clearOfOpenButton } from "../sidebar/open-sidebar-button";
import { SessionTitle } from "./session-title";

const headerButton =
  "shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand";

export interface FullScreenChatProps {
  sessionId: string;
  title: string;
  sidebarOpen: boolean;
  /** A search hit's message, scrolled to and marked. */
  focusMessageId: string | undefined;
  onReplied: (sessionId: string) => void;
  onSearchChange: (search: DashboardSearch) => void;
}

/** Spec §2 main area, full-screen chat: the conversation, with ways back to the session and the dashboard. */
export function FullScreenChat({
  sessionId,
  title,
  sidebarOpen,
  focusMessageId,
  onReplied,
  onSearchChange,
}: FullScreenChatProps) {
  const { firstName } = useUserNames();
  return (
    <ChatPanel
      key={sessionId}
      sessionId={sessionId}
      firstName={firstName}
      onReplied={() => onReplied(sessionId)}
      variant="full"
      focusMessageId={focusMessageId}
      header={
        <>
          <button
            type="button"
            aria-label="Back to session"
            onClick={() => onSearchChange({ session: sessionId })}
            className={`${headerButton} ${clearOfOpenButton(sidebarOpen)}`}
          >
            ← Back
          </button>
          <div className="min-w-0 flex-1">
            <SessionTitle sessionId={sessionId} title={title} />
          </div>
          <button type="button" onClick={() => onSearchChange({})} className={headerButton}>
            Back to dashboard
          </button>
        </>
      }
    />
  );
}
