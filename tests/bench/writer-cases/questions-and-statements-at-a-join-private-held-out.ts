/**
 * The private held-out split of questions-and-statements-at-a-join.ts,
 * written before the fix and not looked at while tuning: the same joins in
 * other words and voices, with near misses. Scored once: 14/18. One case
 * asked its question in chat, where a question is put to the assistant and
 * answered, not written out; it moved to the write box after scoring. The
 * misses left are listed by the bench as tuned misses.
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const QUESTIONS_AND_STATEMENTS_AT_A_JOIN_PRIVATE_HELD_OUT: WriterCase[] = [
  written("is there a bus to the airport we have a flight at 6", "airport? We have a flight"),
  written("are there still tickets for tonight my wife wants to come", "tonight? My wife wants"),
  written("is there wifi in the meeting room i need to share my screen", "room? I need to share"),
  written("is there a form i need to fill", "Is there a form I need to fill?"),
  written("please can we move the call to monday", "Please can we move the call to Monday?"),
  written("please could someone open the door", "Please could someone open the door?"),
  written("please keep the receipt", "Please keep the receipt."),
  written("the delivery comes tomorrow morning right", "morning, right?"),
  written("you paid the deposit already right", "already, right?"),
  written("the second door on the right", "on the right"),
  written("the breakfast is included or no", "included or no?"),
  said("i do not know if she comes or not", "comes or not."),
  written("my card was blocked again why", "again. Why?"),
  said("i asked the manager why", "I asked the manager why."),
  written("sure i can call you what is your number", "call you. What is your number?"),
  written("i will ask you what you think", "I will ask you what you think."),
  written("excuse me how much is this jacket", "Excuse me, how much is this jacket?"),
  said("excuse me you dropped your wallet", "Excuse me, you dropped your wallet."),
];
