/**
 * A person's saved snippets in chat: the trigger said in a message becomes
 * the snippet's text exactly, whether the built-in writer or a model answers;
 * a model only ever sees a placeholder, so it cannot reword the text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeAiServer,
  openaiModelEnv,
  startFakeAiServer,
} from "../../../../helpers/fake-ai-server";
import {
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const CALENDAR = "https://cal.example.com/ada/30min?ref=Verba&Tz=Europe/Warsaw";
const ADDRESS = "Acme GmbH\nUlica Długa 5/7\n00-950  Warszawa";
const SNIPPETS = [
  { trigger: "my calendar link", text: CALENDAR },
  { trigger: "office address", text: ADDRESS },
];

async function reply(t: TestInstance, user: TestUser, message: string) {
  const { id } = await t.trpc(user.token).sessions.create.mutate({ title: "Snippets" });
  const sent = await t.request("POST", `/api/v1/sessions/${id}/messages`, { message }, user.token);
  expect(sent.status).toBe(200);
  return sent.body.assistant_message.content as string;
}

describe("snippets in chat with the built-in writer", () => {
  let t: TestInstance;
  let ada: TestUser;

  beforeAll(async () => {
    t = await getTestInstance("sqlite");
    ada = await t.signUp();
    await t.trpc(ada.token).snippets.set.mutate({ snippets: SNIPPETS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("puts a snippet's text in byte for byte where its trigger was said", async () => {
    const written = await reply(
      t,
      ada,
      "write a short email to Marcus saying we can meet next week and add my calendar link",
    );
    expect(written).toContain(CALENDAR);
    expect(written.toLowerCase()).not.toContain("my calendar link");
  });

  it("uses no one else's snippets", async () => {
    const ben = await t.signUp();
    const written = await reply(t, ben, "write a short email to Marcus and add my calendar link");
    expect(written).not.toContain(CALENDAR);
  });
});

describe("snippets in chat with a model", () => {
  let fake: FakeAiServer;
  let t: TestInstance;
  let ada: TestUser;

  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await getTestInstance("sqlite", openaiModelEnv(fake));
    ada = await t.signUp();
    await t.trpc(ada.token).snippets.set.mutate({ snippets: SNIPPETS });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("shows the model a placeholder and puts the exact text in its place, even split across pieces", async () => {
    fake.replyOnce({ chunks: ["Our office is at:\n[[snip", "pet-1]]\nSee you there."] });
    const written = await reply(t, ada, "Tell Marcus to come to the office address on Monday");
    expect(written).toBe(`Our office is at:\n${ADDRESS}\nSee you there.`);
    const asked = JSON.stringify(fake.requests.at(-1)?.body);
    expect(asked).toContain("[[snippet-1]]");
    expect(asked).not.toContain("Długa");
    expect(asked).not.toContain("office address on Monday");
  });

  it("adds a snippet the model left out at the end, exactly", async () => {
    fake.replyOnce({ chunks: ["Happy to meet, pick any time."] });
    const written = await reply(
      t,
      ada,
      "Reply to Ben that he can book a slot with my calendar link",
    );
    expect(written).toBe(`Happy to meet, pick any time.\n\n${CALENDAR}`);
  });
});
