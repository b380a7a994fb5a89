import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import type { ChatSession } from "../../../lib/api-types";
import { useAuth } from "../../../lib/auth";
import { useUserNames } from "../data/use-user-names";
import type { DashboardSearch } from "../search";
import { Sidebar } from "./sidebar";

const DESKTOP_QUERY = "(min-width: 768px)";

/** Spec: on a phone the sidebar starts closed and overlays the page when opened. */
export function isDesktop() {
  return window.matchMedia(DESKTOP_QUERY).matches;
}

export interface SessionColumnProps {
  sessions: ChatSession[];
  loading: boolean;
  activeId: string | undefined;
  onSearchChange: (search: DashboardSearch) => void;
  onClose: () => void;
  onRename: (session: ChatSession) => void;
  onDelete: (session: ChatSession) => void;
}

/**
 * The open sidebar and what its choices do: each one changes the selection in
 * the URL (and, on a phone, closes the sidebar that covers the page).
 */
export function SessionColumn({
  sessions,
  loading,
  activeId,
  onSearchChange,
  onClose,
  onRename,
  onDelete,
}: SessionColumnProps) {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { fullName, email } = useUserNames();

  const select = (next: DashboardSearch) => {
    onSearchChange(next);
    if (!isDesktop()) onClose();
  };

  const handleSignOut = async () => {
    try {
      await signOut();
      await navigate({ to: "/" });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Sign-out failed");
    }
  };

  return (
    <>
      <button
        type="button"
        aria-hidden="true"
        tabIndex={-1}
        onClick={onClose}
        className="fixed inset-0 z-30 bg-black/30 md:hidden"
      />
      <Sidebar
        sessions={sessions}
        loading={loading}
        activeId={activeId}
        fullName={fullName}
        email={email}
        onClose={onClose}
        onHome={() => void navigate({ to: "/" })}
        onDashboard={() => select({})}
        onSelect={(id) => select({ session: id })}
        onSearchHit={(hit) =>
          select(
            hit.message_id
              ? { session: hit.session_id, view: "chat", message: hit.message_id }
              : { session: hit.session_id },
          )
        }
        onRename={onRename}
        onDelete={onDelete}
        onSettings={() => select({ ...(activeId ? { session: activeId } : {}), view: "settings" })}
        onAbout={() => void navigate({ to: "/" })}
        onSignOut={() => void handleSignOut()}
      />
    </>
  );
}
