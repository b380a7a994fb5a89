/**
 * Questions a learner asks in statement order, with no auxiliary before the
 * subject ("why you send me the reminder again", "where I can park"), alone
 * or after a statement; a question with no subject said, "is possible …" or
 * "is OK for you", after a complete clause; parallel items of times and
 * amounts said without commas ("3 days in Rome 2 in Florence", "Monday to
 * Friday 9 to 6 Saturday 10 to 2"); and a clause opened by a noun or a
 * number after "am" or "pm". With the near misses each must leave alone: a
 * statement in statement order ("you can call me tomorrow"), which only the
 * voice would make a question, a question word a verb takes ("I do not
 * understand why …", "that is why …"), a clause that is a subject ("what I
 * mean is …"), "possible" said of a subject, and "pm" describing a noun.
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const LEARNER_QUESTIONS_LISTS_AND_CLOCK_MARKS: WriterCase[] = [
  // A question word, then a subject and its verb: the question is the whole sentence.
  written("why you send me the reminder again", "Why you send me the reminder again?"),
  written("where i can park", "Where I can park?"),
  written("what time you arrive", "What time you arrive?"),
  written("how you say this in english", "How you say this in English?"),
  written("why she is angry with me", "Why she is angry with me?"),
  written("where we can find the form for the visa", "Where we can find the form for the visa?"),
  written("what you think about the new schedule", "What you think about the new schedule?"),
  written("how much we have to pay for the parking", "How much we have to pay for the parking?"),
  written("who you are looking for", "Who you are looking for?"),
  // Near misses: the clause is a subject, or leads into the sentence's own clause.
  written("what we need is more time", "What we need is more time."),
  written("where we live is very quiet", "Where we live is very quiet."),
  written("how we do it is up to you", "How we do it is up to you."),
  written("when you arrive call me", "When you arrive, call me."),
  written("when you have time please check the file", "When you have time, please check the file."),
  // Statement order with no question word: only the voice would ask, so it stays a statement.
  written("you can call me tomorrow", "You can call me tomorrow."),
  written("you have my number", "You have my number."),
  written("you can help me with the form", "You can help me with the form."),
  // "why" and a subject after a statement: a question of its own.
  written(
    "we already paid the bill why you send me a reminder",
    "bill. Why you send me a reminder?",
  ),
  written(
    "i sent the documents last week why you need them again",
    "last week. Why you need them again?",
  ),
  said("the office is closed today why nobody told us", "today. Why nobody told us?"),
  written("we waited 2 hours why they did not call", "2 hours. Why they did not call?"),
  // Near misses: "why" that a verb, "is" or "reason" takes.
  written(
    "i do not understand why you send it twice",
    "I do not understand why you send it twice.",
  ),
  written("that is why we moved the meeting", "That is why we moved the meeting."),
  written(
    "this is the reason why we changed the supplier",
    "This is the reason why we changed the supplier.",
  ),
  written("i asked her why she left early", "I asked her why she left early."),
  said("nobody told me why they cancelled", "Nobody told me why they cancelled."),
  // "is possible" and "is OK for you" with no subject, after a complete clause.
  written(
    "we are 5 persons for the dinner is possible a table at 8",
    "for the dinner. Is possible a table at 8?",
  ),
  written("the technician comes tomorrow between 8 and 12 is ok for you", "12. Is", "for you?"),
  written("we can meet on monday at 10 is ok for you", "at 10. Is", "for you?"),
  written("i need to change my booking to friday is possible", "to Friday. Is possible?"),
  written("we arrive late at night is possible to check in after 11", "at night. Is possible to"),
  // Near misses: "possible" or "OK" said of a subject.
  written("i think that is possible", "I think that is possible."),
  written("a refund is possible within 14 days", "A refund is possible within 14 days."),
  written("everything is possible", "Everything is possible."),
  written("the 3 pm slot is ok for me", "The 3 pm slot is"),
  written("friday is fine for us", "Friday is fine for us."),
  written("if it is possible we come earlier", "If it is possible"),
  // Parallel items of times and amounts, said without commas.
  written(
    "the shop is open monday to friday 9 to 6 saturday 10 to 2",
    "Monday to Friday 9 to 6, Saturday 10 to 2.",
  ),
  written(
    "we spent 3 days in rome 2 in florence and 1 in venice",
    "3 days in Rome, 2 in Florence and 1 in Venice.",
  ),
  written("confirmed 50 percent now 50 percent after delivery", "50 percent now, 50 percent after"),
  written(
    "the rooms cost 80 euros for a single 120 for a double",
    "80 euros for a single, 120 for",
  ),
  written(
    "we need 2 people on monday 3 on tuesday and 4 on wednesday",
    "2 people on Monday, 3 on Tuesday and 4 on Wednesday.",
  ),
  written(
    "the tickets are 20 dollars for adults 10 for children",
    "20 dollars for adults, 10 for children.",
  ),
  written("we open at 9 on weekdays 10 on saturdays", "at 9 on weekdays, 10 on Saturdays."),
  written("we have 3 options a b or c which one do you prefer", "A, B or C"),
  said("you can choose plan a b or c", "plan A, B or C"),
  // Near misses: a count after a preposition belongs to its item; one range, one day.
  written("i bought 2 tickets for 20 euros", "I bought 2 tickets for 20 euros."),
  written("the meeting is from 9 to 11 on monday", "The meeting is from 9 to 11 on Monday."),
  written("we work from 9 to 5 monday to friday", "We work from 9 to 5 Monday to Friday."),
  written("i paid 3 euros for 2 coffees", "I paid 3 euros for 2 coffees."),
  written("we need a bigger room", "We need a bigger room."),
  // A noun or a number opening a clause after "am" or "pm".
  written("the check in is from 3 pm check out is at 11 am", "3 pm. Check out is at 11 am."),
  written("the bus leaves at 8 am breakfast is at 7", "at 8 am. Breakfast is at 7."),
  written("we close at 6 pm 7 is too late", "6 pm. 7 is too late."),
  written("lets do 2 30 pm instead 3 is too late for me", "instead. 3 is too late for me."),
  said("the shop opens at 10 am the staff come at 9", "10 am. The staff come at 9."),
  // Near misses: "am" or "pm" describing the noun after it, or a setting before the clause.
  written("the 3 pm meeting is cancelled", "The 3 pm meeting is cancelled."),
  written("at 8 am breakfast is served in the lobby", "At 8 am breakfast is served in the lobby."),
  written("at 9 am you can come", "At 9 am you can come."),
  written("we moved the 4 pm call to friday", "We moved the 4 pm call to Friday."),
  written("we have a 10 am call tomorrow", "We have a 10 am call tomorrow."),
];
