import type { api as Api } from "../../lib/query";
import type { RouterContext } from "../../lib/router-context";

/**
 * The dashboard's queries, one definition for its loader and its components,
 * so a component joins what the loader started under the same rules.
 */
export function dashboardQueries(api: typeof Api) {
  return {
    // An empty sidebar or conversation says little: after one quick retry the failure is
    // told, not after the app-wide back-off (about 14 s). A later refetch still recovers it.
    sessions: () => ({ ...api.sessions.list.queryOptions(), retry: 1, retryDelay: 1_000 }),
    messages: (id: string) => ({
      ...api.messages.list.queryOptions({ id }),
      retry: 1,
      retryDelay: 1_000,
    }),
    // The voice settings dialog reads these too and tells a failure to load the voices after one
    // quick retry: every reader shares these rules, since whichever starts a fetch sets its retries.
    voicePreference: () => ({
      ...api.voicePreference.get.queryOptions(),
      retry: 1,
      retryDelay: 1_000,
    }),
    voices: () => ({
      ...api.voicePreference.availableVoices.queryOptions(),
      retry: 1,
      retryDelay: 1_000,
    }),
    // Without a speech recognizer on the server, the microphone is off and says what to set up.
    voiceStatus: () => api.voice.status.queryOptions(),
  };
}

/**
 * The dashboard's loader: what its first screen shows is asked for as the
 * route loads. Not awaited: the screen renders at once and each part shows
 * its own loading and failure states (spec §8), rather than one failure
 * holding up the whole page.
 */
export function prefetchDashboard({ queryClient, api }: RouterContext, session?: string) {
  const queries = dashboardQueries(api);
  void queryClient.prefetchQuery(queries.sessions());
  void queryClient.prefetchQuery(queries.voicePreference());
  void queryClient.prefetchQuery(queries.voices());
  void queryClient.prefetchQuery(queries.voiceStatus());
  if (session) void queryClient.prefetchQuery(queries.messages(session));
}
