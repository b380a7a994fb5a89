/**
 * A noun followed by a subject and its verb, with no "that" between them:
 * the clause describes the noun when its verb, or a preposition at its end,
 * is left without the object the noun supplies ("the bike my brother was
 * fixing", "the man I spoke to"), and is a sentence of its own when it is
 * complete ("the drawer it was empty", "the kitchen my dad chose the
 * colour"). A name after "to you" or another object pronoun opens a clause
 * ("to you. Maria will"), not after "told you" or "thank you". Said by
 * people of many first languages, in chat and by voice, written before the
 * fix.
 */
import { keeping, replied, said, typed } from "./builders";
import { MARCUS, PRIYA } from "./threads";
import type { WriterCase } from "./writer-case";

export const DESCRIBING_CLAUSES_WITHOUT_THAT: WriterCase[] = [
  // The clause leaves its verb or its preposition without an object: one sentence.
  said("we sold the bike my brother was fixing", "the bike my brother was fixing."),
  said("I read the book you gave me", "the book you gave me."),
  typed("this is the form you have to sign", "the form you have to sign."),
  said("the man I spoke to was very kind", "The man I spoke to was very kind."),
  keeping(
    ["Kenji"],
    said("i finally watched the film Kenji recommended", "the film Kenji recommended."),
  ),
  said("she loved the cake my mum baked for her", "the cake my mum baked for her."),
  said("we stayed at the hotel our friends told us about", "the hotel our friends told us about."),
  typed("i lost the charger you lent me yesterday", "the charger you lent me yesterday."),
  said("these are the shoes I wanted to buy", "the shoes I wanted to buy."),
  said("the report the manager asked for is ready", "The report the manager asked for is ready."),
  keeping(
    ["Tomás"],
    said(
      "I need to return the drill Tomás borrowed last week",
      "the drill Tomás borrowed last week.",
    ),
  ),
  typed("that is the bus we usually take", "the bus we usually take."),
  said("the flat they are renting has no heating", "The flat they are renting has no heating."),
  said("the song she was humming is stuck in my head", "The song she was humming is stuck"),
  said("I cannot find the email the bank sent", "the email the bank sent."),
  typed("we ate at the place you always talk about", "the place you always talk about."),
  said(
    "the colleague I share a desk with is leaving",
    "The colleague I share a desk with is leaving.",
  ),
  said("this is the job I applied for", "the job I applied for."),
  said("he fixed the tap the landlord never repaired", "the tap the landlord never repaired."),
  typed("i found the jacket my sister left here", "the jacket my sister left here."),
  said("the car we rented in Porto broke down", "The car we rented in Porto broke down."),
  said("we found the ring grandma had lost", "the ring grandma had lost."),
  // The clause after the noun is complete: a sentence of its own.
  said(
    "they moved the departure time you need to be at gate 4 by 7:40",
    "departure time. You need to be",
  ),
  said("I checked the drawer it was empty", "drawer. It was empty."),
  said(
    "I searched the car for my phone it was under the seat I feel stupid",
    "phone. It was under the seat. I feel stupid.",
  ),
  said("we painted the kitchen my dad chose the colour", "kitchen. My dad chose the colour."),
  typed("i opened the fridge the milk had gone off", "fridge. The milk had gone off."),
  said("she bought the tickets her husband booked the hotel", "tickets. Her husband booked"),
  said("we cleaned the garage the neighbours helped us", "garage. The neighbours helped us."),
  typed("I tried the new cafe the coffee was cold", "cafe. The coffee was cold."),
  said("I emailed the landlord he still has not answered", "landlord. He still has not answered."),
  said("we visited the museum my kids loved it", "museum. My kids loved it."),
  said("I booked the room the price includes breakfast", "room. The price includes breakfast."),
  typed("i fixed the printer it works now", "printer. It works now."),
  said("she called the clinic they can see her at noon", "clinic. They can see her"),
  said("we lost the final our coach was not happy", "final. Our coach was not happy."),
  typed("I washed the car it looks new", "car. It looks new."),
  // A name after an object pronoun that ends a clause opens the next one.
  keeping(
    ["Maria"],
    said("I will send the draft to you Maria will check it", "to you. Maria will check it."),
  ),
  keeping(
    ["Chidi"],
    said("I will forward the invoice to you Chidi needs it by friday", "to you. Chidi needs it"),
  ),
  keeping(["Aisha"], typed("I gave the keys to him Aisha has a spare set", "to him. Aisha has")),
  keeping(["Lars"], said("i sent the photos to her Lars wants them too", "to her. Lars wants")),
  keeping(["Kofi"], said("we had lunch with them Kofi paid for everyone", "with them. Kofi paid")),
  // A name after "told you" says what was told, and "thank you Maria" calls her.
  keeping(["Pedro"], said("I told you Pedro would call", "I told you Pedro would call.")),
  keeping(["Ana"], typed("I promise you Ana will love it", "I promise you Ana will love it.")),
  keeping(["Maria"], replied("thank you Maria the slides look great", PRIYA, "Thank you, Maria.")),
  keeping(
    ["Marcus"],
    replied("thank you Marcus see you on Monday", MARCUS, "Thank you. See you on"),
  ),
];
