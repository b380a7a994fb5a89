/**
 * The list reader: the items of lists and series that speech runs together
 * are set apart with commas where the grammar shows where each ends: steps
 * that each open with an order (series-steps.ts), names, bare words and
 * things counted before the "and" or "or" that closes the list
 * (series-items.ts), and the items after a lead that says a list follows,
 * which takes a colon (series-leads.ts). Lists whose items open with a
 * determiner are in lists.ts, lists told by their plurals in bare-lists.ts.
 */
import { capitalLetters, dayHoursCommas, letterOptions, likeCountCommas } from "./parallel-items";
import { countedSeriesCommas, nameSeriesCommas, wordSeriesCommas } from "./series-items";
import { leadListMarks } from "./series-leads";
import { stepCommas } from "./series-steps";
import { mark, type Token } from "./tokens";

export function punctuateSeries(tokens: Token[]): Token[] {
  const leads = leadListMarks(tokens);
  const options = letterOptions(tokens);
  // "plan a b or c": the letters are one item of the list, not its first.
  const firstLetters = new Set(options.letters.filter((at) => !options.letters.includes(at - 1)));
  const colons = new Set(leads.colons.filter((at) => !firstLetters.has(at)));
  const commas = new Set([
    ...leads.commas.filter((at) => !firstLetters.has(at)),
    ...options.commas,
    ...likeCountCommas(tokens),
    ...dayHoursCommas(tokens),
    ...stepCommas(tokens),
    ...nameSeriesCommas(tokens),
    ...wordSeriesCommas(tokens),
    ...countedSeriesCommas(tokens),
  ]);
  return capitalLetters(tokens, options.letters).flatMap((token, index) => {
    // A mark said or typed there already stays the only one.
    if (index === 0 || tokens[index - 1]?.kind !== "word") return [token];
    if (colons.has(index)) return [mark(":"), token];
    return commas.has(index) ? [mark(","), token] : [token];
  });
}
