/**
 * Rewrites of a selection asked longer ("expand this", "add more detail"),
 * warmer ("less stiff", "not so formal"), with its punctuation or capitals
 * put right, or with grammar that is surely wrong mended ("he promise", "I
 * bought new laptop"), asked by people of many first languages. Near misses
 * sit beside each: a list's "and" takes no comma, a verb shared by one
 * subject stays joined, "by car" and "information" take no article.
 */
import { rewritten } from "./builders";
import type { WriterCase } from "./writer-case";

export const REWRITES_LONGER_WARMER_PUNCTUATED_AND_CORRECTED: WriterCase[] = [
  // Longer: more words, nothing the text does not say.
  rewritten(
    "make it longer",
    "Thanks for the report. I'll check it tomorrow.",
    [],
    "Thank you very much for the report.",
    "I will check it tomorrow.",
  ),
  rewritten("expand this", "The meeting is moved to Thursday.", ["Thursday"], "Thursday."),
  rewritten("add more detail", "We can't come on Friday.", ["Friday"], "We cannot come on Friday."),
  rewritten("a bit longer please", "Got your email, thanks.", []),
  rewritten(
    "elaborate",
    "The server is down. We're working on it.",
    [],
    "The server is down.",
    "We are working on it.",
  ),
  rewritten(
    "make it longer",
    "Hi Sam, can you send the slides before noon?",
    ["Sam"],
    "Hi Sam,",
    "send the slides before noon?",
  ),
  rewritten("could you expand it a bit", "Your order ships on Monday.", ["Monday"]),
  rewritten("longer pls", "thx for ur help", [], "Thank you very much for your help."),
  rewritten(
    "make this longer and friendlier",
    "Dear Mr. Osei, the invoice is attached.",
    ["Osei"],
    "the invoice is attached.",
  ),
  rewritten(
    "please write it more long, add more detail",
    "Sorry, I can't join the call today.",
    [],
  ),
  rewritten(
    "expand it",
    "Thanks for coming. See you next week!",
    [],
    "Thank you very much for coming.",
  ),
  rewritten("make it a little longer", "The package arrived damaged.", [], "arrived damaged."),

  // Warmer: a formal or cold text changes.
  rewritten(
    "make it friendlier",
    "Dear Ms. Ito, we regret to inform you that your request was declined.",
    ["Ito"],
    "Hi Ms. Ito,",
  ),
  rewritten("warmer please", "Your application has been rejected.", []),
  rewritten(
    "less stiff",
    "We are unable to attend the event.",
    [],
    "We're unable to attend the event.",
  ),
  rewritten(
    "make it sound less cold",
    "The office will be closed on Monday. Do not come in.",
    ["Monday"],
    "The office will be closed on Monday.",
  ),
  rewritten(
    "friendlier",
    "Please be advised that the parking lot is closed until further notice.",
    [],
  ),
  rewritten(
    "can you make it warmer",
    "I do not have time this week. I will call you next week.",
    [],
    "I don't have time this week.",
    "I'll call you next week.",
  ),
  rewritten("not so formal", "It is not possible to change the booking.", [], "It isn't possible"),
  rewritten("less harsh please", "You did not send the file.", [], "You didn't send the file"),
  rewritten(
    "make it nicer",
    "Dear Sir or Madam, I am writing to ask about the flat on Green Street.",
    ["Green Street"],
  ),
  rewritten("more friendly tone", "Kindly submit the form by Friday.", ["Friday"]),

  // Punctuation and capitals: a comma before a second clause, not inside a list or a shared verb.
  rewritten(
    "fix the punctuation",
    "the new hours are 9 to 5 monday to friday and the kitchen opens at noon",
    ["9 to 5"],
    "Monday to Friday, and the kitchen opens at noon.",
  ),
  rewritten(
    "fix the punctuation",
    "The new hours are 9 to 5 Monday to Friday and the kitchen opens at noon.",
    ["9 to 5"],
    "Monday to Friday, and the kitchen opens at noon.",
  ),
  rewritten(
    "correct the capitals",
    "we are flying to paris on tuesday",
    [],
    "We are flying to Paris on Tuesday.",
  ),
  rewritten(
    "fix the punctuation and capitals",
    "my sister lives in madrid but she works in london",
    [],
    "My sister lives in Madrid, but she works in London.",
  ),
  rewritten(
    "punctuation please",
    "I called the bank twice but nobody answered.",
    [],
    "I called the bank twice, but nobody answered.",
  ),
  rewritten(
    "add the commas",
    "The shop is closed today so we will go tomorrow.",
    [],
    "The shop is closed today, so we will go tomorrow.",
  ),
  rewritten("fix punctuation", "where is the meeting room", [], "Where is the meeting room?"),
  rewritten(
    "fix the punctuation",
    "we bought bread and milk and the kids had pizza",
    [],
    "We bought bread and milk, and the kids had pizza.",
  ),
  rewritten(
    "correct the capitals",
    "on sunday i stayed home and watched a film",
    [],
    "On Sunday I stayed home and watched a film.",
  ),
  rewritten("correct capital letters", "i will see you in june", [], "I will see you in June."),
  rewritten(
    "check the punctuation",
    "The train was late and we missed the first talk.",
    [],
    "The train was late, and we missed the first talk.",
  ),

  // Grammar that is surely wrong, and what stays.
  rewritten("fix the grammar", "He promise to call me tomorrow.", [], "He promises to call me"),
  rewritten(
    "fix grammar",
    "Yesterday he tell me the price.",
    [],
    "Yesterday he told me the price.",
  ),
  rewritten("fix grammar", "I bought new laptop for the office.", [], "I bought a new laptop"),
  rewritten(
    "correct my english",
    "She is teacher in Lagos.",
    ["Lagos"],
    "She is a teacher in Lagos.",
  ),
  rewritten(
    "fix grammar",
    "The manager want the report by Friday.",
    ["Friday"],
    "The manager wants",
  ),
  rewritten(
    "check the grammar",
    "she don't know the address.",
    [],
    "She doesn't know the address.",
  ),
  rewritten("correct it please", "My son want to be doctor.", [], "My son wants to be a doctor."),
  rewritten("grammar please", "We need new printer in the office.", [], "We need a new printer"),
  rewritten(
    "fix the grammar",
    "He go to work by car every day.",
    [],
    "He goes to work by car every day.",
  ),
  rewritten(
    "fix grammar",
    "She have information about the trip.",
    [],
    "She has information about the trip.",
  ),
  rewritten(
    "fix grammar",
    "My friend is engineer at Siemens.",
    ["Siemens"],
    "My friend is an engineer at Siemens.",
  ),
  rewritten(
    "fix my grammar",
    "Last month my neighbour buy a dog.",
    [],
    "Last month my neighbour bought a dog.",
  ),
  rewritten(
    "correct the mistakes",
    "I have meeting with the landlord and he want the rent today.",
    [],
    "I have a meeting with the landlord and he wants the rent today.",
  ),

  // Asked in other words, and a past that sets a sentence's time.
  rewritten(
    "flesh it out",
    "We need more chairs for the event.",
    [],
    "We need more chairs for the event.",
  ),
  rewritten("not long enough, can you make it longer", "Meeting moved to 3pm.", ["3pm"]),
  rewritten("add some details", "I will be late today.", [], "I will be late today."),
  rewritten("make it friendlier", "The report is due on Friday.", ["Friday"], "due on Friday."),
  rewritten(
    "make it warmer",
    "Please find attached the invoice for March.",
    ["March"],
    "the invoice for March.",
  ),
  rewritten(
    "sound more friendly",
    "We apologize for any inconvenience caused. Should you have any questions, please do not hesitate to contact us.",
    [],
    "If you have any questions",
  ),
  rewritten(
    "fix the commas",
    "After the meeting we went to lunch and then we drove home.",
    [],
    "lunch, and then we drove home.",
  ),
  rewritten("fix grammar", "I called him and he say he is busy.", [], "and he said he is busy."),
  rewritten("fix the grammar", "We were late so he take a taxi.", [], "so he took a taxi."),
  rewritten(
    "fix grammar",
    "He has called twice and he want an answer.",
    [],
    "He has called twice and he wants an answer.",
  ),
];
