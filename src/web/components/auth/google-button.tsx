import { authClient } from "../../lib/auth-client";
import { useServerFeatures } from "../../lib/server-features";
import { secondaryButton } from "./auth-card";
import { authErrorMessage } from "./errors";

/** Rendered only when Google sign-in is configured; the provider redirects back to /dashboard, or to /signin?error=. */
export function GoogleButton({ onError }: { onError: (message: string) => void }) {
  if (!useServerFeatures()?.googleSignIn) return null;
  const start = async () => {
    try {
      const { error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: "/dashboard",
        // A refusal (two-factor on, a cancelled consent) comes back to the sign-in page, in words.
        errorCallbackURL: "/signin",
      });
      if (error) onError(authErrorMessage(error));
    } catch {
      onError(authErrorMessage(null));
    }
  };
  return (
    <button type="button" onClick={start} className={secondaryButton}>
      Continue with Google
    </button>
  );
}
