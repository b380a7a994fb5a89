import { useState } from "react";
import { greetingFor } from "../../../lib/greeting";
import { EXTENSION_STORE_URL } from "../../../lib/links";
import { type DashboardVoice, useVoiceUnavailable } from "../data/use-dashboard-voice";
import { useSessionActions } from "../data/use-session-actions";
import { useUserNames } from "../data/use-user-names";
import { useVoiceName } from "../data/use-voice-name";
import type { DashboardSearch } from "../search";
import { ControlBar } from "./control-bar";

export interface GreetingViewProps {
  voice: DashboardVoice;
  onSearchChange: (search: DashboardSearch) => void;
  onVoiceSettings: () => void;
}

/** Spec §2 main area, default mode: no session is open; the greeting and the control bar. */
export function GreetingView({ voice, onSearchChange, onVoiceSettings }: GreetingViewProps) {
  const { firstName } = useUserNames();
  const voiceName = useVoiceName();
  const voiceUnavailable = useVoiceUnavailable();
  const { create } = useSessionActions();
  const [creatingForVoice, setCreatingForVoice] = useState(false);
  const greeting = greetingFor(new Date().getHours());
  const voiceBusy = voice.view.active || voice.view.starting;

  // Spec §4: starting voice with no active session first creates one, then starts voice.
  const toggleVoice = async () => {
    if (voiceBusy) {
      await voice.stop();
      return;
    }
    setCreatingForVoice(true);
    const id = await create();
    setCreatingForVoice(false);
    if (!id) return;
    onSearchChange({ session: id });
    await voice.start(id);
  };

  const openFullScreenChat = async () => {
    const id = await create();
    if (id) onSearchChange({ session: id, view: "chat" });
  };

  return (
    <div className="flex flex-1 flex-col items-center justify-center px-5 pb-16 text-center">
      <h1 className="text-3xl font-semibold text-gray-900 sm:text-4xl">
        {firstName ? `${greeting}, ${firstName}` : greeting}
      </h1>
      <p className="mt-3 text-xl text-gray-500">How can I help you today?</p>
      <ControlBar
        voiceStarting={creatingForVoice || voice.view.starting}
        voiceActive={voiceBusy}
        voiceUnavailable={voiceUnavailable}
        onToggleVoice={() => void toggleVoice()}
        onFullScreenChat={() => void openFullScreenChat()}
        voiceName={voiceName}
        onVoiceSettings={onVoiceSettings}
      />
      <a
        href={EXTENSION_STORE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-8 text-sm font-medium text-brand hover:text-brand-dark"
      >
        Get the Verba extension for Gmail and LinkedIn
      </a>
    </div>
  );
}
