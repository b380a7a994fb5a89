/** Run-on dictations whose second clause opens with a pronoun or a name. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_PRONOUNS_NAMES: WriterCase[] = [
  {
    via: "chat",
    say: "i checked the boiler this morning it needs a new valve",
    keep: [],
    punctuated: ["morning. It needs"],
  },
  {
    via: "write",
    say: "we moved the meeting to the small room we need a projector",
    keep: [],
    punctuated: ["room. We need"],
  },
  {
    via: "voice",
    say: "my sister arrives on sunday she will stay for two weeks",
    keep: [],
    punctuated: ["Sunday. She will"],
  },
  {
    via: "write",
    say: "the parcel came damaged it was open at the side",
    keep: [],
    punctuated: ["damaged. It was"],
  },
  {
    via: "chat",
    say: "the new interns start monday they need laptops and badges",
    keep: [],
    punctuated: ["Monday. They need"],
  },
  {
    via: "write",
    say: "your order has shipped you will get a tracking number by email",
    keep: [],
    punctuated: ["shipped. You will"],
  },
  {
    via: "reply",
    context:
      "Hi, I attached two options for the new logo. Let me know which one you prefer. Best, Lucía",
    say: "i read your proposal i like the second option more",
    keep: [],
    punctuated: ["proposal. I like"],
  },
  {
    via: "write",
    say: "i am sending the contract today you can sign it electronically",
    keep: [],
    punctuated: ["today. You can"],
  },
  {
    via: "chat",
    say: "i have updated the file we can close the ticket now",
    keep: [],
    punctuated: ["file. We can"],
  },
  {
    via: "write",
    say: "Priya called about the invoice she wants a copy by friday",
    keep: ["Priya"],
    punctuated: ["invoice. She wants"],
  },
  {
    via: "write",
    say: "the shipment left the warehouse Carlos will track it",
    keep: ["Carlos"],
    punctuated: ["warehouse. Carlos will"],
  },
  {
    via: "voice",
    say: "i phoned the garage this morning Piotr will fix the brakes on thursday",
    keep: ["Piotr"],
    punctuated: ["morning. Piotr will"],
  },
  {
    via: "chat",
    say: "Kenji finished the slides Aiko will present them",
    keep: ["Kenji", "Aiko"],
    punctuated: ["slides. Aiko will"],
  },
  {
    via: "write",
    say: "the kids had a great day at school Minh won the drawing prize",
    keep: ["Minh"],
    punctuated: ["school. Minh won"],
  },
  {
    via: "write",
    say: "i am waiting for the visa letter Omar said it is ready",
    keep: ["Omar"],
    punctuated: ["letter. Omar said"],
  },
  {
    via: "chat",
    say: "we tested the new build it crashes on startup",
    keep: [],
    punctuated: ["build. It crashes"],
  },
  {
    via: "write",
    say: "you left your umbrella in my car i will bring it tomorrow",
    keep: [],
    punctuated: ["car. I will"],
  },
  {
    via: "voice",
    say: "the doctor reviewed the scan she says everything looks normal",
    keep: [],
    punctuated: ["scan. She says"],
  },
  {
    via: "chat",
    say: "they cancelled the flight we are stuck in Istanbul tonight",
    keep: ["Istanbul"],
    punctuated: ["flight. We are"],
  },
  {
    via: "write",
    say: "Chen sent the samples yesterday they should arrive by tuesday",
    keep: ["Chen"],
    punctuated: ["yesterday. They should"],
  },
  {
    via: "write",
    say: "the heater is fixed you can use the office again",
    keep: [],
    punctuated: ["fixed. You can"],
  },
  {
    via: "chat",
    say: "Ana finished the translation it is in the shared folder",
    keep: ["Ana"],
    punctuated: ["translation. It is"],
  },
  {
    via: "write",
    say: "i forgot my charger at home can i borrow yours",
    keep: [],
    punctuated: ["home. Can I borrow yours?"],
  },
  {
    via: "voice",
    say: "Sergei fixed the roof he did not charge us for the nails",
    keep: ["Sergei"],
    punctuated: ["roof. He"],
  },
  {
    via: "write",
    say: "Fatima booked the venue we only need the catering now",
    keep: ["Fatima"],
    punctuated: ["venue. We only"],
  },
];
