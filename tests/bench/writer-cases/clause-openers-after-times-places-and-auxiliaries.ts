/**
 * Where a run-on dictation's second clause starts when it opens with
 * something other than a plain subject: a time or sequence phrase that
 * leads into it ("… two hours later the driver called me", "… later this
 * week the doctor will call", "… the next day the plumber came"), "there
 * is" or a place adverb and "there is" ("… in the cupboard there is also
 * milk", "… is taken upstairs there are two free desks"), a subject that is
 * a compound or a noun phrase with a modifier ("… on Friday exam results
 * come out"), and a clause after a bare auxiliary or negation ("… but the
 * mouse does not it needs batteries"). Said by people of many first
 * languages and walks of life. Beside them the near misses, which stay
 * whole: a time that belongs to the only clause ("we moved here two years
 * ago", "she called me later that day"), "there" as a place, a compound
 * inside an object ("near the bus stop sign"), an auxiliary before its own
 * verb ("she does not like it").
 */

import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const CLAUSE_OPENERS_AFTER_TIMES_PLACES_AND_AUXILIARIES: WriterCase[] = [
  // A time counted back to the clause before: it opens the next one.
  said(
    "i left my bag on the bus two hours later the driver called me",
    "on the bus. Two hours later the driver called me.",
  ),
  said(
    "we arrived at the hotel an hour later the rain started",
    "at the hotel. An hour later the rain started.",
  ),
  said(
    "my sister moved to berlin a year later she found a job",
    "to Berlin. A year later she found a job.",
  ),
  said(
    "i sent the form on monday three days later they answered",
    "on Monday. Three days later they answered.",
  ),
  said(
    "we painted the kitchen a week later the paint started peeling",
    "the kitchen. A week later the paint started peeling.",
  ),
  said(
    "she left the office at noon twenty minutes later she called me",
    "at noon. Twenty minutes later she called me.",
  ),
  typed(
    "we booked the flight a few days later the price dropped",
    "the flight. A few days later the price dropped.",
  ),
  said(
    "my father had the operation in march six weeks later he was walking again",
    "in March. Six weeks later he was walking again.",
  ),
  said(
    "i ordered the sofa in spring two months later it has not come",
    "in spring. Two months later it has not come.",
  ),
  typed(
    "the dog ran away on saturday a day later a farmer found him",
    "on Saturday. A day later a farmer found him.",
  ),
  // "the next day", "the following week", "the same day": a time told from the clause before.
  said(
    "the boiler broke on sunday the next day the plumber came",
    "on Sunday. The next day the plumber came.",
  ),
  said(
    "the teacher gave us homework the following day nobody had done it",
    "homework. The following day nobody had done it.",
  ),
  said(
    "i paid the bill online the same day they cut the power",
    "online. The same day they cut the power.",
  ),
  said(
    "we signed the contract on tuesday the following week they started building",
    "on Tuesday. The following week they started building.",
  ),
  typed(
    "my cousin landed at midnight the next morning we drove to the coast",
    "at midnight. The next morning we drove to the coast.",
  ),
  // "later" with a time of its own: one phrase, which a clause of another tense does not take.
  said(
    "the results came back fine later this week the doctor will call",
    "came back fine. Later this week the doctor will call.",
  ),
  said(
    "i finished the report later today i will send it",
    "the report. Later today I will send it.",
  ),
  said(
    "i lost my keys in the morning later that day she found them in her car",
    "in the morning. Later that day she found them in her car.",
  ),
  typed(
    "the meeting went well later tonight i will write the minutes",
    "went well. Later tonight I will write the minutes.",
  ),
  said(
    "we got the keys yesterday later this month we move in",
    "yesterday. Later this month we move in.",
  ),
  // A time after a clause that has one already, or after a closed formula.
  said(
    "they usually deliver on mondays this month they deliver on tuesdays",
    "on Mondays. This month they deliver on Tuesdays.",
  ),
  said(
    "i hope you had a good trip next friday we have the review",
    "a good trip. Next Friday we have the review.",
  ),
  said(
    "the price went up last month this month it went down again",
    "last month. This month it went down again.",
  ),
  said("the baby cried all night this morning she is fine", "all night. This morning she is fine."),
  // Words of sequence: they lead into the clause after them.
  said(
    "the shop is shut for a week meanwhile we sell online",
    "for a week. Meanwhile, we sell online.",
  ),
  said(
    "the kids were sick all week eventually they got better",
    "all week. Eventually they got better.",
  ),
  said(
    "he worked in dubai for years nowadays he lives in cairo",
    "for years. Nowadays he lives in Cairo.",
  ),
  said(
    "i called the hotel twice in the end they gave us a refund",
    "twice. In the end they gave us a refund.",
  ),
  said(
    "we waited for the bus for ages eventually we took a taxi",
    "for ages. Eventually we took a taxi.",
  ),
  typed("my grandmother was a nurse these days she paints", "a nurse. These days she paints."),
  // Near misses: the time belongs to the only clause.
  said("we moved here two years ago", "We moved here two years ago."),
  said("she called me later that day", "She called me later that day."),
  said("I will finish it this week", "I will finish it this week."),
  said("he came back an hour later", "He came back an hour later."),
  // A time counted right after a verb or its object pronoun tells when that happened.
  said("he came back an hour later he looked tired", "an hour later. He looked tired."),
  said("she called me two hours later she was crying", "two hours later. She was crying."),
  typed(
    "the bus finally came twenty minutes later we were frozen",
    "twenty minutes later. We were frozen.",
  ),
  said("we met again three days later", "We met again three days later."),
  said("i will call you later this week", "I will call you later this week."),
  typed("the parcel arrived two days later than promised", "two days later than promised."),
  said("they visited us the next day", "They visited us the next day."),
  said("i saw him a week ago", "I saw him a week ago."),
  said("the meeting is later this afternoon", "The meeting is later this afternoon."),
  said("the train left ten minutes later than usual", "ten minutes later than usual."),

  // "there is" after a place: a preposition keeps its object.
  said(
    "the cups are in the cupboard there is also milk in the fridge",
    "in the cupboard. There is also milk in the fridge.",
  ),
  said(
    "the keys are on the table there is a note for you too",
    "on the table. There is a note for you too.",
  ),
  said(
    "the towels are in the bathroom there are more in the drawer",
    "in the bathroom. There are more in the drawer.",
  ),
  said(
    "the bread is on the counter there is butter in the fridge",
    "on the counter. There is butter in the fridge.",
  ),
  said(
    "we live near the station there are buses every ten minutes",
    "near the station. There are buses every ten minutes.",
  ),
  typed(
    "the printer is in the corridor there is paper in the box",
    "in the corridor. There is paper in the box.",
  ),
  said(
    "your coat is in the car there is an umbrella in the boot",
    "in the car. There is an umbrella in the boot.",
  ),
  said(
    "the fruit is in the bowl there are apples and pears",
    "in the bowl. There are apples and pears.",
  ),
  said(
    "my bag is under the desk there is a charger in it",
    "under the desk. There is a charger in it.",
  ),
  typed(
    "the files are on the server there is a backup too",
    "on the server. There is a backup too.",
  ),
  said(
    "the forms are in the folder there are three copies",
    "in the folder. There are three copies.",
  ),
  said(
    "my car is at the garage there is a problem with the brakes",
    "at the garage. There is a problem with the brakes.",
  ),
  said(
    "the medicine is in the kitchen there was some in my bag too",
    "in the kitchen. There was some in my bag too.",
  ),
  // A place adverb before "there is": it leads into that clause.
  said(
    "the big room is taken upstairs there are two free desks",
    "is taken. Upstairs there are two free desks.",
  ),
  said(
    "the main hall is full outside there are more chairs",
    "is full. Outside there are more chairs.",
  ),
  said(
    "the parking is closed nearby there is a public garage",
    "is closed. Nearby there is a public garage.",
  ),
  typed("my room is small next door there is a big one", "is small. Next door there is a big one."),
  said(
    "the toilets are broken downstairs there is another one",
    "are broken. Downstairs there is another one.",
  ),
  said(
    "the reception is closed inside there is a phone for guests",
    "is closed. Inside there is a phone for guests.",
  ),
  // Near misses: "there" as a place, or "there is" with no clause before it.
  said("there is a note upstairs", "There is a note upstairs."),
  said("they are there now", "They are there now."),
  said("i was there yesterday", "I was there yesterday."),
  said("there are two desks upstairs", "There are two desks upstairs."),
  said("the kids play outside", "The kids play outside."),
  said("we waited outside for an hour", "We waited outside for an hour."),
  said("the book on the shelf there is mine", "The book on the shelf there is mine."),

  // A subject that is a compound or a noun with a modifier.
  said(
    "the gym is near the park opening hours are from six to ten",
    "near the park. Opening hours are from six to ten.",
  ),
  said(
    "the exam is on friday exam results come out in june",
    "on Friday. Exam results come out in June.",
  ),
  said(
    "the hotel is by the sea breakfast is served at eight",
    "by the sea. Breakfast is served at eight.",
  ),
  said("i reset the router the old one kept dropping", "the router. The old one kept dropping."),
  said("the nurse checked the wound she says it is healing", "the wound. She says it is healing."),
  said(
    "the course starts on monday course fees are due next week",
    "on Monday. Course fees are due next week.",
  ),
  said(
    "the match is on saturday ticket prices went up again",
    "on Saturday. Ticket prices went up again.",
  ),
  typed(
    "the clinic opens at nine on tuesday blood tests start at eight",
    "on Tuesday. Blood tests start at eight.",
  ),
  said(
    "the school trip is in may parent volunteers are still needed",
    "in May. Parent volunteers are still needed.",
  ),
  said(
    "the flat is near the river the monthly rent is nine hundred euros",
    "near the river. The monthly rent is",
  ),
  said(
    "our new office is in leeds car parking is a problem",
    "in Leeds. Car parking is a problem.",
  ),
  // Near misses: the compound is one phrase.
  said("the visiting hours change every month", "The visiting hours change every month."),
  said("we waited near the bus stop sign", "We waited near the bus stop sign."),
  said("the exam results come out in june", "The exam results come out in June."),
  said("i checked the opening hours online", "I checked the opening hours online."),

  // A clause after a bare auxiliary or negation.
  said(
    "the laptop charges but the mouse does not it needs batteries",
    "the mouse does not. It needs batteries.",
  ),
  said("she can swim but he can't he never learned", "he can't. He never learned."),
  said("my husband drives but i don't i take the bus", "but I don't. I take the bus."),
  said(
    "he said he would come but he didn't we waited an hour",
    "but he didn't. We waited an hour.",
  ),
  said(
    "the printer works the scanner doesn't it shows an error",
    "The scanner doesn't. It shows an error.",
  ),
  typed(
    "my son likes fish my daughter does not she is vegetarian",
    "My daughter does not. She is vegetarian.",
  ),
  said(
    "we thought the bus would wait it didn't we had to walk",
    "would wait. It didn't. We had to walk.",
  ),
  said("my wife eats meat i do not i am vegan", "I do not. I am vegan."),
  typed(
    "the landlord said he would paint the walls he hasn't they are still grey",
    "He hasn't. They are still grey.",
  ),
  said("they promised to fix it they haven't it still drips", "They haven't. It still drips."),
  said("i tried to call but i couldn't my phone was dead", "but I couldn't. My phone was dead."),
  said(
    "she thought i would forget but i did not i wrote it down",
    "but I did not. I wrote it down.",
  ),
  said(
    "the old phone worked fine the new one won't it keeps restarting",
    "worked fine. The new one won't. It keeps restarting.",
  ),
  said("my brother can cook i cannot i burn everything", "I cannot. I burn everything."),
  // Near misses: the auxiliary has its own verb after it.
  said("she does not like it", "She does not like it."),
  said("i can't believe it", "I can't believe it."),
  said("we won't be late", "We won't be late."),
  said("he didn't call me back", "He didn't call me back."),
  said("i don't think so", "I don't think so."),
  said("the mouse does not need batteries", "The mouse does not need batteries."),
];
