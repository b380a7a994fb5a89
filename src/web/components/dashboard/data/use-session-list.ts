import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { toast } from "sonner";
import { api } from "../../../lib/query";
import { dashboardQueries } from "../queries";

/** The sidebar's sessions; a failure to load them is told once, in a toast. */
export function useSessionList() {
  const query = useQuery({ ...dashboardQueries(api).sessions(), select: (data) => data.sessions });
  useEffect(() => {
    if (query.isError) toast.error("Failed to load sessions", { id: "sessions-load" });
  }, [query.isError]);
  return { sessions: query.data ?? [], loading: query.isPending };
}

/**
 * The server is the one truth: a change re-reads the sessions and search
 * results instead of patching the cache (a title may change with any reply).
 */
export function useReloadSessions() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(api.sessions.pathFilter()),
        queryClient.invalidateQueries(api.search.pathFilter()),
      ]),
    [queryClient],
  );
}

/** Spec §4: after the first reply (voice or chat) the list is re-read once per session, for the auto title. */
export function useRefreshAfterFirstReply() {
  const reloadSessions = useReloadSessions();
  const refreshedFor = useRef(new Set<string>());
  return useCallback(
    (sessionId: string) => {
      if (refreshedFor.current.has(sessionId)) return;
      refreshedFor.current.add(sessionId);
      void reloadSessions();
    },
    [reloadSessions],
  );
}
