/**
 * Names and numbers as a careful editor writes them: dates said with an
 * ordinal, measures and amounts said in words, times said as two numbers or
 * "half past", phone numbers with a country code, places said in lower case,
 * quarters and short weekdays, and self-corrections that replace only the
 * part corrected. With the near misses that stay as said: counts, idioms,
 * and words that are also the names of places.
 */
import { TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const DATES_MEASURES_AND_PLACES: WriterCase[] = [
  // Dates said with an ordinal, in the order the person used.
  { via: "voice", say: "the invoice is due on the twenty first of March", keep: ["21 March"] },
  { via: "voice", say: "the workshop is on March the third", keep: ["March 3"] },
  { via: "voice", say: "we fly out on July twenty second", keep: ["July 22"] },
  { via: "chat", say: "my sister's wedding is on the second of may", keep: ["2 May"] },
  {
    via: "reply",
    say: "hi Tomasz the deadline is the thirtieth of june so we have time",
    context: TOMASZ,
    keep: ["30 June"],
  },
  { via: "voice", say: "school starts again on september the first", keep: ["September 1"] },
  { via: "comment", say: "release moved to october thirty first", keep: ["October 31"] },
  // Measures and amounts said in words keep their unit.
  { via: "voice", say: "the water in the pool was forty two degrees", keep: ["42 degrees"] },
  { via: "chat", say: "my suitcase weighed thirty five kilos at the airport", keep: ["35 kilos"] },
  {
    via: "voice",
    say: "the office is about fifteen kilometres from the station",
    keep: ["15 kilometres"],
  },
  { via: "voice", say: "interest went up to twelve point five percent", keep: ["12.5%"] },
  { via: "chat", say: "the new flat has sixty square metres", keep: ["60 square metres"] },
  { via: "voice", say: "she ran twenty one miles last sunday", keep: ["21 miles"] },
  // Units written after a figure stay with it.
  { via: "comment", say: "the logo should be 3 mm smaller on mobile", keep: ["3 mm"] },
  { via: "chat", say: "the cut has to be 2 mm deeper", keep: ["2 mm"] },
  { via: "voice", say: "add 3 cm on each side and it will fit", keep: ["3 cm"] },
  { via: "voice", say: "the parcel weighs 5 kg so the post is fine", keep: ["5 kg"] },
  // Times said as two numbers or with "past" and "to".
  { via: "voice", say: "let's meet at 7 15 tonight", keep: ["7:15"] },
  { via: "voice", say: "the train leaves at half past eight", keep: ["8:30"] },
  { via: "chat", say: "call me around quarter past nine tomorrow", keep: ["9:15"] },
  { via: "voice", say: "the shop closes at quarter to six on saturdays", keep: ["5:45"] },
  { via: "voice", say: "I will be there by 10 45 at the latest", keep: ["10:45"] },
  // Phone numbers with a country code.
  { via: "voice", say: "my number is plus 44 7700 900 123", keep: ["+44 7700 900 123"] },
  {
    via: "voice",
    say: "you can reach me on plus forty eight six zero one two three four five six seven",
    keep: ["+48 601234567"],
  },
  { via: "chat", say: "the hotel number is plus 1 415 555 0199", keep: ["+1 415 555 0199"] },
  // Places said in lower case.
  { via: "voice", say: "I just got back from madrid and I am tired", keep: ["Madrid"] },
  { via: "voice", say: "the office in sao paulo is closing in december", keep: ["Sao Paulo"] },
  { via: "chat", say: "we are flying to tokyo next week", keep: ["Tokyo"] },
  { via: "voice", say: "my cousin moved to new york last year", keep: ["New York"] },
  {
    via: "voice",
    say: "we want to open a shop in germany and poland",
    keep: ["Germany", "Poland"],
  },
  { via: "comment", say: "the team in buenos aires did great work", keep: ["Buenos Aires"] },
  // Quarters and short weekdays.
  { via: "voice", say: "the q4 numbers look good", keep: ["Q4"] },
  { via: "chat", say: "we missed the target in q3 by a lot", keep: ["Q3"] },
  { via: "voice", say: "please have it ready by wed", keep: ["by Wednesday"] },
  { via: "chat", say: "let's talk on thu after lunch", keep: ["on Thursday"] },
  // Self-corrections replace only the part corrected.
  {
    via: "voice",
    say: "we booked it for the second week of June I mean the third week",
    keep: ["the third week of June"],
  },
  {
    via: "voice",
    say: "I gave the keys to Jan uh I mean Janek yesterday",
    keep: ["to Janek yesterday"],
  },
  { via: "voice", say: "let's meet at four no sorry five", keep: ["at five"] },
  {
    via: "voice",
    say: "the room is on the second floor sorry I mean the third floor of the east wing",
    keep: ["the third floor of the east wing"],
  },
  // Names and measures kept inside a request.
  { via: "chat", say: "draft a note thanking Lena for her help", keep: ["Lena"], says: "Lena" },
  {
    via: "chat",
    say: "write a message to the designer asking for the logo 3 mm smaller",
    keep: ["3 mm"],
  },
  // Near misses: these stay as said.
  { via: "voice", say: "and then we all shout three two one go", keep: ["three two one go"] },
  { via: "voice", say: "at the start one of them was broken", keep: ["one of them"] },
  { via: "voice", say: "honestly her cooking is second to none", keep: ["second to none"] },
  { via: "voice", say: "the band will march on through the rain", keep: ["march on"] },
  { via: "voice", say: "we say may I come in when we knock", keep: ["may I come in"] },
  { via: "voice", say: "the weather was really nice at the beach", keep: ["really nice"] },
  { via: "voice", say: "I was reading the report on the train", keep: ["was reading the report"] },
  { via: "voice", say: "the kids had a bath and went to bed", keep: ["a bath"] },
  { via: "voice", say: "the app looks better on mobile than on desktop", keep: ["on mobile"] },
  { via: "voice", say: "we had turkey for dinner with the family", keep: ["had turkey"] },
  { via: "voice", say: "we sat in the sun all afternoon", keep: ["sat in the sun"] },
  { via: "voice", say: "even a child knows two plus two is four", keep: ["two plus two"] },
  { via: "voice", say: "at seven people were still waiting outside", keep: ["seven people"] },
  // Said by people of many first languages.
  {
    via: "voice",
    say: "the meeting is on the third of october at half past two",
    keep: ["3 October", "2:30"],
  },
  {
    via: "voice",
    say: "I arrive to barcelona the fifteenth of august in the evening",
    keep: ["Barcelona", "15 August"],
  },
  { via: "voice", say: "I will send the q2 report by fri", keep: ["Q2", "by Friday"] },
  {
    via: "chat",
    say: "we fly from warsaw to lisbon on june the tenth",
    keep: ["Warsaw", "Lisbon", "June 10"],
  },
  {
    via: "voice",
    say: "yesterday in paris it was thirty one degrees",
    keep: ["Paris", "31 degrees"],
  },
  { via: "voice", say: "my flight to shanghai is at 9 40 on monday", keep: ["Shanghai", "9:40"] },
  { via: "voice", say: "the package weighs twelve point five kilos", keep: ["12.5 kilos"] },
  {
    via: "chat",
    say: "we need everything before the thirty first of january",
    keep: ["31 January"],
  },
  { via: "voice", say: "I was born on the 3rd of march in lima", keep: ["3rd of March", "Lima"] },
  { via: "voice", say: "our biggest clients are in the uk and the usa", keep: ["UK", "USA"] },
  { via: "voice", say: "the budget is for q3 sorry q4", keep: ["for Q4"] },
  { via: "voice", say: "ship it to berlin I mean to munich", keep: ["to Munich"] },
  {
    via: "voice",
    say: "we moved the launch to the fourth of june no sorry the fifth of june",
    keep: ["5 June"],
  },
  // Near misses said by the same people.
  { via: "voice", say: "this is only the first of many projects", keep: ["first of many"] },
  { via: "voice", say: "we meet every second monday of the month", keep: ["every second Monday"] },
  { via: "voice", say: "after the speech we will march forward together", keep: ["march forward"] },
  { via: "voice", say: "at the end the fifth of them also left", keep: ["the fifth of them"] },
  // Minutes said before the hour, after "at"; a range stays.
  { via: "voice", say: "the call is at ten to nine this evening", keep: ["8:50"] },
  { via: "chat", say: "the kids come home at twenty five past three", keep: ["3:25"] },
  { via: "voice", say: "we need five to ten people for the move", keep: ["five to ten people"] },
  {
    via: "voice",
    say: "the score went from ten to nine in the last minute",
    keep: ["from ten to nine"],
  },
];
