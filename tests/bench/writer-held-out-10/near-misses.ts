/**
 * Near misses: speech that looks run together but whose join no editor would
 * break (a describing clause, a verb and what it says, a name and surname,
 * "so … that"); each piece must come through whole, with no mark inside.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { dictated } from "./cases";

export const NEAR_MISSES: WriterCase[] = [
  dictated("write", "the book I was reading is on the kitchen table", ["book I was reading is"]),
  dictated("chat", "the man who called yesterday left his number", [
    "man who called yesterday left",
  ]),
  dictated("voice", "I think he left early today", ["think he left early"]),
  dictated("write", "she laughed so much that she cried", ["so much that she cried"]),
  dictated("write", "we bought the car our neighbour was selling", [
    "car our neighbour was selling",
  ]),
  dictated(
    "chat",
    "my manager said that the deadline is Friday",
    ["said that the deadline is"],
    ["Friday"],
  ),
  dictated(
    "write",
    "I called Maria Gonzalez about the invoice",
    ["called Maria Gonzalez about"],
    ["Maria Gonzalez"],
  ),
  dictated("voice", "the shoes you sent me are too small", ["shoes you sent me are too small"]),
  dictated("write", "I know you are busy this week", ["know you are busy"]),
  dictated("write", "let me know when you get home", ["know when you get home"]),
  dictated("write", "the report we discussed on Monday needs one more chart", [
    "report we discussed on Monday needs",
  ]),
  dictated("chat", "I hope the weather stays nice for the wedding", [
    "hope the weather stays nice",
  ]),
  dictated(
    "write",
    "the people we met in Porto invited us to dinner",
    ["people we met in Porto invited us"],
    ["Porto"],
  ),
  dictated("voice", "please send the invoice to the accountant", [
    "send the invoice to the accountant",
  ]),
  dictated("write", "I am sure she will like the present", ["sure she will like the present"]),
  dictated("chat", "it was so cold that the pipes froze", ["so cold that the pipes froze"]),
  dictated("write", "the woman at the front desk gave me the wrong key", [
    "woman at the front desk gave me the wrong key",
  ]),
  dictated(
    "write",
    "Anh Nguyen will join us next week",
    ["Anh Nguyen will join us"],
    ["Anh Nguyen"],
  ),
  dictated("voice", "I believe the train leaves at eight", ["believe the train leaves"]),
  dictated("write", "we need someone who can speak Arabic", ["someone who can speak Arabic"]),
  dictated("chat", "my brother thinks the game starts at seven", ["thinks the game starts"]),
  dictated("write", "the email you forwarded yesterday had no attachment", [
    "email you forwarded yesterday had no attachment",
  ]),
  dictated("voice", "she told me the office was closed", ["told me the office was closed"]),
  dictated("write", "the place where we had lunch is closed today", [
    "place where we had lunch is closed",
  ]),
  dictated("write", "I wonder if the shop is still open", ["wonder if the shop is still open"]),
  dictated("chat", "nobody told us the flight was delayed", ["told us the flight was delayed"]),
  dictated("write", "the girl sitting next to me on the bus was reading my book", [
    "girl sitting next to me on the bus was",
  ]),
];
