import { networkingConversation, networkingPost, webmailThread } from "./context";

export type DictationMode = "reply" | "comment";

/** One kind of editor on a site: how to find it, what it writes and what it answers. */
export interface EditorKind {
  name: string;
  selector: string;
  mode: DictationMode;
  readContext(editor: Element): string;
}

export interface Site {
  name: "webmail" | "networking";
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
      readContext: networkingPost,
    },
    {
      name: "message",
      selector: '.msg-form__contenteditable[contenteditable="true"]',
      mode: "comment",
      readContext: networkingConversation,
    },
    {
      // The "Start a post" dialog: a post answers nothing, so it has no context.
      name: "post",
      selector: '.share-creation-state__text-editor .ql-editor[contenteditable="true"]',
      mode: "comment",
      readContext: () => "",
    },
  ],
};
