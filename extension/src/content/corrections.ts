/**
 * The dictionary that learns: after Verba inserts text, a word the person
 * corrects inside that text is offered for their dictionary. Only the
 * inserted text is ever read: a text field's value is sliced to the inserted
 * span (kept in step with edits before it), a rich editor's through a live
 * range around the inserted text. Nothing is added without the person's click.
 */
import { isTextControl, type TextControl } from "./fields";
import type { TextSpan } from "./insertion";

/** Letters with the marks, apostrophes and hyphens names have: "Kowalczyk", "O'Neill", "Jean-Luc". */
const TERM = /^\p{L}[\p{L}\p{M}'’-]*\p{L}$/u;
/** The person finishes a correction, then pauses: offer then, not at each keystroke. */
const SETTLE_MS = 700;
/** Corrections come right after the text goes in; after this the watch ends. */
const WATCH_MS = 10 * 60_000;

function words(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+|(?<![^\p{L}])[^\p{L}]+$/gu, ""))
    .filter(Boolean);
}

/**
 * The word the person changed, when the only difference between what Verba
 * wrote and what the text says now is one word replaced by another that can
 * be a dictionary term; null for anything else (a rewrite, an added word).
 */
export function correctedWord(written: string, now: string): string | null {
  const before = words(written);
  const after = words(now);
  if (before.length !== after.length) return null;
  const changed = after.filter((word, index) => word !== before[index]);
  if (changed.length !== 1) return null;
  const [word = ""] = changed;
  return TERM.test(word) && word.length <= 100 ? word : null;
}

/** Reads the inserted text, and only it, however the editor changes around it. */
interface InsertedText {
  read(): string | null;
  /** Keeps a text field's span in step with an edit; a range follows by itself. */
  beforeEdit?(event: InputEvent): void;
  afterEdit?(): void;
}

function spanIn(control: TextControl, span: TextSpan): InsertedText {
  let { start, end } = span;
  let edit: { from: number; to: number; length: number; backward: boolean } | null = null;
  let lost = false;
  return {
    read: () => (lost ? null : control.value.slice(start, end)),
    beforeEdit(event) {
      edit = {
        from: control.selectionStart ?? 0,
        to: control.selectionEnd ?? 0,
        length: control.value.length,
        backward: event.inputType.endsWith("Backward"),
      };
    },
    afterEdit() {
      if (!edit) return;
      const delta = control.value.length - edit.length;
      // Deleting backwards from a caret removes what is before it.
      const from = edit.from === edit.to && edit.backward ? edit.from + delta : edit.from;
      if (edit.to <= start && from <= start) {
        start += delta;
        end += delta;
      } else if (from >= start && edit.to <= end) {
        end += delta;
      } else if (from < end) {
        // An edit across the span's edges (or replacing all of it): the inserted text is gone.
        lost = true;
      }
      edit = null;
    },
  };
}

function rangeIn(editor: HTMLElement, range: Range): InsertedText {
  return {
    read: () =>
      editor.contains(range.startContainer) &&
      editor.contains(range.endContainer) &&
      !range.collapsed
        ? range.toString()
        : null,
  };
}

/**
 * The inserted text as a live range, from where it started to the caret
 * after it, or null when the editor re-rendered its nodes (frameworks that
 * rebuild the DOM from their model): then nothing is watched.
 */
export function insertedRange(editor: HTMLElement, start: Range, text: string): Range | null {
  const selection = editor.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || !editor.contains(start.startContainer))
    return null;
  const range = editor.ownerDocument.createRange();
  range.setStart(start.startContainer, start.startOffset);
  const caret = selection.getRangeAt(0);
  range.setEnd(caret.endContainer, caret.endOffset);
  const squeeze = (value: string) => value.replace(/\s+/g, "");
  return squeeze(range.toString()) === squeeze(text) ? range : null;
}

/**
 * Watches one insertion and calls `offer` with each corrected word once.
 * Ends itself after a while, or when `stop` is called (a new dictation).
 */
export function watchCorrections(
  editor: HTMLElement,
  inserted: Range | TextSpan,
  written: string,
  offer: (word: string) => void,
): () => void {
  const source =
    "startContainer" in inserted
      ? rangeIn(editor, inserted)
      : isTextControl(editor)
        ? spanIn(editor, inserted)
        : null;
  if (!source) return () => undefined;
  const offered = new Set<string>();
  const view = editor.ownerDocument.defaultView ?? window;
  let settle: number | undefined;
  const check = () => {
    const now = source.read();
    if (now === null) return stop();
    const word = correctedWord(written, now);
    if (word && !offered.has(word)) {
      offered.add(word);
      offer(word);
    }
  };
  const before = (event: Event) => source.beforeEdit?.(event as InputEvent);
  const after = () => {
    source.afterEdit?.();
    view.clearTimeout(settle);
    settle = view.setTimeout(check, SETTLE_MS);
  };
  editor.addEventListener("beforeinput", before);
  editor.addEventListener("input", after);
  const expiry = view.setTimeout(() => stop(), WATCH_MS);
  function stop() {
    view.clearTimeout(settle);
    view.clearTimeout(expiry);
    editor.removeEventListener("beforeinput", before);
    editor.removeEventListener("input", after);
  }
  return stop;
}
