/**
 * "write to Lucia tell her …", "message Kofi, ask him …", "send a note to
 * Jonas and let him know …": a message asked for, then what to tell its
 * reader said as an order about them. It is one request: tell Lucia ….
 */
import { WHO_BEFORE_LEAD } from "./request-words";

/** Verbs and phrases that ask for a message to whom follows. */
const MESSAGE_TO =
  "(?:write(?:\\s+back)?|e-?mail|mail|message|text|dm|ping|(?:write|send|drop)\\s+(?:an?\\s+)?(?:message|note|text|e-?mail|mail|line))";

/** Whom, then the order about them; "… to Ken to thank him" is what the message is for, not whom. */
const WRITE_TO_THEN_TELL = new RegExp(
  `^${MESSAGE_TO}\\s+(?:to\\s+)?(${WHO_BEFORE_LEAD})(?<!\\sto)(?:\\s*,\\s*|\\s+and\\s+|\\s+)(?:then\\s+)?(tell|ask|remind|let|inform|warn|thank)\\s+(?:him|her|them)(?=\\s)`,
  "iu",
);

/** The request with its message and the order about its reader read as one: "tell Lucia …". */
export const toldWhenWrittenTo = (request: string): string =>
  request.replace(WRITE_TO_THEN_TELL, "$2 $1");
