/**
 * Messages of courtesy asked for as a thing to make: "make an apology to the
 * customer for …", "a thank-you note for the cleaners", "a congratulation
 * message for Tomasz for …", "send my condolences to Maria for …". Each is
 * brought to the verb that carries it out ("apologise to the customer for
 * …", "thank the cleaners"), so the message is written, not handed back.
 */
import { WHO_BEFORE_LEAD } from "./request-words";

/** The piece of writing named after what it says: "an apology note", "a thank-you card". */
const COURTESY_PIECE = "(?:\\s+(?:note|message|email|e-mail|mail|card|letter|text|line))?";
/** "make a short …", "write nice …", "send an …". */
const MADE =
  "^(?:make|write|send|draft|prepare|compose|give)\\s+(?:an?\\s+)?(?:(?:short|quick|small|little|nice|big|kind|warm|polite|sincere|formal|friendly)\\s+)?";

/** Each pattern with what it is put as, from the match and its groups. */
const COURTESIES: Array<[RegExp, (said: string, ...groups: string[]) => string]> = [
  [
    new RegExp(
      `${MADE}(?:apology|sorry)${COURTESY_PIECE}\\s+(?:to|for)\\s+(${WHO_BEFORE_LEAD})\\s+(?=for\\s)`,
      "iu",
    ),
    (_said, whom) => `apologise to ${whom} `,
  ],
  [new RegExp(`${MADE}(?:apology|sorry)${COURTESY_PIECE}\\s+(?=for\\s)`, "iu"), () => "apologise "],
  [
    new RegExp(
      `${MADE}(?:thank[- ]you|thanks)${COURTESY_PIECE}\\s+(?:to|for)\\s+(${WHO_BEFORE_LEAD})(?=\\s+for\\s|$)`,
      "iu",
    ),
    (_said, whom) => `thank ${whom}`,
  ],
  [
    new RegExp(
      `${MADE}(?:congratulations?|congrats)${COURTESY_PIECE}\\s+(?:to|for)\\s+(${WHO_BEFORE_LEAD})(?=\\s+(?:for|on)\\s|$)`,
      "iu",
    ),
    (_said, whom) => `congratulate ${whom}`,
  ],
  // Condolences are sorrow for a loss, said by whoever sends them.
  [
    new RegExp(
      `^(?:send|give|express|offer|pass on)\\s+(my|our)\\s+(?:(?:deepest|sincere|heartfelt)\\s+)?(?:condolences|sympathy|sympathies)\\s+to\\s+(${WHO_BEFORE_LEAD})(?:\\s+(?:for|on)\\s+|$)`,
      "iu",
    ),
    (said, whose, whom) =>
      `tell ${whom} that ${whose?.toLowerCase() === "my" ? "I am" : "we are"} very sorry ${
        /\s$/u.test(said) ? "for " : "for your loss"
      }`,
  ],
];

/** The request with a courtesy asked as a thing to make put as the verb that carries it out. */
export function courtesiesAsVerbs(request: string): string {
  const found = COURTESIES.find(([pattern]) => pattern.test(request));
  if (!found) return request;
  const [pattern, replacement] = found;
  return request.replace(pattern, replacement);
}
