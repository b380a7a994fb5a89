/**
 * Answers (yes, no, sure, ok), greetings, thanks and sign-offs run on to
 * the clauses around them: a greeting stands before what follows with a
 * comma, and the clauses after it are set apart.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  {
    via: "write",
    say: "hi pedro the truck comes at noon thanks",
    keep: ["Pedro"],
    punctuated: ["Hi Pedro,", "noon. Thanks"],
  },
  {
    via: "write",
    say: "yes that works for me see you on friday",
    keep: [],
    punctuated: ["me. See you"],
  },
  {
    via: "reply",
    context: "Hi, we sent the payment last week. Did you receive it? Yusuf",
    say: "no we did not receive the payment can you check again",
    keep: [],
    punctuated: ["No, we", "payment. Can you"],
  },
  {
    via: "write",
    say: "sure i can cover your shift on saturday",
    keep: [],
    punctuated: ["Sure, I can"],
  },
  {
    via: "write",
    say: "ok i will send the slides tonight the video is too big for email",
    keep: [],
    punctuated: ["tonight. The video"],
  },
  {
    via: "write",
    say: "thanks for your help the issue is solved now",
    keep: [],
    punctuated: ["help. The issue"],
  },
  {
    via: "reply",
    context:
      "Dear Mr. Ruiz, please find our offer for the office cleaning attached. Kind regards, Helena",
    say: "thank you for the quick answer we accept the offer",
    keep: [],
    punctuated: ["answer. We accept"],
  },
  {
    via: "write",
    say: "hello david the files are on the shared drive",
    keep: ["David"],
    punctuated: ["Hello David,"],
  },
  {
    via: "comment",
    context: "Why are suppliers always late in December? Our shipments are two weeks behind.",
    say: "thanks for sharing this we have the same problem with our suppliers",
    keep: [],
    punctuated: ["this. We have"],
  },
  {
    via: "write",
    say: "hi mei the car is ready you can pick it up after 5 thanks",
    keep: ["Mei"],
    punctuated: ["Hi Mei,", "ready. You can"],
  },
  {
    via: "chat",
    say: "yes the delivery came this morning everything is fine",
    keep: [],
    punctuated: ["morning. Everything is"],
  },
  {
    via: "write",
    say: "no problem i can wait until next week the price stays the same",
    keep: [],
    punctuated: ["week. The price"],
  },
  {
    via: "write",
    say: "dear mr novak the documents are attached best regards ewa",
    keep: ["Novak", "Ewa"],
    punctuated: ["Best regards"],
  },
  {
    via: "write",
    say: "good evening sara the tickets are booked see you at the airport",
    keep: ["Sara"],
    punctuated: ["booked. See you"],
  },
  {
    via: "write",
    say: "hey tom is the car free tomorrow",
    keep: ["Tom"],
    punctuated: ["Hey Tom,", "tomorrow?"],
  },
  {
    via: "reply",
    context: "Hello, can you deliver the furniture on the 12th? Thanks, Greta",
    say: "yes we can deliver on the 12th the driver will call you first",
    keep: ["12th"],
    punctuated: ["12th. The driver"],
  },
  {
    via: "write",
    say: "thank you for the flowers my mother loved them",
    keep: [],
    punctuated: ["flowers. My mother"],
  },
  {
    via: "write",
    say: "hi jonas your order is ready thanks for waiting",
    keep: ["Jonas"],
    punctuated: ["Hi Jonas,", "ready. Thanks for"],
  },
  {
    via: "chat",
    say: "okay the plan is clear i will start tomorrow",
    keep: [],
    punctuated: ["clear. I will"],
  },
  {
    via: "write",
    say: "hello mrs silva your appointment is on monday at 10 please bring your card",
    keep: ["Silva"],
    punctuated: ["10. Please bring"],
  },
  {
    via: "write",
    say: "yes please send it by courier the post is too slow",
    keep: [],
    punctuated: ["courier. The post"],
  },
  {
    via: "reply",
    context:
      "Hello, we are a new paper supplier in your area. Can we send you our prices? Best, Ivo",
    say: "no thank you we already have a supplier",
    keep: [],
    punctuated: ["you. We already"],
  },
  {
    via: "write",
    say: "thanks again for the dinner see you next month",
    keep: [],
    punctuated: ["dinner. See you"],
  },
  {
    via: "write",
    say: "hi carmen i moved the meeting to thursday sorry for the change",
    keep: ["Carmen"],
    punctuated: ["Hi Carmen,", "Thursday. Sorry for"],
  },
  {
    via: "write",
    say: "sure no problem the room is yours on friday",
    keep: [],
    punctuated: ["problem. The room"],
  },
];
