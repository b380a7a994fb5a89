import { describe, expect, it } from "vitest";
import { toneFor } from "../../../../../src/server/services/styles/styles.service";

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
