/** The conversation of one session: messages, streamed replies and the message box. */
export interface ChatPanelProps {
  sessionId: string;
  /** For the greeting above an empty conversation. */
  firstName: string;
  /** Called once a reply is stored, so the dashboard can refresh the session list (auto title). */
  onReplied: () => void;
  /** "side": the right-hand panel of the active session; "full": the full-screen chat. */
  variant: "side" | "full";
  /** Full screen only: back to the active session. */
  onBack?: () => void;
}

export function ChatPanel({ variant }: ChatPanelProps) {
  return <section aria-label="Chat" data-variant={variant} />;
}
