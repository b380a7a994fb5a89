/**
 * Requests of one, two and three parts, polite and curt, refusals among them,
 * said in chat, in a voice session, or through the extension's reply, comment
 * and write modes.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "write to Tomás saying the van is fixed and he can collect it on friday",
    keep: ["Tomás", "Friday"],
    says: "fixed",
  },
  {
    via: "reply",
    context:
      "From: Priya Raman\nWe would love you to run a workshop at our design day on 12 March. Are you available?\nPriya",
    say: "decline politely i am at a conference that week",
    keep: ["Priya"],
    says: "conference",
  },
  {
    via: "chat",
    say: "tell Maria that the meeting moved to thursday afternoon",
    keep: ["Maria", "Thursday"],
    says: "afternoon",
  },
  {
    via: "reply",
    context:
      "From: Elif Demir\nI am ready to move in at the start of the month. What else do you need from me?\nElif",
    say: "ask her whether she can send the signed lease by monday",
    keep: ["Monday"],
    says: "lease",
  },
  {
    via: "write",
    say: "write a note saying the lift is out of order until wednesday",
    keep: ["Wednesday"],
    says: "out of order",
  },
  {
    via: "voice",
    say: "send a message to Kofi saying thanks for the lift and that i owe him a coffee",
    keep: ["Kofi"],
    says: "coffee",
  },
  {
    via: "reply",
    context: "From: Dmitri Volkov\nAny news on the shipment? We are planning the week.\nDmitri",
    say: "reply that the shipment left on tuesday ask for his new address and mention that the invoice is attached",
    keep: ["Tuesday"],
    says: "attached",
  },
  {
    via: "comment",
    context:
      "Post by Ngozi Okafor: We have finally opened our new office in Abuja! Thank you to everyone who made it happen.",
    say: "congratulate them on the new office and wish them luck",
    keep: [],
    says: "new office",
  },
  {
    via: "reply",
    context:
      "From: Grace Lim, BrightPrint\nWe would like to offer you our printing services at a special rate for the next year.\nGrace",
    say: "turn it down nicely we already chose another supplier",
    keep: [],
    says: "another supplier",
  },
  { via: "chat", say: "reply to Sven no we cannot do the 5th", keep: ["Sven", "5th"], says: "5th" },
  {
    via: "write",
    say: "remind the team that timesheets are due on friday at noon",
    keep: ["Friday"],
    says: "timesheets",
  },
  {
    via: "reply",
    context:
      "From: Chen Jing\nDoes the price you sent include VAT? And is there a delivery charge?\nChen Jing",
    say: "tell her yes the price includes VAT and delivery is free",
    keep: ["VAT"],
    says: "free",
  },
  {
    via: "voice",
    say: "write a short email to Hiroshi asking if we can move the call to next tuesday",
    keep: ["Hiroshi", "Tuesday"],
    says: "call",
  },
  {
    via: "chat",
    say: "accept the invitation and say we will bring dessert",
    keep: [],
    says: "dessert",
  },
  {
    via: "reply",
    context:
      "From: Funmi Adeyemi\nMy order arrived four days late and I needed it for an event. Very disappointed.\nFunmi",
    say: "apologise for the late delivery and offer her a discount on her next order",
    keep: [],
    says: "discount",
  },
  {
    via: "write",
    say: "draft a message to the landlord saying the boiler is leaking again and asking when someone can come",
    keep: [],
    says: "leaking",
  },
  {
    via: "comment",
    context: "Post by Aylin Kaya: Excited to share that I have been promoted to Head of Product!",
    say: "say congratulations Aylin well deserved",
    keep: ["Aylin"],
    says: "congratulations",
  },
  {
    via: "reply",
    context: "From: Jonas Weber\nWhere can I pick up the keys for the flat?\nJonas",
    say: "let Jonas know the keys are at reception",
    keep: ["Jonas"],
    says: "reception",
  },
  {
    via: "chat",
    say: "ask Fatima if she can cover my class on wednesday morning and thank her",
    keep: ["Fatima", "Wednesday"],
    says: "cover",
  },
  {
    via: "voice",
    say: "message Rosa that dinner is at eight tell her to bring the kids and ask if she needs a lift",
    keep: ["Rosa"],
    says: "kids",
  },
  {
    via: "reply",
    context: "From: Lena Fischer\nShall we do the tasting on Saturday or Sunday?\nLena",
    say: "reply saying saturday does not work for me but sunday is fine",
    keep: ["Saturday", "Sunday"],
    says: "Sunday",
  },
  {
    via: "write",
    say: "write a ticket note saying the customer was charged twice and order 55120 needs a refund",
    keep: ["55120"],
    says: "refund",
  },
  {
    via: "chat",
    say: "reply to Ikechukwu and tell him the generator is back on",
    keep: ["Ikechukwu"],
    says: "generator",
  },
  {
    via: "reply",
    context:
      "From: Mateus Costa\nThe website form is working again. Let me know if you see any other problem.\nMateus",
    say: "thank him for the quick fix and ask him to send the invoice",
    keep: [],
    says: "invoice",
  },
  {
    via: "voice",
    say: "tell my wife i will be home late the meeting is running over",
    keep: [],
    says: "late",
  },
  {
    via: "write",
    say: "say no politely to the extra shift i have my daughter's recital that evening",
    keep: [],
    says: "recital",
  },
  {
    via: "reply",
    context:
      "From: Reservations, Hotel Miramar\nThank you for your booking for 3 nights from 9 May.\nReservations",
    say: "ask them whether the room has wheelchair access",
    keep: [],
    says: "wheelchair",
  },
  {
    via: "chat",
    say: "write to Olena that the translation is done and i will send the invoice tomorrow",
    keep: ["Olena"],
    says: "translation",
  },
  {
    via: "reply",
    context:
      "From: Kim Min-jun\nWe can supply the 200 units you asked about. Please confirm and we will prepare them.\nMin-jun",
    say: "confirm the order ask for the delivery date and remind them that we need a VAT invoice",
    keep: ["VAT"],
    says: "VAT invoice",
  },
  {
    via: "write",
    say: "tell the customer we are sorry their package was damaged and a replacement ships today",
    keep: [],
    says: "replacement",
  },
  {
    via: "chat",
    say: "pls write to Ravi that the demo is cancelled",
    keep: ["Ravi"],
    says: "demo",
  },
];
