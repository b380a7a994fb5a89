/**
 * Requests for a piece of writing, however they are phrased: "write a short
 * reply to Tomasz saying …", "tell Maria that …", "ask John if he can …",
 * "accept the invitation", "follow up on …". Each becomes what to say, in
 * the first person and addressed to the recipient, ready to be drafted.
 */

import { messageAfterReply } from "./bare-replies";
import { COMPLETE_OPENERS } from "./clause-so-far";
import { clauseStartsAt } from "./clauses";
import { cleanDictation } from "./dictation";
import { isNounAt, partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { toGroup } from "./reported-speech";
import { performAction } from "./request-actions";
import { carryOut } from "./request-carry-out";
import { courtesiesAsVerbs } from "./request-courtesies";
import { PLEA_AFTER } from "./request-frames";
import { MADE_FOR_ME, REPLY_THEN_WORDS, statementAfterAsking } from "./request-openings";
import { type RequestPart, splitRequestParts } from "./request-parts";
import { COMPOSE, readComposed, type WritingRequest } from "./request-pieces";
import { nameIn, recipientIn, twoWordNameCapitalised } from "./request-recipients";
import {
  copiedInMentioned,
  ORDER_ABOUT_SOMEONE_MENTIONED,
  ORDER_AFTER_CONNECTIVE,
  personMentioned,
  WRITE_ASKED_THEN_NEWS,
  withoutEndMarks,
  withReason,
} from "./request-relays";
import { rephraseRequest } from "./request-rephrasings";
import {
  ASKED_WORD,
  leadAfterWhom,
  MANNER,
  WHAT_SAID,
  WHO,
  WHO_BEFORE_LEAD,
} from "./request-words";
import { opensWithStep } from "./series-steps";
import { CAPITALISED_NAME } from "./titles";
import { lower, tokenize, wordSet } from "./tokens";
import { isPlainForm } from "./verb-forms";

export type { WritingRequest };

/** "write to Chiara that …", "email Omar saying …": a message asked for without naming the piece. */
const WRITE_TO = new RegExp(
  `^(?:write(?:\\s+back)?|e-?mail|mail|message|text)\\s+(?:to\\s+|for\\s+)?(?!(?:that|this|back|it|an?|is|was|are|were|has|had|will|would|can|could|should)\\s)(${WHO_BEFORE_LEAD})(?:\\s*[,.])?\\s+(?=(?<next>that|saying|to say|asking|telling|thanking|inviting|reminding|about|regarding|the|we|i|our|my|it|this|they|he|she|you|to(?=\\s+(?:ask|tell|thank|confirm|remind|invite|say|let|apologi[sz]e))|(?:i|we|you|they|it)['’](?:m|re|ll|ve|d|s)|${ASKED_WORD}|${WHAT_SAID})\\s)`,
  "iu",
);

/**
 * "Write to Anna version 2 …", "reply Mr Alvarez the parcel …": a message
 * verb and one name in capitals, with its title if said, then the message.
 */
const WRITE_TO_NAME = new RegExp(
  `^(?:[Ww]rite|[Ee]-?mail|[Mm]essage|[Tt]ext|[Rr]eply|[Rr]espond|[Aa]nswer)\\s+(?:to\\s+)?(${CAPITALISED_NAME})\\s+(?=\\p{L})`,
  "u",
);

/**
 * "write to Anna version 2 had the bug …", "email Sara contract signed …",
 * "text Lea thanks the cake was amazing": what follows the name with no lead
 * word is the message when it opens with a noun phrase and its verb, or with
 * thanks or praise, as the same words dictated alone are read.
 */
function sayingBeforeNounClause(request: string): string {
  const named = request.match(WRITE_TO_NAME);
  if (!named) return request;
  const message = clauseOpening(request.slice(named[0].length));
  return message ? `write a message to ${named[1]} saying ${message}` : request;
}

/**
 * The message after whom when it opens with a clause (see opensWithClause),
 * or undefined. "since the shop is closed. We deliver …": a clause led in
 * by "since" or "because" was read as ending at the stop dictation put
 * after it, which it does not when it opens the message; read alone, it is
 * set apart by a comma ("Since the shop is closed, we deliver …").
 */
function clauseOpening(message: string): string | undefined {
  if (opensWithClause(message)) return message;
  const words = tokenize(message);
  if (partOfSpeechAt(words, 0) !== "SCONJ" || !clauseStartsAt(words, 1)) return undefined;
  const joined = message.replace(
    LEADS_ON_AFTER_STOP,
    (_, next: string) => ` ${next.toLowerCase()}`,
  );
  const again = cleanDictation(joined);
  return OPENING_PHRASE.test(again) ? again : undefined;
}

/** The first stop and the word after it that a fronted clause's own would go on with: ". We", ". The". */
const LEADS_ON_AFTER_STOP =
  /\.\s+(We|They|You|He|She|It|The|Our|My|Your|Their|This|There)(?![\p{L}'’])/u;

/**
 * Whether a message after whom opens with a clause: a noun phrase and its
 * verb, thanks or praise, or a determiner or pronoun before them ("all the
 * invoices are paid", "what the client wants is …"), or a phrase before
 * its clause ("because of the rain, …"). A name in capitals
 * opens it only as a subject, its verb next ("Anna Omar approved …"), since
 * a name and a capitalised word may be one person's name.
 */
function opensWithClause(message: string): boolean {
  const words = tokenize(message);
  const verb = verbOfNounPhrase(words, 0);
  if (/^\p{Lu}/u.test(message)) return verb === 1;
  if (verb >= 0 || COMPLETE_OPENERS.has(lower(words[0]) ?? "")) return true;
  const opener = partOfSpeechAt(words, 0);
  if (opener === "DET" || opener === "PRON") return verbOfNounPhrase(words, 1) >= 0;
  // "because of the rain the trip is off": a phrase set apart before its clause, as dictation reads it.
  return (opener === "ADP" || opener === "SCONJ") && OPENING_PHRASE.test(cleanDictation(message));
}

/** A cleaned text that opens with a phrase set apart by a comma before the rest. */
const OPENING_PHRASE = /^[^,.?!]+, \p{L}/u;

/**
 * "text jin sorry I missed your call", "ping Raj the build is green": after
 * "text", "message" or "ping" and whom, nothing can follow but the message.
 * Not a word that cannot be whom ("the message from the bank …").
 */
const NOT_WHOM =
  "from|for|to|the|a|an|is|was|are|were|me|us|you|him|her|them|it|this|that|and|of|on|in|at|about|with|back|again|later|sent|said";
const TEXT_WHOM = new RegExp(
  `^(?:text|message|ping|dm)\\s+((?:the|my|our)\\s+\\p{L}+|(?!(?:${NOT_WHOM})(?![\\p{L}'’]))\\p{L}[\\p{L}'’-]*)\\s+(?=\\p{L})`,
  "iu",
);

/**
 * "reply to Marco at marco.rossi@example.com that …": the address said after
 * whom it is for is where the message goes, not what it says.
 */
const ADDRESS_AFTER_WHOM =
  /^((?:reply|respond|write|e-?mail|mail|message|text)(?:\s+back)?(?:\s+(?:to|for))?\s+(?:(?:dr|mr|mrs|ms|prof)\.?\s+)?\p{L}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s+at\s+[^\s@]+@[^\s@,]+(?=[\s,]|$)/iu;

/** Nouns "text" and "message" make compounds with: "text messages", "message boards". */
const COMPOUND_HEADS = wordSet("messages alerts notifications boards threads templates files");

/**
 * "text jin sorry …" as a request, but not "text size is too small" or
 * "message received": whom is a noun or a name, and no verb follows it as its
 * subject's (a question's "can you" may).
 */
function textedWhom(said: string, whom: string, at: number, request: string): string {
  const tokens = tokenize(request);
  const last = said.trim().split(/\s+/u).length - 1;
  const next = last + 1;
  const nextTag = partOfSpeechAt(tokens, next);
  const asked = SUBJECT_PRONOUNS.has(tokens[next + 1]?.text.toLowerCase() ?? "");
  const ofWhom =
    (nextTag === "AUX" || (nextTag === "VERB" && !/ing$/iu.test(tokens[next]?.text ?? ""))) &&
    !asked;
  // "text messages cost extra": whom is no noun "text" makes a compound of, before its verb.
  const compound = COMPOUND_HEADS.has(whom.toLowerCase()) && isPlainForm(lower(tokens[next]) ?? "");
  if (at !== 0 || !isNounAt(tokens, last) || ofWhom || compound) return said;
  return `write a message to ${whom} saying `;
}

/** "write to Tom for me that …": who it is for, said twice. */
const FOR_ME = /(?<!\s)\s+(?:for me|on my behalf)(?=\s+(?:that|saying|to say|and)\s|\s*[,:])/iu;
/** Words after which the message has begun, so a "for me" is part of it. */
const MESSAGE_BEGUN = /\b(?:that|saying|say|and|but)\s/iu;

/** "can you reply to Marek? tell him …": the question is the request's opening, not a sentence. */
const REPLY_ASKED_FIRST =
  /^((?:[Hh]ey,?\s+|[Hh]i,?\s+)?(?:[Cc]an|[Cc]ould|[Ww]ould)\s+you\s+(?:please\s+)?(?:reply|write|answer|respond)\s+(?:to\s+)?\p{Lu}[\p{L}'’-]*)\?\s+([Tt](?=ell\s)|[Ss](?=ay\s)|[Aa](?=sk\s))/u;
/**
 * "Sofia needs to know the venue changed, can you write her": the news said first, then whom to tell.
 * The news starts at its first word (a lone space only when nothing else is there, as before), so the
 * spaces before it are not shared out between two runs.
 */
export const NEWS_THEN_WRITE_HER =
  /^(\p{Lu}[\p{L}'’-]*)\s+needs\s+to\s+know\s+(?:that\s+)?([^,\s][^,]*|\s),\s+(?:can|could|would)\s+you\s+(?:please\s+)?(?:write|tell|email|text|message)\s+(?:her|him|them)$/u;

/** "reply to Anna and decline", "reply and say …": a part that only says who the reply is for, if anyone. */
const ADDRESS_ONLY = new RegExp(
  `^(?:reply|respond|answer|write back|write|get back)(?:(?:\\s+to)?\\s+(?:${WHO}|(?:this|the|his|her|their)\\s+(?:e-?mail|mail|message|invitation|invite|post)(?:\\s+from\\s+(?<from>${WHO}))?))?$`,
  "iu",
);

/**
 * The request a person made, or undefined when the words are not one (they
 * are then text to polish, or a question the built-in writer cannot answer).
 * A caller that has cleaned the text already passes it, so it is cleaned once.
 */
export function readRequest(
  text: string,
  cleaned = cleanDictation(text),
): WritingRequest | undefined {
  const request = readRequestAt(text, 0, cleaned);
  // "ask someone to carry it": no one a message could go to, so an order in the person's text.
  if (NO_ONE_IN_PARTICULAR.has(request?.recipient?.toLowerCase() ?? "")) return undefined;
  if (!request || !isForGroup(text, request.recipient)) return request;
  return { ...request, content: toGroup(request.content) };
}

/** Pronouns for someone not known yet, whom no message can go to ("everyone" is a group). */
const NO_ONE_IN_PARTICULAR = wordSet("someone somebody anyone anybody");

/** Whom a group is told: "the team", "everyone", "them", "the cleaners". */
const GROUPS =
  "them|everyone|everybody|all|(?:the|my|our)\\s+(?:team|group|staff|class|guys|folks|\\p{L}+(?<=[^s']s)(?![\\p{L}'’]))";
const TOLD_GROUP = new RegExp(
  `^(?:\\S+\\s+){0,4}?(?:tell|let|remind|ask|inform|e-?mail|write to|message|text|update|thank|congratulate|wish|apologi[sz]e to|say sorry to)\\s+(?:${GROUPS})\\b`,
  "iu",
);
const GROUP_RECIPIENT = /^(?:team|everyone|everybody|all|guys|folks|staff)$|\sand\s/iu;

/** Whether the message is for a group, in which "their" is the readers' own ("take your laptops"). */
function isForGroup(text: string, recipient: string | undefined): boolean {
  return GROUP_RECIPIENT.test(recipient ?? "") || TOLD_GROUP.test(text.slice(0, 120));
}

/** `cleaned` is `text` as dictation cleans it, when the caller has it already. */
function readRequestAt(
  text: string,
  leadsRead: number,
  cleaned = cleanDictation(text),
): WritingRequest | undefined {
  const tidied = withoutEndMarks(twoWordNameCapitalised(cleaned), ".?!")
    .replace(MADE_FOR_ME, "$1")
    .trim()
    .replace(PLEA_AFTER, "")
    .replace(ADDRESS_AFTER_WHOM, "$1")
    .replace(
      REPLY_ASKED_FIRST,
      (_, asked: string, next: string) => `${asked}, ${next.toLowerCase()}`,
    )
    .replace(NEWS_THEN_WRITE_HER, "tell $1 that $2")
    .replace(WRITE_ASKED_THEN_NEWS, "$1 ")
    .replace(/.+/su, copiedInMentioned)
    // "write to Tom for me that …": who it is for, said twice.
    // Only in the opening: "… ask her to wait for me and …" is what to say.
    .replace(FOR_ME, (said, at: number, whole: string) =>
      MESSAGE_BEGUN.test(whole.slice(0, at)) ? said : "",
    )
    // "let the team know: standup moves …": the colon leads to what they should know.
    .replace(/(?<![\p{L}'’])know:(?=\s)/iu, "know that");
  const framed = rephraseRequest(messageAfterReply(tidied, true));
  if (framed === undefined) return undefined;
  const rephrased = messageAfterReply(courtesiesAsVerbs(framed));
  const request = sayingBeforeNounClause(
    statementAfterAsking(text, cleaned, rephrased.replace(REPLY_THEN_WORDS, "$1: "))
      .replace(WRITE_TO, (...match) => {
        const { next } = match.at(-1) as { next: string };
        const after = (match.at(-2) as string).slice((match.at(-3) as number) + match[0].length);
        const lead = leadAfterWhom(next, after);
        return `write a message to ${match[1]} ${lead}`;
      })
      .replace(TEXT_WHOM, textedWhom),
  );
  const composed = request.match(COMPOSE);
  if (composed?.groups) {
    const rest = request.slice(composed[0].length).trim();
    return readComposed(composed.groups.piece ?? "", composed.groups.adjectives ?? "", rest);
  }
  const said = splitRequestParts(request);
  // "cancel my appointment, write to the clinic": who it is for, said last.
  const whoLast = said.length > 1 ? said.at(-1)?.text.match(TELL_WHO_LAST) : null;
  if (whoLast && runOnAtEnd(text, whoLast[0])) return undefined;
  const parts = whoLast ? said.slice(0, -1) : said;
  const address = (parts[0]?.text ?? "").match(ADDRESS_ONLY);
  const actions = address ? parts.slice(1) : parts;
  if (!actions[0]) return undefined;
  if (performAction(actions[0].text, true) === undefined) {
    const reported = requestAfterReport(request, leadsRead);
    if (reported) return reported;
    const told = toldAfter(actions);
    if (told || !whoLast) return told ?? requestAfterBackground(text, leadsRead);
    return { kind: "reply", recipient: nameIn(whoLast[1] ?? ""), content: carryOut(parts) };
  }
  // "answer the email from Tom and say …": Tom is who the reply is for.
  const from = address?.groups?.from ?? whoLast?.[1];
  const recipient = from ? nameIn(from) : recipientIn(request);
  return { kind: "reply", recipient, content: carryOut(actions) };
}

/**
 * How many leads before a request (background, a question to the writer,
 * what someone asked) are read past, one inside another. A person says one
 * or two ("What do I answer? Tell him …"), never twenty; each is read past by
 * reading the rest of the text again, so without a bound a text of nothing
 * but questions takes seconds.
 */
const MOST_LEADS = 3;

/**
 * "My boss wants the report. Write to him that it is ready on Monday.": the
 * request follows a sentence of background, which is not part of the message,
 * or a question to the writer ("What do I answer? Tell him …"), or a
 * statement and "so" ("I'm stuck in traffic so tell Lea …").
 */
function requestAfterBackground(text: string, leadsRead: number): WritingRequest | undefined {
  if (leadsRead >= MOST_LEADS) return undefined;
  const connective = text.match(ORDER_AFTER_CONNECTIVE);
  const ordered = connective
    ? readRequestAt(text.slice((connective.index ?? 0) + connective[0].length), leadsRead + 1)
    : undefined;
  if (ordered && connective) {
    const before = cleanDictation(text.slice(0, connective.index ?? 0));
    return { ...ordered, content: withReason(connective[0], before, ordered.content) };
  }
  // "if you see John, please tell him …": a condition is no statement, and the order is the reader's.
  const mention = CONDITION.test(text) ? null : text.match(ORDER_ABOUT_SOMEONE_MENTIONED);
  const told = mention
    ? readRequestAt(text.slice((mention.index ?? 0) + mention[0].length), leadsRead + 1)
    : undefined;
  if (told?.content && mention) {
    const about = personMentioned(text.slice(0, mention.index ?? 0));
    return { ...told, recipient: told.recipient ?? about };
  }
  const sentences = text.split(/(?<=[.!?])\s+(?=\p{L})/u);
  // The sentences from each one on are cut from one joined text: joining
  // them again for each sentence grows with the square of their number.
  const joined = sentences.join(" ");
  let offset = 0;
  for (let index = 1; index < sentences.length; index++) {
    offset += (sentences[index - 1]?.length ?? 0) + 1;
    const rest = joined.slice(offset);
    // "What do I answer to Marek? Tell him …": after a question, any request.
    const afterQuestion = sentences[index - 1]?.endsWith("?") === true;
    if (afterQuestion || COMPOSE.test(rest) || WRITE_TO.test(rest))
      return readRequestAt(rest, leadsRead + 1);
  }
  return undefined;
}

/** A text opened by a condition or a time clause: "if you see John …", "when Anna calls …". */
const CONDITION = /^(?:if|when|whenever|once|in case)\s/iu;

/** What someone did or asked, said first: "Priya asked if we can meet", "my boss wants the report". */
const REPORT =
  /^(?<who>(?:[Mm]y|[Oo]ur|[Tt]he)\s+\p{L}+|(?!(?:I|We|You|They|It|This|That|There)\b)\p{Lu}[\p{L}'’-]*)\s+(?:asked|asks|is asking|has asked|wants|wanted|would like|invited|sent|wrote|needs|needed|said|says|told|called|emailed|proposed|offered)\b[^,]*(?:,\s+but\s+(?!\s)[^,]*)?,\s+/u;

/**
 * "Priya asked if we can meet Thursday, say yes at 2 pm": what happened is
 * for the writer, not the message, and whoever it was about is whom the
 * message is for, unless the request names someone else.
 */
function requestAfterReport(request: string, leadsRead: number): WritingRequest | undefined {
  if (leadsRead >= MOST_LEADS) return undefined;
  const report = request.match(REPORT);
  if (!report) return undefined;
  const asked = readRequestAt(request.slice(report[0].length), leadsRead + 1);
  if (!asked?.content) return undefined;
  return { ...asked, recipient: asked.recipient ?? nameIn(report.groups?.who ?? "") };
}

/** A later part that is an order to the writer: "… and add my number", "…, ask him for the PO". */
const ORDER = new RegExp(
  `^(?:(?:please|also|then|just|${MANNER})\\s+)*(?:tell|ask|mention|add|apologi[sz]e|offer|remind|thank(?!\\s+you\\b)|include|attach|explain|decline|accept|confirm|let|say\\s+(?:sorry|thanks|thank you))\\b`,
  "iu",
);
/** Orders that add something to the message, which after steps said to a reader are one more step. */
const INCLUDING = /^(?:add|include|attach)\b/iu;
/** "…, tell Anna": who it is for, said last; "…, let me know" is not. */
const TELL_WHO_LAST = new RegExp(
  `^(?:please\\s+)?(?:tell|inform|let|send it to|send to|write to|write|e-?mail|message|text)\\s+(?!(?:me|us)\\b)(${WHO_BEFORE_LEAD})(?:\\s+know)?(?:\\s+please)?$`,
  "iu",
);

/**
 * "the meeting moved to thursday tell the team": an order run on after a
 * statement with no mark between, the last words of what was said, is the
 * person's own text (a note to clean); "…, tell Anna", marked off, is whom
 * the writer should write to.
 */
function runOnAtEnd(text: string, order: string): boolean {
  const said = withoutEndMarks(text.trimEnd(), ".?!").trimEnd().toLowerCase();
  const told = order.toLowerCase();
  if (!said.endsWith(told)) return false;
  return /[\p{L}\d]\s$/u.test(said.slice(Math.max(0, said.length - told.length - 2), -told.length));
}

/**
 * What was said first, then what to do with it: "the invoice was paid and
 * add my number", "we agree, ask him for the PO", "the report is ready, tell
 * Anna". Undefined when no later part is an order to the writer.
 */
function toldAfter(parts: RequestPart[]): WritingRequest | undefined {
  const later = parts.slice(1);
  const whoLast = later.at(-1)?.text.match(TELL_WHO_LAST);
  // "log in, open a ticket, attach a file": after steps said to the reader, one more step.
  const steps = opensWithStep(parts[0]?.text ?? "");
  const orders = later.filter(
    (part) =>
      ORDER.test(part.text) &&
      performAction(part.text) !== undefined &&
      !(steps && INCLUDING.test(part.text)),
  );
  if (!whoLast && orders.length === 0) return undefined;
  const said = whoLast ? parts.slice(0, -1) : parts;
  const recipient = whoLast ? nameIn(whoLast[1] ?? "") : recipientIn(orders[0]?.text ?? "");
  return { kind: "reply", recipient, content: carryOut(said) };
}
