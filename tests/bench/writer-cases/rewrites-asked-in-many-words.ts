/**
 * More rewrites of a selection, asked the way people of many first languages
 * ask ("write it more short", "improve my english", "make it sound more
 * nice"): slips a second-language writer makes, formulas of official letters,
 * orders given with "you must", and chat shorthand.
 */
import { rewritten } from "./builders";
import type { WriterCase } from "./writer-case";

export const REWRITES_ASKED_IN_MANY_WORDS: WriterCase[] = [
  rewritten(
    "improve my english",
    "There is many reasons for the delay and the supplier is not agree with our plan.",
    [],
    "There are many reasons for the delay",
    "the supplier does not agree with our plan.",
  ),
  rewritten(
    "please make correction",
    "I didn't went to the training because my son was sick.",
    [],
    "I didn't go to the training because my son was sick.",
  ),
  rewritten(
    "correct me the mistakes",
    "Thank you for the informations about the new office in Gdańsk.",
    ["Gdańsk"],
    "Thank you for the information about the new office in Gdańsk.",
  ),
  rewritten(
    "grammar check pls",
    "We need a hour to set up the room and an user account for Mehmet.",
    ["Mehmet"],
    "We need an hour to set up the room and a user account for Mehmet.",
  ),
  rewritten(
    "fix my english",
    "I look forward to hear from you about the offer for Villa Rosa.",
    ["Villa Rosa"],
    "I look forward to hearing from you about the offer for Villa Rosa.",
  ),
  rewritten(
    "correct it",
    "You can to pick up the keys from Mrs Haddad after 4 pm.",
    ["Haddad", "4 pm"],
    "You can pick up the keys from Mrs Haddad after 4 pm.",
  ),
  rewritten(
    "correct grammar",
    "In the meeting we discussed about the budget and the new design is more better.",
    [],
    "we discussed the budget and the new design is better.",
  ),
  rewritten(
    "check grammar",
    "My brother work in Nairobi and he visit us every summer.",
    ["Nairobi"],
    "My brother works in Nairobi and he visits us every summer.",
  ),
  rewritten(
    "write it more short",
    "I am writing to inform you that your order 58213 has been shipped and it should arrive in the month of July.",
    ["58213"],
    "Your order 58213 has been shipped and it should arrive in July.",
  ),
  rewritten(
    "reduce it",
    "It has come to our attention that the fire exit on floor 3 is blocked. We are currently in the process of clearing it.",
    ["floor 3"],
    "The fire exit on floor 3 is blocked.",
    "We are clearing it.",
  ),
  rewritten(
    "summarise it please",
    "I hope this email finds you well. I would like to take this opportunity to thank you for hosting us in Accra.",
    ["Accra"],
    "Thank you for hosting us in Accra.",
  ),
  rewritten(
    "less long",
    "Owing to the fact that the venue is in close proximity to the station, there is no need for a shuttle.",
    [],
    "Because the venue is near the station, there is no need for a shuttle.",
  ),
  rewritten(
    "make it sound more nice",
    "You must return the projector to room 12 before 6 pm.",
    ["room 12", "6 pm"],
    "Could you please return the projector to room 12 before 6 pm?",
  ),
  rewritten(
    "softer please",
    "You need to update your password today.",
    [],
    "Could you please update your password today?",
  ),
  rewritten(
    "less rude",
    "Noted. Send the corrected invoice.",
    [],
    "Could you please send the corrected invoice?",
  ),
  rewritten(
    "make it more respectful",
    "idk if the venue is free on the 12th tbh, ppl are still booking, will check and msg u b4 friday",
    ["12th"],
    "I do not know if the venue is free on the 12th",
    "people are still booking",
  ),
  rewritten(
    "more professional",
    "sup team, quick one: the build is broken rn, bc somebody pushed w/o tests. np if u can't look today",
    [],
    "the build is broken right now, because somebody pushed without tests",
  ),
  rewritten(
    "make it formally",
    "nah we can't do the 20% discount mate, tons of clients asked already",
    ["20%"],
    "No, we cannot do the 20% discount",
    "many clients asked already",
  ),
  rewritten(
    "business tone please",
    "hiya, ty for the quick reply!! cya at the expo in Lyon",
    ["Lyon"],
    "Hello, thank you for the quick reply!",
    "See you at the expo in Lyon.",
  ),
  rewritten(
    "correct the grammar and make it shorter",
    "Me and Jonas was thinking that at this point in time the old server need to be replaced.",
    ["Jonas"],
    "Jonas and I were thinking that now the old server needs to be replaced.",
  ),
  rewritten(
    "friendlier and fix mistakes",
    "Dear Sir or Madam, the parking permits expires on 31 March. You must renew it online.",
    ["31 March"],
    "the parking permits expire on 31 March.",
    "Could you please renew it online?",
  ),
  rewritten(
    "make it polite and short",
    "Due to the fact that the lab is closed on Monday, you have to bring the samples on Tuesday.",
    ["Monday", "Tuesday"],
    "Because the lab is closed on Monday,",
    "please bring the samples on Tuesday?",
  ),
];
