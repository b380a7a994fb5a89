/**
 * A piece of writing named by any noun phrase that names one: "a short
 * reminder that …", "a support ticket saying …", "a memo that …", "an
 * official letter to the bank saying …". The reader of a request knows the
 * messages by name ("a note", "an email"); any other piece that says
 * something is read as a note, its describing words kept for the tone.
 */

/** Nouns of a piece that says something to its readers, besides the messages. */
const PIECES_THAT_SAY =
  "reminder|notice|sms|out[- ]of[- ]office|notification|announcement|memo|letter|card|postcard|invitation|invite|ticket|update|bulletin|newsletter|circular|flyer|poster|sign|caption|tweet|alert|warning|apology|complaint|request|report|statement|intro|greeting|shout-?out|heads-?up";

/** The leads to what it says: "saying", "that", "telling …", ":"; after whom, one of them later. */
const SAYS = "saying|that|telling|asking|letting|to\\s+say|which\\s+says";

/**
 * After a verb of making ("write up" is "write"): up to three words describing
 * the piece, the piece, then what it says, or whom it is for and, later, what
 * it says.
 */
const MADE = new RegExp(
  `^((?:write|draft|compose|prepare|create|make|type|put\\s+together|send)(?:\\s+me)?)(?:\\s+up)?(\\s+(?:an?|the|some)\\s+(?:[\\p{L}-]+\\s+){0,3}?)(?:${PIECES_THAT_SAY})s?(?=\\s+(?:${SAYS})\\s|\\s*:|\\s+(?:to|for)\\s.*?\\s(?:${SAYS})\\s)`,
  "iu",
);

/** Named with no verb ("I need a short memo saying …"): only before a lead no description has. */
const NAMED = new RegExp(
  `^((?:an?|some)\\s+(?:[\\p{L}-]+\\s+){0,3}?)(?:${PIECES_THAT_SAY})(?=\\s+(?:saying|telling|asking|to\\s+say)\\s|\\s*:)`,
  "iu",
);

/** The request with a piece that says something named as a note. */
export const piecesAsNotes = (request: string): string =>
  request.replace(MADE, "$1$2note").replace(NAMED, "$1note");
