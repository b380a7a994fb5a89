import { describe, expect, it } from "vitest";
import { threadSender, toneFor } from "../../../../../src/server/services/styles/styles.service";

const STYLES = {
  sites: [
    { site: "mail.example.com", tone: "formal" as const },
    { site: "chat.example.org", tone: "friendly" as const },
  ],
  recipients: [
    { recipient: "marcus.lee@example.com", tone: "concise" as const },
    { recipient: "Tomasz Nowak", tone: "confident" as const },
  ],
};
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

describe("toneFor", () => {
  it("keeps the tone that was asked for", () => {
    expect(
      toneFor(STYLES, { tone: "friendly", site: "mail.example.com", context: FROM_MARCUS }),
    ).toBe("friendly");
  });

  it("takes the recipient's style before the site's, by address or by name", () => {
    expect(toneFor(STYLES, { site: "mail.example.com", context: FROM_MARCUS })).toBe("concise");
    expect(toneFor(STYLES, { site: "mail.example.com", context: TOMASZ_WROTE })).toBe("confident");
  });

  it("takes the site's style when the sender has none, and professional when neither has", () => {
    expect(toneFor(STYLES, { site: "Chat.Example.org", context: "From: Someone <s@x.io>" })).toBe(
      "friendly",
    );
    expect(toneFor(STYLES, { site: "elsewhere.example.net" })).toBe("professional");
    expect(toneFor({ sites: [], recipients: [] }, {})).toBe("professional");
  });
});
