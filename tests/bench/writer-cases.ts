/**
 * The writer benchmark's tuned half: dictations of what people say to Verba
 * in a chat, a voice session and the extension's reply and comment boxes,
 * with the fillers, self-corrections, chat-speak and second-language slips of
 * real speech, and requests phrased many ways. Each theme has its own file in
 * writer-cases/.
 */

import { ADDRESSES_TITLES_AND_COMPOUND_NUMBERS } from "./writer-cases/addresses-titles-and-compound-numbers";
import { ADVERBS_AND_S_VERBS_AFTER_A_CLAUSE } from "./writer-cases/adverbs-and-s-verbs-after-a-clause";
import { ADVERBS_AND_S_VERBS_AFTER_A_CLAUSE_PRIVATE_HELD_OUT } from "./writer-cases/adverbs-and-s-verbs-after-a-clause-private-held-out";
import { ADVERBS_AND_S_VERBS_AFTER_A_CLAUSE_PRIVATE_HELD_OUT_2 } from "./writer-cases/adverbs-and-s-verbs-after-a-clause-private-held-out-2";
import { ANSWERS_GREETINGS_AND_QUESTIONS_RUN_ON } from "./writer-cases/answers-greetings-and-questions-run-on";
import { ASKS_IN_A_ROW } from "./writer-cases/asks-in-a-row";
import { BARE_WORD_LISTS } from "./writer-cases/bare-word-lists";
import { BREAKS_AROUND_A_NOUN_PHRASE } from "./writer-cases/breaks-around-a-noun-phrase";
import { BREAKS_AROUND_A_NOUN_PHRASE_PRIVATE_HELD_OUT } from "./writer-cases/breaks-around-a-noun-phrase-private-held-out";
import { BREAKS_AROUND_A_NOUN_PHRASE_PRIVATE_HELD_OUT_2 } from "./writer-cases/breaks-around-a-noun-phrase-private-held-out-2";
import { BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN } from "./writer-cases/breaks-at-the-edge-of-a-noun-run";
import { BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN_PRIVATE_HELD_OUT } from "./writer-cases/breaks-at-the-edge-of-a-noun-run-private-held-out";
import { BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN_PRIVATE_HELD_OUT_2 } from "./writer-cases/breaks-at-the-edge-of-a-noun-run-private-held-out-2";
import { BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN_PRIVATE_HELD_OUT_3 } from "./writer-cases/breaks-at-the-edge-of-a-noun-run-private-held-out-3";
import { BREAKS_INSIDE_ONE_CLAUSE } from "./writer-cases/breaks-inside-one-clause";
import { BREAKS_INSIDE_ONE_CLAUSE_PRIVATE_HELD_OUT } from "./writer-cases/breaks-inside-one-clause-private-held-out";
import { CASUAL_REQUESTS } from "./writer-cases/casual-requests";
import { CHAT_REQUESTS } from "./writer-cases/chat-requests";
import { CHAT_STATEMENTS } from "./writer-cases/chat-statements";
import { CLAUSE_OPENERS_AFTER_TIMES_PLACES_AND_AUXILIARIES } from "./writer-cases/clause-openers-after-times-places-and-auxiliaries";
import { CLAUSE_OPENERS_IN_OTHER_VOICES } from "./writer-cases/clause-openers-in-other-voices";
import { CLAUSES_AFTER_A_LEAD } from "./writer-cases/clauses-after-a-lead";
import { CLAUSES_IN_MESSAGES_AND_AFTER_ANSWERS } from "./writer-cases/clauses-in-messages-and-after-answers";
import { CLAUSES_WITH_NO_GAP_AFTER_A_NOUN } from "./writer-cases/clauses-with-no-gap-after-a-noun";
import { CLAUSES_WITH_NO_GAP_AFTER_A_NOUN_PRIVATE_HELD_OUT } from "./writer-cases/clauses-with-no-gap-after-a-noun-private-held-out";
import { CLAUSES_WITH_NO_GAP_AFTER_A_NOUN_PRIVATE_HELD_OUT_2 } from "./writer-cases/clauses-with-no-gap-after-a-noun-private-held-out-2";
import { COMMENT_BOX_CASES } from "./writer-cases/comment-box";
import { COMPLETE_CLAUSES_THEN_A_NEW_SUBJECT } from "./writer-cases/complete-clauses-then-a-new-subject";
import { COMPLETE_CLAUSES_THEN_A_NEW_SUBJECT_PRIVATE_HELD_OUT } from "./writer-cases/complete-clauses-then-a-new-subject-private-held-out";
import { COUNTS_AND_ANSWERS_OF_WHOM_ONE_ASKED } from "./writer-cases/counts-and-answers-of-whom-one-asked";
import { COURTESIES_BEFORE_A_QUESTION } from "./writer-cases/courtesies-before-a-question";
import { DATES_MEASURES_AND_PLACES } from "./writer-cases/dates-measures-and-places";
import { DATES_TIMES_AND_MONEY_SAID_ALOUD } from "./writer-cases/dates-times-and-money-said-aloud";
import { DESCRIBING_CLAUSES_PRIVATE_HELD_OUT } from "./writer-cases/describing-clauses-private-held-out";
import { DESCRIBING_CLAUSES_PRIVATE_HELD_OUT_2 } from "./writer-cases/describing-clauses-private-held-out-2";
import { DESCRIBING_CLAUSES_WITHOUT_THAT } from "./writer-cases/describing-clauses-without-that";
import { FILLED_SLOTS_AFTER_A_NOUN } from "./writer-cases/filled-slots-after-a-noun";
import { FILLED_SLOTS_AFTER_A_NOUN_PRIVATE_HELD_OUT } from "./writer-cases/filled-slots-after-a-noun-private-held-out";
import { FILLER_CASES } from "./writer-cases/fillers";
import { FILLERS_MID_SENTENCE_CLOCK_TIMES_CODES_AND_APOSTROPHES } from "./writer-cases/fillers-mid-sentence-clock-times-codes-and-apostrophes";
import { FILLERS_MID_SENTENCE_CLOCK_TIMES_CODES_AND_APOSTROPHES_PRIVATE_HELD_OUT } from "./writer-cases/fillers-mid-sentence-clock-times-codes-and-apostrophes-private-held-out";
import { GAPS_AFTER_A_PARTICIPLE_A_PERSON_OR_AN_ADVERB } from "./writer-cases/gaps-after-a-participle-a-person-or-an-adverb";
import { GAPS_AFTER_A_PARTICIPLE_A_PERSON_OR_AN_ADVERB_PRIVATE_HELD_OUT } from "./writer-cases/gaps-after-a-participle-a-person-or-an-adverb-private-held-out";
import { GREETINGS_BEFORE_A_CLAUSE_PRIVATE_HELD_OUT } from "./writer-cases/greetings-before-a-clause-private-held-out";
import { HERE_TIMES_AND_NEAR_MISSES } from "./writer-cases/here-times-and-near-misses";
import { IMPERATIVE_REQUESTS } from "./writer-cases/imperative-requests";
import { INTRODUCTIONS_AND_NAMES_CALLED } from "./writer-cases/introductions-and-names-called";
import { LEARNER_QUESTIONS_LISTS_AND_CLOCK_MARKS } from "./writer-cases/learner-questions-lists-and-clock-marks";
import { LEARNER_QUESTIONS_LISTS_AND_CLOCK_MARKS_PRIVATE_HELD_OUT } from "./writer-cases/learner-questions-lists-and-clock-marks-private-held-out";
import { LISTS_IN_ONE_BREATH } from "./writer-cases/lists-in-one-breath";
import { LISTS_OF_NAMES_STEPS_AND_COMPOUNDS } from "./writer-cases/lists-of-names-steps-and-compounds";
import { LISTS_TITLES_AND_REQUESTS_MISSED } from "./writer-cases/lists-titles-and-requests-missed";
import { MESSAGES_ASKED_TO_THANK_WISH_AND_APOLOGISE } from "./writer-cases/messages-asked-to-thank-wish-and-apologise";
import { MESSAGES_CLEANED_AS_DICTATED } from "./writer-cases/messages-cleaned-as-dictated";
import { MORE_ACTIONS } from "./writer-cases/more-actions";
import { MULTI_PART_REQUESTS } from "./writer-cases/multi-part-requests";
import { NAMES_NUMBERS_AND_DATES } from "./writer-cases/names-numbers-and-dates";
import { NAMES_SIGNED_ON_THE_MESSAGE_LINE } from "./writer-cases/names-signed-on-the-message-line";
import { NEGATED_AND_TAG_QUESTIONS } from "./writer-cases/negated-and-tag-questions";
import { NOUN_PHRASES_OPENING_A_SECOND_CLAUSE } from "./writer-cases/noun-phrases-opening-a-second-clause";
import { NUMBERS_AS_A_RECOGNISER_TYPES_THEM } from "./writer-cases/numbers-as-a-recogniser-types-them";
import { NUMBERS_AS_A_RECOGNISER_TYPES_THEM_PRIVATE_HELD_OUT } from "./writer-cases/numbers-as-a-recogniser-types-them-private-held-out";
import { NUMBERS_AS_PEOPLE_SAY_THEM } from "./writer-cases/numbers-as-people-say-them";
import { OPENERS_AND_CLOSERS } from "./writer-cases/openers-and-closers";
import { ORDERS_AFTER_A_CLAUSE_PRIVATE_HELD_OUT } from "./writer-cases/orders-after-a-clause-private-held-out";
import { ORDERS_AFTER_A_CLAUSE_PRIVATE_HELD_OUT_2 } from "./writer-cases/orders-after-a-clause-private-held-out-2";
import { ORDERS_AND_GREETINGS_OPENING_A_CLAUSE } from "./writer-cases/orders-and-greetings-opening-a-clause";
import { ORDERS_AND_QUESTIONS_AFTER_A_STATEMENT } from "./writer-cases/orders-and-questions-after-a-statement";
import { ORDERS_AND_QUESTIONS_AFTER_A_STATEMENT_PRIVATE_HELD_OUT } from "./writer-cases/orders-and-questions-after-a-statement-private-held-out";
import { ORDERS_AND_QUESTIONS_AFTER_A_STATEMENT_PRIVATE_HELD_OUT_2 } from "./writer-cases/orders-and-questions-after-a-statement-private-held-out-2";
import { ORDERS_QUESTIONS_AND_EXCLAMATIONS_AT_A_JOIN } from "./writer-cases/orders-questions-and-exclamations-at-a-join";
import { ORDERS_QUESTIONS_AND_EXCLAMATIONS_AT_A_JOIN_PRIVATE_HELD_OUT } from "./writer-cases/orders-questions-and-exclamations-at-a-join-private-held-out";
import { ORDERS_QUESTIONS_AND_TIMES_OPENING_A_SECOND_CLAUSE } from "./writer-cases/orders-questions-and-times-opening-a-second-clause";
import { ORDERS_TO_ASK_IN_THE_PERSONS_TEXT } from "./writer-cases/orders-to-ask-in-the-persons-text";
import { ORDERS_TO_ASK_IN_THE_PERSONS_TEXT_PRIVATE_HELD_OUT } from "./writer-cases/orders-to-ask-in-the-persons-text-private-held-out";
import { PEOPLE_AND_COMPANY_NAMES_SAID_LOW } from "./writer-cases/people-and-company-names-said-low";
import { PEOPLE_AND_COMPANY_NAMES_SAID_LOW_PRIVATE_HELD_OUT } from "./writer-cases/people-and-company-names-said-low-private-held-out";
import { PEOPLE_FROM_A_TEAM } from "./writer-cases/people-from-a-team";
import { PIECES_NAMED_AND_WRITE_TO_THEN_TELL } from "./writer-cases/pieces-named-and-write-to-then-tell";
import { PLACE_LISTS_AND_PLAIN_REWRITES } from "./writer-cases/place-lists-and-plain-rewrites";
import { POLITE_REQUESTS_AND_THEIR_PARTS } from "./writer-cases/polite-requests-and-their-parts";
import { PRONOUNS_AND_QUESTIONS_AFTER_A_CLAUSE } from "./writer-cases/pronouns-and-questions-after-a-clause";
import { PRONOUNS_AND_TITLES } from "./writer-cases/pronouns-and-titles";
import { QUESTIONS_AND_GREETINGS_RUN_ON } from "./writer-cases/questions-and-greetings-run-on";
import { QUESTIONS_AND_ORDERS_AFTER_A_CLAUSE } from "./writer-cases/questions-and-orders-after-a-clause";
import { QUESTIONS_AND_STATEMENTS_AT_A_JOIN } from "./writer-cases/questions-and-statements-at-a-join";
import { QUESTIONS_AND_STATEMENTS_AT_A_JOIN_PRIVATE_HELD_OUT } from "./writer-cases/questions-and-statements-at-a-join-private-held-out";
import { REFUSALS_AND_THINGS_ASKED_FOR } from "./writer-cases/refusals-and-things-asked-for";
import { REPLIES_OPENING_WITH_AN_ADJECTIVE } from "./writer-cases/replies-opening-with-an-adjective";
import { REPLIES_OPENING_WITH_AN_ADJECTIVE_PRIVATE_HELD_OUT } from "./writer-cases/replies-opening-with-an-adjective-private-held-out";
import { REPLIES_SAID_WITHOUT_SAYING } from "./writer-cases/replies-said-without-saying";
import { REPLIES_SAID_WITHOUT_SAYING_PRIVATE_HELD_OUT } from "./writer-cases/replies-said-without-saying-private-held-out";
import { REPLIES_SAID_WITHOUT_SAYING_PRIVATE_HELD_OUT_2 } from "./writer-cases/replies-said-without-saying-private-held-out-2";
import { REPLY_BOX_CASES } from "./writer-cases/reply-box";
import { REQUESTS_ABOUT_OTHERS_AND_NAMES_SAID_LOW } from "./writer-cases/requests-about-others-and-names-said-low";
import { REQUESTS_AND_REWRITES_IN_UNLISTED_WORDS } from "./writer-cases/requests-and-rewrites-in-unlisted-words";
import { REQUESTS_AND_REWRITES_IN_UNLISTED_WORDS_PRIVATE_HELD_OUT } from "./writer-cases/requests-and-rewrites-in-unlisted-words-private-held-out";
import { REQUESTS_AND_REWRITES_IN_UNLISTED_WORDS_PRIVATE_HELD_OUT_2 } from "./writer-cases/requests-and-rewrites-in-unlisted-words-private-held-out-2";
import { REQUESTS_IN_MANY_FRAMES } from "./writer-cases/requests-in-many-frames";
import { REQUESTS_IN_MANY_WORDS } from "./writer-cases/requests-in-many-words";
import { REQUESTS_MIDWAY_RELAYED_AND_EDITS } from "./writer-cases/requests-midway-relayed-and-edits";
import { REQUESTS_OF_EVERY_KIND } from "./writer-cases/requests-of-every-kind";
import { REQUESTS_WITH_ORDERS_JOINED_ON } from "./writer-cases/requests-with-orders-joined-on";
import { REWRITES_ASKED_IN_MANY_WORDS } from "./writer-cases/rewrites-asked-in-many-words";
import { REWRITES_ASKED_OF_A_SELECTION } from "./writer-cases/rewrites-asked-of-a-selection";
import { REWRITES_LONGER_WARMER_PUNCTUATED_AND_CORRECTED } from "./writer-cases/rewrites-longer-warmer-punctuated-and-corrected";
import { RUN_ON_SPEECH } from "./writer-cases/run-on-speech";
import { RUN_ON_CASES } from "./writer-cases/run-ons";
import { RUN_ONS_AFTER_LISTS_NUMBERS_AND_BEFORE_ORDERS } from "./writer-cases/run-ons-after-lists-numbers-and-before-orders";
import { RUN_ONS_FROM_MANY_COUNTRIES } from "./writer-cases/run-ons-from-many-countries";
import { RUN_ONS_IN_MANY_VOICES } from "./writer-cases/run-ons-in-many-voices";
import { RUN_ONS_OF_EVERYDAY_LIFE } from "./writer-cases/run-ons-of-everyday-life";
import { RUN_ONS_OPENED_BY_NOUNS } from "./writer-cases/run-ons-opened-by-nouns";
import { SAID_THEN_ASKED } from "./writer-cases/said-then-asked";
import { SECOND_LANGUAGE_REQUESTS } from "./writer-cases/second-language-requests";
import { SECOND_SUBJECTS_FOUND_FROM_THEIR_VERB } from "./writer-cases/second-subjects-found-from-their-verb";
import { SECOND_SUBJECTS_FOUND_FROM_THEIR_VERB_PRIVATE_HELD_OUT } from "./writer-cases/second-subjects-found-from-their-verb-private-held-out";
import { SECOND_SUBJECTS_FOUND_FROM_THEIR_VERB_PRIVATE_HELD_OUT_2 } from "./writer-cases/second-subjects-found-from-their-verb-private-held-out-2";
import { SELF_CORRECTION_CASES } from "./writer-cases/self-corrections";
import { SENDS_KEPT_AND_COURTESIES_AFTER_TELL } from "./writer-cases/sends-kept-and-courtesies-after-tell";
import { SENTENCES_OPENING_AFTER_A_STATEMENT } from "./writer-cases/sentences-opening-after-a-statement";
import { SENTENCES_OPENING_AFTER_A_STATEMENT_PRIVATE_HELD_OUT } from "./writer-cases/sentences-opening-after-a-statement-private-held-out";
import { SENTENCES_OPENING_AFTER_A_STATEMENT_PRIVATE_HELD_OUT_2 } from "./writer-cases/sentences-opening-after-a-statement-private-held-out-2";
import { SERIES_SAID_WITHOUT_COMMAS } from "./writer-cases/series-said-without-commas";
import { SERIES_SAID_WITHOUT_COMMAS_PRIVATE_HELD_OUT } from "./writer-cases/series-said-without-commas-private-held-out";
import { SERIES_SAID_WITHOUT_COMMAS_PRIVATE_HELD_OUT_2 } from "./writer-cases/series-said-without-commas-private-held-out-2";
import { SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS } from "./writer-cases/set-phrases-of-courtesy-and-whom-they-address";
import { SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT } from "./writer-cases/set-phrases-of-courtesy-and-whom-they-address-private-held-out";
import { SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT_2 } from "./writer-cases/set-phrases-of-courtesy-and-whom-they-address-private-held-out-2";
import { SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT_3 } from "./writer-cases/set-phrases-of-courtesy-and-whom-they-address-private-held-out-3";
import { SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT_4 } from "./writer-cases/set-phrases-of-courtesy-and-whom-they-address-private-held-out-4";
import { SETTINGS_BETWEEN_RUN_ON_CLAUSES } from "./writer-cases/settings-between-run-on-clauses";
import { SETTINGS_BETWEEN_RUN_ON_CLAUSES_PRIVATE } from "./writer-cases/settings-between-run-on-clauses-private-held-out";
import { SETTINGS_READ_BY_TENSE_AND_POINTING_BACK } from "./writer-cases/settings-read-by-tense-and-pointing-back";
import { SETTINGS_READ_BY_TENSE_AND_POINTING_BACK_PRIVATE } from "./writer-cases/settings-read-by-tense-and-pointing-back-private-held-out";
import { SETTINGS_READ_BY_TENSE_AND_POINTING_BACK_PRIVATE_2 } from "./writer-cases/settings-read-by-tense-and-pointing-back-private-held-out-2";
import { SHORT_ANSWERS_SET_PHRASES_AND_QUESTIONS_AT_JOINS } from "./writer-cases/short-answers-set-phrases-and-questions-at-joins";
import { SHORT_ANSWERS_SET_PHRASES_AND_QUESTIONS_AT_JOINS_PRIVATE_HELD_OUT } from "./writer-cases/short-answers-set-phrases-and-questions-at-joins-private-held-out";
import { SNIPPET_CASES } from "./writer-cases/snippets";
import { SPOKEN_NUMBERS_AND_LISTS } from "./writer-cases/spoken-numbers-and-lists";
import { STATEMENTS_APOLOGIES_AND_ORDERS_AT_A_JOIN } from "./writer-cases/statements-apologies-and-orders-at-a-join";
import { STATEMENTS_APOLOGIES_AND_ORDERS_AT_A_JOIN_PRIVATE_HELD_OUT } from "./writer-cases/statements-apologies-and-orders-at-a-join-private-held-out";
import { STATEMENTS_RUN_ON_AND_CLAUSES_WITHOUT_THAT } from "./writer-cases/statements-run-on-and-clauses-without-that";
import { STATEMENTS_RUN_ON_AND_CLAUSES_WITHOUT_THAT_PRIVATE_HELD_OUT } from "./writer-cases/statements-run-on-and-clauses-without-that-private-held-out";
import { STEPS_IN_ONE_BREATH } from "./writer-cases/steps-in-one-breath";
import { SUBJECTLESS_CLAUSES_AT_THE_JOIN } from "./writer-cases/subjectless-clauses-at-the-join";
import { SUBJECTLESS_CLAUSES_AT_THE_JOIN_PRIVATE_HELD_OUT } from "./writer-cases/subjectless-clauses-at-the-join-private-held-out";
import { SUBJECTS_AFTER_A_COMPLETE_CLAUSE } from "./writer-cases/subjects-after-a-complete-clause";
import { SUBJECTS_AFTER_A_COMPLETE_CLAUSE_PRIVATE_HELD_OUT } from "./writer-cases/subjects-after-a-complete-clause-private-held-out";
import { SUBJECTS_AFTER_A_COMPLETE_CLAUSE_PRIVATE_HELD_OUT_2 } from "./writer-cases/subjects-after-a-complete-clause-private-held-out-2";
import { SUBJECTS_AFTER_AN_OBJECT } from "./writer-cases/subjects-after-an-object";
import { SUBJECTS_AFTER_AN_OBJECT_IN_OTHER_VOICES } from "./writer-cases/subjects-after-an-object-in-other-voices";
import { SUBJECTS_BEFORE_A_BARE_BE } from "./writer-cases/subjects-before-a-bare-be";
import { SUBJECTS_BEFORE_A_BARE_BE_PRIVATE_HELD_OUT } from "./writer-cases/subjects-before-a-bare-be-private-held-out";
import { SUBJECTS_OPENING_A_SECOND_STATEMENT } from "./writer-cases/subjects-opening-a-second-statement";
import { SUBJECTS_OPENING_A_SECOND_STATEMENT_PRIVATE_HELD_OUT } from "./writer-cases/subjects-opening-a-second-statement-private-held-out";
import { SUBJECTS_RUN_ON_AFTER_A_CLAUSE } from "./writer-cases/subjects-run-on-after-a-clause";
import { SUBJECTS_THANKS_TO_AND_GIVEN_TO } from "./writer-cases/subjects-thanks-to-and-given-to";
import { TAILS_AND_ORDERS_AFTER_AMOUNTS } from "./writer-cases/tails-and-orders-after-amounts";
import { TAILS_AND_ORDERS_AFTER_AMOUNTS_PRIVATE_HELD_OUT } from "./writer-cases/tails-and-orders-after-amounts-private-held-out";
import { THANKS_AND_REFUSALS } from "./writer-cases/thanks-and-refusals";
import { THINKING_ALOUD } from "./writer-cases/thinking-aloud";
import { TIMES_AFTER_A_TIMED_OR_FINISHED_CLAUSE } from "./writer-cases/times-after-a-timed-or-finished-clause";
import { TIMES_AFTER_A_TIMED_OR_FINISHED_CLAUSE_PRIVATE_HELD_OUT } from "./writer-cases/times-after-a-timed-or-finished-clause-private-held-out";
import { TIMES_AFTER_A_TIMED_OR_FINISHED_CLAUSE_PRIVATE_HELD_OUT_2 } from "./writer-cases/times-after-a-timed-or-finished-clause-private-held-out-2";
import { TIMES_AND_DATES_AT_A_JOIN } from "./writer-cases/times-and-dates-at-a-join";
import { TIMES_AND_DATES_AT_A_JOIN_PRIVATE_HELD_OUT } from "./writer-cases/times-and-dates-at-a-join-private-held-out";
import { TIMES_AND_OPENERS_BETWEEN_CLAUSES } from "./writer-cases/times-and-openers-between-clauses";
import { TIMES_AND_PLACES_BETWEEN_CLAUSES } from "./writer-cases/times-and-places-between-clauses";
import { TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE } from "./writer-cases/times-and-places-between-clauses-private-held-out";
import { TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_2 } from "./writer-cases/times-and-places-between-clauses-private-held-out-2";
import { TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_3 } from "./writer-cases/times-and-places-between-clauses-private-held-out-3";
import { TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_4 } from "./writer-cases/times-and-places-between-clauses-private-held-out-4";
import { TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_5 } from "./writer-cases/times-and-places-between-clauses-private-held-out-5";
import { TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_6 } from "./writer-cases/times-and-places-between-clauses-private-held-out-6";
import { TITLES_GREETINGS_SIGN_OFFS_AND_ACRONYMS } from "./writer-cases/titles-greetings-sign-offs-and-acronyms";
import { TITLES_GREETINGS_SIGN_OFFS_AND_ACRONYMS_PRIVATE_HELD_OUT } from "./writer-cases/titles-greetings-sign-offs-and-acronyms-private-held-out";
import { TWO_AND_THREE_PART_REQUESTS } from "./writer-cases/two-and-three-part-requests";
import { VERBS_NAMES_LISTS_AND_ITS_MISREAD } from "./writer-cases/verbs-names-lists-and-its-misread";
import { VOICE_CASES } from "./writer-cases/voice";
import { WHERE_AND_WHO } from "./writer-cases/where-and-who";
import { WORDS_KEPT_AS_SAID } from "./writer-cases/words-kept-as-said";
import { WORDS_SAID_TWICE_ACROSS_A_JOIN } from "./writer-cases/words-said-twice-across-a-join";
import { WORDS_SAID_TWICE_ACROSS_A_JOIN_PRIVATE_HELD_OUT } from "./writer-cases/words-said-twice-across-a-join-private-held-out";
import { WORLDWIDE_REQUESTS } from "./writer-cases/worldwide-requests";
import type { WriterCase } from "./writer-cases/writer-case";

export type { WriterCase } from "./writer-cases/writer-case";

export const WRITER_CASES: WriterCase[] = [
  ...CHAT_REQUESTS,
  ...VOICE_CASES,
  ...REPLY_BOX_CASES,
  ...COMMENT_BOX_CASES,
  ...IMPERATIVE_REQUESTS,
  ...MULTI_PART_REQUESTS,
  ...FILLER_CASES,
  ...FILLERS_MID_SENTENCE_CLOCK_TIMES_CODES_AND_APOSTROPHES,
  ...FILLERS_MID_SENTENCE_CLOCK_TIMES_CODES_AND_APOSTROPHES_PRIVATE_HELD_OUT,
  ...RUN_ON_CASES,
  ...SECOND_LANGUAGE_REQUESTS,
  ...SNIPPET_CASES,
  ...CASUAL_REQUESTS,
  ...SELF_CORRECTION_CASES,
  ...MORE_ACTIONS,
  ...WORLDWIDE_REQUESTS,
  ...WHERE_AND_WHO,
  ...THANKS_AND_REFUSALS,
  ...SAID_THEN_ASKED,
  ...THINKING_ALOUD,
  ...REFUSALS_AND_THINGS_ASKED_FOR,
  ...SPOKEN_NUMBERS_AND_LISTS,
  ...WORDS_KEPT_AS_SAID,
  ...WORDS_SAID_TWICE_ACROSS_A_JOIN,
  ...WORDS_SAID_TWICE_ACROSS_A_JOIN_PRIVATE_HELD_OUT,
  ...TAILS_AND_ORDERS_AFTER_AMOUNTS,
  ...TAILS_AND_ORDERS_AFTER_AMOUNTS_PRIVATE_HELD_OUT,
  ...CHAT_STATEMENTS,
  ...BARE_WORD_LISTS,
  ...RUN_ON_SPEECH,
  ...NAMES_NUMBERS_AND_DATES,
  ...TWO_AND_THREE_PART_REQUESTS,
  ...REQUESTS_IN_MANY_WORDS,
  ...REQUESTS_IN_MANY_FRAMES,
  ...RUN_ONS_IN_MANY_VOICES,
  ...NUMBERS_AS_A_RECOGNISER_TYPES_THEM,
  ...NUMBERS_AS_A_RECOGNISER_TYPES_THEM_PRIVATE_HELD_OUT,
  ...NUMBERS_AS_PEOPLE_SAY_THEM,
  ...ADDRESSES_TITLES_AND_COMPOUND_NUMBERS,
  ...PRONOUNS_AND_TITLES,
  ...RUN_ONS_OF_EVERYDAY_LIFE,
  ...REQUESTS_OF_EVERY_KIND,
  ...DATES_MEASURES_AND_PLACES,
  ...OPENERS_AND_CLOSERS,
  ...INTRODUCTIONS_AND_NAMES_CALLED,
  ...RUN_ONS_FROM_MANY_COUNTRIES,
  ...REQUESTS_WITH_ORDERS_JOINED_ON,
  ...REQUESTS_MIDWAY_RELAYED_AND_EDITS,
  ...CLAUSES_AFTER_A_LEAD,
  ...SUBJECTS_THANKS_TO_AND_GIVEN_TO,
  ...LISTS_OF_NAMES_STEPS_AND_COMPOUNDS,
  ...LISTS_IN_ONE_BREATH,
  ...STEPS_IN_ONE_BREATH,
  ...RUN_ONS_OPENED_BY_NOUNS,
  ...CLAUSES_IN_MESSAGES_AND_AFTER_ANSWERS,
  ...ANSWERS_GREETINGS_AND_QUESTIONS_RUN_ON,
  ...COURTESIES_BEFORE_A_QUESTION,
  ...MESSAGES_CLEANED_AS_DICTATED,
  ...DATES_TIMES_AND_MONEY_SAID_ALOUD,
  ...POLITE_REQUESTS_AND_THEIR_PARTS,
  ...SUBJECTS_RUN_ON_AFTER_A_CLAUSE,
  ...PRONOUNS_AND_QUESTIONS_AFTER_A_CLAUSE,
  ...REQUESTS_ABOUT_OTHERS_AND_NAMES_SAID_LOW,
  ...TIMES_AND_OPENERS_BETWEEN_CLAUSES,
  ...TIMES_AND_PLACES_BETWEEN_CLAUSES,
  ...TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE,
  ...TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_2,
  ...TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_3,
  ...TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_4,
  ...TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_5,
  ...TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_6,
  ...SETTINGS_BETWEEN_RUN_ON_CLAUSES,
  ...SETTINGS_BETWEEN_RUN_ON_CLAUSES_PRIVATE,
  ...SETTINGS_READ_BY_TENSE_AND_POINTING_BACK,
  ...SETTINGS_READ_BY_TENSE_AND_POINTING_BACK_PRIVATE,
  ...SETTINGS_READ_BY_TENSE_AND_POINTING_BACK_PRIVATE_2,
  ...RUN_ONS_AFTER_LISTS_NUMBERS_AND_BEFORE_ORDERS,
  ...LISTS_TITLES_AND_REQUESTS_MISSED,
  ...REWRITES_ASKED_OF_A_SELECTION,
  ...QUESTIONS_AND_GREETINGS_RUN_ON,
  ...PLACE_LISTS_AND_PLAIN_REWRITES,
  ...REWRITES_ASKED_IN_MANY_WORDS,
  ...REWRITES_LONGER_WARMER_PUNCTUATED_AND_CORRECTED,
  ...MESSAGES_ASKED_TO_THANK_WISH_AND_APOLOGISE,
  ...ORDERS_QUESTIONS_AND_TIMES_OPENING_A_SECOND_CLAUSE,
  ...NEGATED_AND_TAG_QUESTIONS,
  ...COUNTS_AND_ANSWERS_OF_WHOM_ONE_ASKED,
  ...PEOPLE_FROM_A_TEAM,
  ...SUBJECTS_AFTER_AN_OBJECT,
  ...SUBJECTS_AFTER_AN_OBJECT_IN_OTHER_VOICES,
  ...NOUN_PHRASES_OPENING_A_SECOND_CLAUSE,
  ...QUESTIONS_AND_ORDERS_AFTER_A_CLAUSE,
  ...HERE_TIMES_AND_NEAR_MISSES,
  ...VERBS_NAMES_LISTS_AND_ITS_MISREAD,
  ...NAMES_SIGNED_ON_THE_MESSAGE_LINE,
  ...PIECES_NAMED_AND_WRITE_TO_THEN_TELL,
  ...ASKS_IN_A_ROW,
  ...SENDS_KEPT_AND_COURTESIES_AFTER_TELL,
  ...CLAUSE_OPENERS_AFTER_TIMES_PLACES_AND_AUXILIARIES,
  ...CLAUSE_OPENERS_IN_OTHER_VOICES,
  ...SENTENCES_OPENING_AFTER_A_STATEMENT,
  ...SENTENCES_OPENING_AFTER_A_STATEMENT_PRIVATE_HELD_OUT,
  ...SENTENCES_OPENING_AFTER_A_STATEMENT_PRIVATE_HELD_OUT_2,
  ...DESCRIBING_CLAUSES_WITHOUT_THAT,
  ...CLAUSES_WITH_NO_GAP_AFTER_A_NOUN,
  ...FILLED_SLOTS_AFTER_A_NOUN,
  ...FILLED_SLOTS_AFTER_A_NOUN_PRIVATE_HELD_OUT,
  ...CLAUSES_WITH_NO_GAP_AFTER_A_NOUN_PRIVATE_HELD_OUT,
  ...CLAUSES_WITH_NO_GAP_AFTER_A_NOUN_PRIVATE_HELD_OUT_2,
  ...REPLIES_SAID_WITHOUT_SAYING,
  ...DESCRIBING_CLAUSES_PRIVATE_HELD_OUT,
  ...DESCRIBING_CLAUSES_PRIVATE_HELD_OUT_2,
  ...REPLIES_SAID_WITHOUT_SAYING_PRIVATE_HELD_OUT,
  ...REPLIES_SAID_WITHOUT_SAYING_PRIVATE_HELD_OUT_2,
  ...GAPS_AFTER_A_PARTICIPLE_A_PERSON_OR_AN_ADVERB,
  ...REPLIES_OPENING_WITH_AN_ADJECTIVE,
  ...GAPS_AFTER_A_PARTICIPLE_A_PERSON_OR_AN_ADVERB_PRIVATE_HELD_OUT,
  ...REPLIES_OPENING_WITH_AN_ADJECTIVE_PRIVATE_HELD_OUT,
  ...ADVERBS_AND_S_VERBS_AFTER_A_CLAUSE,
  ...ADVERBS_AND_S_VERBS_AFTER_A_CLAUSE_PRIVATE_HELD_OUT,
  ...ADVERBS_AND_S_VERBS_AFTER_A_CLAUSE_PRIVATE_HELD_OUT_2,
  ...BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN,
  ...BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN_PRIVATE_HELD_OUT,
  ...BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN_PRIVATE_HELD_OUT_2,
  ...BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN_PRIVATE_HELD_OUT_3,
  ...SUBJECTS_AFTER_A_COMPLETE_CLAUSE,
  ...SUBJECTS_AFTER_A_COMPLETE_CLAUSE_PRIVATE_HELD_OUT,
  ...SUBJECTS_AFTER_A_COMPLETE_CLAUSE_PRIVATE_HELD_OUT_2,
  ...SERIES_SAID_WITHOUT_COMMAS,
  ...SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS,
  ...SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT,
  ...SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT_2,
  ...SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT_3,
  ...SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT_4,
  ...SERIES_SAID_WITHOUT_COMMAS_PRIVATE_HELD_OUT,
  ...SERIES_SAID_WITHOUT_COMMAS_PRIVATE_HELD_OUT_2,
  ...ORDERS_AND_QUESTIONS_AFTER_A_STATEMENT,
  ...ORDERS_AND_GREETINGS_OPENING_A_CLAUSE,
  ...ORDERS_AFTER_A_CLAUSE_PRIVATE_HELD_OUT,
  ...ORDERS_TO_ASK_IN_THE_PERSONS_TEXT,
  ...ORDERS_TO_ASK_IN_THE_PERSONS_TEXT_PRIVATE_HELD_OUT,
  ...ORDERS_AFTER_A_CLAUSE_PRIVATE_HELD_OUT_2,
  ...GREETINGS_BEFORE_A_CLAUSE_PRIVATE_HELD_OUT,
  ...ORDERS_AND_QUESTIONS_AFTER_A_STATEMENT_PRIVATE_HELD_OUT,
  ...ORDERS_AND_QUESTIONS_AFTER_A_STATEMENT_PRIVATE_HELD_OUT_2,
  ...REQUESTS_AND_REWRITES_IN_UNLISTED_WORDS,
  ...REQUESTS_AND_REWRITES_IN_UNLISTED_WORDS_PRIVATE_HELD_OUT,
  ...REQUESTS_AND_REWRITES_IN_UNLISTED_WORDS_PRIVATE_HELD_OUT_2,
  ...COMPLETE_CLAUSES_THEN_A_NEW_SUBJECT,
  ...COMPLETE_CLAUSES_THEN_A_NEW_SUBJECT_PRIVATE_HELD_OUT,
  ...TIMES_AFTER_A_TIMED_OR_FINISHED_CLAUSE,
  ...TIMES_AFTER_A_TIMED_OR_FINISHED_CLAUSE_PRIVATE_HELD_OUT,
  ...TIMES_AFTER_A_TIMED_OR_FINISHED_CLAUSE_PRIVATE_HELD_OUT_2,
  ...BREAKS_AROUND_A_NOUN_PHRASE,
  ...BREAKS_AROUND_A_NOUN_PHRASE_PRIVATE_HELD_OUT,
  ...BREAKS_AROUND_A_NOUN_PHRASE_PRIVATE_HELD_OUT_2,
  ...SECOND_SUBJECTS_FOUND_FROM_THEIR_VERB,
  ...SECOND_SUBJECTS_FOUND_FROM_THEIR_VERB_PRIVATE_HELD_OUT,
  ...SECOND_SUBJECTS_FOUND_FROM_THEIR_VERB_PRIVATE_HELD_OUT_2,
  ...PEOPLE_AND_COMPANY_NAMES_SAID_LOW,
  ...PEOPLE_AND_COMPANY_NAMES_SAID_LOW_PRIVATE_HELD_OUT,
  ...SHORT_ANSWERS_SET_PHRASES_AND_QUESTIONS_AT_JOINS,
  ...SHORT_ANSWERS_SET_PHRASES_AND_QUESTIONS_AT_JOINS_PRIVATE_HELD_OUT,
  ...TITLES_GREETINGS_SIGN_OFFS_AND_ACRONYMS,
  ...TITLES_GREETINGS_SIGN_OFFS_AND_ACRONYMS_PRIVATE_HELD_OUT,
  ...BREAKS_INSIDE_ONE_CLAUSE,
  ...BREAKS_INSIDE_ONE_CLAUSE_PRIVATE_HELD_OUT,
  ...SUBJECTLESS_CLAUSES_AT_THE_JOIN,
  ...SUBJECTLESS_CLAUSES_AT_THE_JOIN_PRIVATE_HELD_OUT,
  ...SUBJECTS_BEFORE_A_BARE_BE,
  ...STATEMENTS_RUN_ON_AND_CLAUSES_WITHOUT_THAT,
  ...STATEMENTS_RUN_ON_AND_CLAUSES_WITHOUT_THAT_PRIVATE_HELD_OUT,
  ...SUBJECTS_BEFORE_A_BARE_BE_PRIVATE_HELD_OUT,
  ...TIMES_AND_DATES_AT_A_JOIN,
  ...TIMES_AND_DATES_AT_A_JOIN_PRIVATE_HELD_OUT,
  ...ORDERS_QUESTIONS_AND_EXCLAMATIONS_AT_A_JOIN,
  ...ORDERS_QUESTIONS_AND_EXCLAMATIONS_AT_A_JOIN_PRIVATE_HELD_OUT,
  ...QUESTIONS_AND_STATEMENTS_AT_A_JOIN,
  ...QUESTIONS_AND_STATEMENTS_AT_A_JOIN_PRIVATE_HELD_OUT,
  ...STATEMENTS_APOLOGIES_AND_ORDERS_AT_A_JOIN,
  ...STATEMENTS_APOLOGIES_AND_ORDERS_AT_A_JOIN_PRIVATE_HELD_OUT,
  ...LEARNER_QUESTIONS_LISTS_AND_CLOCK_MARKS,
  ...LEARNER_QUESTIONS_LISTS_AND_CLOCK_MARKS_PRIVATE_HELD_OUT,
  ...SUBJECTS_OPENING_A_SECOND_STATEMENT,
  ...SUBJECTS_OPENING_A_SECOND_STATEMENT_PRIVATE_HELD_OUT,
];
