/** People, companies and streets said in lower case, written with their capitals. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { companyAt } from "../../../../../../src/server/ai/llm/writing-engine/company-names";
import { GIVEN_NAMES } from "../../../../../../src/server/ai/llm/writing-engine/given-names";
import {
  peopleListedAt,
  personNameAt,
} from "../../../../../../src/server/ai/llm/writing-engine/people-names";
import { namedStreetLength } from "../../../../../../src/server/ai/llm/writing-engine/street-addresses";
import { isLexiconWord } from "../../../../../../src/server/ai/llm/writing-engine/tagger";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";
import { growthOfEightfoldInput, LINEAR_GROWTH } from "../../../../../helpers/time-growth";

describe("people's names said in lower case", () => {
  it.each([
    ["i talked with anna kowalska from sales", "I talked with Anna Kowalska from sales."],
    ["i met priya and rahul at the airport", "I met Priya and Rahul at the airport."],
    ["juan carlos will pick you up", "Juan Carlos will pick you up."],
    ["ask juan carlos mendes", "Ask Juan Carlos Mendes."],
    ["please call mohammed about it", "Please call Mohammed about it."],
    ["i met john smith there", "I met John Smith there."],
    // The word after a name is no family name when it is an English word or shorthand.
    ["i gave tom money", "I gave Tom money."],
    ["i told anna yesterday", "I told Anna yesterday."],
    ["i sent priya the file", "I sent Priya the file."],
    ["i sent anna pdfs", "I sent Anna PDFs."],
    // Names that are common words, and names in a common phrase, stay as said.
    ["mark the file as done", "Mark the file as done."],
    ["the rose garden is open", "The rose garden is open."],
    ["we will bill them", "We will bill them."],
    ["i had tom yum soup", "I had tom yum soup."],
    ["the talks will peter out", "The talks will peter out."],
    // Whose it is ends the name; after an article a given name is a thing named.
    ["i took anna's car", "I took Anna's car."],
    ["anna kowalska's desk is free", "Anna Kowalska's desk is free."],
    ["we have a pooja at home", "We have a pooja at home."],
    // Given names side by side before "and" are as many people.
    ["i met anna tom and ben", "I met Anna, Tom and Ben."],
    // Capitals the person typed are their spelling.
    ["i met Mateo DeLuca", "I met Mateo DeLuca."],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it("reads a person's name at a word, with its family names", () => {
    const tokens = tokenize("we met olga petrova today");
    expect(personNameAt(tokens, 2)).toEqual(["Olga", "Petrova"]);
    expect(personNameAt(tokens, 1)).toBeUndefined();
  });

  it("lists no given name that is a common word or a month", () => {
    for (const word of ["mark", "will", "rose", "may", "june", "jack", "max", "can", "long"])
      expect(GIVEN_NAMES.has(word)).toBe(false);
  });

  it("tells English words from family names by the tagger's lexicon", () => {
    expect(isLexiconWord("money")).toBe(true);
    expect(isLexiconWord("Yesterday")).toBe(true);
    expect(isLexiconWord("kowalska")).toBe(false);
    expect(isLexiconWord("tanaka")).toBe(false);
  });
});

describe("companies and products said in lower case", () => {
  it.each([
    ["she works at google", "She works at Google."],
    ["we use microsoft teams", "We use Microsoft Teams."],
    ["find us on linkedin and youtube", "Find us on LinkedIn and YouTube."],
    ["it comes with dhl or fedex", "It comes with DHL or FedEx."],
    ["the client is acme corp", "The client is Acme Corp."],
    ["we bought it from kessler gmbh", "We bought it from Kessler GmbH."],
    // "teams" and "drive" are a product's name only after their maker.
    ["our teams use google drive", "Our teams use Google Drive."],
    ["i keep it on Github", "I keep it on Github."],
    ["google's new policy", "Google's new policy."],
    ["we met at mcdonalds", "We met at McDonald's."],
    // A site said aloud is its address.
    ["check amazon dot de", "Check amazon.de."],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it("reads no company in a word of grammar before an ending", () => {
    expect(companyAt(tokenize("sold to the corp"), 2)).toBeUndefined();
    expect(companyAt(tokenize("sold to acme corp"), 2)).toEqual(["Acme", "Corp"]);
  });
});

describe("streets said without a number", () => {
  it.each([
    ["our office is on king street", "Our office is on King Street."],
    ["we live off main road", "We live off Main Road."],
    ["meet me in times square", "Meet me in Times Square."],
    ["it is on london road", "It is on London Road."],
    // An article, a word that describes the road, or one that picks it out: no name.
    ["the main road is closed", "The main road is closed."],
    ["we went down memory lane", "We went down memory lane."],
    ["stay in the fast lane", "Stay in the fast lane."],
    ["turn right on this road", "Turn right on this road."],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it("needs a word saying where before the street", () => {
    expect(namedStreetLength(["on", "oak", "avenue"], 1)).toBe(2);
    expect(namedStreetLength(["oak", "avenue"], 0)).toBe(0);
    expect(namedStreetLength(["see", "oak", "avenue"], 1)).toBe(0);
  });
});

describe("a long run of given names", () => {
  it("is read once from its first name, not again from each", () => {
    const readEach = (size: number) => {
      const tokens = tokenize("anna ".repeat(size));
      for (let index = 0; index < tokens.length; index++) peopleListedAt(tokens, index);
    };
    // Read again from each name, the run took about 16 s at 8,000 names.
    expect(growthOfEightfoldInput(readEach, 4_000)).toBeLessThan(LINEAR_GROWTH);
  });
});
