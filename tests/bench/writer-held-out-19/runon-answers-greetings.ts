/**
 * Answers (yes, no, sure, of course), greetings, thanks and sign-offs run on to
 * clauses: a greeting stands as "Hi Sara," before what follows, an answer is
 * set off, and a clause after thanks opens a sentence of its own.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  {
    via: "write",
    say: "hi karim the server is back online you can log in again",
    keep: ["Karim"],
    punctuated: ["Hi Karim,", "online. You can"],
  },
  {
    via: "reply",
    context: "Can you join the call at 4?",
    say: "yes i can join i will be a few minutes late",
    keep: [],
    punctuated: ["join. I will"],
  },
  {
    via: "reply",
    context: "Do you still need the projector for tomorrow?",
    say: "no we don't need it anymore the client cancelled",
    keep: [],
    punctuated: ["No, we", "anymore. The client"],
  },
  {
    via: "write",
    say: "sure i can take the early shift my wife takes the kids to school",
    keep: [],
    punctuated: ["shift. My wife"],
  },
  {
    via: "write",
    say: "hi mrs nowak your order is ready you can pick it up after 3",
    keep: ["Nowak"],
    punctuated: ["Nowak,", "ready. You can"],
  },
  {
    via: "write",
    say: "dear sir i am writing about my parking permit it expired in october",
    keep: ["October"],
    punctuated: ["Dear Sir,", "permit. It expired"],
  },
  {
    via: "comment",
    context: "I finally finished my first marathon!",
    say: "congratulations i know how hard it is i ran one last year in vienna",
    keep: ["Vienna"],
    punctuated: ["is. I ran"],
  },
  {
    via: "write",
    say: "yes please send the blue one the red one is too small",
    keep: [],
    punctuated: ["blue one. The red"],
  },
  {
    via: "write",
    say: "hello ivan your laptop is ready it is at the front desk",
    keep: ["Ivan"],
    punctuated: ["Hello Ivan,", "ready. It is"],
  },
  {
    via: "write",
    say: "the report is attached thanks",
    keep: [],
    punctuated: ["attached."],
  },
  {
    via: "reply",
    context: "Could you review the draft by Thursday?",
    say: "sure i send my comments on wednesday the draft looks good already",
    keep: ["Wednesday"],
    punctuated: ["Wednesday. The draft"],
  },
  {
    via: "write",
    say: "good evening mr haddad thank you for the quick answer we accept the offer",
    keep: ["Haddad"],
    punctuated: ["Haddad,", "answer. We accept"],
  },
  {
    via: "chat",
    say: "thanks for the reminder i paid the bill this morning",
    keep: [],
    punctuated: ["reminder. I paid"],
  },
  {
    via: "write",
    say: "yes the invoice is paid the receipt is in your inbox",
    keep: [],
    punctuated: ["paid. The receipt"],
  },
  {
    via: "reply",
    context: "Will you be at the trade fair in Hanover?",
    say: "of course we have a stand in hall 4 come and visit us",
    keep: [],
    punctuated: ["Come and visit"],
  },
  {
    via: "write",
    say: "hey lucas long time no see how are you",
    keep: ["Lucas"],
    punctuated: ["Hey Lucas,", "How are you?"],
  },
  {
    via: "reply",
    context: "Thanks for the update, Jana.",
    say: "you are welcome the next update comes on friday",
    keep: ["Friday"],
    punctuated: ["welcome. The next"],
  },
  {
    via: "write",
    say: "thank you all for coming the slides will be online tomorrow",
    keep: [],
    punctuated: ["coming. The slides"],
  },
  {
    via: "reply",
    context: "Are you okay with the new schedule?",
    say: "yes fine for me the only problem is monday",
    keep: ["Monday"],
    punctuated: ["me. The only"],
  },
  {
    via: "write",
    say: "good morning doctor rossi my son has fever since yesterday can we come today",
    keep: ["Rossi"],
    punctuated: ["Rossi,", "yesterday. Can we", "today?"],
  },
  {
    via: "write",
    say: "hi sara thanks for the photos i will print them for grandma",
    keep: ["Sara"],
    punctuated: ["Hi Sara,", "photos. I will"],
  },
  {
    via: "write",
    say: "many thanks for the invitation unfortunately we cannot come",
    keep: [],
    punctuated: ["invitation. Unfortunately"],
  },
  {
    via: "reply",
    context: "Is the bathroom repair finished?",
    say: "not yet the tiles arrive on thursday",
    keep: ["Thursday"],
    punctuated: ["The tiles arrive"],
  },
  {
    via: "write",
    say: "hello mr yilmaz we received your documents the contract is ready to sign",
    keep: ["Yilmaz"],
    punctuated: ["Yilmaz,", "documents. The contract"],
  },
  {
    via: "chat",
    say: "sure no problem i can bring the drinks my brother brings the cake",
    keep: [],
    punctuated: ["drinks. My brother"],
  },
  {
    via: "write",
    say: "hi everyone the fire alarm test is at 11 please ignore it",
    keep: [],
    punctuated: ["Please ignore"],
  },
  {
    via: "reply",
    context: "Can I pay the rest in cash?",
    say: "yes of course cash is fine we don't take cards anyway",
    keep: [],
    punctuated: ["fine. We"],
  },
];
