/**
 * Interruptions on the voice socket with real sound through the local
 * engines: a person who talks over the agent with three words or more stops
 * it (it falls silent at once and is cut once their words are known), a
 * drawn-out backchannel holds it and lets it go on, and a short noise does
 * not cut it. Behaviour only, never timing
 * (tests/bench/voice-quality.bench.ts measures how soon the agent stops).
 * Turn-taking does not touch the database beyond the transcript: SQLite only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestInstance } from "../../../../helpers/test-instance";
import {
  localVoiceServer,
  noise,
  overlapTrial,
  REAL_INTERRUPTIONS,
  type TrialTarget,
  words,
} from "../../../../helpers/turn-taking";

describe("voice interruptions", () => {
  let t: TestInstance;
  let target: TrialTarget;

  beforeAll(async () => {
    ({ instance: t, target } = await localVoiceServer());
  });
  afterAll(() => t.close());

  it("stops the agent for a real interruption of three words or more: silent first, cut once the words are known", async () => {
    const trial = await overlapTrial(target, await words(REAL_INTERRUPTIONS[0]));
    expect(trial).toMatchObject({ interrupted: true, silencedBy: "agent_pause" });
    expect(trial.resumedAfterMs).toBeUndefined();
  }, 60_000);

  it("holds the agent for a drawn-out 'mhm' and lets it go on where it paused", async () => {
    const trial = await overlapTrial(target, await words("mhm"));
    expect(trial).toMatchObject({ interrupted: false, silencedBy: "agent_pause", heard: "" });
    expect(trial.resumedAfterMs).toBeGreaterThan(0);
  }, 60_000);

  it("does not cut the agent short for a cough", async () => {
    const trial = await overlapTrial(target, await noise("cough"));
    // Nor does it make a turn of the person's: nothing is heard.
    expect(trial).toMatchObject({ interrupted: false, overlapped: true, heard: "" });
  }, 60_000);
});
