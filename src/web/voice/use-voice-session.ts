import { useCallback, useEffect, useRef, useState } from "react";
import type { TurnMetrics } from "../../shared/schemas/turn-metrics";
import { readPreferences, writeVoicePreferences } from "../lib/prefs";
import { trpc } from "../lib/trpc";
import { voiceErrorText } from "./state/session-errors";
import {
  indicatorFor,
  STATUS_LABELS,
  screenState,
  type VoiceScreenState,
  type VoiceSessionState,
} from "./state/session-states";
import { createTranscript, reduceTranscript, type TranscriptState } from "./state/transcript";
import { VoiceSession } from "./state/voice-session";
import { TRANSPORT_FALLBACK_WARNING } from "./transport/connection-errors";
import { createTransport } from "./transport/create-transport";

export interface VoiceSessionView {
  /** The chat session the voice runs in; null while none does. */
  sessionId: string | null;
  state: VoiceSessionState;
  statusLabel: string;
  indicator: { label: string; color: string };
  screenState: VoiceScreenState;
  active: boolean;
  /** Starting: the mic button shows a spinner. */
  starting: boolean;
  muted: boolean;
  volume: number;
  /** The live transcript of this run, for the chat side panel. */
  transcript: TranscriptState | null;
  /** Agent audio chunks played so far (the browser tests read it). */
  played: number;
  /** How long the last spoken reply of this run took to start; null before the first. */
  latency: TurnMetrics | null;
}

const IDLE: VoiceSessionView = {
  sessionId: null,
  state: "idle",
  statusLabel: "Ready to start",
  indicator: { label: "Voice Active", color: "gray" },
  screenState: "idle",
  active: false,
  starting: false,
  muted: false,
  volume: 100,
  transcript: null,
  played: 0,
  latency: null,
};

/** How the panel of a session without the running conversation looks: idle, same volume and mute. */
export function idleVoiceView(view: VoiceSessionView): VoiceSessionView {
  return { ...IDLE, muted: view.muted, volume: view.volume };
}

const SETTING_UP: VoiceSessionState[] = ["initializing", "connecting", "requesting_permission"];

export interface UseVoiceSessionOptions {
  /** An agent reply ended: the dashboard refreshes the session list once for the auto title. */
  onReply: (sessionId: string) => void;
  /** A voice error, already worded 'Voice Error: {message}'. */
  onError: (text: string) => void;
  /** Something the person should know that does not stop voice (LiveKit unreachable, the bridge instead). */
  onNotice: (text: string) => void;
}

/**
 * One voice conversation at a time for the dashboard: starts it in a chat
 * session over the transport the server offers, mirrors its state for React
 * and keeps mute and volume in the local preferences.
 */
export function useVoiceSession({ onReply, onError, onNotice }: UseVoiceSessionOptions) {
  const session = useRef<VoiceSession | null>(null);
  const [view, setView] = useState<VoiceSessionView>(() => ({
    ...IDLE,
    muted: readPreferences().voice.microphoneMuted,
    volume: readPreferences().voice.agentVolume,
  }));
  const callbacks = useRef({ onReply, onError, onNotice });
  callbacks.current = { onReply, onError, onNotice };

  const refresh = useCallback((voice: VoiceSession, patch: Partial<VoiceSessionView> = {}) => {
    setView((previous) => ({
      ...previous,
      sessionId: voice.sessionId,
      state: voice.state,
      statusLabel: STATUS_LABELS[voice.state],
      indicator: indicatorFor(voice.state),
      screenState: screenState(voice.state),
      active: voice.isActive,
      starting: SETTING_UP.includes(voice.state),
      muted: voice.muted,
      volume: voice.volume,
      ...patch,
    }));
  }, []);

  const stop = useCallback(async () => {
    await session.current?.stop();
  }, []);

  const start = useCallback(
    async (sessionId: string) => {
      const previous = session.current;
      if (previous && previous.sessionId !== sessionId) await previous.dispose();
      if (previous?.sessionId === sessionId && previous.isActive) return;
      const { agentVolume, microphoneMuted } = readPreferences().voice;
      const ask = () => trpc.voice.transport.mutate({ session_id: sessionId });
      const voice =
        previous?.sessionId === sessionId
          ? previous
          : new VoiceSession({
              sessionId,
              volume: agentVolume,
              muted: microphoneMuted,
              createTransport: async () =>
                createTransport(await ask(), { sessionId, volume: agentVolume, refresh: ask }),
            });
      if (voice !== previous) {
        session.current = voice;
        setView((current) => ({
          ...current,
          transcript: createTranscript(sessionId),
          played: 0,
          latency: null,
        }));
        voice.on("state", () => refresh(voice));
        voice.on("muted", ({ muted }) => {
          writeVoicePreferences({ microphoneMuted: muted });
          refresh(voice);
        });
        voice.on("volume", ({ volume }) => {
          writeVoicePreferences({ agentVolume: volume });
          refresh(voice);
        });
        voice.on("transcript", (event) =>
          setView((current) =>
            current.transcript
              ? { ...current, transcript: reduceTranscript(current.transcript, event) }
              : current,
          ),
        );
        voice.on("audio_played", ({ count }) =>
          setView((current) => ({ ...current, played: count })),
        );
        voice.on("turn_metrics", (latency) => setView((current) => ({ ...current, latency })));
        voice.on("reply", () => callbacks.current.onReply(sessionId));
        voice.on("error", (error) => callbacks.current.onError(voiceErrorText(error.message)));
        voice.on("warning", ({ code, message }) => {
          if (code === TRANSPORT_FALLBACK_WARNING) callbacks.current.onNotice(message);
        });
      }
      refresh(voice, { starting: true });
      await voice.start();
    },
    [refresh],
  );

  // Leaving the dashboard ends the conversation; the server stores what was said.
  useEffect(
    () => () => {
      void session.current?.dispose();
    },
    [],
  );

  return {
    view,
    start,
    stop,
    setMuted: (muted: boolean) => session.current?.setMuted(muted),
    setVolume: (volume: number) => {
      if (session.current) session.current.setVolume(volume);
      else {
        writeVoicePreferences({ agentVolume: volume });
        setView((current) => ({ ...current, volume }));
      }
    },
  };
}
