/**
 * Run-on dictations whose second clause opens with a noun phrase ("the new
 * one", "payment", "our picnic"), many with amounts, dates and times, some in
 * a second-language speaker's grammar.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_NOUNS: WriterCase[] = [
  {
    via: "write",
    say: "the printer on the second floor is broken the new one arrives on monday",
    keep: ["Monday"],
    punctuated: ["broken. The new one"],
  },
  {
    via: "write",
    say: "i paid the deposit last week the rest is due on the 30th",
    keep: ["30th"],
    punctuated: ["week. The rest"],
  },
  {
    via: "reply",
    context:
      "Hello,\n\nI saw your ad for the apartment on Green Street. Is it still available, and how much is the rent?\n\nHannah",
    say: "the apartment is still free the rent is 900 euros per month",
    keep: ["900"],
    punctuated: ["free. The rent"],
  },
  {
    via: "write",
    say: "we cannot join the call my daughter has doctor appointment at 4",
    keep: [],
    punctuated: ["call. My daughter"],
  },
  {
    via: "comment",
    context: "We replaced our monthly all-hands with short weekly video updates.",
    say: "nice idea our team did something similar the results were very good",
    keep: [],
    punctuated: ["similar. The results"],
  },
  {
    via: "write",
    say: "the train was 40 minutes late passengers had to wait outside",
    keep: ["40"],
    punctuated: ["late. Passengers"],
  },
  {
    via: "chat",
    say: "the school closes early on friday teachers have a training",
    keep: ["Friday"],
    punctuated: ["Friday. Teachers have"],
  },
  {
    via: "write",
    say: "the contract ends in two weeks a new offer comes next monday",
    keep: ["Monday"],
    punctuated: ["weeks. A new offer"],
  },
  {
    via: "write",
    say: "customer support is closed today all tickets wait until tomorrow",
    keep: [],
    punctuated: ["today. All tickets"],
  },
  {
    via: "reply",
    context: "Hi,\n\nDid the shipment to Rotterdam leave this week?\n\nLuis",
    say: "yes the shipment left on tuesday the tracking number is 7 7 4 0 2 1",
    keep: ["Tuesday"],
    punctuated: ["Tuesday. The tracking number"],
  },
  {
    via: "write",
    say: "my laptop is very slow the battery dies after one hour",
    keep: [],
    punctuated: ["slow. The battery"],
  },
  {
    via: "voice",
    say: "the weather is bad today our picnic moves to sunday",
    keep: ["Sunday"],
    punctuated: ["today. Our picnic"],
  },
  {
    via: "write",
    say: "the invoice from march is still open payment was due 15 days ago",
    keep: ["March", "15"],
    punctuated: ["open. Payment was"],
  },
  {
    via: "write",
    say: "we have meeting with the bank tomorrow the loan is for 50 thousand euros",
    keep: [],
    punctuated: ["tomorrow. The loan"],
  },
  {
    via: "comment",
    context: "A short guide to hiring your first five employees.",
    say: "this article is very useful the part about interviews helped me a lot",
    keep: [],
    punctuated: ["useful. The part"],
  },
  {
    via: "write",
    say: "the heater in room 12 makes strange noise maintenance will come after lunch",
    keep: ["12"],
    punctuated: ["noise. Maintenance"],
  },
  {
    via: "reply",
    context: "Hi,\n\nCould you send me the notes from Thursday's meeting?\n\nThanks,\nFatima",
    say: "the notes are attached the action items are on page 2",
    keep: [],
    punctuated: ["attached. The action items"],
  },
  {
    via: "write",
    say: "the price goes up 15 percent in january our clients must know before",
    keep: ["15", "January"],
    punctuated: ["January. Our clients"],
  },
  {
    via: "chat",
    say: "my neighbour has a new dog the dog barks all night",
    keep: [],
    punctuated: ["dog. The dog barks"],
  },
  {
    via: "write",
    say: "the office moves to the third floor next month each team gets a new room",
    keep: [],
    punctuated: ["month. Each team"],
  },
  {
    via: "write",
    say: "the bus driver did not stop the next bus comes in 30 minutes",
    keep: ["30"],
    punctuated: ["stop. The next bus"],
  },
  {
    via: "write",
    say: "the project have delay the client is not happy about it",
    keep: [],
    punctuated: [". The client is"],
  },
  {
    via: "voice",
    say: "my car is in the garage the mechanic needs two more days",
    keep: [],
    punctuated: ["garage. The mechanic"],
  },
  {
    via: "write",
    say: "the hotel booking is confirmed breakfast is included from 7 to 10",
    keep: [],
    punctuated: ["confirmed. Breakfast"],
  },
  {
    via: "reply",
    context: "Hi,\n\nCan you share the budget for next year before Friday?\n\nWei",
    say: "the budget is not ready yet the numbers from sales come on thursday",
    keep: ["Thursday"],
    punctuated: ["yet. The numbers"],
  },
  {
    via: "comment",
    context: "Photos from our annual customer day in Gdansk.",
    say: "i was at the event yesterday the food was perfect",
    keep: [],
    punctuated: ["yesterday. The food"],
  },
];
