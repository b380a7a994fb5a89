/**
 * Set phrases of courtesy run together with what is said, with the name or
 * group they address: thanks, congratulations, praise, apologies, a quick
 * question, a wish or a sign-off, at the start or at the end of a clause.
 * The phrase, whom it calls (set off by its comma) and the clause after it
 * are each their own; near misses keep "thanks to", "sorry for" and a name
 * that is the subject of what follows.
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS: WriterCase[] = [
  said("the taxi is outside I have to go bye", "have to go. Bye."),
  written("I will send the forms on Monday goodbye for now", "on Monday. Goodbye"),
  written("big thanks Marco the slides were perfect", "Marco. The slides were perfect."),
  written(
    "congratulations Leila three years at the company is a big step",
    "Congratulations, Leila. Three years",
  ),
  written("well done Tomasz the client loved it", "Well done, Tomasz. The client loved it."),
  written("sorry Priya I forgot the charger", "Sorry, Priya", "I forgot the charger."),
  written("great article Kenji thanks for writing it", "Great article, Kenji.", "for writing it."),
  written(
    "lovely photos Amara thank you for posting them",
    "Lovely photos, Amara. Thank you for posting them.",
  ),
  written("thanks Ewa one question does the price include tax", "Thank you, Ewa.", "tax?"),
  written(
    "quick question for you Ali is the office open on Friday",
    "Is the office open on Friday?",
  ),
  written("the parcel arrived safely thanks a lot Rosa", "safely. Thank", ", Rosa."),
  written("see you on Monday take care", "Monday. Take care."),
  written("I will send it tonight cheers", "tonight. Cheers"),
  written("thanks olga the numbers look right", ", Olga. The numbers look right."),
  written("much appreciated Jonas the invoice is paid", "Much appreciated, Jonas. The invoice"),
  written("apologies Mr Okafor the meeting ran late", "Apologies, Mr Okafor. The meeting ran"),
  written("my apologies everyone the link was wrong", "My apologies, everyone. The link"),
  written("good job team the launch went smoothly", "Good job, team. The launch went"),
  written("sorry guys I will be late tonight", "Sorry, guys. I will be late tonight."),
  written("well done everybody we hit the target", "Well done, everybody. We hit the target."),
  written("the kids are asleep good night", "asleep. Good night."),
  written("I fixed the printer no worries", "printer. No worries."),
  written("the meeting moved to three sorry Hiroshi", "three. Sorry, Hiroshi."),
  written("nice work on the patch Dmitri the tests pass now", "Dmitri. The tests pass now."),
  written("thank you Mrs Ito the forms are signed", "Thank you, Mrs Ito. The forms are signed."),
  written("great job lads the pitch looks perfect", "Great job, lads. The pitch"),
  // Near misses: the phrase leads into its own clause, or the name is a subject.
  written("thanks to Marco the slides were ready", "Thanks to Marco"),
  written("sorry for the delay", "Sorry for the delay."),
  written("congratulations on the new job", "Congratulations on the new job."),
  written("thank you for the great article", "Thank you for the great article."),
  written("I am sorry Priya left", "I am sorry Priya left."),
  written("great work takes time", "Great work takes time."),
  written("well done steak tastes better", "Well done steak tastes better."),
  written("cheers to the new team", "Cheers to the new team."),
];
