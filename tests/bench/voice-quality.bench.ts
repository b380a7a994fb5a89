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

/** Every real interruption should stop the agent within this long of its start. */
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
        if (trial.cutOff) cutOffs.push(`"${sentence[0]} …" (${trial.turns.length} turns)`);
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
      const missed = [...backchannels, ...noises, ...interruptions]
        .filter(([, trial]) => !trial.overlapped)
        .map(([name]) => name);
      const stopRows: Cell[][] = interruptions.map(([name, trial]) => [
        engine,
        `${name} stops the agent after`,
        trial.stoppedAfterMs === undefined
          ? "did not stop"
          : `${formatNumber(trial.stoppedAfterMs)} ms`,
        `<= ${STOP_TARGET_MS} ms`,
        1,
      ]);
      notes = [
        `A cut-off: the one sentence was stored as more than one turn of the person (the pipeline ended the turn at the ${PAUSE_MS} ms pause and asked the model).`,
        cutOffs.length > 0 ? `Cut off: ${cutOffs.join("; ")}.` : "",
        "A false interruption: agent_interrupt after a backchannel or a noise that began 300 ms after the agent's first audio.",
        `Stops: from the start of the interruption's speech (as a browser records it) to agent_interrupt at the client.`,
        missed.length > 0
          ? `Not counted as proof, the agent had finished before the sound did: ${missed.join(", ")}.`
          : "",
        falseStops.length > 0
          ? `What stopped the agent, as the recognizer heard it: ${falseStops.join("; ")}. The agent stops ` +
            "for about 750 ms of voice or for words that are neither a backchannel nor its echo; the local " +
            "recognizer gives no words before the end of an utterance, so a backchannel Flite draws out past " +
            "750 ms, or one misheard as other words, stops it."
          : "",
        "Real interruptions stop the agent once the VAD has counted a second of speech (about 750 ms of voice and " +
          "its closing silence, the threshold that lets an 'okay' pass), heard in the client's 200 ms chunks; the " +
          `${STOP_TARGET_MS} ms target needs a recognizer with words while the person speaks.`,
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
