/**
 * Where a question ends and a statement starts, and the "?" of questions
 * said without the usual order: a question with "there" before a clause of
 * its own ("is there a discount for students I am on a budget"), "please"
 * before a question's auxiliary ("please can you send …"), a tag said at the
 * end ("… right", "… or no"), a bare "why" after a statement, a question
 * asked after "you" as an object ("I can help you what do you need") and
 * "excuse me" before a question; with the near misses each must leave alone
 * ("turn right", "nobody knows why", "is there a room we can book").
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const QUESTIONS_AND_STATEMENTS_AT_A_JOIN: WriterCase[] = [
  // A question with "there", then a clause of its own.
  written("is there a discount for students i am on a budget", "students? I am on a budget."),
  written("are there any seats left we are four people", "left? We are four people."),
  written("is there a pharmacy near the hotel my son has a fever", "hotel? My son has a fever."),
  written(
    "was there a problem with the delivery the box is broken",
    "delivery? The box is broken.",
  ),
  // Near misses: a clause describing the noun, or one the question ends on.
  written("is there a room we can book", "Is there a room we can book?"),
  written("is there anything i can do", "Is there anything I can do?"),
  written("there is a problem with the printer we need a technician", "printer. We need"),
  // "please" before a question's auxiliary and its subject.
  written("please can you send me the invoice with the correct address", "correct address?"),
  written(
    "please could you check the booking for friday",
    "Please could you check the booking for Friday?",
  ),
  written("please would you send the file again", "Please would you send the file again?"),
  // Near misses: "please" before an order.
  written("please do send it today", "Please do send it today."),
  written("please call me back when you are free", "Please call me back when you are free."),
  // A tag said at the end of a statement.
  written("i owe you 20 bucks right", "I owe you 20 bucks, right?"),
  written("you got my email from yesterday right", "yesterday, right?"),
  written("we meet at the main entrance right", "entrance, right?"),
  written("the price is include the tax or no", "the tax or no?"),
  written("you come to the party on saturday or no", "Saturday or no?"),
  written("the hotel has a pool or not", "a pool or not?"),
  // Near misses: "right" as a direction or a judgement, "or not" after "if" or "whether".
  written("at the bank turn right", "turn right."),
  written("the numbers look right", "The numbers look right."),
  said("she got everything right", "She got everything right."),
  written("you are right", "You are right."),
  written("i am not sure if the hotel has a pool or not", "a pool or not."),
  written("we go ahead whether they agree or not", "agree or not."),
  // A bare "why" after a statement.
  written("the price you say me was 200 now the invoice says 250 why", "250. Why?"),
  said("the train is late again why", "again. Why?"),
  written("they closed the canteen early today why", "today. Why?"),
  // Near misses: "why" that a verb or "that is" takes.
  said("nobody knows why", "Nobody knows why."),
  written("i really do not understand why", "I really do not understand why."),
  written("the boss did not say why", "The boss did not say why."),
  written("that is why", "That is why."),
  // A question asked after "you" as a verb's object.
  written("yes of course i can help you what do you need", "help you. What do you need?"),
  said("we can meet you when are you free", "meet you. When are you free?"),
  // Near misses: "you" told or shown what follows.
  written("let me show you how we do it", "Let me show you how we do it."),
  written("i will tell you what we need", "I will tell you what we need."),
  // "excuse me" before a question.
  written("excuse me where is the nearest pharmacy", "Excuse me, where is the nearest pharmacy?"),
  written("excuse me can you help me", "Excuse me, can you help me?"),
  written("excuse me i think this is my seat", "Excuse me, I think this is my seat."),
];
