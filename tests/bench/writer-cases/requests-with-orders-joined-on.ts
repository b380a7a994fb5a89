/**
 * Requests of two or three parts whose later part is an order about the
 * recipient or the person, joined on with "and also", "then", "but", "plus"
 * or "and let him know": every part carried out, none left as an order.
 */
import { INVITE, MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const REQUESTS_WITH_ORDERS_JOINED_ON: WriterCase[] = [
  {
    via: "chat",
    say: "write to Elena that the order shipped today and also remind her to check the tracking number",
    keep: ["Elena"],
    says: "tracking number",
  },
  {
    via: "voice",
    say: "email Rahul that the build passed then ask him to deploy it tonight",
    keep: ["Rahul"],
    says: "deploy it tonight",
  },
  {
    via: "reply",
    say: "say no to the meeting but thank them for thinking of me",
    context: MARCUS,
    keep: [],
    says: "thinking of me",
  },
  {
    via: "chat",
    say: "message the landlord that the heater is broken plus tell him it's the second time this month",
    keep: [],
    says: "second time this month",
  },
  {
    via: "voice",
    say: "tell Wei the package arrived and let him know the box was damaged",
    keep: ["Wei"],
    says: "box was damaged",
  },
  {
    via: "chat",
    say: "reply to Fatima that I can't come on Saturday but thank her for the invitation",
    keep: ["Fatima", "Saturday"],
    says: "for the invitation",
  },
  {
    via: "chat",
    say: "write to the team that the release moved to Monday and remind them to update the tickets",
    keep: ["Monday"],
    says: "update the tickets",
  },
  {
    via: "voice",
    say: "send a message to Jana that dinner is at home and ask her to bring the wine",
    keep: ["Jana"],
    says: "bring the wine",
  },
  {
    via: "reply",
    say: "accept the invitation and ask them if I can bring a colleague",
    context: INVITE,
    keep: [],
    says: "bring a colleague",
  },
  {
    via: "chat",
    say: "tell Diego the car is ready and also ask him to pick it up before the weekend",
    keep: ["Diego"],
    says: "pick it up before the weekend",
  },
  {
    via: "chat",
    say: "write to Mrs. Tanaka that her order is delayed, apologize and offer her a discount",
    keep: ["Tanaka"],
    says: "discount",
  },
  {
    via: "voice",
    say: "email Pierre that the contract is signed then thank him for his patience",
    keep: ["Pierre"],
    says: "patience",
  },
  {
    via: "chat",
    say: "reply to Amira saying yes I'll join the call and let her know I might be a bit late",
    keep: ["Amira"],
    says: "a bit late",
  },
  {
    via: "reply",
    say: "decline politely but wish them luck with the launch",
    context: INVITE,
    keep: [],
    says: "luck with the launch",
  },
  {
    via: "chat",
    say: "message Kasia that the keys are under the mat plus remind her to lock the back door",
    keep: ["Kasia"],
    says: "lock the back door",
  },
  {
    via: "voice",
    say: "write to Arjun that his documents arrived and ask him to come sign them on Tuesday",
    keep: ["Arjun", "Tuesday"],
    says: "sign them on Tuesday",
  },
  {
    via: "chat",
    say: "tell my boss I'm sick today and also tell him I'll finish the report tomorrow",
    keep: [],
    says: "finish the report tomorrow",
  },
  {
    via: "chat",
    say: "write to Lucas that we loved the dinner and invite him to our place next month",
    keep: ["Lucas"],
    says: "next month",
  },
  {
    via: "voice",
    say: "reply to Yuki that the photos are beautiful, thank her for sending them and ask her for the one by the lake",
    keep: ["Yuki"],
    says: "by the lake",
  },
  {
    via: "chat",
    say: "email the school that Omar will be absent on Friday and ask them to send his homework",
    keep: ["Omar", "Friday"],
    says: "homework",
  },
  {
    via: "chat",
    say: "write Sophie that I got the job and tell her we should celebrate",
    keep: ["Sophie"],
    says: "celebrate",
  },
  {
    via: "reply",
    say: "confirm the invoice was paid but remind them we need a receipt",
    context: TOMASZ,
    keep: [],
    says: "receipt",
  },
  {
    via: "chat",
    say: "write to Mei that the shipment left, and also let her know it arrives Monday",
    keep: ["Mei", "Monday"],
    says: "arrives Monday",
    punctuated: ["The shipment left. It arrives Monday."],
  },
  {
    via: "chat",
    say: "message the team that the office is closed tomorrow, remind them to work from home and wish them a good weekend",
    keep: [],
    says: "a good weekend",
    punctuated: ["to work from home. I wish you a good weekend."],
  },
  {
    via: "voice",
    say: "let Tomás know the car is ready and remind him the garage closes at six",
    keep: ["Tomás"],
    says: "that the garage closes at six",
  },
  {
    via: "chat",
    say: "email the landlord that the rent is paid then remind him the sink still leaks",
    keep: [],
    says: "that the sink still leaks",
  },
  {
    via: "chat",
    say: "message Sara that the train is late and ask her to wait for me and tell her I'm sorry",
    keep: ["Sara"],
    says: "wait for me",
  },
  {
    // "to" before a numbered place is no verb the part after shares.
    via: "chat",
    say: "write to Julia that the class moved to room 12 and add my number 0151 2233 445",
    keep: ["Julia", "0151 2233 445"],
    says: "The class moved to room 12.",
  },
];
