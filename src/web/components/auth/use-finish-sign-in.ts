import { useNavigate } from "@tanstack/react-router";
import { useAuth } from "../../lib/auth";

/**
 * The last move of every way in: the session is re-read before /dashboard
 * opens, so its guard never sees the moment before the new session arrives.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { refreshSession } = useAuth();
  return async () => {
    await refreshSession();
    await navigate({ to: "/dashboard" });
  };
}
