/** Requests of two and three parts, and refusals, polite and curt. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS_PARTS_REFUSALS: WriterCase[] = [
  {
    via: "reply",
    say: "decline politely I'm visiting my parents that weekend",
    context:
      "Dear all, you are invited to our summer party on Friday 14 July at 6 pm. Please let me know if you can come. Best, Helen",
    keep: [],
    says: "parents",
  },
  {
    via: "reply",
    say: "accept the call and ask whether he can send the floor plan before",
    context:
      "Hello, would you be available for a call on Wednesday afternoon to discuss the renovation? Regards, Omar",
    keep: [],
    says: "floor plan",
  },
  {
    via: "chat",
    say: "write to Carlos that the van is ready and ask him to pick it up before six",
    keep: ["Carlos"],
    says: "van",
  },
  {
    via: "chat",
    say: "could you please reply to Amina that we received her application and we will contact her next week",
    keep: ["Amina"],
    says: "application",
  },
  {
    via: "chat",
    say: "write a polite refusal to the gym they want me to renew my membership but I'm moving to Leeds",
    keep: ["Leeds"],
    says: "membership",
  },
  {
    via: "reply",
    say: "turn it down nicely because I'm at a conference in Berlin that day",
    context:
      "Hi, we would love you to give a short talk at our meetup on 5 March. Would you be interested? Cheers, Priya",
    keep: ["Berlin"],
    says: "Berlin",
  },
  {
    via: "chat",
    say: "reply to Ana say the parcel arrived thank her for the quick delivery and ask if she can send the invoice by Friday",
    keep: ["Ana", "Friday"],
    says: "invoice",
  },
  {
    via: "reply",
    say: "confirm and say my husband will be home all morning",
    context:
      "Dear tenant, the annual boiler inspection is booked for Tuesday 9 May between 8 am and 12 pm. Please confirm that someone will be home. Regards, Greenway Lettings",
    keep: [],
    says: "husband",
  },
  {
    via: "reply",
    say: "say yes and that I will book the table",
    context: "Are we still on for lunch tomorrow? Bea",
    keep: [],
    says: "table",
  },
  {
    via: "reply",
    say: "reply sorry for the delay the quote is attached and the price is valid until the end of June",
    context: "Hi, just checking in on the kitchen quote. Any news? Thanks, Mehmet",
    keep: ["June"],
    says: "attached",
  },
  {
    via: "chat",
    say: "say no to Pedro's request for extra days off this month because we are short staffed",
    keep: ["Pedro"],
    says: "staff",
  },
  {
    via: "write",
    say: "tell the tenants the water will be off on Wednesday morning apologise for the trouble and thank them for their patience",
    keep: ["Wednesday"],
    says: "water",
  },
  {
    via: "write",
    say: "decline the Monday meeting because I'm on a training course all day",
    keep: ["Monday"],
    says: "training",
  },
  {
    via: "voice",
    say: "write to Hassan that the delivery is confirmed for Friday morning ask him to keep the loading bay free and mention that the driver will call before arriving",
    keep: ["Hassan", "Friday"],
    says: "loading bay",
  },
  {
    via: "reply",
    say: "reply thanks I will send them by text message today",
    context: "Hi! Could you send me your bank details so I can refund the deposit? Best, Olga",
    keep: [],
    says: "text",
  },
  {
    via: "chat",
    say: "write to the HR department that I want to take my annual leave in August and ask if the dates are free",
    keep: ["August"],
    says: "leave",
  },
  {
    via: "reply",
    say: "refuse the offer politely we already signed with another supplier but thank them for the quick quote",
    context:
      "Dear Ms Alvarez, please find our offer for the office furniture attached. We can deliver within two weeks. Kind regards, Tekna Furniture",
    keep: [],
    says: "supplier",
  },
  {
    via: "comment",
    say: "write a comment thanking her for the article and asking where I can find the full report",
    context:
      "New research: remote teams that meet in person twice a year report 30% higher trust. Full report in the comments.",
    keep: [],
    says: "report",
  },
  {
    via: "chat",
    say: "message Rahul the taxi is booked for 6 am tell him to wait at the main entrance",
    keep: ["Rahul"],
    says: "entrance",
  },
  {
    via: "write",
    say: "write a short note for the babysitter that dinner is in the fridge the kids go to bed at eight and my number is on the board",
    keep: [],
    says: "fridge",
  },
];
