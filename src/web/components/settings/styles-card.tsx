import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { EXTENSION_TONES } from "../../../shared/extension";
import { type Styles, setStylesSchema } from "../../../shared/schemas/styles";
import { api } from "../../lib/query";
import { ErrorAlert } from "../forms/error-alert";
import { INPUT_CLASS } from "../forms/field";
import { SETTINGS_BUTTON, SETTINGS_CARD, useSavedList } from "./use-saved-list";

export const STYLES_SAVE_FAILED = "Could not save your styles. Please try again.";
export const STYLES_LOAD_FAILED = "Could not load your styles. Please reload the page.";

type Tone = (typeof EXTENSION_TONES)[number];
/** One style as the lists show it: a site or a recipient, and its tone. */
interface Entry {
  key: string;
  tone: Tone;
}

const toSaved = (sites: Entry[], recipients: Entry[]) => ({
  sites: sites.map(({ key, tone }) => ({ site: key, tone })),
  recipients: recipients.map(({ key, tone }) => ({ recipient: key, tone })),
});

/**
 * Styles: the tone Verba writes in on a site, or when answering a person,
 * whenever no tone is chosen for the dictation. A person's style wins over
 * the site's. Every change is saved at once.
 */
export function StylesCard() {
  const queryClient = useQueryClient();
  const query = useQuery(api.styles.get.queryOptions());
  const setStyles = useMutation(
    api.styles.set.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(api.styles.get.queryFilter()),
    }),
  );
  const saved = query.data ?? null;
  const sites = saved?.sites.map(({ site, tone }) => ({ key: site, tone })) ?? [];
  const recipients =
    saved?.recipients.map(({ recipient, tone }) => ({ key: recipient, tone })) ?? [];
  const busy = setStyles.isPending || saved === null;
  const { status, error, setError, save } = useSavedList({
    name: "styles",
    loadError: query.error,
    loadFailedMessage: STYLES_LOAD_FAILED,
    saveFailedMessage: STYLES_SAVE_FAILED,
    mutate: (next: Styles) => setStyles.mutateAsync(next),
  });

  /** Checks the whole set as the server will, then saves it. */
  const saveChecked = async (next: ReturnType<typeof toSaved>, done: string) => {
    const parsed = setStylesSchema.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? STYLES_SAVE_FAILED);
      return false;
    }
    return save(parsed.data, done);
  };

  return (
    <section aria-labelledby="styles-heading" className={SETTINGS_CARD}>
      <h2 id="styles-heading" className="mb-1 text-lg font-semibold text-gray-900">
        Styles
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        The tone Verba writes in on a site, or when you answer a person, unless you choose one for
        that dictation. A person's tone comes before the site's.
      </p>
      <StyleList
        kind="site"
        label="Sites"
        placeholder="e.g. mail.example.com"
        entries={sites}
        busy={busy}
        onSave={(next, done) => saveChecked(toSaved(next, recipients), done)}
      />
      <StyleList
        kind="recipient"
        label="People"
        placeholder="e.g. marcus@example.com or Marcus Lee"
        entries={recipients}
        busy={busy}
        onSave={(next, done) => saveChecked(toSaved(sites, next), done)}
      />
      {error && <ErrorAlert message={error} />}
      <p role="status" className="text-sm text-gray-600">
        {status}
      </p>
    </section>
  );
}

function StyleList(props: {
  kind: "site" | "recipient";
  label: string;
  placeholder: string;
  entries: Entry[];
  busy: boolean;
  onSave: (next: Entry[], done: string) => Promise<boolean>;
}) {
  const { kind, label, placeholder, entries, busy, onSave } = props;
  const [key, setKey] = useState("");
  const [tone, setTone] = useState<Tone>("professional");

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = key.trim();
    const next = [...entries.filter((entry) => entry.key !== trimmed), { key: trimmed, tone }];
    if (await onSave(next, `${trimmed} will get a ${tone} tone`)) setKey("");
  };

  return (
    <div className="mb-4">
      <h3 className="mb-2 text-sm font-semibold text-gray-800">{label}</h3>
      <form onSubmit={add} noValidate className="mb-2 flex flex-wrap gap-2">
        <label htmlFor={`style-${kind}`} className="sr-only">
          {kind === "site" ? "Site" : "Person"}
        </label>
        <input
          id={`style-${kind}`}
          className={`${INPUT_CLASS} min-w-48 flex-1`}
          placeholder={placeholder}
          value={key}
          maxLength={260}
          disabled={busy}
          onChange={(event) => setKey(event.target.value)}
        />
        <label htmlFor={`style-${kind}-tone`} className="sr-only">
          {kind === "site" ? "Tone for the site" : "Tone for the person"}
        </label>
        <select
          id={`style-${kind}-tone`}
          className={`${INPUT_CLASS} w-auto`}
          value={tone}
          disabled={busy}
          onChange={(event) => setTone(event.target.value as Tone)}
        >
          {EXTENSION_TONES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={busy}
          className={`${SETTINGS_BUTTON} bg-brand text-white hover:bg-brand-dark`}
        >
          Add
        </button>
      </form>
      <ul aria-label={`${label} styles`} className="grid gap-1">
        {entries.map((entry) => (
          <li key={entry.key} className="flex items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-medium text-gray-900">{entry.key}</span>
              <span className="text-gray-600"> · {entry.tone}</span>
            </span>
            <button
              type="button"
              aria-label={`Remove style for ${entry.key}`}
              disabled={busy}
              onClick={() =>
                void onSave(
                  entries.filter((kept) => kept.key !== entry.key),
                  `Removed ${entry.key}`,
                )
              }
              className="rounded-full px-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
