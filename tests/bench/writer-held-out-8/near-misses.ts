/**
 * Near misses: dictations that look run on but hold a join no editor would
 * break (a reported clause, a relative clause without "that", an object
 * clause). Their `punctuated` names the joined piece with no mark inside it,
 * so a wrong break is a miss. The last ones run on too, and name the break
 * together with the join before it.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NEAR_MISSES: WriterCase[] = [
  {
    via: "write",
    say: "i hope the weather stays dry for the wedding",
    keep: [],
    punctuated: ["hope the weather stays dry for the wedding"],
  },
  {
    via: "chat",
    say: "the woman who sold us the house left a cake on the table",
    keep: [],
    punctuated: ["woman who sold us the house left a cake on the table"],
  },
  {
    via: "write",
    say: "she told me the bus stops running at midnight",
    keep: [],
    punctuated: ["told me the bus stops running at midnight"],
  },
  {
    via: "write",
    say: "we know the system is slow on Mondays",
    keep: [],
    punctuated: ["know the system is slow on Mondays"],
  },
  {
    via: "voice",
    say: "the package you ordered last week finally arrived",
    keep: [],
    punctuated: ["package you ordered last week finally arrived"],
  },
  {
    via: "write",
    say: "i feel the new timetable suits everyone",
    keep: [],
    punctuated: ["feel the new timetable suits everyone"],
  },
  {
    via: "write",
    say: "the reason we left early was the noise",
    keep: [],
    punctuated: ["reason we left early was the noise"],
  },
  {
    via: "write",
    say: "make sure the door is locked when you leave",
    keep: [],
    punctuated: ["sure the door is locked when you leave"],
  },
  {
    via: "write",
    say: "the teacher said the exam will be easier this year",
    keep: [],
    punctuated: ["teacher said the exam will be easier this year"],
  },
  {
    via: "write",
    say: "the pipe the plumber replaced is leaking again",
    keep: [],
    punctuated: ["pipe the plumber replaced is leaking again"],
  },
  {
    via: "write",
    say: "everything we bought at the market was fresh",
    keep: [],
    punctuated: ["we bought at the market was fresh"],
  },
  {
    via: "voice",
    say: "the people next door have a dog that barks all night",
    keep: [],
    punctuated: ["people next door have a dog that barks all night"],
  },
  {
    via: "write",
    say: "i think the client wants a cheaper option",
    keep: [],
    punctuated: ["think the client wants a cheaper option"],
  },
  {
    via: "write",
    say: "the nurse who checked my blood pressure was very kind",
    keep: [],
    punctuated: ["nurse who checked my blood pressure was very kind"],
  },
  {
    via: "write",
    say: "please check the file i sent you this morning",
    keep: [],
    punctuated: ["check the file I sent you this morning"],
  },
  {
    via: "write",
    say: "we were sure the museum opens on Sundays",
    keep: [],
    punctuated: ["sure the museum opens on Sundays"],
  },
  {
    via: "chat",
    say: "the car my uncle lent us broke down on the motorway",
    keep: [],
    punctuated: ["car my uncle lent us broke down on the motorway"],
  },
  {
    via: "write",
    say: "the documents the bank asked for are in the blue folder",
    keep: [],
    punctuated: ["documents the bank asked for are in the blue folder"],
  },
  {
    via: "write",
    say: "nobody noticed the alarm was off",
    keep: [],
    punctuated: ["noticed the alarm was off"],
  },
  {
    via: "chat",
    say: "my landlord says the water bill is included in the rent",
    keep: [],
    punctuated: ["landlord says the water bill is included in the rent"],
  },
  // A join and then a break.
  {
    via: "write",
    say: "the man who fixed our boiler called he can come back on Friday",
    keep: ["Friday"],
    punctuated: ["man who fixed our boiler called. He"],
  },
  {
    via: "chat",
    say: "i think the hotel is too expensive we should look for a flat",
    keep: [],
    punctuated: ["think the hotel is too expensive. We"],
  },
  {
    via: "write",
    say: "the parcel you sent arrived damaged the glass inside is broken",
    keep: [],
    punctuated: ["parcel you sent arrived damaged. The glass"],
  },
  {
    via: "voice",
    say: "my manager said the budget is approved we can hire two people",
    keep: [],
    punctuated: ["said the budget is approved. We"],
  },
  {
    via: "write",
    say: "the laptop i bought last month keeps overheating can you replace it",
    keep: [],
    punctuated: ["laptop I bought last month keeps overheating. Can"],
    site: "support.example.com",
  },
];
