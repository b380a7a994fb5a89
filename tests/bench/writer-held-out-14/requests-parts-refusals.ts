/** Requests of two and three parts, and refusals asked for in the imperative. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS_PARTS_REFUSALS: WriterCase[] = [
  {
    via: "reply",
    context: "Hello, we are interested in a call with your team this week. Regards, Jun",
    say: "accept and say I will join from the Tokyo office",
    keep: ["Tokyo"],
    says: "Tokyo office",
  },
  {
    via: "reply",
    context: "My order 7781 came two weeks late and the box was damaged. Daniel",
    say: "apologise for the delay and offer him a 10% discount on his next order",
    keep: ["10%"],
    says: "discount",
  },
  {
    via: "voice",
    say: "reply to Sofia that I cannot come on Saturday but thank her for the invitation",
    keep: ["Saturday"],
    says: "invitation",
  },
  {
    via: "comment",
    context: "Excited to share that I have been promoted to engineering manager at Brightpath!",
    say: "congratulate her on the promotion and wish her luck in the new role",
    keep: [],
    says: "new role",
  },
  {
    via: "reply",
    context:
      "Hello, the plumber can come on Tuesday or on Wednesday morning. Which suits you? Karim",
    say: "tell him Wednesday morning is better and ask him to send the plumber's number",
    keep: [],
    says: "Wednesday morning",
  },
  {
    via: "reply",
    context: "Thanks for the workshop yesterday, it was really useful. Lina",
    say: "thank her for the feedback, say the slides are attached, and add my phone number 0721 555 309",
    keep: ["0721 555 309"],
    says: "slides are attached",
  },
  {
    via: "voice",
    say: "ask Ana if she wants to join us for lunch on Friday and tell her we are going to the Thai place",
    keep: ["Friday"],
    says: "Thai place",
  },
  {
    via: "comment",
    context: "Here is the recording of my talk on data privacy at the Warsaw meetup.",
    say: "thank him for the talk and ask where we can find the slides",
    keep: [],
    says: "slides",
  },
  {
    via: "reply",
    context: "Would you like to speak at our conference in Wrocław in January? Kasia",
    say: "say no thanks politely, I am fully booked until March",
    keep: ["March"],
    says: "fully booked",
  },
  {
    via: "reply",
    context: "Your room for 2 nights from 9 May is reserved. Hotel Alfama",
    say: "confirm the booking, ask them for a late checkout, and mention we arrive by car",
    keep: [],
    says: "by car",
  },
  {
    via: "chat",
    say: "write to Tariq that the parts arrived and remind him about the invoice",
    keep: [],
    says: "parts arrived",
  },
  {
    via: "reply",
    context: "Could you work the night shift this Sunday? We are short of staff. Oksana",
    say: "refuse nicely, my daughter has her school play that night",
    keep: [],
    says: "school play",
  },
  {
    via: "write",
    say: "tell Mr Haddad that the flat is ready and ask him when he wants the keys",
    keep: ["Haddad"],
    says: "the flat is ready",
  },
  {
    via: "reply",
    context: "Can we move our call from Tuesday to Thursday? Ines",
    say: "yes that is fine, and tell her I will send a new invite",
    keep: [],
    says: "new invite",
  },
];
