/**
 * One part of a request carried out: "ask John if he can …", "decline
 * politely", "add that the receipt is attached". Each action is named by a
 * verb (request-action-rules.ts); what follows it becomes what to write, in
 * the first person and addressed to the recipient.
 */
import { partAsksNothing } from "./asking-orders";
import { addresseeIn, toRecipient } from "./reported-speech";
import { ACTIONS, type ActionRule } from "./request-action-rules";
import { MANNER, THING_NAMED, WHO } from "./request-words";
import { tokenize } from "./tokens";

interface CompiledAction {
  pattern: RegExp;
  alone?: RegExp;
  rule: ActionRule;
}

/** Verbs whose object is the person ("thank the cleaners", "congratulate Ana"): they stand alone with one. */
const TAKES_WHOM = /(?:^|\|)(?:thank|congratulate)(?:\||$)/u;

const COMPILED: CompiledAction[] = ACTIONS.map((rule) => ({
  pattern: new RegExp(`^(?:${rule.verbs})\\s+${rule.after}(?<rest>.*)$`, "isu"),
  alone: rule.alone
    ? new RegExp(
        `^(?:(?:${MANNER})\\s+)?(?:${rule.verbs})(?:\\s+(?:to|with)\\s+(?!${THING_NAMED})${WHO}|\\s+(?:him|her|them)${TAKES_WHOM.test(rule.verbs) ? `|\\s+${WHO}` : ""})?(?:\\s+(?:${MANNER}))?$`,
        "iu",
      )
    : undefined,
  rule,
}));

/** The verbs that start an action, for telling where one part of a request ends and the next begins. */
export const ACTION_VERBS = [
  ...new Set(ACTIONS.filter((rule) => !rule.opensOnly).flatMap(({ verbs }) => verbs.split("|"))),
];

/**
 * What one part of a request asks to write, or undefined when the part is no
 * action (it is then what to say, as it stands).
 */
export function performAction(part: string, isFirst = false): string | undefined {
  const request = part.replace(new RegExp(`^(?:${MANNER})\\s+`, "iu"), "");
  // "ask tom", "ask the driver he knows the way": no one is asked anything, an order in the text.
  if (partAsksNothing(tokenize(request))) return undefined;
  for (const { pattern, alone, rule } of COMPILED) {
    if ((isFirst && rule.laterOnly) || (!isFirst && rule.opensOnly)) continue;
    if (alone?.test(part.trim())) return rule.alone;
    const match = request.match(pattern);
    const rest = match?.groups?.rest?.trim();
    // Whether the words make this action is read in what it takes, the first sentence.
    if (!match || !rest || (rule.when && !rule.when(firstSentence(rest)[0]))) continue;
    const lead = match.groups?.lead;
    // The words between the verb and what it says name whom it is said to: "ask them to …".
    const addressee = addresseeIn(
      match[0].slice(0, match[0].length - (match.groups?.rest ?? "").length),
    );
    const [first, after] = firstSentence(toRecipient(lead ? `${lead} ${rest}` : rest, addressee));
    const written = rule.write(first);
    // A sentence written as it was said keeps the stop that set it apart from the next.
    return after ? `${written}${/[.?!]$/u.test(written) ? "" : "."} ${after}` : written;
  }
  return undefined;
}

/**
 * Where the first sentence of cleaned text ends: its mark after a word of
 * three small letters or a digit (not "ul." or "Dr."), then a capital.
 */
const SENTENCE_END = /(?<=\p{Ll}{3}|\d)[.?!] (?=\p{Lu})/u;

/**
 * "ask Jun if the room is free. We need it on Thursday.": the action takes
 * the first sentence (what to ask), and the sentences dictation set apart
 * after it stand as said, so a question's mark closes the question only.
 */
function firstSentence(words: string): [first: string, after: string] {
  const end = words.search(SENTENCE_END);
  if (end < 0) return [words, ""];
  const mark = words[end] === "." ? "" : words[end];
  return [`${words.slice(0, end)}${mark}`, words.slice(end + 2)];
}
