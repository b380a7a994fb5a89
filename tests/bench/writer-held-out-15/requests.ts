/** Requests of one part: a message to write, a reply, an answer, a comment. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "write to Joanna saying the samples were sent on Tuesday",
    keep: ["Joanna", "Tuesday"],
    says: "samples were sent",
  },
  {
    via: "chat",
    say: "tell Maria that the van will be there at 8:30",
    keep: ["Maria", "8:30"],
    says: "van",
  },
  {
    via: "voice",
    say: "ask Hiroshi whether he can cover my shift on Saturday",
    keep: ["Hiroshi", "Saturday"],
    says: "cover my shift",
  },
  {
    via: "reply",
    say: "decline politely we are fully booked that weekend",
    context:
      "Hello, I would like to book a double room from 20 to 22 June for two adults. Is it available? Best, Layla",
    keep: [],
    says: "fully booked",
  },
  {
    via: "write",
    say: "write a note saying the lift is out of order until Thursday",
    keep: ["Thursday"],
    says: "out of order",
  },
  {
    via: "chat",
    say: "remind Olu that the rent is due on the 1st",
    keep: ["Olu", "1st"],
    says: "rent",
  },
  {
    via: "voice",
    say: "tell my boss I will be late because of the train strike",
    keep: [],
    says: "strike",
  },
  {
    via: "reply",
    say: "say no thanks",
    context:
      "Hi, I'm Brian from BrightLeads. We help small firms get more clients. Can I book you for a 15-minute demo this week?",
    keep: [],
    says: "thanks",
  },
  {
    via: "write",
    say: "write a message to the tenants asking them to move their bikes out of the hallway by Friday",
    keep: ["Friday"],
    says: "bikes",
  },
  {
    via: "reply",
    say: "turn down the job offer politely I have accepted another position",
    context:
      "Dear Ana, we are pleased to offer you the role of data analyst at Nordwind Logistics. Please confirm by Monday. Kind regards, Sven Holm",
    keep: [],
    says: "another position",
  },
  {
    via: "voice",
    say: "let Farah know the test results are normal",
    keep: ["Farah"],
    says: "results are normal",
  },
  {
    via: "chat",
    say: "ask the school whether Amir can leave early on Wednesday for a dentist appointment",
    keep: ["Amir", "Wednesday"],
    says: "dentist",
  },
  {
    via: "reply",
    say: "reply yes Thursday works for me",
    context: "Hi, does Thursday work for a quick call about the budget? Ola",
    keep: ["Thursday"],
    says: "works",
  },
  {
    via: "write",
    say: "write a complaint to the airline saying my bag arrived broken on flight LH 1348",
    keep: ["LH 1348"],
    says: "broken",
  },
  {
    via: "chat",
    say: "ask Wei whether the lab is open during the holiday",
    keep: ["Wei"],
    says: "lab",
  },
  {
    via: "reply",
    say: "say sorry we do not deliver outside the city",
    context:
      "Hello, can you deliver the washing machine to my village, 40 km from Izmir? Thanks, Gülşen",
    keep: [],
    says: "outside the city",
  },
  {
    via: "comment",
    say: "ask her where she bought that jacket",
    context: "Ready for the first snow in Sapporo! New jacket, old boots. — Yuki",
    keep: [],
    says: "jacket",
  },
  {
    via: "voice",
    say: "tell the team that the server will be down on Saturday night",
    keep: ["Saturday"],
    says: "server",
  },
];
