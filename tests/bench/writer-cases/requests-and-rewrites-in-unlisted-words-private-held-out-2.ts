/**
 * The requests-and-rewrites round's second private split, written after the
 * first came in under the tuned cases and the readings were widened, and
 * scored once before it was tuned on (request 24/25, no instruction left
 * 24/25, rewrite 23/25, names 26/27): other verbs, askings, pieces,
 * recipients and asks again.
 */
import { asked, keeping, rewritten, said, written } from "./builders";
import { MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

const reply = (say: string, says: string, context = MARCUS): WriterCase => ({
  ...asked("reply", say, says),
  context,
});

export const REQUESTS_AND_REWRITES_IN_UNLISTED_WORDS_PRIVATE_HELD_OUT_2: WriterCase[] = [
  keeping(
    ["Aroha"],
    asked("chat", "would it be ok if you told Aroha the bus is late", "bus is late"),
  ),
  keeping(
    ["Oksana"],
    asked("chat", "could you possibly notify Oksana that the keys are ready", "keys are ready"),
  ),
  keeping(
    ["Chidi"],
    asked("chat", "send Chidi a short message the meeting got cancelled", "meeting got cancelled"),
  ),
  keeping(
    ["Matteo"],
    asked(
      "chat",
      "leave Matteo a quick note the printer is jammed again",
      "printer is jammed again",
    ),
  ),
  keeping(
    ["Priyanka"],
    asked("chat", "mind reminding Priyanka the rent is due tomorrow", "rent is due tomorrow"),
  ),
  keeping(
    ["Haruto"],
    asked("chat", "don't forget to let Haruto know the pizza is here", "pizza is here"),
  ),
  keeping(
    ["Leilani"],
    asked(
      "chat",
      "I'd be so grateful if you could tell Leilani the pool is closed",
      "pool is closed",
    ),
  ),
  keeping(
    ["Farid"],
    asked("chat", "please inform Farid the visa was approved", "visa was approved"),
  ),
  keeping(
    ["Nkechi"],
    asked("voice", "can you write Nkechi that the shop opens at nine", "shop opens at nine"),
  ),
  keeping(["Bjorn"], asked("chat", "go ahead and tell Bjorn the demo went well", "demo went well")),
  keeping(
    ["Maya"],
    asked("chat", "quickly message Maya that the tickets sold out", "tickets sold out"),
  ),
  keeping(
    ["Kofi"],
    asked(
      "chat",
      "any chance you could remind Kofi the bins go out tonight",
      "bins go out tonight",
    ),
  ),
  keeping(["Saoirse"], asked("chat", "drop Saoirse a note the flat is rented", "flat is rented")),
  keeping(["Dawit"], asked("chat", "be sure to tell Dawit the doctor called", "doctor called")),
  keeping(
    ["Valentina"],
    asked("chat", "would you be so kind to inform Valentina the room is booked", "room is booked"),
  ),
  keeping(["Tomás"], asked("chat", "can you just ping Tomás the review is done", "review is done")),
  reply("write him back that Thursday suits me better", "Thursday suits me better"),
  reply("let her know the deck is finished and ask if she wants a call", "deck is finished", PRIYA),
  reply("tell them we already paid, plus mention the receipt number", "we already paid", TOMASZ),
  keeping(["Hana"], asked("chat", "send Hana a text the car is outside", "car is outside")),
  keeping(
    ["Yusuf"],
    asked(
      "chat",
      "I'd really appreciate it if you could let Yusuf know the parcel came",
      "parcel came",
    ),
  ),
  keeping(
    ["Eszter"],
    asked("chat", "notify eszter that her shift starts at eight", "shift starts at eight"),
  ),
  keeping(["Obi"], asked("chat", "make sure you tell Obi the gate is locked", "gate is locked")),
  keeping(
    ["Lucía"],
    asked("chat", "give Lucía a message that the class starts later", "class starts later"),
  ),
  keeping(
    ["Rangi"],
    asked("chat", "could you kindly tell Rangi the boat trip is off", "boat trip is off"),
  ),
  // Near misses.
  said("Chidi sent me a short message the meeting got cancelled", "Chidi sent me a short message"),
  said(
    "I reminded Priyanka the rent is due tomorrow",
    "I reminded Priyanka the rent is due tomorrow.",
  ),
  said(
    "if you tell Dawit the doctor called he will panic",
    "If you tell Dawit the doctor called, he will panic.",
  ),
  // Rewrites.
  rewritten("dial it down a little", "I am extremely angry that nobody answered my emails!", []),
  rewritten(
    "make it lighter",
    "Attendance at the training session is mandatory for all staff.",
    [],
  ),
  rewritten("make this more easygoing", "Please ensure the kitchen is cleaned after use.", []),
  rewritten(
    "simplify the wording",
    "The aforementioned documents shall be submitted prior to the deadline.",
    [],
  ),
  rewritten(
    "shorten this",
    "I just really wanted to say thanks so much for all of the help you gave us with the move.",
    [],
  ),
  rewritten("soften the tone", "Stop sending me these emails.", []),
  rewritten("use Friday instead of Monday", "We can meet on Monday after lunch.", ["Friday"]),
  rewritten("change the price to $25", "The workshop costs $30 per person.", ["$25"]),
  rewritten(
    "make it briefer",
    "The reason why we are late is because the train, which was delayed, stopped twice.",
    [],
  ),
  rewritten("sound more polite please", "I want the report by Monday.", ["Monday"]),
  rewritten(
    "make a bulleted list of this",
    "For the trip pack a jacket, boots, a torch and some snacks.",
    [],
  ),
  rewritten(
    "a bit less formal",
    "We would be delighted to receive your feedback regarding our services.",
    [],
  ),
  rewritten("elaborate a little", "Meeting moved.", []),
  rewritten("correct the english", "Yesterday I have went to the bank and they was closed.", []),
  rewritten(
    "compress it",
    "Due to the fact that the weather was bad, we were not able to go outside at all.",
    [],
  ),
  rewritten("make it sound friendlier", "Send the files.", []),
  rewritten(
    "cut the fluff",
    "Basically what I am trying to say is that we really need more time.",
    [],
  ),
  rewritten("make it formal", "hey can u send the deck asap", []),
  rewritten("use plain words", "Kindly revert with the requisite particulars at the earliest.", []),
  rewritten("proofread this", "Its been a long week and we're all tired of it's problems.", []),
  rewritten("more positive please", "The project failed to meet two of its three goals.", []),
  rewritten("less harsh", "This work is bad.", []),
  rewritten(
    "summarise in one sentence",
    "The team met on Tuesday. We reviewed the budget. We agreed to hire two people. The plan starts in March.",
    ["Tuesday"],
  ),
  rewritten("replace the time with 4 pm", "The call starts at 2 pm on Thursday.", ["4 pm"]),
  rewritten("warm it up", "Your order has shipped.", []),
  // Near misses.
  written("dial the number on the back of the card", "Dial the number on the back of the card."),
  written(
    "use the side door instead of the main entrance",
    "Use the side door instead of the main entrance.",
  ),
];
