import { z } from "zod";

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Every rate limit's variable, with its default: a count per window, or seconds. */
export const rateLimitEnv = {
  RATE_LIMIT_PREVIEW_MAX: count(20),
  RATE_LIMIT_WINDOW_SECONDS: count(60),
  RATE_LIMIT_AUTH_MAX: count(100),
  RATE_LIMIT_SIGN_IN_MAX: count(10),
  RATE_LIMIT_ACCOUNT_FAILURES_MAX: count(10),
  RATE_LIMIT_ACCOUNT_LOCK_SECONDS: count(900),
  RATE_LIMIT_ACCOUNT_ATTEMPTS_MAX: count(20),
  RATE_LIMIT_ACCOUNT_ATTEMPTS_SECONDS: count(60),
  RATE_LIMIT_FORMS_MAX: count(10),
  RATE_LIMIT_EXTENSION_ANON_MAX: count(20),
  RATE_LIMIT_EXTENSION_IP_MAX: count(60),
  RATE_LIMIT_EXTENSION_USER_MAX: count(120),
  RATE_LIMIT_EXTENSION_ANON_AUDIO_SECONDS: count(120),
  RATE_LIMIT_EXTENSION_IP_AUDIO_SECONDS: count(300),
  RATE_LIMIT_EXTENSION_USER_AUDIO_SECONDS: count(600),
  RATE_LIMIT_MESSAGES_MAX: count(30),
  RATE_LIMIT_SESSIONS_MAX: count(30),
  RATE_LIMIT_SEARCH_MAX: count(60),
  RATE_LIMIT_WRITES_MAX: count(120),
  RATE_LIMIT_EXPORTS_MAX: count(20),
  RATE_LIMIT_VOICE_TICKETS_MAX: count(20),
  RATE_LIMIT_VOICE_SOCKETS_MAX: count(20),
};

type RateLimitEnv = z.output<z.ZodObject<typeof rateLimitEnv>>;

export interface RateLimitConfig {
  windowSeconds: number;
  authMax: number;
  signInMax: number;
  /** Failed password or emailed-code attempts in a row at one account from one address, before that address is locked out of it for accountLockSeconds. */
  accountFailuresMax: number;
  accountLockSeconds: number;
  /** Attempts at one account from every address together per accountAttemptsSeconds; past it, all wait for the window's end. */
  accountAttemptsMax: number;
  accountAttemptsSeconds: number;
  formsMax: number;
  previewMax: number;
  /** Extension dictations per window: per installation, per client address (all anonymous installations together), per signed-in user. */
  extensionAnonMax: number;
  extensionIpMax: number;
  extensionUserMax: number;
  /** Seconds of anonymous dictation audio per window: per installation, per client address. */
  extensionAnonAudioSeconds: number;
  extensionIpAudioSeconds: number;
  /** Seconds of a signed-in account's dictation audio per window. */
  extensionUserAudioSeconds: number;
  /** Per account and window: chat messages sent (answered or streamed), sessions created, searches, voice tickets (LiveKit) and voice sockets opened. */
  messagesMax: number;
  sessionsMax: number;
  searchMax: number;
  /** Per account and window: changes to settings and sessions (profile, voice, dictionary, snippets, styles, renames, deletions), and exports. */
  writesMax: number;
  exportsMax: number;
  voiceTicketsMax: number;
  voiceSocketsMax: number;
}

export function rateLimitConfig(env: RateLimitEnv): RateLimitConfig {
  return {
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    authMax: env.RATE_LIMIT_AUTH_MAX,
    signInMax: env.RATE_LIMIT_SIGN_IN_MAX,
    accountFailuresMax: env.RATE_LIMIT_ACCOUNT_FAILURES_MAX,
    accountLockSeconds: env.RATE_LIMIT_ACCOUNT_LOCK_SECONDS,
    accountAttemptsMax: env.RATE_LIMIT_ACCOUNT_ATTEMPTS_MAX,
    accountAttemptsSeconds: env.RATE_LIMIT_ACCOUNT_ATTEMPTS_SECONDS,
    formsMax: env.RATE_LIMIT_FORMS_MAX,
    previewMax: env.RATE_LIMIT_PREVIEW_MAX,
    extensionAnonMax: env.RATE_LIMIT_EXTENSION_ANON_MAX,
    extensionIpMax: env.RATE_LIMIT_EXTENSION_IP_MAX,
    extensionUserMax: env.RATE_LIMIT_EXTENSION_USER_MAX,
    extensionAnonAudioSeconds: env.RATE_LIMIT_EXTENSION_ANON_AUDIO_SECONDS,
    extensionIpAudioSeconds: env.RATE_LIMIT_EXTENSION_IP_AUDIO_SECONDS,
    extensionUserAudioSeconds: env.RATE_LIMIT_EXTENSION_USER_AUDIO_SECONDS,
    messagesMax: env.RATE_LIMIT_MESSAGES_MAX,
    sessionsMax: env.RATE_LIMIT_SESSIONS_MAX,
    searchMax: env.RATE_LIMIT_SEARCH_MAX,
    writesMax: env.RATE_LIMIT_WRITES_MAX,
    exportsMax: env.RATE_LIMIT_EXPORTS_MAX,
    voiceTicketsMax: env.RATE_LIMIT_VOICE_TICKETS_MAX,
    voiceSocketsMax: env.RATE_LIMIT_VOICE_SOCKETS_MAX,
  };
}
