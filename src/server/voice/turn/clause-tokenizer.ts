import { tokenize } from "@livekit/agents";

/** A clause at least this long goes to synthesis on its own, before the rest of its sentence. */
const MIN_CLAUSE_LENGTH = 40;
/** As the framework's sentence tokenizer: shorter spans join the next. */
const MIN_TOKEN_LENGTH = 20;
const MIN_CONTEXT_LENGTH = 10;

const sentences = new tokenize.basic.SentenceTokenizer();

/**
 * Sentences, with a long one cut after its first clauses (at a comma,
 * semicolon, colon or dash once MIN_CLAUSE_LENGTH characters are in).
 */
export function speechPieces(text: string): string[] {
  return sentences.tokenize(text).flatMap(clausesOf);
}

function clausesOf(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  for (;;) {
    const boundary = /[,;:\u2013\u2014]\s/g;
    boundary.lastIndex = MIN_CLAUSE_LENGTH;
    const match = boundary.exec(rest);
    if (!match || rest.length - match.index < MIN_TOKEN_LENGTH) break;
    pieces.push(rest.slice(0, match.index + 1).trim());
    rest = rest.slice(match.index + 1).trim();
  }
  pieces.push(rest);
  return pieces;
}

/**
 * A reply's opening clause, whatever its length ('Sure,' 'Of course.'):
 * once the next word begins, or at once when a word ends in , ; : ! or ?
 * (after a letter, that mark cannot be inside a number, and unlike a full
 * stop it does not end 'Dr.').
 */
const OPENING_CLAUSE = /^\s*\S[\s\S]*?(?:[,;:.!?\u2013\u2014](?=\s+\S)|(?<=[A-Za-z])[,;:!?]\s*$)/;

/**
 * The stream of one reply: its opening clause goes to synthesis alone, as
 * soon as it is written, so the first words are heard before the model has
 * written its first sentence; then sentences, and long ones clause by clause.
 * Synthesis of the pieces overlaps, so one more piece costs no gap.
 */
class ReplyPieces extends tokenize.BufferedSentenceStream {
  /** What came before the opening clause was found; undefined once it is out. */
  #opening: string | undefined = "";

  constructor() {
    super(speechPieces, MIN_TOKEN_LENGTH, MIN_CONTEXT_LENGTH);
  }

  override pushText(text: string) {
    if (this.#opening === undefined) return super.pushText(text);
    this.#opening += text;
    const match = OPENING_CLAUSE.exec(this.#opening);
    if (!match && this.#opening.length < MIN_CLAUSE_LENGTH) return;
    const rest = this.#opening.slice(match?.[0].length ?? 0);
    this.#opening = undefined;
    if (match) {
      super.pushText(match[0]);
      super.flush();
    }
    super.pushText(rest);
  }

  override flush() {
    this.#release();
    super.flush();
  }

  override endInput() {
    this.#release();
    super.endInput();
  }

  #release() {
    if (this.#opening) super.pushText(this.#opening);
    this.#opening = undefined;
  }
}

/**
 * What synthesis is given as the model writes: the opening clause at once,
 * then each sentence once the next one begins, and a long sentence clause by
 * clause.
 */
export class ClauseTokenizer extends tokenize.SentenceTokenizer {
  tokenize(text: string): string[] {
    return speechPieces(text);
  }

  stream(): tokenize.SentenceStream {
    return new ReplyPieces();
  }
}
