import { useRef } from "react";
import { idleVoiceView } from "../../../voice/use-voice-session";
import { ChatPanel } from "../../chat/chat-panel";
import { VoicePanel } from "../../voice/voice-panel";
import { type DashboardVoice, useVoiceUnavailable } from "../data/use-dashboard-voice";
import { useUserNames } from "../data/use-user-names";
import { clearOfOpenButton } from "../sidebar/open-sidebar-button";
import { ChatSidePanel } from "./chat-side-panel";
import { SessionTitle } from "./session-title";

export interface SessionViewProps {
  sessionId: string;
  title: string;
  sidebarOpen: boolean;
  voice: DashboardVoice;
  onReplied: (sessionId: string) => void;
}

/**
 * Spec §2 main area, active session: its title, the voice panel and the
 * resizable chat side panel, which shows the running voice conversation live.
 */
export function SessionView({ sessionId, title, sidebarOpen, voice, onReplied }: SessionViewProps) {
  const mainRef = useRef<HTMLDivElement>(null);
  const { firstName } = useUserNames();
  const voiceUnavailable = useVoiceUnavailable();
  const voiceHere = voice.view.sessionId !== null && voice.view.sessionId === sessionId;
  const voiceBusy = voice.view.active || voice.view.starting;
  return (
    <div ref={mainRef} className="flex min-h-0 flex-1 flex-col md:flex-row">
      <div className="flex min-w-0 flex-1 flex-col p-4 md:p-6">
        <div className={clearOfOpenButton(sidebarOpen)}>
          <SessionTitle sessionId={sessionId} title={title} />
        </div>
        <VoicePanel
          view={voiceHere ? voice.view : idleVoiceView(voice.view)}
          unavailable={voiceUnavailable}
          onStart={() => void voice.start(sessionId)}
          onStop={() => void voice.stop()}
          onMute={voice.setMuted}
          onVolume={voice.setVolume}
        />
      </div>
      <ChatSidePanel container={mainRef} title={title}>
        <ChatPanel
          key={sessionId}
          sessionId={sessionId}
          firstName={firstName}
          onReplied={() => onReplied(sessionId)}
          variant="side"
          live={voiceHere && voiceBusy ? voice.view.transcript?.messages : undefined}
        />
      </ChatSidePanel>
    </div>
  );
}
