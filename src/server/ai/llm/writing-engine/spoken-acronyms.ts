/**
 * Letters said as an acronym, which a recogniser gives in lower case: "fails
 * on ci" → "CI", "jessica from hr" → "HR", "21 percent vat" → "VAT", and an
 * airline's code before a flight's number ("flight ba 2490" → "BA 2490").
 * Only acronyms that are no English word are listed, as a person may mean
 * the word: IT, US, ID, OK, LED, RAM, PIN, CC. Chat's own ("asap", "fyi") are
 * tone.ts's, which spells them out.
 */
import { type PartOfSpeech, partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token } from "./tokens";

/** Well-known acronyms, as they are written. */
const ACRONYMS: readonly string[] = [
  // Work and the office.
  ...["HR", "CEO", "CFO", "CTO", "COO", "HQ", "PR", "QA", "CV", "VIP", "KPI", "ROI", "CRM", "ERP"],
  ...["NDA", "SLA", "PTO", "FAQ", "RSVP", "ETA", "MBA", "PhD"],
  // Computers and the web.
  ...["CI", "PDF", "USB", "URL", "API", "UI", "UX", "SQL", "HTML", "CSS", "JSON", "CSV", "XML"],
  ...["VPN", "SMS", "GPS", "CPU", "GPU", "SSD", "HDMI", "QR", "SEO", "AI"],
  // Money, health and everyday life.
  ...["VAT", "GST", "ATM", "TV", "DVD", "DIY", "GP", "ICU", "HIV", "NGO", "NHS", "BBC"],
  ...["EU", "UK", "USA"],
];

/** Each acronym as written, under its letters in lower case. */
const WRITTEN = new Map(ACRONYMS.map((acronym) => [acronym.toLowerCase(), acronym]));

/** Acronyms that count things, written with a small "s" when more than one: "PDFs", "TVs". */
const COUNTED = new Set(
  [
    "PDF",
    "URL",
    "API",
    "KPI",
    "FAQ",
    "ATM",
    "TV",
    "DVD",
    "CEO",
    "NGO",
    "VIP",
    "SSD",
    "GPU",
    "CPU",
  ].map((acronym) => acronym.toLowerCase()),
);

/** Words before a flight's number: "flight ba 2490", "my flight is lh 904". */
const FLIGHT = /^flights?$/;
/** How far before the airline's code "flight" may be said: "the flight number is ba 2490". */
const FLIGHT_WITHIN = 4;

/** Tags an airline's code is read with: no word of grammar ("my flight lands at 6"). */
const CODE_TAGS = new Set<PartOfSpeech | undefined>(["NOUN", "PROPN", "X", "ADJ", undefined]);

/** An airline's two letters before a flight's number, with "flight" said just before. */
function flightCodeAt(tokens: Token[], index: number): string | undefined {
  const text = tokens[index]?.text ?? "";
  if (!/^[a-z]{2}$/.test(text) || !/^\d{1,4}$/.test(tokens[index + 1]?.text ?? "")) return;
  if (!CODE_TAGS.has(partOfSpeechAt(tokens, index))) return;
  for (let at = index - 1; at >= Math.max(0, index - FLIGHT_WITHIN); at--)
    if (FLIGHT.test(lower(tokens[at]) ?? "")) return text.toUpperCase();
  return undefined;
}

/**
 * The acronym said in lower case at `index`, as written, or undefined. Not
 * right after a bare figure, where the letters are a unit ("24 hr"), nor
 * after "dot", where they end a file's name ("report dot pdf"); after a
 * share they are what it is of ("20% vat").
 */
export function acronymAt(tokens: Token[], index: number): string | undefined {
  const token = tokens[index];
  const before = tokens[index - 1]?.text ?? "";
  if (token?.kind !== "word" || /^\d[\d.,]*$/.test(before) || before === "dot") return undefined;
  const written = WRITTEN.get(token.text);
  if (written !== undefined) return written;
  const one = token.text.slice(0, -1);
  if (token.text.endsWith("s") && COUNTED.has(one)) return `${WRITTEN.get(one)}s`;
  return flightCodeAt(tokens, index);
}
