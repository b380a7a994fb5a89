import { describe, expect, it } from "vitest";
import {
  CANNOT_ANSWER,
  cleanDictation,
  deriveTitle,
  draftComment,
  draftReply,
  performWritingTask,
  respond,
  rewrite,
  transform,
} from "../../../../../src/server/ai/llm/local-writing-engine";
import { correctToDictionary } from "../../../../../src/server/ai/llm/writing-engine/dictionary";
import type { WritingTone } from "../../../../../src/server/ai/llm/writing-task";

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
      "Hi john, thanks for the update.\n\nCan you send me the file?",
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

describe("rewrite", () => {
  const rambling =
    "I just wanted to say I think that we really need to talk about the budget. Let me know if that's ok";

  it.each<[string, WritingTone, string, string]>([
    [
      "professional: casual words, slang and contractions",
      "professional",
      "hey, I'm gonna send the report asap, thanks a lot",
      "Hello, I am going to send the report as soon as possible, thank you very much.",
    ],
    [
      "professional: clean text stays unchanged",
      "professional",
      "Thank you for the update. I will send the report tomorrow.",
      "Thank you for the update. I will send the report tomorrow.",
    ],
    [
      "professional: shouted abbreviations and 'can't'",
      "professional",
      "OK, I can't make it",
      "All right, I cannot make it.",
    ],
    [
      "formal: as professional, plus formal phrasing",
      "formal",
      rambling,
      "I would like to say I think that we really need to discuss the budget. Please let me know if that is all right.",
    ],
    [
      "friendly: contractions, 'thanks' and an exclamation for thanks",
      "friendly",
      "Thank you for your help. I am happy to join. It's been great",
      "Thanks for your help! I'm happy to join. It's been great.",
    ],
    ["friendly: no contraction at a clause end", "friendly", "Yes, it is.", "Yes, it is."],
    [
      "concise: hedges dropped, casual words kept",
      "concise",
      rambling,
      "I wanted to say we need to talk about the budget. Let me know if that's ok.",
    ],
    [
      "concise: a hedge before punctuation stays",
      "concise",
      "Really? I think so.",
      "Really? I think so.",
    ],
    [
      "concise: wordy phrases",
      "concise",
      "In order to finish, we wait due to the fact that the data is late",
      "To finish, we wait because the data is late.",
    ],
    [
      "confident: apologies and doubt dropped",
      "confident",
      "Basically, I'm sorry to bother you but maybe we could meet tomorrow, I'll try to be there",
      "We could meet tomorrow, I will be there.",
    ],
  ])("%s", (_case, tone, input, expected) => {
    expect(rewrite(input, tone)).toBe(expected);
  });

  it("is empty for empty input", () => {
    expect(rewrite("", "formal")).toBe("");
  });
});

describe("draftReply", () => {
  it.each([
    [
      "greets the sender named on the From line",
      {
        speech: "um thanks for the update comma i'll send the report tomorrow",
        context:
          "From: Sarah Johnson <sarah@example.com>\nSubject: Report\n\nHi, any news on the report?",
      },
      "Hello Sarah,\n\nThank you for the update, I will send the report tomorrow.\n\nBest regards,",
    ],
    [
      "finds the name under a sign-off, formally",
      {
        speech: "sure comma i can join the call on friday",
        context: "Hi,\nCan you join the call on Friday?\n\nBest regards,\nMichael Brown",
        tone: "formal" as const,
      },
      "Dear Michael,\n\nSure, I can join the call on Friday.\n\nBest regards,",
    ],
    [
      "finds the name in a quoted reply header, friendly",
      {
        speech: "sounds good",
        context:
          "On Tue, 3 Jun 2025 at 10:00, Priya Patel <priya@example.com> wrote:\n> Shall we meet?",
        tone: "friendly" as const,
      },
      "Hi Priya,\n\nSounds good.\n\nBest regards,",
    ],
    [
      "reads a 'Last, First' display name",
      { speech: "ok", context: 'From: "Doe, Jane" <jane@example.com>' },
      "Hello Jane,\n\nAll right.\n\nBest regards,",
    ],
    [
      "takes the name from a dictated greeting and drops a dictated closing",
      { speech: "hi john, thanks, I'll be there. best regards" },
      "Hello John,\n\nThank you, I will be there.\n\nBest regards,",
    ],
    [
      "does not repeat a dictated greeting to the sender",
      { speech: "hi sarah thanks", context: "From: Sarah Lee <sarah@example.com>" },
      "Hello Sarah,\n\nThank you.\n\nBest regards,",
    ],
    [
      "greets without a name when none can be found",
      { speech: "the invoice is attached", context: "From: billing@example.com" },
      "Hello,\n\nThe invoice is attached.\n\nBest regards,",
    ],
    [
      "writes nothing for nothing said",
      { speech: "um uh", context: "From: Ann Lee <a@example.com>" },
      "",
    ],
  ])("%s", (_case, request, expected) => {
    expect(draftReply(request)).toBe(expected);
  });
});

describe("draftComment", () => {
  it.each([
    [
      "drops the greeting and warms up good news",
      { speech: "hey great post congrats on the launch", tone: "friendly" as const },
      "Great post congrats on the launch!",
    ],
    [
      "cleans and polishes the speech",
      { speech: "um this is a really insightful article period thanks for sharing" },
      "This is a really insightful article. Thank you for sharing.",
    ],
    ["is empty for fillers only", { speech: "uh" }, ""],
  ])("%s", (_case, request, expected) => {
    expect(draftComment(request)).toBe(expected);
  });
});

describe("transform", () => {
  const casual = "hey i just wanted to say i think the demo was really great, thanks a lot";

  it.each([
    [
      "more formal",
      casual,
      "Hello, I would like to say I think the demo was really great, thank you very much.",
    ],
    ["make it shorter", casual, "Hey, I wanted to say the demo was great, thanks a lot."],
    [
      "fix grammar",
      casual,
      "Hey, I just wanted to say I think the demo was really great, thanks a lot.",
    ],
    ["more confident", casual, "Hello, I wanted to say the demo was great, thank you very much."],
    [
      "friendlier",
      "Thank you for the invite. I am happy to join.",
      "Thanks for the invite! I'm happy to join.",
    ],
    [
      "translate to French",
      casual,
      "Hello, I just wanted to say I think the demo was really great, thank you very much.",
    ],
  ])("%s", (instruction, text, expected) => {
    expect(transform({ text, instruction })).toBe(expected);
  });
});

describe("deriveTitle", () => {
  it.each([
    [
      "Hi, can you help me write an email to my landlord about the broken heater?",
      "Write an Email to My Landlord About the Broken Heater",
    ],
    [
      "Hi! What is the best way to say no to a meeting politely?",
      "What Is the Best Way to Say No to a Meeting Politely",
    ],
    [
      "So, I need to write a cover letter for a senior product manager position at a large technology company in Berlin",
      "Write a Cover Letter for a Senior Product Manager Position",
    ],
    ["make this more formal: hey john", "Make This More Formal"],
    ["um uh well-being tips for remote teams", "Well-being Tips for Remote Teams"],
    ["hello", "New Chat"],
    ["um uh", "New Chat"],
    ["", "New Chat"],
  ])("%j → %j", (message, expected) => {
    expect(deriveTitle(message)).toBe(expected);
  });

  it("never passes 60 characters", () => {
    const title = deriveTitle("Supercalifragilisticexpialidocious-".repeat(4));
    expect(title.length).toBe(60);
  });
});

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
      "I have been waiting for 3 days so please get back to me by Monday.",
    ],
    ["I have a doubt about the informations", "I have a question about the information."],
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
    ["hi sarah thanks", "Hi sarah thanks."],
    ["Hello world, how are you", "Hello world, how are you?"],
  ])("leaves %j as it is meant", (speech, expected) => {
    expect(cleanDictation(speech)).toBe(expected);
  });
});

describe("context-aware replies", () => {
  const context = "From: Marcus Lee <marcus@example.com>\n\nCan we meet this week?";

  it("writes no greeting or sign-off the editor already holds", () => {
    expect(
      draftReply({
        speech: "Hi Marcus, Wednesday works for me. Best regards, Ada",
        context,
        editor: "Hi Marcus,\n\n\n\nBest regards,\nAda",
      }),
    ).toBe("Wednesday works for me.");
  });

  it("takes no greeting from the quoted thread under the editor's text", () => {
    expect(
      draftReply({
        speech: "Wednesday works",
        context,
        editor: "\n\nOn Mon, 3 Nov 2026, Marcus Lee <marcus@example.com> wrote:\n> Hi Ada,",
      }),
    ).toBe("Hello Marcus,\n\nWednesday works.\n\nBest regards,");
  });

  it("carries out a request rather than echoing it, greeting the thread's sender", () => {
    expect(
      draftReply({ speech: "write a reply to Tomasz saying the invoice was paid", context }),
    ).toBe("Hello Tomasz,\n\nThe invoice was paid.\n\nBest regards,");
    expect(draftReply({ speech: "ask him if we can meet on Monday", context })).toBe(
      "Hello Marcus,\n\nCould you let me know if we can meet on Monday?\n\nBest regards,",
    );
  });
});

describe("tones", () => {
  const casual =
    "hey, I just wanted to let you know that I think I'm gonna send the report to Anna on 3 May, sorry";

  it("give five different texts, each keeping the names and dates", () => {
    const tones: WritingTone[] = ["professional", "formal", "friendly", "concise", "confident"];
    const texts = tones.map((tone) => rewrite(casual, tone));
    expect(new Set(texts).size).toBe(5);
    for (const text of texts) expect(text).toContain("Anna on 3 May");
  });
});

describe("the personal dictionary", () => {
  it.each([
    ["please tell tomas the invoice is paid", "please tell Tomasz the invoice is paid"],
    ["the share point link is ready", "the SharePoint link is ready"],
    ["we met in krakow.", "we met in Kraków."],
    ["send it to thomas", "send it to thomas"],
    ["the meeting is on monday", "the meeting is on monday"],
  ])("corrects what recognition nearly heard: %j", (heard, corrected) => {
    expect(correctToDictionary(heard, ["Tomasz", "SharePoint", "Kraków"])).toBe(corrected);
  });

  it("is never changed by the writer, in any mode or tone", () => {
    const dictionary = ["iOS", "ASAP Labs", "gonna-be"];
    const text = "asap labs says the ios app is gonna-be ready asap";
    for (const tone of ["professional", "formal", "friendly", "concise", "confident"] as const) {
      const written = performWritingTask({ mode: "rewrite", text, tone, dictionary });
      expect(written).toContain("ASAP Labs");
      expect(written).toContain("iOS app");
      expect(written).toContain("gonna-be");
    }
  });
});
