/**
 * A time or place said between two run-on clauses, and short openers that
 * lead into a clause. A time goes with the clause before when that clause
 * has none of its own and its tense allows it ("the electrician comes
 * tomorrow he will …"); it opens the next clause when the clause before
 * already has one ("last year we lived in Porto this year we …"), is in a
 * tense the time does not fit ("I am so tired yesterday I worked …"), or
 * talks of the moment ("we are almost done …"). A bare "now" opens the next
 * clause after a past, or before a modal after a clause saying what
 * something is ("we fixed the leak now the floor is dry", "the totals look
 * right now I will send them"), and otherwise ends the clause before ("I
 * live in Madrid now I really like it", "I am leaving now I will text you"). A short fragment before a
 * question word is a sentence of its own ("Fair enough. When can we
 * start?"); a phrase opened by "after", "before" or "since" is no clause,
 * so the sentence it opens ends on a full stop, not a comma. Beside them
 * the near misses, which stay one sentence: a time at the end of the only
 * clause, a time as a subject, a time after a verb of saying ("I think
 * tomorrow we …"), "now that", "until now", "and now".
 */

import { replied, said, typed } from "./builders";
import { MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const TIMES_AND_OPENERS_BETWEEN_CLAUSES: WriterCase[] = [
  // A time the clause before can hold, which has none of its own: it ends that clause.
  said(
    "the electrician comes tomorrow he will check the wiring",
    "comes tomorrow. He will check the wiring.",
  ),
  said(
    "the car goes to the garage tomorrow I will take the train",
    "garage tomorrow. I will take the train.",
  ),
  said(
    "the canteen stays closed this week we eat at the café",
    "closed this week. We eat at the café.",
  ),
  said(
    "our manager is on holiday this week Sofia approves the orders",
    "holiday this week. Sofia approves the orders.",
  ),
  said(
    "the new manager starts tomorrow she wants to meet everyone",
    "starts tomorrow. She wants to meet everyone.",
  ),
  said(
    "the plumber comes back on thursday he has to order a part",
    "back on Thursday. He has to order a part.",
  ),
  said("Tomás is in Madrid this week Inés runs the shop", "this week. Inés runs the shop."),
  said(
    "Ahmed works from home today Lena will open the office",
    "home today. Lena will open the office.",
  ),
  said(
    "the new neighbours moved in yesterday they seem really nice",
    "moved in yesterday. They seem really nice.",
  ),
  typed(
    "the gym stays shut tomorrow members can use the pool",
    "shut tomorrow. Members can use the pool.",
  ),
  typed(
    "my flight lands tonight I will message you from the taxi",
    "lands tonight. I will message you from the taxi.",
  ),
  said(
    "Mehmet is on leave until monday Aylin handles his tickets",
    "until Monday. Aylin handles his tickets.",
  ),
  said(
    "the boiler makes noise since yesterday the technician comes on friday",
    "since yesterday. The technician comes on Friday.",
  ),
  // The clause before has a time of its own: the second time opens the next clause.
  said(
    "he is in Berlin until friday after that he flies to Warsaw",
    "until Friday. After that he flies to Warsaw.",
  ),
  said(
    "yesterday it snowed all day today the roads are clear",
    "snowed all day. Today the roads are clear.",
  ),
  said(
    "this morning I felt awful this afternoon I feel much better",
    "felt awful. This afternoon I feel much better.",
  ),
  said(
    "last year we lived in Porto this year we live in Lisbon",
    "in Porto. This year we live in Lisbon.",
  ),
  said(
    "on friday the office was empty on saturday everyone came in",
    "was empty. On Saturday everyone came in.",
  ),
  said(
    "last week we planned the trip this week we booked the hotels",
    "the trip. This week we booked the hotels.",
  ),
  said("today I am at home tomorrow I go back to the office", "at home. Tomorrow I go back"),
  said(
    "at first I was nervous after a while I enjoyed it",
    "was nervous. After a while I enjoyed it.",
  ),
  said(
    "in the morning I work at the bakery in the evening I study",
    "the bakery. In the evening I study.",
  ),
  said(
    "yesterday we cleaned the garden today we paint the fence tomorrow we rest",
    "the garden. Today we paint the fence. Tomorrow we rest.",
  ),
  typed(
    "on monday we had the workshop on tuesday we presented the results",
    "the workshop. On Tuesday we presented the results.",
  ),
  said(
    "I finish early today after work I pick up the kids",
    "early today. After work I pick up the kids.",
  ),
  said("the roads are icy today tomorrow will be worse", "icy today. Tomorrow will be worse."),
  said(
    "I moved to Leeds in 2018 since then I work at the university",
    "in 2018. Since then I work at the university.",
  ),
  said("the heating is off tonight wear something warm", "off tonight. Wear something warm."),
  typed("the sale ends tomorrow get yours now", "ends tomorrow. Get yours now."),
  said("dinner is ready now come to the table", "ready now. Come to the table."),
  // A time the tense before does not fit, or a clause about the moment: it opens the next.
  said(
    "I am so tired yesterday I worked until midnight",
    "so tired. Yesterday I worked until midnight.",
  ),
  said(
    "the baby sleeps well now last night she had a cough",
    "well now. Last night she had a cough.",
  ),
  said(
    "we posted the parcel tomorrow we send the tracking number",
    "the parcel. Tomorrow we send the tracking number.",
  ),
  said(
    "the report is almost finished tomorrow I will send it to you",
    "almost finished. Tomorrow I will send it to you.",
  ),
  // A bare "now": after a past or before a modal it opens the next clause, otherwise it ends one.
  said(
    "the totals look right now I will send them to the accountant",
    "look right. Now I will send them to the accountant.",
  ),
  said(
    "the slides are ready now we can share them with the client",
    "are ready. Now we can share them with the client.",
  ),
  said("we fixed the leak now the kitchen floor is dry", "the leak. Now the kitchen floor is dry."),
  said(
    "the team finished the migration now it runs much faster",
    "the migration. Now it runs much faster.",
  ),
  said("I moved to Madrid last year now I work for a bank", "last year. Now I work for a bank."),
  said("I live in Valencia now I really like it", "in Valencia now. I really like it."),
  said(
    "she lives with her parents now she is saving money",
    "her parents now. She is saving money.",
  ),
  said("I am busy right now I will call you later", "busy right now. I will call you later."),
  said(
    "I am leaving the office now I will text you from the car",
    "the office now. I will text you from the car.",
  ),
  said("we have to go now we will miss the bus", "go now. We will miss the bus."),
  said(
    "the kids are asleep now we can finally watch the film",
    "are asleep. Now we can finally watch the film.",
  ),
  typed(
    "they are in a meeting right now they will call back after lunch",
    "meeting right now. They will call back after lunch.",
  ),
  typed("the heating works now we are warm again", "works now. We are warm again."),
  replied(
    "we have a workshop this morning can you cover the phones",
    TOMASZ,
    "workshop this morning. Can you cover the phones?",
  ),
  // A short fragment, then a question word: two sentences.
  replied(
    "interesting plan how would it work for a team of three",
    MARCUS,
    "Interesting plan. How would it work",
  ),
  replied("fair enough when can we start", MARCUS, "Fair enough. When can we start?"),
  replied("lovely photo where was it taken", PRIYA, "Lovely photo. Where was it taken?"),
  replied("sad news how is the family doing", TOMASZ, "Sad news. How is the family doing?"),
  replied(
    "smart move what does the client think",
    PRIYA,
    "Smart move. What does the client think?",
  ),
  replied("brilliant how did you fix it so fast", MARCUS, "Brilliant. How did you fix it so fast?"),
  replied("perfect where do we meet", TOMASZ, "Perfect. Where do we meet?"),
  // A phrase opened by "after", "before" or "since" is no clause: its sentence ends on a full stop.
  said("before lunch we tested the app they liked it a lot", "the app. They liked it a lot."),
  said("after the meeting we went home she was exhausted", "went home. She was exhausted."),
  said(
    "after dinner we watched a film the kids fell asleep on the sofa",
    "a film. The kids fell asleep on the sofa.",
  ),
  said(
    "before the trip we packed everything we forgot the passports anyway",
    "packed everything. We forgot the passports anyway.",
  ),
  said(
    "since the update we have no sound the speakers stay silent",
    "no sound. The speakers stay silent.",
  ),
  said(
    "after school the children play outside they come in at six",
    "play outside. They come in at six.",
  ),
  // Near misses: one sentence each.
  said("after the meeting ended we went home", "After the meeting ended, we went home."),
  replied(
    "one more thing can you send me the file",
    TOMASZ,
    "One more thing, can you send me the file?",
  ),
  said("I will ring you tomorrow morning", "I will ring you tomorrow morning."),
  said("we met last month at the conference", "We met last month at the conference."),
  said("see you on thursday then", "See you on Thursday then."),
  said("tomorrow is a bank holiday", "Tomorrow is a bank holiday."),
  said("today we start the new course", "Today we start the new course."),
  said("the ferry leaves at eight tomorrow", "The ferry leaves at eight tomorrow."),
  said("he said yesterday that he agrees", "He said yesterday that he agrees."),
  said("until tomorrow then", "Until tomorrow then."),
  said("I think tomorrow we will have the answer", "I think tomorrow we will have the answer."),
  said("we agreed yesterday we would wait", "We agreed yesterday we would wait."),
  said("he told me yesterday he will come", "He told me yesterday he will come."),
  said("the parcel arrives today or tomorrow", "The parcel arrives today or tomorrow."),
  said("by tomorrow we should have the results", "By tomorrow we should have the results."),
  said("right now we are in the car", "Right now we are in the car."),
  said("I know now that it was a mistake", "I know now that it was a mistake."),
  said("it is too late now to change the plan", "It is too late now to change the plan."),
  said("the meeting moved to tomorrow afternoon", "The meeting moved to tomorrow afternoon."),
  said("we will know more tomorrow", "We will know more tomorrow."),
  said("since yesterday I have a headache", "Since yesterday I have a headache."),
  said("every morning I walk the dog", "Every morning I walk the dog."),
  said("we were tired after the long walk", "We were tired after the long walk."),
  said("funny how things work out", "Funny how things work out."),
  said("and now we wait for the answer", "And now we wait for the answer."),
  said("we tried everything and now we know why", "We tried everything and now we know why."),
  said("until now we had no complaints", "Until now we had no complaints."),
  said("the meeting is tomorrow we need to prepare", "is tomorrow. We need to prepare."),
  // A noun and the clause describing it wait for their verb: the time after them is neither
  // a subject ("yesterday was") nor the start of an order ("last year broke down").
  said("the flat we saw yesterday was too dark", "The flat we saw yesterday was too dark."),
  said(
    "the bike she bought last month broke already",
    "The bike she bought last month broke already.",
  ),
  said("the people you met tonight are my cousins", "The people you met tonight are my cousins."),
];
