/**
 * Whom a request is for, read from how it names them: "tell Maria …", "refuse
 * Anna's invitation", "request the NDA from Pablo", "the team and Marek".
 */
import { TIME_WORDS } from "./clause-lexicon";
import { isNounAt } from "./parts-of-speech";
import { MANNER, NAMES, WHO, WHO_BEFORE_LEAD } from "./request-words";
import { CAPITALISED_NAME } from "./titles";
import { capitalizeFirst, lower, tokenize, wordSet } from "./tokens";

/** The person a request names ("tell Maria …", "ask John …"); pronouns leave it to the thread. */
export function recipientIn(request: string): string | undefined {
  const named = request.match(
    new RegExp(
      `^(?:(?:${MANNER})\\s+)?(?:tell|ask|remind|invite|thank|let|inform|congratulate|welcome|warn|notify|(?:answer|reply|write|wish)(?!\\s+to\\b)|(?:say thanks|say thank you|say no|say sorry|apologi[sz]e|reply|respond|answer|write|explain|confirm|get back|write back)(?:\\s+(?:${MANNER}))?\\s+to|follow up with|check in with)\\s+(${WHO})`,
      "iu",
    ),
  );
  const several = `${request.charAt(0).toLowerCase()}${request.slice(1)}`.match(
    new RegExp(`^(?:tell|ask|remind|invite|thank|let|inform)\\s+(${NAMES})(?=\\s)`, "u"),
  );
  if (several) return several[1];
  const twoWords = request.match(
    new RegExp(
      `^(?:(?:please|${MANNER})\\s+)?(?:tell|ask|remind|invite|thank|let|inform|congratulate)\\s+(${WHO_BEFORE_LEAD})\\s+(?:to|if|whether|when|where|why|how|that|about|for|know|on)\\s`,
      "iu",
    ),
  );
  if (twoWords) return nameIn(twoWords[1] ?? "");
  if (named) return nameIn(named[1] ?? "");
  // Capitalised names are told by their case, so the request's own first capital goes.
  const opening = `${request.charAt(0).toLowerCase()}${request.slice(1)}`;
  const owner = opening.match(OWNER_OF_THING) ?? opening.match(ASKED_FROM);
  return owner ? nameIn(owner[1] ?? owner[2] ?? "") : undefined;
}

/** Whose the thing refused or accepted is: "refuse Anna's invitation", "decline the offer of Paolo". */
const OWNER_OF_THING = new RegExp(
  `^(?:(?:${MANNER})\\s+)?(?:decline|refuse|reject|accept|turn down|say no to|say yes to)(?:\\s+(?:${MANNER}))?\\s+(?:(?:the\\s+)?(${CAPITALISED_NAME})['’]s\\s|the\\s+[\\p{L}-]+\\s+of\\s+(${CAPITALISED_NAME})(?=[\\s,.]|$))`,
  "u",
);
/** Whom a thing is asked from: "request the NDA from Pablo", "get the copy from Mr. Zhang". */
const ASKED_FROM = new RegExp(
  `^(?:request|get|obtain|collect)\\b(?:[^,.]*?\\s)?from\\s+(${CAPITALISED_NAME})(?=[\\s,.]|$)`,
  "u",
);

const GROUPS = wordSet("team everyone all everybody");

/** Words that stand where a name could, but are none: "tell him", "ask if", "reply to this". */
export const NOT_NAMES = wordSet(
  "i we they he she you him her them it me us his this that these those if whether to for about on of verba " +
    "when where what why how who which " +
    "yes no back soon again now today tomorrow tonight quickly briefly something anything all formally politely kindly nicely warmly shortly " +
    "saying telling asking and with " +
    "informally professionally casually",
);

/** "Tomasz" → "Tomasz", "Dr. Okafor" → "Dr. Okafor", "the team" → "team", "my manager" or "him" → none. */
export function nameIn(who: string): string | undefined {
  // "the team and Marek": each named as it would be alone.
  const together = who.trim().split(/(?<!\s)\s+and\s+/u);
  if (together.length === 2 && !new RegExp(`^${NAMES}$`, "u").test(who.trim())) {
    const named = together.map((one) => nameIn(one));
    return named.every(Boolean) ? named.join(" and ") : named.find(Boolean);
  }
  if (new RegExp(`^${NAMES}$`, "u").test(who.trim())) return who.trim();
  const words = who.trim().split(/\s+/);
  const last = words.at(-1) ?? "";
  if (GROUPS.has(last.toLowerCase()) && words.length <= 2) return last.toLowerCase();
  if (/^(the|my|our)$/i.test(words[0] ?? "")) return undefined;
  if (NOT_NAMES.has(last.toLowerCase())) return undefined;
  const name = OFFICES.has(last.toLowerCase()) ? last.toUpperCase() : capitalizeFirst(last);
  const first = words[0] ?? "";
  if (words.length === 1) return name;
  return /^(dr|mr|mrs|ms|prof)\.?$/i.test(first)
    ? `${capitalizeTitle(first)} ${name}`
    : `${capitalizeFirst(first)} ${name}`;
}

/** Whom an office calls by letters, written in capitals: "email hr" → "Hello HR". */
const OFFICES = wordSet("hr pr qa ceo cfo cto coo cmo vp gm");

const capitalizeTitle = (title: string) =>
  `${title.charAt(0).toUpperCase()}${title.slice(1).toLowerCase().replace(/\.?$/, ".")}`;

/**
 * "tell piotr nowak the meeting …": two words in lower case after a verb
 * of telling, then a clause's first word. The words between are one
 * person's name, first and last, when the tagger reads both as nouns and
 * neither is a time ("tell anna tomorrow the …") or a word that stands
 * where a name could ("tell ana yes we …"). A mark dictation put after
 * them ("tell kemal okafor? We …") goes: the name does not end a question.
 */
const TOLD_TWO_WORDS =
  /(?<![\p{L}'’])((?:[Tt]ell|[Rr]emind|[Ii]nform|[Ee]-?mail|[Tt]ext|[Mm]essage|[Ww]rite to|[Rr]eply to)\s+)(\p{Ll}[\p{L}'’-]*)\s+(\p{Ll}[\p{L}'’-]*)([.?!]?)(?=\s+(?:[Tt]he|[Ww]e|I|[Oo]ur|[Mm]y|[Ii]t|[Tt]his|[Tt]hey|[Hh]e|[Ss]he|[Yy]ou|[Yy]our|about)\s)/u;

/** How far into a request its verb of telling may stand, after its openings ("could you please …"). */
const MOST_BEFORE_TELLING = 40;

/** The request with a name of two words said in lower case written with capitals, so it is read whole. */
export function twoWordNameCapitalised(request: string): string {
  const told = request.slice(0, MOST_BEFORE_TELLING + 60).match(TOLD_TWO_WORDS);
  if (!told || (told.index ?? 0) > MOST_BEFORE_TELLING) return request;
  const [whole, verb = "", first = "", last = "", stop = ""] = told;
  const start = told.index ?? 0;
  const tokens = tokenize(`${verb}${first} ${last}`);
  const at = tokens.length - 2;
  const named = [at, at + 1].every(
    (index) =>
      isNounAt(tokens, index) &&
      !TIME_WORDS.has(lower(tokens[index]) ?? "") &&
      !NOT_NAMES.has(lower(tokens[index]) ?? ""),
  );
  const written = `${verb}${capitalizeFirst(first)} ${capitalizeFirst(last)}`;
  const rest = request.slice(start + whole.length);
  // The clause dictation opened after the mark goes on in lower case, but for "I".
  const goesOn = stop
    ? rest.replace(/^\s+(?!I\s)\p{Lu}/u, (opening) => opening.toLowerCase())
    : rest;
  return named ? `${request.slice(0, start)}${written}${goesOn}` : request;
}
