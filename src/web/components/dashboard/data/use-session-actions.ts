import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { logger } from "../../../lib/logger";
import { api } from "../../../lib/query";
import { useReloadSessions } from "./use-session-list";

/** Creating, renaming and deleting a session; each re-reads the list once the server has it. */
export function useSessionActions() {
  const reloadSessions = useReloadSessions();
  const createMutation = useMutation(
    api.sessions.create.mutationOptions({ onSuccess: reloadSessions }),
  );
  const renameMutation = useMutation(
    api.sessions.rename.mutationOptions({ onSuccess: reloadSessions }),
  );
  const deleteMutation = useMutation(
    api.sessions.delete.mutationOptions({ onSuccess: reloadSessions }),
  );

  /** The new session's id, or null once the failure has been told. */
  const create = async (): Promise<string | null> => {
    try {
      const created = await createMutation.mutateAsync({});
      return created.session_id;
    } catch (error) {
      logger.error("session create failed", { error: String(error) });
      toast.error("Failed to create new session");
      return null;
    }
  };

  const rename = async (id: string, title: string) => {
    await renameMutation.mutateAsync({ id, title });
  };

  const remove = async (id: string) => {
    await deleteMutation.mutateAsync({ id });
  };

  return { create, rename, remove };
}
