/**
 * Verbs after which whom one tells is followed by what one tells: "tell Maria
 * the contract is signed", "notify Dmitri the server is down". Every form of
 * each, because a request says its verb after "would you mind" ("telling") as
 * often as in its base form, and a report in the past. Not "email", "text" or
 * "message", which are nouns as often ("the email provider spam …") and, told
 * of in the past, are followed by the answer ("I emailed the landlord he …").
 */
import { wordSet } from "./tokens";

const TELLING =
  "tell tells told telling ask asks asked asking remind reminds reminded reminding " +
  "show assure inform informs informed informing let lets letting warn promise " +
  "notify notifies notified notifying ping pinging";

export const TELL_VERBS = wordSet(TELLING);
