/**
 * The extension's dictation call with audio, over REST and the tRPC stream,
 * with the real local engines: pocketsphinx hears Flite speech, the built-in
 * writing engine polishes it. Bad input is refused in words, and nothing
 * said or written is stored or logged. Typed text, limits and origins are in
 * extension-text.test.ts.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTENSION_LIMITS, EXTENSION_MESSAGES } from "../../../../../src/shared";
import {
  dictate,
  dictateStream,
  dictationRecordings,
  extensionDictationInstance,
  headersFor,
  SELECTION,
  SPOKEN_INSTRUCTION,
  THREAD,
  TYPED,
} from "../../../../helpers/extension-dictation";
import { DIALECTS, type TestInstance, type TestUser } from "../../../../helpers/test-instance";

let audio: Awaited<ReturnType<typeof dictationRecordings>>;

beforeAll(async () => {
  audio = await dictationRecordings();
});

describe.each(DIALECTS)("extension dictation with audio on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;

  beforeAll(async () => {
    t = await extensionDictationInstance(dialect);
    // Every audio case decodes and recognizes in a voice host: they load here, as production's
    // do at boot, not in the first case's time.
    await t.services.voiceHosts.warm();
    user = await t.signUp();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe("audio in", () => {
    it("hears the speech and drafts the reply", async () => {
      const { status, body } = await dictate(t, {
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
      const { status, body } = await dictate(t, {
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
      const { status, body } = await dictate(t, {
        mode: "transform",
        audio: audio.instruction,
        context: SELECTION,
      });
      expect(status).toBe(200);
      expect(body.transcript).toBe(SPOKEN_INSTRUCTION);
      expect(body.text).toContain("at your earliest convenience");
    });

    it("streams what was heard, the text as it is written, then the whole", async () => {
      const { status, events, error } = await dictateStream(t, {
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
      const { error } = await dictateStream(t, { mode: "reply", audio: audio.silence });
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
      const response = await dictate(t, body());
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
      const spoken = await dictate(t, { mode: "reply", audio: audio.reply, context: THREAD });
      const typed = await dictate(
        t,
        { mode: "transform", text: "make this more formal", context: SELECTION },
        { token: user.token },
      );
      const streamed = await dictateStream(t, { mode: "comment", text: TYPED });
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
