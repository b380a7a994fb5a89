import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const PATH = "/api/v1/profile/voice-preference";

/**
 * The catalogue is the active speech provider's: the built-in voices with no
 * configuration, the cloud's Neural2 voices (the spec's default
 * en-US-Neural2-F) with Google configured. Listing needs no network.
 */
const SPEECH: { tts: string; env: Record<string, string>; defaultId: string; otherId: string }[] = [
  { tts: "local", env: {}, defaultId: "local-slt", otherId: "local-rms" },
  {
    tts: "google",
    env: {
      GOOGLE_CLOUD_PROJECT: "verba-test",
      TTS_PROVIDER: "google",
      LLM_PROVIDER: "local",
      STT_PROVIDER: "local",
    },
    defaultId: "en-US-Neural2-F",
    otherId: "en-US-Neural2-D",
  },
];
const CASES = DIALECTS.flatMap((dialect) => SPEECH.map((speech) => ({ dialect, ...speech })));

describe.each(CASES)("voice preference over REST and tRPC ($dialect, $tts voices)", (speech) => {
  const { dialect, defaultId, otherId } = speech;
  const DEFAULT = { voice_preference: defaultId, voice_language: "en-US" };
  let t: TestInstance;
  let ann: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect, speech.env);
    ann = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(() => t.close());

  it("lists the available voices with every field, 'Birch' being the default voice", async () => {
    const response = await t.request("GET", `${PATH}/available-voices`, undefined, ann.token);
    expect(response.status).toBe(200);
    const { voices } = response.body as { voices: Record<string, unknown>[] };
    expect(voices.length).toBeGreaterThan(1);
    for (const voice of voices) {
      expect(Object.keys(voice).sort()).toEqual(
        ["description", "gender", "id", "language", "name", "quality"].sort(),
      );
      for (const value of Object.values(voice)) {
        expect(typeof value).toBe("string");
        expect(value).not.toBe("");
      }
    }
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
    expect(voices[0]).toMatchObject({ id: defaultId, name: "Birch", language: "en-US" });
    const viaTrpc = await t.trpc(ann.token).voicePreference.availableVoices.query();
    expect(viaTrpc.voices).toEqual(voices);
  });

  it("answers the default voice before any choice is made", async () => {
    const response = await t.request("GET", PATH, undefined, ann.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULT);
    expect(await t.trpc(ann.token).voicePreference.get.query()).toEqual(DEFAULT);
  });

  it("saves a voice from the catalogue and answers it from then on", async () => {
    const voices = (await t.trpc(ann.token).voicePreference.availableVoices.query()).voices;
    const other = voices.find((voice) => voice.id !== DEFAULT.voice_preference);
    if (!other) throw new Error("the catalogue has only the default voice");
    const saved = await t.request("PUT", PATH, { voice_id: other.id }, ann.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ voice_preference: other.id, voice_language: other.language });
    const read = await t.request("GET", PATH, undefined, ann.token);
    expect(read.body).toEqual(saved.body);
    const profile = await t.trpc(ann.token).profile.get.query();
    expect(profile).toMatchObject(saved.body);
    const row = await t.db
      .selectFrom("profiles")
      .select(["voice_preference", "voice_language"])
      .where("user_id", "=", ann.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(saved.body);
    // Another user's choice is untouched.
    expect((await t.request("GET", PATH, undefined, bob.token)).body).toEqual(DEFAULT);
  });

  it("saves through tRPC and accepts a voice id with surrounding spaces", async () => {
    const client = t.trpc(bob.token);
    const saved = await client.voicePreference.set.mutate({ voice_id: ` ${otherId} ` });
    expect(saved).toEqual({ voice_preference: otherId, voice_language: "en-US" });
    expect(await client.voicePreference.get.query()).toEqual(saved);
    const back = await t.request("PUT", PATH, { voice_id: defaultId }, bob.token);
    expect(back.body).toEqual(DEFAULT);
  });

  it("refuses an unknown voice with 400 'Unknown voice' and keeps the saved one", async () => {
    const user = await t.signUp();
    await t.request("PUT", PATH, { voice_id: otherId }, user.token);
    for (const voiceId of ["en-US-Neural2-Z", defaultId.toUpperCase(), "Birch"]) {
      const response = await t.request("PUT", PATH, { voice_id: voiceId }, user.token);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ detail: "Unknown voice", message: "Unknown voice" });
    }
    await expect(
      t.trpc(user.token).voicePreference.set.mutate({ voice_id: "nope" }),
    ).rejects.toMatchObject({ message: "Unknown voice", data: { code: "BAD_REQUEST" } });
    const read = await t.request("GET", PATH, undefined, user.token);
    expect(read.body.voice_preference).toBe(otherId);
  });

  it("refuses a missing, empty or non-text voice_id with 400", async () => {
    for (const body of [{}, { voice_id: "" }, { voice_id: "   " }, { voice: defaultId }]) {
      const response = await t.request("PUT", PATH, body, ann.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ detail: "voice_id: Required", message: "Required" });
    }
    for (const body of [{ voice_id: 5 }, { voice_id: null }, { voice_id: "x".repeat(101) }]) {
      const response = await t.request("PUT", PATH, body, ann.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.detail).toBe(`voice_id: ${response.body.message}`);
    }
    const malformed = await t.request("PUT", PATH, "{voice_id:", ann.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe("Request body is not valid JSON");
    const emptyJson = await t.request("PUT", PATH, "", ann.token);
    expect(emptyJson.status).toBe(400);
    expect(emptyJson.body.detail).toBe("Request body is not valid JSON");
    // No body and no content type at all is a client error too, never a server error.
    const noBody = await t.request("PUT", PATH, undefined, ann.token);
    expect(noBody.status).toBe(415);
    expect(noBody.body).toMatchObject({
      detail: "Missing content type: send JSON (application/json)",
    });
  });

  it("refuses every voice call without a token", async () => {
    const calls = [
      t.request("GET", `${PATH}/available-voices`),
      t.request("GET", PATH),
      t.request("PUT", PATH, { voice_id: defaultId }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body.detail).toBe("Authentication required");
    }
  });
});
