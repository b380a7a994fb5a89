/** Rewrites of a selection in the extension, said as an instruction or picked as a tone. */
import type { WriterCase } from "../writer-cases/writer-case";

export const TRANSFORMS: WriterCase[] = [
  {
    via: "transform",
    say: "make this more formal",
    context: "hey Rafael, the shipment 5521 is late again, can u check with the carrier asap",
    keep: ["Rafael", "5521"],
  },
  {
    via: "transform",
    say: "shorter please",
    context:
      "I wanted to inform you that unfortunately, due to a number of reasons that are outside of our control, the delivery of order 66120 will be delayed until 18 November.",
    keep: ["66120", "18 November"],
  },
  {
    via: "transform",
    say: "make it friendlier",
    context: "Your request for leave from 2 to 6 June is approved.",
    keep: ["6 June"],
  },
  {
    via: "transform",
    say: "fix the grammar",
    context: "Me and my team has finished the audit for Hoffmann GmbH yesterday.",
    keep: ["Hoffmann GmbH"],
  },
  {
    via: "transform",
    say: "more polite",
    context: "Send me the contract for Kaveh Rostami today.",
    keep: ["Kaveh Rostami"],
  },
  {
    via: "transform",
    say: "make this sound more confident",
    context: "I think maybe our offer of 14,500 euros could be interesting for you, if it is okay.",
    keep: ["14,500"],
  },
  {
    via: "transform",
    say: "rewrite this professionally",
    context: "guys the demo for Petrobras moved to thursday dont be late",
    keep: ["Petrobras"],
  },
  {
    via: "transform",
    say: "rewrite it",
    tone: "formal",
    context: "Thx for the docs, Mr. Oyelaran. Will check and come back to you by Monday.",
    keep: ["Oyelaran", "Monday"],
  },
  {
    via: "transform",
    say: "make it more concise",
    tone: "concise",
    context:
      "Just a quick note to say that the meeting with Svetlana Ivanova has been moved from Wednesday to Friday at 11:00.",
    keep: ["Svetlana Ivanova", "11:00"],
  },
];
