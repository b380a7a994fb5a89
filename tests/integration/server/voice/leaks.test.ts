/**
 * Many voice sessions in one process, at once and one after another, leave
 * nothing behind: every session listens on the shared models while it runs,
 * their listener counts return to where they started once it closes, and Node
 * never warns of a listener leak.
 */
import type { EventEmitter } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVoicePipeline } from "../../../../src/server/voice/agent";
import { DEFAULT_VOICE_ID } from "../../../../src/shared";
import { concatPcm, silence, speak } from "../../../helpers/speech";
import {
  DIALECTS,
  type Dialect,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../helpers/test-instance";
import { connectVoice, webmSpeech } from "../../../helpers/voice-client";

/** More than Node's default of 10 listeners an emitter, the point where it warns. */
const SESSIONS = 12;
const AT_ONCE = 4;

/** Runs `work` and returns the MaxListenersExceededWarnings Node emitted meanwhile. */
async function leakWarningsDuring(work: () => Promise<void>) {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.name === "MaxListenersExceededWarning") warnings.push(warning.message);
  };
  process.on("warning", onWarning);
  try {
    await work();
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", onWarning);
  }
  return warnings;
}

async function spokenRequest() {
  const words = await speak("please make this more formal");
  return webmSpeech(concatPcm(silence(300), words, silence(1200)));
}

function listenersOn(emitter: EventEmitter) {
  return emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0);
}

/** A signed-up user on a fresh instance. */
function instanceWithUser(dialect: Dialect) {
  const state = {} as { t: TestInstance; user: TestUser };
  beforeAll(async () => {
    state.t = await getTestInstance(dialect);
    state.user = await state.t.signUp();
  });
  afterAll(() => state.t.close());
  return state;
}

describe.each(DIALECTS)("voice sessions in one process on %s", (dialect) => {
  const state = instanceWithUser(dialect);

  it("holds more sessions at once than Node's listener warning allows, and lets go of them", async () => {
    const { t, user } = state;
    const { ai } = t.services;
    const shared: Record<string, EventEmitter> = {
      llm: ai.llm.llm,
      stt: ai.stt?.stt as EventEmitter,
      tts: ai.tts.forVoice(DEFAULT_VOICE_ID),
    };
    const count = () =>
      Object.fromEntries(Object.entries(shared).map(([name, e]) => [name, listenersOn(e)]));
    const before = count();
    const warnings = await leakWarningsDuring(async () => {
      const pipelines = await Promise.all(
        Array.from({ length: SESSIONS }, async () => {
          const created = await t.request(
            "POST",
            "/api/v1/sessions",
            { title: "New Chat" },
            user.token,
          );
          const pipeline = await createVoicePipeline({
            db: t.db,
            userId: user.id,
            sessionId: created.body.session_id,
            providers: t.services.ai,
            logger: t.services.logger,
          });
          await pipeline.session.start({ agent: pipeline.agent });
          return pipeline;
        }),
      );
      expect(count().llm).toBeGreaterThan((before.llm ?? 0) + 10);
      await Promise.all(pipelines.map(({ session }) => session.close()));
    });
    expect(warnings).toEqual([]);
    expect(count()).toEqual(before);
  });
});

// Once, on SQLite: the listeners counted are the hosts' shared models', which no
// database touches, and each round is a dozen spoken turns (over a minute of CPU);
// storing those turns is tested on both databases elsewhere.
describe("voice socket sessions on the voice hosts", () => {
  const state = instanceWithUser("sqlite");
  let speech: Awaited<ReturnType<typeof spokenRequest>>;
  // Only these sessions speak: the in-process pipelines above never stream audio.
  beforeAll(async () => {
    speech = await spokenRequest();
  });

  async function oneSession() {
    const { t, user } = state;
    const created = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: created.body.session_id,
    });
    await client.start();
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });
    await client.waitForType("agent_response_complete", { timeoutMs: 90_000 });
    client.send({ type: "session_end", reason: "user_stopped" });
    await client.closed;
  }

  it("return the shared models' listeners to their start after they close", async () => {
    const { t, user } = state;
    const hostListeners = async () =>
      (await t.services.voiceHosts.usage()).map((host) => host.modelListeners);
    // A first session on each host loads what every later one shares (models, the local engines' processes).
    await Promise.all([oneSession(), oneSession()]);
    const before = await hostListeners();
    const total = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);
    const created = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
    const open = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: created.body.session_id,
    });
    await open.start();
    expect(total(await hostListeners())).toBeGreaterThan(total(before));
    await open.close();
    const logged = t.logLines.length;
    const warnings = await leakWarningsDuring(async () => {
      for (let done = 0; done < SESSIONS; done += AT_ONCE)
        await Promise.all(Array.from({ length: AT_ONCE }, oneSession));
      // Session ends are answered before the last of their teardown: let it finish.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect(warnings).toEqual([]);
    const hostWarnings = t.logLines
      .slice(logged)
      .filter((line) => line.includes("voice host warning"));
    expect(hostWarnings).toEqual([]);
    expect(await hostListeners()).toEqual(before);
    expect((await t.services.voiceHosts.usage()).map((host) => host.open)).toEqual(
      before.map(() => 0),
    );
  }, 600_000);
});
