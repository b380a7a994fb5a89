/**
 * Lists said without commas and run on into the next clause, a person
 * greeted or called with a title ("Dr", "Mrs", which is part of the name and
 * takes no comma of its own), and requests to write phrased the ways people
 * of many first languages ask ("help me to write", "I want that you write",
 * "can you to reply"), beside their near misses: pairs that are one thing
 * ("fish and chips"), a compound noun, a name as a subject, a question that
 * asks for no message.
 */

import { asked, keeping, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

const HADDAD =
  "From: Karim Haddad <karim@example.com>\n\nHello,\nThe contract is attached.\nKarim Haddad";

export const LISTS_TITLES_AND_REQUESTS_MISSED: WriterCase[] = [
  // A list said without commas, then a new clause.
  said(
    "the order had three chairs a table and two lamps one lamp arrived broken",
    "three chairs, a table and two lamps. One lamp arrived broken.",
  ),
  typed(
    "our team covers Kenya Uganda and Tanzania the office is in Nairobi",
    "Kenya, Uganda and Tanzania. The office is in Nairobi.",
  ),
  said(
    "he plays guitar drums and piano his brother only sings",
    "guitar, drums and piano. His brother only sings.",
  ),
  said(
    "we visited Porto Lisbon and Faro the weather was perfect",
    "Porto, Lisbon and Faro. The weather was perfect.",
  ),
  said(
    "you need your passport two photos and the form the embassy is closed on friday",
    "your passport, two photos and the form. The embassy is closed on Friday.",
  ),
  said(
    "I speak Polish Russian and a little French my Spanish is rusty",
    "Polish, Russian and a little French. My Spanish is rusty.",
  ),
  said(
    "she studied in Delhi Pune and Chennai her first job was in Mumbai",
    "Delhi, Pune and Chennai. Her first job was in Mumbai.",
  ),
  typed(
    "mum bought eggs milk and two loaves of bread the fridge is full now",
    "eggs, milk and two loaves of bread. The fridge is full now.",
  ),
  typed(
    "the course covers grammar vocabulary and listening the exam is in June",
    "grammar, vocabulary and listening. The exam is in June.",
  ),
  said(
    "the room has a desk a bed and a small fridge the bathroom is shared",
    "a desk, a bed and a small fridge. The bathroom is shared.",
  ),
  said(
    "my grandmother speaks Greek Turkish and Arabic her Italian is basic",
    "Greek, Turkish and Arabic. Her Italian is basic.",
  ),
  said(
    "we passed Vienna Prague and Berlin the trains were on time",
    "Vienna, Prague and Berlin. The trains were on time.",
  ),
  said(
    "tomorrow bring your boots a torch and two sandwiches the hike starts at six",
    "your boots, a torch and two sandwiches. The hike starts at six.",
  ),
  said(
    "on saturday pack a swimsuit the pool opens at nine",
    "On Saturday pack a swimsuit. The pool opens at nine.",
  ),
  said(
    "the box holds pens pencils and erasers tape is extra",
    "pens, pencils and erasers. Tape is extra.",
  ),
  said(
    "we packed two tents a stove and a lantern everyone else brought food",
    "two tents, a stove and a lantern. Everyone else brought food.",
  ),
  // Pairs that are one thing, compound nouns and adjectives: no comma, no break.
  said("the kids want mac and cheese for lunch", "The kids want mac and cheese for lunch."),
  said("he danced to rhythm and blues all evening", "He danced to rhythm and blues all evening."),
  said("she bought cheese and onion crisps for the trip", "She bought cheese and onion crisps"),
  said("the health and safety rules changed in May", "The health and safety rules changed"),
  said("we rented a small white van", "We rented a small white van."),
  said("fish and chips is my favourite meal", "Fish and chips is my favourite meal."),
  said("the research and development budget grew again", "The research and development budget"),

  // A title is part of the name: no comma after it, one after the name.
  said("dear Mr Haddad thanks for sending the contract", "Dear Mr Haddad, thanks for sending"),
  {
    via: "write",
    say: "dear Mr Haddad thanks for sending the contract",
    keep: ["Mr Haddad"],
    punctuated: ["Dear Mr Haddad,"],
  },
  {
    via: "reply",
    say: "dear Mr Haddad thanks for sending the contract",
    context: HADDAD,
    keep: ["Mr Haddad"],
    punctuated: ["Mr Haddad,"],
  },
  typed(
    "hi Dr Lindqvist the results came back normal",
    "Hi Dr Lindqvist, the results came back normal.",
  ),
  said(
    "good morning Mrs Okafor the parcel arrived today",
    "Good morning Mrs Okafor, the parcel arrived today.",
  ),
  {
    via: "write",
    say: "hello Prof Yamamoto I have a question about the exam",
    keep: ["Prof Yamamoto"],
    punctuated: ["Hello Prof Yamamoto,"],
  },
  said("dear Mr. Brandt the keys are at reception", "Dear Mr. Brandt, the keys are at reception."),
  typed(
    "hello mrs ibrahim the keys are at the front desk",
    "Hello Mrs Ibrahim, the keys are at the front desk.",
  ),
  {
    via: "write",
    say: "dear prof nakamura I attach my thesis draft",
    keep: ["Prof Nakamura"],
    punctuated: ["Dear Prof Nakamura, I attach my thesis draft."],
  },
  // A name called with its title, then a clause.
  said(
    "Dr Mensah my mother's blood pressure is still high",
    "Dr Mensah, my mother's blood pressure is still high.",
  ),
  said(
    "Mrs Kowalski the heating is not working again",
    "Mrs Kowalski, the heating is not working again.",
  ),
  {
    via: "write",
    say: "Prof Weber can I submit the essay on Monday",
    keep: ["Prof Weber"],
    punctuated: ["Prof Weber, can I submit the essay on Monday?"],
  },
  {
    via: "reply",
    say: "Dr Mensah my father's blood sugar is high again since Monday",
    context:
      "From: Kwame Mensah <kwame@example.com>\n\nHello,\nHow is your father doing?\nDr Kwame Mensah",
    keep: ["Dr Mensah", "Monday"],
    punctuated: ["Hello Dr Mensah,\n\nMy father's blood sugar"],
  },
  // A name with its title as the subject: no comma.
  said("Dr Mensah said the scan is fine", "Dr Mensah said the scan is fine."),
  said("Mrs Kowalski lives on the second floor", "Mrs Kowalski lives on the second floor."),

  // Requests to write, phrased the ways people ask.
  keeping(
    [],
    asked(
      "chat",
      "can you help me to write to my landlord that the window is broken",
      "the window is broken",
    ),
  ),
  keeping(
    [],
    asked(
      "voice",
      "help me to write to the gym that I want to cancel my membership",
      "I want to cancel my membership",
    ),
  ),
  keeping(
    ["Alvarez"],
    asked(
      "chat",
      "help me reply Mr Alvarez the parcel is delayed we can send a new one",
      "the parcel is delayed",
      "delayed. We can send a new one.",
    ),
  ),
  keeping(
    ["Kenji"],
    asked(
      "chat",
      "I would like you to write a short note to Kenji that the meeting moved to 3",
      "the meeting moved to 3",
    ),
  ),
  keeping(
    ["Olga"],
    asked("chat", "I want that you write to Olga that the payment is done", "payment is done"),
  ),
  keeping(
    ["Farid"],
    asked("chat", "please make a message for Farid that the car is ready", "car is ready"),
  ),
  keeping(
    ["Ahmed"],
    asked("chat", "can you to reply Ahmed that we accept the offer", "we accept the offer"),
  ),
  keeping(
    ["Mia"],
    asked(
      "chat",
      "I'd like you to draft an email to the school that Mia is sick today",
      "Mia is sick today",
    ),
  ),
  keeping(
    ["Tomasz"],
    asked(
      "chat",
      "could you answer Tomasz? tell him we are fully booked",
      "we are fully booked",
      "Hello Tomasz,",
    ),
  ),
  keeping(
    ["Maria"],
    asked(
      "chat",
      "tell maria lopez the keys are under the mat",
      "the keys are under the mat",
      "Maria Lopez,",
    ),
  ),
  keeping(
    ["Jonas"],
    asked(
      "chat",
      "email Jonas since the shop is closed we deliver on Monday",
      "we deliver on Monday",
      "Hello Jonas,",
    ),
  ),
  keeping(
    ["Bea"],
    asked(
      "voice",
      "could you please to write Bea that I will bring the cake",
      "I will bring the cake",
    ),
  ),
  keeping(
    ["Kofi"],
    asked(
      "chat",
      "I need that you reply to Kofi we accept the new price",
      "we accept the new price",
    ),
  ),
  keeping(
    ["Sven"],
    asked("chat", "we want that you write to Sven that his bike is repaired", "bike is repaired"),
  ),
  keeping(
    ["Tanaka"],
    asked(
      "chat",
      "would you help me to write Dr Tanaka that I need a new appointment",
      "I need a new appointment",
    ),
  ),
  {
    via: "reply",
    say: "hi Dr Mensah the results are normal",
    context: "From: Amara Mensah <amara@example.com>\n\nHi,\nAny news on my results?\nAmara",
    keep: ["Dr Mensah"],
    punctuated: ["Hello Dr Mensah,", "The results are normal."],
  },
  {
    via: "comment",
    say: "Dr Ahmed thank you for the great talk",
    keep: ["Dr Ahmed"],
    punctuated: ["Dr Ahmed, thank you for the great talk."],
  },
  keeping(
    ["Priya"],
    asked("voice", "can you help me answer Priya the budget is approved", "the budget is approved"),
  ),
  keeping(
    ["Grace"],
    asked(
      "chat",
      "please make for me an email to Grace that the order is delayed",
      "order is delayed",
    ),
  ),
  keeping(
    ["Jin"],
    asked(
      "chat",
      "could you help me with an email to Jin that the train is cancelled",
      "the train is cancelled",
    ),
  ),
  typed("please help to carry the boxes upstairs", "Please help to carry the boxes upstairs."),
  // Not requests to write: a question about something else, a wish about writing.
  typed("can you help me understand this letter", "I can't answer questions"),
  typed("I would like to write more often", "I would like to write more often."),
];
