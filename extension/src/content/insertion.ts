/**
 * Putting text into a page's editor through the path the editor itself
 * listens to, so that its own model holds the text and Ctrl+Z takes it out:
 * `execCommand('insertText')` for text fields and plain rich-text editors
 * (the browser's editing machinery, with `beforeinput` and `input`), a
 * synthetic paste for the frameworks that take only that (frameworks.ts).
 * Building nodes by hand is the last resort when a page refuses both.
 */
import { isTextControl, type TextControl } from "./fields";
import { frameworkOf } from "./frameworks";
import { editorContent, locateInserted, offsetOf } from "./inserted-span";

/** A caret or selection in a text field, by character offsets. */
export interface TextSpan {
  start: number;
  end: number;
}

/** Where text goes: a DOM range in a rich-text editor, offsets in a text field. */
export type Target = Range | TextSpan;

function isRange(target: Target): target is Range {
  return "startContainer" in target;
}

/** The selection, when it is inside `editor` and covers some text. */
export function selectedRange(editor: Element): Target | null {
  if (isTextControl(editor)) {
    const { selectionStart, selectionEnd } = editor;
    if (selectionStart === null || selectionEnd === null || selectionStart === selectionEnd) {
      return null;
    }
    return { start: selectionStart, end: selectionEnd };
  }
  const selection = editor.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  return editor.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
}

/** The text a target covers: the selection being rewritten. */
export function targetText(editor: Element, target: Target): string {
  if (isRange(target)) return target.toString();
  return isTextControl(editor) ? editor.value.slice(target.start, target.end) : "";
}

/**
 * Where dictated text goes: the caret (or selection) when it is in the editor,
 * else the end of the editor. Kept as a copy so focus may wander while the
 * person speaks.
 */
export function insertionPoint(editor: Element): Target {
  if (isTextControl(editor)) {
    const end = editor.value.length;
    return { start: editor.selectionStart ?? end, end: editor.selectionEnd ?? end };
  }
  const selection = editor.ownerDocument.getSelection();
  if (selection && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0);
    if (editor.contains(range.commonAncestorContainer)) return range.cloneRange();
  }
  return endOf(editor);
}

/**
 * The end of the editor's last line, inside its last paragraph: rich editors
 * keep an empty line as `<p><br></p>`, and text must go before that break.
 */
function endOf(editor: Element): Range {
  const end = editor.ownerDocument.createRange();
  let node: Node = editor;
  while (node.lastChild && node.lastChild.nodeName !== "BR") node = node.lastChild;
  if (node.nodeType === Node.TEXT_NODE) end.setStart(node, (node as Text).length);
  else if (node.lastChild) end.setStartBefore(node.lastChild);
  else end.setStart(node, 0);
  end.collapse(true);
  return end;
}

/**
 * Dictated text joins the words before it with a space, as typing would. Only
 * the caret's own text (its text node, or the field's value) counts: at the
 * start of a line no space is needed.
 */
export function withSpacing(target: Target, text: string, editor?: Element): string {
  let before = "";
  if (isRange(target)) {
    const { startContainer, startOffset } = target;
    if (!target.collapsed || startContainer.nodeType !== Node.TEXT_NODE || startOffset === 0) {
      return text;
    }
    before = (startContainer as Text).data[startOffset - 1] ?? "";
  } else {
    if (target.start !== target.end || !editor || !isTextControl(editor)) return text;
    before = editor.value[target.start - 1] ?? "";
  }
  return before === "" || /\s/.test(before) ? text : ` ${text}`;
}

function select(range: Range) {
  const selection = range.startContainer.ownerDocument?.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function sameAsSelection(range: Range): boolean {
  const selection = range.startContainer.ownerDocument?.getSelection();
  if (!selection || selection.rangeCount === 0) return false;
  const current = selection.getRangeAt(0);
  return (
    current.compareBoundaryPoints(Range.START_TO_START, range) === 0 &&
    current.compareBoundaryPoints(Range.END_TO_END, range) === 0
  );
}

/** Lets the page's own selection and input handlers run (frameworks sync on `selectionchange`). */
function nextFrame(editor: Element): Promise<void> {
  const view = editor.ownerDocument.defaultView ?? window;
  return new Promise((resolve) => view.setTimeout(resolve, 30));
}

/** Lines as text nodes with line breaks between them, for the fallback. */
function fragmentOf(document: Document, text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  text.split("\n").forEach((line, index) => {
    if (index > 0) fragment.append(document.createElement("br"));
    if (line) fragment.append(document.createTextNode(line));
  });
  return fragment;
}

function insertByHand(editor: HTMLElement, range: Range, text: string) {
  const document = editor.ownerDocument;
  range.deleteContents();
  const fragment = fragmentOf(document, text);
  const last = fragment.lastChild;
  range.insertNode(fragment);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    select(range);
  }
  // Editors built on the DOM (the networking site's) listen for input to update their model.
  editor.dispatchEvent(
    new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }),
  );
}

/** What the clipboard pipelines of the frameworks read: a paste event with plain text. */
function paste(editor: HTMLElement, text: string): boolean {
  const data = new DataTransfer();
  data.setData("text/plain", text);
  const event = new ClipboardEvent("paste", {
    clipboardData: data,
    bubbles: true,
    cancelable: true,
  });
  editor.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * Whether `text` went in at `near`: found in the editor's text `now` as the
 * inserted span is found (inserted-span.ts: inside what changed since
 * `before`, in the forms an editor gives typed text or with a word it
 * replaced on the way in), so a copy already in the field is no sign.
 */
function holds(before: string, now: string, text: string, near: number): boolean {
  return locateInserted(before, now, text, near) !== null;
}

function insertIntoControl(control: TextControl, span: TextSpan, text: string): boolean {
  const before = control.value;
  control.focus();
  const end = control.value.length;
  control.setSelectionRange(Math.min(span.start, end), Math.min(span.end, end));
  // The browser's own editing keeps the field's undo history; a page may refuse it.
  const inserted = control.ownerDocument.execCommand("insertText", false, text);
  const near = Math.min(span.start, span.end, end);
  if (inserted && holds(before, control.value, text, near)) return true;
  if (!inserted) {
    control.setRangeText(text, control.selectionStart ?? end, control.selectionEnd ?? end, "end");
    control.dispatchEvent(
      new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }),
    );
  }
  return holds(before, control.value, text, near);
}

/** A range whose nodes the editor has since re-rendered away points nowhere: use the caret now. */
function liveRange(editor: HTMLElement, range: Range): Range {
  return editor.contains(range.startContainer) && editor.contains(range.endContainer)
    ? range
    : (insertionPoint(editor) as Range);
}

/**
 * Replaces `target` (a caret or a selection) in `editor` with `text` and
 * leaves the caret after it. Answers whether the text is now in the editor:
 * false when the editor was closed meanwhile or the page took none of it.
 */
export async function insertText(
  editor: HTMLElement,
  target: Target,
  text: string,
): Promise<boolean> {
  if (!editor.isConnected) return false;
  if (!isRange(target)) return isTextControl(editor) && insertIntoControl(editor, target, text);
  const range = liveRange(editor, target);
  editor.focus();
  if (!sameAsSelection(range)) {
    select(range);
    await nextFrame(editor);
  }
  const before = editorContent(editor);
  const near = offsetOf(editor, range);
  const framework = frameworkOf(editor);
  if (framework?.path === "paste") {
    const prevented = paste(editor, text);
    await nextFrame(editor);
    // TinyMCE takes the text without marking the event handled: a change is as good as a yes.
    const now = editorContent(editor);
    if (prevented || now !== before) return holds(before, now, text, near);
  }
  const inserted = editor.ownerDocument.execCommand("insertText", false, text);
  if (!inserted || editorContent(editor) === before) insertByHand(editor, range, text);
  return editor.isConnected && holds(before, editorContent(editor), text, near);
}
