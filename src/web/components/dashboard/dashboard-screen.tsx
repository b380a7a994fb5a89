import { useState } from "react";
import { MESSAGES } from "../../../shared";
import { SettingsPanel } from "../settings/settings-panel";
import { useDashboardVoice } from "./data/use-dashboard-voice";
import { useRefreshAfterFirstReply, useSessionList } from "./data/use-session-list";
import { useVoiceName } from "./data/use-voice-name";
import { DashboardDialogs, useDashboardDialogs } from "./dialogs/dashboard-dialogs";
import { GreetingView } from "./greeting/greeting-view";
import type { DashboardSearch } from "./search";
import { FullScreenChat } from "./session/full-screen-chat";
import { SessionView } from "./session/session-view";
import { OpenSidebarButton } from "./sidebar/open-sidebar-button";
import { isDesktop, SessionColumn } from "./sidebar/session-column";
import { displayTitle } from "./sidebar/sidebar";

export interface DashboardScreenProps {
  search: DashboardSearch;
  onSearchChange: (search: DashboardSearch) => void;
}

/**
 * The signed-in screen of /dashboard and /download (spec §2 Dashboard): the
 * sidebar, the main area in the mode the URL selects, and the dialogs. It holds
 * what its parts share: the voice conversation, which outlives any one view,
 * the session list, and which dialog is open; each view reads the rest itself.
 */
export function DashboardScreen({ search, onSearchChange }: DashboardScreenProps) {
  const [sidebarOpen, setSidebarOpen] = useState(isDesktop);
  const dialogs = useDashboardDialogs();
  const { sessions, loading } = useSessionList();
  const refreshAfterFirstReply = useRefreshAfterFirstReply();
  const voice = useDashboardVoice(refreshAfterFirstReply);
  const voiceName = useVoiceName();

  const activeId = search.session;
  const activeSession = sessions.find((session) => session.session_id === activeId);
  const activeTitle = activeSession ? displayTitle(activeSession) : MESSAGES.untitledSession;

  let content: React.ReactNode;
  if (search.view === "settings") {
    content = (
      <SettingsPanel
        onBack={() => onSearchChange(activeId ? { session: activeId } : {})}
        voiceName={voiceName}
        onVoiceSettings={dialogs.openVoiceSettings}
      />
    );
  } else if (search.view === "chat" && activeId) {
    content = (
      <FullScreenChat
        sessionId={activeId}
        title={activeTitle}
        sidebarOpen={sidebarOpen}
        focusMessageId={search.message}
        onReplied={refreshAfterFirstReply}
        onSearchChange={onSearchChange}
      />
    );
  } else if (activeId) {
    content = (
      <SessionView
        sessionId={activeId}
        title={activeTitle}
        sidebarOpen={sidebarOpen}
        voice={voice}
        onReplied={refreshAfterFirstReply}
      />
    );
  } else {
    content = (
      <GreetingView
        voice={voice}
        onSearchChange={onSearchChange}
        onVoiceSettings={dialogs.openVoiceSettings}
      />
    );
  }

  return (
    <div className="flex h-screen overflow-hidden bg-gray-50">
      {sidebarOpen && (
        <SessionColumn
          sessions={sessions}
          loading={loading}
          activeId={activeId}
          onSearchChange={onSearchChange}
          onClose={() => setSidebarOpen(false)}
          onRename={dialogs.openRename}
          onDelete={dialogs.openDelete}
        />
      )}
      <main className="relative flex min-w-0 flex-1 flex-col overflow-y-auto">
        {!sidebarOpen && <OpenSidebarButton onOpen={() => setSidebarOpen(true)} />}
        {content}
      </main>
      <DashboardDialogs
        dialogs={dialogs}
        onDeleted={async (id) => {
          if (voice.view.sessionId === id) await voice.stop();
          if (id === activeId) onSearchChange({});
        }}
      />
    </div>
  );
}
