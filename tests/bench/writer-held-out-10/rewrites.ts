/** Rewrites of a selection, asked for in the ways people ask. */
import type { WriterCase } from "../writer-cases/writer-case";

/** A selection (`context`) and the ask said about it. */
function rewrite(say: string, context: string, keep: string[] = []): WriterCase {
  return { via: "transform", say, context, keep };
}

export const REWRITES: WriterCase[] = [
  rewrite(
    "make it more formal",
    "hey guys the meeting is gonna be moved to Thursday cuz the room is booked",
    ["Thursday"],
  ),
  rewrite(
    "shorter",
    "I was wondering if it might be possible for you to send me the report at this point in time, because I need it for the meeting with the client tomorrow morning.",
  ),
  rewrite("make it longer", "Thanks for the update."),
  rewrite("can you make this friendlier", "Send me the file by 5.", ["5"]),
  rewrite("fix the grammar", "She have two kids and they goes to the same school."),
  rewrite("change Tuesday to Thursday", "The meeting is on Tuesday at 3 pm in room 4.", ["3 pm"]),
  rewrite(
    "make it simpler",
    "We regret to inform you that your application has not been successful on this occasion.",
  ),
  rewrite("make it polite", "u need to sign the contract asap pls"),
  rewrite("expand this a bit", "Our team will deliver the new website in May.", ["May"]),
  rewrite(
    "correct the mistakes please",
    "The parcels arrives yesterday and the customer are happy.",
  ),
  rewrite(
    "make it more concise",
    "I think that we should maybe try to perhaps move the deadline a little bit later if that is okay with everyone on the team.",
  ),
  rewrite("make it sound nicer", "Piotr, the invoice is attached. Pay it by Friday.", [
    "Piotr",
    "Friday",
  ]),
  rewrite("replace printer with scanner", "Please replace the old printer in room 12.", ["12"]),
  rewrite("more professional please", "hey, can u check the invoice? thx"),
  rewrite("it's too short, add more detail", "Your order has been shipped."),
  rewrite("make it warmer", "Your request was received. We will answer within 3 working days.", [
    "3 working days",
  ]),
];
