/**
 * The requests-and-rewrites round's private split, written before the fix
 * and scored once after it (request 25/25, no instruction left 22/25,
 * rewrite 20/25, names 25/27), then tuned on: the same kinds with other
 * verbs, tenses, recipients, adverbs and joins. "pass the word to Wojtek
 * that …", an idiom no reading here knows, is left out.
 */
import { asked, keeping, rewritten, said, typed, written } from "./builders";
import { INVITE, MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

const reply = (say: string, says: string, context = MARCUS): WriterCase => ({
  ...asked("reply", say, says),
  context,
});

export const REQUESTS_AND_REWRITES_IN_UNLISTED_WORDS_PRIVATE_HELD_OUT: WriterCase[] = [
  keeping(
    ["Bongani"],
    asked("chat", "can you please let Bongani know the car is ready", "car is ready"),
  ),
  keeping(
    ["Yuki"],
    asked("chat", "fire off a note to Yuki that the slides are uploaded", "slides are uploaded"),
  ),
  keeping(
    ["Ana"],
    asked("chat", "get back to Ana and say the quote looks good", "quote looks good"),
  ),
  keeping(
    ["Esra"],
    asked("voice", "I want you to tell Esra the meeting room is free", "meeting room is free"),
  ),
  keeping(["Tariq"], asked("chat", "quickly inform Tariq that payroll is done", "payroll is done")),
  keeping(["Olga"], asked("chat", "notify Olga the shipment got delayed", "shipment got delayed")),
  keeping(
    ["Camille"],
    asked(
      "chat",
      "would you send Camille a message the exam results are out",
      "exam results are out",
    ),
  ),
  keeping(
    ["Hiroshi"],
    asked("chat", "be so kind and write Hiroshi that the tickets are booked", "tickets are booked"),
  ),
  keeping(
    ["Nadia"],
    asked("chat", "please message Nadia: the kids are at grandma's", "kids are at grandma's"),
  ),
  keeping(
    ["Emeka"],
    asked("chat", "drop a line to Emeka that the lab results came back", "lab results came back"),
  ),
  keeping(["Sione"], asked("chat", "leave Sione a note saying the dog was fed", "dog was fed")),
  keeping(
    ["Marta"],
    asked("chat", "mind letting Marta know the window is still broken", "window is still broken"),
  ),
  keeping(
    ["Arjun"],
    asked("chat", "make sure to tell Arjun that lunch is on me", "lunch is on me"),
  ),
  keeping(
    ["Ibrahim"],
    asked("chat", "give Ibrahim a heads-up the audit starts Monday", "audit starts Monday"),
  ),
  keeping(["Paulo"], asked("chat", "shoot a message to Paulo the garage called", "garage called")),
  reply(
    "tell them the invoice was sent yesterday plus ask when they will pay",
    "invoice was sent yesterday",
    TOMASZ,
  ),
  reply("respond that I can review it Thursday and also thank her", "review it Thursday", PRIYA),
  reply("say yes and mention I will bring the laptop", "bring the laptop"),
  reply("write them back saying we are interested", "we are interested", INVITE),
  keeping(
    ["Lena"],
    asked("chat", "could you kindly remind Lena that the form is due Friday", "form is due Friday"),
  ),
  keeping(["Goran"], asked("chat", "text Goran the gate code changed", "gate code changed")),
  keeping(
    ["Abena"],
    asked("chat", "I'd appreciate if you told Abena the flight landed", "flight landed"),
  ),
  keeping(
    ["Thandiwe"],
    asked(
      "chat",
      "please tell thandiwe the parcel is at the post office",
      "parcel is at the post office",
    ),
  ),
  keeping(
    ["Rosa"],
    asked(
      "chat",
      "let rosa know we finished the painting and that she can come see it",
      "we finished the painting",
    ),
  ),
  // Near misses.
  said(
    "I already let Bongani know the car is ready",
    "I already let Bongani know the car is ready",
  ),
  said(
    "Yuki texted me that the slides are uploaded",
    "Yuki texted me that the slides are uploaded.",
  ),
  said(
    "we informed the tenants that the water is off",
    "We informed the tenants that the water is off.",
  ),
  // Rewrites.
  rewritten("tone it down", "This is completely unacceptable and I demand an answer today!", []),
  rewritten("make it a bit softer", "You did the report wrong. Do it again.", []),
  rewritten(
    "can you make it sound more relaxed",
    "Please be advised that the deadline has been changed to 3 June.",
    ["3 June"],
  ),
  rewritten(
    "say this in a clearer way",
    "The meeting which was before the one that got moved is now after it.",
    [],
  ),
  rewritten(
    "make it shorter please",
    "I really wanted to say a very big thank you to everyone who helped us move the office last weekend.",
    [],
  ),
  rewritten("make it sound kinder", "We do not accept late homework.", []),
  rewritten("swap Kofi for Amina", "Kofi will lead the workshop on Friday.", ["Amina", "Friday"]),
  rewritten("replace 9 am with 10 am", "The bus leaves at 9 am from the school.", ["10 am"]),
  rewritten(
    "keep it short",
    "So basically what happened was that the delivery guy came too early and nobody was at home to take the package.",
    [],
  ),
  rewritten("more polite, it is for my boss", "I want Friday off.", []),
  rewritten(
    "break it into a list",
    "Bring your passport, a pen, two photos and the printed form.",
    [],
  ),
  rewritten(
    "not so formal",
    "We cordially invite you to attend the annual gathering of our association.",
    [],
  ),
  rewritten("add a bit more detail", "The trip was good.", []),
  rewritten("correct my english please", "She have two childs and they goes to school by bus.", []),
  rewritten(
    "could you condense this",
    "The reason why I am writing this email to you today is because I want to ask you about the project.",
    [],
  ),
  rewritten("I'd like it friendlier", "Submit your timesheet by Friday.", ["Friday"]),
  rewritten(
    "too wordy, make it lean",
    "In the event that you are unable to attend, please be so kind as to let us know in advance.",
    [],
  ),
  rewritten("rewrite it professionally", "yo the invoice is wrong, fix it pls", []),
  rewritten(
    "make the wording easier",
    "Notwithstanding the aforementioned constraints, we shall proceed.",
    [],
  ),
  rewritten("fix the mistakes", "Me and him goes to the gym everyday at 6.", []),
  rewritten("make it more positive", "Sales were bad this month and we missed the target.", []),
  rewritten("can you make it less blunt", "Your idea will not work.", []),
  rewritten(
    "sum it up in one line",
    "We visited three flats today. The first was too small. The second was too far. The third was perfect and we signed.",
    [],
  ),
  rewritten("put Lagos instead of Accra", "The conference will be held in Accra next year.", [
    "Lagos",
  ]),
  rewritten("make it more chill", "Kindly ensure that all equipment is returned by 5 pm.", [
    "5 pm",
  ]),
  // Near misses.
  written("shorten the cable before you plug it in", "Shorten the cable before you plug it in."),
  typed("my teacher said to make it shorter next time", "make it shorter next time"),
];
