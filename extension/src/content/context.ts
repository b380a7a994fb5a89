/**
 * Reading the page around an editor. These run only when the person presses
 * the button (or the shortcut): nothing is read while they merely browse.
 */
import { EXTENSION_LIMITS } from "../../../src/shared/extension";
import { LIMITS } from "../../../src/shared/limits";
import { isTextControl } from "./fields";

/** Shown text only: hidden quotes and collapsed parts are not what the person sees. */
function visibleText(element: Element): string {
  // Told by property, not class: an editor in a frame belongs to the frame's window.
  if (!("innerText" in element) || element.getClientRects().length === 0) return "";
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point: hidden quotes and line breaks as shown.
  return (element as HTMLElement).innerText.replace(/\n{3,}/g, "\n\n").trim();
}

/** The newest part wins when a long thread must be cut: the reply answers the last message. */
export function clip(text: string, max: number = EXTENSION_LIMITS.maxContextChars): string {
  return text.length <= max ? text : text.slice(text.length - max).trimStart();
}

/**
 * The shown text of `selector`'s matches in `root`, newest (last) first and
 * only as far back as `max` holds: a thread of ten thousand messages is not
 * read, or laid out, past what is sent.
 */
function joinVisible(
  root: ParentNode,
  selector: string,
  editor: Element,
  max: number = EXTENSION_LIMITS.maxContextChars,
): string {
  const matches = root.querySelectorAll(selector);
  const parts: string[] = [];
  let length = 0;
  for (let index = matches.length - 1; index >= 0 && length < max; index--) {
    const element = matches[index] as Element;
    if (element.contains(editor) || editor.contains(element)) continue;
    // Selectors for the same text may match a block and its inner part: read it once, as the block.
    const outer = element.parentElement?.closest(selector);
    if (outer && root.contains(outer)) continue;
    const text = visibleText(element);
    if (!text) continue;
    parts.push(text);
    length += text.length + 2;
  }
  return clip(parts.reverse().join("\n\n"), max);
}

/** What an editor already holds, as shown: its greeting, signature and any quoted text. */
export function editorText(editor: Element): string {
  return clip(isTextControl(editor) ? editor.value.trim() : visibleText(editor));
}

/**
 * Webmail: who wrote the thread's last message, by name (whom a reply
 * greets) and address (a person's style may be saved under either), then the
 * bodies of its messages, oldest first.
 */
export function webmailThread(editor: Element): string {
  const sender = lastSender(editor.ownerDocument);
  if (!sender) return joinVisible(editor.ownerDocument, ".a3s", editor);
  // The sender stays when a long thread is cut: the oldest messages go instead.
  const header = `From: ${sender.name}${sender.address ? ` <${sender.address}>` : ""}\n\n`;
  return (
    header +
    joinVisible(
      editor.ownerDocument,
      ".a3s",
      editor,
      EXTENSION_LIMITS.maxContextChars - header.length,
    )
  );
}

/**
 * The thread's last sender other than the person, searched from the newest
 * back. A name or address past what a style can be saved under is cut (the
 * sender writes both), so that it never crowds the thread out of the context.
 */
function lastSender(document: Document): { name: string; address: string } | undefined {
  const senders = document.querySelectorAll(".gD[email]");
  for (let index = senders.length - 1; index >= 0; index--) {
    const element = senders[index] as Element;
    const name = (element.getAttribute("name") ?? element.textContent ?? "")
      .trim()
      .slice(0, LIMITS.styleRecipientMax);
    if (!name || name.toLowerCase() === "me") continue;
    const address = (element.getAttribute("email")?.trim() ?? "").slice(
      0,
      LIMITS.styleRecipientMax,
    );
    return { name, address };
  }
  return undefined;
}

/** Networking site: the text of the post whose comment box this is. */
export function networkingPost(editor: Element): string {
  const post = editor.closest(".feed-shared-update-v2, [data-urn], article");
  if (!post) return "";
  return joinVisible(
    post,
    ".feed-shared-update-v2__description, .update-components-text, .feed-shared-inline-show-more-text",
    editor,
  );
}

/** Networking site: the visible messages of the conversation this message box answers. */
export function networkingConversation(editor: Element): string {
  const conversation = editor.closest(
    ".msg-convo-wrapper, .msg-overlay-conversation-bubble, .msg-thread",
  );
  if (!conversation) return "";
  return joinVisible(conversation, ".msg-s-event-listitem__body", editor);
}
