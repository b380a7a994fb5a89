import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("where run-on clauses meet", () => {
  it.each([
    [
      "I finished the translation tomorrow I start the next chapter",
      "I finished the translation. Tomorrow I start the next chapter.",
    ],
    [
      "we signed the contract yesterday next week we start the work",
      "We signed the contract yesterday. Next week we start the work.",
    ],
    [
      "we are almost done next week I will send you the final version",
      "We are almost done. Next week I will send you the final version.",
    ],
    [
      "the pool is closed for cleaning this week we open again on Monday",
      "The pool is closed for cleaning this week. We open again on Monday.",
    ],
    [
      "we can meet on Thursday Lily will book the room",
      "We can meet on Thursday. Lily will book the room.",
    ],
    [
      "the server is down since morning nobody is picking up the phone",
      "The server is down since morning. Nobody is picking up the phone.",
    ],
    ["I'm not sure maybe we can ask Tom", "I'm not sure. Maybe we can ask Tom."],
    [
      "is the meeting still on we need to book the room",
      "Is the meeting still on? We need to book the room.",
    ],
    ["I logged in we can start", "I logged in. We can start."],
    ["Lukas fixed the bug the tests pass now", "Lukas fixed the bug. The tests pass now."],
    ["the bank called they need another document", "The bank called. They need another document."],
    [
      "I have checked the numbers they look correct",
      "I have checked the numbers. They look correct.",
    ],
  ])(
    "a time, a day, a doubt or a particle at the edge goes with its own clause: %s",
    (said, written) => {
      expect(cleanDictation(said)).toBe(written);
    },
  );

  it.each([
    ["the meeting is tomorrow we need to prepare", "The meeting is tomorrow. We need to prepare."],
    ["we fly to Paris tomorrow I am so excited", "We fly to Paris tomorrow. I am so excited."],
    ["I will send it tomorrow we can talk then", "I will send it tomorrow. We can talk then."],
    ["I finished it by next week we will know", "I finished it by next week. We will know."],
  ])("a time that ends its clause stays there: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["the report is finished is on your desk", "The report is finished. It is on your desk."],
    [
      "I moved to a new apartment is closer to the office",
      "I moved to a new apartment. It is closer to the office.",
    ],
    ["I went to the shop was closed", "I went to the shop. It was closed."],
  ])("a subject left unsaid is said: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "I think the problem is solved.",
    "The man I talked to is nice.",
    "Everything I asked for is ready.",
    "The things we discussed were approved.",
    "I like the way they look at me.",
    "We need the hotels list for Monday.",
  ])("a subject that is there is not said again: %s", (written) => {
    expect(cleanDictation(written.toLowerCase().replace(/\.$/, ""))).toBe(
      written.replace(/^the/, "The"),
    );
  });
});

describe("where a clause ends before the next", () => {
  it.each([
    ["the votes are in our candidate won", "The votes are in. Our candidate won."],
    ["the results are in sales are up", "The results are in. Sales are up."],
    ["the heating is back on the house is warm", "The heating is back on. The house is warm."],
    ["Grandma rang she'll come on Sunday", "Grandma rang. She'll come on Sunday."],
    ["the airline texted our gate has changed", "The airline texted. Our gate has changed."],
    // A past no participle shares: the noun before it is its subject.
    ["the school called the trip got cancelled", "The school called. The trip got cancelled."],
    ["the airline texted our flight landed", "The airline texted. Our flight landed."],
    [
      "we're away next week the neighbours have the keys",
      "We're away next week. The neighbours have the keys.",
    ],
    // No object takes an auxiliary after it, but a question may follow one.
    ["we need the room can you book it", "We need the room. Can you book it?"],
  ])("after a particle, a reporting verb or a time: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "The results are in the report.",
    "The keys are on the table by the door.",
    // A regular "-ed" may describe the noun: no clause of its own.
    "We fixed the bug reported yesterday.",
    "We emailed the customers charged twice.",
  ])("not where the particle is a preposition or the past may be a participle: %s", (written) => {
    expect(cleanDictation(written.toLowerCase().replace(/[.?]/g, ""))).toBe(
      written.replace(/^the/, "The"),
    );
  });

  it.each([
    [
      "my parents loved the hotel they want to come back next year",
      "My parents loved the hotel. They want to come back next year.",
    ],
    [
      "thank you to the volunteers you made this day special",
      "Thank you to the volunteers. You made this day special.",
    ],
    [
      "congratulations to the team you worked so hard for this",
      "Congratulations to the team. You worked so hard for this.",
    ],
  ])("after a noun, a clause that leaves no gap for it: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    [
      "the fridge broke the technician comes tomorrow",
      "The fridge broke. The technician comes tomorrow.",
    ],
    ["we sold the car the buyer is very happy", "We sold the car. The buyer is very happy."],
    // Not a run of nouns, an object before a plain verb or participle, nor a clause taken.
    [
      "I checked the logs memory usage looks normal",
      "I checked the logs. Memory usage looks normal.",
    ],
    ["the teacher made the class repeat the song", "The teacher made the class repeat the song."],
    ["we had the boiler serviced", "We had the boiler serviced."],
    ["she thinks the plan needs more time", "She thinks the plan needs more time."],
  ])("a determiner's phrase with its own verb after an object: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    [
      "the drive was slower than expected I think we need another route",
      "The drive was slower than expected. I think we need another route.",
    ],
    ["she earns more than I thought she did", "She earns more than I thought she did."],
  ])("after what was compared, no clause is taken: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    [
      "the spare key is under the mat see you at six",
      "The spare key is under the mat. See you at six.",
    ],
    [
      "our flat is near the river parking is a problem",
      "Our flat is near the river. Parking is a problem.",
    ],
    // "outside" may end its clause as a particle does.
    [
      "the kids are outside dinner is almost ready",
      "The kids are outside. Dinner is almost ready.",
    ],
    // A day's figure and its month are one date.
    ["I know the fair on 9 October is open", "I know the fair on 9 October is open."],
  ])("no clause starts inside a preposition's object: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["the cake is ready come and get it", "The cake is ready. Come and get it."],
    ["we will come and see it", "We will come and see it."],
    [
      "the door code is new enter 2580 at the gate",
      "The door code is new. Enter 2580 at the gate.",
    ],
  ])("an order joined to the next by 'and', or acting on a figure: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "The zoo they like best.",
    "The book you lent me is great.",
    "The team you hired is great.",
    "I love the café we go to every morning.",
    "We finally saw the film you talked about.",
    "I read the book you gave me.",
    "This is the team you will work with.",
  ])("not a clause that describes the noun: %s", (written) => {
    expect(cleanDictation(written.toLowerCase().replace(/\.$/, ""))).toBe(
      written.replace(/^the/, "The"),
    );
  });
});

describe("the clause after an opener set off by a comma", () => {
  it("reads from after the opener: an answer, a greeting", () => {
    expect(cleanDictation("yes please sign it the bank needs it today")).toBe(
      "Yes, please sign it. The bank needs it today.",
    );
    expect(cleanDictation("okay please send it the first copy is lost")).toBe(
      "Okay, please send it. The first copy is lost.",
    );
  });
});

describe("a question after an object", () => {
  it.each([
    ["I haven't seen it can you send it again", "I haven't seen it. Can you send it again?"],
    ["I sent them can you check", "I sent them. Can you check?"],
  ])("%j is a sentence of its own", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});

describe("an order after a time", () => {
  it("follows a clause: the heating is off tonight, wear something warm", () => {
    expect(cleanDictation("the heating is off tonight wear something warm")).toBe(
      "The heating is off tonight. Wear something warm.",
    );
  });

  it("is no order after a subject still waiting for its verb", () => {
    expect(cleanDictation("the photos Anna took yesterday look great")).toBe(
      "The photos Anna took yesterday look great.",
    );
  });

  it("is no order after a noun a determiner's phrase describes", () => {
    expect(cleanDictation("the car my brother bought last week broke down")).toBe(
      "The car my brother bought last week broke down.",
    );
    expect(cleanDictation("the dress my sister wore yesterday looks lovely")).toBe(
      "The dress my sister wore yesterday looks lovely.",
    );
  });
});

describe("a pronoun or a question after a complete clause", () => {
  it.each([
    [
      "the nurses cannot stay they have another shift",
      "The nurses cannot stay. They have another shift.",
    ],
    ["my cousin can't drive us he broke his arm", "My cousin can't drive us. He broke his arm."],
    [
      "the printer jammed so I fixed it she wants the copies",
      "The printer jammed, so I fixed it. She wants the copies.",
    ],
    // A verb whose object is the clause after it leaves no gap for the noun before.
    [
      "we phoned the vet he thinks the cat is fine",
      "We phoned the vet. He thinks the cat is fine.",
    ],
    [
      "we wrote to the council they want three more forms",
      "We wrote to the council. They want three more forms.",
    ],
    ["thanks for the tea we really needed it", "Thanks for the tea. We really needed it."],
    [
      "the vet sold us treats they make the dog calm",
      "The vet sold us treats. They make the dog calm.",
    ],
    // A plain verb after "he" or "she", as a learner says it.
    ["I phoned the hotel she confirm the booking", "I phoned the hotel. She confirm the booking."],
  ])("a subject after a verb's object or a bare verb opens a clause: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["turn the left tap it fills the bath faster", "Turn the left tap. It fills the bath faster."],
    ["the lamp is on again it needed a bulb", "The lamp is on again. It needed a bulb."],
    ["I saw your garden it made my day", "I saw your garden. It made my day."],
    ["I fixed the alarm it kept waking us up", "I fixed the alarm. It kept waking us up."],
    // No step of a series: a noun before "it" is no verb with its object.
    ["take the north exit it saves ten minutes", "Take the north exit. It saves ten minutes."],
    [
      "use the blue form it needs fewer signatures",
      "Use the blue form. It needs fewer signatures.",
    ],
    [
      "the fee is 40 euros it covers the insurance",
      "The fee is 40 euros. It covers the insurance.",
    ],
  ])("'it' before a verb in '-s' opens a clause after a noun or a figure: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["we painted it the colour looks warmer now", "We painted it. The colour looks warmer now."],
    ["I printed this my editor liked it too", "I printed this. My editor liked it too."],
  ])("a noun phrase's clause after an object 'it' or 'this': %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["I mopped the floor there is no mud now", "I mopped the floor. There is no mud now."],
    ["the shops you find there are tiny", "The shops you find there are tiny."],
    ["the waiter there is very kind", "The waiter there is very kind."],
  ])(
    "'there' after an object opens a clause, not after a clause describing a noun: %s",
    (said, written) => {
      expect(cleanDictation(said)).toBe(written);
    },
  );

  it.each([
    ["the bus is late should we take a taxi", "The bus is late. Should we take a taxi?"],
    ["the cake is ready shall I bring it over", "The cake is ready. Shall I bring it over?"],
    ["the pool is closed where else can we swim", "The pool is closed. Where else can we swim?"],
    ["the trip sounds fun how long will you stay", "The trip sounds fun. How long will you stay?"],
    ["we posted four letters have they arrived", "We posted four letters. Have they arrived?"],
  ])("'should' or 'shall' and a subject open a question: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["the dress it came with was torn", "The dress it came with was torn."],
    ["the tool it replaces costs more", "The tool it replaces costs more."],
    ["we bought the glue it needed", "We bought the glue it needed."],
    ["I saw the film you warned me about", "I saw the film you warned me about."],
    ["the game she keeps playing is violent", "The game she keeps playing is violent."],
    ["the cake we ate yesterday was dry", "The cake we ate yesterday was dry."],
    ["the word it keeps saying is rude", "The word it keeps saying is rude."],
    ["is it the blue folder you wanted", "Is it the blue folder you wanted?"],
    ["we called it the spring plan", "We called it the spring plan."],
    ["tell them they can park here", "Tell them they can park here."],
    ["I think it works", "I think it works."],
    ["I wonder shall we ask her", "I wonder shall we ask her."],
  ])(
    "a clause describing a noun, an object's name or a reported clause stays one: %s",
    (said, written) => {
      expect(cleanDictation(said)).toBe(written);
    },
  );
});

describe("the object of a clause describing the sentence's first noun", () => {
  it.each([
    [
      "the trick she keeps showing the guests is getting old",
      "The trick she keeps showing the guests is getting old.",
    ],
    ["the story he told the children was scary", "The story he told the children was scary."],
  ])("%j stays one sentence", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });

  it("is no object after a clause complete on its own", () => {
    expect(cleanDictation("the printer is broken the other one works")).toBe(
      "The printer is broken. The other one works.",
    );
  });
});
