/** Requests as people of many first languages phrase them. */
import { MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const SECOND_LANGUAGE_REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "please to write reply to Anna that the meeting is moved to Friday",
    keep: ["Anna", "Friday"],
    says: "meeting is moved to Friday",
  },
  {
    via: "chat",
    say: "make answer to Tomasz: the invoice is paid",
    keep: ["Tomasz"],
    says: "the invoice is paid",
  },
  {
    via: "chat",
    say: "I want to tell to John that the server is down since morning",
    keep: ["John"],
    says: "the server is down",
  },
  {
    via: "reply",
    say: "say to him that we need two more days for the translation",
    context: MARCUS,
    keep: ["Marcus"],
    says: "we need two more days",
  },
  {
    via: "chat",
    say: "you can write to Hiroshi that the samples arrived?",
    keep: ["Hiroshi"],
    says: "the samples arrived",
  },
  {
    via: "chat",
    say: "I need an email to Clara saying we postponed the launch to May",
    keep: ["Clara", "May"],
    says: "postponed the launch to May",
  },
  {
    via: "chat",
    say: "pls write to Hana the parcel was sent today",
    keep: ["Hana"],
    says: "parcel was sent today",
  },
  {
    via: "reply",
    say: "Verba, please reply to this mail and say that we agree with the new terms",
    context: TOMASZ,
    keep: ["Tomasz"],
    says: "we agree with the new terms",
  },
  {
    via: "voice",
    say: "ask Li Wei whether the 3 laptops arrived at the Berlin office",
    keep: ["Li Wei", "3 laptops", "Berlin"],
    says: "laptops arrived at the Berlin office",
  },
  {
    via: "reply",
    say: "i was in contact with the supplier yesterday he is agree with the price of 45 euro",
    context: TOMASZ,
    keep: ["45 euro"],
    punctuated: ["yesterday. He agrees with the price"],
  },
  {
    via: "chat",
    say: "reply to Fatima saying that yes we can meet on 12/03 at 4.30 pm and that I'll bring the samples",
    keep: ["Fatima", "12/03", "4.30 pm"],
    says: "bring the samples",
  },
  {
    via: "reply",
    say: "Please, answer him, that we will send the goods on Monday.",
    context: TOMASZ,
    keep: ["Tomasz", "Monday"],
    says: "send the goods on Monday",
  },
  { via: "chat", say: "Tom - tell him the car is ready", keep: ["Tom"], says: "the car is ready" },
  {
    via: "chat",
    say: "For Maria, write that the flat is available from June",
    keep: ["Maria", "June"],
    says: "available from June",
  },
  {
    via: "chat",
    say: "mail to Kim: the tickets are booked",
    keep: ["Kim"],
    says: "tickets are booked",
  },
  {
    via: "chat",
    say: "message for the team: the release is delayed to Thursday",
    keep: ["Thursday"],
    says: "release is delayed to Thursday",
  },
  {
    via: "voice",
    say: "so I want that you write to Piotr that the delivery is late",
    keep: ["Piotr"],
    says: "the delivery is late",
  },
  {
    via: "chat",
    say: "please make a email for Jorge, that we need the invoice again",
    keep: ["Jorge"],
    says: "we need the invoice again",
  },
  {
    via: "chat",
    say: "please can you ask to Sara if she has time tomorrow",
    keep: ["Sara"],
    says: "you have time tomorrow",
  },
  {
    via: "reply",
    say: "say him thank you for the fast answer",
    context: MARCUS,
    keep: ["Marcus"],
    says: "thank you for the fast answer",
  },
];
