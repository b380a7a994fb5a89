/**
 * What a site's content script asks of the service worker. A page that adds
 * editors by the hundred gets a button on each, and each button asks for the
 * tone it will use: the page must not turn that into a stream of messages
 * (each one a read of the extension's storage in the worker). The answer is
 * not kept once it arrives: the worker keeps the one shared copy of the
 * styles, and knows when they change (background/styles.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { workerServices } from "../../../../extension/src/content/main";

const sent: { type: string }[] = [];
let answerTone = "professional";

beforeEach(() => {
  sent.length = 0;
  answerTone = "professional";
  (globalThis as { chrome?: unknown }).chrome = {
    runtime: {
      sendMessage: async (message: { type: string }) => {
        sent.push(message);
        return message.type === "always-tone"
          ? { ok: true, value: null }
          : { tone: answerTone, from: "default", site: "mail.google.com" };
      },
    },
  };
});

const toneQuestions = () => sent.filter(({ type }) => type === "tone-here");

describe("the site script's requests", () => {
  it("asks the tone once for a burst of buttons, and anew after a tone is kept", async () => {
    const services = workerServices();
    const tones = await Promise.all(Array.from({ length: 200 }, () => services.toneHere({})));
    expect(new Set(tones.map(({ tone }) => tone))).toEqual(new Set(["professional"]));
    expect(toneQuestions()).toHaveLength(1);

    // Another sender is another question.
    await services.toneHere({ name: "Ada Kowalczyk" });
    expect(toneQuestions()).toHaveLength(2);

    // The person keeps a tone: the next button shows it, not the tone asked before.
    answerTone = "friendly";
    await services.keepTone("friendly");
    expect((await services.toneHere({})).tone).toBe("friendly");
    expect(toneQuestions()).toHaveLength(3);
  });

  it("keeps no answer once it has come: a style changed in the options page shows on the next button", async () => {
    const services = workerServices();
    expect((await services.toneHere({})).tone).toBe("professional");
    // Saved elsewhere (the options page, the popup, the account in another tab): the worker knows.
    answerTone = "formal";
    expect((await services.toneHere({})).tone).toBe("formal");
    expect(toneQuestions()).toHaveLength(2);
  });
});
