/** Business constants and limits from the spec (web-app.md §9, voice.md §9). */
export const LIMITS = {
  sessionTitleMax: 100,
  formMessageMin: 10,
  formMessageMax: 5000,
  nameMin: 2,
  nameMax: 200,
  subjectMin: 3,
  subjectMax: 200,
  companyMax: 200,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  ratingMin: 1,
  ratingMax: 5,
  usernameMin: 3,
  usernameMax: 30,
  /** A chat message; long enough for a pasted email, short enough for a URL-borne stream input. */
  chatMessageMax: 10_000,
  /** Page size bounds for the optional `limit` of the list calls. */
  pageMax: 200,
  /** A search query, and the hits a search answers when no limit is asked. */
  searchQueryMax: 200,
  searchPageDefault: 20,
  /** The personal dictionary: how many terms, and how long each. */
  dictionaryTermsMax: 200,
  dictionaryTermMax: 60,
  /** Snippets: how many, and the bounds of a trigger and of its text. */
  snippetsMax: 100,
  snippetTriggerMin: 2,
  snippetTriggerMax: 60,
  snippetTextMax: 2_000,
  /** Styles: how many sites, and how many recipients, may each have their own tone. */
  stylesMax: 100,
  styleSiteMax: 253,
  styleRecipientMax: 200,
} as const;

export const DEFAULT_VOICE_ID = "en-US-Neural2-F";
export const DEFAULT_VOICE_LANGUAGE = "en-US";
export const DEFAULT_VOICE_NAME = "Birch";
