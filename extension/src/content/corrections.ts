/**
 * The dictionary that learns: after Verba inserts text, a word the person
 * corrects inside that text is offered for their dictionary. The inserted
 * text is kept as a span of the editor's text (inserted-span.ts), followed
 * through each change, so it survives editors that rebuild their DOM; only
 * what lies inside the span is compared with the text as it went in (after
 * the editor's own autocorrect). Nothing is added without the person's click.
 */
import { LIMITS } from "../../../src/shared/limits";
import { isTextControl } from "./fields";
import { caretOffset, editorContent, follow, locateInserted, type Span } from "./inserted-span";
import { sameWord } from "./typography";

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
 * The word the person changed, when the only difference between the inserted
 * text as it went in and what it says now is one word replaced by another
 * that can be a dictionary term; null for anything else (a rewrite, an added
 * word). A word an editor only gave its own quotes or dashes is not changed.
 */
export function correctedWord(written: string, now: string): string | null {
  const before = words(written);
  const after = words(now);
  if (before.length !== after.length) return null;
  const changed = after.filter((word, index) => !sameWord(word, before[index] ?? ""));
  if (changed.length !== 1) return null;
  const [word = ""] = changed;
  // Offered only what the dictionary can hold (the worker refuses a longer term from a content script).
  return TERM.test(word) && word.length <= LIMITS.dictionaryTermMax ? word : null;
}

/**
 * One insertion of `written` at `near` (an offset into the editor's text),
 * followed through the editor's text change by change. Holds no page: the
 * watch below feeds it the text. `before`, the editor's text just before it
 * went in, lets it be found when the editor replaced a word of it on the way
 * in, and never taken for an earlier copy of the same text (inserted-span.ts
 * `locateInserted`).
 */
export class InsertedText {
  readonly #written: string;
  readonly #near: number;
  /** Let go once the text is found: the field's earlier text is held no longer than needed. */
  #before: string | undefined;
  #content: string;
  #span: Span | null = null;
  /**
   * The text as the editor put it in, once found, and as it changes until the
   * person first edits the field: what the editor's own autocorrect did on the
   * way in (curly quotes, a dash, a capital) is not the person's correction.
   */
  #wentIn: string | null = null;
  #touched = false;

  constructor(written: string, near: number, content: string, before?: string) {
    this.#written = written;
    this.#near = near;
    this.#before = before;
    this.#content = content;
    this.#find(content);
  }

  /** Whether the text was found: a framework may still be rendering it when the watch starts. */
  get found(): boolean {
    return this.#wentIn !== null;
  }

  /** The person is editing the field: changes from now on may be theirs. */
  touched(): void {
    this.#touched = true;
  }

  /** Takes the editor's text after a change; false once the inserted text is lost. */
  change(now: string, caret?: () => number | undefined): boolean {
    if (this.#wentIn === null) this.#find(now);
    else if (this.#span) {
      this.#span = follow(this.#span, this.#content, now, caret);
      if (!this.#span) return false;
      if (!this.#touched) this.#wentIn = now.slice(this.#span.start, this.#span.end);
    }
    this.#content = now;
    return true;
  }

  /** The word the person corrected inside the inserted text, when that is all they changed there. */
  corrected(): string | null {
    if (!this.#span || this.#wentIn === null) return null;
    return correctedWord(this.#wentIn, this.#content.slice(this.#span.start, this.#span.end));
  }

  #find(content: string) {
    this.#span = locateInserted(this.#before, content, this.#written, this.#near);
    if (!this.#span) return;
    this.#wentIn = content.slice(this.#span.start, this.#span.end);
    this.#before = undefined;
  }
}

/**
 * Watches one insertion of `written`, which went in at `near` (an offset
 * into the editor's text, `before` it went in), and calls `offer` with each
 * corrected word once. Ends itself after a while, when the inserted text is
 * gone, or when `stop` is called (a new dictation).
 */
export function watchCorrections(
  editor: HTMLElement,
  written: string,
  where: { near: number; before: string },
  offer: (word: string) => void,
): () => void {
  const view = editor.ownerDocument.defaultView ?? window;
  const offered = new Set<string>();
  const inserted = new InsertedText(written, where.near, editorContent(editor), where.before);
  let settle: number | undefined;

  const check = () => {
    const word = inserted.corrected();
    if (word && !offered.has(word)) {
      offered.add(word);
      offer(word);
    }
  };
  const changed = () => {
    if (!inserted.change(editorContent(editor), () => caretOffset(editor))) return stop();
    view.clearTimeout(settle);
    if (inserted.found) settle = view.setTimeout(check, SETTLE_MS);
  };
  // Every way a person edits a field starts with one of these (some editors take keys before any input event).
  const personEdits = ["keydown", "beforeinput", "paste", "drop", "cut", "compositionstart"];
  const touched = () => inserted.touched();
  for (const type of personEdits) editor.addEventListener(type, touched, true);

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
    for (const type of personEdits) editor.removeEventListener(type, touched, true);
  }
  return stop;
}
