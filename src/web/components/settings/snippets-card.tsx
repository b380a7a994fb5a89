import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LIMITS } from "../../../shared/limits";
import { type Snippet, snippetListSchema } from "../../../shared/schemas/snippets";
import { api } from "../../lib/query";
import { ErrorAlert } from "../forms/error-alert";
import { INPUT_CLASS } from "../forms/field";
import { SETTINGS_BUTTON, SETTINGS_CARD, useSavedList } from "./use-saved-list";

export const SNIPPETS_SAVE_FAILED = "Could not save your snippets. Please try again.";
export const SNIPPETS_LOAD_FAILED = "Could not load your snippets. Please reload the page.";

/**
 * Snippets: a phrase the person says or types (the trigger) and the exact
 * text it becomes, never reworded. Every change is saved at once.
 */
export function SnippetsCard() {
  const queryClient = useQueryClient();
  const query = useQuery(api.snippets.get.queryOptions());
  const setSnippets = useMutation(
    api.snippets.set.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(api.snippets.get.queryFilter()),
    }),
  );
  const snippets = query.data?.snippets ?? null;
  const busy = setSnippets.isPending || snippets === null;
  const [trigger, setTrigger] = useState("");
  const [text, setText] = useState("");
  const { status, error, setError, save } = useSavedList({
    name: "snippets",
    loadError: query.error,
    loadFailedMessage: SNIPPETS_LOAD_FAILED,
    saveFailedMessage: SNIPPETS_SAVE_FAILED,
    mutate: (next: Snippet[]) => setSnippets.mutateAsync({ snippets: next }),
  });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = snippetListSchema.safeParse([...(snippets ?? []), { trigger, text }]);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SNIPPETS_SAVE_FAILED);
      return;
    }
    const added = parsed.data.at(-1)?.trigger ?? trigger;
    if (await save(parsed.data, `Added ${added}`)) {
      setTrigger("");
      setText("");
    }
  };

  return (
    <section aria-labelledby="snippets-heading" className={SETTINGS_CARD}>
      <h2 id="snippets-heading" className="mb-1 text-lg font-semibold text-gray-900">
        Snippets
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        Say or type a trigger, and Verba puts in its text exactly as you saved it: a calendar link,
        an address, your bank details. The text is never reworded.
      </p>
      <form onSubmit={add} noValidate className="mb-4 grid gap-2">
        <label htmlFor="snippet-trigger" className="text-sm font-medium text-gray-700">
          Trigger
        </label>
        <input
          id="snippet-trigger"
          className={INPUT_CLASS}
          placeholder="e.g. my calendar link"
          value={trigger}
          maxLength={LIMITS.snippetTriggerMax + 20}
          disabled={busy}
          onChange={(event) => setTrigger(event.target.value)}
        />
        <label htmlFor="snippet-text" className="text-sm font-medium text-gray-700">
          Text
        </label>
        <textarea
          id="snippet-text"
          className={INPUT_CLASS}
          rows={3}
          placeholder="e.g. https://cal.example.com/you/30min"
          value={text}
          maxLength={LIMITS.snippetTextMax + 1}
          disabled={busy}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <button
            type="submit"
            disabled={busy}
            className={`${SETTINGS_BUTTON} bg-brand text-white hover:bg-brand-dark`}
          >
            Add snippet
          </button>
        </div>
      </form>
      {error && <ErrorAlert message={error} />}
      <p role="status" className="text-sm text-gray-600">
        {status}
      </p>
      {snippets !== null && snippets.length === 0 && (
        <p className="text-sm text-gray-500">You have no snippets yet.</p>
      )}
      <ul aria-label="Snippets" className="mt-2 grid gap-2">
        {(snippets ?? []).map((snippet) => (
          <li
            key={snippet.trigger}
            className="flex items-start justify-between gap-3 rounded-lg border border-gray-200 p-3"
          >
            <div className="min-w-0">
              <p className="text-sm font-semibold text-gray-900">{snippet.trigger}</p>
              <p className="whitespace-pre-wrap break-words text-sm text-gray-700">
                {snippet.text}
              </p>
            </div>
            <button
              type="button"
              aria-label={`Remove snippet ${snippet.trigger}`}
              disabled={busy}
              onClick={() =>
                void save(
                  (snippets ?? []).filter((kept) => kept.trigger !== snippet.trigger),
                  `Removed ${snippet.trigger}`,
                )
              }
              className="rounded-full px-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
