/**
 * Warm at boot: the API's composition starts the voice hosts before the
 * server reports healthy, so the first voice session does not wait for a
 * host to load; /healthz answers 503 "starting" meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestInstance, type TestInstance } from "../../../../helpers/test-instance";
import { connectVoice } from "../../../../helpers/voice-client";

describe("voice hosts warm at boot", () => {
  let t: TestInstance;
  /** The first /healthz answer, asked as soon as the server listens. */
  let first: Awaited<ReturnType<TestInstance["request"]>>;

  beforeAll(async () => {
    t = await getTestInstance("sqlite", { VOICE_HOSTS: "2" }, { warmVoiceHosts: true });
    first = await t.request("GET", "/healthz");
  });
  afterAll(() => t.close());

  it("answers 503 starting until every host has loaded, then 200", async () => {
    expect(first.status).toBe(503);
    expect(first.body).toEqual({ status: "starting", voice_hosts: "starting" });
    expect(first.headers.get("retry-after")).toBe("2");

    await expect
      .poll(async () => (await t.request("GET", "/healthz")).status, {
        timeout: 120_000,
        interval: 100,
      })
      .toBe(200);
    // Healthy only once the hosts said they were ready, before any session asked for one.
    const ready = t.logLines.find((line) => line.includes('"msg":"voice hosts ready"'));
    expect(JSON.parse(ready ?? "{}")).toMatchObject({ hosts: 2 });
    const usage = await t.services.voiceHosts.usage();
    expect(usage.map((host) => host.sessions)).toEqual([0, 0]);
  }, 150_000);

  it("gives the first voice session a host that is already running", async () => {
    const user = await t.signUp();
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: "voice_session_first_after_boot",
    });
    await client.start();
    await client.close();
    const usage = await t.services.voiceHosts.usage();
    expect(usage).toHaveLength(2);
    expect(usage.reduce((sum, host) => sum + host.sessions, 0)).toBe(1);
  });
});
