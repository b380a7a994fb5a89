/**
 * Near misses: speech that looks run on but whose join no editor would break
 * (a describing clause, "I think …", "so … that", "said that …", a verb and
 * its object, a name and its surname). Each piece is whole, with no mark inside.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NEAR_MISSES: WriterCase[] = [
  {
    via: "write",
    say: "the book i was reading on the bus is missing",
    keep: [],
    punctuated: ["The book I was reading on the bus is missing"],
  },
  {
    via: "write",
    say: "the man who called this morning wants a refund",
    keep: [],
    punctuated: ["The man who called this morning wants a refund"],
  },
  {
    via: "write",
    say: "i think he left the keys at the office",
    keep: [],
    punctuated: ["I think he left the keys at the office"],
  },
  {
    via: "write",
    say: "she said that the shop opens late on mondays",
    keep: [],
    punctuated: ["She said that the shop opens late on Mondays"],
  },
  {
    via: "write",
    say: "we were so tired that we slept the whole flight",
    keep: [],
    punctuated: ["We were so tired that we slept the whole flight"],
  },
  {
    via: "write",
    say: "the parcel you sent last week arrived today",
    keep: [],
    punctuated: ["The parcel you sent last week arrived today"],
  },
  {
    via: "write",
    say: "Carlos Mendes will pick you up from the station",
    keep: ["Carlos Mendes"],
    punctuated: ["Carlos Mendes will pick you up from the station"],
  },
  {
    via: "write",
    say: "i hope you feel better soon",
    keep: [],
    punctuated: ["I hope you feel better soon"],
  },
  {
    via: "write",
    say: "the woman we met in Istanbul sent us a postcard",
    keep: ["Istanbul"],
    punctuated: ["The woman we met in Istanbul sent us a postcard"],
  },
  {
    via: "write",
    say: "the house we rented had no heating",
    keep: [],
    punctuated: ["The house we rented had no heating"],
  },
  {
    via: "write",
    say: "he told me he would call back after lunch",
    keep: [],
    punctuated: ["He told me he"],
  },
  {
    via: "write",
    say: "the students who finished early can go home",
    keep: [],
    punctuated: ["The students who finished early can go home"],
  },
  {
    via: "write",
    say: "everyone who signed up gets a free shirt",
    keep: [],
    punctuated: ["Everyone who signed up gets a free shirt"],
  },
  {
    via: "write",
    say: "i forgot the password you gave me",
    keep: [],
    punctuated: ["I forgot the password you gave me"],
  },
  {
    via: "write",
    say: "we ordered more chairs than we need",
    keep: [],
    punctuated: ["We ordered more chairs than we need"],
  },
  {
    via: "write",
    say: "the doctor said my blood tests look normal",
    keep: [],
    punctuated: ["The doctor said my blood tests look normal"],
  },
  {
    via: "write",
    say: "please make sure the back door is locked",
    keep: [],
    punctuated: ["Please make sure the back door is locked"],
  },
  {
    via: "write",
    say: "the tea my aunt brought from Darjeeling is amazing",
    keep: ["Darjeeling"],
    punctuated: ["The tea my aunt brought from Darjeeling is amazing"],
  },
  {
    via: "write",
    say: "we need someone who speaks Korean for the trade fair",
    keep: ["Korean"],
    punctuated: ["We need someone who speaks Korean for the trade fair"],
  },
  {
    via: "write",
    say: "it seems the delivery got lost",
    keep: [],
    punctuated: ["It seems the delivery got lost"],
  },
  {
    via: "write",
    say: "the guy at the front desk gave us the wrong room",
    keep: [],
    punctuated: ["The guy at the front desk gave us the wrong room"],
  },
  {
    via: "write",
    say: "she works so hard she never takes a break",
    keep: [],
    punctuated: ["She works so hard she never takes a break"],
  },
  {
    via: "write",
    say: "Li Wei approved the budget for the new laptops",
    keep: ["Li Wei"],
    punctuated: ["Li Wei approved the budget for the new laptops"],
  },
  {
    via: "write",
    say: "keep the receipt you got at the shop",
    keep: [],
    punctuated: ["Keep the receipt you got at the shop"],
  },
  {
    via: "write",
    say: "the nurse asked whether i had eaten anything",
    keep: [],
    punctuated: ["The nurse asked whether I had eaten anything"],
  },
  {
    via: "write",
    say: "all the rooms we saw were too small",
    keep: [],
    punctuated: ["All the rooms we saw were too small"],
  },
  {
    via: "write",
    say: "the price they quoted us was too high",
    keep: [],
    punctuated: ["The price they quoted us was too high"],
  },
  {
    via: "write",
    say: "we hope the new system saves time",
    keep: [],
    punctuated: ["We hope the new system saves time"],
  },
  {
    via: "write",
    say: "the last thing i want is another meeting",
    keep: [],
    punctuated: ["The last thing I want is another meeting"],
  },
  {
    via: "write",
    say: "the kids found the cat the neighbours lost",
    keep: [],
    punctuated: ["found the cat the"],
  },
  {
    via: "write",
    say: "my wife thinks the boiler needs a new valve",
    keep: [],
    punctuated: ["My wife thinks the boiler needs a new valve"],
  },
  {
    via: "write",
    say: "the people who live upstairs play music all night",
    keep: [],
    punctuated: ["The people who live upstairs play music all night"],
  },
];
