/**
 * A private held-out split for settings between run-on clauses, written
 * before the fix and not looked at while fixing: other sentence-opening
 * adverbs ("shortly after that", "from then on", "by that time"), other
 * verbs and tenses, nouns that are also verbs, other times and places,
 * names from many countries, capitals and lower case, two and three
 * clauses, and near misses. Scored once after the first fix: clauses set
 * apart 13/21 (61.9%) beside 100% tuned; 16/21 after the reading was widened
 * to times that point back (no longer blind by then). It then joined the
 * tuned list without the four cases it still missed, listed in
 * docs/benchmarks.md ("Twelfth held-out half").
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const SETTINGS_BETWEEN_RUN_ON_CLAUSES_PRIVATE: WriterCase[] = [
  said(
    "the ferry leaves Split at nine shortly after that it stops in Hvar",
    "nine. Shortly after that it stops",
  ),
  said(
    "the conference ends on Thursday from then on I am on holiday",
    "Thursday. From then on I am",
  ),
  said(
    "my mum cooked for the whole family at Christmas by that time everyone was hungry",
    "Christmas. By that time everyone was",
  ),
  typed(
    "I teach piano at a school in Osaka at weekends there are private lessons",
    "Osaka. At weekends there are",
  ),
  said(
    "Mr Okafor signs the contracts in the afternoon afterwards his assistant posts them",
    "afternoon. Afterwards his assistant posts",
  ),
  said(
    "we hiked along the coast in the morning later the wind got stronger",
    "morning. Later the wind got stronger.",
  ),
  said(
    "the package reached the depot on Tuesday then the courier lost it",
    "Tuesday. Then the courier lost it.",
  ),
  said("i finish my night shift at six by seven i am usually asleep", "six. By seven I am"),
  said(
    "we rented a flat in Gdansk near the old town in the evenings there was live music",
    "town. In the evenings there was",
  ),
  said(
    "the repairs finish next week after that the tenants can move back",
    "next week. After that the tenants can",
  ),
  typed(
    "Aigerim studies in Almaty during the week on Saturdays she works at a bakery",
    "week. On Saturdays she works",
  ),
  // Near misses.
  said(
    "the shuttle picks us up at the hotel at seven",
    "The shuttle picks us up at the hotel at seven.",
  ),
  said("there are two buses in the evening", "There are two buses in the evening."),
  said("Priya stayed in Chennai last month we missed her", "Chennai last month. We missed her."),
  said("my cousin Juan phoned on Sunday evening", "My cousin Juan phoned on Sunday evening."),
  said("we waited at the gate for an hour", "We waited at the gate for an hour."),
  said(
    "Lukas plays football in the park after school",
    "Lukas plays football in the park after school.",
  ),
];
