import { type ActivateMessage, askWorker } from "../shared/protocol";
import { nameable } from "../shared/styles";
import { type ControllerServices, EditorController } from "./controller";
import { editorAround, findEditors } from "./editors";
import { Placements } from "./placement";
import type { Site } from "./sites";

const RELOAD_PAGE = "Verba was updated. Reload the page to use it again.";

/** Page changes come in bursts (a compose window is hundreds of nodes); look once per burst. */
const SYNC_DELAY_MS = 150;

/** What a content script asks of the service worker; after an update its channel is gone. */
export function workerServices(): Omit<ControllerServices, "place" | "document"> {
  const gone = () => ({ ok: false as const, message: RELOAD_PAGE });
  // A page adds editors by the dozen (a hostile one, by the thousand) and each new button asks
  // for its tone at once: the buttons of one burst share the question on its way. No answer is
  // kept once it has come: the worker keeps the one shared copy of the styles and knows when
  // they change (background/styles.ts), so a style saved elsewhere shows on the next button.
  let asking: { key: string; answer: ReturnType<ControllerServices["toneHere"]> } | null = null;
  return {
    dictate: (input) => askWorker({ type: "dictate", input }).catch(gone),
    addTerm: (term) => askWorker({ type: "add-term", term }).catch(gone),
    toneHere: (sender) => {
      const named = nameable(sender);
      const key = JSON.stringify([named.name ?? null, named.email ?? null]);
      if (asking?.key === key) return asking.answer;
      const question = {
        key,
        answer: askWorker({ type: "tone-here", sender: named }).finally(() => {
          if (asking === question) asking = null;
        }),
      };
      asking = question;
      return question.answer;
    },
    choseTone: (tone) => askWorker({ type: "chose-tone", tone }),
    // A tone kept changes the answer: a question asked before it is not shared after it.
    keepTone: (tone) =>
      askWorker({ type: "always-tone", tone })
        .catch(gone)
        .finally(() => {
          asking = null;
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
