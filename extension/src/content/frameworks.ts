/**
 * The editor frameworks most sites are built on, told apart by the marks
 * they leave in the DOM, and the input path each one listens to. Every one
 * of them keeps its own document model and rebuilds the DOM from it, so text
 * must go in through a path the framework turns into a change of its model
 * (which is also what its undo history records).
 */
export type InputPath =
  /** `execCommand('insertText')`: the browser's own editing, with `beforeinput` and `input` events. */
  | "insert-text"
  /** A synthetic `paste` carrying the text: the framework's clipboard pipeline reads it and prevents the default. */
  | "paste";

export interface Framework {
  name: string;
  /** Matches the editable root the framework renders into. */
  selector: string;
  path: InputPath;
}

/**
 * Measured in Chromium with each framework's npm package (tests/e2e/extension-editors.test.ts):
 * Slate and CKEditor 5 miss an `insertText` command in their model, Lexical and Draft.js split
 * multi-line text wrongly, and TinyMCE keeps no undo step for it; each one's paste handler takes
 * plain text, lines as paragraphs, in one undo step. Quill is the other way round: its paste
 * leaves no undo step in an empty editor, while the browser's own editing is recorded.
 */
export const FRAMEWORKS: readonly Framework[] = [
  { name: "ProseMirror", selector: ".ProseMirror", path: "paste" },
  { name: "Quill", selector: ".ql-container > .ql-editor", path: "insert-text" },
  { name: "Lexical", selector: "[data-lexical-editor]", path: "paste" },
  { name: "Slate", selector: "[data-slate-editor]", path: "paste" },
  { name: "Draft.js", selector: ".public-DraftEditor-content", path: "paste" },
  { name: "CKEditor 5", selector: ".ck-editor__editable", path: "paste" },
  { name: "CodeMirror", selector: ".cm-content", path: "paste" },
  { name: "TinyMCE", selector: "body.mce-content-body", path: "paste" },
];

export function frameworkOf(editor: Element): Framework | null {
  return FRAMEWORKS.find((framework) => editor.matches(framework.selector)) ?? null;
}
