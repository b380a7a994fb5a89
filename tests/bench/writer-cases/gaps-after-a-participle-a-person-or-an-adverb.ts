/**
 * A describing clause with no "that" whose gap comes after a past perfect
 * ("the painting my uncle had bought in Lisbon"), after whom something was
 * given ("the watch my grandfather left me") or before an adverb or a
 * preposition's phrase ("the package Arjun had wrapped carefully") stays
 * whole; a complete clause after a noun ("your notes they really help")
 * is a sentence of its own. Near misses both ways: other auxiliaries, other
 * giving verbs, other adverbs and times. Said by people of many first
 * languages, in chat and by voice, written before the fix.
 */
import { keeping, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const GAPS_AFTER_A_PARTICIPLE_A_PERSON_OR_AN_ADVERB: WriterCase[] = [
  // The clause leaves its verb without the object the noun supplies: one sentence.
  keeping(
    ["Lisbon"],
    said(
      "we hung the painting my uncle had bought in Lisbon",
      "the painting my uncle had bought in Lisbon.",
    ),
  ),
  said("i still wear the watch my grandfather left me", "the watch my grandfather left me."),
  keeping(
    ["Arjun"],
    said(
      "I posted the package Arjun had wrapped carefully",
      "the package Arjun had wrapped carefully.",
    ),
  ),
  said("she returned the book her teacher had lent her", "the book her teacher had lent her."),
  said("we ate the soup my mother had made yesterday", "the soup my mother had made yesterday."),
  said("i sold the car my father gave me last year", "the car my father gave me last year."),
  keeping(["Wei"], typed("we loved the slides Wei had prepared", "the slides Wei had prepared.")),
  keeping(["Amara"], said("i lost the scarf Amara knitted me", "the scarf Amara knitted me.")),
  keeping(
    ["Lukas"],
    said(
      "we watched the video Lukas had recorded last week",
      "the video Lukas had recorded last week.",
    ),
  ),
  typed(
    "i finally read the letter my aunt wrote me in june",
    "the letter my aunt wrote me in June.",
  ),
  said("she wore the dress her sister had sewn by hand", "the dress her sister had sewn by hand."),
  said("he threw away the plant I bought him yesterday", "the plant I bought him yesterday."),
  keeping(["Fatima"], typed("i tried the recipe Fatima showed me", "the recipe Fatima showed me.")),
  said("we spent the money my parents lent us", "the money my parents lent us."),
  typed("I still have the photos you sent me last week", "the photos you sent me last week."),
  said(
    "we repaired the fence the storm had damaged badly",
    "the fence the storm had damaged badly.",
  ),
  keeping(
    ["Diego", "Mexico"],
    said("I opened the parcel Diego sent me from Mexico", "the parcel Diego sent me from Mexico."),
  ),
  typed("they cancelled the order we had placed on monday", "the order we had placed on Monday."),
  said("i loved the song you played us yesterday", "the song you played us yesterday."),
  said("he found the keys he had dropped in the garden", "the keys he had dropped in the garden."),
  keeping(
    ["Olga"],
    typed(
      "we checked the report Olga had written so quickly",
      "the report Olga had written so quickly.",
    ),
  ),
  said(
    "the shirt you bought me last week is too small",
    "The shirt you bought me last week is too small.",
  ),
  said("i miss the bread my grandma used to bake", "the bread my grandma used to bake."),
  said(
    "we kept the chairs our neighbour had thrown out",
    "the chairs our neighbour had thrown out.",
  ),
  typed("she framed the drawing her son made her", "the drawing her son made her."),
  // The clause after the noun is complete: a sentence of its own.
  said("I read your notes they really help", "notes. They really help."),
  said("we fixed the printer it works now", "printer. It works now."),
  said("I called the hotel they had already given the room away", "hotel. They had already given"),
  said("I called the teacher she gave us more time", "teacher. She gave us more time."),
  typed("i met the new manager he showed me the office", "manager. He showed me the office."),
  said("we emailed the school they sent us the form yesterday", "school. They sent us the form"),
  said("we moved the sofa my brother lent us his van", "sofa. My brother lent us his van."),
  typed("i tried the new phone it charges really quickly", "phone. It charges really quickly."),
  said(
    "I called my landlord he had fixed the heating already",
    "landlord. He had fixed the heating",
  ),
  said("we tested the app it crashes sometimes", "app. It crashes sometimes."),
  said(
    "they painted the fence the neighbours gave them the paint",
    "fence. The neighbours gave them",
  ),
  typed(
    "I visited the clinic the doctor showed me my scan",
    "clinic. The doctor showed me my scan.",
  ),
  said("we sold the house the buyers had offered a good price", "house. The buyers had offered"),
  said("i repaired the bike it rides smoothly now", "bike. It rides smoothly now."),
  said("we cleaned the kitchen it looks much better now", "kitchen. It looks much better now."),
];
