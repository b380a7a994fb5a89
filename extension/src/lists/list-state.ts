/**
 * What a list's form (list-form.ts) shows and allows, decided apart from the
 * page: what a check of the typed list against the server's schema says, and
 * naming the row it is about; what loading shows; which rows are saved.
 */
import type { z } from "zod";
import type { Result } from "../shared/protocol";

export const LIST_MESSAGES = {
  saving: "Saving…",
  /** A list that could not be read is not saved: saving would replace it with what the form shows. */
  unread: (message: string) => `${message} Saving waits until the list can be read.`,
  restored:
    "Your last save did not go through; what you typed is back. Save it, or discard it to see the saved list.",
};

/**
 * What is wrong with the typed list, by the server's own schema: its first
 * issue's message, after the name of the row it is about when `where` names
 * one ("Snippet 2: …"); null when the list may be sent.
 */
export function listProblem(
  schema: z.ZodType,
  value: unknown,
  title: string,
  where: (path: PropertyKey[]) => string | undefined,
): string | null {
  const checked = schema.safeParse(value);
  if (checked.success) return null;
  const [issue] = checked.error.issues;
  const row = where(issue?.path ?? []);
  const message = issue?.message ?? `Invalid ${title.toLowerCase()}`;
  return row ? `${row}: ${message}` : message;
}

/** What the form shows once loaded. */
export interface LoadedList<T> {
  /** The list to put in the fields; none when it could not be read (the fields stay as they are). */
  shown?: T;
  /** The status line's sentence and whether it is good news; null clears it. */
  status: { text: string; ok: boolean } | null;
  canSave: boolean;
  canDiscard: boolean;
  /** Unfolded in the popup: a restored draft must be seen. */
  open: boolean;
}

/**
 * A draft (what was typed when a save failed) comes before the saved list; a
 * list that could not be read shows why and cannot be saved over.
 */
export function loadedList<T>(answer: Result<T>, draft: T | undefined): LoadedList<T> {
  if (draft !== undefined) {
    const status = { text: LIST_MESSAGES.restored, ok: false };
    return { shown: draft, status, canSave: true, canDiscard: true, open: true };
  }
  if (!answer.ok) {
    const status = { text: LIST_MESSAGES.unread(answer.message), ok: false };
    return { status, canSave: false, canDiscard: false, open: false };
  }
  return { shown: answer.value, status: null, canSave: true, canDiscard: false, open: false };
}

/** The dictionary's terms in its text: a line each, blank lines left out. */
export function termsIn(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() !== "");
}

/** The line the `index`th term is on, counting the blank lines the person sees ("Line 3"). */
export function termLine(text: string, index: number): string | undefined {
  const filled = text
    .split("\n")
    .flatMap((line, number) => (line.trim() === "" ? [] : [number + 1]));
  return filled[index] === undefined ? undefined : `Line ${filled[index]}`;
}

/** Where each row that will be saved stands among the rows shown (empty rows are left out). */
export function savedRows<Entry>(entries: Entry[], empty: (entry: Entry) => boolean): number[] {
  return entries.flatMap((entry, position) => (empty(entry) ? [] : [position]));
}

/** The name of the row shown for the `index`th saved entry, as its legend says ("Snippet 2"). */
export function rowName<Entry>(
  legend: string,
  entries: Entry[],
  empty: (entry: Entry) => boolean,
  index: number,
): string | undefined {
  const position = savedRows(entries, empty)[index];
  return position === undefined ? undefined : `${legend} ${position + 1}`;
}
