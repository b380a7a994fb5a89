import { EXTENSION_TONES } from "../../../src/shared/extension";
import { TONE_LABELS, type Tone } from "../shared/settings";
import { type ButtonState, buttonLabel, statusText } from "./button-state";
import { ClickGuard } from "./click-guard";
import { type ClickVerdict, LURE_MESSAGES } from "./steadiness";

export interface ButtonActions {
  press(): void;
  speak(): void;
  pickTone(tone: Tone): void;
  dismiss(): void;
  /** The person changed the tone for the next dictation only. */
  chooseTone(tone: Tone): void;
}

/** Scoped to the shadow root, so neither the page's styles nor ours leak across. */
const STYLE = `
:host { all: initial; display: block; position: relative; font: 13px/1.4 system-ui, sans-serif; }
.row { display: flex; align-items: center; gap: 6px; margin: 4px 0; flex-wrap: wrap; }
.mic { width: 28px; height: 28px; border-radius: 50%; border: none; cursor: pointer; display: grid;
  place-items: center; background: #4f46e5; color: #fff; padding: 0; }
.mic:hover { background: #4338ca; }
.mic[data-state="recording"] { background: #dc2626; animation: pulse 1.2s infinite; }
.mic[data-state="working"] { background: #6b7280; cursor: progress; }
@keyframes pulse { 50% { box-shadow: 0 0 0 6px rgb(220 38 38 / 0.25); } }
.message { color: #b91c1c; background: #fef2f2; border-radius: 6px; padding: 2px 8px; }
.hint { color: #4b5563; }
.refusal[hidden] { display: none; }
.menu { display: flex; gap: 4px; flex-wrap: wrap; }
.menu[hidden] { display: none; }
.menu button { border: 1px solid #c7d2fe; background: #eef2ff; color: #3730a3; border-radius: 12px;
  padding: 2px 10px; cursor: pointer; font: inherit; }
.menu button:hover { background: #e0e7ff; }
.tone { font: inherit; border: 1px solid #c7d2fe; border-radius: 12px; background: #fff; color: #3730a3;
  padding: 1px 4px; }
.offer { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; background: #fff; color: #111827;
  border: 1px solid #c7d2fe; border-radius: 8px; padding: 4px 8px; max-width: 420px; }
.offer[hidden] { display: none; }
.offer button { border: 1px solid #4f46e5; background: #4f46e5; color: #fff; border-radius: 12px;
  padding: 2px 10px; cursor: pointer; font: inherit; }
.offer button.quiet { background: #fff; color: #3730a3; }
`;

/** A button of an offer: its label and what a click does (trusted clicks only). */
export interface OfferAction {
  label: string;
  act(): void;
}

const MIC_ICON = `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor"
  stroke-width="2" stroke-linecap="round" aria-hidden="true"><rect x="9" y="3" width="6" height="11" rx="3"/>
  <path d="M5 11a7 7 0 0 0 14 0M12 18v3"/></svg>`;

/** Buttons that act without taking focus or the selection away from the editor. */
function keepSelection(button: HTMLButtonElement) {
  button.addEventListener("mousedown", (event) => event.preventDefault());
}

/** A refusal stays beside the button this long, unless a click acts first. */
const REFUSAL_SHOWN_MS = 6_000;

/**
 * Runs `act` on the person's own choice only (a click, a key): the page's
 * script can dispatch the same event, and must not pick the tone.
 */
function onPersonsChange(target: EventTarget, act: () => void) {
  target.addEventListener("change", (event) => {
    if (event.isTrusted) act();
  });
}

/**
 * The microphone button shown after an editor, with its transform menu and
 * its message line, in a shadow root of its own.
 */
export class ButtonUi {
  readonly host: HTMLElement;
  readonly #mic: HTMLButtonElement;
  readonly #menu: HTMLElement;
  readonly #status: HTMLElement;
  readonly #offer: HTMLElement;
  readonly #tone: HTMLSelectElement;
  readonly #refusal: HTMLElement;
  readonly #guard: ClickGuard;
  #refusalTimer: ReturnType<typeof setTimeout> | undefined;

  /** `document` is where the button lives: the editor's, or the top page's for an editor in a frame. */
  constructor(document: Document, actions: ButtonActions) {
    this.host = document.createElement("verba-dictation");
    // Closed: the page's script sees the host element and nothing inside it.
    const root = this.host.attachShadow({ mode: "closed" });
    root.innerHTML = `<style>${STYLE}</style>
      <div class="row">
        <button class="mic" type="button">${MIC_ICON}</button>
        <select class="tone" aria-label="Tone for this dictation"></select>
        <div class="menu" role="menu" aria-label="Rewrite the selection" hidden></div>
        <span class="status" role="status" aria-live="polite"></span>
        <span class="refusal message" role="alert" hidden></span>
      </div>
      <div class="offer" role="group" aria-label="Verba" hidden></div>`;
    this.#mic = root.querySelector(".mic") as HTMLButtonElement;
    this.#menu = root.querySelector(".menu") as HTMLElement;
    this.#status = root.querySelector(".status") as HTMLElement;
    this.#offer = root.querySelector(".offer") as HTMLElement;
    this.#tone = root.querySelector(".tone") as HTMLSelectElement;
    this.#refusal = root.querySelector(".refusal") as HTMLElement;
    // The page may read this (it can tell as much from the host's box); it is there for tests to wait on.
    this.#guard = new ClickGuard(() =>
      this.host.toggleAttribute("data-ready", this.#guard.ready(this.#mic)),
    );
    for (const tone of EXTENSION_TONES) {
      const option = document.createElement("option");
      option.value = tone;
      option.textContent = TONE_LABELS[tone];
      this.#tone.append(option);
    }
    onPersonsChange(this.#tone, () => {
      const chosen = EXTENSION_TONES.find((tone) => tone === this.#tone.value);
      if (chosen) actions.chooseTone(chosen);
    });
    keepSelection(this.#mic);
    this.#onPersonsClick(this.#mic, () => actions.press());

    const speak = this.#menuItem("Speak an instruction", () => actions.speak());
    this.#menu.append(speak);
    for (const tone of EXTENSION_TONES) {
      this.#menu.append(this.#menuItem(TONE_LABELS[tone], () => actions.pickTone(tone)));
    }
    this.#menu.addEventListener("keydown", (event) => {
      if (event.key === "Escape") actions.dismiss();
    });
  }

  #menuItem(label: string, act: () => void): HTMLButtonElement {
    const item = this.host.ownerDocument.createElement("button");
    item.type = "button";
    item.setAttribute("role", "menuitem");
    item.textContent = label;
    keepSelection(item);
    this.#onPersonsClick(item, act);
    return item;
  }

  /**
   * Runs `act` on the person's own click only (a page's script can dispatch
   * one, and must not start the microphone, send a request or add a word),
   * and only on a part seen whole and still for a moment: a trusted click on
   * a part the page covered, faded, transformed or just moved says why it did
   * nothing, and does nothing else.
   */
  #onPersonsClick(part: HTMLElement, act: () => void) {
    this.#guard.watch(part);
    part.addEventListener("click", (event) => {
      if (!event.isTrusted) return;
      const verdict = this.#guard.verdict(part);
      if (verdict !== "act") {
        this.#refuse(verdict);
        return;
      }
      this.#refusal.hidden = true;
      act();
    });
  }

  #refuse(verdict: Exclude<ClickVerdict, "act">) {
    this.#refusal.textContent = LURE_MESSAGES[verdict];
    this.#refusal.hidden = false;
    clearTimeout(this.#refusalTimer);
    this.#refusalTimer = setTimeout(() => {
      this.#refusal.hidden = true;
    }, REFUSAL_SHOWN_MS);
  }

  /**
   * A sentence with buttons that stays until one is used or a new one
   * replaces it ('Add "Kowalczyk" to your dictionary?', or text to copy).
   * Only the person's own clicks count: a page's script clicking it does nothing.
   */
  offer(sentence: string, actions: OfferAction[]): void {
    const document = this.host.ownerDocument;
    const text = document.createElement("span");
    text.className = "sentence";
    text.textContent = sentence;
    const buttons = actions.map(({ label, act }, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = label;
      if (index > 0) button.className = "quiet";
      keepSelection(button);
      this.#onPersonsClick(button, act);
      return button;
    });
    this.#unwatchOffer();
    this.#offer.replaceChildren(text, ...buttons);
    this.#offer.hidden = false;
  }

  /** The tone the next dictation will use, as the button shows it. */
  showTone(tone: Tone): void {
    this.#tone.value = tone;
  }

  /**
   * Copies `text` on the person's click, through the clipboard API only;
   * false when the page refuses it (`Permissions-Policy: clipboard-write=()`).
   * There is no fallback: the copy command runs in the page's document, whose
   * script reads the selection in its `copy` event, wherever the selected
   * field is. The text stays in the popup's last results.
   */
  async copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }

  #unwatchOffer() {
    for (const button of this.#offer.querySelectorAll("button")) this.#guard.unwatch(button);
  }

  withdrawOffer(): void {
    this.#unwatchOffer();
    this.#offer.replaceChildren();
    this.#offer.hidden = true;
  }

  render(state: ButtonState): void {
    const label = buttonLabel(state);
    this.#mic.dataset.state = state.name;
    this.#mic.setAttribute("aria-label", label);
    this.#mic.title = label;
    this.#menu.hidden = state.name !== "menu";
    this.#status.className = `status ${state.name === "error" ? "message" : "hint"}`;
    this.#status.textContent = statusText(state);
  }
}
