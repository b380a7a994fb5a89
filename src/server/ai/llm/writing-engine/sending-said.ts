/**
 * "please send Rahul the invoice from March", "could you send Ivan the
 * address of the hotel": dictated, an order to someone else is the person's
 * own sentence, to be written as said. Typed to the writer, it asks for a
 * message to them; and said with a piece of writing ("send Ana a note saying
 * …") or with a part that tells them something ("… and tell him …"), it asks
 * for one wherever it is said.
 */

import { dropOpenings } from "./openings";
import { REQUEST_OPENINGS } from "./request-openings";
import { CAPITALISED_NAME } from "./titles";

const SENDING = new RegExp(
  [
    "^(?:[Ss]end|[Ff]orward|[Ss]hare)\\s+",
    // Whom: a name with its capital, a title before it if said ("Mrs Lee").
    `${CAPITALISED_NAME}\\s+`,
    "(?:the|a|an|my|our|this|these|those|his|her|their)\\s+",
    "(?!(?:quick\\s+|short\\s+)?(?:email|e-mail|mail|message|note|line|text|dm|reply)\\b)",
  ].join(""),
  "u",
);

/**
 * A part after the first that tells them something: "… and tell him …", "…,
 * ask her …". The verb's end is "(?!\w)", the same as "\b" after its last
 * letter, which the pattern check reads with these flags in seconds.
 */
const TELLING_PART =
  /(?:[,.;]|\s(?:and|then|also))\s+(?:tell|ask|remind|let|say|mention|explain|add|thank|apologi[sz]e|wish|confirm|invite)(?!\w)/iu;

/** Whether dictated `text` is an order to someone to be written as said. */
export const sendingSaid = (text: string): boolean =>
  // After the openings a request is read past ("please", "could you", "we need to").
  SENDING.test(dropOpenings(text.trim(), REQUEST_OPENINGS)) && !TELLING_PART.test(text);
