/**
 * Run-on dictations where a time or place word or phrase either closes the
 * first clause or opens the second: the join must come out as two sentences.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_TIME_PLACE: WriterCase[] = [
  {
    via: "write",
    say: "we met the client yesterday tomorrow we send the offer",
    keep: [],
    punctuated: ["yesterday. Tomorrow"],
  },
  {
    via: "write",
    say: "i left my umbrella at the office my colleague will bring it",
    keep: [],
    punctuated: ["office. My colleague"],
  },
  {
    via: "reply",
    context: "Hi, when are you back from the trip? Lina",
    say: "i am in berlin until thursday on friday i fly home",
    keep: ["Berlin"],
    punctuated: ["Thursday. On Friday"],
  },
  {
    via: "write",
    say: "the kids play outside after lunch in the evening they do their homework",
    keep: [],
    punctuated: ["lunch. In the evening"],
  },
  {
    via: "write",
    say: "we had dinner at the italian place later we walked home",
    keep: [],
    punctuated: ["place. Later"],
  },
  {
    via: "chat",
    say: "my brother lives in toronto last year he moved there for work",
    keep: ["Toronto"],
    punctuated: ["Toronto. Last year"],
  },
  {
    via: "write",
    say: "i finished the slides last night this morning i printed them",
    keep: [],
    punctuated: ["night. This morning"],
  },
  {
    via: "reply",
    context: "Hello, can we meet next week to discuss the contract? Omar",
    say: "i am away next week after the 15th i am back in the office",
    keep: ["15th"],
    punctuated: ["week. After the 15th"],
  },
  {
    via: "write",
    say: "the conference was in lisbon next year it will be in madrid",
    keep: ["Lisbon", "Madrid"],
    punctuated: ["Lisbon. Next year"],
  },
  {
    via: "write",
    say: "i took the kids to the zoo at the entrance we met my sister",
    keep: [],
    punctuated: ["zoo. At the entrance"],
  },
  {
    via: "voice",
    say: "i parked near the bank upstairs there is a small cafe",
    keep: [],
    punctuated: ["bank. Upstairs"],
  },
  {
    via: "write",
    say: "the workshop was great next month we do part two",
    keep: [],
    punctuated: ["great. Next month"],
  },
  {
    via: "comment",
    context: "We moved our whole team to a four-day week. Ask me anything.",
    say: "we tried this in our office last spring after two months everyone was happier",
    keep: [],
    punctuated: ["spring. After two months"],
  },
  {
    via: "write",
    say: "the meeting was very long at the end nobody was listening",
    keep: [],
    punctuated: ["long. At the end"],
  },
  {
    via: "write",
    say: "i put my phone on the kitchen table now i cannot find it",
    keep: [],
    punctuated: ["table. Now I"],
  },
  {
    via: "reply",
    context: "Hi, did you get my order for the office chairs? Thanks, Beata",
    say: "we received your order today within 3 days it will be shipped",
    keep: ["3"],
    punctuated: ["today. Within 3 days"],
  },
  {
    via: "write",
    say: "the kids were at school at home it was finally quiet",
    keep: [],
    punctuated: ["school. At home"],
  },
  {
    via: "chat",
    say: "we lived in a small flat before now we have a house with a garden",
    keep: [],
    punctuated: ["before. Now we"],
  },
  {
    via: "write",
    say: "i worked late on monday on tuesday i started at 7",
    keep: ["7"],
    punctuated: ["Monday. On Tuesday"],
  },
  {
    via: "write",
    say: "the hotel is near the beach across the street there is a market",
    keep: [],
    punctuated: ["beach. Across the street"],
  },
  {
    via: "write",
    say: "my exam was this morning in two weeks i get the results",
    keep: [],
    punctuated: ["morning. In two weeks"],
  },
  {
    via: "reply",
    context: "Hello, I tried to visit your shop but it was closed. Is it open now? Ali",
    say: "the shop was closed on monday since tuesday we are open again",
    keep: [],
    punctuated: ["Monday. Since Tuesday"],
  },
  {
    via: "write",
    say: "the children sleep upstairs downstairs we have a guest room",
    keep: [],
    punctuated: ["upstairs. Downstairs"],
  },
  {
    via: "comment",
    context: "Small towns are better places to raise children. Thoughts?",
    say: "i grew up in a small town there everyone knows each other",
    keep: [],
    punctuated: ["town. There"],
  },
  {
    via: "write",
    say: "the boss was angry at first later she understood",
    keep: [],
    punctuated: ["first. Later"],
  },
  {
    via: "write",
    say: "we paid the deposit last week tonight we get the keys",
    keep: [],
    punctuated: ["week. Tonight"],
  },
  {
    via: "write",
    say: "i studied in warsaw after that i moved to london",
    keep: ["Warsaw", "London"],
    punctuated: ["Warsaw. After that"],
  },
];
