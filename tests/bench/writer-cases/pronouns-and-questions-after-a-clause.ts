/**
 * Run-on speech whose next clause opens with a pronoun or a question after a
 * clause complete on its object: "he", "she", "they" after a noun ("I rang
 * the garage they can fit the tyres"), "it" or "you" after a noun, a code or
 * a figure, an object "it" or "this" before a new noun-phrase subject ("we
 * loved it the food was great"), a question by inversion ("the talk ran late
 * shall we skip lunch"), and a name called before a clause ("Priya, the
 * client called back"); said by people of many first languages. Beside them
 * the near misses, which stay one sentence: a clause describing a noun, with
 * the gap it leaves ("the car they sold us", "the house we grew up in"), a
 * reported clause ("I hope you feel better"), "so that", "because", "if".
 */

import { keeping, replied, said, typed } from "./builders";
import { MARCUS } from "./threads";
import type { WriterCase } from "./writer-case";

export const PRONOUNS_AND_QUESTIONS_AFTER_A_CLAUSE: WriterCase[] = [
  // "he", "she", "they" after an object noun or a clause that needs none.
  said("I rang the garage they can fit the tyres on Friday", "the garage. They can fit the tyres"),
  said("we asked the supplier for a discount he offered five percent", "a discount. He offered"),
  said("I emailed the professor she replied within an hour", "the professor. She replied"),
  said("we hired a new designer she starts on the first", "new designer. She starts"),
  said("I rang the dentist she said she can see me at four", "the dentist. She said she can"),
  said("the heater works again it needed a new fuse", "works again. It needed a new fuse."),
  said("so we went to the bank they want two more payslips", "the bank. They want two more"),
  typed("thanks for the lift we really owe you one", "the lift. We really owe you one."),
  said("I read your essay it gave me a lot to think about", "your essay. It gave me a lot"),
  said("the nurse gave me drops they make my eyes sting", "me drops. They make my eyes sting."),
  said("I updated the game it keeps asking me for a password", "the game. It keeps asking me"),
  said("my colleagues cannot come they have a deadline", "cannot come. They have a deadline."),
  said(
    "on thursday the night shift cannot attend they have a safety course",
    "cannot attend. They have a safety course.",
  ),
  said("my brother can't make it he has the flu", "make it. He has the flu."),
  typed(
    "the twins won't join us they have football practice",
    "join us. They have football practice.",
  ),
  said("the builders will not finish they need more bricks", "not finish. They need more bricks."),
  said(
    "I talked to the manager yesterday he promise to call back",
    "yesterday. He promise to call back.",
  ),
  said("my aunt visited the museum she like it very much", "the museum. She like it very much."),
  // "it" after a noun, a code or a figure, with a verb in "-s" the tagger knows.
  said("press the blue button it resets the router", "blue button. It resets the router."),
  keeping(
    ["WELCOME5"],
    said(
      "use the code WELCOME5 at checkout it removes the delivery fee",
      "at checkout. It removes",
    ),
  ),
  keeping(
    ["3390"],
    said("the gate code is 3390 it expires on Sunday", "is 3390. It expires on Sunday."),
  ),
  said("try the side entrance it stays open until ten", "side entrance. It stays open"),
  said("plug in the grey cable it charges the tablet too", "grey cable. It charges the tablet"),
  typed("the new kettle is great it boils in a minute", "is great. It boils in a minute."),
  said("the parking is behind the station you need a ticket", "the station. You need a ticket."),
  // An object "it" or "this", then a clause whose subject is a noun phrase.
  typed("thanks for fixing it the page loads fast now", "fixing it. The page loads fast now."),
  said("we loved it the food was amazing", "loved it. The food was amazing."),
  said("I tried it the app keeps crashing", "tried it. The app keeps crashing."),
  said("I downloaded it my laptop says the file is corrupt", "downloaded it. My laptop says"),
  said("she signed it our side still has to sign", "signed it. Our side still has to sign."),
  typed("please check this our client needs it by noon", "check this. Our client needs it"),
  said("sorry I deleted it the backup has the old version", "deleted it. The backup has"),
  // "there" and an auxiliary after an object.
  said("we checked the cabin there was no blanket", "the cabin. There was no blanket."),
  said("I like the new flat there are two balconies", "new flat. There are two balconies."),
  // A question by inversion after a complete clause.
  replied("the talk ran late shall we skip lunch", MARCUS, "ran late. Shall we skip lunch?"),
  replied(
    "the meeting went over time should we book a second one",
    MARCUS,
    "over time. Should we book",
  ),
  replied(
    "your parcel came today shall I leave it with the neighbour",
    MARCUS,
    "came today. Shall I leave",
  ),
  replied(
    "I finished the draft could you take a look",
    MARCUS,
    "the draft. Could you take a look?",
  ),
  replied(
    "the shop was closed will they open tomorrow",
    MARCUS,
    "was closed. Will they open tomorrow?",
  ),
  replied("the kids loved the show was it expensive", MARCUS, "the show. Was it expensive?"),
  replied("the heating is fixed have you tried it", MARCUS, "is fixed. Have you tried it?"),
  replied(
    "the rain stopped should I still bring the umbrella",
    MARCUS,
    "rain stopped. Should I still bring",
  ),
  replied(
    "the bakery was shut where else can we get bread",
    MARCUS,
    "was shut. Where else can we get bread?",
  ),
  replied("we sent two invoices have they paid yet", MARCUS, "two invoices. Have they paid yet?"),
  replied(
    "the new sofa looks great how much did it cost",
    MARCUS,
    "looks great. How much did it cost?",
  ),
  // A name called, then a clause with a noun subject.
  said("Priya the client called back", "Priya, the client called back."),
  said("Ravi your parcel is at reception", "Ravi, your parcel is at reception."),
  typed("Jonas the coffee machine is leaking again", "Jonas, the coffee machine is leaking"),
  typed("Ines we need the spare keys", "Ines, we need the spare keys."),
  typed("thanks Kemal the photos look lovely", "Kemal. The photos look lovely."),
  // Near misses: one sentence each.
  said("Marta said the bus is late", "Marta said the bus is late."),
  said("Kwame will bring the drinks", "Kwame will bring the drinks."),
  said("the car they sold us keeps breaking down", "The car they sold us keeps breaking down."),
  said("the woman he works with is from Lyon", "The woman he works with is from Lyon."),
  said(
    "the song she sang at the wedding made everyone cry",
    "The song she sang at the wedding made everyone cry.",
  ),
  said("the app we use for invoices is down", "The app we use for invoices is down."),
  said("the file it refers to is missing", "The file it refers to is missing."),
  said("the price they quoted seems high", "The price they quoted seems high."),
  said("the colleague I mentioned will join us", "The colleague I mentioned will join us."),
  said("the email he sent yesterday was rude", "The email he sent yesterday was rude."),
  said("the people you meet there are friendly", "The people you meet there are friendly."),
  said("the house we grew up in is for sale", "The house we grew up in is for sale."),
  said("the lady there is our new neighbour", "The lady there is our new neighbour."),
  said("the students we teach here are brilliant", "The students we teach here are brilliant."),
  said("everything you need is in the box", "Everything you need is in the box."),
  said("the room they gave us had no window", "The room they gave us had no window."),
  said("the time it takes is too long", "The time it takes is too long."),
  said("we ordered the parts it needed", "We ordered the parts it needed."),
  said("the tune he keeps humming is stuck in my head", "The tune he keeps humming is stuck"),
  said("the noise it keeps making is weird", "The noise it keeps making is weird."),
  said("we finally met the neighbours you told us about", "the neighbours you told us about."),
  said("the walls we painted white look bigger", "The walls we painted white look bigger."),
  said("the gift they gave him made him cry", "The gift they gave him made him cry."),
  said("the woman he said was here has left", "The woman he said was here has left."),
  said("the guy she is dating plays the drums", "The guy she is dating plays the drums."),
  said("she said it was fine", "She said it was fine."),
  said("I wonder should we wait for them", "I wonder should we wait for them."),
  said("I hope you feel better", "I hope you feel better."),
  said("we know it works", "We know it works."),
  said("I am sure they will come", "I am sure they will come."),
  said(
    "we left early so that we could catch the train",
    "We left early so that we could catch the train.",
  ),
  said("she called because she needs the key", "She called because she needs the key."),
  said("tell me if it breaks again", "Tell me if it breaks again."),
  said("we made it the default for everyone", "We made it the default for everyone."),
  said("I gave it the green light", "I gave it the green light."),
];
