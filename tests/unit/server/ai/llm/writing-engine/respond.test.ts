/** The built-in writer answering a chat or voice message: requests carried out, however they are phrased. */
import { describe, expect, it } from "vitest";
import {
  CANNOT_ANSWER,
  performWritingTask,
  respond,
  respondSpoken,
} from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("respond", () => {
  const ask = (content: string) => respond([{ role: "user", content }]);

  it.each([
    [
      "make this more formal: hey, can you send me the report asap",
      "Hello, can you send me the report at your earliest convenience?",
    ],
    ["Rewrite this: hey, I'm gonna be late", "Hello, I am going to be late."],
    ["clean up: um so i was thinking we could uh meet", "So I was thinking we could meet."],
    ["Hi Verba, can you fix this: the the meeting is at 3", "The meeting is at 3."],
    ["rewrite this I wanna go home", "I want to go home."],
    ["can you make this shorter I just really wanted to say thanks", "I wanted to say thanks."],
    [
      "draft a reply to Sarah saying I will send the report on Friday",
      "Hello Sarah,\n\nI will send the report on Friday.\n\nBest regards,",
    ],
    ["reply to john saying i'll be late", "Hello John,\n\nI will be late.\n\nBest regards,"],
    ["Write a comment: great post congrats", "Great post congrats."],
    [
      "message Sara that the train is late and ask her to wait for me",
      "Hello Sara,\n\nThe train is late. Could you wait for me?\n\nBest regards,",
    ],
    [
      "write to Tom for me that the car is ready",
      "Hello Tom,\n\nThe car is ready.\n\nBest regards,",
    ],
    [
      "hey can you reply to Marek? tell him yes Tuesday works",
      "Hello Marek,\n\nYes, Tuesday works.\n\nBest regards,",
    ],
  ])("carries out %j", (message, expected) => {
    expect(ask(message)).toBe(expected);
  });

  it("greets back and says what it can do", () => {
    expect(ask("Hello!")).toBe(
      "Hello! I'm Verba's built-in writing engine. I can clean up dictated text, rewrite it in a " +
        "professional, formal, friendly, concise or confident tone, and draft short email replies " +
        'and comments. Try: "Make this more formal: hey, can you send me the report asap".',
    );
  });

  it("says in one sentence what it can do, with no configuration for the person to do", () => {
    const answer = ask("What is the capital of France?");
    expect(answer).toBe(CANNOT_ANSWER);
    expect(answer.match(/[.?!](\s|$)/g)).toHaveLength(1);
    expect(answer).toContain('"Draft a reply to Sarah saying I will send the report on Friday"');
    expect(answer).not.toMatch(/API|GEMINI|OPENAI|GOOGLE_CLOUD|configur|restart|localhost/i);
  });

  it("gives back a question about 'we' after news as the person's own text", () => {
    expect(ask("Ahmed is coming to dinner do we have enough chairs")).toBe(
      "Ahmed is coming to dinner. Do we have enough chairs?",
    );
    expect(ask("the restaurant is full tonight can we go tomorrow instead")).toBe(
      "The restaurant is full tonight. Can we go tomorrow instead?",
    );
    expect(ask("I have a job interview tomorrow. What should I wear?")).toBe(CANNOT_ANSWER);
  });

  it("does not take requests about other things for writing work", () => {
    for (const message of [
      "Fix my code",
      "I want to rewrite my resume, how should I start?",
      "Question about grammar: is it fewer or less?",
      "Answer this question: what is a gerund?",
      "Tell me about the weather",
    ]) {
      expect(ask(message)).toBe(CANNOT_ANSWER);
    }
  });

  it("asks for the text when a request comes without it", () => {
    expect(ask("make it more formal")).toBe(
      'Add the text after a colon, for example: "Make this more formal: hey, can you send me the report asap".',
    );
  });

  it("asks what to say when given only the email to answer", () => {
    expect(ask("Draft a reply to this email: From: Bob <bob@example.com> Can you come?")).toMatch(
      /^Without an AI model I can't decide what a reply should say/,
    );
  });

  it("answers the latest user message", () => {
    const answer = respond([
      { role: "system", content: "You are Verba." },
      { role: "user", content: "hi" },
      { role: "assistant", content: "Hello!" },
      { role: "user", content: "clean up: the the end" },
    ]);
    expect(answer).toBe("The end.");
  });
});

describe("a message that asks for no writing, typed or said", () => {
  const CALENDAR = {
    trigger: "my calendar link",
    text: "https://cal.example.com/ada/30min?ref=Verba&Tz=Europe/Warsaw",
  };
  const channels = [
    ["typed", respond],
    ["said", respondSpoken],
  ] as const;

  it.each(channels)("%s: a statement comes back polished, with no preamble", (_, answer) => {
    const turns = (content: string) => [{ role: "user", content }];
    expect(answer(turns("um so i think we we should meet on friday"))).toBe(
      "So I think we should meet on Friday.",
    );
    expect(answer(turns("i am living in berlin since two years"))).toBe(
      "I am living in Berlin for two years.",
    );
    // An order about the person is their own text, not a request to the writer.
    expect(answer(turns("remind me to call the dentist at nine thirty"))).toBe(
      "Remind me to call the dentist at 9:30.",
    );
  });

  it.each(channels)("%s: a question, or an ask of the writer, is refused", (_, answer) => {
    for (const content of [
      "what time is it in Tokyo",
      "Is the report good enough?",
      "Fix my code",
      "tell me about the weather in Lisbon",
      "explain the difference between affect and effect",
    ]) {
      expect(answer([{ role: "user", content }])).toBe(CANNOT_ANSWER);
    }
  });

  it.each(channels)(
    "%s: a request for a message it cannot read asks what to say, never comes back as text",
    (_, answer) => {
      for (const content of ["inform everybody", "notify the"]) {
        expect(answer([{ role: "user", content }])).toMatch(
          /^Without an AI model I can't decide what a reply should say/,
        );
      }
    },
  );

  it.each(channels)("%s: a snippet said in a statement is kept byte for byte", (_, answer) => {
    const turns = [
      { role: "user", content: "you can book a slot with my calendar link whenever you like" },
    ];
    expect(answer(turns, { snippets: [CALENDAR] })).toBe(
      `You can book a slot with ${CALENDAR.text} whenever you like.`,
    );
  });

  it("answers small talk in chat as in chat, and in a voice session in a few spoken words", () => {
    const thanks = [{ role: "user", content: "thanks a lot" }];
    expect(respond(thanks)).toBe(
      "You're welcome! Send me more text whenever you want it cleaned up or rewritten.",
    );
    expect(respondSpoken(thanks)).toBe(
      "Happy to help. Say a sentence and I'll say it back polished.",
    );
  });

  it("gives back a greeting before news, and a question greeting others, as the person's text", () => {
    expect(respond([{ role: "user", content: "hi all the lift is fixed" }])).toBe(
      "Hi all, the lift is fixed.",
    );
    expect(respond([{ role: "user", content: "hi team quick update the demo moved" }])).toBe(
      "Hi team, quick update, the demo moved.",
    );
    expect(respond([{ role: "user", content: "hey Omar can you bring the charger" }])).toBe(
      "Hey Omar, can you bring the charger?",
    );
    // A greeting alone, or before a question to the writer, is still small talk or a question.
    expect(respond([{ role: "user", content: "hi how are you" }])).toMatch(/^Hello! /);
    expect(respond([{ role: "user", content: "hey I need help" }])).toMatch(/^Hello! /);
  });

  it("gives back a statement that opens with thanks for a reason, or with what's, as said", () => {
    expect(respondSpoken([{ role: "user", content: "thanks to you we won" }])).toBe(
      "Thanks to you we won.",
    );
    expect(respond([{ role: "user", content: "what's done is done" }])).toBe(
      "What's done is done.",
    );
  });

  it("says what it does with a message of no words", () => {
    expect(respond([{ role: "user", content: "... 👍" }])).toBe(
      "Type a sentence and I'll send it back in good English, or ask me to rewrite or draft " +
        'something, for example: "Draft a reply to Sarah saying I will send the report on Friday".',
    );
    expect(respondSpoken([{ role: "user", content: "..." }])).toBe("Sorry, I didn't catch that.");
  });
});

describe("performWritingTask", () => {
  it.each([
    [{ mode: "cleanup" as const, text: "um hello" }, "Hello."],
    [
      { mode: "rewrite" as const, text: "thanks a lot", tone: "formal" as const },
      "Thank you very much.",
    ],
    [
      { mode: "transform" as const, text: "we are ready", instruction: "friendlier" },
      "We're ready.",
    ],
    [{ mode: "title" as const, text: "can you fix my cover letter" }, "Fix My Cover Letter"],
  ])("%j", (task, expected) => {
    expect(performWritingTask(task)).toBe(expected);
  });
});

describe("requests, however they are phrased", () => {
  const ask = (content: string) => respond([{ role: "user", content }]);
  const email = (greeting: string, body: string) => `${greeting}\n\n${body}\n\nBest regards,`;

  it.each([
    [
      "please write a short reply saying I will join the meeting tomorrow",
      email("Hello,", "I will join the meeting tomorrow."),
    ],
    [
      "compose a quick message to the team that the release moves to version 2.4",
      email("Hi team,", "The release moves to version 2.4."),
    ],
    [
      "tell Maria that the contract for Acme GmbH is signed",
      email("Hello Maria,", "The contract for Acme GmbH is signed."),
    ],
    [
      "can you ask John if he can review the deck by Wednesday",
      email("Hello John,", "Could you let me know if you can review the deck by Wednesday?"),
    ],
    [
      "Could you draft an email to Priya asking whether she can join the call at 4 pm",
      email("Hello Priya,", "Could you let me know whether you can join the call at 4 pm?"),
    ],
    [
      "reply that the budget of 45,000 euros is approved",
      email("Hello,", "The budget of 45,000 euros is approved."),
    ],
    [
      "say thank you to Grace for the feedbacks on the draft",
      email("Hello Grace,", "Thank you for the feedback on the draft."),
    ],
    [
      "accept the invitation to the workshop on 14 May",
      email("Hello,", "Thank you. I am happy to accept the invitation to the workshop on 14 May."),
    ],
    [
      "decline the call on Friday because I am travelling to Berlin",
      email(
        "Hello,",
        "Thank you. Unfortunately, I have to decline the call on Friday because I am travelling to Berlin.",
      ),
    ],
    [
      // Whom the refusal is to, before the reason, is no part of what is declined.
      "write a polite refusal to the gym. they want me to renew my membership",
      email(
        "Hello,",
        "Thank you. Unfortunately, I have to decline. They want me to renew my membership.",
      ),
    ],
    [
      "follow up on the proposal I sent to Chen last week",
      email("Hello,", "I am following up on the proposal I sent to Chen last week."),
    ],
    [
      "remind Omar to send the slides before the board meeting",
      email("Hello Omar,", "A quick reminder to send the slides before the board meeting."),
    ],
    [
      "write a note to Dr. Okafor about the lab results from 3 June",
      email("Hello Dr. Okafor,", "I am writing about the lab results from 3 June."),
    ],
    [
      "write a formal reply to Mr. Schmidt that we accept the offer",
      email("Dear Mr. Schmidt,", "We accept the offer."),
    ],
    [
      "write a comment saying congrats on the launch of Nimbus 3",
      "Congrats on the launch of Nimbus 3.",
    ],
  ])("%j", (message, expected) => {
    expect(ask(message)).toBe(expected);
  });

  it("asks what to say when a request says nothing", () => {
    expect(ask("write a reply to Tomasz")).toMatch(/^Without an AI model I can't decide/);
  });
});
