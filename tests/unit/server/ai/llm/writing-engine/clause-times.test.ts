/** Which of two run-on clauses a time between them goes with, and the phrases that say when. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { timePhraseBefore } from "../../../../../../src/server/ai/llm/writing-engine/clause-times";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

describe("a time phrase ending before a word", () => {
  it.each([
    ["we go tomorrow", 1],
    ["we meet this week", 2],
    ["we meet on friday", 2],
    ["we open late on saturdays", 2],
    ["I call you tomorrow morning", 2],
    ["I study in the evening", 3],
    ["it got easier after a while", 3],
    ["it got easier after a month", 3],
    ["we swim in the summer", 3],
    ["I was nervous at first", 2],
    ["I go to the gym after work", 2],
    ["we talk during the break", 3],
    ["I am busy right now", 2],
    // "right" after a verb of seeming is what something is: only "now" says when.
    ["the totals look right now", 1],
    ["I saw it just now", 2],
    // "later", "soon" and "afterwards" say when, but not as part of "as soon as" or "how soon".
    ["we can talk later", 1],
    ["the doctor will come soon", 1],
    ["we ate afterwards", 1],
    ["call me as soon", 0],
    // A time said of every such time: "on weekends", "in the evenings".
    ["we rest on weekends", 2],
    // A year, the whole of a time, a number of them.
    ["we moved in 2022", 2],
    ["I was home all day", 2],
    ["it is ready in 10 minutes", 3],
    ["I want a house in the future", 3],
    ["I read in the evenings", 3],
    ["ask them how soon", 0],
    // No time: a noun that is none, "first" with no "at", a span with no preposition.
    ["we fixed the printer", 0],
    ["she came first", 0],
    ["I remember the day", 0],
  ])("%s: %i words", (text, length) => {
    const tokens = tokenize(text);
    expect(timePhraseBefore(tokens, tokens.length)).toBe(length);
  });
});

describe("a time between two clauses", () => {
  it.each([
    // The clause before has no time of its own and a tense the time fits: the time ends it.
    [
      "the courier comes tomorrow she will ring twice",
      "The courier comes tomorrow. She will ring twice.",
    ],
    [
      "the office stays shut this week we meet online",
      "The office stays shut this week. We meet online.",
    ],
    [
      "our lawyer is away this week Mila signs the letters",
      "Our lawyer is away this week. Mila signs the letters.",
    ],
    [
      "the painters left yesterday they did a good job",
      "The painters left yesterday. They did a good job.",
    ],
    // A time before a question is no subject of it.
    [
      "I have two meetings this afternoon can we talk tomorrow",
      "I have two meetings this afternoon. Can we talk tomorrow?",
    ],
  ])("ends the clause before when it can hold it: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // A time of its own already, said first or last.
    [
      "in the summer we swim in the lake in the winter we ski",
      "In the summer we swim in the lake. In the winter we ski.",
    ],
    [
      "on sunday we rested on monday we started again",
      "On Sunday we rested. On Monday we started again.",
    ],
    [
      "at first it was hard after a month I loved it",
      "At first it was hard. After a month I loved it.",
    ],
    // A tense the time does not fit: a past before a time to come, a present before a past time.
    [
      "we booked the tickets next week we fly to Oslo",
      "We booked the tickets. Next week we fly to Oslo.",
    ],
    ["I feel fine yesterday I stayed in bed", "I feel fine. Yesterday I stayed in bed."],
    // A clause about the moment: "almost", "still".
    [
      "the paint is still wet tomorrow we hang the pictures",
      "The paint is still wet. Tomorrow we hang the pictures.",
    ],
  ])("opens the next clause when the one before cannot hold it: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // "already" with a past tells of the past: "yesterday" is its own.
    [
      "we have already paid the deposit yesterday we got the receipt",
      "We have already paid the deposit yesterday. We got the receipt.",
    ],
    // A participle saying what something is, or an adjective, is no past.
    [
      "the shop is closed tomorrow we can shop online",
      "The shop is closed tomorrow. We can shop online.",
    ],
  ])("reads the tense of the clause before by its verb: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // A greeting holds no time: the time opens the clause after it.
    ["hello Omar tomorrow I work from home", "Hello Omar. Tomorrow I work from home."],
    // A time with a verb right after it is the next clause's subject.
    [
      "the sky is grey today tomorrow should be better",
      "The sky is grey today. Tomorrow should be better.",
    ],
    ["last week was quiet today is a madhouse", "Last week was quiet. Today is a madhouse."],
    // A time that points back at the clause before.
    [
      "we met in 2015 since then we talk every week",
      "We met in 2015. Since then we talk every week.",
    ],
    [
      "I am in Rome until monday until then email me",
      "I am in Rome until Monday. Until then email me.",
    ],
  ])("opens the next clause after no verb, or as its subject: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("'later' or 'soon' after a clause with its own time", () => {
  it.each([
    [
      "I work nights this month later I can switch",
      "I work nights this month. Later I can switch.",
    ],
    [
      "at the moment I share a room soon I will have my own",
      "At the moment I share a room. Soon I will have my own.",
    ],
    // "you" and a verb after a time pointing back open the clause after.
    [
      "the trial is free for a month after that you pay",
      "The trial is free for a month. After that you pay.",
    ],
  ])("opens the clause after: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "I will text you later.",
    "The train will arrive soon.",
    "I will call you as soon as I can.",
    "I told you yesterday you need a break.",
  ])("stays one sentence: %s", (said) => {
    expect(cleanDictation(said)).toBe(said);
  });
});

describe("a bare 'now' between two clauses", () => {
  it.each([
    // After a past, or before a modal, it opens the next clause.
    [
      "we cleaned the garage now we can park inside",
      "We cleaned the garage. Now we can park inside.",
    ],
    ["the form looks right now I will sign it", "The form looks right. Now I will sign it."],
    [
      "they renovated the flat now it feels bigger",
      "They renovated the flat. Now it feels bigger.",
    ],
    // Otherwise it ends the clause before: after an action it says when that happens.
    ["I am heading out now I will be back at six", "I am heading out now. I will be back at six."],
    [
      "we rent a flat in Lyon now we love the city",
      "We rent a flat in Lyon now. We love the city.",
    ],
    [
      "he is at the airport right now he will call later",
      "He is at the airport right now. He will call later.",
    ],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "And now we wait for the results.",
    "Until now we had no problems.",
    "We tried and now we know.",
    "Right now we are on the train.",
  ])("leads in after a conjunction or a preposition, or opening the sentence: %s", (written) => {
    expect(cleanDictation(written.toLowerCase().replace(/\.$/, ""))).toBe(written);
  });
});

describe("a time between a verb of saying and its clause", () => {
  it.each([
    "I think tomorrow we will know more.",
    "She said today she can help.",
    "He told me yesterday he is moving.",
    "We agreed last week we would wait.",
  ])("leads in: %s", (written) => {
    expect(cleanDictation(written.toLowerCase().replace(/\.$/, ""))).toBe(
      written.replace("i think", "I think"),
    );
  });

  it("not after an object no verb of telling takes", () => {
    expect(cleanDictation("I called him yesterday he was sick")).toBe(
      "I called him yesterday. He was sick.",
    );
  });
});

describe("a phrase opened by 'after', 'before' or 'since'", () => {
  it.each([
    [
      "after lunch we fixed the printer they were very happy",
      "After lunch we fixed the printer. They were very happy.",
    ],
    [
      "since the move we sleep better the street is quiet",
      "Since the move we sleep better. The street is quiet.",
    ],
    // A time after "until" or "since" ends its clause: the name or noun after it is a subject.
    [
      "Rosa is away until friday Pablo answers the phone",
      "Rosa is away until Friday. Pablo answers the phone.",
    ],
    [
      "the tap drips since last week the landlord sends someone tomorrow",
      "The tap drips since last week. The landlord sends someone tomorrow.",
    ],
    // "after that": a pronoun after the preposition, and a time that opens the next clause.
    [
      "we stay in Oslo until sunday after that we drive north",
      "We stay in Oslo until Sunday. After that we drive north.",
    ],
    // Its sentence ends where it ends: a time after it that the sentence can hold stays there.
    [
      "I will call you after lunch we can talk then",
      "I will call you after lunch. We can talk then.",
    ],
  ])("is no fronted clause: its sentence ends on a full stop: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["after the film ended we went home", "After the film ended, we went home."],
    ["before you leave we need the keys", "Before you leave, we need the keys."],
  ])("a clause after them is fronted: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("an order after a time", () => {
  it.each([
    ["the lift is broken today take the stairs", "The lift is broken today. Take the stairs."],
    ["the soup is hot now wait a minute", "The soup is hot now. Wait a minute."],
  ])("is a sentence of its own: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each(["We leave tomorrow early.", "I will call you tomorrow morning.", "Wait until then."])(
    "not a word that is no order, or none at all: %s",
    (written) => {
      expect(cleanDictation(written.toLowerCase().replace(/\.$/, ""))).toBe(
        written.replace(/^i /, "I "),
      );
    },
  );
});

describe("a time after a noun and the clause describing it", () => {
  it.each([
    ["the movie we saw on saturday was boring", "The movie we saw on Saturday was boring."],
    ["the parcel you posted last week came back", "The parcel you posted last week came back."],
    ["the guests we invited tonight are late", "The guests we invited tonight are late."],
    [
      "I think the letter she wrote yesterday was rude",
      "I think the letter she wrote yesterday was rude.",
    ],
    ["the bike he bought last spring broke down", "The bike he bought last spring broke down."],
  ])("is no subject, and the verb after it is the noun's: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["I loved the cake you baked yesterday it was perfect", "yesterday. It was perfect."],
    ["the roads were icy yesterday today is better", "yesterday. Today is better."],
  ])("a clause of its own still follows a complete one: %s", (said, written) => {
    expect(cleanDictation(said)).toContain(written);
  });
});
