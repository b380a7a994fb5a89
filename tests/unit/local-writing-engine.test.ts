import { describe, expect, it } from "vitest";
import {
  cleanDictation,
  deriveTitle,
  draftComment,
  draftReply,
  performWritingTask,
  respond,
  rewrite,
  transform,
} from "../../src/server/ai/llm/local-writing-engine";
import type { WritingTone } from "../../src/server/ai/llm/writing-task";

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
      "I just wanted to say I think that we really need to discuss the budget. Please let me know if that is all right.",
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
      "Hello I just wanted to say I think the demo was really great, thank you very much.",
    ],
    ["make it shorter", casual, "Hey I wanted to say the demo was great, thanks a lot."],
    [
      "fix grammar",
      casual,
      "Hey I just wanted to say I think the demo was really great, thanks a lot.",
    ],
    ["more confident", casual, "Hello I wanted to say the demo was great, thank you very much."],
    [
      "friendlier",
      "Thank you for the invite. I am happy to join.",
      "Thanks for the invite! I'm happy to join.",
    ],
    [
      "translate to French",
      casual,
      "Hello I just wanted to say I think the demo was really great, thank you very much.",
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

  it("says honestly that no model is configured, and how to configure one", () => {
    const answer = ask("What is the capital of France?");
    expect(answer).toMatch(/^An AI model is not configured on this server/);
    expect(answer).toContain('"Make this more formal: hey, can you send me the report asap"');
    for (const variable of [
      "GEMINI_API_KEY",
      "GOOGLE_CLOUD_PROJECT",
      "OPENAI_BASE_URL",
      "OPENAI_API_KEY",
      "OPENAI_MODEL",
      "http://localhost:11434/v1",
    ]) {
      expect(answer).toContain(variable);
    }
    expect(answer).toContain("restart");
  });

  it("does not take requests about other things for writing work", () => {
    expect(ask("Fix my code")).toMatch(/^An AI model is not configured/);
    expect(ask("I want to rewrite my resume, how should I start?")).toMatch(
      /^An AI model is not configured/,
    );
    expect(ask("Question about grammar: is it fewer or less?")).toMatch(
      /^An AI model is not configured/,
    );
    expect(ask("Answer this question: what is a gerund?")).toMatch(
      /^An AI model is not configured/,
    );
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
