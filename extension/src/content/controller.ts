import { EXTENSION_LIMITS, EXTENSION_MESSAGES } from "../../../src/shared/extension";
import type { DictateInput, DictateOutput } from "../../../src/shared/schemas/extension";
import { type ThreadSender, threadSender } from "../../../src/shared/style-resolution";
import type { Result } from "../shared/protocol";
import { isTone, TONE_LABELS, type Tone } from "../shared/settings";
import { type ButtonEvent, type ButtonState, IDLE, transition } from "./button-state";
import { ButtonUi } from "./button-ui";
import { editorText } from "./context";
import { watchCorrections } from "./corrections";
import type { FoundEditor } from "./editors";
import { editorContent, offsetOf } from "./inserted-span";
import {
  insertionPoint,
  insertText,
  selectedRange,
  type Target,
  targetText,
  withSpacing,
} from "./insertion";
import type { Attachment } from "./placement";
import { MicrophoneError, type Recording, startRecording } from "./recorder";

export type Dictate = (input: DictateInput) => Promise<Result<DictateOutput>>;

/** What the page may ask of the extension besides dictating: adding a corrected word. */
export interface ControllerServices {
  dictate: Dictate;
  addTerm(term: string): Promise<Result<unknown>>;
  /** The tone a dictation here (to the thread's `sender`, when known) will use, and the site's host. */
  toneHere(sender: ThreadSender): Promise<{ tone: Tone; site: string | null }>;
  /** Counts a tone picked by hand here; true when it is time to offer to keep it. */
  choseTone(tone: Tone): Promise<{ offer: boolean; site: string | null }>;
  /** Keeps `tone` as this site's style, on the person's yes. */
  keepTone(tone: Tone): Promise<Result<unknown>>;
  /** Puts the button in the page; by default right after the editor. */
  place?(host: HTMLElement): void;
  /** The document the button lives in, when not the editor's (an editor in a frame). */
  document?: Document;
}

export const INSERTION_MESSAGES = {
  closed: "The editor was closed before Verba could write into it. Copy the text instead:",
  refused: "Verba could not write into this field. Copy the text instead:",
  copied: "Copied",
  copyRefused:
    "This page does not let Verba copy. Open Verba from the toolbar: the text is under Your last results.",
  added: (term: string) => `Added "${term}" to your dictionary`,
  offer: (term: string) => `Add "${term}" to your dictionary?`,
} as const;

export const REWRITE_MESSAGES = {
  tooLong: `The selection is too long to rewrite: select at most ${EXTENSION_LIMITS.maxContextChars.toLocaleString("en-US")} characters.`,
} as const;

export const TONE_MESSAGES = {
  offer: (tone: Tone, site: string) => `Always use ${TONE_LABELS[tone]} on ${site}?`,
  kept: (tone: Tone, site: string) => `${TONE_LABELS[tone]} is now the tone for ${site}`,
} as const;

/** An error stays beside the button this long unless the person acts first. */
const ERROR_SHOWN_MS = 10_000;

/** Where the answer goes and what the request says besides the audio or tone. */
interface Job {
  target: Target;
  request: Pick<DictateInput, "mode" | "context" | "editor">;
}

/**
 * One editor's button: turns presses into recordings and requests, and the
 * answers into text in the editor.
 */
export class EditorController implements Attachment {
  readonly #editor: FoundEditor;
  readonly #services: ControllerServices;
  readonly #ui: ButtonUi;
  #state: ButtonState = IDLE;
  #job: Job | undefined;
  #recording: Promise<Recording | null> | undefined;
  #errorTimer: ReturnType<typeof setTimeout> | undefined;
  #stopWatching: (() => void) | undefined;
  /** The tone picked by hand for the next dictation only. */
  #chosenTone: Tone | undefined;
  /** Whom the last press's context names as the thread's sender. */
  #sender: ThreadSender = {};

  constructor(editor: FoundEditor, services: ControllerServices) {
    this.#editor = editor;
    this.#services = services;
    this.#ui = new ButtonUi(services.document ?? editor.element.ownerDocument, {
      press: () => this.press(),
      speak: () => this.#speak(),
      pickTone: (tone) => this.#pickTone(tone),
      dismiss: () => this.#dispatch({ type: "dismiss" }),
      chooseTone: (tone) => {
        this.#chosenTone = tone;
      },
    });
    this.#ui.render(this.#state);
    this.reattach();
    this.#showTone();
  }

  /** Shows the tone the next dictation will use, unless the person picked one already. */
  #showTone() {
    void this.#services
      .toneHere(this.#sender)
      .then(({ tone }) => {
        // A refusal (the worker's answer to a request it does not take) leaves the tone shown.
        if (!this.#chosenTone && isTone(tone)) this.#ui.showTone(tone);
      })
      .catch(() => undefined);
  }

  get connected() {
    return this.#ui.host.isConnected;
  }

  get editor() {
    return this.#editor.element;
  }

  reattach() {
    if (this.#services.place) this.#services.place(this.#ui.host);
    else this.#editor.element.after(this.#ui.host);
  }

  detach() {
    void this.#recording?.then((recording) => recording?.cancel());
    clearTimeout(this.#errorTimer);
    this.#stopWatching?.();
    this.#ui.host.remove();
  }

  /**
   * The button, the keyboard shortcut or the context menu. With a selection
   * it opens the rewrite menu, unless the person asked to dictate.
   */
  press(purpose: "dictate" | "rewrite" = "rewrite") {
    const selection = purpose === "rewrite" ? selectedRange(this.#editor.element) : null;
    const before = this.#dispatch({ type: "press", hasSelection: selection !== null });
    if (this.#state.name === "menu" && selection) {
      this.#job = {
        target: selection,
        request: { mode: "transform", context: targetText(this.#editor.element, selection) },
      };
    } else if (this.#state.name === "recording") {
      this.#ui.withdrawOffer();
      const { element, kind } = this.#editor;
      // The page is read here, on the person's press, and at no other time.
      const context = kind.readContext(element);
      // What the editor holds (a greeting, a signature) is not written again.
      const holds = kind.readsEditor ? editorText(element) : "";
      // Asked on each press: the thread's sender is known only now, and a style saved since the
      // button was made (in the popup, the options page, another tab) shows now.
      this.#sender = threadSender(context);
      this.#showTone();
      this.#job = {
        target: insertionPoint(element),
        request: { mode: kind.mode, context: context || undefined, editor: holds || undefined },
      };
      this.#startRecording();
    } else if (before.name === "recording" && this.#state.name === "working") {
      void this.#sendRecording();
    }
  }

  #speak() {
    this.#dispatch({ type: "speak" });
    if (this.#state.name === "recording") this.#startRecording();
  }

  #pickTone(tone: Tone) {
    const job = this.#job;
    this.#dispatch({ type: "pick-tone" });
    if (this.#state.name !== "working" || !job) return;
    // The selection (the job's context) with a tone is a whole request: nothing was said.
    void this.#request(job, { ...job.request, tone });
  }

  #dispatch(event: ButtonEvent): ButtonState {
    const before = this.#state;
    this.#state = transition(before, event);
    clearTimeout(this.#errorTimer);
    if (this.#state.name === "error") {
      this.#errorTimer = setTimeout(() => this.#dispatch({ type: "dismiss" }), ERROR_SHOWN_MS);
    }
    this.#ui.render(this.#state);
    return before;
  }

  #startRecording() {
    const recording = startRecording().catch((error: unknown) => {
      const message = error instanceof MicrophoneError ? error.message : String(error);
      this.#dispatch({ type: "failed", message });
      return null;
    });
    this.#recording = recording;
    void recording.then(async (started) => {
      const verdict = await started?.autoStop;
      // A press may have ended this recording already, or a newer one replaced it.
      if (!verdict || this.#recording !== recording || this.#state.name !== "recording") return;
      if (verdict === "no-speech") {
        started?.cancel();
        this.#recording = undefined;
        this.#dispatch({ type: "failed", message: EXTENSION_MESSAGES.noSpeech });
        return;
      }
      this.#dispatch({ type: "recorded" });
      await this.#sendRecording();
    });
  }

  async #sendRecording() {
    const recording = await this.#recording;
    this.#recording = undefined;
    const job = this.#job;
    if (!recording || !job) return;
    const { audio, format } = await recording.finish();
    const chosen = this.#chosenTone;
    // Without a tone picked by hand, the saved style for the recipient or the site applies.
    await this.#request(job, { ...job.request, audio, audio_format: format, tone: chosen });
    if (chosen === undefined) return;
    this.#chosenTone = undefined;
    this.#showTone();
    const counted = await this.#services.choseTone(chosen).catch(() => null);
    if (counted?.offer && counted.site) this.#offerTone(chosen, counted.site);
  }

  /** Asked, never assumed: the site's style changes only on the person's yes. */
  #offerTone(tone: Tone, site: string) {
    this.#ui.offer(TONE_MESSAGES.offer(tone, site), [
      {
        label: "Yes",
        act: () =>
          void this.#services.keepTone(tone).then((answer) => {
            this.#ui.offer(answer.ok ? TONE_MESSAGES.kept(tone, site) : answer.message, []);
            this.#showTone();
          }),
      },
      { label: "Not now", act: () => this.#ui.withdrawOffer() },
    ]);
  }

  async #request(job: Job, input: DictateInput) {
    // A selection is the page's to size: past what the call takes, say so here, in words.
    if (
      input.mode === "transform" &&
      (input.context?.length ?? 0) > EXTENSION_LIMITS.maxContextChars
    ) {
      this.#dispatch({ type: "failed", message: REWRITE_MESSAGES.tooLong });
      return;
    }
    const result = await this.#services.dictate(input);
    if (!result.ok) {
      this.#dispatch({ type: "failed", message: result.message });
      return;
    }
    this.#job = undefined;
    const { element } = this.#editor;
    const written = result.value.text;
    const text =
      job.request.mode === "transform" ? written : withSpacing(job.target, written, element);
    const where = { near: insertedAt(element, job.target), before: editorContent(element) };
    const inserted = await insertText(element, job.target, text);
    this.#dispatch({ type: "done" });
    if (!inserted) {
      this.#offerCopy(written, element.isConnected ? "refused" : "closed");
      return;
    }
    this.#stopWatching?.();
    this.#stopWatching = watchCorrections(element, text, where, (word) => this.#offerTerm(word));
  }

  /** The text stays reachable: beside the button, moved to the page's corner if the editor is gone. */
  #offerCopy(text: string, why: "closed" | "refused") {
    if (!this.#ui.host.isConnected) {
      const document = this.#services.document ?? this.#editor.element.ownerDocument;
      this.#ui.host.style.cssText = "position:fixed;right:16px;bottom:16px;z-index:2147483647";
      document.documentElement.append(this.#ui.host);
    }
    this.#ui.offer(INSERTION_MESSAGES[why], [
      {
        label: "Copy",
        act: () =>
          void this.#ui
            .copy(text)
            .then((copied) =>
              this.#ui.offer(
                copied ? INSERTION_MESSAGES.copied : INSERTION_MESSAGES.copyRefused,
                [],
              ),
            ),
      },
    ]);
  }

  #offerTerm(term: string) {
    this.#ui.offer(INSERTION_MESSAGES.offer(term), [
      {
        label: "Add",
        act: () =>
          void this.#services.addTerm(term).then((answer) => {
            if (answer.ok) this.#ui.offer(INSERTION_MESSAGES.added(term), []);
            else this.#ui.offer(answer.message, []);
          }),
      },
      { label: "Not now", act: () => this.#ui.withdrawOffer() },
    ]);
  }
}

/**
 * Where the text goes in, as an offset into the editor's text, read before
 * it goes in: the target's start, or the caret when the editor re-rendered
 * the target's nodes meanwhile.
 */
function insertedAt(editor: HTMLElement, target: Target): number {
  if (!("startContainer" in target)) return Math.min(target.start, target.end);
  if (editor.contains(target.startContainer)) return offsetOf(editor, target);
  const selection = editor.ownerDocument.getSelection();
  const caret = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  return caret && editor.contains(caret.startContainer)
    ? offsetOf(editor, caret)
    : editorContent(editor).length;
}
