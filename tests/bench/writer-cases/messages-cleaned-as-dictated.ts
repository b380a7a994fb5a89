/**
 * The message inside a request ("tell Anna …", "write to Omar …", "can you
 * ask Lea if …") cleaned as the same words dictated alone: its first word
 * kept ("what the client wants …", "all the …", "the email from …"), a
 * name opening it read as its subject ("write to Anna Omar approved …"), a
 * question run on after a statement given its stop and its question mark,
 * and the request's own question ("can you reply to Marek?") left out.
 * Beside them their near misses: a two-word name ("write to Li Na the
 * flight …") and a message that is one sentence.
 */
import { asked } from "./builders";
import type { WriterCase } from "./writer-case";

export const MESSAGES_CLEANED_AS_DICTATED: WriterCase[] = [
  // A name opening the message, then a verb: the name is its subject.
  asked("chat", "write to Anna Omar approved the budget", "Omar approved the budget", "Anna,"),
  asked(
    "voice",
    "write to Tomasz Kasia signed the lease yesterday",
    "Kasia signed the lease",
    "Tomasz,",
  ),
  // The message's first word kept.
  asked(
    "chat",
    "write to Lea what the client wants is a cheaper plan",
    "What the client wants is a cheaper plan.",
  ),
  asked(
    "voice",
    "write to Jonas the email from the bank was fake",
    "The email from the bank was fake.",
  ),
  asked("chat", "write to Ravi all the invoices are paid", "All the invoices are paid.", "Ravi,"),
  asked("voice", "write to the landlord all the windows leak", "All the windows leak."),
  // A reason opening the message.
  asked(
    "chat",
    "write to Mia because of the rain the trip is off",
    "the trip is off",
    "Because of the rain, the trip is off.",
  ),
  // A question run on after a statement.
  asked(
    "voice",
    "could you tell Anna the report is late can she wait until monday",
    "The report is late.",
    "late. Can you wait until Monday?",
  ),
  asked(
    "chat",
    "can you tell Sam the demo is moved does he still want to join",
    "The demo is moved.",
    "moved. Do you still want to join?",
  ),
  // The request's own question is no part of the message.
  asked("chat", "can you reply to Marek? tell him yes", "Yes.", "Marek,"),
  // Near misses: a two-word name, and a message of one sentence.
  asked("chat", "write to Li Na the flight is at 6", "The flight is at 6.", "Li Na,"),
  asked("voice", "tell Jonas all the rooms are booked", "All the rooms are booked.", "Jonas,"),
];
