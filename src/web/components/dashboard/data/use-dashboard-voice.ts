import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { api } from "../../../lib/query";
import { useVoiceSession } from "../../../voice/use-voice-session";
import { dashboardQueries } from "../queries";

/** The one voice conversation of the dashboard, its errors and notices told in toasts. */
export function useDashboardVoice(onReply: (sessionId: string) => void) {
  const queryClient = useQueryClient();
  const voice = useVoiceSession({
    onReply,
    onError: (text) => toast.error(text, { id: "voice-error" }),
    onNotice: (text) => toast.warning(text, { id: "voice-notice" }),
  });
  const { state, sessionId } = voice.view;
  // A voice conversation that ends leaves its words stored: the conversation beside it re-reads them.
  useEffect(() => {
    if (sessionId && (state === "stopped" || state === "error")) {
      void queryClient.invalidateQueries(api.messages.list.queryFilter({ id: sessionId }));
    }
  }, [state, sessionId, queryClient]);
  return voice;
}

export type DashboardVoice = ReturnType<typeof useDashboardVoice>;

/** Without a speech recognizer on the server, what to set up; null while voice can start. */
export function useVoiceUnavailable(): string | null {
  const status = useQuery(dashboardQueries(api).voiceStatus());
  return status.data?.available === false ? status.data.message : null;
}
