/**
 * A question asked after "please" or "kindly": "please can you send me the
 * invoice", "please could someone open the door". The courtesy opens the
 * sentence, so the modal and its subject after it still ask; "please do
 * send it" and "please will do" are orders and answers, which ask nothing.
 */
import { ANYONE } from "./question-subjects";
import { isComma, lower, type Token, wordSet } from "./tokens";

/** Courtesies said before a request. */
const COURTESIES = wordSet("please kindly");
/** Modals that ask when their subject follows: "can you", "could we", "would someone". */
const ASKING_MODALS = wordSet("can could would will");
/** Who a polite question asks of. */
const ASKED = new Set([...wordSet("you we i he she they"), ...ANYONE]);

/**
 * Whether the sentence's last clause ("Hi Anna, please can you …") opens on a
 * courtesy, then a modal and its subject.
 */
export function politeQuestionAt(sentence: Token[]): boolean {
  const clause = sentence.slice(sentence.findLastIndex(isComma) + 1);
  const words = clause.flatMap((token) => (token.kind === "word" ? [lower(token) ?? ""] : []));
  const [courtesy, modal, subject] = words;
  return (
    COURTESIES.has(courtesy ?? "") &&
    ASKING_MODALS.has(modal ?? "") &&
    ASKED.has(subject ?? "") &&
    words.length >= 4
  );
}
