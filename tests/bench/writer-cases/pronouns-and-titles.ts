/**
 * Requests whose message speaks of the recipient as "her", "his" or "their",
 * which must become "you" and "your" in the message; titles said as words.
 */
import type { WriterCase } from "./writer-case";

export const PRONOUNS_AND_TITLES: WriterCase[] = [
  { via: "voice", say: "tell Mei I owe her one", keep: ["Mei"], says: "I owe you one" },
  {
    via: "chat",
    say: "remind the team to take their laptops home on Friday",
    keep: ["Friday"],
    says: "take your laptops home",
  },
  {
    via: "chat",
    say: "tell Ben his order shipped and thank him for his patience",
    keep: ["Ben"],
    says: "your order shipped",
  },
  {
    via: "voice",
    say: "ask Sara if her flight landed",
    keep: ["Sara"],
    says: "your flight landed",
  },
  {
    via: "voice",
    say: "tell Omar I will call him tomorrow",
    keep: ["Omar"],
    says: "I will call you tomorrow",
  },
  {
    via: "chat",
    say: "let them know their tickets are ready",
    keep: [],
    says: "your tickets are ready",
  },
  {
    via: "chat",
    say: "write to mister Haddad that the visa is approved",
    keep: ["Mr. Haddad"],
    says: "visa is approved",
  },
  {
    via: "chat",
    say: "tell misses Lopez her car is ready",
    keep: ["Mrs. Lopez"],
    says: "your car is ready",
  },
  {
    via: "chat",
    say: "ask Mr. Braun for sign the contract until Friday",
    keep: ["Mr. Braun", "Friday"],
    says: "sign the contract",
  },
];
