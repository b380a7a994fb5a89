/**
 * Turn-taking on the voice socket with real speech through the local
 * engines: the person is not cut off mid-thought (turns.test.ts
 * and interruptions.test.ts beside it hold the backchannel and interruption cases). Behaviour only, never timing
 * (tests/bench/voice-quality.bench.ts measures the same over every fixture).
 * Turn-taking does not touch the database beyond the transcript: SQLite only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestInstance } from "../../../../helpers/test-instance";
import {
  localVoiceServer,
  MID_THOUGHT_PAUSES,
  pauseTrial,
  type TrialTarget,
} from "../../../../helpers/turn-taking";

describe("voice turn-taking", () => {
  let t: TestInstance;
  let target: TrialTarget;

  beforeAll(async () => {
    ({ instance: t, target } = await localVoiceServer());
  });
  afterAll(() => t.close());

  it("does not end the turn at a pause after 'and'", async () => {
    const [sentence] = MID_THOUGHT_PAUSES;
    if (!sentence) throw new Error("no mid-thought fixture");
    const trial = await pauseTrial(target, sentence);
    expect(trial.turns).toHaveLength(1);
  }, 60_000);
});
