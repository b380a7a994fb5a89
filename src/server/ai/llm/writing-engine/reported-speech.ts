/** Reported speech made direct: "ask him if he can …" → "… if you can …". */

const SUBJECT_SWAPS: Record<string, string> = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};

/** A verb after "you" instead of "he": "needs" → "need", "finishes" → "finish", "tries" → "try". */
function agree(verb: string): string {
  const lowered = verb.toLowerCase();
  if (SUBJECT_SWAPS[lowered]) return SUBJECT_SWAPS[lowered];
  if (/ies$/.test(lowered) && lowered.length > 4) return `${verb.slice(0, -3)}y`;
  if (/(sh|ch|x|ss|o)es$/.test(lowered)) return verb.slice(0, -2);
  if (/[^s]s$/.test(lowered) && lowered.length > 3) return verb.slice(0, -1);
  return verb;
}

/** Words after "her" that show it is the object ("thank her for"), not a possessive ("her slides"). */
const AFTER_OBJECT_HER =
  /^(?:$|[,.;:!?]|for|to|about|on|in|at|that|if|whether|know|and|but|so|please|again|now|today|tomorrow|soon|back|a|an|the|one|everything|something|anything|all|up|out|off|later|this|these|those|how|what|when|where|why|who|with|by|from|too)(?!\p{L})/iu;

/** "does he want", "is she free": the question asked of the reader, its verb agreeing with "you". */
const ASKED_OF_THIRD = /\b(does|is|was|has|doesn't|isn't|wasn't|hasn't)\s+(?:he|she)\b/giu;

export function toRecipient(text: string): string {
  return text
    .replace(ASKED_OF_THIRD, (_, verb: string) => {
      const swapped = SUBJECT_SWAPS[verb.toLowerCase()] ?? verb;
      const cased = /^\p{Lu}/u.test(verb)
        ? `${swapped.charAt(0).toUpperCase()}${swapped.slice(1)}`
        : swapped;
      return `${cased} you`;
    })
    .replace(
      /\b(he|she)\s+(\p{L}+(?:n't)?)/giu,
      (_, _pronoun, verb: string) => `you ${agree(verb)}`,
    )
    .replace(/\b(he's|she's)\b/giu, "you're")
    .replace(/\b(himself|herself)\b/giu, "yourself")
    .replace(/\bhis\b/giu, "your")
    .replace(/\bher\b(\s*)(\S*)/giu, (_, space: string, next: string) =>
      AFTER_OBJECT_HER.test(next) ? `you${space}${next}` : `your${space}${next}`,
    )
    .replace(/\bhim\b/giu, "you");
}

/** A message for a group made direct: "their laptops" → "your laptops", "they are" → "you are". */
export function toGroup(text: string): string {
  return text
    .replace(/\btheir\b/giu, "your")
    .replace(/\bthemselves\b/giu, "yourselves")
    .replace(/\b(?:they|them)\b/giu, "you");
}
