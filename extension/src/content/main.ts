import { type ActivateMessage, askWorker } from "../shared/protocol";
import { nameable } from "../shared/styles";
import { type ControllerServices, EditorController } from "./controller";
import { editorAround, findEditors } from "./editors";
import { Placements } from "./placement";
import type { Site } from "./sites";

const RELOAD_PAGE = "Verba was updated. Reload the page to use it again.";

/** Page changes come in bursts (a compose window is hundreds of nodes); look once per burst. */
const SYNC_DELAY_MS = 150;

/** How long one answer about the tone serves every button of the page that asks the same. */
const TONE_SHARED_MS = 5_000;

/** What a content script asks of the service worker; after an update its channel is gone. */
export function workerServices(): Omit<ControllerServices, "place" | "document"> {
  const gone = () => ({ ok: false as const, message: RELOAD_PAGE });
  // A page adds editors by the dozen (a hostile one, by the thousand) and each new button asks
  // for its tone: one message answers them all. Only the latest question is kept.
  let asked: {
    key: string;
    at: number;
    answer: ReturnType<ControllerServices["toneHere"]>;
  } | null = null;
  return {
    dictate: (input) => askWorker({ type: "dictate", input }).catch(gone),
    addTerm: (term) => askWorker({ type: "add-term", term }).catch(gone),
    toneHere: (sender) => {
      const named = nameable(sender);
      const key = JSON.stringify([named.name ?? null, named.email ?? null]);
      const now = Date.now();
      if (!asked || asked.key !== key || now - asked.at > TONE_SHARED_MS) {
        asked = { key, at: now, answer: askWorker({ type: "tone-here", sender: named }) };
      }
      return asked.answer;
    },
    choseTone: (tone) => askWorker({ type: "chose-tone", tone }),
    // A tone kept changes the answer: asked afresh once it is kept.
    keepTone: (tone) =>
      askWorker({ type: "always-tone", tone })
        .catch(gone)
        .finally(() => {
          asked = null;
        }),
  };
}

/**
 * Puts a button beside every editor of `site`, now and as editors come and
 * go, and routes the keyboard shortcut to the focused one.
 */
export function startContentScript(site: Site): void {
  const services = workerServices();
  const placements = new Placements((editor) => new EditorController(editor, services));
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

  // Answers whether the focus was in one of the site's editors; if not, the worker injects the any-field script.
  chrome.runtime.onMessage.addListener((message: ActivateMessage, _sender, respond) => {
    if (message.type !== "activate") return false;
    const focused = editorAround(
      site,
      document.getSelection()?.anchorNode ?? document.activeElement,
    );
    const attachment = focused ? placements.attachmentOf(focused.element) : undefined;
    attachment?.press(message.purpose);
    respond(attachment !== undefined);
    return false;
  });
}
