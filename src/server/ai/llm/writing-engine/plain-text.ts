/**
 * Plain writing, for a field that is neither an email nor a post's comment (a
 * chat message, a ticket, a form, a document): the person's words polished in
 * the tone asked for. Nothing is added around them: no greeting, no sign-off.
 * A greeting the person said is theirs and stays, on the same line, as chat
 * messages have it ("Hi Tom, the build is green.").
 */
import type { WritingTone } from "../writing-task";
import { cleanDictation } from "./dictation";
import { splitGreeting } from "./greetings";
import { readRequest } from "./requests";
import { sendingSaid } from "./sending-said";
import { capitalizeFirst } from "./tokens";
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
 * The sentence after a greeting's comma goes on in lower case, unless it
 * opens with "I" or a word the person wrote capitalized (a name).
 */
function continuing(text: string, speech: string): string {
  const first = text.match(/^\p{L}[\p{L}'’-]*/u)?.[0] ?? "";
  if (/^I(?=$|[\s'’])/.test(text) || new RegExp(`(^|\\s)${first}(?!\\p{L})`, "u").test(speech))
    return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Said aloud, the word right after "hi" is the person greeted ("hi tom the build ..."), when it can be a name. */
function greeted(speech: string) {
  const split = splitGreeting(speech);
  if (split.name || split.rest === speech) return split;
  const next = split.rest.match(/^\p{L}[\p{L}'’-]*/u)?.[0];
  const guess = next ? splitGreeting(speech, next) : split;
  // "Dear hiring team": a group named by two words is no one's first name, and all of it is the greeting.
  const group = guess.rest.match(/^(team|all|everyone|folks)\b[\s,!.]*/i);
  return group ? { rest: guess.rest.slice(group[0].length) } : guess;
}

export function draftText(speech: string, tone: WritingTone = "professional"): string {
  // "Tell them that the build is green": what to say is carried out, not echoed.
  const request = sendingSaid(speech) ? undefined : readRequest(speech);
  if (request) return rewrite(request.content, request.tone ?? tone);
  // Fillers out first, so that "hi um ..." greets no one called Um.
  const cleaned = cleanDictation(speech);
  const { name, rest } = greeted(cleaned);
  const written = rewrite(rest, tone);
  if (rest === cleaned || !written) return rewrite(speech, tone) || cleaned;
  const said = cleaned.slice(0, cleaned.length - rest.length);
  return `${greetingOf(said, name)}, ${continuing(written, speech)}`;
}
