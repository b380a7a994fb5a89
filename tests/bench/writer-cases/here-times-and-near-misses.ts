/**
 * "here's", "here is" and "there's" opening a second clause ("sorry it took
 * so long here's the new quote"), kept as said; a time phrase between two
 * clauses that opens the second when the first already has its own time
 * ("the café was empty all afternoon in the evening it was packed"). Beside
 * them the near misses of these and of questions-and-orders-after-a-clause.ts,
 * which stay one sentence: an order whose object has a describing clause
 * ("call the number I gave you this morning"), a question inside a clause
 * ("I wonder whether there is an outage"), "make sure" inside a sentence.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const HERE_TIMES_AND_NEAR_MISSES: WriterCase[] = [
  // "here's", "here is", "there's" opening a second clause.
  said("sorry it took so long here's the new quote", "so long. Here's the new quote."),
  typed("thanks for waiting here is the link", "for waiting. Here is the link."),
  said("I finished the report here's the final version", "the report. Here's the final version."),
  typed("sorry for the delay here is the invoice", "the delay. Here is the invoice."),
  said("you asked for the numbers here they are", "the numbers. Here they are."),
  typed("I found the file there's a copy on the drive", "the file. There's a copy on the drive."),
  said(
    "the shop was closed there's another one near the station",
    "was closed. There's another one near the station.",
  ),
  typed("the meeting moved here's the new time", "meeting moved. Here's the new time."),
  said(
    "I checked the calendar there is a free slot on friday",
    "the calendar. There is a free slot on Friday.",
  ),
  typed("the form is ready here's the signed copy", "is ready. Here's the signed copy."),
  said("good news here's the contract", "news. Here's the contract."),
  typed(
    "I spoke to the bank there's a problem with the transfer",
    "the bank. There's a problem with the transfer.",
  ),
  said(
    "we looked everywhere there's no sign of the keys",
    "everywhere. There's no sign of the keys.",
  ),
  typed("sorry I forgot here is the address", "forgot. Here is the address."),
  said("the price went down here's the update", "price went down. Here's the update."),
  typed("I made some changes here is the new draft", "some changes. Here is the new draft."),
  said(
    "the printer is broken there's another one upstairs",
    "is broken. There's another one upstairs.",
  ),
  typed(
    "we promised you a menu here's the menu for saturday",
    "a menu. Here's the menu for Saturday.",
  ),
  said(
    "I called the teacher there is no class on monday",
    "the teacher. There is no class on Monday.",
  ),
  typed("the photos came out well here they are", "came out well. Here they are."),
  said("the tickets arrived here's yours", "tickets arrived. Here's yours."),
  typed("I'm sorry it's late here is the homework", "late. Here is the homework."),
  said("we counted the money there's fifty missing", "the money. There's fifty missing."),
  typed("the kitchen is clean there's food in the fridge", "is clean. There's food in the fridge."),
  said(
    "I called the clinic there's a cancellation at three",
    "the clinic. There's a cancellation at three.",
  ),
  typed("she sent the slides here's the link to them", "the slides. Here's the link to them."),
  said("the new menu is done here it is", "is done. Here it is."),
  typed("thanks for asking here's my number", "for asking. Here's my number."),
  said("I went to the market there was no fish today", "the market. There was no fish today."),
  typed("the team voted there is a clear winner", "team voted. There is a clear winner."),
  said("sorry about yesterday here's what happened", "about yesterday. Here's what happened."),
  typed("I checked the car there's a nail in the tyre", "the car. There's a nail in the tyre."),
  said("the package came there's a note inside", "package came. There's a note inside."),
  typed("I looked at your code here are my comments", "your code. Here are my comments."),
  said(
    "the hotel is full there are rooms in the next town",
    "is full. There are rooms in the next town.",
  ),
  typed("I finished the translation here it is attached", "the translation. Here it is attached."),
  said("the results are in here's the summary", "are in. Here's the summary."),
  typed(
    "I scanned the passport here is the copy you asked for",
    "the passport. Here is the copy you asked for.",
  ),
  said("we moved house here's our new address", "moved house. Here's our new address."),
  typed("the recipe is easy here are the steps", "is easy. Here are the steps."),
  // A time phrase opening the second clause when the first has its own time.
  said(
    "the café was empty all afternoon in the evening it was packed",
    "all afternoon. In the evening it was packed.",
  ),
  typed(
    "the road was quiet in the morning after lunch it was full of trucks",
    "in the morning. After lunch it was full of trucks.",
  ),
  said(
    "the baby slept all day at night she cried for hours",
    "all day. At night she cried for hours.",
  ),
  typed(
    "I worked from home on monday on tuesday I went to the office",
    "on Monday. On Tuesday I went to the office.",
  ),
  said(
    "we walked in the park in the morning in the afternoon we visited my aunt",
    "in the morning. In the afternoon we visited my aunt.",
  ),
  typed(
    "the sea was calm yesterday today the waves are huge",
    "yesterday. Today the waves are huge.",
  ),
  said(
    "he studied all week on saturday he passed the test",
    "all week. On Saturday he passed the test.",
  ),
  typed(
    "the office was cold this morning after ten the heating came on",
    "this morning. After ten the heating came on.",
  ),
  said(
    "the trains ran late in the morning in the evening they were on time",
    "in the morning. In the evening they were on time.",
  ),
  typed(
    "she felt tired all weekend on monday she saw a doctor",
    "all weekend. On Monday she saw a doctor.",
  ),
  said(
    "the market is quiet on weekdays on saturdays it is crowded",
    "on weekdays. On Saturdays it is crowded.",
  ),
  typed(
    "the kids played outside before dinner after dinner they watched a film",
    "before dinner. After dinner they watched a film.",
  ),
  said(
    "the river was low in july in october it flooded the fields",
    "in July. In October it flooded the fields.",
  ),
  typed(
    "the street was dark at midnight at dawn the cleaners arrived",
    "at midnight. At dawn the cleaners arrived.",
  ),
  said(
    "the gym is empty in the afternoon in the evening everyone comes",
    "in the afternoon. In the evening everyone comes.",
  ),
  typed("we had snow in january in february it was warm", "in January. In February it was warm."),
  said(
    "the house was silent all morning at noon the builders started",
    "all morning. At noon the builders started.",
  ),
  typed(
    "my brother called on friday on saturday he came to visit",
    "on Friday. On Saturday he came to visit.",
  ),
  said(
    "the beach was crowded last summer this year it is almost empty",
    "last summer. This year it is almost empty.",
  ),
  typed(
    "the server was slow in the morning after the restart it was fine",
    "in the morning. After the restart it was fine.",
  ),
  said(
    "I was nervous before the exam after the exam I felt great",
    "before the exam. After the exam I felt great.",
  ),
  typed(
    "the patient ate nothing yesterday this morning he had some soup",
    "yesterday. This morning he had some soup.",
  ),
  said(
    "the roads were blocked on tuesday on wednesday the snow melted",
    "on Tuesday. On Wednesday the snow melted.",
  ),
  typed(
    "the garden looked dry in may in june it rained every day",
    "in May. In June it rained every day.",
  ),
  said(
    "the children were calm during the film after the film they ran around",
    "during the film. After the film they ran around.",
  ),
  typed(
    "the museum was closed last week next week it opens again",
    "last week. Next week it opens again.",
  ),
  said(
    "the office was noisy in the morning in the afternoon it was quiet",
    "in the morning. In the afternoon it was quiet.",
  ),
  typed(
    "my grandmother cooked all day in the evening the whole family came",
    "all day. In the evening the whole family came.",
  ),
  said(
    "the dog slept in the morning at lunchtime he wanted to play",
    "in the morning. At lunchtime he wanted to play.",
  ),
  typed(
    "the shop had no milk on monday on tuesday the delivery came",
    "on Monday. On Tuesday the delivery came.",
  ),
  said("the price was low in spring in autumn it doubled", "in spring. In autumn it doubled."),
  // Near misses: an object with a describing clause, a question inside a clause, "make sure" inside.
  typed(
    "please read the email I sent you yesterday",
    "Please read the email I sent you yesterday.",
  ),
  said("check the report she wrote last week", "Check the report she wrote last week."),
  typed("call the number I gave you this morning", "Call the number I gave you this morning."),
  said("bring the forms we signed on monday", "Bring the forms we signed on Monday."),
  typed(
    "send me the photos you took at the wedding",
    "Send me the photos you took at the wedding.",
  ),
  said("open the file he shared on friday", "Open the file he shared on Friday."),
  typed("use the code they sent you last night", "Use the code they sent you last night."),
  said("return the book you borrowed in march", "Return the book you borrowed in March."),
  typed("print the slides we made yesterday", "Print the slides we made yesterday."),
  said(
    "forward the message she sent this afternoon",
    "Forward the message she sent this afternoon.",
  ),
  typed("pay the bill we got on tuesday", "Pay the bill we got on Tuesday."),
  said("read the letter my mother wrote last year", "Read the letter my mother wrote last year."),
  typed("wear the shoes you bought on saturday", "Wear the shoes you bought on Saturday."),
  said("I asked if the nurse can call me", "I asked if the nurse can call me."),
  typed("I wonder whether there is an outage", "I wonder whether there is an outage."),
  said("please make sure the room is clean", "Please make sure the room is clean."),
  typed(
    "she wants to know if the shop has my address",
    "She wants to know if the shop has my address.",
  ),
  said(
    "I am not sure whether the director will join",
    "I am not sure whether the director will join.",
  ),
  typed(
    "we need to find out whether the office is open",
    "We need to find out whether the office is open.",
  ),
  said(
    "he asked me if the bus stops at the hospital",
    "He asked me if the bus stops at the hospital.",
  ),
  typed("I don't know if anyone has the key", "I don't know if anyone has the key."),
  said("let me know if the parcel arrives", "Let me know if the parcel arrives."),
  typed("my boss wonders if the client will pay", "My boss wonders if the client will pay."),
  said(
    "I will make sure the kids are ready at eight",
    "I will make sure the kids are ready at eight.",
  ),
  typed(
    "we always make sure the doors are closed at night",
    "We always make sure the doors are closed at night.",
  ),
  said(
    "she checks whether the machine is clean every morning",
    "She checks whether the machine is clean every morning.",
  ),
  typed(
    "I have no idea if the shop is open on sunday",
    "I have no idea if the shop is open on Sunday.",
  ),
  said(
    "the teacher asked whether the children had eaten",
    "The teacher asked whether the children had eaten.",
  ),
  typed(
    "keep the receipt they gave you at the till",
    "Keep the receipt they gave you at the till.",
  ),
  said("water the plants my neighbour left with us", "Water the plants my neighbour left with us."),
  typed("repair the bike your cousin lent us", "Repair the bike your cousin lent us."),
  said("I want to know if the bank can help", "I want to know if the bank can help."),
  typed(
    "nobody told me whether the train will stop here",
    "Nobody told me whether the train will stop here.",
  ),
  said("the manager made sure the shop was safe", "The manager made sure the shop was safe."),
];
