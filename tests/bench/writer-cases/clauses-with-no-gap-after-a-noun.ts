/**
 * A subject and its verbs after a noun, with no "that": they describe the
 * noun when something their verbs need is missing and the noun fills it ("the
 * parcel she promised to send never came"), and start a sentence of their own
 * when nothing is missing ("the late order he promised to ship it today",
 * "the x-ray she says nothing is broken"): the gap read down the verb's chain
 * ("promised to ship it", "says <clause>") and by what each verb takes. Said
 * by people of many first languages and walks of life, written before the
 * fix.
 */
import { keeping, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const CLAUSES_WITH_NO_GAP_AFTER_A_NOUN: WriterCase[] = [
  // Nothing is missing in the clause after the noun: a sentence of its own.
  said(
    "I emailed the supplier about the late order he promised to ship it today",
    "order. He promised to ship it today.",
  ),
  said(
    "the nurse checked the x-ray she says nothing is broken",
    "x-ray. She says nothing is broken.",
  ),
  said(
    "we cleaned the garage my husband wants to sell the old bikes",
    "garage. My husband wants to sell the old bikes.",
  ),
  said(
    "I called the bank about the card they will send a new one",
    "card. They will send a new one.",
  ),
  said(
    "I changed the password the old one no longer works",
    "password. The old one no longer works.",
  ),
  typed(
    "i spoke to the mechanic about the brakes he thinks the pads are worn",
    "brakes. He thinks the pads are worn.",
  ),
  said(
    "I read the contract my lawyer says the second clause is unfair",
    "contract. My lawyer says the second clause is unfair.",
  ),
  keeping(
    ["Aisha"],
    said(
      "I sent the invoice Aisha promised to pay it on Friday",
      "invoice. Aisha promised to pay it on Friday.",
    ),
  ),
  said(
    "we visited the flat the landlord wants to rent it for nine hundred",
    "flat. The landlord wants to rent it",
  ),
  said(
    "she finished the report her boss wants to read it tonight",
    "report. Her boss wants to read it tonight.",
  ),
  typed("I checked the schedule the train leaves at six", "schedule. The train leaves at six."),
  said("my son broke the window he says he is sorry", "window. He says he is sorry."),
  said(
    "I tried the soup my grandmother made it with lentils",
    "soup. My grandmother made it with lentils.",
  ),
  said("we fixed the heater it finally works again", "heater. It finally works again."),
  said(
    "I asked the teacher about the test she said we can take it again",
    "test. She said we can take it again.",
  ),
  said("they delivered the sofa the legs are scratched", "sofa. The legs are scratched."),
  said(
    "I looked at the photos my cousin hopes to print them for the wedding",
    "photos. My cousin hopes to print them for the wedding.",
  ),
  typed(
    "we reviewed the budget the director plans to cut travel costs",
    "budget. The director plans to cut travel costs.",
  ),
  said(
    "the doctor looked at the rash she thinks it is an allergy",
    "rash. She thinks it is an allergy.",
  ),
  said(
    "I paid the deposit the agent promised to call me tomorrow",
    "deposit. The agent promised to call me tomorrow.",
  ),
  said(
    "we watched the match my brother hopes our team wins the cup",
    "match. My brother hopes our team wins the cup.",
  ),
  said(
    "I charged the phone the battery still dies by noon",
    "phone. The battery still dies by noon.",
  ),
  keeping(
    ["Kwame"],
    said(
      "Kwame brought the cake his wife decided to bake a second one",
      "cake. His wife decided to bake a second one.",
    ),
  ),
  said(
    "I finished the slides my manager wants to see them before lunch I will send them now",
    "slides. My manager wants to see them before lunch. I will send them now.",
  ),
  said(
    "we booked the venue the owner says we can decorate on Friday",
    "venue. The owner says we can decorate on Friday.",
  ),
  said(
    "I saw the email the client wants to move the meeting to Monday",
    "email. The client wants to move the meeting to Monday.",
  ),
  typed(
    "we tested the new software the team expects to launch it in May",
    "software. The team expects to launch it in May.",
  ),
  said(
    "I measured the window the curtains need to be longer",
    "window. The curtains need to be longer.",
  ),
  // Something the clause's verbs need is missing, and the noun fills it: one sentence.
  said("the parcel she promised to send never came", "The parcel she promised to send never came."),
  said("the dress she wanted to buy was sold out", "The dress she wanted to buy was sold out."),
  said("this is the book he says is the best", "the book he says is the best."),
  said("the cafe we go to is closed today", "The cafe we go to is closed today."),
  said("the man I spoke with called again", "The man I spoke with called again."),
  said("the present my aunt gave me broke", "The present my aunt gave me broke."),
  said("I finally got the refund they promised to send me", "the refund they promised to send me."),
  said("we sold the car my dad wanted to keep", "the car my dad wanted to keep."),
  said(
    "she cooked the dish her mother taught her to make",
    "the dish her mother taught her to make.",
  ),
  said(
    "the house they hope to buy is near the river",
    "The house they hope to buy is near the river.",
  ),
  typed(
    "the plan he thinks will work is too expensive",
    "The plan he thinks will work is too expensive.",
  ),
  said("I read the article you told me to read", "the article you told me to read."),
  said(
    "the shoes I decided to return were too small",
    "The shoes I decided to return were too small.",
  ),
  said("we visited the town my grandfather grew up in", "the town my grandfather grew up in."),
  said("I signed the form the school asked us to sign", "the form the school asked us to sign."),
  said("the bus we usually take to work was late", "The bus we usually take to work was late."),
  said(
    "we ate the cookies my son wanted to bring to school",
    "the cookies my son wanted to bring to school.",
  ),
  said(
    "the report she hopes to finish by Friday is long",
    "The report she hopes to finish by Friday is long.",
  ),
  said(
    "the people we plan to invite all live nearby",
    "The people we plan to invite all live nearby.",
  ),
  said("this is the flat I want to rent for a year", "the flat I want to rent for a year."),
  said(
    "the nurse I talked to says the scan looks fine",
    "The nurse I talked to says the scan looks fine.",
  ),
  said(
    "the song they keep playing on the radio is annoying",
    "The song they keep playing on the radio is annoying.",
  ),
  said(
    "I lost the ring my husband promised he would fix",
    "the ring my husband promised he would fix.",
  ),
  typed(
    "the movie everyone says is great was boring",
    "The movie everyone says is great was boring.",
  ),
];
