/**
 * English as people with other first languages speak and type it: Polish and
 * Russian without articles, Spanish and Italian "I have 30 years", German word
 * order, Indian English "do the needful", Chinese tense and plural slips,
 * French "I am agree", Portuguese, Japanese and Korean politeness, Arabic and Turkish.
 */
import type { WriterCase } from "../writer-cases";
import {
  GIULIA,
  HIROSHI,
  INGRID,
  KWAME,
  LIAM,
  NADIA,
  OLGA,
  POST_ARTICLE,
  POST_HIRING,
  RAFAEL,
  ZOFIA,
} from "./contexts";

export const SECOND_LANGUAGE: WriterCase[] = [
  {
    via: "reply",
    say: "I checked backup yesterday, it is ok. Migration can start on Saturday, I will be online whole day",
    context: OLGA,
    keep: ["Olga", "Saturday"],
  },
  {
    via: "voice",
    say: "please send me report until Friday because manager needs it for meeting",
    keep: ["Friday"],
  },
  {
    via: "chat",
    say: "write to Sven that we received goods but invoice is missing",
    keep: ["Sven"],
    says: "missing",
  },
  {
    via: "voice",
    say: "I have 30 years and I am working in marketing since 8 years",
    keep: ["30"],
  },
  {
    via: "comment",
    say: "I am very interested, I have experience of 5 years with Node and I live in Lisbon since 2021",
    context: POST_HIRING,
    keep: ["Node", "Lisbon", "2021"],
  },
  {
    via: "reply",
    say: "thank you for the quote, is a bit expensive for us, is possible to make a better price?",
    context: RAFAEL,
    keep: ["Rafael"],
  },
  {
    via: "voice",
    say: "tomorrow I will send you the documents because today must I to the doctor go",
    keep: [],
  },
  {
    via: "reply",
    say: "the NDA have I yesterday signed, I send it to you today still",
    context: INGRID,
    keep: ["Ingrid", "NDA"],
  },
  {
    via: "reply",
    say: "kindly do the needful for the backup and revert back once done",
    context: OLGA,
    keep: ["Olga"],
  },
  {
    via: "reply",
    say: "I have one doubt, can we prepone the sync to 3 pm tomorrow",
    context: NADIA,
    keep: ["Nadia", "3 pm"],
  },
  {
    via: "chat",
    say: "write to Deepa that I will revert back on the timesheet by today evening itself",
    keep: ["Deepa"],
    says: "timesheet",
  },
  {
    via: "reply",
    say: "yesterday I send the figure to you, maybe you not receive? I send again now",
    context: LIAM,
    keep: ["Liam"],
  },
  {
    via: "voice",
    say: "we have many customer in Shenzhen and they all want the new feature since last month",
    keep: ["Shenzhen"],
  },
  {
    via: "comment",
    say: "I am totally agree, in my team we have the same problem since two years",
    context: POST_ARTICLE,
    keep: [],
  },
  {
    via: "reply",
    say: "I will assist to the meeting tomorrow and I will present you the new prices",
    context: HIROSHI,
    keep: [],
  },
  {
    via: "reply",
    say: "I stay waiting for your answer, any doubt you can call me",
    context: RAFAEL,
    keep: ["Rafael"],
  },
  {
    via: "chat",
    say: "write to Rafael that we already did the payment and he can to send the products",
    keep: ["Rafael"],
    says: "payment",
  },
  {
    via: "reply",
    say: "thank you very much for your kind email, we are very sorry for late reply, we would be grateful if you could kindly consider our proposal",
    context: HIROSHI,
    keep: [],
  },
  {
    via: "reply",
    say: "excuse me, sorry to bother you, when you have time could you possibly check the document I sent",
    context: OLGA,
    keep: ["Olga"],
  },
  {
    via: "chat",
    say: "please make polite answer to Olga, we are agree with migration on weekend",
    keep: ["Olga"],
    says: "migration",
  },
  {
    via: "voice",
    say: "yesterday I have been in the office of the client and they have said they want more informations",
    keep: [],
  },
  {
    via: "reply",
    say: "invoice I will send tomorrow, today is holiday in Poland",
    context: ZOFIA,
    keep: ["Zofia", "Poland"],
  },
  {
    via: "reply",
    say: "we will be very happy if you will send us the agenda of the call before",
    context: KWAME,
    keep: ["Kwame"],
  },
  {
    via: "reply",
    say: "the room is not available for this date, we are sorry. Maybe other date is possible for you?",
    context: GIULIA,
    keep: ["Giulia"],
  },
  {
    via: "voice",
    say: "I need to make the decision until Monday and after I will inform you",
    keep: ["Monday"],
  },
];
