export interface Utterance {
  text: string;
  /** Seconds from the start of the audio the process was given. */
  startTime: number;
  endTime: number;
  /** Mean of the words' posterior probabilities. */
  confidence: number;
}

/** One word-timing line of `-time yes`: word, start and end in seconds, posterior probability. */
const TIMING_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+\.\d+)$/;

/**
 * Reads what pocketsphinx_continuous prints for each utterance: the
 * hypothesis on a line of its own, then one timing line per word, bracketed
 * by `<s>` and `</s>`. An utterance is complete at `</s>`, at the next
 * hypothesis, or when the lines that arrived together have been read (the
 * program writes an utterance in one flush).
 */
export class TranscriptParser {
  #text: string | undefined;
  #words: { start: number; end: number; probability: number }[] = [];
  #pending: NodeJS.Immediate | undefined;

  constructor(private readonly onUtterance: (utterance: Utterance) => void) {}

  line(line: string) {
    const timing = TIMING_LINE.exec(line.trim());
    if (!timing) {
      this.flush();
      this.#text = line.trim();
    } else if (this.#text !== undefined) {
      const [, word = "", start, end, probability] = timing;
      if (word === "</s>") {
        this.flush();
        return;
      }
      // Silence, sentence marks and fillers ([NOISE], <sil>) carry no words.
      if (!/^[<[]/.test(word)) {
        this.#words.push({
          start: Number(start),
          end: Number(end),
          probability: Math.min(1, Number(probability)),
        });
      }
    }
    if (this.#pending) clearImmediate(this.#pending);
    this.#pending = setImmediate(() => this.flush());
  }

  flush() {
    if (this.#pending) clearImmediate(this.#pending);
    this.#pending = undefined;
    const text = this.#text;
    const words = this.#words;
    this.#text = undefined;
    this.#words = [];
    if (!text) return;
    this.onUtterance({
      text,
      startTime: words[0]?.start ?? 0,
      endTime: words.at(-1)?.end ?? 0,
      confidence:
        words.length > 0
          ? words.reduce((sum, word) => sum + word.probability, 0) / words.length
          : 0,
    });
  }
}
