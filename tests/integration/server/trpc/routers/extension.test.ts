/**
 * The extension's dictation call, over REST and the tRPC stream, with the
 * real local engines: pocketsphinx hears Flite speech, the built-in writing
 * engine polishes it. Each test speaks from its own client address (the
 * instance trusts X-Forwarded-For) so the small anonymous limits set here
 * count per test.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EXTENSION_LIMITS,
  EXTENSION_MESSAGES,
  INSTALLATION_HEADER,
} from "../../../../../src/shared";
import { concatPcm, encodeWebmOpus, silence, speak } from "../../../../helpers/speech";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const EXTENSION_ORIGIN = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
const ANON_MAX = 3;
const IP_MAX = 5;

/** pocketsphinx hears these exactly, or nearly (see local-stt.test.ts). */
const SPOKEN_REPLY = "the meeting is moved to next monday";
const SPOKEN_INSTRUCTION = "make this more formal";

const THREAD = "Hi Ann,\nCould we go over the budget deck this week?\nThanks,\nPriya Raman";
const SELECTION = "hey can you send me the report asap";
const TYPED = "i totally agree with the point about hiring juniors";

const audio = {} as Record<"reply" | "instruction" | "silence" | "tooLong", string>;

beforeAll(async () => {
  const webm = async (...parts: Int16Array[]) =>
    (await encodeWebmOpus(concatPcm(...parts))).toString("base64");
  const reply = await speak(SPOKEN_REPLY);
  audio.reply = await webm(silence(300), reply, silence(1000));
  audio.instruction = await webm(silence(300), await speak(SPOKEN_INSTRUCTION), silence(1000));
  audio.silence = await webm(silence(2000));
  audio.tooLong = await webm(silence(61_000 - reply.length / 16), reply, silence(500));
});

let address = 0;
/** A client address no other test uses, so each test starts with fresh anonymous limits. */
const newClient = () => `203.0.113.${++address}`;

describe.each(DIALECTS)("extension dictation on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect, {
      TRUST_PROXY: "true",
      RATE_LIMIT_EXTENSION_ANON_MAX: String(ANON_MAX),
      RATE_LIMIT_EXTENSION_IP_MAX: String(IP_MAX),
      RATE_LIMIT_EXTENSION_USER_MAX: "100",
      EXTENSION_ORIGINS: EXTENSION_ORIGIN,
    });
    user = await t.signUp();
  });

  afterAll(async () => {
    await t?.close();
  });

  interface Caller {
    installation?: string;
    token?: string;
    client?: string;
    origin?: string;
  }

  function headersFor({ installation, token, client, origin }: Caller) {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-forwarded-for": client ?? newClient(),
    };
    if (installation !== undefined) headers[INSTALLATION_HEADER] = installation;
    if (token) headers.authorization = `Bearer ${token}`;
    if (origin) headers.origin = origin;
    return headers;
  }

  async function dictate(body: Record<string, unknown>, caller: Caller = {}) {
    const response = await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
      method: "POST",
      headers: headersFor({ installation: randomUUID(), ...caller }),
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
      body: (await response.json()) as any,
    };
  }

  /** The streamed variant, read as the extension reads it: a POST answered with server-sent events. */
  async function dictateStream(body: Record<string, unknown>, caller: Caller = {}) {
    const response = await fetch(`${t.baseUrl}/trpc/extension.dictateStream`, {
      method: "POST",
      headers: {
        ...headersFor({ installation: randomUUID(), ...caller }),
        accept: "text/event-stream",
      },
      body: JSON.stringify(body),
    });
    const events: { type: string; text: string; transcript?: string | null }[] = [];
    let error: { message: string; data?: { httpStatus?: number } } | undefined;
    for (const block of (await response.text()).split("\n\n")) {
      const kind = block.match(/^event: (.*)$/m)?.[1];
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trim())
        .join("\n");
      if (kind === "serialized-error") error = JSON.parse(data);
      else if (data && kind === undefined) events.push(JSON.parse(data));
    }
    return { status: response.status, events, error };
  }

  it("is in the OpenAPI document", async () => {
    const document = await t.request("GET", "/api/v1/openapi.json");
    expect(document.body.paths["/extension/dictate"]?.post).toBeDefined();
  });

  describe("text in, polished text out", () => {
    it("drafts an email reply that greets the thread's sender", async () => {
      const { status, body } = await dictate({
        mode: "reply",
        text: "um thank you i will send the figures on friday",
        context: THREAD,
      });
      expect(status).toBe(200);
      expect(body.transcript).toBeNull();
      expect(body.text).toMatch(/^Hello Priya,/);
      expect(body.text).toContain("Friday");
      expect(body.text).not.toMatch(/\bum\b/);
      expect(body.text).toMatch(/Best regards,$/);
    });

    it.each([
      ["reply", "hello", "Hello Priya,"],
      ["reply", "hi there", "Hi Priya,"],
      ["comment", "hello", "Hello."],
      ["comment", "hi there", "Hi there."],
    ])("answers a typed greeting alone (%s: '%s')", async (mode, text, expected) => {
      const { status, body } = await dictate({ mode, text, context: THREAD });
      expect(status).toBe(200);
      expect(body.text).toBe(expected);
    });

    it("carries out a request, writing only what goes between the editor's greeting and signature", async () => {
      const { status, body } = await dictate({
        mode: "reply",
        text: "write a reply to Priya saying the invoice was paid",
        context: THREAD,
        editor: "Hi Priya,\n\n\n\nBest regards,\nAnn",
      });
      expect(status).toBe(200);
      expect(body.text).toBe("The invoice was paid.");
    });

    it("writes a comment without greeting or sign-off", async () => {
      const { status, body } = await dictate({ mode: "comment", text: TYPED, tone: "friendly" });
      expect(status).toBe(200);
      expect(body.text).toMatch(/^I totally agree/);
      expect(body.text).not.toMatch(/regards/i);
    });

    it("rewrites a selection as a typed instruction asks", async () => {
      const { status, body } = await dictate({
        mode: "transform",
        text: "make this more formal",
        context: SELECTION,
      });
      expect(status).toBe(200);
      expect(body.text).toContain("at your earliest convenience");
      expect(body.text).not.toMatch(/make this/i);
    });

    it("rewrites a selection in a preset tone with no words at all", async () => {
      const { status, body } = await dictate({
        mode: "transform",
        tone: "formal",
        instruction: "make this more formal",
        context: SELECTION,
      });
      expect(status).toBe(200);
      expect(body.text).toContain("at your earliest convenience");
    });

    it("rewrites typed text with no selection (the popup's try box)", async () => {
      const { status, body } = await dictate({
        mode: "transform",
        text: SELECTION,
        tone: "formal",
      });
      expect(status).toBe(200);
      expect(body.text).toContain("at your earliest convenience");
    });
  });

  describe("audio in", () => {
    it("hears the speech and drafts the reply", async () => {
      const { status, body } = await dictate({
        mode: "reply",
        audio: audio.reply,
        audio_format: "audio/webm;codecs=opus",
        context: THREAD,
      });
      expect(status).toBe(200);
      for (const word of ["meeting", "moved", "monday"]) expect(body.transcript).toContain(word);
      expect(body.text).toMatch(/^Hello Priya,/);
      expect(body.text).toContain("Monday");
    });

    it("corrects what was heard toward the person's dictionary, and the writer keeps it", async () => {
      const { status, body } = await dictate({
        mode: "comment",
        audio: audio.reply,
        audio_format: "audio/webm;codecs=opus",
        dictionary: ["NextMonday"],
      });
      expect(status).toBe(200);
      expect(body.transcript).toContain("NextMonday");
      expect(body.text).toContain("NextMonday");
    });

    it("takes a spoken instruction over a selection", async () => {
      const { status, body } = await dictate({
        mode: "transform",
        audio: audio.instruction,
        context: SELECTION,
      });
      expect(status).toBe(200);
      expect(body.transcript).toBe(SPOKEN_INSTRUCTION);
      expect(body.text).toContain("at your earliest convenience");
    });

    it("streams what was heard, the text as it is written, then the whole", async () => {
      const { status, events, error } = await dictateStream({
        mode: "reply",
        audio: audio.reply,
        context: THREAD,
      });
      expect(status).toBe(200);
      expect(error).toBeUndefined();
      expect(events[0]?.type).toBe("transcript");
      expect(events[0]?.text).toContain("meeting");
      const deltas = events.filter((event) => event.type === "delta");
      expect(deltas.length).toBeGreaterThan(0);
      const done = events.at(-1);
      expect(done).toMatchObject({ type: "done", transcript: events[0]?.text });
      expect(
        deltas
          .map((event) => event.text)
          .join("")
          .trim(),
      ).toBe(done?.text);
    });

    it("streams a clear error in the stream", async () => {
      const { error } = await dictateStream({ mode: "reply", audio: audio.silence });
      expect(error?.message).toBe(EXTENSION_MESSAGES.noSpeech);
    });
  });

  describe("bad input gets 400 with a clear message", () => {
    const cases: [string, () => Record<string, unknown>, string][] = [
      ["no input", () => ({ mode: "reply" }), EXTENSION_MESSAGES.needsInput],
      [
        "too much text",
        () => ({ mode: "reply", text: "a".repeat(EXTENSION_LIMITS.maxTextChars + 1) }),
        EXTENSION_MESSAGES.textTooLong,
      ],
      [
        "a recording over 60 s",
        () => ({ mode: "reply", audio: audio.tooLong }),
        EXTENSION_MESSAGES.audioTooLong,
      ],
      [
        "an unsupported format",
        () => ({ mode: "reply", audio: audio.reply, audio_format: "audio/flac" }),
        "Unsupported audio format: audio/flac",
      ],
      [
        "audio that is not audio",
        () => ({ mode: "reply", audio: randomBytes(4000).toString("base64") }),
        EXTENSION_MESSAGES.unreadableAudio,
      ],
      ["silence", () => ({ mode: "reply", audio: audio.silence }), EXTENSION_MESSAGES.noSpeech],
    ];
    it.each(cases)("%s", async (_name, body, message) => {
      const response = await dictate(body());
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.detail).toContain(message);
    });

    it("a missing or malformed installation id when anonymous", async () => {
      for (const installation of [undefined, "", "not-a-uuid", "1234"]) {
        const response = await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
          method: "POST",
          headers: headersFor({ installation }),
          body: JSON.stringify({ mode: "comment", text: TYPED }),
        });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { detail: string }).detail).toBe(
          EXTENSION_MESSAGES.installationRequired,
        );
      }
    });
  });

  describe("limits", () => {
    const body = { mode: "comment", text: TYPED };

    it("limits an installation, and a fresh installation id on the same address", async () => {
      const client = newClient();
      const installation = randomUUID();
      for (let call = 0; call < ANON_MAX; call++) {
        expect((await dictate(body, { installation, client })).status).toBe(200);
      }
      const refused = await dictate(body, { installation, client });
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toBe(EXTENSION_MESSAGES.rateLimited);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

      // A made-up id gets the rest of the address's allowance, then nothing.
      for (let call = ANON_MAX; call < IP_MAX; call++) {
        expect((await dictate(body, { client })).status).toBe(200);
      }
      expect((await dictate(body, { client })).status).toBe(429);

      // A signed-in user on the same address counts on their own, higher limit.
      for (let call = 0; call < IP_MAX + 1; call++) {
        const signedIn = await dictate(body, { client, token: user.token, installation: "" });
        expect(signedIn.status).toBe(200);
      }
    });
  });

  describe("origins", () => {
    it("answers calls from the extension's origin and with none", async () => {
      expect(
        (await dictate({ mode: "comment", text: TYPED }, { origin: EXTENSION_ORIGIN })).status,
      ).toBe(200);
      expect((await dictate({ mode: "comment", text: TYPED }, { token: user.token })).status).toBe(
        200,
      );
    });

    it("lets the configured extension sign in; others stay untrusted", async () => {
      const context = await t.services.auth.$context;
      expect(context.isTrustedOrigin(EXTENSION_ORIGIN)).toBe(true);
      expect(context.isTrustedOrigin("chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba")).toBe(
        false,
      );

      const response = await fetch(`${t.baseUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: EXTENSION_ORIGIN,
          "sec-fetch-site": "cross-site",
          "sec-fetch-mode": "cors",
        },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("set-auth-token")).toBeTruthy();
    });
  });

  describe("nothing is stored", () => {
    async function rowCounts() {
      const tables = await t.db.introspection.getTables();
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const row = await t.db
          // biome-ignore lint/suspicious/noExplicitAny: every table, whatever its type.
          .selectFrom(table.name as any)
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow();
        counts[table.name] = Number(row.count);
      }
      return counts;
    }

    it("leaves every table as it was and keeps the words out of the log", async () => {
      const before = await rowCounts();
      expect(Object.keys(before)).toContain("messages");
      const spoken = await dictate({ mode: "reply", audio: audio.reply, context: THREAD });
      const typed = await dictate(
        { mode: "transform", text: "make this more formal", context: SELECTION },
        { token: user.token },
      );
      const streamed = await dictateStream({ mode: "comment", text: TYPED });
      expect([spoken.status, typed.status, streamed.status]).toEqual([200, 200, 200]);
      expect(await rowCounts()).toEqual(before);

      const log = t.logLines.join("\n");
      expect(log).toContain("extension dictation");
      for (const secret of [
        spoken.body.transcript,
        spoken.body.text,
        typed.body.text,
        "Priya",
        "budget deck",
        SELECTION,
        "hiring juniors",
        "more formal",
      ]) {
        expect(log).not.toContain(secret);
      }
    });
  });
});
