import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { logger } from "../../lib/logger";
import { writeVoiceCache } from "../../lib/prefs";
import { api } from "../../lib/query";
import { dashboardQueries } from "../dashboard/queries";
import { Spinner } from "../forms/spinner";

/** Lists the voices, previews one, saves the choice (spec voice.md §4 Voice settings dialog). */
export interface VoiceSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const VOICE_TEXTS = {
  loadFailed: "Failed to load available voices. Please try again.",
  saved: "Settings saved",
  savedDescription: "Your voice preference has been updated.",
  saveFailed: "Failed to save settings. Please try again.",
  previewFailed: "Preview failed",
  previewPlayFailed: "Could not play voice preview.",
  previewGenerateFailed: "Failed to generate voice preview. Please try again.",
  audioUnsupported: "Audio playback not supported in this browser",
} as const;

function base64ToArrayBuffer(base64: string) {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

type AudioContextClass = typeof AudioContext;
/** Web Audio plays the decoded sample: no media URL, so the page's media policy stays strict. */
function audioContextClass(): AudioContextClass | null {
  const scope = window as typeof window & { webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

export type PreviewState = "idle" | "loading" | "playing" | "ended";

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50";

export function VoiceSettingsDialog({ open, onOpenChange }: VoiceSettingsDialogProps) {
  const queryClient = useQueryClient();
  // Read afresh each time the dialog opens; the dashboard's loader has usually cached them.
  const queries = dashboardQueries(api);
  const voicesQuery = useQuery({ ...queries.voices(), enabled: open });
  const preferenceQuery = useQuery({ ...queries.voicePreference(), enabled: open });
  const previewMutation = useMutation(api.voice.preview.mutationOptions());
  const saveMutation = useMutation(
    api.voicePreference.set.mutationOptions({
      // The control bar's voice name follows the server's answer, not a patched cache.
      onSuccess: () => queryClient.invalidateQueries(api.voicePreference.pathFilter()),
    }),
  );
  const previewing = previewMutation.isPending;
  const saving = saveMutation.isPending;
  const voices = voicesQuery.data?.voices ?? [];
  const loading = open && voicesQuery.isPending;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [previewState, setPreviewState] = useState<PreviewState>("idle");
  const contextRef = useRef<AudioContext | null>(null);
  const sourceRef = useRef<AudioBufferSourceNode | null>(null);

  const voicesFailed = open && voicesQuery.isError;
  useEffect(() => {
    if (!voicesFailed) return;
    logger.error("available voices load failed", { error: String(voicesQuery.error) });
    toast.error(VOICE_TEXTS.loadFailed);
  }, [voicesFailed, voicesQuery.error]);

  // Without the saved choice the list still works: the first voice is selected.
  const preferenceSettled = !preferenceQuery.isPending;
  useEffect(() => {
    if (preferenceQuery.isError) {
      logger.warn("voice preference load failed", { error: String(preferenceQuery.error) });
    }
  }, [preferenceQuery.isError, preferenceQuery.error]);

  // Each opening starts from the saved voice.
  const savedId = preferenceQuery.data?.voice_preference;
  const list = voicesQuery.data?.voices;
  useEffect(() => {
    if (!open) setSelectedId(null);
    else if (list && preferenceSettled) {
      setSelectedId(
        (current) => current ?? (list.find((voice) => voice.id === savedId) ?? list[0])?.id ?? null,
      );
    }
  }, [open, list, preferenceSettled, savedId]);

  const stopPreview = useCallback(() => {
    try {
      sourceRef.current?.stop();
    } catch {
      // Already stopped.
    }
    sourceRef.current = null;
  }, []);

  // Stop a preview when the dialog closes; free the audio device on unmount.
  useEffect(() => {
    if (!open) stopPreview();
  }, [open, stopPreview]);
  useEffect(
    () => () => {
      stopPreview();
      void contextRef.current?.close().catch(() => {});
    },
    [stopPreview],
  );

  const selected = voices.find((voice) => voice.id === selectedId) ?? null;

  const preview = async () => {
    if (!selected) return;
    const Context = audioContextClass();
    if (!Context) {
      toast.error(VOICE_TEXTS.audioUnsupported);
      return;
    }
    // Created inside the click, so the browser lets it start.
    contextRef.current ??= new Context();
    const context = contextRef.current;
    stopPreview();
    setPreviewState("loading");
    let result: { audio_content: string };
    try {
      result = await previewMutation.mutateAsync({ voice_id: selected.id });
    } catch (error) {
      logger.error("voice preview failed", { error: String(error) });
      toast.error(VOICE_TEXTS.previewFailed, { description: VOICE_TEXTS.previewGenerateFailed });
      setPreviewState("idle");
      return;
    }
    try {
      if (context.state === "suspended") await context.resume();
      const buffer = await context.decodeAudioData(base64ToArrayBuffer(result.audio_content));
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.onended = () => {
        if (sourceRef.current === source) sourceRef.current = null;
        setPreviewState("ended");
      };
      sourceRef.current = source;
      source.start();
      setPreviewState("playing");
    } catch (error) {
      logger.error("voice preview playback failed", { error: String(error) });
      toast.error(VOICE_TEXTS.previewFailed, { description: VOICE_TEXTS.previewPlayFailed });
      setPreviewState("idle");
    }
  };

  const save = async () => {
    if (!selected) return;
    try {
      await saveMutation.mutateAsync({ voice_id: selected.id });
    } catch (error) {
      logger.error("voice preference save failed", { error: String(error) });
      toast.error(VOICE_TEXTS.saveFailed);
      return;
    }
    writeVoiceCache(selected);
    toast.success(VOICE_TEXTS.saved, { description: VOICE_TEXTS.savedDescription });
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-white p-6 shadow-xl">
          <div>
            <Dialog.Title className="text-lg font-semibold text-gray-900">
              Voice settings
            </Dialog.Title>
            <Dialog.Description className="text-sm text-gray-600">
              Choose the voice the assistant speaks with.
            </Dialog.Description>
          </div>
          {loading ? (
            <div className="flex items-center gap-2 py-6 text-gray-600">
              <Spinner /> Loading voices...
            </div>
          ) : (
            <fieldset className="flex min-h-0 flex-col gap-2 overflow-y-auto">
              <legend className="sr-only">Voices</legend>
              {voices.map((voice) => {
                const checked = voice.id === selectedId;
                return (
                  <label
                    key={voice.id}
                    className={`cursor-pointer rounded-lg border p-3 transition has-focus-visible:ring-2 has-focus-visible:ring-brand ${
                      checked ? "border-brand bg-brand/10" : "border-gray-200 hover:bg-gray-50"
                    }`}
                  >
                    <input
                      type="radio"
                      name="voice"
                      value={voice.id}
                      checked={checked}
                      onChange={() => setSelectedId(voice.id)}
                      aria-describedby={`voice-${voice.id}-details`}
                      className="sr-only"
                    />
                    <span className="flex items-center justify-between">
                      <span className="flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className={`inline-flex size-4 items-center justify-center rounded-full border-2 ${
                            checked ? "border-brand" : "border-gray-300"
                          }`}
                        >
                          {checked && <span className="size-2 rounded-full bg-brand" />}
                        </span>
                        <span className="font-medium text-gray-900">{voice.name}</span>
                      </span>
                      <span className="text-xs text-gray-500 capitalize">{voice.gender}</span>
                    </span>
                    <span
                      id={`voice-${voice.id}-details`}
                      className="mt-1 block text-sm text-gray-600"
                    >
                      {voice.description}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          <output className="sr-only" data-testid="voice-preview-state" data-state={previewState}>
            {previewState === "playing" ? "Playing preview" : ""}
          </output>
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={preview}
              disabled={!selected || previewing}
              className={`${BUTTON} border border-gray-300 bg-white text-gray-700 hover:bg-gray-100`}
            >
              {previewing && <Spinner />}
              Preview
            </button>
            <Dialog.Close asChild>
              <button
                type="button"
                className={`${BUTTON} border border-gray-300 bg-white text-gray-700 hover:bg-gray-100`}
              >
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={save}
              disabled={!selected || saving}
              className={`${BUTTON} bg-brand text-white hover:bg-brand-dark`}
            >
              {saving && <Spinner />}
              {saving ? "Saving..." : "Save"}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
