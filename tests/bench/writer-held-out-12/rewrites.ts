/** Rewrites of a selection (the selection in `context`, the ask in `say`), asked for in many ways. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    say: "make it shorter",
    context:
      "I just wanted to reach out to let you know that at this point in time we are not able to process your refund, because the bank has not yet confirmed the payment.",
    keep: [],
  },
  {
    via: "transform",
    say: "more formal please",
    context: "hey guys the server is gonna be down tonight so pls save ur stuff before 10",
    keep: ["10"],
  },
  {
    via: "transform",
    say: "make this friendlier",
    context: "Send me the report by Friday.",
    keep: ["Friday"],
  },
  {
    via: "transform",
    say: "fix the grammar",
    context: "She have two kids and they goes to the same school since 2019.",
    keep: ["2019"],
  },
  {
    via: "transform",
    say: "change Tuesday to Thursday",
    context: "The inspection is on Tuesday at 9:00. Please leave the gate open on Tuesday morning.",
    keep: ["9:00"],
  },
  {
    via: "transform",
    say: "expand this a bit",
    context: "Thanks for the help with the move.",
    keep: [],
  },
  {
    via: "transform",
    say: "can you make it more polite",
    context: "Give me the keys back today.",
    keep: [],
  },
  {
    via: "transform",
    say: "simpler please",
    context:
      "Pursuant to our previous correspondence, we hereby notify you that the remittance remains outstanding.",
    keep: [],
  },
  {
    via: "transform",
    say: "replace Anna with Marta",
    context: "Anna will lead the workshop. Send your questions to Anna before noon.",
    keep: ["Marta"],
  },
  {
    via: "transform",
    say: "shorter and more professional",
    context:
      "yeah so basically we kinda missed the deadline because the supplier was late and stuff, sorry about that",
    keep: [],
  },
  {
    via: "transform",
    say: "add punctuation",
    context: "hi team the demo is on monday bring your laptops and chargers",
    keep: [],
  },
  {
    via: "transform",
    say: "this is too short make it longer",
    context: "Room 12 is free. Book it.",
    keep: ["12"],
  },
];
