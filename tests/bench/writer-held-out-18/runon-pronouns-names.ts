/**
 * Run-on dictations whose second clause opens with a pronoun or a name, many
 * said by second-language speakers, several with times, dates and amounts.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_PRONOUNS_NAMES: WriterCase[] = [
  {
    via: "write",
    say: "i called the clinic yesterday they said the results come on thursday",
    keep: ["Thursday"],
    punctuated: ["yesterday. They said"],
  },
  {
    via: "write",
    say: "yesterday i have sent the invoice to client he did not answer still",
    keep: [],
    punctuated: ["client. He"],
  },
  {
    via: "reply",
    context:
      "Hi,\n\nThe boxes for your order were delivered to your warehouse last night. Could you check that nothing is damaged?\n\nBest,\nPriya",
    say: "we checked the boxes this morning they are all fine",
    keep: [],
    punctuated: ["morning. They are all fine"],
  },
  {
    via: "write",
    say: "my manager is on holiday she comes back on the 14th",
    keep: ["14th"],
    punctuated: ["holiday. She comes back"],
  },
  {
    via: "comment",
    context: "We moved all our planning to weekly one-page plans. Here is the template we use.",
    say: "great post i used this method last year it saved us a lot of time",
    keep: [],
    punctuated: ["year. It saved"],
  },
  {
    via: "chat",
    say: "i talked to pedro he will bring the projector",
    keep: ["Pedro"],
    punctuated: ["Pedro. He will"],
  },
  {
    via: "write",
    say: "he don't know yet we will tell him on monday",
    keep: ["Monday"],
    punctuated: ["yet. We will tell"],
  },
  {
    via: "write",
    say: "the customer wrote again she wants a refund for order 45821",
    keep: ["45821"],
    punctuated: ["again. She wants"],
  },
  {
    via: "voice",
    say: "i am agree with the plan we can start next week",
    keep: [],
    punctuated: ["plan. We can start"],
  },
  {
    via: "reply",
    context:
      "Hello,\n\nWould it be a problem if we moved our call to another day this week?\n\nKenji",
    say: "is no problem for me you can choose the day and the time",
    keep: [],
    punctuated: ["me. You can choose"],
  },
  {
    via: "write",
    say: "maria sent the slides last night i will check them today",
    keep: ["Maria"],
    punctuated: ["night. I will check"],
  },
  {
    via: "write",
    say: "my son is sick today i work from home",
    keep: [],
    punctuated: ["today. I"],
  },
  {
    via: "comment",
    context: "Looking for recommendations: who is the best engineer you have worked with?",
    say: "i worked with daniel for three years he is the best engineer i know",
    keep: ["Daniel"],
    punctuated: ["years. He is the best"],
  },
  {
    via: "write",
    say: "we are waiting your answer we need it before friday",
    keep: ["Friday"],
    punctuated: ["answer. We need it"],
  },
  {
    via: "reply",
    context: "Hi,\n\nWhen can I expect the quarterly report? It was due on Monday.\n\nLucas",
    say: "sorry for the delay i was sick all week you will have it tomorrow morning",
    keep: [],
    punctuated: ["week. You will have it"],
  },
  {
    via: "write",
    say: "the plumber came at 9 he fixed the pipe in 20 minutes",
    keep: ["20"],
    punctuated: [". He fixed the pipe"],
  },
  {
    via: "chat",
    say: "anna and i finished the budget it is 2 thousand euros under the limit",
    keep: ["Anna"],
    punctuated: ["budget. It is"],
  },
  {
    via: "write",
    say: "please to confirm the booking we arrive on the 3rd of june",
    keep: ["June"],
    punctuated: ["booking. We arrive"],
  },
  {
    via: "write",
    say: "tomek is in the warehouse he can sign for the parcel",
    keep: ["Tomek"],
    punctuated: ["warehouse. He can sign"],
  },
  {
    via: "reply",
    context:
      "Hi both,\n\nWe are having a few friends over for dinner on Saturday at 7. Would you like to join us?\n\nSofia",
    say: "thank you sofia we would love to come we can bring dessert",
    keep: [],
    punctuated: ["come. We can bring"],
  },
  {
    via: "write",
    say: "i sent email to supplier they promise delivery in two weeks",
    keep: [],
    punctuated: ["supplier. They"],
  },
  {
    via: "comment",
    context: "Four-day weeks: has anyone actually tried them in a small company?",
    say: "i agree with ahmed we tried the same thing in dubai it worked",
    keep: ["Ahmed", "Dubai"],
    punctuated: ["Ahmed. We tried", "Dubai. It worked"],
  },
  {
    via: "write",
    say: "my flight lands at 6 45 i will take a taxi to the hotel",
    keep: ["6:45"],
    punctuated: ["6:45. I will"],
  },
  {
    via: "voice",
    say: "lina called she is stuck in traffic",
    keep: ["Lina"],
    punctuated: ["called. She is stuck"],
  },
  {
    via: "write",
    say: "we changed the password on tuesday you should log in again",
    keep: ["Tuesday"],
    punctuated: ["Tuesday. You should"],
  },
  {
    via: "reply",
    context:
      "Dear Ms Alvarez,\n\nPlease find our quote for the garden works attached. The total is 450 dollars.\n\nRegards,\nChidi Okafor",
    say: "thank you for your quote we accept the price of 450 dollars we want to start in march",
    keep: ["450", "March"],
    punctuated: [". We want to start"],
  },
  {
    via: "write",
    say: "the technician come yesterday he say the router is old",
    keep: [],
    punctuated: ["yesterday. He"],
  },
  {
    via: "write",
    say: "i will send you until friday i need the signature from my boss first",
    keep: ["Friday"],
    punctuated: ["Friday. I need"],
  },
  {
    via: "chat",
    say: "my sister lives in porto she visits us in august",
    keep: ["Porto", "August"],
    punctuated: ["Porto. She visits"],
  },
  {
    via: "write",
    say: "the meeting was very long we decided nothing",
    keep: [],
    punctuated: ["long. We decided"],
  },
  {
    via: "comment",
    context: "Marco Ricci shared a checklist for onboarding new developers.",
    say: "thanks for sharing this marco i will try it with my team",
    keep: ["Marco"],
    punctuated: ["Marco. I will try"],
  },
  {
    via: "write",
    say: "i was at the dentist at half past two that is why i missed your call",
    keep: [],
    punctuated: [". That is why I missed"],
  },
  {
    via: "reply",
    context:
      "Hello,\n\nMy parcel was supposed to arrive on Tuesday and it still has not come. What is happening?\n\nElena",
    say: "i checked with the courier they lost the parcel we send a new one tomorrow",
    keep: [],
    punctuated: ["courier. They lost", "parcel. We"],
  },
  {
    via: "write",
    say: "rahul is new in the team he starts on 1 april",
    keep: ["Rahul", "April"],
    punctuated: ["team. He starts"],
  },
  {
    via: "write",
    say: "my husband picks up the kids today i have a late meeting",
    keep: [],
    punctuated: ["today. I have a late"],
  },
  {
    via: "voice",
    say: "i lost my card this morning it was in my jacket",
    keep: [],
    punctuated: ["morning. It was"],
  },
  {
    via: "write",
    say: "we spoke with mrs nowak she needs the documents in polish",
    keep: ["Nowak", "Polish"],
    punctuated: ["Nowak. She needs"],
  },
  {
    via: "reply",
    context:
      "Hi,\n\nAre you free for lunch next Tuesday? There is a new place near the office.\n\nJin",
    say: "yes tuesday is good for me i can be there at 12 30",
    keep: ["12:30"],
    punctuated: ["me. I can be there"],
  },
  {
    via: "write",
    say: "she said me the price is too high i think she is right",
    keep: [],
    punctuated: ["high. I think"],
  },
  {
    via: "write",
    say: "jorge and carla will come at 8 they will bring the wine",
    keep: ["Jorge", "Carla"],
    punctuated: [". They will bring"],
  },
];
