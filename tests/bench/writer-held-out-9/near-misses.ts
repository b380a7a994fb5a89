/**
 * Near misses: speech that looks run on, but whose joined piece no editor
 * would break (a describing clause, a "that" clause, a verb and its object,
 * a name and its surname); the piece must come through whole.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NEAR_MISSES: WriterCase[] = [
  {
    via: "write",
    say: "the book i was reading is on the kitchen table",
    keep: [],
    punctuated: ["book I was reading is on"],
  },
  {
    via: "chat",
    say: "the man who called yesterday wants a refund",
    keep: [],
    punctuated: ["man who called yesterday wants a refund"],
  },
  {
    via: "write",
    say: "i think he left the keys at the office",
    keep: [],
    punctuated: ["think he left the keys"],
  },
  {
    via: "write",
    say: "she was so tired that she fell asleep on the bus",
    keep: [],
    punctuated: ["so tired that she fell asleep"],
  },
  {
    via: "write",
    say: "i told the client that the price includes delivery",
    keep: [],
    punctuated: ["told the client that the price includes delivery"],
  },
  {
    via: "write",
    say: "please send Maria the photos from the party",
    keep: ["Maria"],
    punctuated: ["send Maria the photos"],
  },
  {
    via: "voice",
    say: "i met Carlos Mendes at the conference in Lisbon",
    keep: ["Carlos Mendes"],
    punctuated: ["met Carlos Mendes at"],
  },
  {
    via: "write",
    say: "he said that the parts arrive on monday",
    keep: [],
    punctuated: ["said that the parts arrive on Monday"],
  },
  {
    via: "write",
    say: "the house we rented last summer is for sale",
    keep: [],
    punctuated: ["house we rented last summer is for sale"],
  },
  {
    via: "write",
    say: "i hope you feel better soon",
    keep: [],
    punctuated: ["hope you feel better soon"],
  },
  {
    via: "write",
    say: "the nurse who looked after my father was very kind",
    keep: [],
    punctuated: ["nurse who looked after my father was very kind"],
  },
  {
    via: "chat",
    say: "we know the bridge is closed until april",
    keep: [],
    punctuated: ["know the bridge is closed until April"],
  },
  {
    via: "write",
    say: "the shop where i bought the phone gave me a refund",
    keep: [],
    punctuated: ["shop where I bought the phone gave me a refund"],
  },
  {
    via: "write",
    say: "my teacher gave us homework for the holidays",
    keep: [],
    punctuated: ["gave us homework for"],
  },
  {
    via: "write",
    say: "do you remember the restaurant we went to in Porto",
    keep: ["Porto"],
    punctuated: ["remember the restaurant we went to in Porto?"],
  },
  {
    via: "write",
    say: "i am sure the train leaves from platform two",
    keep: [],
    punctuated: ["sure the train leaves from platform"],
  },
  {
    via: "write",
    say: "the reason i called is the broken window",
    keep: [],
    punctuated: ["reason I called is the broken window"],
  },
  {
    via: "write",
    say: "she asked me to bring the documents tomorrow",
    keep: [],
    punctuated: ["asked me to bring the documents"],
  },
  {
    via: "write",
    say: "everyone who finished the test can go home",
    keep: [],
    punctuated: ["who finished the test can go home"],
  },
  {
    via: "write",
    say: "i wonder if the bank is open on saturday",
    keep: [],
    punctuated: ["wonder if the bank is open on Saturday"],
  },
  {
    via: "voice",
    say: "i will call you when the taxi arrives",
    keep: [],
    punctuated: ["call you when the taxi arrives"],
  },
  {
    via: "write",
    say: "the person you need to talk to is Zeynep Kaya",
    keep: ["Zeynep Kaya"],
    punctuated: ["person you need to talk to is Zeynep Kaya"],
  },
  {
    via: "chat",
    say: "we bought the tickets you recommended",
    keep: [],
    punctuated: ["bought the tickets you recommended"],
  },
  {
    via: "write",
    say: "my brother thinks the car needs new tyres",
    keep: [],
    punctuated: ["thinks the car needs new tyres"],
  },
  {
    via: "write",
    say: "i was worried that the cake would burn",
    keep: [],
    punctuated: ["worried that the cake would burn"],
  },
  {
    via: "write",
    say: "the students whose essays are late lose points",
    keep: [],
    punctuated: ["students whose essays are late lose points"],
  },
];
