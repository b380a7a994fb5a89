/**
 * The forms of an English verb a grammar fix writes: "arrives" → "arrive",
 * "take" → "takes", "finish" → "finished", "sent" as the past of "has sent".
 */

/** Verbs whose past or past participle is no "-ed": plain, past, past participle. */
const IRREGULAR: Array<[string, string, string]> = [
  ["begin", "began", "begun"],
  ["break", "broke", "broken"],
  ["bring", "brought", "brought"],
  ["build", "built", "built"],
  ["buy", "bought", "bought"],
  ["catch", "caught", "caught"],
  ["choose", "chose", "chosen"],
  ["come", "came", "come"],
  ["cut", "cut", "cut"],
  ["do", "did", "done"],
  ["draw", "drew", "drawn"],
  ["drive", "drove", "driven"],
  ["eat", "ate", "eaten"],
  ["fall", "fell", "fallen"],
  ["feel", "felt", "felt"],
  ["find", "found", "found"],
  ["fly", "flew", "flown"],
  ["forget", "forgot", "forgotten"],
  ["get", "got", "got"],
  ["give", "gave", "given"],
  ["go", "went", "gone"],
  ["grow", "grew", "grown"],
  ["have", "had", "had"],
  ["hear", "heard", "heard"],
  ["hold", "held", "held"],
  ["keep", "kept", "kept"],
  ["know", "knew", "known"],
  ["lead", "led", "led"],
  ["leave", "left", "left"],
  ["lend", "lent", "lent"],
  ["lose", "lost", "lost"],
  ["make", "made", "made"],
  ["meet", "met", "met"],
  ["pay", "paid", "paid"],
  ["put", "put", "put"],
  ["read", "read", "read"],
  ["ring", "rang", "rung"],
  ["run", "ran", "run"],
  ["say", "said", "said"],
  ["see", "saw", "seen"],
  ["sell", "sold", "sold"],
  ["send", "sent", "sent"],
  ["set", "set", "set"],
  ["show", "showed", "shown"],
  ["sit", "sat", "sat"],
  ["sleep", "slept", "slept"],
  ["speak", "spoke", "spoken"],
  ["spend", "spent", "spent"],
  ["stand", "stood", "stood"],
  ["take", "took", "taken"],
  ["teach", "taught", "taught"],
  ["tell", "told", "told"],
  ["think", "thought", "thought"],
  ["throw", "threw", "thrown"],
  ["understand", "understood", "understood"],
  ["wake", "woke", "woken"],
  ["win", "won", "won"],
  ["arise", "arose", "arisen"],
  ["become", "became", "become"],
  ["bend", "bent", "bent"],
  ["bet", "bet", "bet"],
  ["bite", "bit", "bitten"],
  ["cost", "cost", "cost"],
  ["deal", "dealt", "dealt"],
  ["dig", "dug", "dug"],
  ["drink", "drank", "drunk"],
  ["feed", "fed", "fed"],
  ["fight", "fought", "fought"],
  ["flee", "fled", "fled"],
  ["forbid", "forbade", "forbidden"],
  ["forgive", "forgave", "forgiven"],
  ["freeze", "froze", "frozen"],
  ["hang", "hung", "hung"],
  ["hide", "hid", "hidden"],
  ["hit", "hit", "hit"],
  ["hurt", "hurt", "hurt"],
  ["lay", "laid", "laid"],
  ["let", "let", "let"],
  ["light", "lit", "lit"],
  ["mean", "meant", "meant"],
  ["quit", "quit", "quit"],
  ["ride", "rode", "ridden"],
  ["rise", "rose", "risen"],
  ["seek", "sought", "sought"],
  ["shake", "shook", "shaken"],
  ["shine", "shone", "shone"],
  ["shoot", "shot", "shot"],
  ["shut", "shut", "shut"],
  ["sew", "sewed", "sewn"],
  ["sing", "sang", "sung"],
  ["sink", "sank", "sunk"],
  ["slide", "slid", "slid"],
  ["sow", "sowed", "sown"],
  ["spread", "spread", "spread"],
  ["steal", "stole", "stolen"],
  ["stick", "stuck", "stuck"],
  ["strike", "struck", "struck"],
  ["swear", "swore", "sworn"],
  ["swim", "swam", "swum"],
  ["swing", "swung", "swung"],
  ["tear", "tore", "torn"],
  ["upset", "upset", "upset"],
  ["wear", "wore", "worn"],
  ["withdraw", "withdrew", "withdrawn"],
  ["write", "wrote", "written"],
];

const PAST = new Map(IRREGULAR.map(([plain, past]) => [plain, past]));
/** Verbs whose past is their plain form: "read", "hit", "cost". */
export const PAST_AS_PLAIN = new Set(
  IRREGULAR.filter(([plain, past]) => plain === past).map(([plain]) => plain),
);
const PAST_OF_PARTICIPLE = new Map(IRREGULAR.map(([, past, participle]) => [participle, past]));
/** Irregular pasts: "went", "chose", "hit" (also its plain form). */
export const IRREGULAR_PAST_FORMS = new Set(IRREGULAR.map(([, past]) => past));
/** Irregular pasts and participles: a verb already in the past. */
export const IRREGULAR_PASTS = new Set(
  IRREGULAR.flatMap(([, past, participle]) => [past, participle]),
);
/** Verbs of two syllables stressed on the last, which double their last letter: "submitted". */
const DOUBLING = new Set([
  "admit",
  "commit",
  "submit",
  "permit",
  "prefer",
  "refer",
  "occur",
  "regret",
  "control",
  "transfer",
]);

/** Plain forms that end in "-ed" as a past does. */
const PLAIN_IN_ED = new Set([
  "need",
  "feed",
  "speed",
  "bleed",
  "proceed",
  "succeed",
  "exceed",
  "shed",
]);

const S_FORM_OF: Record<string, string> = { have: "has", do: "does", go: "goes", be: "is" };
const PLAIN_OF: Record<string, string> = {
  has: "have",
  does: "do",
  goes: "go",
  is: "are",
  was: "were",
};

/** "take" → "takes", "watch" → "watches", "try" → "tries". */
export function sFormOf(plain: string): string {
  const irregular = S_FORM_OF[plain];
  if (irregular) return irregular;
  if (/(?:s|sh|ch|x|z|o)$/u.test(plain)) return `${plain}es`;
  if (/[^aeiou]y$/u.test(plain)) return `${plain.slice(0, -1)}ies`;
  return `${plain}s`;
}

/** "arrives" → "arrive", "matches" → "match", "tries" → "try"; undefined for no "-s" form ("discuss"). */
export function plainOf(sForm: string): string | undefined {
  const irregular = PLAIN_OF[sForm];
  if (irregular) return irregular;
  if (!/[^s'iu]s$/u.test(sForm) || sForm.length < 3) return undefined;
  if (/[^aeiou]ies$/u.test(sForm)) return `${sForm.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/u.test(sForm)) return sForm.slice(0, -2);
  return sForm.slice(0, -1);
}

/** "finish" → "finished", "send" → "sent", "plan" → "planned", "copy" → "copied". */
export function pastOf(plain: string): string {
  const irregular = PAST.get(plain);
  if (irregular) return irregular;
  if (plain.endsWith("e")) return `${plain}d`;
  if (/[^aeiou]y$/u.test(plain)) return `${plain.slice(0, -1)}ied`;
  const oneSyllable = /^[^aeiou]*[aeiou][^aeiouwxy]$/u.test(plain);
  if (oneSyllable || DOUBLING.has(plain)) return `${plain}${plain.slice(-1)}ed`;
  return `${plain}ed`;
}

/** A verb's finite forms from its plain one: "ring" → "ring", "rings", "rang". */
export const finiteFormsOf = (plain: string): string[] => [plain, sFormOf(plain), pastOf(plain)];

/** The past that says what "has written" says with a past time: "wrote"; a regular participle is its own past. */
export const pastOfParticiple = (participle: string): string =>
  PAST_OF_PARTICIPLE.get(participle) ?? participle;

/** Whether a word reads as a past participle: "finished", "sent", "written". */
export const isParticiple = (word: string): boolean =>
  (/\p{L}{2}ed$/u.test(word) && !PLAIN_IN_ED.has(word)) || IRREGULAR_PASTS.has(word);

/** Forms of "be" that are no plain verb. */
const BE_FORMS = new Set(["am", "is", "are", "was", "were", "been", "being"]);

/** Whether a word is a verb's plain form (no "-s", "-ed", "-ing", not an irregular past). */
export const isPlainForm = (word: string): boolean =>
  !BE_FORMS.has(word) &&
  !/['’]/u.test(word) &&
  (PLAIN_IN_ED.has(word) || !/(?:ed|ing)$/u.test(word)) &&
  plainOf(word) === undefined &&
  (!IRREGULAR_PASTS.has(word) || PAST.has(word));

const PLAIN_OF_PAST = new Map(IRREGULAR.map(([plain, past]) => [past, plain]));
const PLAIN_OF_PARTICIPLE = new Map(IRREGULAR.map(([plain, , participle]) => [participle, plain]));

/** "said" → "say", "known" → "know": the plain verb of an irregular past or participle. */
export const plainOfIrregular = (word: string): string | undefined =>
  PLAIN_OF_PAST.get(word) ?? PLAIN_OF_PARTICIPLE.get(word);

/**
 * "went" → "go", "finished" → "finish", "received" → "receive": the plain
 * verb a past stands for; undefined where the "-ed" leaves it unsure ("hoped"
 * or "hopped").
 */
export function plainOfPast(past: string): string | undefined {
  const irregular = PLAIN_OF_PAST.get(past);
  if (irregular) return irregular;
  if (!past.endsWith("ed") || PLAIN_IN_ED.has(past)) return undefined;
  const stem = past.slice(0, -2);
  if (/[^aeiou]i$/u.test(stem)) return `${stem.slice(0, -1)}y`;
  const last = stem.slice(-1);
  if (stem.slice(-2, -1) === last && "bdgmnprt".includes(last)) return stem.slice(0, -1);
  if (/[vcz]$|[^aeiou]u$/u.test(stem)) return `${stem}e`;
  return /[^aeiouy]{2}$|[aeiou]{2}[^aeiou]$/u.test(stem) ? stem : undefined;
}

/** "hear" → "hearing", "make" → "making", "plan" → "planning", "see" → "seeing". */
export function ingOf(plain: string): string {
  if (plain.endsWith("ie")) return `${plain.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/u.test(plain) && plain !== "be") return `${plain.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/u.test(plain)) return `${plain}${plain.slice(-1)}ing`;
  return `${plain}ing`;
}
