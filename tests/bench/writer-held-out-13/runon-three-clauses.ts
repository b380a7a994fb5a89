/** Run-ons of three clauses, some with a greeting or a sign-off at an end. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_THREE_CLAUSES: WriterCase[] = [
  runOn("the power went out the fridge stopped we lost all the food", [
    "out. The fridge",
    "stopped. We lost",
  ]),
  runOn("i called the airline they found my bag it arrives tomorrow", [
    "airline. They found",
    "bag. It arrives",
  ]),
  runOn(
    "the meeting went well the client signed we start in april",
    ["well. The client", "signed. We start"],
    { keep: ["April"] },
  ),
  runOn(
    "my car broke down Li gave me a lift we were only ten minutes late",
    ["down. Li gave", "lift. We were"],
    { keep: ["Li"], via: "chat" },
  ),
  runOn(
    "there was a call from the school Tomás has a fever can you pick him up",
    ["school. Tomás has", "fever. Can you"],
    { keep: ["Tomás"] },
  ),
  runOn("hi Kemal the parts came the invoice is in the box", ["came. The invoice"], {
    keep: ["Kemal"],
  }),
  runOn(
    "the doctor saw me the scan is clear i can go back to work",
    ["me. The scan", "clear. I can"],
    { via: "voice" },
  ),
  runOn("the flat is nice the rent is fair we want to sign", ["nice. The rent", "fair. We want"]),
  runOn("your refund was processed it takes five working days thank you for your patience", [
    "processed. It takes",
    "days. Thank you",
  ]),
  runOn("the lift is broken again use the stairs the engineer comes at three", [
    "again. Use the",
    "stairs. The engineer",
  ]),
  runOn("we missed the ferry the next one is full we will stay the night", [
    "ferry. The next",
    "full. We",
  ]),
  runOn(
    "the boiler is fixed the engineer says it is fine thanks for waiting",
    ["fixed. The engineer", "fine. Thanks for"],
    { via: "chat" },
  ),
  runOn(
    "hello Ms Ito the order shipped the tracking number is in the email see you soon",
    ["shipped. The tracking"],
    { keep: ["Ito"] },
  ),
  runOn("my phone fell in the sea it still works the screen is cracked", [
    "sea. It still",
    "works. The screen",
  ]),
  runOn(
    "the exam room changed it is now B12 please tell the others",
    ["changed. It", "B12. Please tell"],
    { keep: ["B12"] },
  ),
  runOn(
    "the vet phoned us Luna is fine she can come home tomorrow cheers Sam",
    ["us. Luna", "fine. She can"],
    { keep: ["Luna", "Sam"] },
  ),
];
