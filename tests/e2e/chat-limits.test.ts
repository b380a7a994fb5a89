/**
 * An account past its share of messages, in the browser: the chat shows the
 * spec's failure words, a toast says why, and nothing the person typed is
 * stored twice or lost.
 */
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/messages";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";

describe("the chat past the account's share of messages", () => {
  const suite = browserSuite({ env: { RATE_LIMIT_MESSAGES_MAX: "1" } });

  it("says the message was refused for now, and keeps the session usable", async () => {
    const { page, errors, user } = await signedInPage(suite);
    const session = await suite.t.trpc(user.token).sessions.create.mutate({});
    await page.goto(`/dashboard?session=${session.id}`);
    const chat = page.getByRole("region", { name: "Chat" }).first();
    const box = chat.getByLabel("Message", { exact: true });

    await box.fill("First message");
    await box.press("Enter");
    const stored = () => suite.t.trpc(user.token).messages.list.query({ id: session.id });
    // The first reply is stored whole before the second message goes.
    await expect
      .poll(async () => (await stored()).messages.map((message) => message.role), {
        timeout: 15_000,
      })
      .toEqual(["user", "assistant"]);
    // Exactly: the built-in writer answers a statement with it polished ("First message.").
    await chat.getByText("First message", { exact: true }).waitFor();

    await box.fill("Second message");
    await box.press("Enter");
    await chat.getByText(MESSAGES.chatSendFailed).waitFor();
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: MESSAGES.tooManyRequests })
      .waitFor();
    // The box takes the next message again.
    await expect.poll(() => box.isEditable()).toBe(true);

    const { messages } = await stored();
    expect(messages.filter((message) => message.role === "user").map((m) => m.content)).toEqual([
      "First message",
    ]);
    expect(unexpectedErrors(errors(), ["status of 429"])).toEqual([]);
  });
});
