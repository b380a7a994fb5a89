import { z } from "zod";
import { MESSAGES } from "../messages";

/**
 * Tab, line feed and carriage return are the only C0 controls text may hold:
 * a textarea's line breaks travel as CR LF in form posts and pasted text, so
 * CR is allowed beside LF. The rest (U+0000 above all, which PostgreSQL text
 * cannot store) mean nothing in a title, a message or a name.
 */
export function hasNoControlCharacters(value: string) {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}

/**
 * A string that comes from a person or a client: refused with a message when
 * it holds control characters, so every path and both databases agree.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoControlCharacters, {
    message: MESSAGES.controlCharacters,
    abort: true,
  });

/** A validation issue's path and message, as far as one is needed to act on it. */
export interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
}

/** What is wrong, in the schema's words; zod's own wording for a missing value becomes 'Required'. */
export function issueMessage(issue: Issue | undefined) {
  if (!issue) return MESSAGES.invalidInput;
  return issue.code === "invalid_type" && issue.message.endsWith("received undefined")
    ? MESSAGES.required
    : issue.message;
}

/** One sentence naming the field and what is wrong with it: 'title: Title must not exceed 100 characters'. */
export function describeIssue(issue: Issue | undefined) {
  const field = issue?.path.map(String).join(".");
  const message = issueMessage(issue);
  return field && !message.startsWith(`${field} `) ? `${field}: ${message}` : message;
}
