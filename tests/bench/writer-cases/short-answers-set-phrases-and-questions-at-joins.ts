/**
 * Short answers, courtesies, set phrases and short questions where a run-on
 * joins them: "sure I can do that what time", "yes please the blue one is
 * better", "bye for now talk soon", "that sounds great count me in", and a
 * question opened by an auxiliary and its subject after a clause that ends
 * on its object ("I forgot my badge can someone open the door"). Each is a
 * sentence of its own; near misses keep a phrase that leads on ("yes please
 * send it", "what time works for you", "I asked which one is cheaper").
 */
import { replied, said, written } from "./builders";
import { MARCUS } from "./threads";
import type { WriterCase } from "./writer-case";

export const SHORT_ANSWERS_SET_PHRASES_AND_QUESTIONS_AT_JOINS: WriterCase[] = [
  replied("sure i can do that what time", MARCUS, "Sure, I can do that. What time?"),
  said("yes please the blue one is better", "Yes, please. The blue one is better."),
  said("bye for now talk soon", "Bye for now. Talk soon."),
  said("that sounds great count me in", "That sounds great. Count me in."),
  said("i forgot my badge can someone open the door", "I forgot my badge. Can someone open"),
  replied("of course which one", MARCUS, "Of course. Which one?"),
  replied("fine by me how much", MARCUS, "Fine by me. How much?"),
  replied("why not let's try it", MARCUS, "Why not? Let's try it."),
  said("sure thing see you then", "Sure thing. See you then."),
  said("no thanks we already have one", "No, thanks. We already have one."),
  said("sounds good keep me posted", "Sounds good. Keep me posted."),
  said("the interview went well fingers crossed", "went well. Fingers crossed."),
  replied("i can join after lunch when exactly", MARCUS, "after lunch. When exactly?"),
  replied("we need more chairs for the workshop how many", MARCUS, "the workshop. How many?"),
  replied(
    "my laptop died during the call could you send me the notes",
    MARCUS,
    "the call. Could you send",
  ),
  replied("the client wants a bigger discount is it possible", MARCUS, "discount. Is it possible?"),
  replied(
    "i have a question about the invoice do we pay in euros",
    MARCUS,
    "invoice. Do we pay in euros?",
  ),
  said("not yet i am still waiting for the code", "Not yet. I am still waiting"),
  replied("great idea let's do it", MARCUS, "Great idea. Let's do it."),
  said("thanks for the update see you then", "the update. See you then."),
  said("i will be there around six see you then", "around six. See you then."),
  replied(
    "we moved the call to friday does that work for you",
    MARCUS,
    "Friday. Does that work for you?",
  ),
  replied("sorry for the wait which order number", MARCUS, "the wait. Which order number?"),
  replied("the room is booked for two hours is that enough", MARCUS, "two hours. Is that enough?"),
  said("ok sounds good talk to you tomorrow", "sounds good. Talk to you tomorrow."),
  replied("no problem i can cover your shift which day", MARCUS, "your shift. Which day?"),
  written("of course we can send a replacement which size", "replacement. Which size?"),
  replied(
    "my flight lands at nine can anyone pick me up",
    MARCUS,
    "at nine. Can anyone pick me up?",
  ),
  replied("we finished the draft can you review it", MARCUS, "the draft. Can you review it?"),
  // A word of praise as a whole reply, before a set phrase, a short question or an order.
  said("great count me in", "Great. Count me in."),
  replied("excellent which one", MARCUS, "Excellent. Which one?"),
  said("got it will do", "Got it. Will do."),
  said("cool see you then", "Cool. See you then."),
  replied("no problem i can help today which browser", MARCUS, "help today. Which browser?"),
  // Near misses: the phrase leads into what follows, or is what a verb takes.
  said("great news the refund went through", "Great news. The refund went through."),
  said("great work everyone", "Great work, everyone."),
  said("got it from the shop", "Got it from the shop."),
  replied("great the file is here", MARCUS, "Great, the file is here."),
  said("yes please send it to me", "Yes, please send it to me."),
  replied("what time works for you", MARCUS, "What time works for you?"),
  said("i asked which one is cheaper", "I asked which one is cheaper."),
  replied("how much does the course cost", MARCUS, "How much does the course cost?"),
  said("of course we can move it", "Of course, we can move it."),
  said("keep me posted on the delivery", "Keep me posted on the delivery."),
  replied("let me know what time suits you", MARCUS, "Let me know what time suits you."),
  said("i forgot my password again", "I forgot my password again."),
  replied("tell me which one you like", MARCUS, "Tell me which one you like."),
  said("i wonder how much it costs", "I wonder how much it costs."),
  said("sure thing", "Sure thing."),
];
