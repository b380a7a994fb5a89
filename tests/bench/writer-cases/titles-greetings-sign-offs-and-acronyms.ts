/**
 * Names after a spelled-out title ("professor miller", "doctor nguyen",
 * "uncle raj"), a given name that is a common word too before a family name
 * ("mark wilson"), who is greeted and who signs ("dear hiring manager", "hi
 * again", "best regards anna"), and letters said as an acronym ("fails on
 * ci", "jessica from hr"). Near misses keep their case: a title with its
 * article ("the doctor said"), a title before a word that names no one
 * ("a doctor appointment"), "mark" or "will" as a verb ("mark the file",
 * "will you come").
 */
import type { WriterCase } from "./writer-case";

export const TITLES_GREETINGS_SIGN_OFFS_AND_ACRONYMS: WriterCase[] = [
  // A spelled-out title before a family name.
  {
    via: "write",
    say: "professor miller i could not attend the lecture because i was sick",
    keep: ["Professor Miller"],
  },
  { via: "write", say: "i spoke with doctor nguyen this morning", keep: ["Doctor Nguyen"] },
  {
    via: "write",
    say: "captain okafor will announce the delay",
    keep: ["Captain Okafor will announce"],
  },
  { via: "write", say: "judge hernandez dismissed the case", keep: ["Judge Hernandez"] },
  { via: "write", say: "we had dinner with uncle raj on sunday", keep: ["Uncle Raj", "Sunday"] },
  { via: "write", say: "father gallagher will lead the service", keep: ["Father Gallagher"] },
  {
    via: "write",
    say: "the meeting with professor brown is moved to friday",
    keep: ["Professor Brown", "Friday"],
  },
  { via: "write", say: "aunt maria sent a card for my birthday", keep: ["Aunt Maria"] },
  // A title with its article, or before a word that names no one.
  { via: "write", say: "the doctor said i should rest for a week", keep: ["The doctor said"] },
  { via: "write", say: "i have a doctor appointment at 3", keep: ["a doctor appointment"] },
  { via: "write", say: "my uncle lives in a small village", keep: ["My uncle lives"] },
  // A given name that is a common word too, before a family name.
  {
    via: "write",
    say: "could you forward me the email from mark wilson",
    keep: ["Mark Wilson"],
  },
  { via: "write", say: "i sent the contract to bill nakamura", keep: ["Bill Nakamura"] },
  { via: "write", say: "please mark the file as urgent", keep: ["mark the file"] },
  { via: "write", say: "when will the invoice arrive", keep: ["will the invoice"] },
  // Greetings.
  {
    via: "write",
    say: "dear hiring manager i am writing to apply for the position of data analyst",
    keep: [],
    punctuated: ["Dear hiring manager, I am writing"],
  },
  {
    via: "write",
    say: "hi again sorry i forgot to attach the file",
    keep: [],
    punctuated: ["Hi again, sorry"],
  },
  {
    via: "write",
    say: "hi mrs johnson emma will not be at school today she has a fever",
    keep: ["Mrs Johnson", "Emma will not be at school today."],
  },
  // Sign-offs with a name.
  { via: "write", say: "best regards anna", keep: ["Best regards,\nAnna"] },
  { via: "write", say: "kind regards james oconnor", keep: ["Kind regards,\nJames"] },
  {
    via: "write",
    say: "the slides are attached best regards tomasz",
    keep: ["Best regards,\nTomasz"],
  },
  // Letters said as an acronym.
  {
    via: "write",
    say: "the test passed on my machine but fails on ci",
    keep: ["fails on CI."],
  },
  { via: "write", say: "can you turn off the tv please", keep: ["the TV"] },
  { via: "write", say: "jessica from hr called about your contract", keep: ["Jessica from HR"] },
  { via: "write", say: "the price includes 21 percent vat", keep: ["VAT"] },
  { via: "write", say: "please send me the pdf before the meeting", keep: ["the PDF"] },
  { via: "write", say: "our new ceo starts in march", keep: ["CEO", "March"] },
  { via: "write", say: "the atm near the office does not work", keep: ["The ATM"] },
  { via: "write", say: "the flight number is ba 2490", keep: ["BA 2490"] },
];
