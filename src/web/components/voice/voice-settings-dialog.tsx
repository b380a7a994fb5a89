import type { VoiceOption } from "../../../shared/schemas/profile";

/** Lists the voices, previews one, saves the choice (spec voice.md §4 Voice settings dialog). */
export interface VoiceSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved voice, so the control bar can show its name. */
  onSaved: (voice: VoiceOption) => void;
}

export function VoiceSettingsDialog(_props: VoiceSettingsDialogProps) {
  return null;
}
