/**
 * Snippets: phrases a person says ("my calendar link") that become their
 * exact text (a link, an address, bank details). Every writer path sets the
 * triggers aside before writing and puts the texts back after, so no rule
 * and no model can reword a text: the built-in engine sees a word it treats
 * as a name, a model sees a placeholder it is told to keep.
 */

export interface Snippet {
  trigger: string;
  text: string;
}

/** How a placeholder looks: a plain word for the built-in rules, a marked token for a model. */
export type PlaceholderStyle = "word" | "model";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** A word of letters with a capital, so that no casing or rewording rule changes it. */
const wordPlaceholder = (index: number) =>
  `Vsnip${LETTERS[Math.floor(index / LETTERS.length) % LETTERS.length]}${LETTERS[index % LETTERS.length]}q`;
const WORD_PLACEHOLDER = /Vsnip([a-z])([a-z])q/g;

/** Whether a word is a snippet's stand-in in the built-in rules ("add my bank details" adds it as it is). */
export const isSnippetWord = (text: string) => /^Vsnip[a-z]{2}q$/.test(text.trim());

const modelPlaceholder = (index: number) => `[[snippet-${index + 1}]]`;
/** What a model may make of `[[snippet-1]]`: other brackets, spaces, case, an underscore. */
const MODEL_PLACEHOLDER = /\[{1,2}\s*snippet[\s_-]*(\d+)\s*\]{1,2}/gi;

/**
 * A model's placeholders as the built-in rules' words, and back: when the
 * built-in engine answers a chat that a service guarded for any model, it
 * keeps the words as it keeps names, and the service restores the texts.
 */
export const asWordPlaceholders = (text: string) =>
  text.replace(MODEL_PLACEHOLDER, (_, number: string) => wordPlaceholder(Number(number) - 1));
export const asModelPlaceholders = (text: string) =>
  text.replace(WORD_PLACEHOLDER, (_, first: string, second: string) =>
    modelPlaceholder(LETTERS.indexOf(first) * LETTERS.length + LETTERS.indexOf(second)),
  );

/** What a model is told when its text holds placeholders. */
export const PLACEHOLDER_RULE =
  "Tokens like [[snippet-1]] stand for fixed text the person inserts (a link, an address, a signature): " +
  "keep each one exactly once, unchanged, where it belongs in the text, and never write out or guess its content.";

/** A trigger as a pattern: any case, its words apart by spaces or hyphens, whole words only. */
function triggerPattern(trigger: string): RegExp {
  const words = trigger
    .trim()
    .split(/[\s_-]+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/['’]/g, "['’]"));
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[\\s-]+")}(?![\\p{L}\\p{N}])`, "giu");
}

export interface GuardedText {
  /** The text with each trigger said replaced by its placeholder. */
  text: string;
  /** The snippets that were said, in the order of their placeholders. */
  said: Snippet[];
  /** The result with each placeholder replaced by its snippet's text, exactly. */
  restore(result: string, missing?: "append" | "drop"): string;
}

/**
 * `text` with the triggers of `snippets` replaced by placeholders, longest
 * trigger first so that "my work address" wins over "address". `said`, when
 * given, is the list of a text guarded before: this one's placeholders go on
 * from it, and either's restore puts back both.
 */
export function guardSnippets(
  text: string,
  snippets: readonly Snippet[],
  style: PlaceholderStyle,
  said: Snippet[] = [],
): GuardedText {
  let guarded = text;
  const byLength = [...snippets]
    .filter((snippet) => snippet.trigger.trim() !== "")
    .sort((a, b) => b.trigger.trim().length - a.trigger.trim().length);
  for (const snippet of byLength) {
    guarded = guarded.replace(triggerPattern(snippet.trigger), () => {
      let index = said.indexOf(snippet);
      if (index < 0) index = said.push(snippet) - 1;
      return style === "word" ? wordPlaceholder(index) : modelPlaceholder(index);
    });
  }
  return {
    text: guarded,
    said,
    restore: (result, missing = "append") => restoreSnippets(result, said, style, missing),
  };
}

/**
 * A writing task's text and a rewrite's ask guarded together, so that a
 * snippet the ask names ("add my calendar link at the end") has one
 * placeholder with the text's: a model is shown it in the ask and may place
 * it, and one left unplaced is added after the text as restoring adds any.
 */
export function guardTask(
  text: string,
  instruction: string | undefined,
  snippets: readonly Snippet[],
  style: PlaceholderStyle,
): GuardedText & { instruction: string | undefined } {
  const guarded = guardSnippets(text, snippets, style);
  if (instruction === undefined) return { ...guarded, instruction };
  return {
    ...guarded,
    instruction: guardSnippets(instruction, snippets, style, guarded.said).text,
  };
}

/**
 * Placeholders back to their texts. A text appears once, where its first
 * placeholder stands; one the writer dropped is added as a paragraph at the
 * end (before the sign-off when there is one) or, with `drop`, left out, as
 * when the built-in writer answers something other than the person's words.
 */
export function restoreSnippets(
  result: string,
  said: readonly Snippet[],
  style: PlaceholderStyle,
  missing: "append" | "drop" = "append",
): string {
  if (said.length === 0) return result;
  const placed = new Set<number>();
  const pattern = style === "word" ? WORD_PLACEHOLDER : MODEL_PLACEHOLDER;
  let restored = result.replace(pattern, (_, first: string, second?: string) => {
    const index =
      style === "word"
        ? LETTERS.indexOf(first) * LETTERS.length + LETTERS.indexOf(second ?? "")
        : Number(first) - 1;
    const snippet = said[index];
    if (!snippet || placed.has(index)) return "";
    placed.add(index);
    return snippet.text;
  });
  if (missing === "drop") return restored;
  for (const [index, snippet] of said.entries()) {
    if (!placed.has(index)) restored = withParagraph(restored, snippet.text);
  }
  return restored;
}

const SIGN_OFF =
  /\n\n((?:best|kind|warm) regards|regards|best|thanks|thank you|cheers|sincerely),?\s*$/i;

/** A paragraph added at the end of a text, or before its closing line. */
function withParagraph(text: string, paragraph: string): string {
  const signOff = text.match(SIGN_OFF);
  if (!signOff || signOff.index === undefined) return text ? `${text}\n\n${paragraph}` : paragraph;
  return `${text.slice(0, signOff.index)}\n\n${paragraph}${text.slice(signOff.index)}`;
}

/**
 * Placeholders back to texts in a stream of pieces: a piece that may end
 * inside a placeholder is held back until the placeholder is whole.
 */
export async function* restoreSnippetsInStream(
  pieces: AsyncIterable<string>,
  said: readonly Snippet[],
): AsyncGenerator<string, void, undefined> {
  if (said.length === 0) {
    yield* pieces;
    return;
  }
  let whole = "";
  let sent = 0;
  for await (const piece of pieces) {
    whole += piece;
    // Everything before an opening bracket that may still become a placeholder is safe.
    let open = whole.lastIndexOf("[");
    while (open > 0 && whole[open - 1] === "[") open--;
    const held = open >= 0 && whole.length - open < 40 && !whole.slice(open).includes("]]");
    const safeEnd = held ? open : whole.length;
    const ready = restoreSnippets(whole.slice(0, safeEnd), said, "model", "drop");
    const before = restoreSnippets(whole.slice(0, sent), said, "model", "drop");
    if (ready.length > before.length && ready.startsWith(before)) {
      yield ready.slice(before.length);
      sent = safeEnd;
    }
  }
  const finished = restoreSnippets(whole, said, "model", "append");
  const before = restoreSnippets(whole.slice(0, sent), said, "model", "drop");
  if (finished.startsWith(before) && finished.length > before.length)
    yield finished.slice(before.length);
}
