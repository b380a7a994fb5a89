import { authClient } from "./auth-client";

/** Spec §9: auth initialization time-out 8 s. */
export const AUTH_INIT_TIMEOUT_MS = 8_000;

type SessionState = ReturnType<typeof authClient.useSession>;
type SessionData = NonNullable<SessionState["data"]>;
export type AuthUser = SessionData["user"];
export type AuthSession = SessionData["session"];

/**
 * The guard's question, asked by the router outside React: who is signed in,
 * once the session store knows (spec §9: after 8 s of not knowing, nobody).
 * It reads the same store as `useAuth`, so a sign-in form that awaited
 * `refreshSession` is let through at once.
 */
export function signedInUser(): Promise<AuthUser | null> {
  // better-auth types its atoms as a plain record; the session store is always among them.
  const store = authClient.$store.atoms.session as {
    subscribe(listener: (state: SessionState) => void): () => void;
  };
  return new Promise((resolve) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, AUTH_INIT_TIMEOUT_MS);
    stop = store.subscribe((state) => {
      if (state.isPending) return;
      clearTimeout(timer);
      // Called inside subscribe's first run, `stop` is not assigned yet: end on the next tick.
      queueMicrotask(() => stop());
      resolve(state.data?.user ?? null);
    });
  });
}
