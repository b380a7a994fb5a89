/**
 * Run-on dictations at a time or a place: the first statement ends on a time
 * or a place phrase, or the second opens with one ("we met yesterday
 * tomorrow we sign"); the tenses show where the join falls.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_TIME_PLACE: WriterCase[] = [
  {
    via: "write",
    say: "we signed the lease last week next month we move in",
    keep: [],
    punctuated: ["week. Next month"],
  },
  {
    via: "write",
    say: "i left my umbrella at the office my colleague will bring it",
    keep: [],
    punctuated: ["office. My colleague"],
  },
  {
    via: "write",
    say: "the shop was closed this morning in the afternoon it opened again",
    keep: [],
    punctuated: ["morning. In the afternoon"],
  },
  {
    via: "reply",
    context: "Is there any chance you could deliver the sofa next week? Thanks, Beatriz",
    say: "we deliver on thursdays next thursday we have a free slot",
    keep: [],
    punctuated: ["Thursdays. Next Thursday"],
  },
  {
    via: "write",
    say: "the conference is in berlin after the talks there is a dinner for all speakers",
    keep: ["Berlin"],
    punctuated: ["Berlin. After the talks"],
  },
  {
    via: "write",
    say: "we arrived to madrid at night next day we visited the prado museum",
    keep: ["Madrid", "Prado"],
    punctuated: ["at night."],
  },
  {
    via: "chat",
    say: "i worked from home today tomorrow i am back in the office",
    keep: [],
    punctuated: ["today. Tomorrow I"],
  },
  {
    via: "write",
    say: "we met the new director yesterday tomorrow she visits the factory",
    keep: [],
    punctuated: ["yesterday. Tomorrow she"],
  },
  {
    via: "write",
    say: "i finished the course in june in september i start a new job",
    keep: ["June", "September"],
    punctuated: ["June. In September"],
  },
  {
    via: "voice",
    say: "the parcel arrived this morning tonight i will open it with the kids",
    keep: [],
    punctuated: ["morning. Tonight I"],
  },
  {
    via: "chat",
    say: "we lived in lima for 5 years now we live in toronto",
    keep: ["Lima", "Toronto"],
    punctuated: ["years. Now we"],
  },
  {
    via: "comment",
    context: "Where are you all going on holiday this summer? Share your plans!",
    say: "last year we went to greece this year we stay home",
    keep: ["Greece"],
    punctuated: ["Greece. This year"],
  },
  {
    via: "write",
    say: "i left the keys in the car my husband has the spare",
    keep: [],
    punctuated: ["car. My husband"],
  },
  {
    via: "reply",
    context: "Where should I go for the interview on Monday? Regards, Yusuf",
    say: "the interview is at the main office parking is behind the building",
    keep: [],
    punctuated: ["office. Parking is"],
  },
  {
    via: "write",
    say: "my cousin lives in krakow she works at the university",
    keep: ["Krakow"],
    punctuated: ["Krakow. She works"],
  },
  {
    via: "write",
    say: "the hotel in the centre is full in the next town there are cheaper rooms",
    keep: [],
    punctuated: ["full. In the next"],
  },
  {
    via: "chat",
    say: "at home we speak spanish at work i speak english",
    keep: ["Spanish", "English"],
    punctuated: ["Spanish. At work"],
  },
  {
    via: "write",
    say: "i was in warsaw last month next month i go to prague",
    keep: ["Warsaw", "Prague"],
    punctuated: ["month. Next month"],
  },
  {
    via: "reply",
    context: "Are you coming to the workshop on the 12th? Best, Hannah",
    say: "i am travelling until the 10th on the 12th i am free",
    keep: ["10th", "12th"],
    punctuated: ["10th. On the 12th"],
  },
  {
    via: "chat",
    say: "we painted the bedroom on saturday on sunday we cleaned the garage",
    keep: ["Saturday", "Sunday"],
    punctuated: ["Saturday. On Sunday"],
  },
  {
    via: "write",
    say: "i reached the office at 9 since morning the server is down",
    keep: ["9"],
    punctuated: ["at 9. Since"],
  },
  {
    via: "write",
    say: "last week i am in shanghai this week i am in beijing",
    keep: ["Shanghai", "Beijing"],
    punctuated: ["Shanghai. This week"],
  },
  {
    via: "reply",
    context: "Could we have a quick call today? Thanks, Felix",
    say: "in the morning i have meetings in the afternoon i can call you",
    keep: [],
    punctuated: ["meetings. In the afternoon"],
  },
  {
    via: "write",
    say: "i put the contract on your desk yesterday today you can sign it",
    keep: [],
    punctuated: ["yesterday. Today you"],
  },
  {
    via: "write",
    say: "we eat at 7 before that the kids do their homework",
    keep: ["7"],
    punctuated: ["7. Before that"],
  },
  {
    via: "voice",
    say: "the seminar ended at 5 afterwards we went for dinner",
    keep: ["5"],
    punctuated: ["5. Afterwards"],
  },
  {
    via: "write",
    say: "the client is in lisbon this week next week he flies to london",
    keep: ["Lisbon", "London"],
    punctuated: ["week. Next week"],
  },
  {
    via: "comment",
    context: "Our team spent the day volunteering at the city food bank.",
    say: "we did the same last year next time we want to join you",
    keep: [],
    punctuated: ["year. Next time"],
  },
];
