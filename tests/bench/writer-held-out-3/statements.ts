/**
 * Plain statements, typed in chat or said aloud: answered with the same text
 * polished (fillers and self-corrections out, each clause set apart, casing
 * and end marks right), never with a refusal. The kept words show the text
 * came back.
 */
import type { WriterCase } from "../writer-cases";

export const STATEMENTS: WriterCase[] = [
  {
    via: "chat",
    say: "um so the migration finished last night and uh everything looks fine on the dashboards",
    keep: ["migration", "dashboards"],
  },
  {
    via: "chat",
    say: "the demo went well the client wants another call next week",
    keep: ["demo"],
    punctuated: ["well. The client"],
  },
  {
    via: "chat",
    say: "I moved the standup to 9:15 no wait 9:45 because Arjun has a dentist appointment",
    keep: ["9:45", "Arjun"],
  },
  {
    via: "chat",
    say: "we're out of printer paper again someone should order more before Friday",
    keep: ["Friday"],
    punctuated: ["again. Someone"],
  },
  {
    via: "voice",
    say: "so I finished the slides you know the ones for the Berlin pitch and I sent them to Hana",
    keep: ["Berlin", "Hana"],
  },
  {
    via: "chat",
    say: "the the new build fixes the login bug but the export is still broken",
    keep: ["login bug"],
  },
  {
    via: "chat",
    say: "Paulina called she'll be in on Wednesday instead of Tuesday",
    keep: ["Paulina", "Wednesday"],
    punctuated: ["called. She"],
  },
  {
    via: "chat",
    say: "I think we should uh postpone the launch to the second week of April I mean the third week",
    keep: ["third week of April"],
  },
  {
    via: "chat",
    say: "just got back from the conference in lyon, lots of good leads",
    keep: ["Lyon"],
  },
  {
    via: "voice",
    say: "the parcel arrived but the box was damaged and two of the mugs are broken",
    keep: ["mugs"],
  },
  {
    via: "chat",
    say: "okay so the quarterly numbers are in revenue is up and we're still behind on hiring",
    keep: ["revenue"],
    punctuated: ["in. Revenue"],
  },
  {
    via: "chat",
    say: "my flight lands at 6 40 in the evening so I'll come straight to the hotel",
    keep: ["6:40"],
  },
  {
    via: "write",
    say: "hey all quick heads up staging will be down tonight from 22:00 to 23:30 CET for maintenance",
    keep: ["22:00", "23:30", "CET"],
    site: "app.slack.com",
  },
  {
    via: "chat",
    say: "honestly I'm not sure the new pricing page is clearer than the old one",
    keep: ["pricing page"],
  },
  {
    via: "chat",
    say: "the vendor said the parts ship on the 12th er sorry the 15th",
    keep: ["15th"],
  },
  {
    via: "voice",
    say: "long day today I had four meetings back to back and still didn't get to the report",
    keep: ["four meetings"],
  },
  {
    via: "chat",
    say: "the coffee machine on floor 2 is fixed thanks to Youssef",
    keep: ["Youssef", "2"],
  },
  {
    via: "chat",
    say: "we signed Acme today they start onboarding on Monday and Lena is their contact",
    keep: ["Acme", "Monday", "Lena"],
    punctuated: ["today. They"],
  },
  {
    via: "chat",
    say: "I'm working from home tomorrow the heating in the office still isn't working",
    keep: ["heating"],
    punctuated: ["tomorrow. The"],
  },
  {
    via: "chat",
    say: "the workshop is on the 8th actually no it's on the 9th in room B",
    keep: ["9th"],
  },
  {
    via: "chat",
    say: "so yeah I uh I talked to Mateus and he's fine with the new deadline",
    keep: ["Mateus", "deadline"],
  },
  {
    via: "voice",
    say: "the train was cancelled so I'm taking the bus it gets in at 7:50",
    keep: ["7:50"],
    punctuated: ["bus. It"],
  },
];
