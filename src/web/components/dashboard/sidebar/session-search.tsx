import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { SearchHit } from "../../../lib/api-types";
import { api } from "../../../lib/query";
import { HighlightedText } from "../../highlighted-text";
import { ICONS, Icon } from "../../icons";

/** Typing pauses this long before a search goes out, so each key is not a request. */
const DEBOUNCE_MS = 250;

function useDebounced(value: string) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/**
 * The sidebar's search over the person's session titles and messages: the
 * newest hits with the matched words marked; a hit opens its session (at
 * the message, for a message).
 */
export function SessionSearch({ onOpen }: { onOpen: (hit: SearchHit) => void }) {
  const [text, setText] = useState("");
  const query = useDebounced(text.trim());
  const results = useQuery({
    ...api.search.find.queryOptions({ q: query }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const hits = results.data?.results ?? [];

  return (
    <div className="px-3 pt-3">
      <div className="relative">
        <Icon
          d={ICONS.search}
          className="pointer-events-none absolute top-2.5 left-2.5 h-4 w-4 text-gray-400"
        />
        <input
          type="search"
          aria-label="Search chats"
          placeholder="Search chats"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === "Escape" && setText("")}
          className="w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-8 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20"
        />
      </div>
      {query && (
        <section aria-label="Search results" className="mt-2 max-h-80 overflow-y-auto">
          {results.isError ? (
            <p className="px-3 py-2 text-sm text-red-600">Search failed. Please try again.</p>
          ) : results.isSuccess && hits.length === 0 ? (
            <p className="px-3 py-2 text-sm text-gray-500">No chats or messages match</p>
          ) : (
            <ul className="flex flex-col gap-0.5">
              {hits.map((hit) => (
                <li key={hit.message_id ?? hit.session_id}>
                  <button
                    type="button"
                    data-hit-kind={hit.kind}
                    onClick={() => onOpen(hit)}
                    className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <span className="block truncate font-medium text-gray-900">
                      {hit.kind === "session" ? (
                        <HighlightedText text={hit.snippet} highlights={hit.highlights} />
                      ) : (
                        hit.session_title
                      )}
                    </span>
                    {hit.kind === "message" && (
                      <span className="mt-0.5 line-clamp-2 block text-xs text-gray-600">
                        {hit.role === "user" ? "You: " : "Verba: "}
                        <HighlightedText text={hit.snippet} highlights={hit.highlights} />
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
