/** Requests read for who they are for and what to say: several people, the news named, where it goes. */
import { describe, expect, it } from "vitest";
import { readRequest } from "../../../../../../src/server/ai/llm/writing-engine/requests";

describe("readRequest", () => {
  it.each([
    ["tell Anna and Tom that the demo moved", "Anna and Tom", "The demo moved."],
    ["write to Ola, Piotr and Kasia that it is booked", "Ola, Piotr and Kasia", "It is booked."],
    ["send a message to Li Na saying it is at 9.30", "Li Na", "It is at 9.30."],
    ["reply to Sarah's email and say we are in", "Sarah", "We are in."],
    ["write in Slack to Tom that the build is green", "Tom", "The build is green."],
    [
      "refuse Anna's invitation, I am away",
      "Anna",
      "Thank you. Unfortunately, I have to decline your invitation. I am away.",
    ],
    ["request the signed NDA from Pablo", "Pablo", "Could you send me the signed NDA?"],
    ["we paid it yesterday, please tell Marek", "Marek", "We paid it yesterday."],
    [
      "cancel my appointment, write to Dr. Lee",
      "Dr. Lee",
      "Unfortunately, I have to cancel my appointment.",
    ],
    ["tell my colleague Ravi the server is down", "Ravi", "The server is down."],
    ["tell Li Na the flight is at 6", "Li Na", "The flight is at 6."],
    ["Sofia needs to know the venue changed, can you write her", "Sofia", "The venue changed."],
    [
      "let Tomás know the car is ready and remind him the garage closes at six",
      "Tomás",
      "The car is ready. A quick reminder that the garage closes at six.",
    ],
    ["tell the team and Marek that we start at 9", "team and Marek", "We start at 9."],
    [
      "answer to the email of Mr. Braun that we confirm the order",
      "Mr. Braun",
      "We confirm the order.",
    ],
    ["Priya asked if we can meet Thursday, say yes at 2 pm", "Priya", "Yes at 2 pm."],
    ["Mei sent me the contract, tell her I will sign it today", "Mei", "I will sign it today."],
    ["ping the team that standup moves to 9:15", "team", "Standup moves to 9:15."],
    ["revert to Sunita that the quotation is approved", "Sunita", "The quotation is approved."],
    ["send word to Ines that the shoot moved", "Ines", "The shoot moved."],
    ["loop in Rania and tell her the audit starts", "Rania", "The audit starts."],
    ["cc Jonas and say the draft is ready", "Jonas", "The draft is ready."],
    ["give Ana a heads-up that the build is red", "Ana", "The build is red."],
    ["make sure Omar knows the room changed", "Omar", "The room changed."],
    ["what should I say to Pablo I can't come on Saturday", "Pablo", "I can't come on Saturday."],
    ["how do I tell Pablo? I can't come", "Pablo", "I can't come."],
    ["pls reply to Leila ill check it tomorrow", "Leila", "I'll check it tomorrow."],
    ["can u write smth to Jan that im sick today", "Jan", "I'm sick today."],
    ["tell Mei I owe her one", "Mei", "I owe you one."],
    ["need to let Sofia know the venue changed", "Sofia", "The venue changed."],
    ["let the team know: standup moves to 9:30", "team", "Standup moves to 9:30."],
    ["remind Kiara the party is Friday", "Kiara", "A quick reminder that the party is Friday."],
    [
      "remind the team to take their laptops home",
      "team",
      "A quick reminder to take your laptops home.",
    ],
    ["tell Anna their offer was accepted", "Anna", "Their offer was accepted."],
    ["write an email to Nora the train is late", "Nora", "The train is late."],
    ["write an email to Mr Brown I will send it Monday", "Mr. Brown", "I will send it Monday."],
    ["prepare a reply for Emma we accept the proposal", "Emma", "We accept the proposal."],
    ["write an email to Sam. The meeting moved.", "Sam", "The meeting moved."],
    ["reply to Anna tell her the slides are done", "Anna", "The slides are done."],
    ["text Leo I'm outside", "Leo", "I'm outside."],
    [
      "write an email to customer service my parcel never came",
      "Customer Service",
      "My parcel never came.",
    ],
  ])("%j is for %j", (said, recipient, content) => {
    expect(readRequest(said)).toMatchObject({ recipient, content });
  });

  it.each([
    ["reply and say we are looking forward to it", "We are looking forward to it."],
    [
      "email the landlord that the rent is paid then remind him the sink still leaks",
      "The rent is paid. A quick reminder that the sink still leaks.",
    ],
    [
      "confirm the invoice was paid but remind them we need a receipt",
      "I can confirm that the invoice was paid. A quick reminder that we need a receipt.",
    ],
    ["reply saying the samples are good", "The samples are good."],
    ["make sure they know the parking lot is closed", "The parking lot is closed."],
    ["write an email to my landlord the heating is broken", "The heating is broken."],
    ["draft a reply. We can meet on Friday.", "We can meet on Friday."],
    ["write an email for tomorrow the meeting is at 5", "The meeting is at 5."],
  ])("%j names no one: the thread says whom it is for", (said, content) => {
    expect(readRequest(said)).toMatchObject({ recipient: undefined, content });
  });

  it("reads the answer said right after whom it is for: 'reply to Ahmed yes …'", () => {
    const request = readRequest("reply to Ahmed yes Thursday works");
    expect(request?.recipient).toBe("Ahmed");
    expect(request?.content).toMatch(/^yes Thursday works\.$/i);
  });

  it("says news that is only named is news: 'tell them about …'", () => {
    expect(readRequest("inform him about the delay")?.content).toBe(
      "I wanted to update you about the delay.",
    );
  });

  it("reads a message posted in a group as having no one person to greet", () => {
    const request = readRequest("write in the group that the standup is cancelled");
    expect(request?.recipient).toBeUndefined();
    expect(request?.content).toBe("The standup is cancelled.");
  });

  it("reads whom a note thanks as whom it is for", () => {
    expect(readRequest("draft a note thanking Lena for her help")).toMatchObject({
      recipient: "Lena",
      content: "Thank you for your help.",
    });
  });

  it("keeps a single name when 'and' starts the next part", () => {
    expect(readRequest("write to Anna and ask her to call me")?.recipient).toBe("Anna");
  });
});

describe("thanks, refusals and things sent", () => {
  it.each([
    ["tell him thanks", "Thank you."],
    ["tell her thanks but we already found someone", "Thank you, but we already found someone."],
    ["send Tom the link and tell him to check it", "I am sending the link. Could you check it?"],
    ["write a polite refusal to Marek", "Thank you. Unfortunately, I have to decline."],
    ["write a thank you to Dr. Rossi for the visit", "Thank you for the visit."],
    ["accept the invitation", "Thank you. I am happy to accept the invitation."],
  ])("%j", (said, content) => {
    expect(readRequest(said)?.content).toBe(content);
  });
});

describe("what to say first, then what to do with it", () => {
  it.each([
    ["the invoice was paid and add my number", "The invoice was paid. I have included my number."],
    ["we agree, ask him for the PO", "We agree. Could you send me the PO?"],
  ])("%j", (said, content) => {
    expect(readRequest(said)?.content).toBe(content);
  });

  it("reads who it is for from 'tell Anna' said last", () => {
    expect(readRequest("the meeting moved to Friday, tell Anna")).toMatchObject({
      recipient: "Anna",
      content: "The meeting moved to Friday.",
    });
  });

  it("leaves a plain statement for polishing", () => {
    expect(readRequest("the meeting moved to Friday and the room is booked")).toBeUndefined();
    // "let me know" said last is no one the message is for.
    expect(readRequest("the room changed, if you need anything let me know")).toBeUndefined();
  });

  it("reads an order run on at the end with no mark before it as the person's note", () => {
    expect(readRequest("the parking moved to level two tell the team")).toBeUndefined();
    expect(readRequest("the parking moved to level two tell Omar")).toBeUndefined();
    expect(readRequest("the parking moved to level two, tell Omar")).toMatchObject({
      recipient: "Omar",
      content: "The parking moved to level two.",
    });
  });
});

describe("what is said around the request", () => {
  it("keeps the subject said first with the news", () => {
    expect(readRequest("about the invoice 2231 tell Anna it's paid")).toMatchObject({
      recipient: "Anna",
      content: "Regarding the invoice 2231: it's paid.",
    });
  });

  it("leaves out a sentence of background before the request", () => {
    expect(
      readRequest("My boss wants the report. Write to him that it is ready on Monday.")?.content,
    ).toBe("it is ready on Monday.");
  });
});

describe("a request asked as a question", () => {
  it("leaves the asking's question mark out of the message it carries", () => {
    expect(
      readRequest("can you write to the airline that my bag never arrived we need it today")
        ?.content,
    ).toBe("my bag never arrived. We need it today.");
  });

  it.each([
    ["write to Anna version 2 had the bug", "Anna", "Version 2 had the bug."],
    ["email Sara contract signed legal is happy now", "Sara", "signed. Legal is happy now."],
    ["text Lea thanks the cake was amazing", "Lea", "the cake was amazing."],
  ])(
    "reads a message after a name with no lead word as dictation does: %s",
    (said, recipient, content) => {
      const request = readRequest(said);
      expect(request?.recipient).toBe(recipient);
      expect(request?.content).toContain(content);
    },
  );

  it("reads no message after a name when the words after it are no clause", () => {
    expect(readRequest("write to Anna tomorrow")?.content).toBeUndefined();
  });

  it("closes a message's last sentence with the mark dictation gives it", () => {
    expect(
      readRequest("write to Anna the venue is booked does the client want a projector")?.content,
    ).toBe("the venue is booked. Does the client want a projector?");
  });
});

describe("a second thing asked, joined on with 'and'", () => {
  it.each([
    [
      "ask him to send the slides and add Priya",
      "Could you send the slides? Could you add Priya as well?",
    ],
    ["tell him we got it and to send the rest", "we got it. Could you send the rest?"],
  ])("%j is a question of its own", (said, content) => {
    expect(readRequest(said)?.content).toBe(content);
  });

  it.each([
    [
      "decline but keep the door open",
      "Thank you. Unfortunately, I have to decline, but I hope we can work together in the future.",
    ],
    [
      "say no to the meeting but offer next week",
      "Thank you. Unfortunately, I have to decline the meeting, but I would like to offer next week.",
    ],
    [
      "reject it, but keep it friendly and say we like the idea",
      "Thank you. Unfortunately, I have to decline it. We like the idea.",
    ],
    ["we are not able to come, say sorry", "We are not able to come. I apologize."],
    ["write to Carla to ask if the room is booked", "Could you let me know if the room is booked?"],
    [
      "send a message to Fatima to confirm the appointment",
      "I am writing to confirm the appointment.",
    ],
    [
      "send a message to Ken to thank him for the visit and to confirm the date",
      "Thank you for the visit. I can confirm the date.",
    ],
    ["write a follow-up to Emma about the proposal", "I am following up on the proposal."],
    ["how do I tell my client politely that the price goes up", "The price goes up."],
    ["What do I answer to Marek? Tell him we need two more days", "We need two more days."],
    // Three leads before the request, the most the writer reads past.
    ["Okay? So? What do I answer? Tell him the invoice is paid", "The invoice is paid."],
    ["remember him to send the contract", "A quick reminder to send the contract."],
    ["do one thing, ask Ravi for the form", "Could you send me the form?"],
    [
      "ask him if he can also send the old invoice",
      "Could you let me know if you can also send the old invoice?",
    ],
    [
      "give a negative answer, we have no budget",
      "Thank you. Unfortunately, I have to decline. We have no budget.",
    ],
    ["reply negatively but kindly", "Thank you. Unfortunately, I have to decline."],
    [
      "politely refuse, no budget this year",
      "Thank you. Unfortunately, I have to decline. No budget this year.",
    ],
    [
      "say no thanks, maybe next year",
      "Thank you. Unfortunately, I have to decline. Maybe next year.",
    ],
    [
      "first thank Ana for the offer then say we need a week",
      "Thank you for the offer. We need a week.",
    ],
    ["formally reply that we accept the terms", "We accept the terms."],
    ["write professionally that the order is delayed", "The order is delayed."],
    ["reply in formal way that we accept", "We accept."],
    ["write Hugo a question if he has time", "Could you let me know if you have time?"],
    ["answer his question: yes, it was paid", "Yes, it was paid."],
    ["check with him which invoice he means", "Could you let me know which invoice you mean?"],
    ["confirm the payment", "I am writing to confirm the payment."],
  ])("carries out %j", (said, content) => {
    expect(readRequest(said)?.content).toBe(content);
  });
});

describe("requests said loosely", () => {
  it.each([
    // "text", "message", "ping" and whom, then the message.
    ["text jin sorry I missed your call", "Jin", "sorry I missed your call."],
    ["ping Raj the build is green", "Raj", "The build is green."],
    ["ping the team lunch is at noon", "team", "Lunch is at noon."],
    // An address after whom is where it goes.
    [
      "reply to Marco at marco.rossi@example.com that the offer stands",
      "Marco",
      "The offer stands.",
    ],
    [
      "write to Tom that he can reach me at anna@example.com",
      "Tom",
      "you can reach me at anna@example.com.",
    ],
    // What to tell as a wh-clause.
    ["tell Ahmed what we decided", "Ahmed", "I wanted to let you know what we decided."],
    [
      "let Chen know what time the train leaves",
      "Chen",
      "I wanted to let you know what time the train leaves.",
    ],
    // An order joined on to what a follow-up is about.
    [
      "write a follow up to Ms Costa about the quote and ask whether she has questions",
      "Ms. Costa",
      "I am following up on the quote. Could you let me know whether you have questions?",
    ],
    [
      "write to Hannah about the workshop and the questions people asked",
      "Hannah",
      "I am writing about the workshop and the questions people asked.",
    ],
    // A statement about someone, then an order about "him" or "her".
    [
      "my flatmate Dario asked about the wifi please tell him it is on the fridge",
      "Dario",
      "It is on the fridge.",
    ],
    [
      "my sister asked about dinner please let her know we eat at seven",
      undefined,
      "We eat at seven.",
    ],
  ])("carries out %j", (said, recipient, content) => {
    const request = readRequest(said);
    expect(request?.recipient).toBe(recipient);
    expect(request?.content).toBe(content);
  });

  it.each([
    "I will text you later",
    "text size is too small on the page",
    "ping pong is fun",
    "if you see John please tell him I said hi",
    "the message from the bank was confusing",
    "my neighbour asked about the parking and I told him it is free after six",
  ])("reads no request in %j", (said) => {
    expect(readRequest(said)).toBeUndefined();
  });
});
