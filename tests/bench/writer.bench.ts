/**
 * The built-in writer's quality on sixty dictations (writer-cases.ts), each
 * scored automatically on what a person would check before sending.
 */
import pino from "pino";
import { createLocalLLMProvider } from "../../src/server/ai/llm/local-llm";
import { respond, respondSpoken } from "../../src/server/ai/llm/local-writing-engine";
import { dictate } from "../../src/server/services/dictation/dictation.service";
import { dictateInputSchema } from "../../src/shared";
import type { Benchmark, Cell } from "./support";
import { WRITER_CASES, type WriterCase } from "./writer-cases";

const provider = createLocalLLMProvider({ wordDelayMs: 0 });
const silent = pino({ level: "silent" });

async function written(item: WriterCase): Promise<string> {
  if (item.via === "chat") return respond([{ role: "user", content: item.say }]);
  if (item.via === "voice") return respondSpoken([{ role: "user", content: item.say }]);
  const input = dictateInputSchema.parse({
    mode: item.via,
    text: item.say,
    tone: item.tone,
    context: item.context,
    editor: item.editor,
  });
  return (await dictate({ stt: null, llm: provider, logger: silent }, input)).text;
}

const GREETING_LINE = /^(hi|hello|hey|dear|good (morning|afternoon|evening))\b[^\n]*,$/gim;
const SIGN_OFF_LINE = /^(best regards|kind regards|regards|best|thanks|cheers|sincerely)\b,?$/gim;
const REQUEST_ECHO =
  /\b(write|draft|compose)\s+(a|an|me)\b|\bsaying\b|^(tell|ask|reply|say|accept|decline|follow up|remind|let)\b/im;
const FILLERS = /\b(um|uh|er|erm|no wait|i mean|you know|no sorry)\b|\b(\w+) \2\b/i;
const CONFIGURATION =
  /api key|gemini|openai|google_cloud|environment variable|configure|\b[A-Z]+_[A-Z_]+\b/i;

/** Each property: whether it applies to a case, and whether the result has it. */
const PROPERTIES: Array<{
  name: string;
  applies: (item: WriterCase) => boolean;
  holds: (result: string, item: WriterCase) => boolean;
}> = [
  {
    name: "request carried out",
    applies: (item) => item.says !== undefined,
    holds: (result, item) =>
      result.toLowerCase().includes((item.says ?? "").toLowerCase()) && !REQUEST_ECHO.test(result),
  },
  {
    name: "names and numbers kept",
    applies: (item) => item.keep.length > 0,
    holds: (result, item) => item.keep.every((kept) => result.includes(kept)),
  },
  { name: "fillers gone", applies: () => true, holds: (result) => !FILLERS.test(result) },
  {
    name: "casing and end marks",
    applies: () => true,
    holds: (result) =>
      result.split(/\n\s*\n/).every((paragraph) => /^[\p{Lu}\d$]/u.test(paragraph.trim())) &&
      result
        .split(/\n\s*\n/)
        .every((paragraph) => /[.?!,:]$|^[\p{Lu}][\p{L}'’.-]*$/u.test(paragraph.trim())),
  },
  {
    name: "one greeting, one sign-off",
    applies: () => true,
    holds: (result, item) => {
      const whole = `${item.editor ?? ""}\n${result}`;
      return (
        (whole.match(GREETING_LINE)?.length ?? 0) <= 1 &&
        (whole.match(SIGN_OFF_LINE)?.length ?? 0) <= 1
      );
    },
  },
  {
    name: "no configuration text",
    applies: () => true,
    holds: (result) => !CONFIGURATION.test(result),
  },
];

const failures: string[] = [];
let measured = false;

async function measure(): Promise<Cell[][]> {
  const results = await Promise.all(WRITER_CASES.map(written));
  return PROPERTIES.map((property) => {
    const scored = WRITER_CASES.flatMap((item, index) =>
      property.applies(item) ? [{ item, result: results[index] ?? "" }] : [],
    );
    const held = scored.filter(({ item, result }) => property.holds(result, item));
    for (const { item, result } of scored) {
      if (!held.some((passed) => passed.item === item))
        failures.push(`${property.name}: ${JSON.stringify(item.say)} → ${JSON.stringify(result)}`);
    }
    const percent = scored.length === 0 ? 100 : (held.length / scored.length) * 100;
    return [property.name, scored.length, held.length, `${percent.toFixed(1)}%`];
  });
}

export const writerBench: Benchmark = {
  name: "writer",
  title: `W. The built-in writer on ${WRITER_CASES.length} dictations (chat, voice, extension)`,
  columns: ["property", "cases", "passed", "score"],

  async run() {
    if (measured) return [];
    measured = true;
    return measure();
  },

  notes: () =>
    failures.length === 0
      ? ["Every case holds every property that applies to it."]
      : ["Cases that miss a property:", ...failures.map((failure) => `  ${failure}`)],
};
