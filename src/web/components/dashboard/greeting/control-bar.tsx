import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";
import { ICONS, Icon } from "../../icons";
import { VoiceUnavailableNote } from "../../voice/voice-unavailable-note";

const round =
  "flex h-14 w-14 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-700 shadow-sm hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-gray-200 disabled:hover:text-gray-700";

const VOICE_UNAVAILABLE_ID = "control-bar-voice-unavailable";

function Tip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded-md bg-gray-900 px-2 py-1 text-xs text-white shadow"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/**
 * Spec §2 Control bar: microphone, a disabled 'Coming soon' button, full-screen
 * chat, voice choice. When the server cannot hold voice, the microphone is
 * disabled and `voiceUnavailable` says what to install or configure.
 */
export function ControlBar({
  voiceStarting,
  voiceActive,
  voiceUnavailable,
  onToggleVoice,
  onFullScreenChat,
  voiceName,
  onVoiceSettings,
}: {
  voiceStarting: boolean;
  voiceActive: boolean;
  voiceUnavailable: string | null;
  onToggleVoice: () => void;
  onFullScreenChat: () => void;
  voiceName: string;
  onVoiceSettings: () => void;
}) {
  const micDisabled = voiceStarting || (voiceUnavailable !== null && !voiceActive);
  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        <Tip label={voiceActive ? "Stop voice" : "Start voice"}>
          <button
            type="button"
            aria-label={voiceActive ? "Stop voice" : "Start voice"}
            aria-busy={voiceStarting}
            aria-describedby={voiceUnavailable ? VOICE_UNAVAILABLE_ID : undefined}
            disabled={micDisabled}
            onClick={onToggleVoice}
            className={`${round} ${voiceActive ? "border-brand bg-brand text-white" : ""}`}
          >
            {voiceStarting ? (
              <span
                role="status"
                aria-label="Starting voice"
                className="h-6 w-6 animate-spin rounded-full border-2 border-brand border-t-transparent"
              />
            ) : (
              <Icon d={ICONS.microphone} />
            )}
          </button>
        </Tip>
        <Tip label="Coming soon">
          {/* A disabled button gets no pointer events, so the tooltip hangs on its wrapper. */}
          <span data-testid="coming-soon" className="inline-flex rounded-full">
            <button type="button" aria-label="Coming soon" disabled className={round}>
              <Icon d={ICONS.mail} />
            </button>
          </span>
        </Tip>
        <Tip label="Full-screen chat">
          <button
            type="button"
            aria-label="Full-screen chat"
            onClick={onFullScreenChat}
            className={round}
          >
            <Icon d={ICONS.chat} />
          </button>
        </Tip>
        <Tip label="Voice settings">
          <button
            type="button"
            aria-label="Voice settings"
            onClick={onVoiceSettings}
            className="flex h-14 items-center gap-2 rounded-full border border-gray-200 bg-white px-5 text-gray-700 shadow-sm hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <Icon d={ICONS.soundWave} />
            <span data-testid="voice-name" className="text-sm font-medium">
              {voiceName}
            </span>
          </button>
        </Tip>
      </div>
      {voiceUnavailable && (
        <div className="mt-4">
          <VoiceUnavailableNote id={VOICE_UNAVAILABLE_ID} message={voiceUnavailable} />
        </div>
      )}
    </Tooltip.Provider>
  );
}
