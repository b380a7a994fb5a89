/**
 * Near misses: speech that looks run together but whose joined piece no
 * editor would break (a describing clause, a reported clause, 'so … that', a
 * verb with its objects, a name with its surname).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NEAR_MISSES: WriterCase[] = [
  {
    via: "write",
    say: "i lost the book i was reading on the train",
    keep: [],
    punctuated: ["the book I was reading on the train"],
  },
  {
    via: "write",
    say: "the man who called this morning left his number",
    keep: [],
    punctuated: ["The man who called this morning left his number"],
  },
  { via: "chat", say: "i think he left early", keep: [], punctuated: ["I think he left early"] },
  {
    via: "write",
    say: "she worked so much that she got sick",
    keep: [],
    punctuated: ["so much that she got sick"],
  },
  {
    via: "write",
    say: "he said that the road was closed",
    keep: [],
    punctuated: ["said that the road was closed"],
  },
  {
    via: "write",
    say: "my manager said the budget was approved",
    keep: [],
    punctuated: ["said the budget was approved"],
  },
  {
    via: "write",
    say: "i spoke with Ana Lopez about the visa",
    keep: ["Ana Lopez"],
    punctuated: ["with Ana Lopez about the visa"],
  },
  {
    via: "write",
    say: "the dress my sister bought is too small",
    keep: [],
    punctuated: ["The dress my sister bought is too small"],
  },
  {
    via: "comment",
    say: "we hope you can join us next time",
    keep: [],
    punctuated: ["hope you can join us next time"],
  },
  {
    via: "write",
    say: "the house we rented had no heating",
    keep: [],
    punctuated: ["The house we rented had no heating"],
  },
  {
    via: "write",
    say: "i know the team is busy this month",
    keep: [],
    punctuated: ["know the team is busy this month"],
  },
  {
    via: "write",
    say: "the report you sent me has a mistake on page two",
    keep: [],
    punctuated: ["The report you sent me has a mistake"],
  },
  {
    via: "write",
    say: "please send the invoice the client asked for",
    keep: [],
    punctuated: ["the invoice the client asked for"],
  },
  {
    via: "write",
    say: "Tunde Bakare is visiting us next week",
    keep: ["Tunde Bakare"],
    punctuated: ["Tunde Bakare is visiting us"],
  },
  {
    via: "write",
    say: "i believe the shop opens on sundays too",
    keep: [],
    punctuated: ["believe the shop opens on Sundays"],
  },
  {
    via: "write",
    say: "the woman who fixed my car was very kind",
    keep: [],
    punctuated: ["The woman who fixed my car was very kind"],
  },
  {
    via: "write",
    say: "they told us the flight was full",
    keep: [],
    punctuated: ["told us the flight was full"],
  },
  {
    via: "comment",
    say: "the cake was so good that we ate it all",
    keep: [],
    punctuated: ["so good that we ate it all"],
  },
  {
    via: "write",
    say: "i hope the parcel arrives before friday",
    keep: [],
    punctuated: ["hope the parcel arrives before Friday"],
  },
  {
    via: "write",
    say: "the students who finished early can leave",
    keep: [],
    punctuated: ["The students who finished early can leave"],
  },
  {
    via: "write",
    say: "do you know where the keys are",
    keep: [],
    punctuated: ["know where the keys are"],
  },
  {
    via: "write",
    say: "i wonder if the bank is open today",
    keep: [],
    punctuated: ["wonder if the bank is open today"],
  },
  {
    via: "comment",
    say: "the place we stayed in Hoi An was lovely",
    keep: ["Hoi An"],
    punctuated: ["The place we stayed in Hoi An was lovely"],
  },
  {
    via: "write",
    say: "she told me her father is in hospital",
    keep: [],
    punctuated: ["told me her father is in hospital"],
  },
  {
    via: "write",
    say: "the nurse gave my daughter the medicine at noon",
    keep: [],
    punctuated: ["gave my daughter the medicine"],
  },
  {
    via: "voice",
    say: "we bought the kids new shoes for school",
    keep: [],
    punctuated: ["bought the kids new shoes"],
  },
  {
    via: "write",
    say: "the principal called Maria Fernanda Silva to the office",
    keep: ["Maria Fernanda Silva"],
    punctuated: ["called Maria Fernanda Silva to the office"],
  },
  {
    via: "write",
    say: "i found the email you were looking for",
    keep: [],
    punctuated: ["the email you were looking for"],
  },
  {
    via: "write",
    say: "everyone thinks the new manager is fair",
    keep: [],
    punctuated: ["thinks the new manager is fair"],
  },
  {
    via: "write",
    say: "the price they quoted us was too high",
    keep: [],
    punctuated: ["The price they quoted us was too high"],
  },
  {
    via: "write",
    say: "make sure the back door is locked",
    keep: [],
    punctuated: ["sure the back door is locked"],
  },
  {
    via: "write",
    say: "i asked the receptionist to call a taxi for my mother",
    keep: [],
    punctuated: ["asked the receptionist to call a taxi"],
  },
];
