import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  describesNounAt,
  nounClauseAt,
  objectBeforeNounClause,
} from "../../../../../../src/server/ai/llm/writing-engine/noun-clauses";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const noLead = () => false;
/** The index of `word` in the tokens of `text`. */
const at = (text: string, word: string) => tokenize(text).findIndex((token) => token.text === word);

describe("where a clause whose subject is a noun starts", () => {
  it.each([
    ["we updated the website last night traffic doubled this morning", "traffic"],
    ["we moved the call to friday marketing cannot make it", "marketing"],
    ["the room is booked per night breakfast costs twelve euros", "breakfast"],
    ["the workshop is full two people cancelled", "two"],
    ["dinner was amazing dessert was even better", "dessert"],
    ["the flight was delayed luggage arrived late", "luggage"],
    ["I booked the table for Saturday Ahmed brings the cake", "Ahmed"],
    ["the contract is ready legal wants one more look", "legal"],
    ["the bill is still open accounting has no record", "accounting"],
    ["the old release had the bug version 3 fixes it", "version"],
    ["the nightly run failed build 119 passed", "build"],
    ["we changed the schedule drivers complained", "drivers"],
    ["I sent it to Ines Pedro reviewed it", "Pedro"],
    ["I gave the keys to Olga Tomasz lost them", "Tomasz"],
  ])("%s: at %s", (text, subject) => {
    expect(nounClauseAt(tokenize(text), at(text, subject), noLead)).toBe(true);
  });

  it.each([
    ["the files marketing sent are broken", "marketing"],
    ["I liked the photos Anna took", "Anna"],
    ["we met Anna Schmidt called", "Schmidt"],
    ["we bought new chairs customers like", "customers"],
    ["the sales team meeting moved", "team"],
    ["of 1,250 euros thank you", "euros"],
    ["my order never came the tracking number is 8812", "number"],
    ["the email from Anna Schmidt arrived late", "Schmidt"],
    ["I wrote to Mr Brown replied", "Brown"],
    ["chapter 5 needs more work", "more"],
  ])("not inside a phrase or a clause describing it: %s", (text, subject) => {
    expect(nounClauseAt(tokenize(text), at(text, subject), noLead)).toBe(false);
  });

  it("not after a phrase something leads into", () => {
    const text = "I think the files marketing sent are broken";
    const leadsIn = (index: number) => index === at(text, "the");
    expect(nounClauseAt(tokenize(text), at(text, "marketing"), leadsIn)).toBe(false);
  });

  it("starts after a verb's object, not at its determiner, when a subject runs on from it", () => {
    const text = "we lowered the price orders went up";
    expect(objectBeforeNounClause(tokenize(text), at(text, "the"), noLead)).toBe(true);
    expect(nounClauseAt(tokenize(text), at(text, "orders"), noLead)).toBe(true);
  });

  it("reads a determiner's phrase that leaves a gap for the noun before it as describing it", () => {
    const text = "we need to fix the login page the users complain about";
    expect(describesNounAt(tokenize(text), 7)).toBe(true);
  });

  it.each([
    ["this is the recipe my mother taught me", "my", true],
    ["we sent the parcel the courier gave us a receipt", "the", false],
    ["the kids built a snowman the dog knocked it over", "the", false],
    ["we painted the fence the dog keeps scratching it", "the", false],
  ])("%s: the phrase at %s describes the noun before it: %s", (text, opener, describes) => {
    const tokens = tokenize(text);
    const index = tokens.findLastIndex((token) => token.text === opener);
    expect(describesNounAt(tokens, index)).toBe(describes);
  });
});

describe("a subject run on after an object's nouns: the shortest that agrees", () => {
  it.each([
    ["I ordered the team lunch Lucas is picking it up", "Lucas"],
    ["the boiler makes a strange noise Ms Varga called the landlord", "Ms"],
    ["the kids broke the garden fence Dr Mensah saw everything", "Dr"],
    ["the course covers data analysis Pedro Alves teaches it", "Pedro"],
    ["we redesigned the checkout page customers finish orders faster", "customers"],
    ["I cleaned the air filter dust was everywhere", "dust"],
    ["we moved the bus stop passengers walk further now", "passengers"],
    ["I called the bank credit card payments are blocked", "credit"],
    ["we tested new version login page works good now", "login"],
    ["I changed my phone number friends keep calling the old one", "friends"],
    ["our team shipped the new dashboard managers use it daily", "managers"],
    ["they cut the bus service students walk to school now", "students"],
    ["they close swimming pool children cannot swim this summer", "children"],
    ["we install new software update users complain about speed", "users"],
    ["we change supplier prices are lower now", "prices"],
    ["the bakery sells fresh bread every morning people queue outside", "people"],
    ["the library extended its opening hours students study there until ten", "students"],
  ])("%s: at %s", (text, subject) => {
    expect(nounClauseAt(tokenize(text), at(text, subject), noLead)).toBe(true);
  });

  it.each([
    ["I ordered the team lunch Lucas is picking it up", "lunch"],
    ["we redesigned the checkout page customers finish orders faster", "page"],
    ["the course covers data analysis Pedro Alves teaches it", "Alves"],
    ["I called the bank credit card payments are blocked", "payments"],
    ["we tested new version login page works good now", "page"],
    ["the talk ran late shall we skip lunch", "late"],
    ["my son lost his school bag Mr Kowalski found it", "his"],
    ["they close swimming pool children cannot swim this summer", "pool"],
    ["we change supplier prices are lower now", "supplier"],
    ["the copier needs toner can anybody order some", "toner"],
  ])("%s: not at %s", (text, subject) => {
    expect(nounClauseAt(tokenize(text), at(text, subject), noLead)).toBe(false);
  });

  it.each([
    [
      "we booked the lecture hall Wen Li will bring the speakers",
      "We booked the lecture hall. Wen Li will bring the speakers.",
    ],
    [
      "we launched the pricing page visitors now see the new plans",
      "We launched the pricing page. Visitors now see the new plans.",
    ],
    ["my neighbour Mr Bauer waters the plants", "My neighbour Mr Bauer waters the plants."],
    ["the product team meeting starts at ten", "The product team meeting starts at ten."],
    ["we invited Kemal Arslan to the party", "We invited Kemal Arslan to the party."],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("run-on clauses opened by a noun, written", () => {
  it.each([
    [
      "i installed the new driver yesterday the printer still does not print",
      "I installed the new driver yesterday. The printer still does not print.",
    ],
    [
      "thanks for the slides the client liked them a lot",
      "Thanks for the slides. The client liked them a lot.",
    ],
    [
      "we moved the call to friday marketing cannot make it on thursday",
      "We moved the call to Friday. Marketing cannot make it on Thursday.",
    ],
    [
      "the room is booked per night breakfast costs twelve euros extra",
      "The room is booked per night. Breakfast costs 12 euros extra.",
    ],
    [
      "can you check the numbers again sales figures look wrong to me",
      "Can you check the numbers again? Sales figures look wrong to me.",
    ],
    [
      "the room is ready will the guests need parking",
      "The room is ready. Will the guests need parking?",
    ],
    [
      "last week my brother visited us the kids were so happy",
      "Last week my brother visited us. The kids were so happy.",
    ],
    ["we raised the rent tenants complained", "We raised the rent. Tenants complained."],
    ["great summary one point is missing", "Great summary. One point is missing."],
    [
      "my parcel never arrived the tracking number is 5521",
      "My parcel never arrived. The tracking number is 5521.",
    ],
    [
      "the invoice from march is still open accounting says they never got it",
      "The invoice from March is still open. Accounting says they never got it.",
    ],
    ["room 12 is free room 14 is taken", "Room 12 is free. Room 14 is taken."],
    ["lovely photos the beach looks amazing", "Lovely photos. The beach looks amazing."],
    [
      "i passed the message to Yusuf Amina answered",
      "I passed the message to Yusuf. Amina answered.",
    ],
    [
      "kindly share the invoice our finance team needs it today",
      "Kindly share the invoice. Our finance team needs it today.",
    ],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "The files marketing sent are broken.",
    "I think the client liked it.",
    "My sister thinks the hotel is too expensive.",
    "Staff complain the app is slow.",
    "We asked the client to wait.",
    "The photos Anna took look amazing.",
    "Please check the error log file and restart the server.",
    "We need to fix the login page the users complain about.",
    "We discussed the budget the board approved last week.",
    "Our landlord lets students share rooms.",
    "I sent it to Anna Schmidt yesterday.",
    "The customer support line opens at nine.",
    "The release notes for version 3 are online.",
  ])("one sentence stays one: %s", (written) => {
    expect(cleanDictation(written.charAt(0).toLowerCase() + written.slice(1, -1))).toBe(written);
  });
});

describe("a clause opened by 'what'", () => {
  it.each([
    ["what the client wants is clear", "What the client wants is clear."],
    ["what the team did was great", "What the team did was great."],
    ["what the boss wants matters most", "What the boss wants matters most."],
    ["what the hell happened", "What the hell happened?"],
    ["what the hell is going on", "What the hell is going on?"],
  ])("is a subject when the sentence's own verb follows its verb: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
