/**
 * The private split of filled-slots-after-a-noun.ts, written before the
 * fix and scored once after it: a noun, then a subject and its verb with the
 * slot filled (a sentence of its own) or left for the noun (one sentence).
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const FILLED_SLOTS_AFTER_A_NOUN_PRIVATE_HELD_OUT: WriterCase[] = [
  said("i rang the school they sent the kids home early", "school. They sent the kids home early."),
  said("we met the new manager he talked about the budget", "manager. He talked about the budget."),
  said("i gave the keys to the cleaner she locked the door", "cleaner. She locked the door."),
  said("my wife called the bank they blocked the card", "bank. They blocked the card."),
  typed("i fixed the printer it works fine now", "printer. It works fine now."),
  said("i messaged the group nobody answered", "group. Nobody answered."),
  said("i asked the teacher she explained everything", "teacher. She explained everything."),
  said("we picked up the kids they slept in the car", "kids. They slept in the car."),
  said(
    "i called the airline they apologised for the delay",
    "airline. They apologised for the delay.",
  ),
  said("the dentist checked my tooth she found nothing", "tooth. She found nothing."),
  said("i dropped the glass it broke into pieces", "glass. It broke into pieces."),
  said("i spoke to the landlord he came by this morning", "landlord. He came by this morning."),
  said("i thanked the nurse she smiled", "nurse. She smiled."),
  typed("we invited the neighbours they brought wine", "neighbours. They brought wine."),
  said("the shoes i bought last week are too small", "The shoes I bought last week are too small."),
  said("this is the song we danced to", "the song we danced to."),
  said("i found the letter she wrote to her mother", "the letter she wrote to her mother."),
  said("the friend i went with got lost", "The friend I went with got lost."),
  said("i lost the ring he gave me", "the ring he gave me."),
];
