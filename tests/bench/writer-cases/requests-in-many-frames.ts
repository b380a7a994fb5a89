/**
 * The frame people put around what they want written, read as one grammar:
 * a plea or a need ("can you", "I need", "how do I", "I have to"), a making
 * verb ("write", "draft", "put together", "let … know"), a thing ("a reply",
 * "something", "a polite way"), whom it is for, how to say it ("politely",
 * "in English"), a lead ("that", "saying", ":") and, last, a plea to the
 * writer again ("can you help"). None of the frame is the message. Beside
 * them, their near misses: statements that open like a frame ("I need a reply
 * from you by Friday", "I want to say thank you to everyone", "I have to tell
 * you …"), written as said, and a question to the writer it cannot answer.
 * A piece opening with two line breaks is the message's first line in an
 * email, so nothing of the frame stands before it.
 */

import { asked, keeping, replied, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

const THREAD = "From: Daniel Reyes <daniel@example.com>\n\nHi,\nAny news on this?\nDaniel";

export const REQUESTS_IN_MANY_FRAMES: WriterCase[] = [
  // How to say it, said between whom and what.
  asked("chat", "let him know politely that we cannot refund the ticket", "\n\nwe cannot refund"),
  asked("reply", "let her know nicely that the room is already booked", "\n\nthe room is already"),
  keeping(
    ["4"],
    asked(
      "write",
      "let the driver know in english that we are waiting at gate 4",
      "we are waiting at gate 4",
      "We are waiting at gate 4.",
    ),
  ),
  asked("reply", "let them know briefly we got the package", "\n\nwe got the package"),
  asked(
    "chat",
    "can you let my landlady know kindly that the rent will come on monday",
    "\n\nthe rent will come on monday",
  ),
  asked(
    "reply",
    "respond formally to them that the position has been filled",
    "\n\nthe position has been filled",
  ),
  asked(
    "reply",
    "reply in english please that the parcel arrived damaged",
    "\n\nthe parcel arrived damaged",
  ),
  asked(
    "chat",
    "help me reply to him in simple english that we need the money by friday",
    "\n\nwe need the money by friday",
  ),
  keeping(
    ["Tom"],
    asked(
      "chat",
      "i want you to let the teacher know in a polite way that Tom was absent",
      "\n\ntom was absent",
    ),
  ),
  asked("chat", "how do i say in english that i will be late", "\n\ni will be late"),
  asked(
    "write",
    "how do i tell my teacher in english that my son is sick",
    "my son is sick",
    "My son is sick.",
  ),
  // A thing asked for with no verb of making: "I need a reply …", "a polite reply …".
  asked("chat", "i need a reply that says the order ships monday", "the order ships monday"),
  asked("reply", "I need an answer saying we accept the offer", "\n\nwe accept the offer"),
  asked(
    "write",
    "need a short message that the office is closed on friday",
    "the office is closed on friday",
    "The office is closed on Friday.",
  ),
  asked("chat", "I want a short text for my wife saying i'm stuck in traffic", "stuck in traffic"),
  asked("chat", "give me a nice message for my colleague saying welcome back", "welcome back"),
  asked("reply", "a polite reply saying we cannot attend", "\n\nwe cannot attend"),
  asked("chat", "formal email to the university asking for my transcript", "my transcript"),
  asked(
    "write",
    "short formal note to the school that my daughter has a fever",
    "my daughter has a fever",
    "My daughter has a fever.",
  ),
  asked(
    "chat",
    "I need a message for the cleaner that she can use the spare key",
    "\n\nyou can use the spare key",
  ),
  // "something", "a few lines": a thing that names no piece.
  asked("chat", "could you draft something saying sorry for the delay", "for the delay"),
  asked(
    "chat",
    "please put together something for my team saying the server is back up",
    "\n\nthe server is back up",
  ),
  asked(
    "reply",
    "can you write something that says thanks for the quick help",
    "for the quick help",
  ),
  asked(
    "write",
    "write me something for the group chat that the match is cancelled",
    "the match is cancelled",
    "The match is cancelled.",
  ),
  asked(
    "chat",
    "could you kindly write a few lines to the hotel that we arrive late",
    "\n\nwe arrive late",
  ),
  asked("chat", "can u write me something for my boss saying i'm sick today", "sick today"),
  // A question to the writer about how to say it.
  asked("chat", "how to say in english that my flight was cancelled", "my flight was cancelled"),
  asked("chat", "what is a polite way to tell my boss i'm leaving early", "leaving early"),
  asked("chat", "whats the best way to ask my landlord for the deposit back", "deposit back"),
  asked("reply", "how should i answer that we need more time", "\n\nwe need more time"),
  asked(
    "chat",
    "need a polite way to ask my neighbor to turn the music down",
    "turn the music down",
  ),
  asked(
    "write",
    "I need a nice way to tell my parents that we are not coming for christmas",
    "we are not coming for christmas",
    "We are not coming for",
  ),
  // Whom, as an office calls it: "HR".
  keeping(["HR"], asked("chat", "make an email to hr asking about my vacation days", "vacation")),
  keeping(["HR"], asked("chat", "write to hr that my address has changed", "address has changed")),
  keeping(["HR"], asked("reply", "message hr: my badge stopped working", "badge stopped working")),
  // What the reader is to do, said as the piece's purpose.
  asked("chat", "draft a text to my son to buy milk", "could you buy milk"),
  asked(
    "chat",
    "write a message to my son to pick up his sister after school",
    "could you pick up your sister",
  ),
  asked(
    "reply",
    "an email to the tenants to keep the hallway clear",
    "could you keep the hallway clear",
  ),
  asked("chat", "need an email to the gym to cancel my membership", "cancel my membership"),
  // A plea to the writer said again at the end.
  asked(
    "chat",
    "i have to inform the client that the shipment is delayed can you help",
    "the shipment is delayed.\n",
  ),
  asked(
    "chat",
    "I have to write my landlord that the heater is broken again, can you help me",
    "the heater is broken again.\n",
  ),
  asked(
    "chat",
    "tell the plumber the sink is leaking again could you help me with this",
    "leaking again.\n",
  ),
  asked(
    "reply",
    "say we are closed on sunday, can you help me with that",
    "we are closed on sunday.\n",
  ),
  asked(
    "chat",
    "write to my teacher that i was sick yesterday, can you do that?",
    "i was sick yesterday.\n",
  ),
  // Verbs of making beyond "write".
  asked(
    "chat",
    "come up with a message to the group that practice is cancelled",
    "practice is cancelled",
  ),
  asked(
    "chat",
    "draft a message for the parents group telling them the trip is postponed",
    "\n\nthe trip is postponed",
  ),
  keeping(
    ["Anna"],
    asked("chat", "can you mention to anna that the keys are under the mat", "under the mat"),
  ),
  asked(
    "reply",
    "compose an answer to the customer saying the refund was sent",
    "the refund was sent",
  ),
  asked(
    "chat",
    "could you prepare a short email to my professor asking for an extension",
    "extension",
  ),
  asked(
    "chat",
    "help me write an email to the bank asking why my card was blocked",
    "why my card was blocked",
  ),
  asked(
    "chat",
    "can you make a message for my students that class is cancelled tomorrow",
    "class is cancelled tomorrow",
  ),
  asked(
    "chat",
    "help me with a message to the caretaker, the lift is broken again",
    "the lift is broken again",
  ),
  asked(
    "chat",
    "send a formal email to the landlord saying the lease ends in june",
    "the lease ends in june",
  ),
  // Frames already read, in other voices, to keep.
  asked("reply", "answer him politely that the price is final", "the price is final"),
  asked(
    "chat",
    "respond to the customer briefly that the item is out of stock",
    "the item is out of stock",
  ),
  asked(
    "write",
    "inform the customer formally that the warranty has expired",
    "the warranty has expired",
  ),
  asked(
    "chat",
    "tell the landlord kindly that the rent will be late this month",
    "the rent will be late this month",
  ),
  asked("reply", "I need to tell him that the contract is signed", "the contract is signed"),
  asked(
    "chat",
    "i must inform the parents that school closes early on friday",
    "school closes early on friday",
  ),
  asked(
    "chat",
    "pls help me answer my landlord that i will pay on the fifth",
    "i will pay on the fifth",
  ),
  asked(
    "write",
    "i need a formal email to the embassy asking about my visa status",
    "my visa status",
  ),
  asked(
    "chat",
    "short note to the neighbours that the water will be off tomorrow",
    "the water will be off tomorrow",
  ),
  asked("write", "text for my brother that dinner is at seven", "dinner is at seven"),
  asked("chat", "how should I tell my boss politely that I need Friday off", "i need friday off"),
  asked(
    "chat",
    "what do i write to the school to say my daughter is absent today",
    "my daughter is absent today",
  ),
  asked(
    "chat",
    "inform my manager professionally that i am resigning next month",
    "i am resigning next month",
  ),
  asked(
    "write",
    "I want to write to the principal that my son will miss the trip",
    "my son will miss the trip",
  ),
  asked("reply", "I'd like to answer that we will think about it", "we will think about it"),
  asked(
    "chat",
    "I want to tell my coworkers that I am leaving the company",
    "i am leaving the company",
  ),
  asked(
    "write",
    "tell him in a nice way that his dog keeps barking at night",
    "your dog keeps barking at night",
  ),
  asked(
    "chat",
    "write a message to my landlord saying the heater is broken",
    "the heater is broken",
  ),
  keeping(
    ["Anna"],
    asked("chat", "pls write to anna that i can't make it tomorrow", "make it tomorrow"),
  ),
  asked(
    "chat",
    "email to supplier: the last order was missing two boxes",
    "the last order was missing two boxes",
  ),
  asked("reply", "say i'm interested and ask for the salary range", "salary range"),
  asked(
    "chat",
    "kindly do the needful and inform the vendor that payment is released",
    "payment is released",
  ),
  asked("reply", "please to answer that we agree with the price", "we agree with the price"),
  asked("write", "make for me a text to my husband that the car is ready", "the car is ready"),

  // Near misses: statements that open like a frame, written as said.
  typed("I need a reply from you by Friday", "I need a reply from you by Friday."),
  written("I need a reply from you by Friday", "I need a reply from you by Friday."),
  typed("I want to say thank you to everyone", "I want to say thank you to everyone."),
  replied(
    "I need an answer from your team before the end of the month",
    THREAD,
    "I need an answer from your team before the end of the month.",
  ),
  replied(
    "I have to tell you that we are moving to Canada",
    THREAD,
    "I have to tell you that we are moving to Canada.",
  ),
  replied(
    "I wanted to let you know that the package arrived",
    THREAD,
    "I wanted to let you know that the package arrived.",
  ),
  replied(
    "I have to inform you that your application was accepted",
    THREAD,
    "I have to inform you that your application was accepted.",
  ),
  typed(
    "I want to tell you a story about my first job",
    "I want to tell you a story about my first job.",
  ),
  replied(
    "I'd like to tell you about our new product",
    THREAD,
    "to tell you about our new product.",
  ),
  replied("I have to say the food was amazing", THREAD, "I have to say the food was amazing."),
  replied("say hi to your mom for me", THREAD, "Say hi to your mom for me."),
  replied("I have to tell my wife first", THREAD, "I have to tell my wife first."),
  typed("we have to inform the police", "We have to inform the police."),
  typed("I need to write my thesis this weekend", "I need to write my thesis this weekend."),
  typed("I need to say something to the whole team", "I need to say something to the whole team."),
  typed("we need a new printer for the office", "We need a new printer for the office."),
  written("I need a quiet place to work", "I need a quiet place to work."),
  typed(
    "I want to write a book about my grandmother",
    "I want to write a book about my grandmother.",
  ),
  replied("can you help me move on saturday", THREAD, "Can you help me move on Saturday?"),
  replied(
    "could you send me the report by friday",
    THREAD,
    "Could you send me the report by Friday?",
  ),
  written(
    "please let me know if you need anything else",
    "Please let me know if you need anything else.",
  ),
  replied("let me know when you are free", THREAD, "Let me know when you are free."),
  written("I need a day off next week", "I need a day off next week."),
  typed("the reply from the bank says my card is blocked", "The reply from the bank says my card"),
  typed("my message to the landlord was ignored", "My message to the landlord was ignored."),
  written("email is the best way to reach me", "Email is the best way to reach me."),
  replied(
    "the formal email to the university is attached",
    THREAD,
    "The formal email to the university is attached.",
  ),
  replied(
    "we need a reply that works for both teams",
    THREAD,
    "We need a reply that works for both",
  ),
  written("I need an email address to sign up", "I need an email address to sign up."),
  written("I need someone to fix the roof", "I need someone to fix the roof."),
  replied(
    "I just wanted to say congratulations on the new job",
    THREAD,
    "I just wanted to say congratulations on the new job.",
  ),
  // In the chat a question is asked of the writer, which says what it can do.
  typed("help me understand the invoice", "I can't answer questions"),
  typed("how do I get to the station from here", "I can't answer questions"),
];
