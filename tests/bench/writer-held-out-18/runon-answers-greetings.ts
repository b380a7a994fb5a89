/**
 * Answers (yes, no, sure, of course), greetings, thanks and sign-offs said
 * straight on into the clauses around them, with dates, times and amounts.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  {
    via: "write",
    say: "hello david the parcel arrived this morning thank you",
    keep: ["David"],
    punctuated: ["Hello David,", "morning. Thank you"],
  },
  {
    via: "write",
    say: "yes the report is ready i send it in 5 minutes",
    keep: ["5"],
    punctuated: ["ready. I"],
  },
  {
    via: "reply",
    context: "Hi,\n\nCan you join the planning call on Friday?\n\nTom",
    say: "sure i can join on friday what is the link",
    keep: [],
    punctuated: ["Friday. What is the link?"],
  },
  {
    via: "write",
    say: "no we did not receive the goods the truck never came",
    keep: [],
    punctuated: ["goods. The truck"],
  },
  {
    via: "chat",
    say: "thank you so much for the flowers my mother loved them she put them in the kitchen",
    keep: [],
    punctuated: ["them. She put"],
  },
  {
    via: "write",
    say: "good morning team today the canteen is closed please bring your own lunch",
    keep: [],
    punctuated: ["closed. Please bring"],
  },
  {
    via: "write",
    say: "dear mr kowalski thank you for your letter we will answer in 2 weeks",
    keep: ["Kowalski"],
    punctuated: ["Kowalski,", "letter. We will answer"],
  },
  {
    via: "reply",
    context: "Hi,\n\nDid you have a chance to look at our proposal? Did you like it?\n\nAna",
    say: "yes very much we want to start in september",
    keep: ["September"],
    punctuated: ["much. We want"],
  },
  {
    via: "write",
    say: "ok i understood the new rules thank you for explaining",
    keep: [],
    punctuated: ["rules. Thank you"],
  },
  {
    via: "comment",
    context: "Our new guide to remote onboarding is out, free to download.",
    say: "thank you for sharing this i will send it to my colleagues in lisbon they need it",
    keep: ["Lisbon"],
    punctuated: ["Lisbon. They need"],
  },
  {
    via: "write",
    say: "hi carmen the plumber comes on tuesday between 8 and 10 thanks",
    keep: ["Carmen", "Tuesday"],
    punctuated: ["Hi Carmen,", ". Thanks"],
  },
  {
    via: "reply",
    context: "Hello,\n\nIs the room you advertised still available from March?\n\nJakub",
    say: "no it is not available anymore we rented it last week",
    keep: [],
    punctuated: ["anymore. We rented"],
  },
  {
    via: "write",
    say: "hello everyone welcome to the new office the coffee machine is in the kitchen",
    keep: [],
    punctuated: ["office. The coffee machine"],
  },
  {
    via: "write",
    say: "sure no problem i will bring the documents on monday morning",
    keep: ["Monday"],
    punctuated: ["problem. I will bring"],
  },
  {
    via: "chat",
    say: "good news the bank approved the loan we can buy the house",
    keep: [],
    punctuated: ["loan. We can buy"],
  },
  {
    via: "write",
    say: "hi paula i am agree with your proposal see you thursday",
    keep: ["Paula", "Thursday"],
    punctuated: ["Hi Paula,", "proposal. See you"],
  },
  {
    via: "reply",
    context: "Good afternoon,\n\nCould you send me your current price list?\n\nMehmet",
    say: "of course the price list is attached the prices are valid until 31 march",
    keep: ["31", "March"],
    punctuated: ["attached. The prices"],
  },
  {
    via: "write",
    say: "thanks a lot for the quick answer we will order 200 pieces the delivery address is the same",
    keep: ["200"],
    punctuated: ["pieces. The delivery address"],
  },
  {
    via: "write",
    say: "no problem at all we can wait until next month",
    keep: [],
    punctuated: ["all. We can wait"],
  },
  {
    via: "write",
    say: "of course you can come with your wife the house is big enough",
    keep: [],
    punctuated: ["wife. The house"],
  },
  {
    via: "write",
    say: "good evening mrs silva your order is ready for pick up at the counter",
    keep: ["Silva"],
    punctuated: ["Silva,"],
  },
  {
    via: "reply",
    context: "Hi,\n\nThank you again for your help with the move last week!\n\nLin",
    say: "you are welcome it was a pleasure let me know if you need more help",
    keep: [],
    punctuated: ["pleasure. Let me know"],
  },
  {
    via: "write",
    say: "hi team quick update the server is back online thanks for your patience",
    keep: [],
    punctuated: ["Hi team,", "online. Thanks for your patience"],
  },
  {
    via: "comment",
    context: "Most meetings could be an email. Change my mind.",
    say: "i agree 100 percent we had the same experience last year it was a hard time",
    keep: ["100"],
    punctuated: ["year. It was a hard"],
  },
  {
    via: "write",
    say: "hello mr tanaka thank you for the visit the samples will arrive on the 5th of may",
    keep: ["Tanaka", "May"],
    punctuated: ["Tanaka,", "visit. The samples"],
  },
];
