/** The extension's pure logic: the button's states, the silence gate and the settings' rules. */
import { describe, expect, it } from "vitest";
import {
  type ButtonEvent,
  type ButtonState,
  buttonLabel,
  IDLE,
  statusText,
  transition,
} from "../../../../extension/src/content/button-state";
import { RECORDING, rms, SilenceDetector } from "../../../../extension/src/content/silence";
import {
  DEFAULT_ORIGIN,
  originPattern,
  parseOrigin,
} from "../../../../extension/src/shared/settings";
import { manifestFor } from "../../../../scripts/build-extension";

function run(events: ButtonEvent[], from: ButtonState = IDLE): ButtonState[] {
  const states: ButtonState[] = [];
  let state = from;
  for (const event of events) {
    state = transition(state, event);
    states.push(state);
  }
  return states;
}

describe("the button's states", () => {
  it("dictates: press, press again, then back to idle", () => {
    expect(
      run([
        { type: "press", hasSelection: false },
        { type: "press", hasSelection: false },
        { type: "done" },
      ]).map((state) => state.name),
    ).toEqual(["recording", "working", "idle"]);
  });

  it("stops by itself on silence and ignores presses while writing", () => {
    expect(
      run([
        { type: "press", hasSelection: false },
        { type: "recorded" },
        { type: "press", hasSelection: false },
        { type: "done" },
      ]).map((state) => state.name),
    ).toEqual(["recording", "working", "working", "idle"]);
  });

  it("offers the menu for a selection: a spoken instruction or a tone", () => {
    const spoken = run([{ type: "press", hasSelection: true }, { type: "speak" }]);
    expect(spoken.at(-1)).toEqual({ name: "recording", purpose: "instruction" });
    expect(buttonLabel(spoken[0] as ButtonState)).toBe("Close the Verba menu");
    expect(run([{ type: "press", hasSelection: true }, { type: "pick-tone" }]).at(-1)).toEqual({
      name: "working",
    });
    expect(run([{ type: "press", hasSelection: true }, { type: "dismiss" }]).at(-1)).toEqual(IDLE);
  });

  it("shows an error until the next press or dismissal", () => {
    const failed = run([
      { type: "press", hasSelection: false },
      { type: "failed", message: "Microphone permission denied" },
    ]).at(-1) as ButtonState;
    expect(failed).toEqual({ name: "error", message: "Microphone permission denied" });
    expect(statusText(failed)).toBe("Microphone permission denied");
    expect(buttonLabel(failed)).toBe("Dictate with Verba");
    expect(transition(failed, { type: "press", hasSelection: false }).name).toBe("recording");
    expect(transition(failed, { type: "dismiss" })).toEqual(IDLE);
  });

  it("ignores what does not apply", () => {
    expect(transition(IDLE, { type: "done" })).toEqual(IDLE);
    expect(transition(IDLE, { type: "failed", message: "late" })).toEqual(IDLE);
    expect(transition({ name: "working" }, { type: "speak" })).toEqual({ name: "working" });
  });
});

describe("the silence gate", () => {
  const loud = 0.2;
  const quiet = 0.001;

  it("stops two seconds after the speech ends", () => {
    const detector = new SilenceDetector(0);
    expect(detector.update(quiet, 500)).toBe("continue");
    expect(detector.update(loud, 1_000)).toBe("continue");
    expect(detector.update(quiet, 2_900)).toBe("continue");
    expect(detector.update(quiet, 1_000 + RECORDING.stopAfterSilenceMs)).toBe("silence");
    expect(detector.heardSpeech).toBe(true);
  });

  it("gives up when nothing is said, and stops at the time limit", () => {
    expect(new SilenceDetector(0).update(quiet, RECORDING.noSpeechMs)).toBe("no-speech");
    const talker = new SilenceDetector(0);
    for (let at = 0; at < RECORDING.maxMs; at += 1_000)
      expect(talker.update(loud, at)).toBe("continue");
    expect(talker.update(loud, RECORDING.maxMs)).toBe("max");
  });

  it("only keeps time while the level cannot be measured", () => {
    const detector = new SilenceDetector(0);
    expect(detector.update(null, RECORDING.noSpeechMs * 2)).toBe("continue");
    expect(detector.update(null, RECORDING.maxMs)).toBe("max");
  });

  it("measures the level as root mean square", () => {
    expect(rms(new Float32Array([0.5, -0.5, 0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rms(new Float32Array(0))).toBe(0);
  });
});

describe("the server address", () => {
  it("keeps the origin and drops the rest", () => {
    expect(parseOrigin(" https://verba.example.com/app/ ")).toEqual({
      origin: "https://verba.example.com",
    });
    expect(parseOrigin("http://localhost:3000")).toEqual({ origin: "http://localhost:3000" });
    expect(parseOrigin("verba.example.com")).toHaveProperty("error");
    expect(parseOrigin("ftp://verba.example.com")).toEqual({
      error: "The address must start with https:// or http://",
    });
  });

  it("asks for host access to that origin only, port included", () => {
    expect(originPattern("https://verba.example.com")).toBe("https://verba.example.com/*");
    expect(originPattern("http://192.168.1.5:8080")).toBe("http://192.168.1.5:8080/*");
  });

  it("asks for nothing beyond the manifest's grant for the default server", () => {
    expect(manifestFor().host_permissions).toContain(originPattern(DEFAULT_ORIGIN));
  });
});
