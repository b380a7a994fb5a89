/**
 * A clause run on after words that lead up to it: thanks, praise or a name
 * called ("well done Tomás the launch went smoothly"), a short lead with no
 * verb ("heads up", "long story short"), a reporting verb with no "that"
 * ("Dad called he'll pick us up"), a clause ending on a particle ("the
 * exams are over the kids are on holiday") or a time or place, and a clause
 * after a noun that is no relative clause ("my parents loved the hotel they
 * want to come back next year"). Beside them their near misses, which stay
 * one sentence: a real relative clause, "thanks to", a reporting verb with
 * its clause, and a statement opened by "what's".
 */

import { replied, said } from "./builders";
import { MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const CLAUSES_AFTER_A_LEAD: WriterCase[] = [
  // Thanks, praise or a wish, a name called, then the news.
  said(
    "thanks Leila good news the contract is signed",
    "Thanks, Leila.",
    "The contract is signed.",
  ),
  said("well done Tomás the launch went smoothly", "Well done, Tomás. The launch went smoothly."),
  said(
    "congratulations Mei you totally deserve it",
    "Congratulations, Mei. You totally deserve it.",
  ),
  said("happy birthday Sara we all miss you here", "Happy birthday, Sara. We all miss you here."),
  replied(
    "nice work Jonas how long did it take",
    MARCUS,
    "Nice work, Jonas. How long did it take?",
  ),
  // A short lead with no verb of its own.
  replied(
    "quick question does the hotel have parking",
    TOMASZ,
    "question, does the hotel have parking?",
  ),
  said("heads up the client moved the call to Thursday", "Heads up, the client moved the call"),
  said("fun fact the bridge is older than the town", "Fun fact, the bridge is older"),
  said("one thing the door code has changed", "One thing, the door code has changed."),
  said(
    "small update the parcel left the warehouse",
    "Small update, the parcel left the warehouse.",
  ),
  said("long story short we missed the flight", "Long story short, we missed the flight."),
  said("either way we pay the same", "Either way, we pay the same."),
  replied("great job how did you get it so fast", PRIYA, "Great job. How did you get it so fast?"),
  // A reporting verb with no "that".
  said("Dad called he'll pick us up at six", "Dad called. He'll pick us up at six."),
  said("Nadia messaged she's stuck at the airport", "Nadia messaged. She's stuck at the airport."),
  said("the airline texted our gate has changed", "The airline texted. Our gate has changed."),
  said("Grandma rang she'll come on Sunday", "Grandma rang. She'll come on Sunday."),
  said("my brother just called he got the job", "just called. He got the job."),
  said("the clinic phoned the results are normal", "The clinic phoned. The results are normal."),
  // A clause ending on a particle or an adverb.
  said("the exams are over the kids are on holiday", "are over. The kids are on holiday."),
  said("the strike is over the trains run again", "is over. The trains run again."),
  said("the heating is on the house is warm now", "is on. The house is warm now."),
  said("the votes are in our candidate won", "are in. Our candidate won."),
  said("the lights are out nobody can work", "are out. Nobody can work."),
  // A time or a place, then the next clause.
  said("we're away next week the neighbours have the keys", "next week. The neighbours have"),
  said("the kids are at school today the house is quiet", "school today. The house is quiet."),
  said("I was in Berlin last week the weather was awful", "last week. The weather was awful."),
  // After a noun, a clause that describes nothing.
  said(
    "my parents loved the hotel they want to come back next year",
    "the hotel. They want to come back next year.",
  ),
  said(
    "thank you to the volunteers you made this day special",
    "the volunteers. You made this day special.",
  ),
  said(
    "well done to the whole class you worked really hard",
    "whole class. You worked really hard.",
  ),
  said("we visited the museum they liked it a lot", "the museum. They liked it a lot."),
  // Near misses: one sentence each.
  said("thanks to you we won", "Thanks to you we won."),
  said("congrats on the new job", "Congrats on the new job."),
  said("good news for everyone", "Good news for everyone."),
  said("the news came in late", "The news came in late."),
  said("he said he would come", "He said he would come."),
  said("I think we should go", "I think we should go."),
  said("the restaurant they like best is closed", "The restaurant they like best is closed."),
  said("the jacket you gave me is too small", "The jacket you gave me is too small."),
  said("the team you hired is great", "The team you hired is great."),
  said("I love the café we go to every morning", "I love the café we go to every morning."),
  said("we finally saw the film you talked about", "We finally saw the film you talked about."),
  said("the results are in the report", "The results are in the report."),
  said("the keys are on the table by the door", "The keys are on the table by the door."),
  said("customers say the app is slow", "Customers say the app is slow."),
  said("next week the office is closed", "Next week the office is closed."),
  said("last night the power went out", "Last night the power went out."),
  said("what's done is done", "What's done is done."),
  said("what's mine is yours", "What's mine is yours."),
  replied("what's the plan for Friday", MARCUS, "the plan for Friday?"),
  said("heads up from the IT team", "Heads up from the IT team."),
  said("project manager Anna will call you tomorrow", "Project manager Anna will call you"),
  said("I read the book you gave me", "I read the book you gave me."),
  said("this is the team you will work with", "This is the team you will work with."),
];
