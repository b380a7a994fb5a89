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
import type { Profile } from "../../shared";
import { authClient } from "./auth-client";
import { logger } from "./logger";
import { trpc } from "./trpc";

/** Spec §9: auth initialization time-out 8 s; profile fetch 8 s, up to 2 attempts, 1 s × attempt apart. */
export const AUTH_INIT_TIMEOUT_MS = 8_000;
const PROFILE_TIMEOUT_MS = 8_000;
const PROFILE_ATTEMPTS = 2;

type SessionData = NonNullable<ReturnType<typeof authClient.useSession>["data"]>;
export type AuthUser = SessionData["user"];
export type AuthSession = SessionData["session"];

interface AuthState {
  loading: boolean;
  user: AuthUser | null;
  session: AuthSession | null;
  profile: Profile | null;
  /** Re-reads the profile, e.g. after the sign-up form saved the names. */
  refreshProfile: () => Promise<void>;
  /**
   * Re-reads the session; the sign-in forms await it before opening a guarded
   * page, so the guard never sees the moment before the new session arrives.
   */
  refreshSession: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A missing profile will not appear on a second try (spec: not-found stops retries). */
function isNotFound(error: unknown) {
  return error instanceof TRPCClientError && error.data?.code === "NOT_FOUND";
}

/** Null when it could not be read: the screens fall back to the session's user. */
async function fetchProfile(): Promise<Profile | null> {
  for (let attempt = 1; attempt <= PROFILE_ATTEMPTS; attempt++) {
    try {
      return await trpc.profile.get.query(undefined, {
        signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS),
      });
    } catch (error) {
      logger.error("profile fetch failed", { attempt, error: String(error) });
      if (isNotFound(error) || attempt === PROFILE_ATTEMPTS) return null;
      await wait(1_000 * attempt);
    }
  }
  return null;
}

/**
 * better-auth's session store is the source of truth: it re-reads the session
 * after every sign-in, sign-out and update, which covers the spec's auth events.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  const [timedOut, setTimedOut] = useState(false);
  const [profile, setProfile] = useState<Profile | null>(null);
  const profileLoading = useRef(false);
  const userId = data?.user.id ?? null;

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), AUTH_INIT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  const refreshProfile = useCallback(async () => {
    if (profileLoading.current) return;
    profileLoading.current = true;
    try {
      setProfile(await fetchProfile());
    } finally {
      profileLoading.current = false;
    }
  }, []);

  useEffect(() => {
    if (userId) void refreshProfile();
    else setProfile(null);
  }, [userId, refreshProfile]);

  const signOut = useCallback(async () => {
    try {
      const { error } = await authClient.signOut();
      // An expired or already-ended session means the user is signed out anyway.
      if (error && ![401, 403, 404].includes(error.status)) {
        throw new Error(error.message || `Sign-out failed (${error.status})`);
      }
    } catch (error) {
      logger.error("sign-out failed", { error: String(error) });
      throw error;
    }
    setProfile(null);
  }, []);

  const value: AuthState = {
    loading: isPending && !timedOut,
    user: data?.user ?? null,
    session: data?.session ?? null,
    profile,
    refreshProfile,
    refreshSession: refetch,
    signOut,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
