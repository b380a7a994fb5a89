/**
 * Requests opened the polite ways second-language speakers open them ("would
 * you mind", "could you maybe", "can you please to", "I need you to"), with
 * their second parts, which are orders to the writer; a reason said before
 * "so tell …"; names said in twos before "and"; "you know" said as a filler
 * first; and edits of a selection asked for in a word or two.
 */
import { TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

const LONG =
  "We would like to inform you that the meeting that was planned for Friday has been moved to Monday because several people cannot attend.";

export const POLITE_REQUESTS_AND_THEIR_PARTS: WriterCase[] = [
  {
    via: "chat",
    say: "would you mind writing to Sofia that the car is ready and add my mobile number",
    keep: ["Sofia"],
    says: "the car is ready",
  },
  {
    via: "chat",
    say: "would you mind to write Hugo that the keys are at the reception",
    keep: ["Hugo"],
    says: "keys are at the reception",
  },
  {
    via: "chat",
    say: "could you maybe ask Pierre whether the contract is signed",
    keep: ["Pierre"],
    says: "whether the contract is signed",
  },
  {
    via: "chat",
    say: "could you perhaps ask Yuki if the samples arrived",
    keep: ["Yuki"],
    says: "the samples arrived",
  },
  {
    via: "chat",
    say: "can you please to write to Olga that the delivery is late",
    keep: ["Olga"],
    says: "the delivery is late",
  },
  {
    via: "chat",
    say: "can you kindly to tell Mehmet the room is booked for thursday",
    keep: ["Mehmet", "Thursday"],
    says: "room is booked for Thursday",
  },
  {
    via: "chat",
    say: "I need you to tell Kenji that the demo moved to monday",
    keep: ["Kenji", "Monday"],
    says: "demo moved to Monday",
  },
  {
    via: "chat",
    say: "please to inform Ahmed that his visa is approved",
    keep: ["Ahmed"],
    says: "visa is approved",
  },
  {
    via: "chat",
    say: "write to Ahmed what we agreed yesterday about the price",
    keep: ["Ahmed"],
    says: "agreed yesterday about the price",
  },
  {
    via: "chat",
    say: "write to Carmen what I told you about the new schedule",
    keep: ["Carmen"],
    says: "the new schedule",
  },
  {
    via: "chat",
    say: "I would be grateful if you could tell Sara that the report is ready",
    keep: ["Sara"],
    says: "the report is ready",
  },
  {
    via: "chat",
    say: "can you do me a favour and tell Ali the keys are under the mat",
    keep: ["Ali"],
    says: "the keys are under the mat",
  },
  {
    via: "chat",
    say: "you could write to Hiro that we land at seven thirty tomorrow",
    keep: ["Hiro", "7:30 tomorrow"],
    says: "we land at 7:30 tomorrow",
  },
  {
    via: "chat",
    say: "can you write to Ivan the car is ready",
    keep: ["Ivan"],
    says: "the car is ready",
  },
  {
    via: "chat",
    say: "is it possible you email Dana the invoice is paid",
    keep: ["Dana"],
    says: "the invoice is paid",
  },
  // Near misses: a suggestion and a wish for the person themselves.
  { via: "chat", say: "you could try restarting the router", keep: ["You could try restarting"] },
  {
    via: "chat",
    say: "I would be grateful if you could send me the file",
    keep: ["send me the file"],
  },
  // A reason said before "so tell …" stays in the message.
  {
    via: "chat",
    say: "I'm stuck in traffic so tell Lea I'll be ten minutes late",
    keep: ["Lea"],
    says: "stuck in traffic",
  },
  {
    via: "chat",
    say: "the train is cancelled so please tell Bogdan I will be late",
    keep: ["Bogdan"],
    says: "train is cancelled",
  },
  {
    via: "chat",
    say: "my son is sick so write to Mrs Okafor that he stays home today",
    keep: ["Okafor"],
    says: "sick",
  },
  // Near miss: a reason said after the message is kept too.
  {
    via: "chat",
    say: "tell Lea I'm sick so I can't come today",
    keep: ["Lea"],
    says: "sick, so i cannot come today",
  },
  // Names said in twos before "and".
  {
    via: "chat",
    say: "tell anna tom and ben that the meeting is moved to friday",
    keep: ["Anna", "Tom", "Ben", "Friday"],
    says: "meeting is moved to Friday",
  },
  {
    via: "chat",
    say: "write to Tom that the offer is ready and cc maria lopez and jan kowalski",
    keep: ["Tom", "Maria Lopez", "Jan Kowalski"],
    says: "offer is ready",
  },
  {
    via: "chat",
    say: "ask piotr nowak and li wei whether they can join on monday",
    keep: ["Piotr Nowak", "Li Wei", "Monday"],
    says: "can join on Monday",
  },
  // A reporting verb ending in "-ed" and what it reported.
  {
    via: "chat",
    say: "tell Marek the airline texted our gate changed",
    keep: ["Marek", "texted", "gate changed"],
    says: "the airline texted",
  },
  {
    via: "voice",
    say: "the school emailed the trip is cancelled",
    keep: ["emailed", "trip is cancelled"],
  },
  // Companies and products kept as said.
  {
    via: "chat",
    say: "tell Jonas the eBay order from IKEA arrived and the SAP migration is done",
    keep: ["Jonas", "eBay", "IKEA", "SAP"],
    says: "SAP migration is done",
  },
  {
    via: "reply",
    say: "say that we moved from Slack to Microsoft Teams and our iPhone app is on TestFlight",
    context: TOMASZ,
    keep: ["Slack", "Microsoft Teams", "iPhone", "TestFlight"],
    says: "moved from Slack to Microsoft Teams",
  },
  // "You know" as a filler first; "as you know", "do you know" say something.
  { via: "voice", say: "you know the report is late again", keep: ["The report is late again."] },
  { via: "voice", say: "you know I think we should wait", keep: ["I think we should wait."] },
  { via: "voice", say: "as you know the budget is tight", keep: ["As you know"] },
  {
    via: "chat",
    say: "write to Ines that as you know the office moves in june",
    keep: ["Ines", "June"],
    says: "as you know",
  },
  // Edits of a selection asked for in a word or two.
  {
    via: "transform",
    say: "shorter please",
    context: LONG,
    keep: ["Friday", "Monday"],
    punctuated: ["The meeting planned for Friday has been moved to Monday"],
  },
  {
    via: "transform",
    say: "make it shorter pls",
    context: LONG,
    keep: ["Monday"],
    punctuated: ["The meeting planned for Friday has been moved to Monday"],
  },
  {
    via: "transform",
    say: "more formal please",
    context: "hey guys the meeting is moved to monday, sorry about that",
    keep: ["Monday"],
    punctuated: ["apologies"],
  },
  {
    via: "transform",
    say: "less stiff",
    context: "We hereby inform you that the meeting has been rescheduled to Monday.",
    keep: ["Monday"],
    punctuated: ["eeting has been moved to Monday."],
  },
];
