/**
 * Putting text into a page's rich-text editor. `execCommand('insertText')`
 * goes through the browser's editing machinery, so the page's editor sees a
 * normal input and Ctrl+Z takes the text out again; building nodes by hand is
 * only the fallback when a page refuses the command.
 */

/** The selection, when it is inside `editor` and covers some text. */
export function selectedRange(editor: Element): Range | null {
  const selection = editor.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  return editor.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
}

/**
 * Where dictated text goes: the caret (or selection) when it is in the editor,
 * else the end of the editor. Kept as a copy so focus may wander while the
 * person speaks.
 */
export function insertionPoint(editor: Element): Range {
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
 * the caret's own text node counts: at the start of a line no space is needed.
 */
export function withSpacing(range: Range, text: string): string {
  const { startContainer, startOffset } = range;
  if (!range.collapsed || startContainer.nodeType !== Node.TEXT_NODE || startOffset === 0) {
    return text;
  }
  const before = (startContainer as Text).data[startOffset - 1] ?? "";
  return /\s/.test(before) ? text : ` ${text}`;
}

function select(range: Range) {
  const selection = range.startContainer.ownerDocument?.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
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

/**
 * Replaces `range` (a caret or a selection) in `editor` with `text` and leaves
 * the caret after it.
 */
export function insertText(editor: HTMLElement, range: Range, text: string): void {
  editor.focus();
  select(range);
  const before = editor.textContent ?? "";
  const inserted = editor.ownerDocument.execCommand("insertText", false, text);
  if (!inserted || (editor.textContent ?? "") === before) insertByHand(editor, range, text);
}
