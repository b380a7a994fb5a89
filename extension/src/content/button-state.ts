/**
 * The microphone button's states. Pure: the controller performs what each
 * transition implies (start the microphone, call the server, insert text).
 *
 *   idle ──press──▶ recording ──press / silence──▶ working ──done──▶ idle
 *     │                                               └──failed──▶ error
 *     └─press with a selection─▶ menu ──speak──▶ recording (an instruction)
 *                                  └──pick a tone──▶ working
 */
export type ButtonState =
  | { name: "idle" }
  | { name: "menu" }
  | { name: "recording"; purpose: "dictation" | "instruction" }
  | { name: "working" }
  | { name: "error"; message: string };

export type ButtonEvent =
  | { type: "press"; hasSelection: boolean }
  | { type: "speak" }
  | { type: "pick-tone" }
  | { type: "dismiss" }
  | { type: "recorded" }
  | { type: "done" }
  | { type: "failed"; message: string };

export const IDLE: ButtonState = { name: "idle" };

export function transition(state: ButtonState, event: ButtonEvent): ButtonState {
  switch (state.name) {
    case "idle":
    case "error":
      if (event.type === "press") {
        return event.hasSelection ? { name: "menu" } : { name: "recording", purpose: "dictation" };
      }
      if (event.type === "dismiss") return IDLE;
      return state;
    case "menu":
      if (event.type === "speak") return { name: "recording", purpose: "instruction" };
      if (event.type === "pick-tone") return { name: "working" };
      if (event.type === "press" || event.type === "dismiss") return IDLE;
      return state;
    case "recording":
      if (event.type === "press" || event.type === "recorded") return { name: "working" };
      if (event.type === "failed") return { name: "error", message: event.message };
      return state;
    case "working":
      if (event.type === "done") return IDLE;
      if (event.type === "failed") return { name: "error", message: event.message };
      return state;
  }
}

/** What the button says (its accessible name and tooltip) in each state. */
export function buttonLabel(state: ButtonState): string {
  switch (state.name) {
    case "recording":
      return "Stop recording";
    case "working":
      return "Verba is writing…";
    case "menu":
      return "Close the Verba menu";
    default:
      return "Dictate with Verba";
  }
}

/** The line beside the button: what is happening, or what went wrong. */
export function statusText(state: ButtonState): string {
  switch (state.name) {
    case "error":
      return state.message;
    case "recording":
      return state.purpose === "instruction"
        ? "Say what to change, e.g. 'make this more formal'"
        : "Listening… press again when you are done";
    case "working":
      return "Writing…";
    case "menu":
      return "Speak an instruction or pick a tone";
    default:
      return "";
  }
}
