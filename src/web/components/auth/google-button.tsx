import { useQuery } from "@tanstack/react-query";
import { authClient } from "../../lib/auth-client";
import { secondaryButton } from "./auth-card";
import { authErrorMessage } from "./errors";

/** Whether the server has Google credentials; /healthz reports it. */
function useGoogleSignIn() {
  return useQuery({
    queryKey: ["healthz"],
    queryFn: async () => {
      const response = await fetch("/healthz");
      const body = (await response.json()) as { google_sign_in?: boolean };
      return body.google_sign_in === true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** Rendered only when Google sign-in is configured; the provider redirects back to /dashboard. */
export function GoogleButton({ onError }: { onError: (message: string) => void }) {
  const enabled = useGoogleSignIn();
  if (!enabled) return null;
  const start = async () => {
    try {
      const { error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: "/dashboard",
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
