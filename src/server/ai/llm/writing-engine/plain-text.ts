/**
 * Plain writing, for a field that is neither an email nor a post's comment (a
 * chat message, a ticket, a form, a document): the person's words polished in
 * the tone asked for. Nothing is added around them: no greeting, no sign-off.
 * A greeting the person said is theirs and stays, on the same line, as chat
 * messages have it ("Hi Tom, the build is green."); a closing and name said
 * last are signed under the message.
 */
import type { WritingTone } from "../writing-task";
import { signOffSaid } from "./dictated-sign-offs";
import { cleanDictation } from "./dictation";
import { GIVEN_NAMES } from "./given-names";
import { mayBeGreeted, splitGreeting } from "./greetings";
import { partOfSpeechAt } from "./parts-of-speech";
import { readRequest } from "./requests";
import { sendingSaid } from "./sending-said";
import { isLexiconWord } from "./tagger";
import { capitalizeFirst, tokenize } from "./tokens";
import { rewrite } from "./tone";

/** "hi tom" -> "Hi Tom", "hello team" -> "Hello team". */
function greetingOf(said: string, name: string | undefined): string {
  const words = said.split(/[\s,!.]+/).filter(Boolean);
  const shown = words.map((word, index) =>
    index === 0 || word.toLowerCase() === name?.toLowerCase() ? capitalizeFirst(word) : word,
  );
  return shown.join(" ");
}

/**
 * Whether the word opening `text` is a person's name said in lower case:
 * a listed given name, or one the tagger reads as a name and the lexicon
 * does not hold ("Hi Mrs Johnson, Emma will not …").
 */
function opensWithName(text: string, first: string): boolean {
  const lowered = first.toLowerCase();
  if (GIVEN_NAMES.has(lowered)) return true;
  return !isLexiconWord(lowered) && partOfSpeechAt(tokenize(text), 0) === "PROPN";
}

/**
 * The sentence after a greeting's comma goes on in lower case, unless it
 * opens with "I", a word the person wrote capitalized, or a name.
 */
function continuing(text: string, speech: string): string {
  const first = text.match(/^\p{L}[\p{L}'’-]*/u)?.[0] ?? "";
  if (
    /^I(?=$|[\s'’])/.test(text) ||
    new RegExp(`(^|\\s)${first}(?!\\p{L})`, "u").test(speech) ||
    opensWithName(text, first)
  )
    return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Words after a greeting that greet no one by name, up to its comma: "Dear
 * hiring manager, I am …", "Hi again, sorry …", "Dear sir or madam, …".
 */
const GREETED_BY_NO_NAME = /^\p{Ll}+(?: \p{Ll}+){0,2}(?=, )/u;

/** Said aloud, the word right after "hi" is the person greeted ("hi tom the build ..."), when it can be a name. */
function greeted(speech: string) {
  const split = splitGreeting(speech);
  if (split.name || split.rest === speech) return split;
  const next = split.rest.match(/^\p{L}[\p{L}'’-]*/u)?.[0];
  const saidRightAfter = !/[,!.]/.test(speech.slice(0, speech.length - split.rest.length));
  const unnamed = saidRightAfter ? split.rest.match(GREETED_BY_NO_NAME)?.[0] : undefined;
  if (next && !mayBeGreeted(next))
    return unnamed ? { rest: split.rest.slice(unnamed.length + 2) } : split;
  const guess = next ? splitGreeting(speech, next) : split;
  // "Dear hiring team": a group named by two words is no one's first name, and all of it is the greeting.
  const group = guess.rest.match(/^(team|all|everyone|folks)\b[\s,!.]*/i);
  return group ? { rest: guess.rest.slice(group[0].length) } : guess;
}

/** The words polished, with the greeting said kept on their line. */
function polished(speech: string, cleaned: string, tone: WritingTone): string {
  const { name, rest } = greeted(cleaned);
  const written = rewrite(rest, tone);
  if (rest === cleaned || !written) return rewrite(speech, tone) || cleaned;
  const said = cleaned.slice(0, cleaned.length - rest.length);
  return `${greetingOf(said, name)}, ${continuing(written, speech)}`;
}

export function draftText(speech: string, tone: WritingTone = "professional"): string {
  // "Tell them that the build is green": what to say is carried out, not echoed.
  const request = sendingSaid(speech) ? undefined : readRequest(speech);
  if (request) return rewrite(request.content, request.tone ?? tone);
  // Fillers out first, so that "hi um ..." greets no one called Um.
  const cleaned = cleanDictation(speech);
  // "… attached best regards tomasz": the closing and the name are signed under the message.
  const signed = signOffSaid(cleaned);
  if (!signed) return polished(speech, cleaned, tone);
  const body = signed.body && polished(signed.body, signed.body, tone);
  return [body, signed.signature].filter(Boolean).join("\n\n");
}
