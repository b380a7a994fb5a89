/**
 * The ways people open a request and the other words they put it in, as
 * people of many first languages say them, brought to the few forms the
 * request reader knows: "do the needful and tell Rahul …" → "tell Rahul …",
 * "would you mind writing to Anna …" → "write to Anna …", "say Ahmed that …"
 * → "tell Ahmed that …".
 */
import { askingDropped } from "./asking-frames";
import { readFrame } from "./request-frames";
import { questionToWriterAnswered } from "./request-openings";
import { ORDERED_OF_SOMEONE, ordered, TOLD_THEN_STOP } from "./request-relays";
import { MANNER, WHO, WHO_BEFORE_LEAD } from "./request-words";
import { subjectSaidFirst } from "./subject-said-first";
import { CAPITALISED_NAME } from "./titles";

/** Capitalised words after "say" that are no one: "say Monday works". */
const CALENDAR =
  "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|I";

/** The teams a person is said to be from: "Jessica from HR", "Tom from accounting". */
const DEPARTMENTS =
  "hr|it|sales|marketing|finance|accounting|accounts|legal|support|procurement|purchasing|payroll|admin|reception|security|engineering|design|operations|logistics|management|compliance|billing|facilities";

/** A person named with a capital, or a pronoun: "Ahmed", "Maria José", "him". */
const NAMED = "(?:him|her|them|\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?)";

/**
 * The same requests in other words, as people of many first languages put
 * them: "tell to John that", "say to him that", "make answer to Tomasz",
 * "an email to Clara saying" (after "I need"). Where a word ends after a
 * letter, "(?!\w)" says it rather than "\b": the same there, but the pattern
 * check reads "\b" with these flags in seconds, and "(?!\w)" in one.
 */
const REPHRASINGS: Array<[RegExp, string] | ((text: string) => string)> = [
  // "in a friendly tone, tell him …", "make it short: we accept": how, said before what.
  [
    /^(?:(?:in\s+)?(?:an?\s+)?\p{L}+\s+(?:tone|way|manner|style)|(?:make|keep|write)\s+it\s+(?:more\s+)?(?:short|shorter|brief|formal|friendly|polite|casual|simple)|(?:short|quick|brief)\s+(?:answer|reply))\s*[,:-]?\s+/iu,
    "",
  ],
  // "about the invoice 2231, tell Anna it's paid": the subject said first stays with the news.
  subjectSaidFirst,
  // "ask Jessica from HR about …", "tell Chen Wei from sales that …": where the person works
  // says who they are, and the request is to them, not about their team.
  [
    new RegExp(
      `^((?:tell|ask|remind|thank|invite|inform|let|write to|email|message|reply to)\\s+(?!(?:him|her|them|me|us|you|it)\\s)\\p{L}[\\p{L}'’-]*(?:\\s+(?!from\\s)\\p{L}[\\p{L}'’-]*)?)\\s+from\\s+(?:the\\s+|our\\s+)?(?:\\p{L}+\\s+(?:team|office|department)|${DEPARTMENTS})(?=\\s)`,
      "iu",
    ),
    "$1",
  ],
  // "let know Marco that …" (told to whom with "to", as in "convey to …", in request-frames.ts).
  [/^let\s+know\s+/iu, "tell "],
  // "tell Li Na the flight is at 6": a name of two capitalised words, then the news.
  [
    new RegExp(
      `^([Tt]ell|[Ii]nform|[Ll]et)\\s+(\\p{Lu}[\\p{L}'’-]*\\s+(?!(?:${CALENDAR})\\b)\\p{Lu}[\\p{L}'’-]*)\\s+(?=(?:the|we|our|my|it|this|your)\\s)`,
      "u",
    ),
    "$1 $2 that ",
  ],
  // "remember him to send …", "remember Lucía that …": remind, as Romance languages say it.
  [new RegExp(`^[Rr]emember\\s+(${NAMED})\\s+(?=(?:to|that|about|of)\\s)`, "u"), "remind $1 "],
  // "demand him the invoice": ask for it, as French says it.
  [
    new RegExp(`^[Dd]emand\\s+(${NAMED})\\s+(?=(?:the|a|an|my|our|his|her|their)\\s)`, "u"),
    "ask $1 for ",
  ],
  // "send to her the link …": what is sent, said after whom.
  [
    new RegExp(
      `^[Ss]end\\s+to\\s+(${NAMED})\\s+(?=(?:the|a|an|my|our)\\s)(?!(?:an?\\s+)?(?:quick\\s+|short\\s+)?(?:email|e-mail|mail|message|note|line|text|dm|reply|answer)\\b)`,
      "u",
    ),
    "write a message to $1 saying I am sending ",
  ],
  // "make a meeting with Anna": arrange it.
  [
    /^(?:[Mm]ake|[Dd]o|[Ff]ix)\s+(?=(?:a|an)\s+(?:meeting|call|appointment|session)\b)/u,
    "arrange ",
  ],
  // "say Ahmed that …": the person told, without "to", as several first languages put it.
  [new RegExp(`^[Ss]ay\\s+(${NAMED})\\s+(?=that\\s)`, "u"), "tell $1 "],
  // "say him we are not interested", "say Raj congratulations": told, whatever follows.
  [/^[Ss]ay\s+(him|her|them)\s+(?!that\s)/u, "tell $1 "],
  [
    new RegExp(
      `^[Ss]ay\\s+(?!(?:${CALENDAR})\\b)(\\p{Lu}[\\p{L}'’-]*)\\s+(?=(?:congratulations|congrats|good luck|happy|welcome|sorry|we|i|the|our)\\b)`,
      "u",
    ),
    "tell $1 ",
  ],
  // "make a reply, we accept …": the piece made, not named with "write".
  [/^(?:make|do|give)\s+(?:an?\s+)?(?:answer|reply|response)\s*(?=[,:])/iu, "write a reply"],
  // "give him an answer that …", "write him back that …".
  [
    new RegExp(`^give\\s+(${WHO})\\s+(?:an?\\s+|the\\s+)?(?:answer|reply|response)\\s+`, "iu"),
    "reply to $1 ",
  ],
  [new RegExp(`^write\\s+(${WHO})\\s+back\\s+`, "iu"), "reply to $1 "],
  // "reply to Ahmed yes Thursday works": the answer said right after whom it is for.
  [
    new RegExp(
      `^(reply|respond|answer|write back)\\s+(?:to\\s+)?(?!(?:yes|no|sure|ok|okay|with|that|this|the)\\b)(${WHO})(?:\\s*,)?\\s+(?=(?:yes|no|sure|ok|okay|of course|we|i|it)\\b)`,
      "iu",
    ),
    "write a message to $2 saying ",
  ],
  // "reply to Anna tell her …": whom the reply is for, then what to tell, run together in speech.
  [
    new RegExp(
      `^(reply|respond|answer|write back)\\s+(?:to\\s+)?(?!(?:yes|no|sure|ok|okay|with|that|this|the)\\b)(${WHO})\\s+(?=(?:tell|say|ask|let)\\s)`,
      "iu",
    ),
    "$1 to $2 and ",
  ],
  // "please get back to me that …", as "please revert that …" reads once its slip is fixed.
  [/^(?:please\s+)?get back to (?:me|him|her|them)\s+(?=that\s)/iu, "reply "],
  // "reply in a friendly way that …": how, said before what.
  [/(?<!\s)\s+in\s+(?:an?\s+)?(?:[\p{L}-]+\s+){1,2}?(?:way|tone|manner|style)\b,?(?=\s)/iu, ""],
  // "formally reply that …", "write professionally that …": how, said around the verb.
  [new RegExp(`^(?:${MANNER})\\s+(?=\\p{L})`, "iu"), ""],
  [
    new RegExp(
      `^(reply|answer|respond|write(?:\\s+back)?|say)\\s+(?:${MANNER}|friendly)\\s+(?=that\\s|:)`,
      "iu",
    ),
    "$1 ",
  ],
  // "write Hugo a question if he has time": ask him.
  [
    new RegExp(
      `^(?:write|send)\\s+(${WHO})\\s+an?\\s+question\\s+(?=(?:if|whether|about|when|where|what|how)\\s)`,
      "iu",
    ),
    "ask $1 ",
  ],
  // "answer yes, we agree": the answer is what to say.
  [/^(?:answer|reply|respond)(?:\s+with)?\s+(?=(?:yes|no|ok|okay|sure|fine)\b)/iu, "say "],
  // "answer yes to his question", "answer his question: yes, …": the question is the thread's.
  [/^(?:answer|reply|say)\s+yes\s+to\s+(?:his|her|their|the|this)\s+question\b/iu, "say yes"],
  // Not "answer this question: what is a gerund?", which asks the writer.
  [/^(?:answer|reply to)\s+(?:his|her|their)\s+question\s*[:,]?\s*/iu, "write a reply saying "],
  // "check with him which invoice he means", "clarify which one": a question for the reader.
  [
    new RegExp(
      `^(?:check|clarify)\\s+with\\s+(${WHO})\\s+(?=(?:which|what|whether|if|when|where|how|who)\\s)`,
      "iu",
    ),
    "ask $1 ",
  ],
  [/^clarify\s+(?=(?:which|what|whether|if|when|where|how|who)\s)/iu, "ask "],
  // "send to Anna a message that …": who it is for, said before the piece.
  [
    new RegExp(
      `^(?:send|write|prepare|make)\\s+(?:to|for)\\s+(?!(?:me|us)\\s)(${WHO_BEFORE_LEAD})\\s+(?:an?\\s+)?(?:short\\s+|quick\\s+)?(?:message|email|e-mail|mail|note|reply|answer)\\s+`,
      "iu",
    ),
    "write a message to $1 ",
  ],
  // "reply to Sarah's email and say …": the person whose message it answers.
  [
    /^(reply|respond|answer|write back)\s+(?:to|on)\s+(\p{L}[\p{L}-]*)['’]s\s+(?:e-?mail|mail|message|note|post|comment|invitation|invite|question)(?!\w)/iu,
    "$1 to $2",
  ],
  // "answer to this email that …": the message answered is the thread's.
  [
    /^(reply|respond|answer)\s+(?:to|on)\s+(?:this|the|his|her|their)\s+(?:e-?mail|mail|message|post|comment|article|thread)\s+(?=(?:that|saying)\s)/iu,
    "$1 ",
  ],
  // "answer to the email of Mr. Braun that …", as Romance languages put it.
  [
    new RegExp(
      `^([Rr]eply|[Rr]espond|[Aa]nswer|[Ww]rite back)\\s+(?:to|on)\\s+the\\s+(?:e-?mail|mail|message|note|letter|invitation|invite|question)\\s+(?:of|from)\\s+(${CAPITALISED_NAME})`,
      "u",
    ),
    "$1 to $2",
  ],
  // "tell my colleague Ravi …", "ask the supplier Bosch …": the name said after the role.
  [
    new RegExp(
      `^((?:[Tt]ell|[Aa]sk|[Rr]emind|[Tt]hank|[Ii]nvite|[Ii]nform|[Ll]et|[Ww]rite to|[Ee]mail|[Mm]essage|[Rr]eply to|[Aa]nswer)\\s+)(?:my|our|the)\\s+\\p{Ll}+\\s+(?!(?:${CALENDAR})\\b)(\\p{Lu}[\\p{L}'’-]*)(?=[\\s,:]|$)`,
      "u",
    ),
    "$1$2",
  ],
  // "answer on this email that …", as Polish and German put it.
  [/^(reply|respond|answer)\s+on\s+/iu, "$1 to "],
  // "write in the group that …", "post in Slack to Tom that …": where, not who.
  [
    /^(?:write|post|send|say)\s+(?:it\s+)?(?:in|on|into)\s+(?:the\s+|our\s+|my\s+)?(?:[\p{L}#-]+\s+){0,2}?(?:group|channel|chat|thread|slack|teams|whatsapp)\b\s*/iu,
    "write a message ",
  ],
  // "send to the team that …".
  [new RegExp(`^send\\s+to\\s+(${WHO_BEFORE_LEAD})\\s+(?=that\\s)`, "iu"), "write to $1 "],
  // "write a polite refusal to Marek, …": a refusal is a decline.
  [
    /^(?:write|send|give|draft)\s+(?:an?\s+)?(?:(?:polite|nice|kind|friendly|short|formal)\s+)?(?:refusal|rejection)(?!\w)/iu,
    "decline",
  ],
  // "write a thank you to Dr. Rossi for …", "draft a note thanking Lena for …" (whom it thanks is whom it is for).
  [
    new RegExp(
      `^(?:write|send|draft)\\s+(?:an?\\s+)?(?:short\\s+|quick\\s+|big\\s+)?(?:(?:thank you|thank-you|thanks)(?:\\s+(?:note|message|email|mail|card))?\\s+to\\s+(${WHO_BEFORE_LEAD})\\s+(?=for\\s)|(?:note|message|email|mail|card|line)\\s+thanking\\s+(?=(?:${WHO_BEFORE_LEAD})\\s+for\\s))`,
      "iu",
    ),
    "thank $1 ",
  ],
  // "send Tom the link and …": what is sent, said to the person it is for.
  [
    /^(?:[Ss]end|[Ff]orward|[Ss]hare)\s+(\p{Lu}[\p{L}'’-]*|him|her|them)\s+(?=(?:the|a|an|my|our)\s|Vsnip[a-z]{2}q\b)(?!(?:an?\s+)?(?:quick\s+|short\s+)?(?:email|e-mail|message|note|line|text|dm|reply)\b)/u,
    "write a message to $1 saying I am sending ",
  ],
  // "message Piotr: …", "mail the team: …", "write to Li Na: …".
  [
    new RegExp(
      `^(?:write(?:\\s+back)?|e-?mail|mail|message|text)\\s+(?:back\\s+)?(?:to\\s+|for\\s+)?(?!(?:an?|me|us)\\s)(${WHO_BEFORE_LEAD})\\s*:\\s*`,
      "iu",
    ),
    "write a message to $1: ",
  ],
  // "answer him, that …": the comma before "that" is a pause, not a break.
  [/^([^,.]{1,40}?),\s+(?=that\s)/iu, "$1 "],
  // "Tom - tell him …", "For Maria, write that …": the recipient named first.
  [
    /^(?:[Ff]or\s+)?(?!(?:please|ok|okay|so|yes|no|hi|hello|hey)\b)(\p{Lu}[\p{L}'’-]*)\s*[-–—,:]\s+(?=(?:tell|write|say|ask|let)\b)/u,
    "write a message to $1 saying ",
  ],
  // "Write: thanks for the call", "reply with: sure".
  [
    /^(?:write|draft|compose|reply|answer|respond|say|comment)(?:\s+(?:to\s+)?(?:this|the|his|her|their)\s+(?:e-?mail|mail|message|post))?(?:\s+with)?\s*:\s*/iu,
    "write a reply saying ",
  ],
  [
    new RegExp(`^(?:an?\\s+)?(?:message|email|e-mail|mail|note)\\s+for\\s+(${WHO})\\s*:\\s*`, "iu"),
    "write a message to $1: ",
  ],
  [/^(ask)\s+to\s+/iu, "$1 "],
  [new RegExp(`^say\\s+(${WHO})\\s+(?:thank you|thanks)\\s+(?=for\\s)`, "iu"), "thank $1 "],
  [new RegExp(`^(?:to|for)\\s+(${WHO})\\s*:\\s*`, "iu"), "write a message to $1: "],
  // "for the team, the meeting is at 3": a person or a group named first, then what to say.
  [
    /^(?:[Ff]or|[Tt]o)\s+((?:the|my|our)\s+(?:team|client|clients|customer|customers|group|board|staff|boss|manager|landlord|supplier)|(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|I)\b)\p{Lu}[\p{L}'’-]*)\s*,\s+/u,
    "write a message to $1: ",
  ],
  [
    new RegExp(
      `^(?:write(?:\\s+back)?|e-?mail|message|text)\\s+(?:back\\s+)?to\\s+(${WHO})\\s*:\\s*`,
      "iu",
    ),
    "write a message to $1: ",
  ],
  // "ping the team that …", "revert to Sunita that …", "send word to the crew that …": told.
  [
    new RegExp(
      `^(?:ping|notify|alert|update|revert(?:\\s+back)?\\s+to|send\\s+word\\s+to|get\\s+word\\s+to|reach\\s+out\\s+to|loop\\s+in|cc|copy\\s+in)\\s+(?!(?:me|us)\\s)(${WHO_BEFORE_LEAD})\\s+(?=that\\s)`,
      "iu",
    ),
    "tell $1 ",
  ],
  // "give Ana a heads-up that …", "give the team a heads up: …".
  [
    new RegExp(
      `^give\\s+(${WHO})\\s+an?\\s+heads[\\s-]?up\\b(?:\\s*[:,-])?\\s*(?:that\\s+)?`,
      "iu",
    ),
    "tell $1 that ",
  ],
  // "make sure they know …", "make sure Ana knows that …": told, with what they must know.
  [
    /^make\s+sure\s+(?:that\s+)?(they|everyone|everybody|all)\s+(?:know|knows|are\s+aware|understand|hear)\s+(?:that\s+)?/iu,
    "tell them that ",
  ],
  [
    /^make\s+sure\s+(?:that\s+)?he\s+(?:knows|is\s+aware|understands|hears)\s+(?:that\s+)?/iu,
    "tell him that ",
  ],
  [
    /^make\s+sure\s+(?:that\s+)?she\s+(?:knows|is\s+aware|understands|hears)\s+(?:that\s+)?/iu,
    "tell her that ",
  ],
  [
    new RegExp(
      `^make\\s+sure\\s+(?:that\\s+)?(${WHO})\\s+(?:knows|is\\s+aware|understands|hears)\\s+(?:that\\s+)?`,
      "iu",
    ),
    "tell $1 that ",
  ],
  // "ping Joe and ask …", "message the team and tell them …", "loop in Rania and tell her …".
  [
    new RegExp(
      `^(?:ping|message|text|e-?mail|contact|write to|reach out to|loop in|cc|copy in|notify|update)\\s+(${WHO})\\s+and\\s+(?!\\p{Lu}[\\p{L}'’-]*\\s+(?:that|know)\\b)`,
      "iu",
    ),
    "write a message to $1 saying ",
  ],
  // "shoot Dave an email saying …", "send Katarzyna a note thanking her …".
  [
    new RegExp(
      `^(?:shoot|send|drop|write)\\s+(?!(?:a|an|the|back|to)\\s)(${WHO})\\s+(?:an?\\s+)?(?:quick\\s+|short\\s+)?(?:email|e-mail|message|note|line|text|dm)(?:\\s+|(?=\\s*:))`,
      "iu",
    ),
    "write a message to $1 ",
  ],
  [
    /^(?:shoot|send|drop)\s+(?:an?\s+)?(?:quick\s+|short\s+)?(?:line|note|message|email|e-mail|text|dm)\s+(?=to\s)/iu,
    "write a message ",
  ],
  [/^(?:quick|short)\s+(?=(?:email|e-mail|message|note|reply)\s+to\s)/iu, ""],
  [/^(email|e-mail|mail|message|note|text)\s+(?=to\s)/iu, "write a $1 "],
  // "first thank Ana …, then say …": the first of the steps asked for ("first of all, thank you" is said).
  [
    /^first(?:ly|\s+of\s+all)?,?\s+(?=thank\s+(?!you\b)\p{L}|(?:tell|ask|say|write|reply|answer|decline|accept|confirm|apologi[sz]e|remind)\b)/iu,
    "",
  ],
  // "give a negative answer", "reply negatively but kindly", "say her no", "say no thanks, …": a refusal.
  [
    /^(?:(?:give|send|write)\s+(?:an?\s+)?(?:(?:polite|kind|short|friendly)\s+)?negative\s+(?:answer|reply|response)|(?:reply|answer|respond)\s+negatively(?:\s+but(?:\s+(?:kindly|politely|nicely|friendly))?)?)(?!\w)/iu,
    "decline",
  ],
  [/^(?:say|tell|answer)\s+(?:him|her|them)\s+no$/iu, "decline"],
  [/^say\s+no\s+(?:thanks|thank you)\b/iu, "decline"],
  // "write a polite no, …": a refusal.
  [
    /^(?:write|send|give)\s+(?:an?\s+)?(?:(?:polite|nice|kind|friendly|short)\s+)?no\b/iu,
    "decline",
  ],
  [/^(?:tell|say)\s+to\s+/iu, "tell "],
  [
    /^make\s+(?:an?\s+)?((?:quick|short|brief|polite|formal|friendly|nice|kind)\s+)?(?:answer|reply|response|email|e-mail|mail|message)\s+(?=(?:to|for)\s)/iu,
    "write a $1reply ",
  ],
  [
    /^(?:an?\s+)((?:quick|short|brief|polite|formal|friendly)\s+)?(email|e-mail|reply|message|note|answer|response)\s+(?=(?:to|for)\s)/iu,
    "write a $1$2 ",
  ],
];

/** A "please" after the request's verb ("tell Anna please that"); after "that" it relays an order. */
const PLEASE_INSIDE =
  /^((?:write|tell|email|e-mail|mail|message|text|send|reply|answer|respond|inform|let|ask|say|remind)(?:\s+(?!(?:that|saying)(?![\p{L}'’]))[\p{L}'’.-]+){0,2}?),?\s+(?:please|kindly|pls|plz)\b,?(?=\s)/iu;

/**
 * How to say it, said around what: "be polite and say no", "say no but be
 * nice", "tell him we can't, politely", "let him down easy".
 */
const HOW_SAID =
  /^be\s+(?:nice|polite|kind|gentle|friendly|diplomatic)\s+and\s+|(?:,?(?<!\s)\s+but)?(?<!\s)\s+be\s+(?:nice|polite|kind|gentle|friendly|diplomatic)(?:\s+about\s+it)?$|,?(?<!\s)\s+(?:politely|kindly|nicely|gently|easy|easily)$/iu;

/**
 * How to say it, said between the parts: "reject it, but keep it friendly
 * and say we like the idea". Dropped where an "and", a comma or the end
 * follows, so that the parts around it stay.
 */
const HOW_SAID_BETWEEN =
  /,?(?<!\s)\s+(?:but\s+|and\s+)?(?:keep\s+it|be|stay|sound)\s+(?:very\s+)?(?:friendly|polite|nice|kind|warm|positive|short|brief|professional|respectful|gentle|diplomatic)(?:\s+about\s+it)?(?=\s+and\s|,|$)/iu;

/**
 * The request with its frame read (request-frames.ts) and its wording brought
 * to a form the reader knows, or undefined when the words are the person's
 * own statement.
 */
export function rephraseRequest(text: string): string | undefined {
  const framed = readFrame(questionToWriterAnswered(askingDropped(text)));
  if (framed === undefined) return undefined;
  const opened = framed
    .replace(ORDERED_OF_SOMEONE, ordered)
    .replace(PLEASE_INSIDE, "$1")
    .replace(HOW_SAID, "")
    .replace(HOW_SAID_BETWEEN, "");
  return REPHRASINGS.reduce(
    (current, rephrasing) =>
      typeof rephrasing === "function"
        ? rephrasing(current)
        : current.replace(rephrasing[0], rephrasing[1]),
    opened,
  ).replace(TOLD_THEN_STOP, "$1 that ");
}
