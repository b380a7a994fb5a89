/** Openings: phrases a text may start with ("Hi", "can you", "saying"). */
import { escapeWord } from "./rewording";

/** How people open a request before saying what it is about. */
export const ASKING = [
  "can you please",
  "could you please",
  "can you",
  "could you",
  "would you",
  "will you",
  "please",
];

export function openingIn(text: string, candidates: string[]): string | undefined {
  return candidates.find((candidate) =>
    new RegExp(`^${escapeWord(candidate)}(?![\\p{L}'’-])`, "iu").test(text),
  );
}

/** `text` without the openings it starts with, the longest first ("I'd like you to" before "I'd like"). */
export function dropOpenings(text: string, candidates: string[]): string {
  const longestFirst = [...candidates].sort((a, b) => b.length - a.length);
  let rest = text.trim();
  for (
    let opening = openingIn(rest, longestFirst);
    opening;
    opening = openingIn(rest, longestFirst)
  ) {
    rest = rest.slice(opening.length).replace(/^[\s,!.]+/, "");
  }
  return rest;
}

export const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);
