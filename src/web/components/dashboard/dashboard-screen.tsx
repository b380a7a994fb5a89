import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { DEFAULT_VOICE_NAME, MESSAGES } from "../../../shared";
import type { ChatSession } from "../../lib/api-types";
import { useAuth } from "../../lib/auth";
import { greetingFor } from "../../lib/greeting";
import { EXTENSION_STORE_URL } from "../../lib/links";
import { logger } from "../../lib/logger";
import { useVoiceCache } from "../../lib/prefs";
import { api } from "../../lib/query";
import { idleVoiceView, useVoiceSession } from "../../voice/use-voice-session";
import { ChatPanel } from "../chat/chat-panel";
import { EditableTitle } from "../chat/editable-title";
import { ICONS, Icon } from "../icons";
import { SettingsPanel } from "../settings/settings-panel";
import { VoicePanel } from "../voice/voice-panel";
import { VoiceSettingsDialog } from "../voice/voice-settings-dialog";
import { ChatSidePanel } from "./chat-side-panel";
import { ControlBar } from "./control-bar";
import { dashboardQueries } from "./queries";
import type { DashboardSearch } from "./search";
import { DeleteSessionDialog, RenameSessionDialog } from "./session-dialogs";
import { displayTitle, Sidebar } from "./sidebar";

const DESKTOP_QUERY = "(min-width: 768px)";
const headerButton =
  "shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand";

export interface DashboardScreenProps {
  search: DashboardSearch;
  onSearchChange: (search: DashboardSearch) => void;
}

/** The signed-in screen of /dashboard and /download (spec §2 Dashboard). */
export function DashboardScreen({ search, onSearchChange }: DashboardScreenProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, profile, signOut } = useAuth();
  // Spec: on a phone the sidebar starts closed and overlays the page when opened.
  const [sidebarOpen, setSidebarOpen] = useState(() => window.matchMedia(DESKTOP_QUERY).matches);
  const [renaming, setRenaming] = useState<ChatSession | null>(null);
  const [deleting, setDeleting] = useState<ChatSession | null>(null);
  const [voiceDialogOpen, setVoiceDialogOpen] = useState(false);
  const [creatingForVoice, setCreatingForVoice] = useState(false);
  const refreshedFor = useRef(new Set<string>());
  const mainRef = useRef<HTMLDivElement>(null);

  const firstName = profile?.first_name ?? user?.name.trim().split(/\s+/)[0] ?? "";
  const profileName = [profile?.first_name, profile?.last_name].filter(Boolean).join(" ").trim();
  const fullName = profileName || user?.name.trim() || "User";
  const greeting = greetingFor(new Date().getHours());

  const queries = dashboardQueries(api);
  const sessionsQuery = useQuery({ ...queries.sessions(), select: (data) => data.sessions });
  const sessions = sessionsQuery.data ?? [];
  useEffect(() => {
    if (sessionsQuery.isError) toast.error("Failed to load sessions", { id: "sessions-load" });
  }, [sessionsQuery.isError]);

  const voicePreference = useQuery(queries.voicePreference());
  const voices = useQuery({ ...queries.voices(), select: (data) => data.voices });
  const voiceStatus = useQuery(queries.voiceStatus());
  const voiceUnavailable = voiceStatus.data?.available === false ? voiceStatus.data.message : null;
  // Until the server's answer arrives, the voice this browser last saved, then the spec's placeholder.
  const voiceCache = useVoiceCache();
  const voiceName =
    voices.data?.find((voice) => voice.id === voicePreference.data?.voice_preference)?.name ??
    voiceCache?.voice.name ??
    DEFAULT_VOICE_NAME;

  const activeId = search.session;
  const activeSession = sessions.find((session) => session.session_id === activeId);

  const closeOnPhone = () => {
    if (!window.matchMedia(DESKTOP_QUERY).matches) setSidebarOpen(false);
  };
  const select = (next: DashboardSearch) => {
    onSearchChange(next);
    closeOnPhone();
  };

  /**
   * The server is the one truth: a change re-reads the sessions and search
   * results instead of patching the cache (a title may change with any reply).
   */
  const reloadSessions = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(api.sessions.pathFilter()),
        queryClient.invalidateQueries(api.search.pathFilter()),
      ]),
    [queryClient],
  );
  const createMutation = useMutation(
    api.sessions.create.mutationOptions({ onSuccess: reloadSessions }),
  );
  const renameMutation = useMutation(
    api.sessions.rename.mutationOptions({ onSuccess: reloadSessions }),
  );
  const deleteMutation = useMutation(
    api.sessions.delete.mutationOptions({ onSuccess: reloadSessions }),
  );

  const createSession = async (): Promise<string | null> => {
    try {
      const created = await createMutation.mutateAsync({});
      return created.session_id;
    } catch (error) {
      logger.error("session create failed", { error: String(error) });
      toast.error("Failed to create new session");
      return null;
    }
  };

  // Spec §4: starting voice with no active session first creates one, then starts voice.
  const toggleVoice = async () => {
    if (voice.view.active || voice.view.starting) {
      await voice.stop();
      return;
    }
    let id = activeId;
    if (!id) {
      setCreatingForVoice(true);
      id = (await createSession()) ?? undefined;
      setCreatingForVoice(false);
      if (!id) return;
      onSearchChange({ session: id });
    }
    await voice.start(id);
  };

  const openFullScreenChat = async () => {
    const id = activeId ?? (await createSession());
    if (id) onSearchChange({ session: id, view: "chat" });
  };

  const renameSession = async (id: string, title: string) => {
    await renameMutation.mutateAsync({ id, title });
  };

  const saveRename = async (title: string) => {
    if (!renaming) return;
    try {
      await renameSession(renaming.session_id, title);
      setRenaming(null);
    } catch (error) {
      logger.error("session rename failed", { error: String(error) });
      window.alert("Failed to rename session. Please try again.");
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const id = deleting.session_id;
    try {
      await deleteMutation.mutateAsync({ id });
      setDeleting(null);
      if (voice.view.sessionId === id) await voice.stop();
      if (id === activeId) onSearchChange({});
    } catch (error) {
      logger.error("session delete failed", { error: String(error) });
      window.alert("Failed to delete session. Please try again.");
    }
  };

  // Spec §4: after the first reply (voice or chat) the list is re-read once per session, for the auto title.
  const refreshAfterFirstReply = useCallback(
    (sessionId: string) => {
      if (refreshedFor.current.has(sessionId)) return;
      refreshedFor.current.add(sessionId);
      void reloadSessions();
    },
    [reloadSessions],
  );
  const onReplied = useCallback(() => {
    if (activeId) refreshAfterFirstReply(activeId);
  }, [activeId, refreshAfterFirstReply]);

  const voice = useVoiceSession({
    onReply: refreshAfterFirstReply,
    onError: (text) => toast.error(text, { id: "voice-error" }),
    onNotice: (text) => toast.warning(text, { id: "voice-notice" }),
  });
  const voiceHere = voice.view.sessionId !== null && voice.view.sessionId === activeId;
  const voiceBusy = voice.view.active || voice.view.starting;
  const voiceState = voice.view.state;
  const voiceSessionId = voice.view.sessionId;
  // A voice conversation that ends leaves its words stored: the conversation beside it re-reads them.
  useEffect(() => {
    if (voiceSessionId && (voiceState === "stopped" || voiceState === "error")) {
      void queryClient.invalidateQueries(api.messages.list.queryFilter({ id: voiceSessionId }));
    }
  }, [voiceState, voiceSessionId, queryClient]);

  const handleSignOut = async () => {
    try {
      await signOut();
      await navigate({ to: "/" });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Sign-out failed");
    }
  };

  const activeTitle = activeSession ? displayTitle(activeSession) : MESSAGES.untitledSession;
  // With the sidebar closed, its open button sits in the top-left corner of the page.
  const clearOfOpenButton = sidebarOpen ? "" : "ml-12";

  let content: React.ReactNode;
  if (search.view === "settings") {
    content = (
      <SettingsPanel
        onBack={() => onSearchChange(activeId ? { session: activeId } : {})}
        voiceName={voiceName}
        onVoiceSettings={() => setVoiceDialogOpen(true)}
      />
    );
  } else if (search.view === "chat" && activeId) {
    content = (
      <ChatPanel
        key={activeId}
        sessionId={activeId}
        firstName={firstName}
        onReplied={onReplied}
        variant="full"
        focusMessageId={search.message}
        header={
          <>
            <button
              type="button"
              aria-label="Back to session"
              onClick={() => onSearchChange({ session: activeId })}
              className={`${headerButton} ${clearOfOpenButton}`}
            >
              ← Back
            </button>
            <div className="min-w-0 flex-1">
              <EditableTitle
                key={activeId}
                title={activeTitle}
                onSave={(title) => renameSession(activeId, title)}
              />
            </div>
            <button type="button" onClick={() => onSearchChange({})} className={headerButton}>
              Back to dashboard
            </button>
          </>
        }
      />
    );
  } else if (activeId) {
    content = (
      <div ref={mainRef} className="flex min-h-0 flex-1 flex-col md:flex-row">
        <div className="flex min-w-0 flex-1 flex-col p-4 md:p-6">
          <div className={clearOfOpenButton}>
            <EditableTitle
              key={activeId}
              title={activeTitle}
              onSave={(title) => renameSession(activeId, title)}
            />
          </div>
          <VoicePanel
            view={voiceHere ? voice.view : idleVoiceView(voice.view)}
            unavailable={voiceUnavailable}
            onStart={() => void voice.start(activeId)}
            onStop={() => void voice.stop()}
            onMute={voice.setMuted}
            onVolume={voice.setVolume}
          />
        </div>
        <ChatSidePanel container={mainRef} title={activeTitle}>
          <ChatPanel
            key={activeId}
            sessionId={activeId}
            firstName={firstName}
            onReplied={onReplied}
            variant="side"
            live={voiceHere && voiceBusy ? voice.view.transcript?.messages : undefined}
          />
        </ChatSidePanel>
      </div>
    );
  } else {
    content = (
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
          onVoiceSettings={() => setVoiceDialogOpen(true)}
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

  return (
    <div className="flex h-screen overflow-hidden bg-gray-50">
      {sidebarOpen && (
        <>
          <button
            type="button"
            aria-hidden="true"
            tabIndex={-1}
            onClick={() => setSidebarOpen(false)}
            className="fixed inset-0 z-30 bg-black/30 md:hidden"
          />
          <Sidebar
            sessions={sessions}
            loading={sessionsQuery.isPending}
            activeId={activeId}
            fullName={fullName}
            email={user?.email ?? ""}
            onClose={() => setSidebarOpen(false)}
            onHome={() => void navigate({ to: "/" })}
            onDashboard={() => select({})}
            onSelect={(id) => select({ session: id })}
            onSearchHit={(hit) =>
              select(
                hit.message_id
                  ? { session: hit.session_id, view: "chat", message: hit.message_id }
                  : { session: hit.session_id },
              )
            }
            onRename={setRenaming}
            onDelete={setDeleting}
            onSettings={() =>
              select({ ...(activeId ? { session: activeId } : {}), view: "settings" })
            }
            onAbout={() => void navigate({ to: "/" })}
            onSignOut={() => void handleSignOut()}
          />
        </>
      )}
      <main className="relative flex min-w-0 flex-1 flex-col overflow-y-auto">
        {!sidebarOpen && (
          <button
            type="button"
            aria-label="Open sidebar"
            onClick={() => setSidebarOpen(true)}
            className="absolute top-3 left-3 z-20 rounded-lg p-2 text-gray-600 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Icon d={ICONS.panel} className="h-5 w-5" />
          </button>
        )}
        {content}
      </main>
      <RenameSessionDialog
        open={renaming !== null}
        currentTitle={renaming ? displayTitle(renaming) : ""}
        onOpenChange={(open) => !open && setRenaming(null)}
        onSave={saveRename}
      />
      <DeleteSessionDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <VoiceSettingsDialog open={voiceDialogOpen} onOpenChange={setVoiceDialogOpen} />
    </div>
  );
}
