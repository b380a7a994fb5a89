/**
 * "Like" and "you know" said as fillers inside a sentence (between a subject
 * and its verb, after a conjunction, before a clause), with the verb and the
 * preposition "like" and the verb "know" kept; times on the 24-hour clock
 * typed as two numbers ("at 14 00"); codes said a character at a time that
 * open with the letter "a" or close on a letter ("room 3 b"); and the
 * apostrophes of "o'clock" and of a family word owning the noun after it.
 */
import { keeping, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const FILLERS_MID_SENTENCE_CLOCK_TIMES_CODES_AND_APOSTROPHES: WriterCase[] = [
  written("uh can you like send me the link again i lost it", "Can you send me the link again?"),
  written(
    "basically uh the app crashes when you like open the camera",
    "crashes when you open the camera",
  ),
  written(
    "um so basically the experiment failed because like the sample was contaminated",
    "failed because the sample was contaminated",
  ),
  written(
    "i mean its not a big deal but you know it would be nice to know earlier",
    "but it would be nice to know earlier",
  ),
  written("could you like check the invoice before lunch", "Could you check the invoice"),
  written("we like totally forgot about the deadline", "We totally forgot about the deadline."),
  written("she like called me three times yesterday", "She called me three times yesterday."),
  written("i was late because you know the trains were cancelled", "because the trains were"),
  written("the client is upset since like the parcel arrived broken", "since the parcel arrived"),
  // The verb and the preposition stay.
  written("i like the new office a lot", "I like the new office a lot."),
  written("it looks like the server is down again", "looks like the server is down"),
  written("we need people like you in the team", "people like you in the team"),
  written("do you know if the room is free", "Do you know if the room is free?"),
  written("i would like to book a table for four", "I would like to book a table"),
  written("can you like this post on the company page", "Can you like this post"),
  written("would you like some coffee", "Would you like some coffee?"),
  written("and like i said the budget is tight", "like I said"),
  written("the new printer works like a charm", "works like a charm"),
  written("it costs about the same as lunch for two", "about the same as lunch"),
  // 24-hour times after a word that sets a moment, and numbers that only count.
  keeping(["14:00"], written("the meeting will be on monday 3 march at 14 00")),
  keeping(["9:00", "17:30"], written("the shop is open from 9 00 until 17 30")),
  keeping(["23:59"], written("please submit the report by 23 59 on friday")),
  keeping(["06:45"], written("the first train leaves at 06 45")),
  keeping(["22:00 hours"], written("the night shift ends 22 00 hours")),
  keeping(["7:30"], written("lets meet at 7 30 in the lobby")),
  written("we printed 14 00 flyers and 15 20 posters", "14 00 flyers"),
  written("the score was 21 18 at half time", "21 18"),
  // Codes that open with "a" or close on a letter, and the article and grades that stay.
  keeping(["A77492"], written("order number a 7 7 4 9 2 has not arrived yet")),
  keeping(["Room 3B"], written("room 3 b is on the second floor next to the kitchen")),
  keeping(["14C"], written("my seat is 14 c on the left")),
  keeping(["A4419"], written("the booking reference is a 4 4 1 9")),
  keeping(["AB4567"], written("the code is a b 4 5 6 7")),
  written("we take the pills 3 a day", "3 a day"),
  written("i would give the hotel a 9 out of 10", "a 9 out of 10"),
  written("he got 2 a and 3 b in the exams", "2 a and 3 b"),
  // Apostrophes.
  keeping(["10 o'clock"], written("we have meeting with client at 10 oclock")),
  keeping(["5 o'clock"], written("its 5 oclock somewhere")),
  written("we are going to grandmas house on saturday", "grandma's house"),
  written("the kids stay at my moms house this weekend", "my mom's house"),
  written("dads birthday is next friday", "Dad's birthday"),
  written("grandmas love long phone calls", "Grandmas love"),
];
