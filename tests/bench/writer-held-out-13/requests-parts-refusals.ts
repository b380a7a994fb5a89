/** Requests of two and three parts, and refusals, polite and curt. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS_PARTS_REFUSALS: WriterCase[] = [
  {
    via: "reply",
    say: "decline politely i am on holiday that week",
    context:
      "Hi, would you be free to give a short talk at our meetup on 9 June? It would be great to have you. Kasia",
    keep: [],
    says: "holiday",
  },
  {
    via: "reply",
    say: "accept and say monday works for me",
    context:
      "Dear colleague, could we meet next week to go over the budget? Monday or Tuesday would suit me. Olga",
    keep: ["Monday"],
    says: "works for me",
  },
  {
    via: "voice",
    say: "reply to Chen saying thanks for the samples and ask if the price includes shipping",
    keep: [],
    says: "shipping",
  },
  {
    via: "chat",
    say: "tell the team the office is closed on friday and remind them to take their laptops home",
    keep: ["Friday"],
    says: "laptops",
  },
  {
    via: "reply",
    say: "say no thanks we already have a supplier",
    context:
      "Good afternoon, we are a packaging company from Izmir and would love to send you our catalogue and prices. Regards, Burak",
    keep: [],
    says: "supplier",
  },
  {
    via: "comment",
    say: "congratulate her on the new role and wish her luck in Berlin",
    context:
      "After six great years in Madrid, I am excited to share that I am starting a new role as head of design in Berlin next month!",
    keep: ["Berlin"],
    says: "new role",
  },
  {
    via: "chat",
    tone: "formal",
    say: "tell the client that the delivery will be two days late and apologise for the delay",
    keep: [],
    says: "late",
  },
  {
    via: "reply",
    say: "thank him for the quick answer and tell him we will pay next week",
    context:
      "Hi, the total for the repairs is 1,480 euros, payable by bank transfer. Regards, Marek",
    keep: [],
    says: "next week",
  },
  {
    via: "write",
    say: "reply that we do not take returns after 30 days but we can offer a repair",
    keep: ["30"],
    says: "repair",
  },
  {
    via: "chat",
    say: "ask the school whether the trip on may 4 is still on and if we need to pay for the bus",
    keep: ["May 4"],
    says: "trip",
  },
  {
    via: "reply",
    say: "turn it down politely and suggest my colleague Ines instead",
    context:
      "Dear Dr Santos, we would like to invite you to speak on our panel about rural health on 12 October. Warm regards, the organising committee",
    keep: ["Ines"],
    says: "colleague",
  },
  {
    via: "chat",
    say: "tell Ravi no we are not renewing the contract this year",
    keep: [],
    says: "contract",
  },
  {
    via: "chat",
    say: "write to Agnieszka thank her for the flowers say the party was great and ask when she is free next month",
    keep: [],
    says: "flowers",
  },
  {
    via: "comment",
    say: "say count me in and ask what time we meet",
    context:
      "We are cleaning up the river path this Saturday. Bring gloves if you have them, we will provide bags and coffee!",
    keep: [],
    says: "count me in",
  },
  {
    via: "chat",
    say: "write an apology to the customer we shipped the wrong size and the right one goes out today",
    keep: [],
    says: "size",
  },
  {
    via: "chat",
    say: "politely refuse the invitation to the gala because we have a family event that night",
    keep: [],
    says: "family",
  },
  {
    via: "voice",
    say: "send a message to Nour saying i arrived safely and will call her tonight",
    keep: [],
    says: "safely",
  },
  {
    via: "write",
    tone: "friendly",
    say: "ask Hiroshi if he can cover my shift on sunday and offer him my saturday in return",
    keep: ["Sunday"],
    says: "shift",
  },
  {
    via: "reply",
    say: "just say we got it thanks",
    context:
      "Hello, please find attached the signed lease for the flat on Rua Augusta. Best, Beatriz Costa",
    keep: [],
    says: "got it",
  },
];
