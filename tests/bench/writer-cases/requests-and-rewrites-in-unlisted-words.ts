/**
 * Requests and rewrites asked in words no earlier round listed: a request's
 * verb said as a phrase ("let Hamid know", "shoot Aiko a note", "get back to
 * Pedro", "drop the team a line"), its recipient after the verb or after
 * "to", its message after "that", "saying", a colon or nothing, and its
 * parts joined by "and", "also", "plus"; a rewrite's ask said as an order, a
 * question or a wish ("tighten this up", "can you make it less pushy", "I
 * want it shorter"). Near misses: dictation that tells of a telling or a
 * writing ("I told Hamid the van is booked") and words to insert that only
 * look like an ask. Said by people of many first languages.
 */
import { asked, keeping, rewritten, said, typed, written } from "./builders";
import { MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

const reply = (say: string, says: string, context = MARCUS): WriterCase => ({
  ...asked("reply", say, says),
  context,
});

export const REQUESTS_AND_REWRITES_IN_UNLISTED_WORDS: WriterCase[] = [
  keeping(["Hamid"], asked("chat", "could you let Hamid know the van is booked", "van is booked")),
  keeping(["Aiko"], asked("chat", "shoot Aiko a quick note that I'm running late", "running late")),
  keeping(
    ["Pedro"],
    asked("chat", "get back to Pedro saying we accept the offer", "we accept the offer"),
  ),
  asked("chat", "I need you to tell the landlord the heating is off again", "heating is off again"),
  asked("write", "draft something to the team about the new parking rules", "parking rules"),
  reply("answer him that Friday is fine and ask if he needs a projector", "Friday is fine"),
  keeping(
    ["Ola"],
    asked(
      "chat",
      "remind Ola to sign the lease, and tell her the keys are with the porter",
      "keys are with the porter",
    ),
  ),
  asked("chat", "message the group: practice moved to six", "practice moved to six"),
  reply("let them know we got the samples plus ask for the invoice", "we got the samples", TOMASZ),
  reply("write back that I agree, also mention the deadline is the 14th", "I agree"),
  keeping(
    ["Chiamaka"],
    asked("chat", "drop Chiamaka a line that the printer is fixed", "printer is fixed"),
  ),
  keeping(
    ["Okonkwo"],
    asked("chat", "please inform Mr Okonkwo that his parcel arrived", "parcel arrived"),
  ),
  keeping(
    ["Svetlana"],
    asked("voice", "ping Svetlana and say the build is green", "build is green"),
  ),
  keeping(
    ["Joaquín"],
    asked(
      "chat",
      "send a text to Joaquín the dentist moved my appointment",
      "dentist moved my appointment",
    ),
  ),
  keeping(
    ["Mei"],
    asked(
      "chat",
      "can you write Mei that the flat viewing is on Saturday",
      "flat viewing is on Saturday",
    ),
  ),
  keeping(
    ["Kwame"],
    asked("chat", "reply to Kwame with the news that we got the grant", "we got the grant"),
  ),
  reply("respond to her saying the deck is ready for review", "deck is ready for review", PRIYA),
  keeping(
    ["Dmitri"],
    asked(
      "chat",
      "kindly notify Dmitri the server will be down tonight",
      "server will be down tonight",
    ),
  ),
  keeping(
    ["Fatima"],
    asked("chat", "would you mind telling Fatima the class is cancelled", "class is cancelled"),
  ),
  keeping(["Lars"], asked("chat", "pass on to Lars that the boat is ready", "boat is ready")),
  reply("tell him yes Wednesday works", "Wednesday works"),
  keeping(
    ["Nguyen"],
    asked("chat", "please to write Nguyen that the order is shipped", "order is shipped"),
  ),
  keeping(
    ["Ingrid"],
    asked(
      "chat",
      "leave a message for Ingrid saying the meeting starts at ten",
      "meeting starts at ten",
    ),
  ),
  asked("comment", "comment that this is a brilliant idea", "brilliant idea"),
  keeping(
    ["Ravi"],
    asked("chat", "text Ravi I will pick up the kids today", "I will pick up the kids today"),
  ),
  keeping(
    ["Amara"],
    asked("chat", "I'd like you to tell Amara the cake is in the fridge", "cake is in the fridge"),
  ),
  keeping(
    ["Kenji"],
    asked("chat", "make sure Kenji knows the train leaves at seven", "train leaves at seven"),
  ),
  keeping(
    ["Zanele"],
    asked(
      "chat",
      "let Zanele know the rent is paid and also that the boiler is fixed",
      "rent is paid",
    ),
  ),
  reply("reply saying thanks and that I will call tomorrow", "call tomorrow", TOMASZ),
  keeping(
    ["Bogdan"],
    asked(
      "chat",
      "give Bogdan a heads up that the client is coming at noon",
      "client is coming at noon",
    ),
  ),
  // Near misses: a telling told of, not asked for.
  said("I told Hamid the van is booked and he was happy", "I told Hamid the van is booked"),
  said("she wrote back that Friday is fine", "She wrote back that Friday is fine."),
  typed("Aiko let me know she is running late", "Aiko let me know she is running late"),
  said(
    "we messaged the group about the new time yesterday",
    "We messaged the group about the new time yesterday.",
  ),
  // Rewrites.
  rewritten(
    "tighten this up",
    "I just wanted to quickly reach out to you in order to ask whether you might possibly have some time next week to talk.",
    [],
  ),
  rewritten("make it sound less pushy", "You must send me the report today. I need it now.", []),
  rewritten(
    "can you make this more casual",
    "Dear colleagues, I would like to inform you that the office will be closed on Monday.",
    ["Monday"],
  ),
  rewritten(
    "cut it down to two sentences",
    "We met the supplier on Monday. They showed us the new samples. The colours were good. The price was too high. We will ask for a discount.",
    ["Monday"],
  ),
  rewritten("make it warmer", "Your request has been received. We will answer in three days.", []),
  rewritten("swap Tuesday for Thursday", "The meeting with Li Wei is on Tuesday at 3 pm.", [
    "Li Wei",
    "Thursday",
  ]),
  rewritten("replace the old price with €40", "The ticket costs €35 for adults.", ["€40"]),
  rewritten(
    "say it more briefly",
    "I am writing to let you know that I will not be able to come to the party on Saturday because I have to work.",
    ["Saturday"],
  ),
  rewritten("make it more respectful", "hey send me the contract asap", []),
  rewritten(
    "turn it into bullet points",
    "We need milk, eggs, bread and coffee for the office.",
    [],
  ),
  rewritten(
    "less formal please",
    "I would be most grateful if you could kindly confirm your attendance at the dinner.",
    [],
  ),
  rewritten("expand this a bit", "Thanks for the help.", []),
  rewritten(
    "make this sound native",
    "I am agree with you and I will send it to you until Friday.",
    ["Friday"],
  ),
  rewritten(
    "could you shorten it a little",
    "I would like to thank all of you for coming today and for all the hard work you have done this year.",
    [],
  ),
  rewritten("I want it more polite", "Give me the keys back tomorrow.", []),
  rewritten("please make the tone friendlier", "Your payment is late. Pay now.", []),
  rewritten(
    "this is too long, trim it",
    "As I mentioned before in my previous email, the meeting that we planned for Friday is now moved to Monday.",
    ["Monday"],
  ),
  rewritten(
    "make it sound more professional",
    "hey guys the server is down again lol, gonna fix it soon",
    [],
  ),
  rewritten(
    "put this in simpler words",
    "We endeavour to facilitate the expeditious resolution of all outstanding queries.",
    [],
  ),
  rewritten("clean up the grammar", "He don't know where is the office of Mrs Tanaka.", ["Tanaka"]),
  rewritten("change Monday to Wednesday", "Dear Olu, the delivery comes on Monday.", [
    "Olu",
    "Wednesday",
  ]),
  rewritten(
    "could you polish this",
    "i think we can finish the project in time if we works together",
    [],
  ),
  rewritten(
    "more concise pls",
    "At this point in time we are currently in the process of reviewing the applications that were sent.",
    [],
  ),
  rewritten(
    "give it a more upbeat tone",
    "The launch is delayed again. We will try next month.",
    [],
  ),
  rewritten("write it nicer", "No, we can't give you a refund.", []),
  rewritten("can it be less stiff", "We hereby acknowledge receipt of your letter dated 4 May.", [
    "4 May",
  ]),
  rewritten(
    "make it sound like me, relaxed",
    "It is my pleasure to announce that Gabriela has joined our team.",
    ["Gabriela"],
  ),
  rewritten("fix it up", "Their going to the market tomorow with there kids.", []),
  // Near misses: words that read like a rewrite's ask but are the text itself.
  written(
    "tighten the screws on the left door before Friday",
    "Tighten the screws on the left door before Friday.",
  ),
  written("make the soup less salty next time please", "Make the soup less salty next time"),
];
