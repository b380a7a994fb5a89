/** Lists said without pauses: items opening with a determiner, and bare words whose forms show the items. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("lists said without pauses", () => {
  it.each([
    [
      "please bring your passport your laptop and the charger",
      "Please bring your passport, your laptop and the charger.",
    ],
    [
      "we need the keys the badge and a parking card",
      "We need the keys, the badge and a parking card.",
    ],
    [
      "take the red one the blue one or the green one",
      "Take the red one, the blue one or the green one.",
    ],
    // Bare words whose forms show where an item ends.
    ["we need milk eggs and bread for the office", "We need milk, eggs and bread for the office."],
    ["we still need pens paper and ink", "We still need pens, paper and ink."],
    ["add apples bananas oranges and grapes", "Add apples, bananas, oranges and grapes."],
    ["it covers budgeting planning and reporting", "It covers budgeting, planning and reporting."],
    [
      "the price includes flights hotels and meals",
      "The price includes flights, hotels and meals.",
    ],
  ])("%j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // Whom it is for, then what: no list.
    "Send your team the file and the invoice.",
    // A clause describing the first noun.
    "The price the client wants and the date.",
    "Give me the pen and the paper.",
    // Bare words could be a list or one name of a thing.
    "We need office chairs and desks.",
    "The project managers and developers meet on Monday.",
    "She likes cats and dogs.",
    "The app shows ratings and reviews.",
    "Cc Jonas and say the draft is ready.",
  ])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});

describe("lists whose items open with a count, or whose last item opens with an article", () => {
  it.each([
    [
      "the order had three chairs a table and two lamps",
      "The order had three chairs, a table and two lamps.",
    ],
    [
      "you need your passport two photos and the form",
      "You need your passport, two photos and the form.",
    ],
    ["she brought apples bananas and a cake", "She brought apples, bananas and a cake."],
    [
      "mum bought eggs milk and two loaves of bread",
      "Mum bought eggs, milk and two loaves of bread.",
    ],
    ["we visited Porto Lisbon and Faro", "We visited Porto, Lisbon and Faro."],
  ])("sets the items apart: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // A singular before a plural is one noun, when nothing after "and" shows single words.
    ["we need office chairs and a desk", "We need office chairs and a desk."],
    ["I ordered coffee cups and a kettle", "I ordered coffee cups and a kettle."],
    // A count with no item before it, two words before "and" that may be one name.
    ["I waited two hours the bus never came", "I waited two hours. The bus never came."],
    ["we moved the data to Google Cloud and Azure", "We moved the data to Google Cloud and Azure."],
  ])("leaves one noun whole: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("names of one word in a list, and the clause after its last item", () => {
  it.each([
    ["she speaks Hindi Tamil and English", "She speaks Hindi, Tamil and English."],
    [
      "I speak Polish Russian and a little French my Spanish is rusty",
      "I speak Polish, Russian and a little French. My Spanish is rusty.",
    ],
    [
      "he plays guitar drums and piano his brother only sings",
      "He plays guitar, drums and piano. His brother only sings.",
    ],
    [
      "she invited her parents two cousins and a neighbour nobody else came",
      "She invited her parents, two cousins and a neighbour. Nobody else came.",
    ],
    // A plural closing the list before a noun and its verb: the list ends, a clause opens.
    [
      "the box holds pens pencils and erasers tape is extra",
      "The box holds pens, pencils and erasers. Tape is extra.",
    ],
    // A verb for one after its subject's noun ends no item: the list is what follows it.
    [
      "the kit includes a charger a cable and two adapters",
      "The kit includes a charger, a cable and two adapters.",
    ],
    [
      "the box contains a map a torch and a whistle",
      "The box contains a map, a torch and a whistle.",
    ],
  ])("sets the items and the clause apart: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["our English and French teachers are great", "Our English and French teachers are great."],
    // Not after a series of verbs: "and" there leads into the clause.
    ["I cleaned, cooked and we watched a film", "I cleaned, cooked and we watched a film."],
    ["we need paper and printer ink is low", "We need paper and printer ink is low."],
    ["she likes Anna Schmidt and the kids", "She likes Anna Schmidt and the kids."],
    // With a determiner, the last item may be what a clause after it describes.
    [
      "I love the songs, the dances and the stories my grandmother tells",
      "I love the songs, the dances and the stories my grandmother tells.",
    ],
  ])("leaves the rest as said: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
