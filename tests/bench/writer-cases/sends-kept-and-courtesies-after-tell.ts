/**
 * "send Rahul the invoice from March" dictated is a sentence to keep, not a
 * request to the writer; "send Ana a note saying …" names a piece of writing
 * and is one. A courtesy said at the end of "tell her …" ("… sorry", "…
 * thanks") is said, as a sentence of its own or before the news.
 */
import { asked, keeping, said } from "./builders";
import { INVITE, MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

/** Dictated in `via`, written as said. */
const keptAsSaid = (via: WriterCase["via"], say: string, written: string): WriterCase => ({
  via,
  say,
  keep: [],
  punctuated: [written],
});

/** "tell him … sorry" in a reply to `context`: the news and the courtesy both said. */
const toldInReply = (
  say: string,
  context: string,
  name: string,
  says: string,
  courtesy: string,
): WriterCase => keeping([name], { ...asked("reply", say, says, courtesy), context });

export const SENDS_KEPT_AND_COURTESIES_AFTER_TELL: WriterCase[] = [
  keptAsSaid(
    "write",
    "please send Rahul the invoice from March",
    "Please send Rahul the invoice from March.",
  ),
  keptAsSaid(
    "voice",
    "send Maria the photos from the trip",
    "Send Maria the photos from the trip.",
  ),
  keptAsSaid("comment", "send Ana the slides please", "Send Ana the slides"),
  keptAsSaid(
    "write",
    "send Tomasz the contract before friday",
    "Send Tomasz the contract before Friday.",
  ),
  keptAsSaid("write", "please send Kofi the keys by post", "Please send Kofi the keys by post."),
  keptAsSaid("voice", "please send Mrs Lee the bill", "Please send Mrs Lee the bill."),
  keptAsSaid(
    "write",
    "send Priya the new price list today",
    "Send Priya the new price list today.",
  ),
  keptAsSaid(
    "write",
    "could you send Ivan the address of the hotel",
    "Could you send Ivan the address of the hotel?",
  ),
  keptAsSaid(
    "comment",
    "please send Dana the link to the form",
    "Please send Dana the link to the form.",
  ),
  keptAsSaid(
    "write",
    "send Yusuf the report from last week",
    "Send Yusuf the report from last week.",
  ),
  keptAsSaid("write", "please send Marta the photos", "Please send Marta the photos."),
  keptAsSaid(
    "voice",
    "please send Chen the tickets for saturday",
    "Please send Chen the tickets for Saturday.",
  ),
  keptAsSaid("write", "send Hugo the menu for the party", "Send Hugo the menu for the party."),
  keptAsSaid(
    "write",
    "please send Amir the code for the door",
    "Please send Amir the code for the door.",
  ),
  keptAsSaid(
    "write",
    "kindly send Mr Osei the signed form",
    "Kindly send Mr Osei the signed form.",
  ),
  keptAsSaid("comment", "can you send Lucy the recording", "Can you send Lucy the recording?"),
  keptAsSaid(
    "write",
    "please send Gabriel the slides from the workshop",
    "Please send Gabriel the slides from the workshop.",
  ),
  keptAsSaid("voice", "send Fatima the bank details", "Send Fatima the bank details."),
  keptAsSaid(
    "write",
    "please send Olek the pictures of the flat",
    "Please send Olek the pictures of the flat.",
  ),
  keptAsSaid(
    "write",
    "send Noah the schedule for next week",
    "Send Noah the schedule for next week.",
  ),
  keptAsSaid("comment", "please send Sunita the price list", "Please send Sunita the price list."),
  keptAsSaid(
    "write",
    "we will send Akira the samples on monday",
    "We will send Akira the samples on Monday.",
  ),
  keptAsSaid(
    "write",
    "please send Lars the tracking number",
    "Please send Lars the tracking number.",
  ),
  keptAsSaid(
    "voice",
    "please send Ayo the invoice and the receipt",
    "Please send Ayo the invoice and the receipt.",
  ),
  keptAsSaid("write", "we need to send Anna the report", "We need to send Anna the report."),
  keptAsSaid("comment", "send Jorge the link please", "Send Jorge the link"),
  { ...asked("write", "send Ana a note saying I'm late", "late") },
  { ...asked("write", "send Rahul a message saying the invoice is paid", "the invoice is paid") },
  {
    ...asked(
      "voice",
      "send Kofi a text saying the keys are under the mat",
      "the keys are under the mat",
    ),
  },
  { ...asked("comment", "send Ivan an email saying the hotel is booked", "the hotel is booked") },
  {
    ...asked(
      "write",
      "send Maria a quick reply saying the photos are lovely",
      "the photos are lovely",
    ),
  },
  {
    ...asked(
      "write",
      "please send Tomasz an email that the contract is signed",
      "the contract is signed",
    ),
  },
  toldInReply(
    "tell her the room is already taken sorry",
    PRIYA,
    "Priya",
    "the room is already taken",
    "Sorry",
  ),
  toldInReply(
    "tell him the parcel arrived thanks",
    TOMASZ,
    "Tomasz",
    "the parcel arrived",
    "Thank",
  ),
  toldInReply(
    "tell him wednesday does not work for me sorry",
    MARCUS,
    "Marcus",
    "does not work for me",
    "Sorry",
  ),
  toldInReply(
    "tell her the deck is ready thank you",
    PRIYA,
    "Priya",
    "the deck is ready",
    "Thank you",
  ),
  toldInReply(
    "tell her we cannot come this time sorry",
    INVITE,
    "Elena",
    "come this time",
    "Sorry",
  ),
  toldInReply(
    "tell him we are out of stock sorry",
    TOMASZ,
    "Tomasz",
    "we are out of stock",
    "Sorry",
  ),
  toldInReply(
    "tell him the invoice was paid twice sorry about that",
    TOMASZ,
    "Tomasz",
    "the invoice was paid twice",
    "Sorry",
  ),
  toldInReply(
    "tell her the report is on its way thanks a lot",
    PRIYA,
    "Priya",
    "the report is on its way",
    "Thank",
  ),
  toldInReply(
    "tell him I can not make it on wednesday so sorry",
    MARCUS,
    "Marcus",
    "make it on Wednesday",
    "So sorry.",
  ),
  toldInReply(
    "tell her the workshop is full sorry",
    INVITE,
    "Elena",
    "the workshop is full",
    "Sorry",
  ),
  toldInReply(
    "tell him the goods arrived safely many thanks",
    TOMASZ,
    "Tomasz",
    "the goods arrived safely",
    "Thank you very much.",
  ),
  toldInReply(
    "tell her the numbers are late again sorry",
    PRIYA,
    "Priya",
    "the numbers are late again",
    "Sorry",
  ),
  keeping(
    ["Anna"],
    asked(
      "chat",
      "tell Anna the room is already taken sorry",
      "the room is already taken",
      "Sorry",
    ),
  ),
  keeping(
    ["Omar"],
    asked("voice", "tell Omar the shop is closed today sorry", "the shop is closed today", "Sorry"),
  ),
  keeping(
    ["Lina"],
    asked(
      "chat",
      "tell Lina the cake was delicious thanks a lot",
      "the cake was delicious",
      "Thank",
    ),
  ),
  keeping(
    ["Ben"],
    asked("chat", "tell Ben the form is wrong sorry about that", "the form is wrong", "Sorry"),
  ),
  keeping(
    ["Yara"],
    asked(
      "voice",
      "tell Yara the plumber fixed the sink thanks",
      "the plumber fixed the sink",
      "Thank",
    ),
  ),
  keeping(["Tomasz"], {
    ...asked("reply", "tell him I am sorry for the delay", "I am sorry for the delay."),
    context: TOMASZ,
  }),
  keeping(["Marcus"], {
    ...asked("reply", "tell him I am sorry about the mess", "I am sorry about the mess."),
    context: MARCUS,
  }),
  keeping(["Priya"], {
    ...asked("reply", "tell her thanks for the deck", "thank you for the deck"),
    context: PRIYA,
  }),
  said("my son told his teacher he was sorry", "My son told his teacher he was sorry."),
  said("the kids had to say sorry", "The kids had to say sorry."),
  said("we are so sorry", "We are so sorry."),
  said("the dog looks sorry", "The dog looks sorry."),
  keeping(["Marcus"], {
    ...asked(
      "reply",
      "tell him we are really sorry about the delay",
      "we are really sorry about the delay",
    ),
    context: MARCUS,
  }),
  said("we are terribly sorry for the noise", "We are terribly sorry for the noise."),
  said("the train was late sorry for the delay", "The train was late. Sorry for the delay."),
  keeping(
    ["Ben"],
    asked("chat", "tell Ben we cannot come really sorry", "we cannot come", "Really sorry."),
  ),
];
