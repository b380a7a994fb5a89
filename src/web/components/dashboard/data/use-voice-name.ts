import { useQuery } from "@tanstack/react-query";
import { DEFAULT_VOICE_NAME } from "../../../../shared";
import { useVoiceCache } from "../../../lib/prefs";
import { api } from "../../../lib/query";
import { dashboardQueries } from "../queries";

/** The name of the chosen voice, as the control bar and the settings show it. */
export function useVoiceName(): string {
  const queries = dashboardQueries(api);
  const preference = useQuery(queries.voicePreference());
  const voices = useQuery({ ...queries.voices(), select: (data) => data.voices });
  // Until the server's answer arrives, the voice this browser last saved, then the spec's placeholder.
  const voiceCache = useVoiceCache();
  return (
    voices.data?.find((voice) => voice.id === preference.data?.voice_preference)?.name ??
    voiceCache?.voice.name ??
    DEFAULT_VOICE_NAME
  );
}
