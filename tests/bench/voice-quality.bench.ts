/**
 * voice-quality: the turn-taking guards of the voice socket, with speech
 * fixtures made at run time (tests/helpers/turn-taking.ts) played at a
 * browser recorder's pace to the local engines (pocketsphinx, the writing
 * engine, Flite). Real words, because whether a pause ends a turn may
 * depend on what was said; a spoken reply long enough to be talked over.
 * Figures are printed beside the targets, never asserted.
 *
 * Measured on the first engine's pass only: turn-taking does not touch the
 * database beyond storing the transcript.
 */
import { ensureAgentsRuntime } from "../../src/server/ai/agents-runtime";
import {
  BACKCHANNELS,
  MID_THOUGHT_PAUSES,
  NOISES,
  noise,
  type OverlapTrial,
  overlapTrial,
  PAUSE_MS,
  pauseTrial,
  REAL_INTERRUPTIONS,
  type TrialTarget,
  words,
} from "../helpers/turn-taking";
import { type Benchmark, type Cell, formatNumber, progress, startServer } from "./support";

/** Every real interruption should silence the agent within this long of its start. */
const STOP_TARGET_MS = 400;

let measured = false;
let notes: string[] = [];

/** Trials of sounds over the agent's speech: how many stopped it, and which did not overlap it. */
async function overlaps(target: TrialTarget, sounds: [string, () => Promise<Int16Array>][]) {
  const results: [string, OverlapTrial][] = [];
  for (const [index, [name, make]] of sounds.entries()) {
    const trial = await overlapTrial(target, await make());
    progress(
      `voice-quality ${name} (${index + 1}/${sounds.length}): ${trial.interrupted ? "stopped the agent" : "did not stop the agent"}`,
    );
    results.push([name, trial]);
  }
  return results;
}

const stoppedCount = (results: [string, OverlapTrial][]) =>
  results.filter(([, trial]) => trial.interrupted).length;

export const voiceQuality: Benchmark = {
  name: "voice-quality",
  title: `C. Voice turn-taking guards, local providers (pocketsphinx, writing engine, Flite), speech fixtures at the recorder's pace`,
  columns: ["engine", "guard", "measured", "target", "trials"],
  notes: () => notes,

  async run(engine, env) {
    if (measured) return [];
    measured = true;
    // The agents framework logs to stdout, which holds only the tables.
    ensureAgentsRuntime("error");
    const server = await startServer(engine, env, undefined, {
      LLM_PROVIDER: "local",
      STT_PROVIDER: "local",
      TTS_PROVIDER: "local",
    });
    try {
      const target = { baseUrl: server.baseUrl, token: (await server.signUp()).token };

      const cutOffs: string[] = [];
      for (const [index, sentence] of MID_THOUGHT_PAUSES.entries()) {
        const trial = await pauseTrial(target, sentence);
        progress(
          `voice-quality pause ${index + 1}/${MID_THOUGHT_PAUSES.length}: ${trial.turns.length} turn(s) stored`,
        );
        if (trial.cutOff)
          cutOffs.push(
            `"${sentence.join(" … ")}" heard as ${trial.turns.map((turn) => `"${turn}"`).join(", ")}`,
          );
      }
      const backchannels = await overlaps(
        target,
        BACKCHANNELS.map((text) => [`"${text}"`, () => words(text)]),
      );
      const noises = await overlaps(
        target,
        NOISES.map((name) => [name, () => noise(name)]),
      );
      const interruptions = await overlaps(
        target,
        REAL_INTERRUPTIONS.map((text) => [`"${text}"`, () => words(text)]),
      );

      const falseStops = [...backchannels, ...noises]
        .filter(([, trial]) => trial.interrupted)
        .map(([name, trial]) => `${name} as "${trial.heard || "(no words)"}"`);
      const held = [...backchannels, ...noises].filter(
        ([, trial]) => trial.resumedAfterMs !== undefined,
      );
      const missed = [...backchannels, ...noises, ...interruptions]
        .filter(([, trial]) => !trial.overlapped)
        .map(([name]) => name);
      const stopRows: Cell[][] = interruptions.map(([name, trial]) => [
        engine,
        `${name} silences the agent after`,
        trial.stoppedAfterMs === undefined
          ? "did not stop"
          : `${formatNumber(trial.stoppedAfterMs)} ms (${trial.silencedBy}${trial.cutAfterMs === undefined ? ", then resumed" : `; cut at ${formatNumber(trial.cutAfterMs)} ms`})`,
        `<= ${STOP_TARGET_MS} ms`,
        1,
      ]);
      notes = [
        `A cut-off: the one sentence was stored as more than one turn of the person (the pipeline ended the turn at the ${PAUSE_MS} ms pause and asked the model).`,
        cutOffs.length > 0 ? `Cut off: ${cutOffs.join("; ")}.` : "",
        "An interruption: agent_interrupt (the reply cut short) after a backchannel or a noise that began 300 ms after the agent's first audio. " +
          "Voice over the agent first pauses it (agent_pause); it resumes (agent_resume) unless the words heard take the turn.",
        held.length > 0
          ? `Paused and resumed, not cut: ${held.map(([name, trial]) => `${name} held ${formatNumber(trial.resumedAfterMs ?? 0)} ms`).join("; ")}.`
          : "",
        `Silences: from the start of the interruption's speech (as a browser records it, in 200 ms pieces) to the first agent_pause or agent_interrupt at the client.`,
        missed.length > 0
          ? `Not counted as proof, the agent had finished before the sound did: ${missed.join(", ")}.`
          : "",
        falseStops.length > 0
          ? `What cut the agent short, as the recognizer heard it: ${falseStops.join("; ")}. Words that are neither a ` +
            "backchannel nor the agent's echo take the turn; a backchannel the recognizer mishears as other words does too."
          : "",
      ].filter(Boolean);
      return [
        [
          engine,
          `cut-offs at a ${PAUSE_MS} ms pause after 'and', 'because', 'so', 'um'`,
          cutOffs.length,
          0,
          MID_THOUGHT_PAUSES.length,
        ],
        [
          engine,
          "interruptions by a backchannel while the agent speaks",
          stoppedCount(backchannels),
          0,
          backchannels.length,
        ],
        [
          engine,
          "interruptions by a short noise while the agent speaks",
          stoppedCount(noises),
          0,
          noises.length,
        ],
        ...stopRows,
      ];
    } finally {
      await server.close();
    }
  },
};
