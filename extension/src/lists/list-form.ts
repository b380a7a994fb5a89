import type { z } from "zod";
import { say } from "../pages/dom";
import type { Result } from "../shared/protocol";
import { dropDraft, keepDraft, readDraft } from "./drafts";
import { LIST_MESSAGES, listProblem, loadedList } from "./list-state";

/** One of the person's lists as a form: what it says, what it holds, where it is kept. */
export interface ListDefinition<T> {
  /** The form's id; its heading and status line are `<id>-heading` and `<id>-status`. */
  id: string;
  title: string;
  about: string;
  save: string;
  saved: string;
  fields: HTMLElement[];
  /** What the person typed, as it will be sent. */
  read(): T;
  show(value: T): void;
  /** The server's own schema: the same limits and messages as the worker and Settings. */
  schema: z.ZodType;
  /**
   * Marks the field an issue at `path` is about and puts the caret there;
   * returns where it is ("Snippet 2", "Line 3"), or nothing for the whole list.
   */
  mark(path: PropertyKey[]): string | undefined;
  unmark(): void;
  get(): Promise<Result<T>>;
  put(value: T): Promise<Result<T>>;
}

export interface ListForm {
  element: HTMLElement;
  /**
   * Shows the list of whoever uses the extension now (`owner`: the signed-in
   * email, or null): the account's, or this browser's; or what was typed
   * there when a save failed, until it is saved or discarded.
   */
  load(owner: string | null): Promise<void>;
}

/**
 * A list's form, the same in the options page and the popup (where it folds
 * under its title, to fit). A failed save leaves every field as typed, and
 * holds it (drafts.ts) until it is saved or discarded.
 */
export function listForm<T>(list: ListDefinition<T>, folded: boolean): ListForm {
  const form = document.createElement("form");
  form.id = list.id;
  const heading = document.createElement("h2");
  heading.id = `${list.id}-heading`;
  heading.textContent = list.title;
  form.setAttribute("aria-labelledby", heading.id);
  const about = document.createElement("p");
  about.className = "muted";
  about.textContent = list.about;
  const submit = document.createElement("button");
  submit.type = "submit";
  submit.textContent = list.save;
  const status = document.createElement("p");
  status.id = `${list.id}-status`;
  status.setAttribute("role", "status");
  const discard = document.createElement("button");
  discard.type = "button";
  discard.className = "secondary";
  discard.textContent = "Discard changes";
  discard.hidden = true;
  form.append(about, ...list.fields, submit, discard, status);
  let owner: string | null = null;

  /** After a failed save, what is typed next is held too; a row's Remove is a click. */
  const holdEdits = () => {
    if (!discard.hidden) void keepDraft(list.id, owner, list.read());
  };
  form.addEventListener("input", holdEdits);
  const failed = async (value: T, message: string) => {
    say(status, message, false);
    discard.hidden = false;
    await keepDraft(list.id, owner, value);
  };
  form.addEventListener("click", () => queueMicrotask(holdEdits));

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    list.unmark();
    const value = list.read();
    const problem = listProblem(list.schema, value, list.title, list.mark);
    if (problem !== null) {
      await failed(value, problem);
      return;
    }
    // A status left from the last save must not read as this one's answer.
    say(status, LIST_MESSAGES.saving, true);
    submit.disabled = true;
    const answer = await list.put(value);
    submit.disabled = false;
    if (!answer.ok) {
      await failed(value, answer.message);
      return;
    }
    discard.hidden = true;
    await dropDraft(list.id);
    list.show(answer.value);
    say(status, list.saved, true);
  });

  let element: HTMLElement = form;
  if (folded) {
    element = document.createElement("details");
    const summary = document.createElement("summary");
    summary.append(heading);
    element.append(summary, form);
  } else form.prepend(heading);

  const load = async (person: string | null) => {
    owner = person;
    const [answer, draft] = await Promise.all([list.get(), readDraft(list.id, owner)]);
    const loaded = loadedList(answer, draft as T | undefined);
    discard.hidden = !loaded.canDiscard;
    submit.disabled = !loaded.canSave;
    if (loaded.shown !== undefined) list.show(loaded.shown);
    if (loaded.status) say(status, loaded.status.text, loaded.status.ok);
    else status.textContent = "";
    if (loaded.open && element instanceof HTMLDetailsElement) element.open = true;
  };
  discard.addEventListener("click", async () => {
    // Hidden first, so this very click is not held as an edit.
    discard.hidden = true;
    await dropDraft(list.id);
    await load(owner);
  });

  return { element, load };
}
