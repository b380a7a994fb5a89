/**
 * "Me and my sister was …" → "My sister and I were …", "my sister and me
 * was …" → "… and I were …": the speaker named last and as a subject, and
 * the verb two subjects take.
 */
import type { PartOfSpeech } from "./parts-of-speech";
import { isVerbTag, read, sameCase } from "./selection-reading";
import { endsClause, lower, render, type Token } from "./tokens";
import { plainOf } from "./verb-forms";

/** The verb two subjects take: "were", "are", "run". */
const pluralOf = (verb: string) =>
  verb === "was" ? "were" : verb === "is" ? "are" : (plainOf(verb) ?? verb);

/**
 * "My sister and me was …": a noun phrase of up to four words, "and me",
 * then a verb. The index of "and", or -1.
 */
function namedBeforeMe(
  tokens: Token[],
  tags: Array<PartOfSpeech | undefined>,
  start: number,
): number {
  for (let and = start + 1; and < start + 5 && tokens[and]?.kind === "word"; and++) {
    if (lower(tokens[and]) !== "and") continue;
    return lower(tokens[and + 1]) === "me" && isVerbTag(tags[and + 2]) ? and : -1;
  }
  return -1;
}

/**
 * "Me and my sister was …" → "My sister and I were …": the speaker named
 * first as an object, then a noun phrase, then the verb, at a sentence's start.
 */
export function speakerNamedLast(text: string): string {
  const { tokens, tags } = read(text);
  const out: Token[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] as Token;
    const starts = at === 0 || endsClause(tokens[at - 1]);
    const namedFirst = starts ? namedBeforeMe(tokens, tags, at) : -1;
    if (namedFirst > at) {
      const verb = tokens[namedFirst + 2];
      out.push(...tokens.slice(at, namedFirst + 1), { kind: "word", text: "I" });
      out.push({ kind: "word", text: sameCase(verb?.text ?? "", pluralOf(lower(verb) ?? "")) });
      at = namedFirst + 2;
      continue;
    }
    if (!starts || lower(token) !== "me" || lower(tokens[at + 1]) !== "and") {
      out.push(token);
      continue;
    }
    let verb = at + 2;
    while (
      verb < tokens.length &&
      verb - at < 7 &&
      !isVerbTag(tags[verb]) &&
      tokens[verb]?.kind === "word"
    )
      verb++;
    const verbWord = lower(tokens[verb]) ?? "";
    if (verb === at + 2 || !isVerbTag(tags[verb])) {
      out.push(token);
      continue;
    }
    // The words named come first now, so the first takes the sentence's capital.
    const named = tokens.slice(at + 2, verb).map(
      (word, index): Token => ({
        kind: "word",
        text: index === 0 ? sameCase("M", word.text) : word.text,
      }),
    );
    const plain = pluralOf(verbWord);
    out.push(...named, { kind: "word", text: "and" }, { kind: "word", text: "I" });
    out.push({ kind: "word", text: sameCase(tokens[verb]?.text ?? "", plain) });
    at = verb;
  }
  return render(out);
}
