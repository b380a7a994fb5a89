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
    ["on Tue, 4 Nov 2026 at 09:12, Ana Gómez WROTE:\n> Hola", { name: "Ana Gómez" }],
    ["From:\n  Li Wei <li.wei@example.cn>", { name: "Li Wei", email: "li.wei@example.cn" }],
    ["Excited to share our launch!", {}],
    [undefined, {}],
  ])("reads the sender of %j", (context, sender) => {
    expect(threadSender(context)).toEqual(sender);
  });

  // Anyone's email is read here, on the server and in the person's webmail tab: each of these
  // took minutes (a line of spaces, an address-like run) with the patterns once used.
  it.each([
    ["a date line of spaces", `On x, ${" ".repeat(7_990)}`, {}],
    ["a run of at-signs", `From: ${"a@".repeat(3_990)}`, {}],
    ["a run of dots after an at-sign", `From: a@${"a.".repeat(3_990)}`, {}],
    ["a run of angle brackets", `From: Ann ${"<".repeat(7_980)}`, { name: "Ann" }],
  ])("reads %s of 8,000 characters at once", (_, context, sender) => {
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
