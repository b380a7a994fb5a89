import { TRPCClientError } from "@trpc/client";
import { useEffect, useState } from "react";
import { logger } from "../../lib/logger";

/**
 * What a Settings card that saves a whole list at once needs: the error and
 * status lines, a load failure told once, and a save that says what the
 * server refused in its own words.
 */
export function useSavedList<Next>(options: {
  /** Names the list in the log: "dictionary", "snippets", "styles". */
  name: string;
  loadError: unknown;
  loadFailedMessage: string;
  saveFailedMessage: string;
  mutate: (next: Next) => Promise<unknown>;
}) {
  const { name, loadError, loadFailedMessage, saveFailedMessage, mutate } = options;
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!loadError) return;
    logger.error(`${name} load failed`, { error: String(loadError) });
    setError(loadFailedMessage);
  }, [name, loadError, loadFailedMessage]);

  const save = async (next: Next, done: string) => {
    setError(null);
    setStatus("");
    try {
      await mutate(next);
      setStatus(done);
      return true;
    } catch (caught) {
      logger.error(`${name} save failed`, { error: String(caught) });
      setError(
        caught instanceof TRPCClientError && caught.message ? caught.message : saveFailedMessage,
      );
      return false;
    }
  };

  return { status, error, setError, save };
}

export const SETTINGS_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50";

export const SETTINGS_CARD = "rounded-xl border border-gray-200 bg-white p-6 shadow-sm";
