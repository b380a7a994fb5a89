/**
 * The actions a request can name, each with what it writes: "ask John if he
 * can …", "decline politely", "add that the receipt is attached". They are
 * compiled and carried out in request-actions.ts.
 */
import { isSnippetWord } from "../snippets";
import {
  askedFor,
  capitalize,
  couldYou,
  FROM_WHOM,
  HAS_VERB,
  saysWhatIs,
  statesSomething,
  thanksFor,
  toldAbout,
  withoutManner,
  yours,
} from "./request-sentences";
import {
  ARRANGED,
  MANNER,
  NAMES,
  SOMEONES,
  THING_NAMED,
  WHO,
  WHO_BEFORE_LEAD,
} from "./request-words";

const DECLINE = "Thank you. Unfortunately, I have to decline";
/** "thanks", "thank you very much": thanks, and how much. */
const THANKS = /^(?:thanks|thank you)(?:\s+(?:very much|so much|a lot))?/iu;
const THANKS_FOR = new RegExp(`${THANKS.source}\\s+for\\s+(?!\\s)(.+)$`, "iu");
const THANKS_AND = new RegExp(`${THANKS.source}[\\s,]*`, "iu");
const FUTURE_HOPE = "I hope we can work together in the future.";
const FOLLOWING_UP = "I am following up on my previous message.";

/** After "tell him that", a verb shows "that" is its subject ("that works for us"), not a lead. */
const THAT_LEADS =
  "(?!(?:works|is|sounds|was|seems|makes|helps|would|will|should|does|did|can|could)\\b)";

export interface ActionRule {
  /** The verbs naming it, as a regular expression alternation. */
  verbs: string;
  /** What may stand between the verb and the words to write ("Maria that", "him about"). */
  after: string;
  /** What to write from the words after the verb. */
  write: (rest: string) => string;
  /** What to write when the verb stands alone ("decline politely"). */
  alone?: string;
  /** Whether the words after the verb make this action, when it depends on them. */
  when?: (rest: string) => boolean;
  /**
   * Only as a later part ("… and attach the invoice"): opening a reply,
   * "send me the report" is said to the reader.
   */
  laterOnly?: boolean;
  /**
   * Only opening a request, and no verb a later part starts with: "get" is
   * an action in "get the copy from him", and a word of the message in
   * "… and get some rest".
   */
  opensOnly?: boolean;
}

/**
 * "why is the build red", "what time is the call": a question word (and what
 * it asks about), then the verb that asks. Not "what she is doing".
 */
const QUESTION_ASKED_DIRECTLY =
  /^(?:when|where|what|why|how|who|which)\s+(?:(?!(?:i|you|he|she|it|we|they|the|a|an|this|that|there|my|your|his|her|our|their)\s)\p{L}+\s+(?=(?:is|are|was|were|do|does|did)\s))?(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have|isn't|aren't|doesn't|don't|didn't|can't|won't)\s/iu;

/** Actions named by a verb; each also reads in the -ing form after a piece of writing. */
export const ACTIONS: ActionRule[] = [
  {
    verbs: "ask|asking",
    after: `(?:${WHO_BEFORE_LEAD}\\s+)?(?<lead>if|whether|when|where|what|why|how|who|which)\\s+`,
    // "ask Sara why is the build red": asked with its verb first, it is the question itself.
    write: (rest) =>
      QUESTION_ASKED_DIRECTLY.test(rest)
        ? `${capitalize(rest.replace(/\?$/u, ""))}?`
        : `Could you let me know ${rest}?`,
  },
  {
    // "tell him to check it" asks, too.
    verbs: "ask|asking|tell|telling|inform|informing",
    after: `(?:${WHO_BEFORE_LEAD}\\s+)?(?:(?:${MANNER})\\s+)?to\\s+`,
    // "to share the slides and to add Priya": one question, "to" said once.
    write: (rest) => couldYou(rest.replace(/\band to\s+/giu, "and ")),
  },
  {
    verbs: "ask|asking",
    after: `(?:${WHO_BEFORE_LEAD}\\s+)?about\\s+`,
    write: (rest) => `Could you tell me more about ${rest}?`,
  },
  {
    verbs: "ask|asking",
    after: `(?:${WHO_BEFORE_LEAD}\\s+)?for\\s+`,
    write: (rest) => askedFor(rest),
  },
  {
    // "ask him: is the room booked", "ask is the invoice paid": the question itself.
    verbs: "ask|asking",
    after: `(?:(?:${WHO})\\s*[:,]\\s*|(?:(?:him|her|them)\\s+)|${WHO}\\s+(?=(?:is|are|was|were|do|does|did|can|could|will|would|has|have|should)\\s+(?:we|you|i|they|he|she|it|the|there|this|that|our|my|your)\\b))?(?<lead>is|are|was|were|do|does|did|can|could|will|would|has|have|should)\\s+`,
    // "ask the supplier, can they deliver …": asked of them, so of "you".
    write: (rest) =>
      `${capitalize(rest.replace(/\?$/u, "").replace(/^(\p{L}+)\s+they\b/u, "$1 you"))}?`,
  },
  {
    // "ask them the price and the date": what to tell.
    verbs: "ask|asking",
    after: `(?:${WHO}\\s*:?\\s+)?`,
    write: (rest) => `Could you tell me ${rest}?`,
    when: (rest) => !new RegExp(`^(?:to|if|whether|about|for|me|us|${MANNER})\\b`, "iu").test(rest),
  },
  {
    verbs: "say thanks|say thank you|thank|thanking",
    after: `(?:(?:to\\s+)?${WHO_BEFORE_LEAD}\\s+)?(?:for\\s+)`,
    write: (rest) => thanksFor(rest),
    alone: "Thank you.",
  },
  {
    // "tell him thanks", "say to her thank you for …".
    verbs: "tell|say|give",
    after: `(?:(?:to\\s+)?${WHO}\\s+)?(?:my\\s+)?`,
    write: (rest) => {
      const forWhat = rest.match(THANKS_FOR)?.[1];
      const more = rest.replace(THANKS_AND, "");
      if (forWhat) return thanksFor(forWhat);
      return more ? `Thank you, ${more}` : "Thank you.";
    },
    when: (rest) => /^(?:thanks|thank you)\b/iu.test(rest),
  },
  {
    verbs: "say sorry|apologize|apologise|apologizing|apologising",
    after: `(?:to\\s+${WHO}\\s+)?for\\s+`,
    write: (rest) => `I apologize for ${rest}.`,
  },
  {
    // "apologize to Lena that I missed her call".
    verbs: "say sorry|apologize|apologise|apologizing|apologising",
    after: `(?:to\\s+${WHO}\\s+)?that\\s+`,
    write: (rest) => `I am sorry that ${rest}.`,
  },
  {
    verbs: "say sorry|apologize|apologise",
    after: `(?:to\\s+${WHO}(?=\\s|$)\\s*)?`,
    write: (rest) => rest,
    alone: "I apologize.",
  },
  {
    verbs: "accept|accepting|say yes to|saying yes to|answer yes to|reply yes to",
    after: `(?:to\\s+(?=${THING_NAMED}|${SOMEONES}))?`,
    write: (rest) => `Thank you. I am happy to accept ${yours(withoutManner(rest))}.`,
    alone: "Thank you. I am happy to accept.",
  },
  {
    verbs:
      "decline|declining|turn down|turning down|turn it down|turn this down|turn that down|turn them down|turn him down|turn her down|let him down easy|let her down easy|let them down easy|let him down|let her down|let them down|reject|rejecting|refuse|refusing|say no|saying no",
    // "say no to the meeting" names what is declined; "say no to Tom", whom.
    after: `(?:(?:${MANNER})\\s+)?(?:to\\s+(?=${THING_NAMED}|${SOMEONES})|to\\s+${WHO}(?=[\\s.,;:!?]|$)\\s*)?`,
    write: (rest) => `${DECLINE} ${yours(withoutManner(rest))}.`,
    alone: `${DECLINE}.`,
  },
  {
    verbs: "follow up|following up",
    after: `(?:with\\s+${WHO}\\s+)?(?:on|about|regarding)\\s+`,
    write: (rest) => `I am following up on ${rest}.`,
  },
  {
    // "follow up with the client, no answer since two weeks": what follows is said as it stands.
    verbs: "follow up|following up",
    after: `(?:with\\s+${WHO}(?=[\\s,]|$))?[\\s,]*`,
    write: (rest) => `${FOLLOWING_UP} ${capitalize(rest)}.`,
    alone: FOLLOWING_UP,
  },
  {
    verbs: "remind|reminding",
    after: `(?:${WHO_BEFORE_LEAD}\\s+)?(?<lead>to|about|that|of)\\s+`,
    write: (rest) => `A quick reminder ${rest}.`,
  },
  {
    // "remind Kiara the meeting tomorrow at 9": the thing itself; "… the party is Friday",
    // "remind them we need a receipt": news.
    verbs: "remind|reminding",
    after: `(?:${WHO}\\s+)?(?=(?:the|our|my|your|this|that|we|i|they|he|she|it)\\s)`,
    write: (rest) =>
      HAS_VERB.test(rest) || saysWhatIs(rest)
        ? `A quick reminder that ${rest}.`
        : `A quick reminder about ${rest}.`,
  },
  {
    verbs: "invite|inviting",
    after: `(?:(?:${NAMES}|${WHO})\\s+)?(?<lead>to|for)\\s+`,
    write: (rest) => `I would like to invite you ${rest}.`,
  },
  {
    // "confirm to David the booking": said to someone, so the writer confirms it.
    verbs: "confirm|confirming",
    after: `to\\s+${WHO}\\s+(?:that\\s+)?`,
    write: (rest) =>
      statesSomething(rest) ? `I can confirm that ${rest}.` : `I am writing to confirm ${rest}.`,
  },
  {
    verbs: "confirm|confirming",
    after: "that\\s+",
    write: (rest) => `I can confirm that ${rest}.`,
    alone: "I can confirm.",
  },
  {
    // "… and confirm the next meeting on 5 May": a later part, so the writer confirms it.
    verbs: "confirm|confirming",
    after: "",
    write: (rest) => `I can confirm ${rest}.`,
    when: (rest) => !statesSomething(rest),
    laterOnly: true,
  },
  {
    // "confirm the invoice was paid" states; "please confirm the PO number", dictated into a reply, asks the reader to.
    verbs: "confirm|confirming",
    after: "(?:that\\s+)?",
    write: (rest) => `I can confirm that ${rest}.`,
    when: (rest) => HAS_VERB.test(rest),
  },
  {
    verbs: "congratulate|congratulating",
    after: `(?:${WHO_BEFORE_LEAD}\\s+)?(?:on|for)\\s+`,
    write: (rest) => `Congratulations on ${rest}!`,
    alone: "Congratulations!",
  },
  {
    verbs: "let|letting",
    after: `${WHO_BEFORE_LEAD}\\s+know\\s+(?:that\\s+)?`,
    write: (rest) => toldAbout(rest),
  },
  {
    verbs:
      "tell|telling|inform|informing|intimate|notify|warn|assure|promise|update|remind him|remind her",
    // "tell him that works for us": there "that" is what works.
    // "tell Mehmet Yilmaz about the contract": a name of two words before what it is about.
    after: `(?:${WHO_BEFORE_LEAD}\\s+that\\s+${THAT_LEADS}|${WHO_BEFORE_LEAD}\\s+(?=about\\s)|(?:${NAMES}|${WHO})\\s*[:,]?\\s+(?:that\\s+${THAT_LEADS})?)`,
    write: (rest) => toldAbout(rest),
  },
  {
    verbs: "reply|respond|answer|write back|get back",
    // The spaces after whom it is to belong to that name: with no name, the verb's own run of spaces
    // and a second one would share them out every way.
    after: `(?:(?:to\\s+)?${WHO}\\s*)?(?::|saying that|saying|that|with|and say|to say)\\s+`,
    write: (rest) => rest,
  },
  {
    verbs:
      "add|mention|explain|note|say|saying|adding|mentioning|explaining|write|comment|point out|clarify|precise|specify|emphasize|emphasise|stress|highlight|confirm|announce|announcing",
    // "explain him that", "precise to the client that", as some first languages put it, too.
    after: `(?:(?:to\\s+)?(?:him|her|them|you|${WHO})\\s+)?that\\s+`,
    write: (rest) => rest,
  },
  {
    // "mention the refund of 30 euros": a thing to bring up rather than a statement.
    verbs: "mention|mentioning|note|bring up",
    after: "",
    write: (rest) => (HAS_VERB.test(rest) ? rest : `I would also like to mention ${rest}.`),
  },
  {
    verbs: "add|include|attach|adding|including|attaching",
    after: "",
    // "add my bank details", a snippet: its text as it is, where it was asked for.
    write: (rest) =>
      HAS_VERB.test(rest) || isSnippetWord(rest) ? rest : `I have included ${rest}.`,
    laterOnly: true,
  },
  {
    // "include my calendar link and ask …": a snippet added first is its text, where it was asked for.
    verbs: "add|include|attach",
    after: "",
    write: (rest) => rest,
    when: (rest) => isSnippetWord(rest.split(/\s+/u)[0] ?? ""),
    opensOnly: true,
  },
  {
    // "explain the delay": a thing to explain, said in the message, when it follows another part.
    verbs: "explain|explaining",
    after: "",
    write: (rest) => (HAS_VERB.test(rest) ? rest : `I would like to explain ${rest}.`),
    laterOnly: true,
  },
  {
    // Opening a request, only what is said is carried out: "explain the difference between
    // affect and effect" asks the writer for knowledge it does not have.
    verbs: "explain|explaining",
    after: "",
    write: (rest) => rest,
    when: (rest) => HAS_VERB.test(rest),
    opensOnly: true,
  },
  {
    verbs: "wish|wishing",
    // "wish good luck": "good" is what is wished, not whom.
    after: `(?:(?!(?:a|an|all|good|happy|the|every|lots|success|luck|you)\\b)${WHO}\\s+|(?:the|my|our)\\s+\\p{L}+\\s+(?=(?:a|an|all|good|happy|lots|success|luck)\\b))?`,
    write: (rest) => `I wish you ${rest.replace(/^(?:you|him|her|them)\s+/iu, "")}.`,
    when: (rest) =>
      /^(?:(?:you|him|her|them)\s+)?(?:a|an|all|good|happy|the|every|lots|success|luck)\b/iu.test(
        rest,
      ),
  },
  {
    // "confirm it", "confirm yes": the thread's question, answered.
    verbs: "confirm",
    after: "",
    write: () => "I can confirm.",
    when: (rest) => /^(?:it|this|that|yes)$/iu.test(rest),
  },
  {
    // "confirm the reservation for Friday", "confirm him the meeting": something arranged, confirmed by the writer.
    verbs: "confirm|confirming",
    after: "(?:(?:him|her|them|you)\\s+)?",
    write: (rest) => `I am writing to confirm ${rest}.`,
    when: (rest) => ARRANGED.test(rest),
  },
  {
    // "make a meeting with Anna", "set up a call": arranged, not sent.
    verbs: "arrange|arranging|schedule|scheduling|set up|organize|organise|book",
    after: "",
    write: (rest) => `I would like to arrange ${rest}.`,
    when: (rest) => ARRANGED.test(rest),
  },
  {
    // "prepone the meeting", as Indian English says it.
    verbs: "prepone|preponing|bring forward",
    after: "",
    write: (rest) => `I would like to bring forward ${rest}.`,
  },
  {
    verbs: "agree|agreeing",
    after: "(?<lead>with|to)\\s+",
    write: (rest) => `I agree ${rest}.`,
  },
  {
    verbs: "cancel|cancelling|canceling",
    after: "",
    write: (rest) => `Unfortunately, I have to cancel ${rest}.`,
  },
  {
    verbs: "postpone|postponing",
    after: "",
    write: (rest) => `I would like to postpone ${rest}.`,
  },
  {
    verbs: "reschedule|rescheduling",
    after: "",
    write: (rest) => `I would like to reschedule ${rest}.`,
  },
  {
    // "request the signed NDA from Pablo", "request from Jürgen the price list".
    verbs: "request|requesting",
    after: `(?:from\\s+${WHO}\\s+)?`,
    write: (rest) => askedFor(rest.replace(FROM_WHOM, "")),
    when: (rest) => !statesSomething(rest),
  },
  {
    // "get the signed copy from him": a thing to ask the recipient for.
    verbs: "get|obtain|collect",
    after: "",
    write: (rest) => `Could you send me ${rest.replace(FROM_WHOM, "")}?`,
    when: (rest) => FROM_WHOM.test(rest) && !statesSomething(rest.replace(FROM_WHOM, "")),
    opensOnly: true,
  },
  {
    // "decline but keep the door open": how the refusal leaves things, said as a hope.
    verbs:
      "keep the door open|leave the door open|keep the doors open|leave the doors open|keep in touch|stay in touch",
    after: "",
    write: () => FUTURE_HOPE,
    alone: FUTURE_HOPE,
  },
  {
    verbs: "offer|offering|recommend|recommending",
    after: `(?:(?:him|her|them|you)\\s+)?`,
    write: (rest) => `I would like to offer ${rest}.`,
    when: (rest) => !HAS_VERB.test(rest),
  },
  {
    verbs: "welcome|welcoming",
    after: `(?:${WHO}\\s+)?(?=to\\s)`,
    write: (rest) => `Welcome ${rest}!`,
  },
  {
    verbs: "suggest|suggesting|propose|proposing",
    // "propose him a meeting", as French and Spanish put it.
    after: "(?:(?:him|her|them|you)\\s+)?(?:that\\s+)?",
    write: (rest) => `I would like to suggest ${rest}.`,
  },
  {
    verbs: "send|sending|share|sharing|forward|forwarding",
    after: "",
    write: (rest) => `I am sending ${rest}.`,
    laterOnly: true,
  },
  { verbs: "say|saying", after: `(?:to\\s+${WHO}\\s+)?(?:that\\s+)?`, write: (rest) => rest },
];
