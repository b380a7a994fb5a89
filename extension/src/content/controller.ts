import { EXTENSION_MESSAGES } from "../../../src/shared/extension";
import type { DictateInput, DictateOutput } from "../../../src/shared/schemas/extension";
import type { Result } from "../shared/protocol";
import type { Tone } from "../shared/settings";
import { type ButtonEvent, type ButtonState, IDLE, transition } from "./button-state";
import { ButtonUi } from "./button-ui";
import { editorText } from "./context";
import type { FoundEditor } from "./editors";
import { insertionPoint, insertText, selectedRange, withSpacing } from "./insertion";
import type { Attachment } from "./placement";
import { MicrophoneError, type Recording, startRecording } from "./recorder";

export type Dictate = (input: DictateInput) => Promise<Result<DictateOutput>>;

/** An error stays beside the button this long unless the person acts first. */
const ERROR_SHOWN_MS = 10_000;

/** Where the answer goes and what the request says besides the audio or tone. */
interface Job {
  target: Range;
  request: Pick<DictateInput, "mode" | "context" | "editor">;
}

/**
 * One editor's button: turns presses into recordings and requests, and the
 * answers into text in the editor.
 */
export class EditorController implements Attachment {
  readonly #editor: FoundEditor;
  readonly #dictate: Dictate;
  readonly #ui: ButtonUi;
  #state: ButtonState = IDLE;
  #job: Job | undefined;
  #recording: Promise<Recording | null> | undefined;
  #errorTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(editor: FoundEditor, dictate: Dictate) {
    this.#editor = editor;
    this.#dictate = dictate;
    this.#ui = new ButtonUi(editor.element.ownerDocument, {
      press: () => this.press(),
      speak: () => this.#speak(),
      pickTone: (tone) => this.#pickTone(tone),
      dismiss: () => this.#dispatch({ type: "dismiss" }),
    });
    this.#ui.render(this.#state);
    this.reattach();
  }

  get connected() {
    return this.#ui.host.isConnected;
  }

  reattach() {
    this.#editor.element.after(this.#ui.host);
  }

  detach() {
    void this.#recording?.then((recording) => recording?.cancel());
    clearTimeout(this.#errorTimer);
    this.#ui.host.remove();
  }

  /** The button, or the keyboard shortcut while this editor has the focus. */
  press() {
    const selection = selectedRange(this.#editor.element);
    const before = this.#dispatch({ type: "press", hasSelection: selection !== null });
    if (this.#state.name === "menu" && selection) {
      this.#job = {
        target: selection,
        request: { mode: "transform", context: selection.toString() },
      };
    } else if (this.#state.name === "recording") {
      const { element, kind } = this.#editor;
      // The page is read here, on the person's press, and at no other time.
      const context = kind.readContext(element);
      // What the editor holds (a greeting, a signature) is not written again.
      const holds = kind.mode === "reply" ? editorText(element) : "";
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
    await this.#request(job, { ...job.request, audio, audio_format: format });
  }

  async #request(job: Job, input: DictateInput) {
    const result = await this.#dictate(input);
    if (!result.ok) {
      this.#dispatch({ type: "failed", message: result.message });
      return;
    }
    const text =
      job.request.mode === "transform"
        ? result.value.text
        : withSpacing(job.target, result.value.text);
    insertText(this.#editor.element, job.target, text);
    this.#job = undefined;
    this.#dispatch({ type: "done" });
  }
}
