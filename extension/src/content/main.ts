import { type ActivateMessage, askWorker } from "../shared/protocol";
import { type Dictate, EditorController } from "./controller";
import { editorAround, findEditors } from "./editors";
import { Placements } from "./placement";
import type { Site } from "./sites";

const RELOAD_PAGE = "Verba was updated. Reload the page to use it again.";

/** Page changes come in bursts (a compose window is hundreds of nodes); look once per burst. */
const SYNC_DELAY_MS = 150;

/**
 * Puts a button beside every editor of `site`, now and as editors come and
 * go, and routes the keyboard shortcut to the focused one.
 */
export function startContentScript(site: Site): void {
  // After the extension is updated or reloaded, this page's script can no longer reach it.
  const dictate: Dictate = (input) =>
    askWorker({ type: "dictate", input }).catch(() => ({ ok: false, message: RELOAD_PAGE }));
  const placements = new Placements((editor) => new EditorController(editor, dictate));
  const sync = () => placements.sync(findEditors(site, document));

  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      sync();
    }, SYNC_DELAY_MS);
  }).observe(document.documentElement, { childList: true, subtree: true });
  sync();

  chrome.runtime.onMessage.addListener((message: ActivateMessage) => {
    if (message.type !== "activate") return;
    const focused = editorAround(
      site,
      document.getSelection()?.anchorNode ?? document.activeElement,
    );
    if (!focused) return;
    placements.attachmentOf(focused.element)?.press();
  });
}
