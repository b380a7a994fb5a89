import { useCallback, useState } from "react";
import { MESSAGES } from "../../../shared";
import { logger } from "../../lib/logger";

/**
 * One submit at a time with its error: the action returns the provider's
 * message to show, and a throw (network, bug) becomes the generic message.
 */
export function useAuthAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (action: () => Promise<string | undefined>) => {
    setBusy(true);
    setError(null);
    try {
      const message = await action();
      if (message) setError(message);
    } catch (thrown) {
      logger.error("auth action failed", { error: String(thrown) });
      setError(MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, error, setError, run };
}
