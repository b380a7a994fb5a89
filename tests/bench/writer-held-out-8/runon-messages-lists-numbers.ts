/**
 * Run-on dictations where the break falls inside a request's message, after
 * a list, after a number or a date, or after an object phrase.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_MESSAGES_LISTS_NUMBERS: WriterCase[] = [
  // Inside a request's message.
  {
    via: "chat",
    say: "tell Kwame that the van is fixed the keys are at the front desk",
    keep: [],
    says: "front desk",
    punctuated: ["fixed. The keys"],
  },
  {
    via: "voice",
    say: "let Fatima know the class is cancelled tomorrow the books are ready on Friday",
    keep: ["Friday"],
    says: "cancelled",
    punctuated: ["tomorrow. The books"],
  },
  {
    via: "chat",
    say: "ask Diego if the room is still free we need it for two hours",
    keep: [],
    says: "room",
    punctuated: ["free? We"],
  },
  {
    via: "chat",
    say: "please inform the team that tomorrow is a holiday the office reopens on Thursday",
    keep: ["Thursday"],
    says: "holiday",
    punctuated: ["holiday. The office"],
  },
  {
    via: "chat",
    say: "tell my landlord the gate is broken since Sunday somebody should come and repair it",
    keep: ["Sunday"],
    says: "gate",
    punctuated: ["Sunday. Somebody"],
  },
  {
    via: "voice",
    say: "tell the kids dinner is ready wash your hands first",
    keep: [],
    says: "dinner is ready",
    punctuated: ["ready. Wash"],
  },
  {
    via: "chat",
    say: "write to Lukas that the parts arrived the invoice follows next week",
    keep: [],
    says: "parts",
    punctuated: ["arrived. The invoice"],
  },
  {
    via: "chat",
    say: "tell Min-jun the rehearsal starts at 6 the hall is on the second floor",
    keep: ["6"],
    says: "rehearsal",
    punctuated: ["6. The hall"],
  },
  {
    via: "chat",
    say: "send a message to Lucía saying the flat is free from June the rent stays the same",
    keep: ["June"],
    says: "flat",
    punctuated: ["June. The rent"],
  },
  // After a list.
  {
    via: "write",
    say: "we need rice onions and two tins of tomatoes the shop closes at eight",
    keep: [],
    punctuated: ["tomatoes. The shop"],
  },
  {
    via: "write",
    say: "bring your passport a photo and the signed form the office is on the second floor",
    keep: [],
    punctuated: ["form. The office"],
  },
  {
    via: "chat",
    say: "the kit has a helmet gloves and knee pads the bike is not included",
    keep: [],
    punctuated: ["pads. The bike"],
  },
  {
    via: "write",
    say: "i speak Polish English and some German i can start in May",
    keep: ["May"],
    punctuated: ["German. I can"],
  },
  {
    via: "voice",
    say: "we visited Lisbon Porto and Braga the food was amazing everywhere",
    keep: ["Lisbon", "Porto", "Braga"],
    punctuated: ["Braga. The food"],
  },
  {
    via: "write",
    say: "the package contains a charger a cable and the manual the box was damaged",
    keep: [],
    punctuated: ["manual. The box"],
  },
  // After a number or a date.
  {
    via: "write",
    say: "the rent is $950 from March 1 the deposit stays the same",
    keep: ["$950", "March 1"],
    punctuated: ["March 1. The deposit"],
  },
  {
    via: "write",
    say: "my flight number is LH 1422 it lands at 16:05",
    keep: ["LH 1422", "16:05"],
    punctuated: ["1422. It"],
  },
  {
    via: "chat",
    say: "the workshop is on 12 May registration closes a week before",
    keep: ["12 May"],
    punctuated: ["12 May. Registration"],
  },
  {
    via: "write",
    say: "the total comes to 18,500 rupees we will pay in two instalments",
    keep: ["18,500"],
    punctuated: ["rupees. We"],
  },
  {
    via: "voice",
    say: "the game starts at 7:30 the doors open an hour earlier",
    keep: ["7:30"],
    punctuated: ["7:30. The doors"],
  },
  {
    via: "write",
    say: "my appointment is on 14 November at 9:15 i will bring the x-ray",
    keep: ["14 November", "9:15"],
    punctuated: ["9:15. I will"],
  },
  // After an object phrase.
  {
    via: "write",
    say: "i returned the blue jacket the store gave me a voucher",
    keep: [],
    punctuated: ["jacket. The store"],
  },
  {
    via: "chat",
    say: "we painted the children's bedroom the smell is almost gone",
    keep: [],
    punctuated: ["bedroom. The smell"],
  },
  {
    via: "write",
    say: "i found your keys under the sofa cushion they were there all along",
    keep: [],
    punctuated: ["cushion. They"],
  },
  {
    via: "write",
    say: "we ordered two hundred chairs for the hall half of them are broken",
    keep: [],
    punctuated: ["hall. Half"],
  },
  {
    via: "voice",
    say: "i cooked a big pot of minestrone everyone can take some home",
    keep: [],
    punctuated: ["minestrone. Everyone"],
  },
  {
    via: "write",
    say: "i uploaded the wrong invoice last night please delete it",
    keep: [],
    punctuated: ["night. Please"],
    site: "billing.example.com",
  },
];
