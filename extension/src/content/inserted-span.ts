/**
 * Where text Verba inserted is in an editor, as offsets into the editor's
 * text, so that it is found again after the editor re-renders its nodes
 * (Lexical, Slate, Draft.js, ProseMirror, CKEditor 5 and CodeMirror rebuild
 * the DOM from their model, and a DOM range into the old nodes points
 * nowhere). It is found as written, in the forms an editor gives typed text
 * (typography.ts), or, when the editor replaced a word of it as it went in,
 * as what changed in the editor's text. The span is then followed through
 * each change of the text: moved by edits before it, grown or shrunk by edits
 * inside it, lost when an edit crosses its edges.
 */
import { isTextControl } from "./fields";
import { comparable, sameText } from "./typography";

/** The inserted text's place in the editor's text: `start` included, `end` not. */
export interface Span {
  start: number;
  end: number;
}

/** Elements that begin a line of their own. */
const BLOCKS = new Set(
  "ADDRESS ARTICLE ASIDE BLOCKQUOTE DD DIV DL DT FIGURE FOOTER H1 H2 H3 H4 H5 H6 HEADER HR LI OL P PRE SECTION TABLE TD TH TR UL".split(
    " ",
  ),
);

/** Characters editors put in for their own layout: spaces shown as no-break, zero-width fillers. */
function plain(text: string): string {
  return text.replace(/\u00a0/g, " ").replace(/[\u200b\ufeff]/g, "");
}

/** A boundary point: a node and an offset in it, as a range's start. */
interface Point {
  node: Node;
  offset: number;
}

/**
 * A node's text with a line break before each block and for each `<br>`, up
 * to `stop` when given. Breaks go only before blocks, so the text up to a
 * point is always a prefix of the whole text.
 */
function textOfNode(root: Node, stop?: Point): string {
  const parts: string[] = [];
  // The last character so far, kept aside: asking the growing text would copy it each time.
  let last = "";
  let done = false;
  const add = (text: string) => {
    if (!text) return;
    parts.push(text);
    last = text.at(-1) ?? last;
  };
  const visitChildren = (node: Node) => {
    let index = 0;
    for (let child = node.firstChild; child && !done; child = child.nextSibling) {
      if (node === stop?.node && index++ >= stop.offset) break;
      visit(child);
    }
    if (node === stop?.node) done = true;
  };
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const data = (node as Text).data;
      add(plain(node === stop?.node ? data.slice(0, stop.offset) : data));
      if (node === stop?.node) done = true;
      return;
    }
    const name = (node as Element).tagName;
    if (name === "BR") add("\n");
    else if (BLOCKS.has(name) && last !== "" && last !== "\n") add("\n");
    visitChildren(node);
  };
  visitChildren(root);
  return parts.join("");
}

/**
 * The editor's text, held in memory only to find the inserted span in it. A
 * text field's value as it is, so that its own selection offsets apply.
 */
export function editorContent(editor: HTMLElement): string {
  return isTextControl(editor) ? editor.value : textOfNode(editor);
}

/** Where the caret is in the editor's text, when it is in the editor. */
export function caretOffset(editor: HTMLElement): number | undefined {
  if (isTextControl(editor)) return editor.selectionEnd ?? undefined;
  const selection = editor.ownerDocument.getSelection();
  if (!selection?.focusNode || !editor.contains(selection.focusNode)) return undefined;
  const caret = editor.ownerDocument.createRange();
  caret.setStart(selection.focusNode, selection.focusOffset);
  return offsetOf(editor, caret);
}

/** How many characters of the editor's text come before `point` (a caret or a range's start). */
export function offsetOf(editor: HTMLElement, point: Range): number {
  return textOfNode(editor, { node: point.startContainer, offset: point.startOffset }).length;
}

/**
 * Where `written` is in `content`: its characters in order, with whatever
 * spaces and line breaks the editor put between them (lines become
 * paragraphs) and in whatever form the editor gave them on the way in (curly
 * quotes, dashes, a capital: typography.ts); of the occurrences on either
 * side of `near`, where it went in, the nearer; only inside `within` when
 * given. Null when it is not there (the editor rewrote a word of it). Plain
 * string search: no pattern for a page to slow down.
 */
export function locate(
  content: string,
  written: string,
  near: number,
  within: Span = { start: 0, end: content.length },
): Span | null {
  const wanted = comparable(plain(written), true).text;
  if (!wanted) return null;
  const { text, from, to } = comparable(content, true);
  const nearAt = from.findIndex((index) => index >= near);
  const pivot = nearAt < 0 ? text.length : nearAt;
  const spanAt = (at: number) => ({
    start: from[at] as number,
    end: to[at + wanted.length - 1] as number,
  });
  const inside = (span: Span) => span.start >= within.start && span.end <= within.end;
  // The nearest on each side that lies inside: a copy outside is skipped, not taken for none.
  let after: Span | null = null;
  for (let at = text.indexOf(wanted, pivot); at >= 0; at = text.indexOf(wanted, at + 1)) {
    if ((from[at] as number) >= within.end) break;
    if (inside(spanAt(at))) {
      after = spanAt(at);
      break;
    }
  }
  let before: Span | null = null;
  for (let at = text.lastIndexOf(wanted, pivot); at >= 0; at = text.lastIndexOf(wanted, at - 1)) {
    if ((to[at + wanted.length - 1] as number) <= within.start) break;
    if (inside(spanAt(at))) {
      before = spanAt(at);
      break;
    }
    if (at === 0) break;
  }
  const [best] = [after, before]
    .filter((span) => span !== null)
    .sort((one, other) => Math.abs(one.start - near) - Math.abs(other.start - near));
  return best ?? null;
}

/** A letter or digit: text on both sides of an edge is one word. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The part of `now` that differs from `before`, with no common start past
 * `near` (where the text went in, when known) nor common end before it, less
 * white space at its edges: what went in, and whatever else the editor
 * changed in the same turn.
 */
function changedPart(before: string, now: string, near?: number): Span {
  const shortest = Math.min(before.length, now.length);
  let head = 0;
  while (head < Math.min(shortest, near ?? shortest) && before[head] === now[head]) head++;
  const tailMost = Math.min(shortest - head, near === undefined ? shortest : before.length - near);
  let tail = 0;
  while (tail < tailMost && before.at(-1 - tail) === now.at(-1 - tail)) tail++;
  let start = head;
  let end = now.length - tail;
  while (start < end && /\s/.test(now[start] as string)) start++;
  while (end > start && /\s/.test(now[end - 1] as string)) end--;
  return { start, end };
}

/**
 * Where `written` is in `now` when the editor replaced a word of it as it
 * went in ("teh" respelt "the"; the same text by typography.ts `sameText`),
 * found from what changed: the part of `now` that differs from `before`, the
 * editor's text just before it went in, with no common start past `near`
 * (where it went in, when known). Only that part is ever taken, and only
 * when it begins and ends at a word's edge: a rewritten word run together
 * with the text beside it cannot be told from that text, so it is not found.
 */
export function locateChanged(
  before: string,
  now: string,
  written: string,
  near?: number,
): Span | null {
  const { start, end } = changedPart(before, now, near);
  if (start === end) return null;
  const joined = (one: string | undefined, other: string | undefined) =>
    WORD_CHARACTER.test(one ?? "") && WORD_CHARACTER.test(other ?? "");
  if (joined(now[start - 1], now[start]) || joined(now[end - 1], now[end])) return null;
  return sameText(now.slice(start, end), plain(written)) ? { start, end } : null;
}

/**
 * Where `written` went in, `before` being the editor's text just before and
 * `near` the offset it went in at (when known). The copy that went in is
 * inside what changed, so it is looked for there first, as written and then
 * with a word the editor replaced: an earlier copy of the same text elsewhere
 * in the field is never taken for it (nor for a sign that the page took it).
 * Outside what changed, only a copy right at `near` counts: text that
 * replaced the same text leaves the editor's text as it was. Without
 * `before`, the copy nearest to `near`.
 */
export function locateInserted(
  before: string | undefined,
  now: string,
  written: string,
  near?: number,
): Span | null {
  if (before === undefined) return locate(now, written, near ?? 0);
  const changed = changedPart(before, now, near);
  const found =
    locate(now, written, near ?? changed.start, changed) ??
    locateChanged(before, now, written, near);
  if (found || near === undefined) return found;
  const inPlace = locate(now, written, near);
  return inPlace && inPlace.start === near ? inPlace : null;
}

const LETTER = /\p{L}/u;

/**
 * The span after one change of the editor's text from `before` to `after`,
 * or null when the change crossed its edges (a selection across it replaced,
 * all of it deleted). The change is what lies between the longest common
 * start and end of the two texts; where the same letters make it ambiguous
 * ("P" typed before "Please"), the caret after the change, when known, says
 * where it was. Text typed right at an edge belongs to the span only when it
 * goes on a word of it ("Kowalch" + "yk").
 */
export function follow(
  span: Span,
  before: string,
  after: string,
  caret?: () => number | undefined,
): Span | null {
  if (before === after) return span;
  const shortest = Math.min(before.length, after.length);
  let head = 0;
  while (head < shortest && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < shortest - head && before.at(-1 - tail) === after.at(-1 - tail)) tail++;
  // The same change slid back to end at the caret ("Notes: P|S Please" is "Notes: |PS Please"),
  // where the letters it slides over are the same before and after.
  const mayslide = head > 0 && before[before.length - tail - 1] === after[after.length - tail - 1];
  const slide = mayslide ? after.length - tail - (caret?.() ?? after.length) : 0;
  if (
    slide > 0 &&
    slide <= head &&
    before.slice(before.length - tail - slide, before.length - tail) ===
      after.slice(after.length - tail - slide, after.length - tail)
  ) {
    head -= slide;
    tail += slide;
  }
  const changedEnd = before.length - tail;
  const added = after.slice(head, after.length - tail);
  const delta = after.length - before.length;
  const moved = { start: span.start + delta, end: span.end + delta };
  const grown = { start: span.start, end: span.end + delta };
  if (head === changedEnd) {
    // Nothing removed: text typed in at one point.
    if (head === span.start && head < span.end) {
      const joins = LETTER.test(added.at(-1) ?? "") && LETTER.test(before[span.start] ?? "");
      return joins ? grown : moved;
    }
    if (head === span.end && head > span.start) {
      const joins = LETTER.test(added[0] ?? "") && LETTER.test(before[span.end - 1] ?? "");
      return joins ? grown : span;
    }
  }
  if (changedEnd <= span.start) return moved;
  if (head >= span.end) return span;
  if (head >= span.start && changedEnd <= span.end) return grown;
  return null;
}
