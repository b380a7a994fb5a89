/**
 * The exact texts a person sees, as the spec words them. Server, web app and
 * extension import them from here so a wording changes in one place.
 */
export const MESSAGES = {
  authRequired: "Authentication required",
  signInEnded: "Your sign-in has ended. Please sign in again.",
  userNotAuthenticated: "User not authenticated",
  unexpected: "An unexpected error occurred",
  databaseUnavailable:
    "Verba cannot reach its database right now. Please try again in a moment: nothing you saved is lost.",
  emailOrPhoneAndPassword: "You must provide either an email or phone number and a password",
  confirmEmail:
    "Please check your email and click the confirmation link to complete your account setup.",
  notFound: "Not found",
  sessionNotFound: "Session not found",
  tooManyRequests: "Too many requests. Please wait before trying again.",
  repliesBusy:
    "Too many replies are being written for this account at once. Please wait for one to finish, then try again.",
  bodyTooLarge: "Request body is too large",
  invalidJson: "Request body is not valid JSON",
  required: "Required",
  invalidInput: "Invalid input",
  invalidEmail: "Invalid email",
  unsupportedMediaType: (type: string) =>
    type
      ? `Unsupported content type "${type}": send JSON (application/json)`
      : "Missing content type: send JSON (application/json)",
  voicePipelineFailed: (part: "stt" | "llm" | "tts", why: string) =>
    `${{ stt: "Speech recognition", llm: "The assistant's reply", tts: "The spoken reply" }[part]} failed (${why}). Please try again.`,
  voiceNotJson: "not valid JSON",
  voiceBinaryMessage: "binary frames are not read: send JSON text",
  controlCharacters: "Text must not contain control characters such as U+0000",

  profileNameRequired: "Please enter at least a first name or last name",
  profileSaveFailed: "Failed to update profile. Please try again.",

  sessionTitleRequired: "Please enter a session name",
  sessionTitleTooLong: "Title must not exceed 100 characters",
  defaultSessionTitle: "New Chat",
  untitledSession: "Untitled Chat",

  nameMin: "Name must be at least 2 characters",
  nameTooLong: "Name too long",
  emailInvalid: "Please enter a valid email address",
  feedbackTypeInvalid: "Please select a feedback type",
  ratingInvalid: "Rating must be between 1 and 5",
  feedbackMessageMin: "Please provide at least 10 characters of feedback",
  messageMax: "Message must not exceed 5000 characters",
  contactMessageMin: "Please provide at least 10 characters",
  phoneInvalid: "Please provide a valid phone number",
  companyTooLong: "Company name too long",
  subjectMin: "Subject must be at least 3 characters",
  subjectTooLong: "Subject too long",

  usernameInvalid:
    "Username must be 3 to 30 characters: letters, numbers, dots, hyphens or underscores",
  usernameTaken: "That username is already taken",
  signInAgainToDelete:
    "For your security, sign out and sign in again first: deleting an account needs a recent sign-in",
  signUpFailed: "Your account could not be created. Please try again.",
  emailNotSetUp:
    "Email is not set up on this server, so no code or link can be sent: use your password instead",
  twoFactorUsePassword:
    "This account uses two-factor authentication: sign in with your password and authenticator code",
  /** Google sent the person back without a session; `code` is better-auth's reason. */
  googleSignInFailed: (code: string) =>
    `Google sign-in did not complete (${code}). Please try again, or sign in with your email.`,

  voiceUnknown: "Unknown voice",
  /** spec/voice.md §5 SERVER_UNAVAILABLE: every voice session this server can hold is in use. */
  voiceBusy: "Voice service is temporarily unavailable.",
  /** The LiveKit server named by LIVEKIT_PUBLIC_URL did not answer the browser. */
  voiceLiveKitUnreachable: "Could not reach the voice server.",
  /** Shown when voice goes on over the app's own WebSocket instead of LiveKit. */
  voiceLiveKitFallback:
    "Could not reach the voice server. Voice continues over a direct connection to this site.",
  /** spec/voice.md §8 RATE_LIMITED: this account opened voice sockets too often. */
  voiceRateLimited: "Too many connection attempts. Please wait before trying again.",
  /** RATE_LIMITED for an account that already holds its share of voice sessions. */
  voiceAccountFull: (max: number) =>
    `Too many voice sessions are open for this account (at most ${max} at once). End one, then try again.`,
  /** A page of another site tried to open a voice session with the sign-in cookie. */
  voiceOriginRefused: (origin: string) =>
    `Voice refused a page at ${origin || "an unknown address"}: only Verba's own pages may use the sign-in cookie. Open Verba at its own address, or connect with ?token=.`,
  /** Every dictation slot and its waiting line are taken. */
  dictationBusy: "The server is busy with other dictations. Please try again in a moment.",
  voiceUnavailable:
    "Voice is unavailable: this server has no speech recognizer. Install pocketsphinx and pocketsphinx-en-us (Debian: apt-get install pocketsphinx pocketsphinx-en-us) or set GOOGLE_CLOUD_PROJECT or OPENAI_API_KEY, then restart the server.",
  dictionaryTermEmpty: "A dictionary term cannot be empty",
  dictionaryTermTooLong: "A dictionary term can have at most 60 characters",
  dictionaryTooLarge: "The dictionary can hold at most 200 terms",
  snippetTriggerTooShort: "A snippet's trigger needs at least 2 characters",
  snippetTriggerTooLong: "A snippet's trigger can have at most 60 characters",
  snippetTextEmpty: "A snippet's text cannot be empty",
  snippetTextTooLong: "A snippet's text can have at most 2,000 characters",
  snippetsTooMany: "You can keep at most 100 snippets",
  snippetTriggerRepeated: (trigger: string) =>
    `Each snippet needs its own trigger: "${trigger}" is used twice`,
  styleSiteInvalid: "A site is a host name such as mail.example.com",
  styleToneInvalid: "A tone is one of professional, formal, friendly, concise or confident",
  styleRecipientEmpty: "A recipient cannot be empty",
  styleRecipientTooLong: "A recipient can have at most 200 characters",
  stylesTooMany: "You can keep at most 100 site styles and 100 recipient styles",
  styleRepeated: (key: string) =>
    `Each style needs its own site or recipient: "${key}" is used twice`,

  chatMessageRequired: "Please enter a message",
  chatMessageTooLong: "Message must not exceed 10000 characters",
  emptyReply: "I received your message!",
  searchQueryRequired: "Please enter something to search for",
  searchQueryTooLong: "Search must not exceed 200 characters",
  copied: "Copied to clipboard",
  copyFailed: "Could not copy: your browser did not allow it",
  exportFailed: "Could not export. Please try again.",

  chatSendFailed: "Sorry, I encountered an error processing your message. Please try again.",
} as const;

/** "in 40 seconds", "in 1 minute", "in 15 minutes": when a refused attempt may be made again. */
export function retryIn(seconds: number) {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** A sign-in refused because of the failed attempts at this account from the caller's address. */
export function accountLockedMessage(retryAfterSeconds: number) {
  return `Too many failed sign-in attempts for this account. Please try again ${retryIn(retryAfterSeconds)}.`;
}

/** A sign-in refused because of the attempts at this account from every address together. */
export function accountBusyMessage(retryAfterSeconds: number) {
  return `Too many sign-in attempts for this account right now. Please try again ${retryIn(retryAfterSeconds)}.`;
}

/** An auth request from a page whose address the server does not trust. */
export function untrustedOriginMessage(publicUrl: string) {
  return `This page's address is not the one the server expects. Open Verba at ${publicUrl}, or set PUBLIC_URL on the server to the address you use.`;
}
