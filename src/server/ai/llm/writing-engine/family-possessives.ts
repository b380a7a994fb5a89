/**
 * The apostrophe a family word owning the noun after it is dictated without:
 * "grandmas house" → "grandma's house", "dads birthday" → "dad's birthday".
 * Only where it is sure: a word for one relative that is seldom plural, and a
 * noun after it that is owned (a home, a car, a birthday), not "grandmas
 * love long calls" nor "all the dads help".
 */

/** Words for one parent or grandparent, as people call them. */
const RELATIVES =
  "grandma|grandpa|granny|grandad|granddad|gran|nana|nan|mum|mom|mommy|mummy|mama|dad|daddy|papa|auntie|aunty";

/** What a relative's is said of: where they live, what they have, their days. */
const OWNED =
  "house|place|home|flat|apartment|room|garden|kitchen|farm|village|car|phone|number|address|dog|cat|birthday|party|wedding|funeral|anniversary|recipe|recipes|cooking|cake|side|friend|friends";

/** Words before which the relatives are many: "all the moms", "both dads", "the grandmas". */
const MANY = new Set("the all both some many these those other two three four".split(" "));

const OWNER = new RegExp(`(?<![\\p{L}'’])(${RELATIVES})s(?=\\s+(?:${OWNED})(?![\\p{L}'’]))`, "giu");

/**
 * The word said just before `at`, read back by hand: a look-behind with
 * spaces of any length before the family word was read again at every
 * position of a long run of spaces.
 */
function wordBefore(text: string, at: number): string {
  let end = at;
  while (end > 0 && /\s/u.test(text[end - 1] ?? "")) end--;
  let start = end;
  while (start > 0 && /[\p{L}'’]/u.test(text[start - 1] ?? "")) start--;
  return text.slice(start, end).toLowerCase();
}

export const familyPossessivesWritten = (text: string): string =>
  text.replace(OWNER, (said: string, relative: string, at: number) =>
    MANY.has(wordBefore(text, at)) ? said : `${relative}'s`,
  );
