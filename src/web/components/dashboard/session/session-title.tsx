import { EditableTitle } from "../../chat/editable-title";
import { useSessionActions } from "../data/use-session-actions";

/** The active session's title at the top of its page, renamed in place. */
export function SessionTitle({ sessionId, title }: { sessionId: string; title: string }) {
  const { rename } = useSessionActions();
  return <EditableTitle key={sessionId} title={title} onSave={(next) => rename(sessionId, next)} />;
}
