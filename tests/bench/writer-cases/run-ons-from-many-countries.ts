/**
 * Run-on dictations as people who learnt English as a second language speak
 * them (Spanish, Polish, Hindi, Chinese, Arabic, Portuguese, German, Japanese
 * and French speakers): clauses chained with "so", "but" and "and then",
 * questions run into statements, a subject dropped, and a time phrase or a
 * name opening the next clause. Each clause set apart as an editor would.
 */
import { MARCUS, POST, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const RUN_ONS_FROM_MANY_COUNTRIES: WriterCase[] = [
  // Spanish
  {
    via: "voice",
    say: "my son is sick today I will work from home",
    keep: [],
    punctuated: ["sick today. I will work from home."],
  },
  {
    via: "chat",
    say: "the flight was delayed two hours so we missed the connection",
    keep: [],
    punctuated: ["two hours, so we missed the connection."],
  },
  {
    via: "reply",
    say: "thanks for the invitation we will be there with the kids",
    context: MARCUS,
    keep: [],
    punctuated: ["the invitation. We will be there with the kids."],
  },
  {
    via: "chat",
    say: "the report is finished is on your desk",
    keep: [],
    punctuated: ["is finished. It is on your desk."],
  },
  {
    via: "voice",
    say: "did you get my email I sent it yesterday",
    keep: [],
    punctuated: ["my email? I sent it yesterday."],
  },
  // Polish
  {
    via: "chat",
    say: "Marek called he is stuck in traffic",
    keep: ["Marek"],
    punctuated: ["Marek called. He is stuck in traffic."],
  },
  {
    via: "voice",
    say: "is the meeting still on we need to book the room",
    keep: [],
    punctuated: ["still on? We need to book the room."],
  },
  {
    via: "reply",
    say: "the invoice was paid on Monday Agnieszka has the confirmation",
    context: TOMASZ,
    keep: ["Monday", "Agnieszka"],
    punctuated: ["on Monday. Agnieszka has the confirmation."],
  },
  {
    via: "chat",
    say: "the guests have left Olga is cleaning the kitchen",
    keep: ["Olga"],
    punctuated: ["have left. Olga is cleaning the kitchen."],
  },
  {
    via: "voice",
    say: "we signed the contract yesterday next week we start the work",
    keep: [],
    punctuated: ["yesterday. Next week we start the work."],
  },
  // Hindi
  {
    via: "chat",
    say: "my manager approved the leave I am going home for Diwali",
    keep: ["Diwali"],
    punctuated: ["approved the leave. I am going home for Diwali."],
  },
  {
    via: "chat",
    say: "the server is down since morning nobody is picking up the phone",
    keep: [],
    punctuated: ["since morning. Nobody is picking up the phone."],
  },
  {
    via: "reply",
    say: "I have gone through the deck it looks good to me",
    context: PRIYA,
    keep: [],
    punctuated: ["through the deck. It looks good to me."],
  },
  {
    via: "voice",
    say: "the electrician came but he did not bring the right cable",
    keep: [],
    punctuated: ["came, but he did not bring the right cable."],
  },
  {
    via: "chat",
    say: "are you coming for lunch we are waiting downstairs",
    keep: [],
    punctuated: ["for lunch? We are waiting downstairs."],
  },
  // Chinese
  {
    via: "chat",
    say: "yesterday I went to the hospital the doctor said it is nothing serious",
    keep: [],
    punctuated: ["the hospital. The doctor said it is nothing serious."],
  },
  {
    via: "voice",
    say: "the package arrived today but the box was broken",
    keep: [],
    punctuated: ["arrived today, but the box was broken."],
  },
  {
    via: "reply",
    say: "we can meet on Thursday Lily will book the room",
    context: MARCUS,
    keep: ["Thursday", "Lily"],
    punctuated: ["on Thursday. Lily will book the room."],
  },
  {
    via: "chat",
    say: "the designer sent the logo tomorrow we show it to the client",
    keep: [],
    punctuated: ["the logo. Tomorrow we show it to the client."],
  },
  {
    via: "voice",
    say: "I moved to a new apartment is closer to the office",
    keep: [],
    punctuated: ["new apartment. It is closer to the office."],
  },
  // Arabic
  {
    via: "voice",
    say: "I finished the translation tomorrow I start the next chapter",
    keep: [],
    punctuated: ["the translation. Tomorrow I start the next chapter."],
  },
  {
    via: "chat",
    say: "Ahmed is coming to dinner do we have enough chairs",
    keep: ["Ahmed"],
    punctuated: ["to dinner. Do we have enough chairs?"],
  },
  {
    via: "comment",
    say: "great article I shared it with my students",
    context: POST,
    keep: [],
    punctuated: ["Great article. I shared it with my students."],
  },
  {
    via: "chat",
    say: "the shop was closed so I bought the bread at the market",
    keep: [],
    punctuated: ["was closed, so I bought the bread at the market."],
  },
  {
    via: "voice",
    say: "we had lunch and then we went to the museum it was closed",
    keep: [],
    punctuated: ["the museum. It was closed."],
  },
  // Portuguese
  {
    via: "chat",
    say: "the bus didn't come so I took a taxi",
    keep: [],
    punctuated: ["didn't come, so I took a taxi."],
  },
  {
    via: "voice",
    say: "we are almost done next week I will send you the final version",
    keep: [],
    punctuated: ["almost done. Next week I will send you the final version."],
  },
  {
    via: "reply",
    say: "Beatriz is on vacation Carla can help you with the contract",
    context: TOMASZ,
    keep: ["Beatriz", "Carla"],
    punctuated: ["on vacation. Carla can help you with the contract."],
  },
  {
    via: "chat",
    say: "where did you park the car I can't find it",
    keep: [],
    punctuated: ["the car? I can't find it."],
  },
  {
    via: "write",
    say: "the pool is closed for cleaning this week we open again on Monday",
    keep: ["Monday"],
    punctuated: ["this week. We open again on Monday."],
  },
  // German
  {
    via: "chat",
    say: "the train was cancelled I will be one hour late",
    keep: [],
    punctuated: ["was cancelled. I will be one hour late."],
  },
  {
    via: "voice",
    say: "I have checked the numbers they look correct",
    keep: [],
    punctuated: ["the numbers. They look correct."],
  },
  {
    via: "write",
    say: "the room is booked for the whole morning please bring your laptop",
    keep: [],
    punctuated: ["whole morning. Please bring your laptop."],
  },
  {
    via: "chat",
    say: "I wanted to come but my car broke down and then the phone died",
    keep: [],
    punctuated: ["to come, but my car broke down"],
  },
  {
    via: "reply",
    say: "can we move the call to Wednesday Jürgen is travelling on Tuesday",
    context: MARCUS,
    keep: ["Wednesday", "Jürgen", "Tuesday"],
    punctuated: ["to Wednesday? Jürgen is travelling on Tuesday."],
  },
  // Japanese
  {
    via: "chat",
    say: "thank you for yesterday it was very fun",
    keep: [],
    punctuated: ["for yesterday. It was very fun."],
  },
  {
    via: "reply",
    say: "sorry for the late reply I was on a business trip",
    context: PRIYA,
    keep: [],
    punctuated: ["late reply. I was on a business trip."],
  },
  {
    via: "voice",
    say: "the printer is fixed Kenji did it this morning",
    keep: ["Kenji"],
    punctuated: ["is fixed. Kenji did it this morning."],
  },
  {
    via: "chat",
    say: "the estimate is updated was sent to the client this morning",
    keep: [],
    punctuated: ["is updated. It was sent to the client this morning."],
  },
  {
    via: "comment",
    say: "congratulations to the team you worked so hard for this",
    context: POST,
    keep: [],
    punctuated: ["to the team. You worked so hard for this."],
  },
  // French
  {
    via: "chat",
    say: "I called you this morning but you didn't answer",
    keep: [],
    punctuated: ["this morning, but you didn't answer."],
  },
  {
    via: "voice",
    say: "the restaurant is full tonight can we go tomorrow instead",
    keep: [],
    punctuated: ["full tonight. Can we go tomorrow instead?"],
  },
  {
    via: "comment",
    say: "nice photos where was this taken",
    context: POST,
    keep: [],
    punctuated: ["Nice photos. Where was this taken?"],
  },
  {
    via: "chat",
    say: "it was raining so we stayed home and watched a film",
    keep: [],
    punctuated: ["raining, so we stayed home"],
  },
  {
    via: "voice",
    say: "the children are asleep Chloé is reading in the garden",
    keep: ["Chloé"],
    punctuated: ["are asleep. Chloé is reading in the garden."],
  },
  // More, found by trying phrasings after the first change
  {
    via: "voice",
    say: "the bank called they need another document",
    keep: [],
    punctuated: ["The bank called. They need another document."],
  },
  {
    via: "chat",
    say: "my landlord was here he wants the rent by Monday",
    keep: ["Monday"],
    punctuated: ["landlord was here. He wants the rent by Monday."],
  },
  {
    via: "chat",
    say: "Lukas fixed the bug the tests pass now",
    keep: ["Lukas"],
    punctuated: ["fixed the bug. The tests pass now."],
  },
  {
    via: "voice",
    say: "we planted tomatoes this spring the neighbours grow them too",
    keep: [],
    punctuated: ["this spring. The neighbours grow them too."],
  },
];
