/**
 * Numbers as a speech recogniser types them, written as an editor would:
 * digits said one by one ("3 4 5 euros" → "345 euros", "born in 1 9 8 7"),
 * a place's number in two halves ("room 4 12", "gate b 12"), prices said
 * with their cents ("49 99" → "49.99"), a scale said after a figure ("1
 * thousand 450" → "1,450", "3 hundred chairs", but "2 thousand members" as
 * typed), a decimal said with "point"
 * ("0 point 5"), and the short forms "24 7", "10 k", a score and a typed
 * date; with near misses, where two figures stay two numbers.
 */
import { keeping, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const NUMBERS_AS_A_RECOGNISER_TYPES_THEM: WriterCase[] = [
  // Digits said one by one.
  keeping(
    ["345 euros"],
    written("the payment of 3 4 5 euros failed please try again", "failed. Please try again."),
  ),
  keeping(["1987"], written("he was born in 1 9 8 7 in warsaw")),
  keeping(["1200 euros"], written("the invoice of 1 2 0 0 euros is still open")),
  keeping(["150 dollars"], written("i paid 1 5 0 dollars for this it broke after 2 days")),
  keeping(["4419"], written("my pin is 4 4 1 9 please dont tell anyone")),
  keeping(["1999"], written("since 1 9 9 9 we work with this supplier")),
  keeping(["250 kilos"], written("the machine weighs 2 5 0 kilos so we need a lift")),
  // A place's number said in two halves, or with its letter first.
  keeping(["room 412"], written("the office is on the 4th floor room 4 12")),
  keeping(["gate B12"], written("the flight code is l h 4 0 2 it departs from gate b 12")),
  keeping(["platform 3B"], written("the train to lyon leaves from platform 3 b")),
  keeping(["room 112"], written("please come to room 1 12 after lunch")),
  // Short forms, scores and typed dates.
  keeping(["24/7"], written("we are open 24 7 call anytime", "Call anytime.")),
  keeping(["10k"], written("we lost about 10 k in sales because of the outage")),
  keeping(["2-1"], written("the score was 2 1 we won in the last minute")),
  keeping(["3-0"], written("our team won 3 0 against the bank team")),
  keeping(["03/11/1985"], written("my date of birth is 03 11 1985")),
  keeping(["12/06", "16:00"], written("the webinar is on 12 06 at 16 00 central european time")),
  keeping(["10:30", "4:30"], written("our call is at 10 30 my time 4 30 your time")),
  // Prices said with their cents.
  keeping(["49.99"], written("the total is 49 99 including shipping")),
  keeping(["12.50"], written("tickets cost 25 for adults and 12 50 for children")),
  keeping(
    ["12.99"],
    written("from 1 january the price of the subscription goes up to 12 99 a month"),
  ),
  keeping(["19.95"], written("i paid 19 95 for the cable and it doesnt work")),
  keeping(["4.50 euros"], written("the parking costs 4 50 euros per hour")),
  // A scale or a decimal said after a figure.
  keeping(["1,450"], written("the rent is 1 thousand 450 a month utilities are extra")),
  keeping(["300 chairs"], written("we need 3 hundred chairs and 40 tables for the event")),
  keeping(["3,200 pounds"], written("the quote was 3 thousand 200 pounds plus vat")),
  keeping(["112 complaints"], written("we received 1 hundred and 12 complaints last week")),
  keeping(["0.5 percent"], written("the interest is 0 point 5 percent per month")),
  keeping(["2.5 million"], written("the budget for next year is 2 point 5 million")),
  keeping(["37.8 degrees"], written("my son has fever 37 point 8 degrees since yesterday")),
  keeping(["2 thousand members"], written("the association has 2 thousand members now")),
  keeping(["2019"], written("in 2 thousand 19 we moved the office to porto")),
  keeping(["4,500 rupees"], written("kindly transfer 4 thousand 500 rupees today itself")),
  keeping(["500 persons"], written("we are 5 hundred persons in the company")),
  {
    via: "reply",
    say: "yes all details are correct the total is 1 thousand 250 euros",
    context: "Hi, can you confirm the details? Thanks, Anna",
    keep: ["1,250 euros"],
  },
  {
    via: "reply",
    say: "the price is 3 4 9 euros 90 shipping is free",
    context: "Hi, can you confirm the details? Thanks, Anna",
    keep: ["349.90 euros"],
    punctuated: ["Shipping is free."],
  },
  {
    via: "comment",
    say: "congrats team the price is great 29 99 is a steal",
    context: "We just launched our new product line.",
    keep: ["29.99"],
  },
  // Near misses: two figures that stay two numbers, and times that stay times.
  written("we meet 2 3 times a week", "2 3 times a week"),
  written("my kids are 4 and 7 years old", "4 and 7 years old"),
  written("the ticket costs 20 and the train leaves at 7 45", "at 7:45"),
  written("the price goes up at 9 30 tomorrow", "at 9:30 tomorrow"),
  written("we printed 14 00 flyers", "14 00 flyers"),
  written("it costs 4 5 euros more or less", "4 5 euros"),
  written("the fee is due by 5 30 pm", "by 5:30 pm"),
];
