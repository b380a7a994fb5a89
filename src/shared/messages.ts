/**
 * The exact texts a person sees, as the spec words them. Server, web app and
 * extension import them from here so a wording changes in one place.
 */
export const MESSAGES = {
  authRequired: "Authentication required",
  userNotAuthenticated: "User not authenticated",
  unexpected: "An unexpected error occurred",
  emailOrPhoneAndPassword: "You must provide either an email or phone number and a password",
  confirmEmail:
    "Please check your email and click the confirmation link to complete your account setup.",
  notFound: "Not found",
  sessionNotFound: "Session not found",
  tooManyRequests: "Too many requests. Please wait before trying again.",
  bodyTooLarge: "Request body is too large",
  invalidJson: "Request body is not valid JSON",
  required: "Required",
  invalidInput: "Invalid input",
  invalidEmail: "Invalid email",

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
  twoFactorUsePassword:
    "This account uses two-factor authentication: sign in with your password and authenticator code",

  voiceUnknown: "Unknown voice",
  dictionaryTermEmpty: "A dictionary term cannot be empty",
  dictionaryTermTooLong: "A dictionary term can have at most 60 characters",
  dictionaryTooLarge: "The dictionary can hold at most 200 terms",

  chatMessageRequired: "Please enter a message",
  chatMessageTooLong: "Message must not exceed 10000 characters",
  emptyReply: "I received your message!",
  chatSendFailed: "Sorry, I encountered an error processing your message. Please try again.",
} as const;
