/** Questions said without a rising voice, and lists said in one breath. */
import type { WriterCase } from "../writer-cases";

export const QUESTIONS_AND_LISTS: WriterCase[] = [
  {
    via: "chat",
    say: "can you send me the slides from yesterday",
    keep: [],
    punctuated: ["?"],
  },
  {
    via: "voice",
    say: "ask Lucas if the car is ready and how much the repair costs",
    keep: ["Lucas"],
    says: "repair",
  },
  {
    via: "reply",
    say: "do you have the same model in blue and is delivery free",
    context: "Thanks for your interest in the Nordic armchair.",
    keep: [],
    punctuated: ["?"],
  },
  {
    via: "chat",
    say: "for the trip we need passports tickets the hotel booking and some euros",
    keep: [],
  },
  {
    via: "comment",
    say: "where did you buy this lamp",
    context: "My new reading corner!",
    keep: [],
    punctuated: ["?"],
  },
  {
    via: "chat",
    say: "write to the team the steps first pull the latest main then run the migrations then restart the server",
    keep: [],
    says: "migrations",
  },
  {
    via: "voice",
    say: "what time does the pharmacy close today",
    keep: [],
    punctuated: ["?"],
  },
  {
    via: "reply",
    say: "ask him whether the price includes installation and when they can start",
    context: "Hi, our quote for the kitchen is 8,400 euros. Best, Paolo",
    keep: [],
    says: "installation",
  },
  {
    via: "chat",
    say: "please bring the following to the workshop laptop charger notebook and your ID card",
    keep: ["ID"],
  },
  {
    via: "comment",
    say: "is this compatible with Windows 11 or only with macOS",
    context: "Release notes for version 5.0",
    keep: ["Windows 11", "macOS"],
    punctuated: ["?"],
  },
  {
    via: "chat",
    say: "ask Nadia three things who is coming to the dinner do we need a table for ten and can she call the restaurant",
    keep: ["Nadia"],
    says: "restaurant",
  },
  {
    via: "voice",
    say: "shopping list rice onions tomatoes two litres of milk and coffee",
    keep: [],
  },
  {
    via: "reply",
    say: "could you tell me the deadline for the application",
    context: "We are opening applications for the spring research grant.",
    keep: [],
    punctuated: ["?"],
  },
  {
    via: "chat",
    say: "message Yusuf why is the staging site down again",
    keep: ["Yusuf"],
    says: "staging",
  },
];
