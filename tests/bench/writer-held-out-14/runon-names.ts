/** Run-on dictations whose second clause opens with a name of a person or a place. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_NAMES: WriterCase[] = [
  {
    via: "write",
    say: "the meeting went well Priya liked the slides",
    keep: ["Priya"],
    punctuated: ["well. Priya liked"],
  },
  {
    via: "voice",
    say: "the car is ready Chidi can pick it up after four",
    keep: ["Chidi"],
    punctuated: ["ready. Chidi can"],
  },
  {
    via: "write",
    say: "the kitchen is finished Wojciech starts on the bathroom next week",
    keep: ["Wojciech"],
    punctuated: ["finished. Wojciech starts"],
  },
  {
    via: "write",
    say: "I missed the call Fatima left a message",
    keep: ["Fatima"],
    punctuated: ["call. Fatima left"],
  },
  {
    via: "chat",
    say: "the printer jammed twice Kofi fixed it",
    keep: ["Kofi"],
    punctuated: ["twice. Kofi fixed"],
  },
  {
    via: "write",
    say: "the hotel was full Ananya found us a guesthouse nearby",
    keep: ["Ananya"],
    punctuated: ["full. Ananya found"],
  },
  {
    via: "write",
    say: "the exam results are out Mehmet got the top mark",
    keep: ["Mehmet"],
    punctuated: ["out. Mehmet got"],
  },
  {
    via: "write",
    say: "our supplier raised the prices again Nguyen wants to find a new one",
    keep: ["Nguyen"],
    punctuated: ["again. Nguyen wants"],
  },
  {
    via: "comment",
    context: "Happy to share that I start as head of design at Nordlys next month!",
    say: "congratulations on the new role Olga you deserve it",
    keep: ["Olga"],
    punctuated: ["role, Olga"],
  },
  {
    via: "write",
    say: "the flight to Seoul was full Jiwoo booked us on the next one",
    keep: ["Seoul", "Jiwoo"],
    punctuated: ["full. Jiwoo booked"],
  },
  {
    via: "voice",
    say: "the water was off all morning Dmitri called the council",
    keep: ["Dmitri"],
    punctuated: ["morning. Dmitri called"],
  },
  {
    via: "write",
    say: "two of the tiles are cracked Aisha will take them back to the shop",
    keep: ["Aisha"],
    punctuated: ["cracked. Aisha will"],
  },
  {
    via: "write",
    say: "the invoice is still unpaid Carlos promised to pay it by Friday",
    keep: ["Carlos", "Friday"],
    punctuated: ["unpaid. Carlos promised"],
  },
  {
    via: "write",
    say: "I called the school Akiko said Yuki was not in class",
    keep: ["Akiko", "Yuki"],
    punctuated: ["school. Akiko said Yuki"],
  },
  {
    via: "chat",
    say: "the boxes are in the garage Lars can help you carry them",
    keep: ["Lars"],
    punctuated: ["garage. Lars can"],
  },
  {
    via: "write",
    say: "the patient in room four is awake Ama wants to see her",
    keep: ["Ama"],
    punctuated: ["awake. Ama wants"],
  },
  {
    via: "voice",
    say: "the trip was amazing Lisbon is so beautiful in spring",
    keep: ["Lisbon"],
    punctuated: ["amazing. Lisbon is"],
  },
  {
    via: "write",
    say: "the boss liked the idea Tomás will write the plan",
    keep: ["Tomás"],
    punctuated: ["idea. Tomás will"],
  },
  {
    via: "reply",
    context: "Hi, is the quote for the Nairobi office ready yet? Best, Wanjiru",
    say: "the quote is almost done Otieno is checking the prices",
    keep: ["Otieno"],
    punctuated: ["done. Otieno is checking"],
  },
];
