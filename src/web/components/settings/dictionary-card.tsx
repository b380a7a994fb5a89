import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { dictionaryTermSchema } from "../../../shared/schemas/dictionary";
import { api } from "../../lib/query";
import { ErrorAlert } from "../forms/error-alert";
import { INPUT_CLASS } from "../forms/field";
import { SETTINGS_BUTTON, SETTINGS_CARD, useSavedList } from "./use-saved-list";

export const DICTIONARY_SAVE_FAILED = "Could not save your dictionary. Please try again.";
export const DICTIONARY_LOAD_FAILED = "Could not load your dictionary. Please reload the page.";

/**
 * The personal dictionary: names and terms that recognition favours and the
 * writer keeps exactly as written. Every change is saved at once.
 */
export function DictionaryCard() {
  const queryClient = useQueryClient();
  const dictionary = useQuery(api.dictionary.get.queryOptions());
  const setDictionary = useMutation(
    api.dictionary.set.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(api.dictionary.get.queryFilter()),
    }),
  );
  const terms = dictionary.data?.terms ?? null;
  const saving = setDictionary.isPending;
  const [draft, setDraft] = useState("");
  const { status, error, setError, save } = useSavedList({
    name: "dictionary",
    loadError: dictionary.error,
    loadFailedMessage: DICTIONARY_LOAD_FAILED,
    saveFailedMessage: DICTIONARY_SAVE_FAILED,
    mutate: (terms: string[]) => setDictionary.mutateAsync({ terms }),
  });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = dictionaryTermSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? DICTIONARY_SAVE_FAILED);
      return;
    }
    if (await save([...(terms ?? []), parsed.data], `Added ${parsed.data}`)) setDraft("");
  };

  return (
    <section aria-labelledby="dictionary-heading" className={SETTINGS_CARD}>
      <h2 id="dictionary-heading" className="mb-1 text-lg font-semibold text-gray-900">
        Personal dictionary
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        Names and terms you use (people, products, places). Dictating with the browser extension,
        Verba listens for them and writes them exactly as you spell them here.
      </p>
      <form onSubmit={add} noValidate className="mb-4 flex gap-2">
        <label htmlFor="dictionary-term" className="sr-only">
          New term
        </label>
        <input
          id="dictionary-term"
          className={INPUT_CLASS}
          placeholder="e.g. Tomasz, SharePoint, Kraków"
          value={draft}
          maxLength={100}
          disabled={saving || terms === null}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="submit"
          disabled={saving || terms === null}
          className={`${SETTINGS_BUTTON} bg-brand text-white hover:bg-brand-dark`}
        >
          Add
        </button>
      </form>
      {error && <ErrorAlert message={error} />}
      <p role="status" className="text-sm text-gray-600">
        {status}
      </p>
      {terms !== null && terms.length === 0 && (
        <p className="text-sm text-gray-500">Your dictionary is empty.</p>
      )}
      <ul aria-label="Dictionary terms" className="mt-2 flex flex-wrap gap-2">
        {(terms ?? []).map((term) => (
          <li
            key={term}
            className="inline-flex items-center gap-1 rounded-full border border-gray-300 px-3 py-1 text-sm"
          >
            <span>{term}</span>
            <button
              type="button"
              aria-label={`Remove ${term}`}
              disabled={saving}
              onClick={() =>
                void save(
                  (terms ?? []).filter((kept) => kept !== term),
                  `Removed ${term}`,
                )
              }
              className="rounded-full px-1 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
