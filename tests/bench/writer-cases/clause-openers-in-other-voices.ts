/**
 * More second clauses that open with something other than a plain subject,
 * said in other voices and written in a later round than
 * clause-openers-after-times-places-and-auxiliaries.ts: a time counted from
 * the clause before in a learner's present ("… to the market two hours
 * later I come back home"), a place phrase before "there is" ("… is full
 * behind the building there is more space", "next to it there are
 * stairs"), a subject after a day or a time ("… on Saturday dress code is
 * casual"), and a negated auxiliary after a noun or before a noun's clause
 * ("her husband doesn't he drinks tea", "but I cannot my back hurts").
 * A wish for the reader ("I hope all is well") is a closed formula, and a
 * time after it opens the next clause. Beside them the near misses: a time counted right after a verb ("my
 * sister arrived three days later she brought presents"), a count after a
 * preposition ("in two hours later I can call you"), a place that a verb
 * of doing takes ("the cat sleeps behind the sofa"), an auxiliary with its
 * verb ("they didn't give us one").
 */

import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const CLAUSE_OPENERS_IN_OTHER_VOICES: WriterCase[] = [
  // A time counted from the clause before.
  said(
    "we had a big fight last year a month later we made up",
    "last year. A month later we made up.",
  ),
  said(
    "i applied for the job in january three weeks later they called me",
    "in January. Three weeks later they called me.",
  ),
  said(
    "the plumber fixed the pipe the next week it leaked again",
    "the pipe. The next week it leaked again.",
  ),
  said(
    "the car broke down on the motorway an hour later a tow truck arrived",
    "motorway. An hour later a tow truck arrived.",
  ),
  typed(
    "i sent you the invoice last week later today i will send the receipt",
    "last week. Later today I will send the receipt.",
  ),
  said(
    "grandpa was a farmer for forty years these days he grows roses",
    "forty years. These days he grows roses.",
  ),
  said(
    "yesterday i go to the market two hours later i come back home",
    "to the market. Two hours later I come back home.",
  ),
  said(
    "my son finish school in june one month later he start university",
    "in June. One month later he start university.",
  ),
  said(
    "we arrive in madrid on monday the next morning we visit the museum",
    "on Monday. The next morning we visit the museum.",
  ),
  said(
    "i buy the ticket online few minutes later i get the email",
    "online. Few minutes later I get the email.",
  ),
  // A wish for the reader is a closed formula: a time after it opens what follows.
  said(
    "i hope all is well next week we start the new project",
    "all is well. Next week we start the new project.",
  ),
  typed(
    "hope you are well tomorrow we have the meeting at ten",
    "are well. Tomorrow we have the meeting at ten.",
  ),
  said(
    "i hope everything is fine at home this weekend we visit grandma",
    "at home. This weekend we visit grandma.",
  ),
  typed(
    "hope you're doing well on monday the new intern starts",
    "doing well. On Monday the new intern starts.",
  ),
  said(
    "i hope you enjoyed the holidays this month we close early on fridays",
    "the holidays. This month we close early on Fridays.",
  ),
  // Near misses: a wish of what is still to come holds its time.
  said("i hope you can come next week we need you", "come next week. We need you."),
  said("hope you feel better soon", "Hope you feel better soon."),
  // Near misses: the count tells when the verb before happened, or is a time of its own.
  said(
    "my sister arrived three days later she brought presents",
    "three days later. She brought presents.",
  ),
  said("i have a meeting in two hours later i can call you", "in two hours. Later I can call you."),

  // "there is" after a place, and a place phrase before it.
  said(
    "the flowers are on the balcony there are more in the garden",
    "on the balcony. There are more in the garden.",
  ),
  said("my books are in the box there is also a lamp", "in the box. There is also a lamp."),
  said(
    "the laundry room is in the basement downstairs there is also a gym",
    "in the basement. Downstairs there is also a gym.",
  ),
  said(
    "the kitchen is small outside there is a big terrace",
    "is small. Outside there is a big terrace.",
  ),
  said(
    "the rooms are on first floor upstairs there is the restaurant",
    "on first floor. Upstairs there is the restaurant.",
  ),
  said(
    "the car park is full behind the building there is more space",
    "is full. Behind the building there is more space.",
  ),
  said("the lift is broken next to it there are stairs", "is broken. Next to it there are stairs."),
  typed(
    "the fridge is in the corner above it there is a shelf",
    "in the corner. Above it there is a shelf.",
  ),
  said(
    "i left the keys in the door there is a spare one under the mat",
    "in the door. There is a spare one under the mat.",
  ),
  // Near misses: a place a verb of doing takes, and "it" that a preposition keeps.
  said(
    "the cat sleeps behind the sofa there is a blanket for her",
    "behind the sofa. There is a blanket for her.",
  ),
  said("i paid for it we can use it now", "I paid for it. We can use it now."),

  // A subject after a day, a time or an object.
  said("the party is on saturday dress code is casual", "on Saturday. Dress code is casual."),
  said(
    "the office is at the corner reception is on the ground floor",
    "at the corner. Reception is on the ground floor.",
  ),
  said(
    "the appointment is at nine waiting time is about one hour",
    "at nine. Waiting time is about one hour.",
  ),
  said("the new phone arrived the battery life is great", "arrived. The battery life is great."),
  said(
    "my appointment is on thursday my blood results come next week",
    "on Thursday. My blood results come next week.",
  ),
  said("i fixed the bike the front wheel was loose", "the bike. The front wheel was loose."),

  // A negated auxiliary whose verb was left unsaid.
  said("she likes coffee her husband doesn't he drinks tea", "Her husband doesn't. He drinks tea."),
  typed(
    "she likes coffee but her husband doesn't he drinks tea",
    "her husband doesn't. He drinks tea.",
  ),
  said("i said i will help but i cannot my back hurts", "but I cannot. My back hurts."),
  said("i wanted to go he wouldn't he was too tired", "He wouldn't. He was too tired."),
  said(
    "the kids can stay up late tonight we can't we work tomorrow",
    "We can't. We work tomorrow.",
  ),
  said(
    "the first printer prints in colour the second one doesn't it only prints black",
    "The second one doesn't. It only prints black.",
  ),
  said(
    "my brother eats everything my sister does not she is picky",
    "My sister does not. She is picky.",
  ),
  said("my wife can drive i can not i never learn", "I can not. I never learn."),
  typed("they should have called they didn't nobody told us", "They didn't. Nobody told us."),
  said(
    "we will all come to the party my sister won't she is scared of dogs",
    "My sister won't. She is scared of dogs.",
  ),
  // Near misses: the auxiliary has its verb.
  said("we asked for a discount they didn't give us one", "They didn't give us one."),
  said("she is not coming she is sick", "She is not coming. She is sick."),
  said("my son does not eat fish", "My son does not eat fish."),
];
