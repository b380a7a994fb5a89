import { EXTENSION_LIMITS } from "../../../src/shared/extension";
import { LIMITS } from "../../../src/shared/limits";
import { isTextControl } from "./fields";

/**
 * Reading the page around an editor. These run only when the person presses
 * the button (or the shortcut): nothing is read while they merely browse.
 */

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

function joinVisible(elements: Iterable<Element>, editor: Element): string {
  const parts: string[] = [];
  const taken: Element[] = [];
  for (const element of elements) {
    if (element.contains(editor) || editor.contains(element)) continue;
    // Selectors for the same text may match a block and its inner part: read it once.
    if (taken.some((outer) => outer.contains(element))) continue;
    const text = visibleText(element);
    if (!text) continue;
    taken.push(element);
    parts.push(text);
  }
  return clip(parts.join("\n\n"));
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
  const bodies = joinVisible(editor.ownerDocument.querySelectorAll(".a3s"), editor);
  const sender = [...editor.ownerDocument.querySelectorAll(".gD[email]")]
    // The sender writes both: a name or address past what a style can be saved under is cut,
    // so that it never crowds the thread out of the context.
    .map((element) => ({
      name: (element.getAttribute("name") ?? element.textContent ?? "")
        .trim()
        .slice(0, LIMITS.styleRecipientMax),
      address: (element.getAttribute("email")?.trim() ?? "").slice(0, LIMITS.styleRecipientMax),
    }))
    .filter(({ name }) => name && name.toLowerCase() !== "me")
    .at(-1);
  if (!sender) return bodies;
  // The sender stays when a long thread is cut: the oldest messages go instead.
  const header = `From: ${sender.name}${sender.address ? ` <${sender.address}>` : ""}\n\n`;
  return header + clip(bodies, EXTENSION_LIMITS.maxContextChars - header.length);
}

/** Networking site: the text of the post whose comment box this is. */
export function networkingPost(editor: Element): string {
  const post = editor.closest(".feed-shared-update-v2, [data-urn], article");
  if (!post) return "";
  return joinVisible(
    post.querySelectorAll(
      ".feed-shared-update-v2__description, .update-components-text, .feed-shared-inline-show-more-text",
    ),
    editor,
  );
}

/** Networking site: the visible messages of the conversation this message box answers. */
export function networkingConversation(editor: Element): string {
  const conversation = editor.closest(
    ".msg-convo-wrapper, .msg-overlay-conversation-bubble, .msg-thread",
  );
  if (!conversation) return "";
  return joinVisible(conversation.querySelectorAll(".msg-s-event-listitem__body"), editor);
}
