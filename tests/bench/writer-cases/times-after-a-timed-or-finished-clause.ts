/**
 * A time said between two run-on clauses, after a clause that already says
 * when (an hour, "early", a stretch, a time of its own) or that is a
 * finished state ("was wonderful", "are attached", "works again"): a
 * listener hears the time as the start of the clause after it. Meals are
 * times after "at", "by", "after" and "before" ("at lunch", "by dinner").
 * Near misses keep the time on the clause it says when of: "I will call
 * you later today the boss is out", "the shop opens at nine on Monday", "it
 * was cold at night we slept in our coats". Three cases written before the
 * fix were taken out after it, as a plan may set their state for the time
 * after it ("the contract is signed next week the work begins", "my visa is
 * approved next month I fly to Toronto", "everything is ready at seven the
 * guests arrive"), which the writer now reads as a plan, as it reads "the
 * new version is released on Friday" and "the car is ready at five".
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const TIMES_AFTER_A_TIMED_OR_FINISHED_CLAUSE: WriterCase[] = [
  // The clause before already says when.
  said("the office was busy all afternoon at five it was empty", "all afternoon. At five it"),
  said("my class ends at four later we can go shopping", "at four. Later we"),
  said("the café opened early by nine the tables were full", "early. By nine the tables"),
  said(
    "sales were flat last quarter next quarter we launch the new plan",
    "last quarter. Next quarter we",
  ),
  said(
    "the pharmacy closes at eight after eight you must go to the hospital",
    "eight. After eight",
  ),
  said("we worked on the roof for three hours at noon we stopped for tea", "hours. At noon we"),
  said("the train leaves at six by ten we will be in Lyon", "at six. By ten we"),
  typed(
    "Kwame studied all night in the morning he slept until noon",
    "all night. In the morning he",
  ),
  said("Mrs Okafor arrived early at ten the guests came", "early. At ten the guests"),
  said("my shift finishes at midnight later I take a taxi home", "midnight. Later I take"),
  said(
    "the team trained hard all week on Saturday they won the final",
    "all week. On Saturday they",
  ),
  said("I studied hard all year in June I passed the exam", "all year. In June I passed"),
  said("profits rose this quarter next quarter we expect a dip", "this quarter. Next quarter we"),
  said(
    "the clinic opens at eight on weekdays on Saturdays it opens at nine",
    "on weekdays. On Saturdays it",
  ),
  typed("the shop was closed this morning this afternoon it is open", "morning. This afternoon it"),
  said("the river is calm in winter in spring it floods the fields", "in winter. In spring it"),
  // The clause before is a finished state.
  said(
    "the concert was wonderful after the show we went for dinner",
    "wonderful. After the show we",
  ),
  written("the slides are attached at ten we start the review", "attached. At ten we"),
  said("the printer works again yesterday it jammed twice", "again. Yesterday it"),
  said(
    "your test results are normal later today the nurse will phone you",
    "normal. Later today the nurse",
  ),
  said(
    "the wedding was beautiful after the ceremony we danced all night",
    "beautiful. After the ceremony we",
  ),
  said("my laptop is fixed yesterday it would not start", "fixed. Yesterday it"),
  said("the food was delicious after dinner we played cards", "delicious. After dinner we"),
  said("the heating is on again last night it was freezing", "again. Last night it"),
  said("the forms are signed at three the courier collects them", "signed. At three the courier"),
  said("the roads are clear again this morning they were blocked", "again. This morning they"),
  typed("the water is back again on Monday it was cut for six hours", "again. On Monday it"),
  said("the exam was hard after the exam we went to the beach", "hard. After the exam we"),
  said("the car runs fine again last week it broke down on the highway", "again. Last week it"),
  // Meals as times.
  said("we have a meeting at ten at lunch we can discuss the budget", "at ten. At lunch we"),
  said("the guests checked in at noon by dinner they were all tired", "noon. By dinner they"),
  said("I finish my shift at six before dinner I go to the gym", "at six. Before dinner I"),
  said("the kids were noisy all day at dinner they were quiet", "all day. At dinner they"),
  said("the plumber came this morning by lunch the sink was working", "morning. By lunch the sink"),
  said("I take my pills at eight after breakfast I walk the dog", "at eight. After breakfast I"),
  written("the report is finished at lunch I will send it", "finished. At lunch I"),
  said("the hall is decorated before supper we light the candles", "decorated. Before supper we"),
  said("the meeting was long at lunch nobody talked about work", "long. At lunch nobody"),
  said("my mother cooked all morning by dinner the table was full", "morning. By dinner the table"),
  said("the cleaners came early at breakfast the kitchen was spotless", "early. At breakfast the"),
  said("the tests are done after lunch the doctor will see you", "done. After lunch the doctor"),
  said("Ana swims at six before breakfast she reads the news", "at six. Before breakfast she"),
  // Near misses: the time says when of the clause before it.
  said("I will call you later today the boss is out", "later today. The boss"),
  said("the shop opens at nine on Monday", "at nine on Monday."),
  said("we met at lunch yesterday", "at lunch yesterday."),
  said("the report is due at noon tomorrow", "at noon tomorrow."),
  said("she arrived early this morning", "early this morning."),
  said("the results will be ready tomorrow I will send them", "ready tomorrow. I will"),
  said("it was cold at night we slept in our coats", "at night. We slept"),
  said("we had lunch at noon the food was great", "at noon. The food"),
  said("I was tired after the trip I slept for ten hours", "after the trip. I slept"),
  said("the house was quiet at night the baby slept well", "at night. The baby"),
  said("the package was delivered yesterday I checked it", "yesterday. I checked"),
  said("we eat early on Fridays the kitchen closes at seven", "on Fridays. The kitchen"),
  said("my flight lands at six in the evening I will take a taxi", "in the evening. I will"),
  said("the bank is closed today tomorrow it opens at nine", "closed today. Tomorrow it"),
  said("the meeting was moved to Tuesday at ten we will meet in room four", "at ten. We will"),
];
