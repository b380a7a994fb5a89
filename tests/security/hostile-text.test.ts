/**
 * Every entry point that reads what people send, fed the shapes that make
 * regular expressions backtrack, at the longest each field allows. The
 * built-in writer answers every user's calls in turn on one thread (the
 * API's writer thread), so one slow pattern there stalls every user's
 * writing; the test's timeout is the only bound (figures:
 * `npm run bench -- writer-hostile`).
 */
import { describe, expect, it } from "vitest";
import { clip } from "../../extension/src/content/context";
import { correctedWord } from "../../extension/src/content/corrections";
import {
  performWritingTask,
  respond,
  respondSpoken,
} from "../../src/server/ai/llm/local-writing-engine";
import { WRITING_MODES } from "../../src/server/ai/llm/writing-task";
import { sessionFile } from "../../src/server/services/export/export-formats";
import { queryWords, snippet } from "../../src/server/services/search/search-snippet";
import {
  dictionaryTermSchema,
  EXPORT_FORMATS,
  EXTENSION_LIMITS,
  LIMITS,
  snippetTriggerSchema,
} from "../../src/shared";
import { hostileShapes } from "../helpers/hostile-text";

const TEXT = EXTENSION_LIMITS.maxTextChars;
const CONTEXT = EXTENSION_LIMITS.maxContextChars;
const SHAPES = hostileShapes();

describe.each(SHAPES)("%s", (_shape, make) => {
  it("is written up by the built-in writer in every mode", { timeout: 120_000 }, () => {
    for (const mode of WRITING_MODES) {
      const written = performWritingTask({
        mode,
        text: make(TEXT),
        context: make(CONTEXT),
        editor: make(CONTEXT),
        instruction: make(TEXT),
      });
      expect(typeof written, mode).toBe("string");
    }
  });

  it("is answered in chat, typed and spoken", { timeout: 60_000 }, () => {
    const messages = [{ role: "user", content: make(LIMITS.chatMessageMax) }];
    expect(respond(messages).length).toBeGreaterThan(0);
    expect(respondSpoken(messages).length).toBeGreaterThan(0);
  });

  it("is cut to a search snippet", () => {
    const words = queryWords(make(LIMITS.searchQueryMax));
    const { snippet: shown } = snippet(make(LIMITS.chatMessageMax), words);
    expect(shown.length).toBeLessThan(LIMITS.chatMessageMax);
  });

  it("is refused or normalised as a dictionary term and a snippet trigger", () => {
    for (const schema of [dictionaryTermSchema, snippetTriggerSchema]) {
      const result = schema.safeParse(make(LIMITS.chatMessageMax));
      // Refused with a reason, or brought within the limit (whitespace collapses).
      const answered = result.success
        ? result.data.length <= LIMITS.dictionaryTermMax
        : result.error.issues.length > 0;
      expect(answered).toBe(true);
    }
  });

  it("is exported in every format", () => {
    const created_at = "2026-11-26T06:00:00.000Z";
    const session = {
      session_id: "s",
      id: "s",
      title: make(LIMITS.sessionTitleMax),
      created_at,
      updated_at: created_at,
    };
    const messages = [
      {
        id: "m",
        session_id: "s",
        role: "user" as const,
        content: make(LIMITS.chatMessageMax),
        status: "complete" as const,
        created_at,
      },
    ];
    for (const format of EXPORT_FORMATS) {
      expect(sessionFile(session, messages, format).filename).toMatch(/\.(md|txt|json)$/);
    }
  });

  it("is clipped and compared as the extension reads a page", () => {
    const page = make(4 * CONTEXT);
    expect(clip(page).length).toBeLessThanOrEqual(CONTEXT);
    expect(correctedWord(make(TEXT), make(TEXT))).toBeNull();
  });
});
