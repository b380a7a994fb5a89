/** Short emails and comments from spoken content, and rewrites on instruction. */

import type { WritingTone } from "../writing-task";
import { signOffSaid } from "./dictated-sign-offs";
import { cleanDictation } from "./dictation";
import { isNameLike, splitGreeting, splitNameCalled, withoutNameCalledAgain } from "./greetings";
import { treatmentFor, treatmentsFor } from "./instructions";
import { openingIn } from "./openings";
import { readRequest } from "./requests";
import { editAsked } from "./selection-edits";
import { rewrittenAsAsked } from "./selection-rewrites";
import { atMostSentences, sentencesAsked } from "./selection-shortest";
import { sendingSaid } from "./sending-said";
import { nameSignedAtLineEnd } from "./signed-names";
import { titledNameIn } from "./titles";
import { CLOSINGS, capitalizeFirst, GREETINGS, SIGN_OFFS } from "./tokens";
import { rewrite } from "./tone";

// ---------------------------------------------------------------------------
// Emails and comments.

export interface DraftRequest {
  /** What the person said they want to write, or a request for it ("tell her that …"). */
  speech: string;
  /** The email or post being answered. */
  context?: string;
  /** What the editor already holds: its greeting and signature are not written again. */
  editor?: string;
  tone?: WritingTone;
}

function dropClosing(text: string): string {
  const closing = new RegExp(`(^|[.!?]\\s+)(${CLOSINGS.join("|")})\\b[^.!?]*[.!?]?$`, "i");
  return text.replace(closing, "$1").trim();
}

/** The first name of whoever wrote `context`: from a "From:" line, a "... wrote:" line or a signature. */
function senderName(context: string): string | undefined {
  const fromLine = context.match(/^From:\s*(.+)$/im)?.[1];
  const quoteHeader = quotedSender(context);
  return (
    [fromLine, quoteHeader, signature(context)].map(firstName).find(Boolean) ??
    nameInAddress(fromLine)
  );
}

/**
 * The name in "Sarah Jones <sarah@example.com> wrote:": the text before the
 * "<" since the last comma, angle bracket or line break. Found by scanning:
 * the pattern this once was took minutes on 8,000 characters of context.
 */
function quotedSender(context: string): string | undefined {
  for (const { index } of context.matchAll(/>\s*wrote:/g)) {
    const start = Math.max(
      context.lastIndexOf("\n", index - 1),
      context.lastIndexOf(">", index - 1),
    );
    const head = context.slice(start + 1, index);
    // The address needs one character between "<" and ">", the name one before "<".
    for (
      let open = head.indexOf("<");
      open >= 0 && open < head.length - 1;
      open = head.indexOf("<", open + 1)
    ) {
      const before = head.slice(0, open);
      const name = before.slice(Math.max(before.lastIndexOf(","), before.lastIndexOf("<")) + 1);
      if (name) return name.trimEnd() || name;
    }
  }
  return undefined;
}

/** Text with every "<…>" taken out, by scanning: "<<<<…" made a pattern's time grow with its square. */
function withoutTags(text: string): string {
  let kept = "";
  let from = 0;
  for (let open = text.indexOf("<"); open >= 0; open = text.indexOf("<", from)) {
    const close = text.indexOf(">", open);
    if (close < 0) break;
    kept += text.slice(from, open);
    from = close + 1;
  }
  return kept + text.slice(from);
}

/** "From: sarah.jones@example.com" with no name shown: the given name the address spells out. */
function nameInAddress(fromLine: string | undefined): string | undefined {
  const local = fromLine?.match(/(?<!\p{L})(\p{L}+)[._]\p{L}+@/u)?.[1];
  return local && local.length > 1 ? capitalizeFirst(local.toLowerCase()) : undefined;
}

/**
 * A sign-off and a name on one line: "Thanks, Sarah". The name starts at its first character that is
 * no space, so the spaces before it are not shared out between two runs (the line is trimmed).
 */
export const SIGNED_ON_ONE_LINE = new RegExp(`^(?:${SIGN_OFFS.join("|")}),\\s*(\\S.*)$`, "i");

/**
 * The line under the last sign-off ("Best,\nSarah"), or the name signed at the
 * end of the last line ("Thanks, Sarah", "… ready today? Obinna").
 */
function signature(context: string): string | undefined {
  // A phone's footer is no signature: the name stands above it.
  const lines = context
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^sent from my\b/i.test(line));
  const isSignOff = (line: string) =>
    SIGN_OFFS.includes(line.replace(/(?<![,.!])[,.!]+$/, "").toLowerCase());
  // A signature under the "-- " delimiter starts with the name.
  const delimiter = context.split("\n").findIndex((line) => line === "-- " || line === "--");
  if (delimiter >= 0) return context.split("\n")[delimiter + 1]?.trim();
  const signOffIndex = lines.findLastIndex(isSignOff);
  if (signOffIndex >= 0) return lines[signOffIndex + 1];
  // "Thanks!\n- Sarah": a name alone on the last line, after a dash.
  const dashed = lines.at(-1)?.match(/^[-–—]\s*(\p{Lu}\p{L}+)$/u)?.[1];
  if (dashed) return dashed;
  const last = lines.at(-1) ?? "";
  return last.match(SIGNED_ON_ONE_LINE)?.[1] ?? nameSignedAtLineEnd(last, lines.length > 1);
}

/**
 * "Sarah Johnson <sarah@example.com>" → "Sarah", "Johnson, Sarah" → "Sarah".
 * A name is a few capitalized words; an address alone or a sentence is none.
 */
function firstName(display: string | undefined): string | undefined {
  // "Sarah Jones | Product Manager", "Sarah Jones – Sales": the name before the title.
  const name =
    withoutTags(display ?? "")
      .split(/\s[|–—]\s|\s-\s/)[0]
      ?.trim()
      .replace(/^[-–—]\s*/, "")
      .replace(/^["']|["']$/g, "") ?? "";
  const [nameOrSurname = "", givenName] = name.split(",").map((part) => part.trim());
  const words = (givenName || nameOrSurname).split(/\s+/);
  // "Dr. Amara Okafor" is greeted as "Dr. Okafor".
  if (/^(Dr|Prof)\.?$/.test(words[0] ?? "") && words.length >= 2)
    return `${(words[0] ?? "").replace(/\.?$/, ".")} ${words.at(-1)}`;
  const isName = words.length <= 4 && words.every((part) => /^\p{Lu}[\p{L}'’.-]*$/u.test(part));
  return isName && isNameLike(words[0] ?? "") ? words[0] : undefined;
}

const GREETING_WORD: Record<WritingTone, string> = {
  professional: "Hello",
  formal: "Dear",
  friendly: "Hi",
  concise: "Hi",
  confident: "Hello",
};

/** Which parts of an email the editor already has, so they are not written twice. */
export interface EditorHolds {
  greeting: boolean;
  signOff: boolean;
}

const HOLDS_NOTHING: EditorHolds = { greeting: false, signOff: false };

export function composeEmail(
  speech: string,
  name: string | undefined,
  tone: WritingTone,
  holds: EditorHolds = HOLDS_NOTHING,
): string {
  // "… at 10:30 best regards mike": the closing said signs the email, in place of the usual one.
  const whole = cleanDictation(speech);
  const signed = signOffSaid(whole);
  const cleaned = signed?.body || whole;
  const said = splitGreeting(cleaned, name);
  // "Dr Mensah, my father's …": a name called with no greeting word greets too.
  const greeting = (said.rest === cleaned && splitNameCalled(cleaned, name)) || said;
  // "Dear Mr Haddad …": a title the person greeted with is how they address the sender.
  const addressee = titledNameIn(greeting.name ?? "") ? greeting.name : (name ?? greeting.name);
  const body = rewrite(withoutNameCalledAgain(dropClosing(greeting.rest), addressee), tone);
  if (!body) return holds.greeting ? "" : greetingAlone(cleaned, addressee);
  const opening = addressee ? `${GREETING_WORD[tone]} ${addressee},` : "Hello,";
  const signOff = signed?.signature ?? "Best regards,";
  return [holds.greeting ? "" : opening, body, holds.signOff ? "" : signOff]
    .filter(Boolean)
    .join("\n\n");
}

/** The editor's own text, without the quoted thread under it ("On …, Marcus wrote:", "> …"). */
function ownText(editor: string): string[] {
  const lines = editor.split("\n").map((line) => line.trim());
  const quoteStart = lines.findIndex((line) => /^>|^On\b.*\bwrote:$/.test(line));
  return (quoteStart >= 0 ? lines.slice(0, quoteStart) : lines).filter(Boolean);
}

/** Whether the editor opens with a greeting ("Hi Marcus,") and holds a sign-off ("Best regards,"). */
export function editorHolds(editor = ""): EditorHolds {
  const lines = ownText(editor).map((line) => line.replace(/(?<![,.!])[,.!]+$/, "").toLowerCase());
  const first = lines[0] ?? "";
  return {
    greeting: first.split(/\s+/).length <= 4 && openingIn(first, GREETINGS) !== undefined,
    signOff: lines.some((line) => SIGN_OFFS.includes(line)),
  };
}

/**
 * What a person who only greets ("hi there") gets: their greeting, addressed
 * to the sender when known, to start the email from. Words that are no
 * greeting (a sign-off alone) come back cleaned; filler alone gives nothing.
 */
function greetingAlone(cleaned: string, addressee: string | undefined): string {
  const greeting = openingIn(cleaned, GREETINGS);
  if (!greeting) return cleaned;
  const said = capitalizeFirst(greeting);
  if (!addressee) return `${said},`;
  return `${said.replace(/(?<!\s)\s+there$/i, "")} ${addressee},`;
}

/**
 * A short email reply: a greeting by name when the original shows one, the
 * dictated message or what a request asks to say, a closing; the greeting
 * and closing only where the editor has none.
 */
export function draftReply({
  speech,
  context = "",
  editor,
  tone = "professional",
}: DraftRequest): string {
  const request = readRequest(speech);
  const name = request?.recipient ?? senderName(context);
  return composeEmail(request?.content ?? speech, name, request?.tone ?? tone, editorHolds(editor));
}

/**
 * A comment for a networking site: the dictated words, polished, without a
 * greeting. The post itself (`context`) helps a real model; the rules have no
 * use for it.
 */
export function draftComment({ speech, tone = "professional" }: DraftRequest): string {
  const request = sendingSaid(speech) ? undefined : readRequest(speech);
  if (request) return rewrite(request.content, request.tone ?? tone);
  const cleaned = cleanDictation(speech);
  return rewrite(splitGreeting(cleaned).rest, tone) || cleaned;
}

/**
 * The text changed as the instruction asks: words it names swapped, or the
 * treatments it names; an instruction the rules do not know gets cleanup and
 * a professional tone.
 */
export function transform({
  text,
  instruction = "",
}: {
  text: string;
  instruction?: string;
}): string {
  const edit = editAsked(text, instruction);
  if (edit) {
    const more = treatmentFor(edit.rest);
    return more && more !== "cleanup" ? rewrite(edit.edited, more) : cleanDictation(edit.edited);
  }
  const most = sentencesAsked(instruction);
  const asked = treatmentsFor(instruction);
  // "cut it down to two sentences": a count of sentences asks for a shorter text.
  const treatments =
    most !== undefined && !asked.includes("concise") ? [...asked, "concise" as const] : asked;
  const rewritten = rewrittenAsAsked(text, treatments.length > 0 ? treatments : ["professional"]);
  return most === undefined ? rewritten : atMostSentences(rewritten, most);
}
