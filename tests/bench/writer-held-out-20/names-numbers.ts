/**
 * Names, figures, dates, times, emails, codes and addresses that must come
 * through exactly (`keep`), some of them at a run-on join.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "my name is tomasz kowalczyk my booking reference is 48213",
    keep: ["Tomasz Kowalczyk", "48213"],
    punctuated: ["Kowalczyk. My booking"],
  },
  {
    via: "reply",
    context: "When and where is the kickoff meeting? Thanks, Bruno",
    say: "the meeting is on march 12 at 9:30 in room 214",
    keep: ["March 12", "9:30", "214"],
  },
  {
    via: "chat",
    say: "you can reach me at ana.ruiz@example.com after 5 every day",
    keep: ["ana.ruiz@example.com", "5"],
  },
  {
    via: "write",
    say: "please pay $250 by september 1 the reference is 0055 8812",
    keep: ["$250", "September 1", "0055 8812"],
    punctuated: ["September 1. The reference"],
  },
  {
    via: "write",
    say: "our new colleague is priya raghunathan she starts on the 2nd",
    keep: ["Priya Raghunathan", "2nd"],
    punctuated: ["Raghunathan. She starts"],
  },
  {
    via: "reply",
    context: "Hi, when will my order ship? Regards, Amelie",
    say: "the order number is 77120 it ships on friday",
    keep: ["77120", "Friday"],
    punctuated: ["77120. It ships"],
  },
  {
    via: "write",
    say: "my flight number is lh 1234 it lands at 14:20",
    keep: ["1234", "14:20"],
  },
  {
    via: "write",
    say: "i met zhang wei and li na at the trade fair in shenzhen",
    keep: ["Zhang Wei", "Li Na", "Shenzhen"],
  },
  {
    via: "write",
    say: "send the files to jan novak at jan.novak@firma.cz",
    keep: ["Jan Novak", "jan.novak@firma.cz"],
  },
  {
    via: "voice",
    say: "my appointment with doctor okafor is on june 18",
    keep: ["Okafor", "June 18"],
  },
  {
    via: "write",
    say: "we grew by 12% our revenue reached 3.4 million",
    keep: ["12%", "3.4 million"],
    punctuated: ["12%. Our revenue"],
  },
  {
    via: "reply",
    context: "What is the address of the new showroom? Cheers, Duarte",
    say: "the showroom is at 14 rua augusta in lisbon",
    keep: ["14 Rua Augusta", "Lisbon"],
  },
  {
    via: "write",
    say: "call fatima hassan on extension 3405 she handles the visas",
    keep: ["Fatima Hassan", "3405"],
    punctuated: ["3405. She handles"],
  },
  {
    via: "write",
    say: "the kickoff is on monday january 8 at 10",
    keep: ["Monday", "January 8", "10"],
  },
  {
    via: "reply",
    context: "Could you send me the tracking number? Thanks, Svetlana",
    say: "the tracking number is 40217736 it should arrive on thursday",
    keep: ["40217736", "Thursday"],
    punctuated: ["40217736. It should"],
  },
  {
    via: "chat",
    say: "i transferred 75 euros to giulia rossi for the concert tickets",
    keep: ["75", "Giulia Rossi"],
  },
  {
    via: "comment",
    context: "Who is speaking at the data summit this year?",
    say: "olusegun adeyemi from lagos gives the keynote on october 21",
    keep: ["Olusegun Adeyemi", "Lagos", "October 21"],
  },
];
