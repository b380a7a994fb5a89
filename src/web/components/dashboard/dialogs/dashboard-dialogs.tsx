import { useState } from "react";
import type { ChatSession } from "../../../lib/api-types";
import { logger } from "../../../lib/logger";
import { VoiceSettingsDialog } from "../../voice/voice-settings-dialog";
import { useSessionActions } from "../data/use-session-actions";
import { displayTitle } from "../sidebar/sidebar";
import { DeleteSessionDialog, RenameSessionDialog } from "./session-dialogs";

/** Which dialog is open: the sidebar and the control bar open them, the host below shows them. */
export function useDashboardDialogs() {
  const [renaming, setRenaming] = useState<ChatSession | null>(null);
  const [deleting, setDeleting] = useState<ChatSession | null>(null);
  const [voiceSettingsOpen, setVoiceSettingsOpen] = useState(false);
  return {
    renaming,
    deleting,
    voiceSettingsOpen,
    openRename: setRenaming,
    openDelete: setDeleting,
    openVoiceSettings: () => setVoiceSettingsOpen(true),
    closeRename: () => setRenaming(null),
    closeDelete: () => setDeleting(null),
    setVoiceSettingsOpen,
  };
}

export interface DashboardDialogsProps {
  dialogs: ReturnType<typeof useDashboardDialogs>;
  /** After a session is deleted: what showed it lets go of it. */
  onDeleted: (sessionId: string) => Promise<void>;
}

/** Spec §2 Dialogs: rename, delete and the voice choice, over the whole dashboard. */
export function DashboardDialogs({ dialogs, onDeleted }: DashboardDialogsProps) {
  const { renaming, deleting } = dialogs;
  const { rename, remove } = useSessionActions();

  const saveRename = async (title: string) => {
    if (!renaming) return;
    try {
      await rename(renaming.session_id, title);
      dialogs.closeRename();
    } catch (error) {
      logger.error("session rename failed", { error: String(error) });
      window.alert("Failed to rename session. Please try again.");
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const id = deleting.session_id;
    try {
      await remove(id);
      dialogs.closeDelete();
      await onDeleted(id);
    } catch (error) {
      logger.error("session delete failed", { error: String(error) });
      window.alert("Failed to delete session. Please try again.");
    }
  };

  return (
    <>
      <RenameSessionDialog
        open={renaming !== null}
        currentTitle={renaming ? displayTitle(renaming) : ""}
        onOpenChange={(open) => !open && dialogs.closeRename()}
        onSave={saveRename}
      />
      <DeleteSessionDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && dialogs.closeDelete()}
        onConfirm={confirmDelete}
      />
      <VoiceSettingsDialog
        open={dialogs.voiceSettingsOpen}
        onOpenChange={dialogs.setVoiceSettingsOpen}
      />
    </>
  );
}
