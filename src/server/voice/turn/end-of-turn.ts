import type { llm } from "@livekit/agents";

/**
 * Words after which a sentence cannot end: the person has paused mid-thought
 * ("send it to", "because", "um") and is given the long wait.
 */
const MID_THOUGHT_WORDS = new Set([
  // conjunctions
  ...["and", "but", "or", "nor", "so", "because", "cause", "since", "although", "though"],
  ...["while", "whereas", "if", "unless", "until", "when", "whether", "that", "than", "then"],
  // prepositions that do not end a phrase ("turn it on" does, "send it to" does not)
  ...["to", "of", "for", "with", "from", "by", "about", "into", "onto", "between", "through"],
  ...["during", "without", "like", "as"],
  // articles, possessives and subject pronouns
  ...["a", "an", "the", "my", "your", "our", "their", "its", "i", "we", "they", "he", "she"],
  // fillers; pocketsphinx writes 'um' as its homophone "'em" (both AH M in its dictionary)
  ...["um", "umm", "uh", "uhm", "er", "erm", "hmm", "ah", "'em"],
]);

/** Two-word endings that leave the thought open ("such as", "I mean", "you know"). */
const MID_THOUGHT_ENDINGS = ["such as", "i mean", "you know", "kind of", "sort of", "as well as"];

/** The probabilities the rules answer; the session waits long below UNLIKELY_THRESHOLD. */
export const END_OF_TURN = {
  /** A sentence or question that ends cleanly. */
  complete: 0.95,
  /** No punctuation to go by (pocketsphinx writes none) and no open word at the end. */
  plausible: 0.7,
  /** An open word or a trailing comma: the person is still thinking. */
  midThought: 0.05,
} as const;

const UNLIKELY_THRESHOLD = 0.5;

/** How likely the words so far end the person's turn, from how they end. */
export function endOfTurnProbability(transcript: string): number {
  const text = transcript.trim().toLowerCase();
  if (!text) return END_OF_TURN.plausible;
  if (/[,;:\u2013\u2014-]$|\.\.\.$|\u2026$/.test(text)) return END_OF_TURN.midThought;
  const words = text.match(/[a-z']+/g) ?? [];
  const last = words.at(-1) ?? "";
  const lastTwo = words.slice(-2).join(" ");
  const lastThree = words.slice(-3).join(" ");
  if (
    MID_THOUGHT_WORDS.has(last) ||
    MID_THOUGHT_ENDINGS.includes(lastTwo) ||
    MID_THOUGHT_ENDINGS.includes(lastThree)
  ) {
    return END_OF_TURN.midThought;
  }
  if (/[.!?]$/.test(text)) return END_OF_TURN.complete;
  return END_OF_TURN.plausible;
}

/**
 * The end-of-turn rules as a text turn detector for the AgentSession: after
 * the VAD's silence, a turn ending cleanly is committed after
 * endpointing.minDelay, one left open after endpointing.maxDelay (or as soon
 * as the person goes on). Rules in code, so nothing is downloaded and any
 * recognizer's transcript works, punctuated or not.
 */
export class EndOfTurnRules {
  readonly model = "verba-end-of-turn-rules";
  readonly provider = "verba";

  async unlikelyThreshold(): Promise<number> {
    return UNLIKELY_THRESHOLD;
  }

  async supportsLanguage(language?: string): Promise<boolean> {
    return language === undefined || language === "" || language.toLowerCase().startsWith("en");
  }

  async predictEndOfTurn(chatCtx: llm.ChatContext): Promise<number> {
    const last = chatCtx.items.findLast(
      (item): item is llm.ChatMessage => item.type === "message" && item.role === "user",
    );
    return endOfTurnProbability(last?.textContent ?? "");
  }
}
