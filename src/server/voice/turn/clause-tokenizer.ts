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
 * What synthesis is given as the model writes: each sentence once the next
 * one begins, and a long sentence clause by clause, so the first words are
 * heard before the model has finished its first sentence.
 */
export class ClauseTokenizer extends tokenize.SentenceTokenizer {
  tokenize(text: string): string[] {
    return speechPieces(text);
  }

  stream(): tokenize.SentenceStream {
    return new tokenize.BufferedSentenceStream(speechPieces, MIN_TOKEN_LENGTH, MIN_CONTEXT_LENGTH);
  }
}
