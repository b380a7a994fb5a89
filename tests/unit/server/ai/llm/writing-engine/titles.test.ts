/**
 * A title before a name ("Mr Haddad", "Dr Mensah") is part of the name:
 * greeted or called, the comma comes after the name, never after the title,
 * in plain dictation, in a reply and in plain writing for any field.
 */
import { describe, expect, it } from "vitest";
import {
  cleanDictation,
  draftReply,
} from "../../../../../../src/server/ai/llm/local-writing-engine";
import { performWritingTask } from "../../../../../../src/server/ai/llm/writing-engine/respond";
import {
  titledNameAt,
  titledNameIn,
} from "../../../../../../src/server/ai/llm/writing-engine/titles";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

describe("a titled name", () => {
  it.each([
    ["Dr Mensah said it is fine", 2],
    ["Mrs. Okafor the parcel arrived", 2],
    ["Dr Amara Mensah the scan is fine", 3],
    ["Dr Mensah Monday works for me", 2],
    // No title, a title in lower case, a title with no name after it.
    ["Anna Novak called", 0],
    ["the dr said so", 0],
    ["Dr said so", 0],
  ])("%j opens with a titled name of %i words", (text, length) => {
    expect(titledNameAt(tokenize(text), 0)).toBe(length);
  });

  it.each([
    ["Mr Haddad, thanks for the contract", "Mr Haddad"],
    ["Prof. Weber the essay is late", "Prof. Weber"],
    ["Mark the date", undefined],
  ])("%j opens with %j", (text, name) => {
    expect(titledNameIn(text)).toBe(name);
  });
});

describe("a titled name greeted or called", () => {
  it.each([
    [
      "dear Mr Haddad thanks for sending the contract",
      "Dear Mr Haddad, thanks for sending the contract.",
    ],
    [
      "hi Dr Lindqvist the results came back normal",
      "Hi Dr Lindqvist, the results came back normal.",
    ],
    [
      "good morning Mrs Okafor the parcel arrived today",
      "Good morning Mrs Okafor, the parcel arrived today.",
    ],
    ["dear Mr. Brandt the keys are at reception", "Dear Mr. Brandt, the keys are at reception."],
    [
      "hi Dr Amara Lindqvist the results are normal",
      "Hi Dr Amara Lindqvist, the results are normal.",
    ],
    [
      "Dr Mensah my mother's blood pressure is still high",
      "Dr Mensah, my mother's blood pressure is still high.",
    ],
    [
      "Mrs Kowalski the heating is not working again",
      "Mrs Kowalski, the heating is not working again.",
    ],
    ["Priya my mother's flight lands at six", "Priya, my mother's flight lands at six."],
  ])("takes its comma after the name: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["Dr Mensah said the scan is fine", "Dr Mensah said the scan is fine."],
    ["Mrs Kowalski lives on the second floor", "Mrs Kowalski lives on the second floor."],
    ["we met Mr Haddad yesterday", "We met Mr Haddad yesterday."],
  ])("as the subject or the object takes none: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["dear mr haddad thanks for the contract", "Dear Mr Haddad, thanks for the contract."],
    [
      "hi dr lindqvist the results came back normal",
      "Hi Dr Lindqvist, the results came back normal.",
    ],
    ["we met dr. lee at the clinic", "We met Dr. Lee at the clinic."],
    ["call dr kim tomorrow", "Call Dr Kim tomorrow."],
    // After a determiner, or before a verb or a time, the word is no title before a name.
    ["the dr said I need rest", "The dr said I need rest."],
    ["my prof told me to rewrite it", "My prof told me to rewrite it."],
    ["I saw a dr yesterday", "I saw a dr yesterday."],
    // After a number or before a grammar word, "dr" is a street's "drive", no title.
    [
      "the office is at 5 park dr the door is blue",
      "The office is at 5 park dr. The door is blue.",
    ],
  ])("typed in lower case takes its capitals: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it("is greeted whole in plain writing for any field", () => {
    expect(
      performWritingTask({
        mode: "write",
        text: "hello Prof Yamamoto I have a question about the exam",
      }),
    ).toBe("Hello Prof Yamamoto, I have a question about the exam.");
  });

  it.each([
    ["Dr Mensah my father's sugar levels are high again", "Hello Dr Mensah,"],
    ["Kwame my father's sugar levels are high again", "Hello Kwame,"],
  ])("called first in a reply, greets: %s", (speech, greeting) => {
    const context = "From: Kwame Mensah <kwame@example.com>\n\nHello,\nHow is your father?";
    expect(draftReply({ speech, context })).toBe(
      `${greeting}\n\nMy father's sugar levels are high again.\n\nBest regards,`,
    );
  });

  it("is how a reply greets the sender when the person said it", () => {
    const context = "From: Karim Haddad <karim@example.com>\n\nHello,\nThe contract is attached.";
    expect(draftReply({ speech: "dear Mr Haddad thanks for sending the contract", context })).toBe(
      "Hello Mr Haddad,\n\nThank you for sending the contract.\n\nBest regards,",
    );
  });
});
