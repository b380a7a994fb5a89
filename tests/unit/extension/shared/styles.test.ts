/**
 * The tone a dictation uses without a pick by hand (the recipient's style,
 * then the site's, then the default, as the server resolves it), and the
 * offer to keep a tone after the same manual choice three times on a site.
 */
import { describe, expect, it } from "vitest";
import type { ToneChoice } from "../../../../extension/src/shared/settings";
import {
  CHOICES_BEFORE_OFFER,
  COUNTED_SITES,
  countChoice,
  nameable,
  resolveTone,
  withSiteStyle,
} from "../../../../extension/src/shared/styles";

const styles = {
  sites: [
    { site: "mail.google.com", tone: "formal" as const },
    { site: "chat.example.com", tone: "concise" as const },
  ],
  recipients: [
    { recipient: "Ada Kowalczyk", tone: "friendly" as const },
    { recipient: "boss@example.com", tone: "confident" as const },
  ],
};

describe("resolving the tone", () => {
  it("takes the saved style for the recipient, then the site, then the default tone", () => {
    expect(
      resolveTone(
        styles,
        { site: "mail.google.com", sender: { name: "ada kowalczyk" } },
        "professional",
      ),
    ).toEqual({ tone: "friendly", from: "recipient" });
    expect(
      resolveTone(styles, { site: null, sender: { email: "boss@example.com" } }, "professional"),
    ).toEqual({ tone: "confident", from: "recipient" });
    expect(resolveTone(styles, { site: "MAIL.google.com", sender: {} }, "professional")).toEqual({
      tone: "formal",
      from: "site",
    });
    expect(resolveTone(styles, { site: "news.example.org", sender: {} }, "concise")).toEqual({
      tone: "concise",
      from: "default",
    });
  });
});

describe("the offer after three manual choices", () => {
  it("offers on the third same choice in a row on a site, then counts again", () => {
    let choices: ToneChoice[] = [];
    const offers: boolean[] = [];
    for (let time = 0; time < CHOICES_BEFORE_OFFER; time++) {
      const counted = countChoice(choices, "Chat.Example.com", "friendly", null);
      choices = counted.choices;
      offers.push(counted.offer);
    }
    expect(offers).toEqual([false, false, true]);
    expect(choices).toEqual([]);
    expect(countChoice(choices, "chat.example.com", "friendly", null)).toEqual({
      choices: [{ site: "chat.example.com", tone: "friendly", count: 1 }],
      offer: false,
    });
  });

  it("starts again when another tone is chosen, and counts each site apart", () => {
    let choices: ToneChoice[] = [];
    for (const [site, tone] of [
      ["a.example", "friendly"],
      ["a.example", "friendly"],
      ["b.example", "friendly"],
      ["a.example", "formal"],
      ["a.example", "friendly"],
      ["a.example", "friendly"],
    ] as const) {
      const counted = countChoice(choices, site, tone, null);
      expect(counted.offer, `${site} ${tone}`).toBe(false);
      choices = counted.choices;
    }
    expect(choices).toContainEqual({ site: "a.example", tone: "friendly", count: 2 });
    expect(choices).toContainEqual({ site: "b.example", tone: "friendly", count: 1 });
  });

  it("does not count the tone the site already has, and keeps a bounded list", () => {
    const again = countChoice(
      [{ site: "a.example", tone: "formal", count: 2 }],
      "a.example",
      "formal",
      "formal",
    );
    expect(again).toEqual({ choices: [], offer: false });
    let choices: ToneChoice[] = [];
    for (let index = 0; index <= COUNTED_SITES; index++) {
      choices = countChoice(choices, `site${index}.example`, "concise", null).choices;
    }
    expect(choices).toHaveLength(COUNTED_SITES);
    expect(choices[0]?.site).toBe(`site${COUNTED_SITES}.example`);
  });

  it("saves the kept tone as the site's style, replacing the one it had", () => {
    expect(withSiteStyle(styles, "MAIL.google.com", "friendly")).toEqual({
      recipients: styles.recipients,
      sites: [
        { site: "chat.example.com", tone: "concise" },
        { site: "mail.google.com", tone: "friendly" },
      ],
    });
  });
});

describe("a thread's sender as the button asks for its tone", () => {
  it("leaves out a name or address no saved style can match (past 200 characters)", () => {
    const email = "ada@example.com";
    expect(nameable({ name: "Ada", email })).toEqual({ name: "Ada", email });
    expect(nameable({ name: "N".repeat(200) })).toEqual({ name: "N".repeat(200) });
    // A "… wrote:" line of an email names whoever the email's author likes, at any length.
    expect(nameable({ name: "N".repeat(201), email })).toEqual({ email });
    expect(nameable({ name: "Ada", email: `${"a".repeat(200)}@x.io` })).toEqual({ name: "Ada" });
  });
});
