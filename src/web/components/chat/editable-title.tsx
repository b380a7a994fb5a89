import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { LIMITS } from "../../../shared/limits";
import { MESSAGES } from "../../../shared/messages";
import { titleEditOutcome } from "../../lib/title-edit";

/** A session's title that turns into a field on click (spec §4 Title edit). */
export interface EditableTitleProps {
  title: string;
  /** Rejects to put the old title back. */
  onSave: (title: string) => Promise<void>;
}

const BLUR_SAVE_DELAY_MS = 100;

export function EditableTitle({ title, onSave }: EditableTitleProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [saving, setSaving] = useState(false);
  /** The title shown while a save is in flight, before the parent has the new one. */
  const [pending, setPending] = useState<string | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const finished = useRef(false);

  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );

  const start = () => {
    if (saving) return;
    finished.current = false;
    setDraft(title);
    setEditing(true);
  };

  const cancel = () => {
    finished.current = true;
    if (blurTimer.current) clearTimeout(blurTimer.current);
    setEditing(false);
    setDraft(title);
  };

  const commit = async (value: string) => {
    if (finished.current) return;
    finished.current = true;
    if (blurTimer.current) clearTimeout(blurTimer.current);
    const outcome = titleEditOutcome(title, value);
    setEditing(false);
    if (outcome === "cancel") {
      setDraft(title);
      return;
    }
    setSaving(true);
    setPending(outcome.save);
    try {
      await onSave(outcome.save);
    } catch {
      // The old title returns; the parent reports the failure.
      setDraft(title);
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void commit(draft);
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  };

  const onBlur = () => {
    if (finished.current) return;
    const value = draft;
    blurTimer.current = setTimeout(() => void commit(value), BLUR_SAVE_DELAY_MS);
  };

  if (editing) {
    return (
      <input
        aria-label="Session title"
        placeholder="Enter chat name"
        // biome-ignore lint/a11y/noAutofocus: the field replaces the title the person just clicked.
        autoFocus
        value={draft}
        maxLength={LIMITS.sessionTitleMax}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className="w-full min-w-0 rounded-md border border-brand bg-white px-2 py-1 text-lg font-semibold text-gray-900 focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
    );
  }

  const shown = pending ?? (title || MESSAGES.untitledSession);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <h1 className="min-w-0 truncate text-lg font-semibold text-gray-900">
        <button
          type="button"
          onClick={start}
          disabled={saving}
          title="Click to rename"
          className="max-w-full truncate rounded-md px-2 py-1 text-left hover:bg-gray-100 disabled:cursor-default"
        >
          {shown}
        </button>
      </h1>
      {saving && (
        <span role="status" className="text-sm text-gray-500">
          Saving...
        </span>
      )}
    </div>
  );
}
