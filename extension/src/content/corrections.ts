/**
 * The dictionary that learns: after Verba inserts text, a word the person
 * corrects inside that text is offered for their dictionary. The inserted
 * text is kept as a span of the editor's text (inserted-span.ts), followed
 * through each change, so it survives editors that rebuild their DOM; only
 * what lies inside the span is compared with what Verba wrote. Nothing is
 * added without the person's click.
 */
import { isTextControl } from "./fields";
import { caretOffset, editorContent, follow, locate, type Span } from "./inserted-span";

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

/**
 * Watches one insertion of `written`, which went in at `near` (an offset
 * into the editor's text), and calls `offer` with each corrected word once.
 * Ends itself after a while, when the inserted text is gone, or when `stop`
 * is called (a new dictation).
 */
export function watchCorrections(
  editor: HTMLElement,
  written: string,
  near: number,
  offer: (word: string) => void,
): () => void {
  const view = editor.ownerDocument.defaultView ?? window;
  const offered = new Set<string>();
  let content = editorContent(editor);
  // A framework may still be rendering the text when the watch starts: it is looked for on each change until found.
  let span: Span | null = locate(content, written, near);
  let found = span !== null;
  let settle: number | undefined;

  const check = () => {
    if (!span) return;
    const word = correctedWord(written, content.slice(span.start, span.end));
    if (word && !offered.has(word)) {
      offered.add(word);
      offer(word);
    }
  };
  const changed = () => {
    const now = editorContent(editor);
    if (!found) {
      span = locate(now, written, near);
      found = span !== null;
    } else if (span) {
      span = follow(span, content, now, () => caretOffset(editor));
      if (!span) return stop();
    }
    content = now;
    view.clearTimeout(settle);
    if (found) settle = view.setTimeout(check, SETTLE_MS);
  };

  // A text field's value changes without DOM mutations; a framework may re-render without input events.
  const observer = isTextControl(editor) ? null : new view.MutationObserver(changed);
  observer?.observe(editor, { subtree: true, childList: true, characterData: true });
  if (observer === null) editor.addEventListener("input", changed);
  const expiry = view.setTimeout(() => stop(), WATCH_MS);
  function stop() {
    view.clearTimeout(settle);
    view.clearTimeout(expiry);
    observer?.disconnect();
    editor.removeEventListener("input", changed);
  }
  return stop;
}
