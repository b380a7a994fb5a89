import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import type { Profile } from "./api-types";
import { authClient } from "./auth-client";
import { logger } from "./logger";
import { api } from "./query";
import { AUTH_INIT_TIMEOUT_MS, type AuthSession, type AuthUser } from "./signed-in-user";
import { trpc } from "./trpc";

/** Spec §9: profile fetch 8 s, up to 2 attempts, 1 s × attempt apart. */
const PROFILE_TIMEOUT_MS = 8_000;
const PROFILE_ATTEMPTS = 2;

interface AuthState {
  loading: boolean;
  user: AuthUser | null;
  session: AuthSession | null;
  /** Null until read, or when it could not be: the screens fall back to the session's user. */
  profile: Profile | null;
  /**
   * Re-reads the session; the sign-in forms await it before opening a guarded
   * page, so the guard never sees the moment before the new session arrives.
   */
  refreshSession: () => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * The sign-out was asked for on this page, whose caller then goes where it
   * chooses ('/' after Sign out): the guard does not send it to /signin.
   */
  signedOutHere: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/** A missing profile will not appear on a second try (spec: not-found stops retries). */
function isNotFound(error: unknown) {
  return error instanceof TRPCClientError && error.data?.code === "NOT_FOUND";
}

/**
 * The profile under its procedure's own key, so whatever saves it invalidates
 * it there; each try has its own time limit (spec §9).
 */
function profileQuery(signedIn: boolean) {
  return {
    queryKey: api.profile.get.queryKey(),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        return await trpc.profile.get.query(undefined, {
          signal: AbortSignal.any([signal, AbortSignal.timeout(PROFILE_TIMEOUT_MS)]),
        });
      } catch (error) {
        logger.error("profile fetch failed", { error: String(error) });
        throw error;
      }
    },
    enabled: signedIn,
    retry: (failures: number, error: unknown) =>
      !isNotFound(error) && failures < PROFILE_ATTEMPTS - 1,
    retryDelay: (failures: number) => 1_000 * (failures + 1),
  };
}

/**
 * better-auth's session store is the source of truth: it re-reads the session
 * after every sign-in, sign-out and update, which covers the spec's auth events.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const userId = data?.user.id ?? null;
  const profile = useQuery(profileQuery(userId !== null)).data ?? null;

  // What one person's pages cached is never shown to the next one signed in on this tab.
  const lastUserId = useRef(userId);
  useEffect(() => {
    if (lastUserId.current !== null && lastUserId.current !== userId) queryClient.clear();
    lastUserId.current = userId;
  }, [userId, queryClient]);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), AUTH_INIT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  const [signedOutHere, setSignedOutHere] = useState(false);
  useEffect(() => {
    if (userId) setSignedOutHere(false);
  }, [userId]);

  const signOut = useCallback(async () => {
    setSignedOutHere(true);
    try {
      const { error } = await authClient.signOut();
      // An expired or already-ended session means the user is signed out anyway.
      if (error && ![401, 403, 404].includes(error.status)) {
        throw new Error(error.message || `Sign-out failed (${error.status})`);
      }
    } catch (error) {
      setSignedOutHere(false);
      logger.error("sign-out failed", { error: String(error) });
      throw error;
    }
  }, []);

  const value: AuthState = {
    loading: isPending && !timedOut,
    user: data?.user ?? null,
    session: data?.session ?? null,
    profile: userId === null ? null : profile,
    refreshSession: refetch,
    signOut,
    signedOutHere,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
