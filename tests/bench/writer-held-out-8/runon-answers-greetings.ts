/**
 * Run-on dictations whose second clause follows "yes", "no", "sure" or
 * thanks, or a greeting or a name called.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  // After yes, no, sure or thanks. After thanks a full stop and "!" are both right, so the
  // capital that opens the next sentence is what shows the break.
  {
    via: "write",
    say: "yes the conference room is free at 3",
    keep: ["3"],
    punctuated: ["Yes, the"],
  },
  {
    via: "write",
    say: "no the invoice was paid on the 2nd",
    keep: ["2nd"],
    punctuated: ["No, the"],
  },
  {
    via: "write",
    say: "sure i can cover your shift on Saturday",
    keep: ["Saturday"],
    punctuated: ["Sure, I"],
  },
  {
    via: "write",
    say: "thanks for the quick fix the page loads normally now",
    keep: [],
    punctuated: ["The page loads"],
  },
  {
    via: "voice",
    say: "yes we received both parcels",
    keep: [],
    punctuated: ["Yes, we"],
  },
  {
    via: "write",
    say: "no we don't need a bigger room",
    keep: [],
    punctuated: ["No, we"],
  },
  {
    via: "write",
    say: "thank you so much for the gift my daughter loves it",
    keep: [],
    punctuated: ["My daughter loves it"],
    tone: "friendly",
  },
  {
    via: "write",
    say: "sure the spare keys are in the top drawer",
    keep: [],
    punctuated: ["Sure, the"],
  },
  // After a greeting or a name called.
  {
    via: "write",
    say: "hi Samir the boxes arrived this morning the labels are wrong",
    keep: ["Samir"],
    punctuated: ["Samir,", "morning. The labels"],
  },
  {
    via: "write",
    say: "hello Nadia thanks for sending the slides",
    keep: ["Nadia"],
    punctuated: ["Nadia,"],
  },
  {
    via: "write",
    say: "Priya can you check the figures in column D",
    keep: ["Priya"],
    punctuated: ["Priya, can", "D?"],
  },
  {
    via: "write",
    say: "Marco the client is waiting in the lobby",
    keep: ["Marco"],
    punctuated: ["Marco, the"],
  },
  {
    via: "write",
    say: "dear Mr Adeyemi the repairs to your roof are scheduled for the 9th",
    keep: ["Adeyemi", "9th"],
    punctuated: ["Adeyemi,"],
    tone: "formal",
  },
  {
    via: "write",
    say: "hi Yuki the shipment will be late we are very sorry",
    keep: ["Yuki"],
    punctuated: ["Yuki,", "late. We"],
  },
  {
    via: "write",
    say: "Ana please send me the scan of your passport",
    keep: ["Ana"],
    punctuated: ["Ana, please"],
  },
  {
    via: "write",
    say: "hey team the standup moves to 9:30 tomorrow",
    keep: ["9:30"],
    punctuated: ["team,"],
    site: "chat.example.com",
  },
  {
    via: "write",
    say: "Mohammed are you free for a call after lunch",
    keep: ["Mohammed"],
    punctuated: ["Mohammed, are", "lunch?"],
  },
];
