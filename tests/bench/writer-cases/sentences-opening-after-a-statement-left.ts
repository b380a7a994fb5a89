/**
 * Cases of the two private held-out splits of
 * sentences-opening-after-a-statement.ts that still missed once they were
 * scored and the rule was made more general; not in the tuned list until
 * the writer holds them: an order after a verb in "-s" with an adverb
 * before it ("never works bring …"), "who" after such a verb, "number"
 * before a question word read as opening a clause, and a noun subject after
 * a number whose verb has an adverb before it or is read as a noun ("the
 * code never changes", "the gate sticks").
 */
import { said } from "./builders";
import type { WriterCase } from "./writer-case";

/** Written in the extension's write box, in its professional tone. */
const written = (say: string, ...punctuated: string[]): WriterCase => ({
  via: "write",
  say,
  keep: [],
  punctuated,
});

export const SENTENCES_OPENING_AFTER_A_STATEMENT_LEFT: WriterCase[] = [
  said("the hallway light never works bring a torch", "never works. Bring a torch."),
  written("the washing machine still leaks who installed it", "still leaks. Who installed it?"),
  written(
    "the form asks for a tax number where do I find mine",
    "tax number. Where do I find mine?",
  ),
  said("my locker is number 45 the code never changes", "45. The code never changes."),
  said("our house is number 7 the gate sticks a bit", "7. The gate sticks a bit."),
];
