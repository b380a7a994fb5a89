/** Dictation cleaned up as the built-in writer does it: fillers, repeats, self-corrections and slips. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("cleanDictation", () => {
  it.each([
    ["empty input", "", ""],
    ["only whitespace", "  \n\n  ", ""],
    ["only fillers", "um uh, er... hmm", ""],
    [
      "clean text stays unchanged",
      "Thank you for the update. I will send the report tomorrow.",
      "Thank you for the update. I will send the report tomorrow.",
    ],
    [
      "a clean email keeps its greeting, closing and signature",
      "Hi Anna,\n\nThe contract is attached. Could you sign it by Friday?\n\nBest regards,\nTomás",
      "Hi Anna,\n\nThe contract is attached. Could you sign it by Friday?\n\nBest regards,\nTomás",
    ],
    [
      "fillers, casing, the pronoun I, weekdays and the final full stop",
      "um so i think we should uh meet on monday",
      "So I think we should meet on Monday.",
    ],
    ["a filler set off by commas", "we should, um, meet earlier", "We should meet earlier."],
    ["a filler before the end", "I agree, um", "I agree."],
    ["repeated words", "the the report is is ready", "The report is ready."],
    [
      "a stutter, and 'that that' which is grammatical",
      "i i think that that is fine",
      "I think that that is fine.",
    ],
    [
      "spoken punctuation",
      "hi john comma thanks for the update period new paragraph can you send me the file question mark",
      "Hi John, thanks for the update.\n\nCan you send me the file?",
    ],
    [
      "spoken line breaks make a list",
      "first item new line second item",
      "First item\nSecond item",
    ],
    ["a line break at the end is dropped", "see you soon new line", "See you soon."],
    ["'period' as a noun", "the trial period ends on friday", "The trial period ends on Friday."],
    ["'comma' after an article", "add a comma here exclamation mark", "Add a comma here!"],
    ["'like' as a filler", "it was like really good", "It was really good."],
    [
      "'like' as a verb and a preposition",
      "I like tea and it looks like rain",
      "I like tea and it looks like rain.",
    ],
    ["'you know' as a filler", "we should you know meet earlier", "We should meet earlier."],
    ["'you know' as a verb", "do you know Bob", "Do you know Bob?"],
    ["'let you know' is meaning", "I will let you know tomorrow", "I will let you know tomorrow."],
    ["'I mean' opening a clause", "I mean we should go", "We should go."],
    ["'what I mean' is meaning", "what I mean is simple", "What I mean is simple."],
    ["'kind of' as a hedge", "it's kind of late", "It's late."],
    ["'kind of' after 'what'", "what kind of car do you drive", "What kind of car do you drive?"],
    ["spacing around punctuation", "hello   world ,how are you", "Hello world, how are you?"],
    [
      "'I'm' after a greeting is the speaker, not who is greeted",
      "hey I'm stuck in traffic the road is closed",
      "Hey, I'm stuck in traffic. The road is closed.",
    ],
    ["a question ending in 'please'", "Can you send it, please", "Can you send it, please?"],
    [
      "a clause starting with 'when' is no question",
      "when you get a chance, send it",
      "When you get a chance, send it.",
    ],
    [
      "web addresses keep their case",
      "visit www.example.com today",
      "Visit www.example.com today.",
    ],
  ])("%s", (_case, input, expected) => {
    expect(cleanDictation(input)).toBe(expected);
  });
});

describe("clean-up of what people really say", () => {
  it.each([
    [
      "Hello can u send me ur numbers for Q3 please thank you?",
      "Hello, can you send me your numbers for Q3 please? Thank you.",
    ],
    ["Whats the agenda for tomorrow tho…", "What's the agenda for tomorrow though?"],
    [
      "I am agree with your proposal, we should discuss about the budget on Monday",
      "I agree with your proposal, we should discuss the budget on Monday.",
    ],
    ["can you please explain me the process", "Can you please explain to me the process?"],
    [
      "I am waiting since 3 days so please revert back by Monday",
      "I have been waiting for 3 days, so please get back to me by Monday.",
    ],
    ["I have a doubt about the informations", "I have a question about the information."],
    ["ill call you when ill be home", "I'll call you when I'll be home."],
    ["my son is ill call the doctor", "My son is ill. Call the doctor."],
    ["mister haddad is here", "Mr. Haddad is here."],
    ["tell missus lopez the car is ready", "Tell Mrs. Lopez the car is ready."],
    ["she misses Paris", "She misses Paris."],
    ["please ask him for sign the contract", "Please ask him to sign the contract."],
    ["I waited for the call", "I waited for the call."],
    ["move the meeting to 10 30 no wait I mean 11 am", "Move the meeting to 11 am."],
    ["send it to Peter no sorry I mean to Paul", "Send it to Paul."],
    ["Thursday at 9 is fine no wait I mean Thursday at 10", "Thursday at 10."],
    ["let's order pizza scratch that, let's order sushi", "Let's order sushi."],
    [
      "so um I I think we should like ship it on Thursday",
      "So I think we should ship it on Thursday.",
    ],
    ["um thanks Marcus I can do Wednesday", "Thanks, Marcus. I can do Wednesday."],
    ["ok i will share the SharePoint link", "Ok, I will share the SharePoint link."],
  ])("%j → %j", (speech, expected) => {
    expect(cleanDictation(speech)).toBe(expected);
  });

  it.each([
    ["I mean it", "I mean it."],
    ["I would like tea", "I would like tea."],
    ["the U.S. team", "The U.S. team."],
    ["I wanted to say thanks", "I wanted to say thanks."],
    ["hi sarah thanks", "Hi Sarah, thanks."],
    ["Hello world, how are you", "Hello world, how are you?"],
  ])("leaves %j as it is meant", (speech, expected) => {
    expect(cleanDictation(speech)).toBe(expected);
  });
});

describe("dates, amounts and measures as people type them", () => {
  it.each([
    [
      "a day and month with its stops",
      "the meeting is on 3.4. at 10:00",
      "The meeting is on 3.4. at 10:00.",
    ],
    ["an abbreviation of a street", "we moved to ul. Długa 5", "We moved to ul. Długa 5."],
    ["an amount ending on its sign", "it costs 4,5k€", "It costs 4,5k€."],
    ["a percentage said with a space", "the rate is 19 %", "The rate is 19 %."],
  ])("%s", (_, said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});

describe("thinking aloud", () => {
  it.each([
    ["a phrase said twice", "we can we can do Friday", "We can do Friday."],
    ["three words said twice", "the report is the report is done", "The report is done."],
    ["a lead-in", "you know what, we accept", "We accept."],
    ["digits read out twice stay", "the code is 1 2 1 2", "The code is 1212."],
  ])("%s", (_, said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});

describe("thanks before a clause of its own", () => {
  it.each([
    ["thanks the files arrived today", "Thanks. The files arrived today."],
    ["thank you the flowers were lovely", "Thank you. The flowers were lovely."],
    ["thanks everyone for coming", "Thanks everyone for coming."],
  ])("%j → %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});
