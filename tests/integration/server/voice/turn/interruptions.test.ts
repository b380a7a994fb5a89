/**
 * Interruptions on the voice socket with real sound through the local
 * engines: a person who talks over the agent with three words or more stops
 * it, and a short noise does not. Behaviour only, never timing
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

  it("stops the agent for a real interruption of three words or more", async () => {
    const trial = await overlapTrial(target, await words(REAL_INTERRUPTIONS[0]));
    expect(trial.interrupted).toBe(true);
  }, 60_000);

  it("keeps the agent speaking through a cough", async () => {
    const trial = await overlapTrial(target, await noise("cough"));
    // Nor does it make a turn of the person's: nothing is heard.
    expect(trial).toEqual({ interrupted: false, overlapped: true, heard: "" });
  }, 60_000);
});
