/**
 * Requests to a person said with the team they are from, found by probing on
 * 2026-11-28 (third session): "ask jessica from hr about the new policy" lost
 * the name and asked "Could you tell me from hr about …". The team says who
 * the person is; the message is to them. With a near miss: "from" that names
 * no team stays in the message.
 */
import { asked, keeping } from "./builders";
import type { WriterCase } from "./writer-case";

export const PEOPLE_FROM_A_TEAM: WriterCase[] = [
  keeping(
    ["Jessica"],
    asked(
      "chat",
      "can you ask jessica from hr about the new policy",
      "new policy",
      "more about the new policy?",
    ),
  ),
  asked("write", "ask tom from accounting if the invoice is paid", "invoice is paid", "paid?"),
  keeping(
    ["Chen Wei"],
    asked("chat", "tell chen wei from the sales team that the price is fine", "price is fine"),
  ),
  keeping(
    ["Anna"],
    asked("chat", "remind anna from the london office to send the slides", "send the slides"),
  ),
  asked("write", "email tom from it that the laptop is broken", "laptop is broken"),
  asked("reply", "ask priya from legal whether the contract is signed", "contract is signed"),
];
