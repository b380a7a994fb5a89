/**
 * Whom a reply goes to and which saved style applies there: read the same
 * way by the server (a dictation without a tone) and the extension (the tone
 * its button shows, and sends when anonymous).
 */
import { describe, expect, it } from "vitest";
import { savedStyleFor, threadSender } from "../../../src/shared/style-resolution";

const FROM_MARCUS = "From: Marcus Lee <Marcus.Lee@example.com>\n\nCan we meet?";
const TOMASZ_WROTE = "\n\nOn Mon, 3 Nov 2026, Tomasz Nowak wrote:\n> Paid?";

describe("threadSender", () => {
  it.each([
    [FROM_MARCUS, { name: "Marcus Lee", email: "marcus.lee@example.com" }],
    ["From: elena@example.it\n\nHi", { email: "elena@example.it" }],
    [
      'From: "Rossi, Elena" <elena@example.it>',
      { name: "Rossi, Elena", email: "elena@example.it" },
    ],
    [TOMASZ_WROTE, { name: "Tomasz Nowak" }],
    ["Excited to share our launch!", {}],
    [undefined, {}],
  ])("reads the sender of %j", (context, sender) => {
    expect(threadSender(context)).toEqual(sender);
  });
});

const STYLES = {
  sites: [{ site: "mail.example.com", tone: "formal" as const }],
  recipients: [
    { recipient: "marcus.lee@example.com", tone: "concise" as const },
    { recipient: "Tomasz Nowak", tone: "confident" as const },
  ],
};

describe("savedStyleFor", () => {
  it("takes the recipient's style first, by address or by name without case", () => {
    expect(
      savedStyleFor(STYLES, { site: "mail.example.com", sender: threadSender(FROM_MARCUS) }),
    ).toEqual({ tone: "concise", from: "recipient" });
    expect(savedStyleFor(STYLES, { site: null, sender: { name: "tomasz NOWAK" } })).toEqual({
      tone: "confident",
      from: "recipient",
    });
  });

  it("then the site's, by host without case, else none", () => {
    expect(savedStyleFor(STYLES, { site: "Mail.Example.com", sender: { name: "Ada" } })).toEqual({
      tone: "formal",
      from: "site",
    });
    expect(savedStyleFor(STYLES, { site: "news.example.org", sender: {} })).toBeNull();
  });
});
