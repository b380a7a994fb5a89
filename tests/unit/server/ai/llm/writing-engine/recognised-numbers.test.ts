/** Numbers as a speech recogniser types them: figures apart written as one number, near misses left as typed. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { growthOfEightfoldInput, LINEAR_GROWTH } from "../../../../../helpers/time-growth";

describe("numbers a recogniser typed apart", () => {
  it.each([
    // Digits read out one by one: a year, a PIN, or three before an amount.
    ["he was born in 1 9 8 7", "He was born in 1987."],
    ["my pin is 4 4 1 9", "My pin is 4419."],
    ["the payment of 3 4 5 euros failed", "The payment of 345 euros failed."],
    ["the price is 3 4 9 euros 90", "The price is 349.90 euros."],
    // A place's number in two halves, or its letter first.
    ["please come to room 4 12", "Please come to room 412."],
    ["bus number 1 2 3 is late", "Bus number 123 is late."],
    ["my order number is 5 5 1", "My order number is 551."],
    ["it departs from gate b 12", "It departs from gate B12."],
    // Prices with their cents, in a sentence about money or before a word that prices them.
    ["the total is 49 99 including shipping", "The total is 49.99 including shipping."],
    ["it goes up to 12 99 a month", "It goes up to 12.99 a month."],
    ["the parking costs 4 50 euros per hour", "The parking costs 4.50 euros per hour."],
    ["the price changed from 12 50 to 14 99", "The price changed from 12.50 to 14.99."],
    // A scale or "point" after a figure.
    ["the rent is 1 thousand 450 a month", "The rent is 1,450 a month."],
    ["we need 3 hundred chairs", "We need 300 chairs."],
    ["we received 1 hundred and 12 complaints", "We received 112 complaints."],
    ["in 2 thousand 19 we moved", "In 2019 we moved."],
    ["the interest is 0 point 5 percent", "The interest is 0.5 percent."],
    ["the budget is 2 point 5 million", "The budget is 2.5 million."],
    // Short forms, scores, typed dates, and a time on someone's clock.
    ["we are open 24 7", "We are open 24/7."],
    ["we lost about 10 k in sales", "We lost about 10k in sales."],
    ["they offered me 50 k a year", "They offered me 50k a year."],
    ["the score was 2 1", "The score was 2-1."],
    ["my date of birth is 03 11 1985", "My date of birth is 03/11/1985."],
    ["the webinar is on 12 06", "The webinar is on 12/06."],
    ["the call is at 10 30 my time 4 30 your time", "The call is at 10:30 my time 4:30 your time."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // Two numbers, a range or a count: left as typed.
    ["we meet 2 3 times a week", "We meet 2 3 times a week."],
    ["we sold 16 40 tickets", "We sold 16 40 tickets."],
    ["it costs 4 5 euros", "It costs 4 5 euros."],
    ["steps 1 2 3 4 and 5 are done", "Steps 1 2 3 4 and 5 are done."],
    ["we lost 10 20 customers", "We lost 10 20 customers."],
    ["numbers 1 2 and 3 are done", "Numbers 1 2 and 3 are done."],
    ["the shop is open from 9 30 to 5 30", "The shop is open from 9:30 to 5:30."],
    ["we pay 1 500 zł", "We pay 1 500 zł."],
    ["there were 21 18 votes", "There were 21 18 votes."],
    ["the score was 21 18", "The score was 21 18."],
    ["the budget is 45 thousand euros", "The budget is 45 thousand euros."],
    // A time, even in a sentence about money.
    [
      "the ticket costs 20 and the train leaves at 7 45",
      "The ticket costs 20 and the train leaves at 7:45.",
    ],
    ["the fee is due by 5 30 pm", "The fee is due by 5:30 pm."],
    // No word about money: a price or a time, which no editor would guess.
    ["the coffee was 3 50", "The coffee was 3 50."],
    // A figure alone is as typed, its "percent" and its "million" too.
    ["we grew 15 percent", "We grew 15 percent."],
    ["there are 3 million people", "There are 3 million people."],
  ])("%j stays %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["digits typed one by one", "my pin is 4 4 1 9 and "],
    ["digits typed as a list", "1 2 3 4 and "],
    ["prices in a sentence about money", "the price is 49 99 and "],
  ])("%s are read in linear time", (_, unit) => {
    expect(growthOfEightfoldInput((size) => cleanDictation(unit.repeat(size)), 100)).toBeLessThan(
      LINEAR_GROWTH,
    );
  });
});
