/**
 * Orders, questions and steps after a complete statement ("the lift is
 * broken take the stairs", "unplug the modem count to ten"), and a greeting,
 * thanks or praise with a name before a clause ("big congrats Mehmet ten
 * years at the company is amazing"), said by people of many first languages
 * and walks of life; with near misses that must stay whole ("tell her the
 * lift is broken", "thanks for the slides Kofi").
 * Two cases written with them still miss and are left out, neither this
 * round's readings': "yes please bring it the new one is on my desk" (no
 * subject is read in "the new one is", whose head the tagger takes for a
 * number, after an order's "it") and "unplug the modem count to ten and plug
 * it back in" ("count" before "to" is read as the modem's noun, no step).
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const ORDERS_AND_GREETINGS_OPENING_A_CLAUSE: WriterCase[] = [
  // An order after a statement.
  said("the files are large use the shared drive instead", "large. Use the shared drive"),
  said("the lift is broken take the stairs", "broken. Take the stairs."),
  said("the sink is leaking someone please call a plumber", "leaking. Someone please call"),
  said("the road is closed go around by the church", "closed. Go around by the church."),
  typed("the water tastes strange boil it first", "strange. Boil it first."),
  said("the baby finally sleeps keep your voice down", "sleeps. Keep your voice down."),
  written("the contract is on the server read it before Monday", "server. Read it before Monday."),
  said("the cake is still hot somebody cut it later", "hot. Somebody cut it later."),
  said("the tickets are cheap this week book two for us", "week. Book two for us."),
  typed("the dog already ate leave the bowl empty", "ate. Leave the bowl empty."),
  // Questions after a statement, in the write box.
  written("the invoice shows three nights is that right", "nights. Is that right?"),
  written("the form looks different did you change it", "different. Did you change it?"),
  written("the heater makes a noise does it need a service", "noise. Does it need a service?"),
  written("Amara sounds busy should I call her tomorrow", "busy. Should I call her tomorrow?"),
  written("the report has two dates which one is correct", "dates. Which one is correct?"),
  written(
    "the van is outside has anybody seen the driver",
    "outside. Has anybody seen the driver?",
  ),
  // Steps, orders in a row.
  said("open settings tap privacy and turn off tracking", "settings, tap privacy and turn off"),
  said("peel the potatoes cut them small and boil them", "potatoes, cut them small and boil"),
  said("lock the door switch off the lights and leave the key", "door, switch off the lights and"),
  said("wash the rice rinse it twice and cook it", "rice, rinse it twice and cook it"),
  // Near misses: an order or statement that holds its clause whole.
  said("tell her the lift is broken", "lift is broken"),
  said("the files you sent are large", "The files you sent are large."),
  said("let me know if the invoice is right", "Let me know if the invoice is right."),
  said("make sure the door is locked", "Make sure the door is locked."),
  said("ask him to take the stairs", "take the stairs"),
  said("the lady who called wants a refund", "The lady who called wants a refund."),
  said("the parents want the kids home early", "The parents want the kids home early."),
  said("the farmers plant rice in June", "The farmers plant rice in June."),
  // A greeting, thanks or praise with a name, then a clause.
  written("thanks Kofi the slides look great I will share them", "great. I will share them."),
  written("big congrats Mehmet ten years at the company is amazing", "Ten years at the company is"),
  written("lovely photo Ines thanks for posting it", "Ines. Thank you for posting it."),
  written(
    "hi Sara the parcel came this morning the box was dented",
    "morning. The box was dented.",
  ),
  written("thanks again Rui quick question is the venue confirmed", "is the venue confirmed?"),
  written("well done Chidi the client signed the deal", "The client signed the deal."),
  written("congrats Yuki your poster won first prize", "Your poster won first prize."),
  written("great job Tomasz the garden looks beautiful", "The garden looks beautiful."),
  written("happy birthday Leila we all miss you here", "We all miss you here."),
  written(
    "good morning Mr Okafor the car is ready for collection",
    "the car is ready for collection",
  ),
  written("thanks so much Anh the soup was delicious", "The soup was delicious."),
  written("nice work Pablo the new logo is much better", "The new logo is much better."),
  written("welcome back Fatima your desk is by the window", "Your desk is by the window."),
  written("hello Dmitri the keys are with the neighbour", "the keys are with the neighbour."),
  written("beautiful pictures Aroha the kids loved them", "The kids loved them."),
  written("many thanks Ms Haddad the documents arrived today", "The documents arrived today."),
  written("sorry Bongani the train was late again", "The train was late again."),
  written("cheers Ravi the tools are back in the shed", "The tools are back in the shed."),
  written("amazing news Helga the bank approved the loan", "The bank approved the loan."),
  written(
    "dear Mrs Lindqvist the repairs will start next week",
    "the repairs will start next week",
  ),
  // Near misses: a greeting or thanks that holds its words whole.
  written("thanks for the slides Kofi", "the slides"),
  written("hi everyone", "everyone"),
  written("congrats to Mehmet and his team", "to Mehmet and his team"),
  written("thanks Kofi", "Kofi"),
  written("great job on the launch Priya", "on the launch"),
  written("happy birthday to my lovely sister Nadia", "to my lovely sister Nadia"),
];
