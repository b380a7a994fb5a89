import type { EXTENSION_MODES } from "../../../src/shared/extension";
import { networkingConversation, networkingPost, webmailThread } from "./context";

/** What an editor's dictation writes; `transform` is the rewrite menu's, on a selection. */
export type DictationMode = Exclude<(typeof EXTENSION_MODES)[number], "transform">;

/** One kind of editor on a site: how to find it, what it writes and what it answers. */
export interface EditorKind {
  name: string;
  selector: string;
  mode: DictationMode;
  /** Whether what the editor already holds is sent, so that it is not written again. */
  readsEditor: boolean;
  readContext(editor: Element): string;
}

export interface Site {
  name: "webmail" | "networking" | "any";
  editors: EditorKind[];
}

export const WEBMAIL: Site = {
  name: "webmail",
  editors: [
    {
      name: "compose",
      // `g_editable` marks the webmail client's body editor in every language; the aria label is the English fallback.
      selector:
        'div[contenteditable="true"][g_editable="true"], div[contenteditable="true"][role="textbox"][aria-label="Message Body"]',
      mode: "reply",
      readsEditor: true,
      readContext: webmailThread,
    },
  ],
};

export const NETWORKING: Site = {
  name: "networking",
  editors: [
    {
      name: "comment",
      selector: '.comments-comment-box .ql-editor[contenteditable="true"]',
      mode: "comment",
      readsEditor: false,
      readContext: networkingPost,
    },
    {
      name: "message",
      selector: '.msg-form__contenteditable[contenteditable="true"]',
      mode: "comment",
      readsEditor: false,
      readContext: networkingConversation,
    },
    {
      // The "Start a post" dialog: a post answers nothing, so it has no context.
      name: "post",
      selector: '.share-creation-state__text-editor .ql-editor[contenteditable="true"]',
      mode: "comment",
      readsEditor: false,
      readContext: () => "",
    },
  ],
};

/** A title is a line; a page's own five-megabyte one is cut, so it never fills the request. */
export const PAGE_TITLE_MAX = 300;

/**
 * Any editable field on any page, reached through the shortcut, the context
 * menu or the toolbar: the page's title and host are its only context.
 */
export const ANY_FIELD: EditorKind = {
  name: "field",
  selector: "textarea, input, [contenteditable]",
  // A field on an unknown page is neither an email nor a post: plain text, with nothing around it.
  mode: "write",
  readsEditor: true,
  // The script runs in the top page: its title and host, whichever frame the field is in.
  readContext: () => `Page: ${document.title.slice(0, PAGE_TITLE_MAX)}\nSite: ${location.host}`,
};
