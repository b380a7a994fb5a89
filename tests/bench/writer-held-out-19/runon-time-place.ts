/**
 * Run-on dictations whose second clause opens with a time or a place ("next
 * month", "on Wednesday", "after that", "upstairs", "in the city"), or whose
 * first clause ends on one. The tenses show which clause each time belongs to,
 * so the break is certain; the pieces test only the join.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_TIME_PLACE: WriterCase[] = [
  {
    via: "write",
    say: "we visited the factory last week next month we sign the contract",
    keep: [],
    punctuated: ["week. Next month"],
  },
  {
    via: "write",
    say: "i left my umbrella in the office my colleague brings it tomorrow",
    keep: [],
    punctuated: ["office. My colleague"],
  },
  {
    via: "write",
    say: "the package arrived on tuesday on wednesday we noticed the damage",
    keep: ["Tuesday", "Wednesday"],
    punctuated: ["Tuesday. On Wednesday"],
  },
  {
    via: "reply",
    context: "When will the technician come back?",
    say: "he was here this morning tomorrow he comes back with the missing part",
    keep: [],
    punctuated: ["morning. Tomorrow he"],
  },
  {
    via: "write",
    say: "we had a long meeting today tomorrow i write the summary",
    keep: [],
    punctuated: ["today. Tomorrow I"],
  },
  {
    via: "write",
    say: "yesterday i have sent the offer today the client call me",
    keep: [],
    punctuated: ["offer. Today the"],
  },
  {
    via: "write",
    say: "the training is in the small hall in the big hall there is no projector",
    keep: [],
    punctuated: ["small hall. In the big hall"],
  },
  {
    via: "write",
    say: "my parents live near the sea in summer we visit them every weekend",
    keep: [],
    punctuated: ["sea. In summer"],
  },
  {
    via: "write",
    say: "the conference starts in the morning at lunch we meet the partners",
    keep: [],
    punctuated: ["morning. At lunch"],
  },
  {
    via: "write",
    say: "we stayed in the hotel for three nights after that we rented a flat",
    keep: [],
    punctuated: ["nights. After that"],
  },
  {
    via: "chat",
    say: "i was in madrid last week there the weather was much better",
    keep: ["Madrid"],
    punctuated: ["week. There"],
  },
  {
    via: "write",
    say: "the store is closed on sundays on monday it opens at 8",
    keep: ["Monday"],
    punctuated: ["Sundays. On Monday"],
  },
  {
    via: "reply",
    context: "Can we do the call this week?",
    say: "i was in istanbul the whole last week now i am back in the office",
    keep: ["Istanbul"],
    punctuated: ["week. Now I"],
  },
  {
    via: "write",
    say: "the bus stops in front of the school at the corner there is a bakery",
    keep: [],
    punctuated: ["school. At the corner"],
  },
  {
    via: "write",
    say: "since monday the lift is not working every day i carry the shopping to the 6th floor",
    keep: ["Monday"],
    punctuated: ["working. Every day"],
  },
  {
    via: "voice",
    say: "we were at the beach all day in the evening we went to a small restaurant",
    keep: [],
    punctuated: ["day. In the evening"],
  },
  {
    via: "write",
    say: "we lived in lagos for five years now we live in accra",
    keep: ["Lagos", "Accra"],
    punctuated: ["years. Now we"],
  },
  {
    via: "reply",
    context: "Is the team available on Friday?",
    say: "on friday we have the inventory on saturday we are all free",
    keep: ["Friday", "Saturday"],
    punctuated: ["inventory. On Saturday"],
  },
  {
    via: "write",
    say: "last month we sold 300 units this month is slower",
    keep: ["300"],
    punctuated: ["units. This month"],
  },
  {
    via: "comment",
    context: "Best place to eat near the Galata Bridge?",
    say: "we ate in a small place near the bridge upstairs they have a terrace with a view",
    keep: [],
    punctuated: ["bridge. Upstairs they"],
  },
  {
    via: "write",
    say: "before i was working in a bank now i teach math in a school",
    keep: [],
    punctuated: ["bank. Now I"],
  },
  {
    via: "write",
    say: "the meeting was very long at the end nobody remembered the first topic",
    keep: [],
    punctuated: ["long. At the end"],
  },
  {
    via: "write",
    say: "tomorrow morning i am at the dentist in the afternoon i come to the office",
    keep: [],
    punctuated: ["dentist. In the afternoon"],
  },
  {
    via: "chat",
    say: "i grew up in a small village here in the city everything is too fast for me",
    keep: [],
    punctuated: ["village. Here in the city"],
  },
  {
    via: "write",
    say: "in two weeks we move to the new office until then please use the old address",
    keep: [],
    punctuated: ["office. Until then"],
  },
  {
    via: "write",
    say: "we finish at 5 30 after work we go for a drink",
    keep: ["5:30"],
    punctuated: ["5:30. After work"],
  },
  {
    via: "write",
    say: "i left the car keys at my sister's house she brings them tonight",
    keep: [],
    punctuated: ["house. She brings"],
  },
  {
    via: "reply",
    context: "Did the new furniture arrive?",
    say: "the desks came on monday the chairs are still in the warehouse in hamburg",
    keep: ["Monday", "Hamburg"],
    punctuated: ["Monday. The chairs"],
  },
  {
    via: "write",
    say: "i am living here since 2018 before i lived in porto",
    keep: ["2018", "Porto"],
    punctuated: ["2018. Before"],
  },
];
