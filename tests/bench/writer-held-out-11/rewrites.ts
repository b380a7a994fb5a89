/** Rewrites of a selection, asked for in the ways people ask for them. */
import type { WriterCase } from "../writer-cases/writer-case";
import { rewrite } from "./make";

export const REWRITES: WriterCase[] = [
  rewrite(
    "make it shorter",
    "I just wanted to write to you to let you know that, at this point in time, the shipment of 300 units is still waiting at the port in Rotterdam and we are not sure when it will be released.",
    ["300", "Rotterdam"],
  ),
  rewrite(
    "more formal please",
    "hey guys, gonna be late to the review on Monday, pls start without me",
    ["Monday"],
  ),
  rewrite(
    "can you make this friendlier",
    "Send me the timesheets by Friday. Late timesheets will not be paid this month.",
    ["Friday"],
  ),
  rewrite("fix the grammar", "She have three meeting tomorrow and the parcels arrives at 9.", [
    "9",
  ]),
  rewrite("change Tuesday to Thursday", "The inspection is on Tuesday at the warehouse in Izmir.", [
    "Izmir",
  ]),
  rewrite("expand this a bit", "Thanks for the help with the move, Bogdan.", ["Bogdan"]),
  rewrite("make it polite", "Give me the keys to flat 7 today.", ["7"]),
  rewrite(
    "simpler please my customers are not native speakers",
    "Notwithstanding the aforementioned delays, we anticipate that the consignment will be dispatched forthwith.",
  ),
  rewrite(
    "too long cut it down",
    "I was wondering if it might be possible to move our call with Mr Haidari from Wednesday to Thursday, because on Wednesday I have a lot of other things going on and I would really prefer Thursday if that works for everyone.",
    ["Haidari", "Thursday"],
  ),
  rewrite(
    "more professional",
    "no worries u can send the report whenever, thx for the update on the Dakar project",
    ["Dakar"],
  ),
  rewrite("replace Anna with Hanna", "Please ask Anna to sign the form before the audit.", [
    "Hanna",
  ]),
  rewrite(
    "please correct the mistakes",
    "Yesterday we finish the inventory and we find a hour of missing records in the system.",
  ),
  rewrite("it's too short make it longer", "Running late. Start without me."),
  rewrite(
    "write this in a more respectful way for my professor",
    "yeah I didn't do the essay, can I send it next week",
  ),
  rewrite("make it warmer", "Your order 66120 has shipped. It arrives in 3 days.", ["66120"]),
  rewrite(
    "shorten it",
    "We would like to take this opportunity to thank each and every one of you for all of your hard work and dedication over the course of the past year at our clinic in Nairobi.",
    ["Nairobi"],
  ),
];
