/**
 * Near misses: speech that looks like two statements run together but is one
 * (a verb taking a clause without "that", a describing clause without
 * "that" or with "who", "so … that", a verb with two objects, a noun used as
 * a modifier, a name with its surname). Each piece is the joined stretch,
 * which must come through with no mark inside.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NEAR_MISSES: WriterCase[] = [
  {
    via: "write",
    say: "we proved the method works in small clinics too",
    keep: [],
    punctuated: ["proved the method works in small clinics"],
  },
  {
    via: "reply",
    context: "What do you think of the quote from the movers? Tim",
    say: "i think the price is fair for this area",
    keep: [],
    punctuated: ["think the price is fair for this area"],
  },
  {
    via: "write",
    say: "she said the train was late again",
    keep: [],
    punctuated: ["said the train was late again"],
  },
  {
    via: "comment",
    context: "Finally sharing the pictures from our wedding in Porto!",
    say: "the photos you took at the wedding are lovely",
    keep: [],
    punctuated: ["photos you took at the wedding are lovely"],
  },
  {
    via: "write",
    say: "the man who fixed our roof called again",
    keep: [],
    punctuated: ["man who fixed our roof called again"],
  },
  {
    via: "chat",
    say: "the book i lent you belongs to my sister",
    keep: [],
    punctuated: ["book I lent you belongs to my sister"],
  },
  {
    via: "write",
    say: "we were so tired that we slept the whole train ride",
    keep: [],
    punctuated: ["so tired that we slept"],
  },
  {
    via: "write",
    say: "i gave the driver the wrong address",
    keep: [],
    punctuated: ["gave the driver the wrong address"],
  },
  {
    via: "write",
    say: "maria gonzalez starts on monday",
    keep: ["Maria Gonzalez", "Monday"],
    punctuated: ["Maria Gonzalez starts on Monday"],
  },
  {
    via: "write",
    say: "the office party is on friday",
    keep: ["Friday"],
    punctuated: ["office party is on Friday"],
  },
  {
    via: "chat",
    say: "i hope the weather stays dry for the wedding",
    keep: [],
    punctuated: ["hope the weather stays dry for the wedding"],
  },
  {
    via: "reply",
    context: "Did the supplier confirm the shipment? Best, Ali",
    say: "they told me the boxes leave the warehouse today",
    keep: [],
    punctuated: ["told me the boxes leave the warehouse today"],
  },
  {
    via: "write",
    say: "the car we rented had no air conditioning",
    keep: [],
    punctuated: ["car we rented had no air conditioning"],
  },
  {
    via: "write",
    say: "the client we met last week wants a second offer",
    keep: [],
    punctuated: ["client we met last week wants a second offer"],
  },
  {
    via: "voice",
    say: "i know the manager is busy this week",
    keep: [],
    punctuated: ["know the manager is busy this week"],
  },
  {
    via: "write",
    say: "we noticed the door was open when we came back",
    keep: [],
    punctuated: ["noticed the door was open when we came back"],
  },
  {
    via: "write",
    say: "the price list we got in january is out of date",
    keep: ["January"],
    punctuated: ["price list we got in January is out of date"],
  },
  {
    via: "write",
    say: "send the client the new contract today",
    keep: [],
    punctuated: ["client the new contract today"],
  },
  {
    via: "chat",
    say: "the people who live upstairs are very noisy",
    keep: [],
    punctuated: ["people who live upstairs are very noisy"],
  },
  {
    via: "write",
    say: "it was so cold that the pipes froze",
    keep: [],
    punctuated: ["so cold that the pipes froze"],
  },
  {
    via: "voice",
    say: "i guess the shop is closed already",
    keep: [],
    punctuated: ["guess the shop is closed already"],
  },
  {
    via: "write",
    say: "the coffee machine in the kitchen is brand new",
    keep: [],
    punctuated: ["coffee machine in the kitchen is brand new"],
  },
  {
    via: "write",
    say: "the sales team meeting moved to room 6",
    keep: ["6"],
    punctuated: ["sales team meeting moved to room 6"],
  },
  {
    via: "reply",
    context: "Any update on the spare parts for the machine? Regards, Goran",
    say: "they promised the parts would arrive this week",
    keep: [],
    punctuated: ["promised the parts would arrive this week"],
  },
  {
    via: "write",
    say: "anna lopez from the bank called this morning",
    keep: ["Anna Lopez"],
    punctuated: ["Anna Lopez from the bank called this morning"],
  },
  {
    via: "chat",
    say: "the laptop my company gave me is very slow",
    keep: [],
    punctuated: ["laptop my company gave me is very slow"],
  },
  {
    via: "write",
    say: "we found the problem was a loose cable",
    keep: [],
    punctuated: ["found the problem was a loose cable"],
  },
  {
    via: "comment",
    context: "Our new office in Gdansk opened today. Come and visit!",
    say: "the view you have from the new office is amazing",
    keep: [],
    punctuated: ["view you have from the new office is amazing"],
  },
  {
    via: "write",
    say: "the kids were so excited that nobody slept",
    keep: [],
    punctuated: ["so excited that nobody slept"],
  },
  {
    via: "write",
    say: "he showed the visitors the new lab",
    keep: [],
    punctuated: ["showed the visitors the new lab"],
  },
  {
    via: "write",
    say: "the school bus driver is on strike tomorrow",
    keep: [],
    punctuated: ["school bus driver is on strike tomorrow"],
  },
  {
    via: "reply",
    context: "When do we need to hand in the tender? Thanks, Lucia",
    say: "i believe the deadline is next friday",
    keep: ["Friday"],
    punctuated: ["believe the deadline is next Friday"],
  },
  {
    via: "write",
    say: "the woman who called this morning left her number",
    keep: [],
    punctuated: ["woman who called this morning left her number"],
  },
  {
    via: "write",
    say: "my brother says the new manager is very strict",
    keep: [],
    punctuated: ["says the new manager is very strict"],
  },
];
