/**
 * What the service worker takes from a content script. A content script runs
 * in the page's process: should that process be taken over (Chrome counts
 * content scripts as less trusted than the worker for this reason), it can
 * send the worker anything a content script may send, shaped as it likes.
 * So the shape is checked too, not only the kind of request.
 */
import { describe, expect, it } from "vitest";
import { senderMayAsk } from "../../../../extension/src/background/senders";

const OWN = {
  id: "abcdefghijklmnopabcdefghijklmnop",
  contentScriptMatches: ["https://mail.google.com/*"],
  injectedTabs: [12],
};
const gmail = { id: OWN.id, url: "https://mail.google.com/mail/u/0/", tab: { id: 7 } };
const optionsPage = { id: OWN.id, url: `chrome-extension://${OWN.id}/options.html` };

describe("a content script's requests", () => {
  it("are heard when shaped as the content script sends them", () => {
    for (const request of [
      { type: "dictate", input: { mode: "reply", text: "hello" } },
      { type: "add-term", term: "Kowalczyk" },
      { type: "tone-here", sender: { name: "Ada Kowalczyk", email: "ada@example.com" } },
      { type: "tone-here", sender: {} },
      { type: "chose-tone", tone: "friendly" },
      { type: "always-tone", tone: "formal" },
    ]) {
      expect(senderMayAsk(request, gmail, OWN), JSON.stringify(request)).toBe(true);
    }
  });

  it("are refused when their fields are not what the content script sends", () => {
    const huge = "x".repeat(5_000_000);
    for (const request of [
      { type: "dictate" },
      { type: "dictate", input: "hello" },
      { type: "add-term", term: huge },
      { type: "add-term", term: ["Kowalczyk"] },
      { type: "add-term", term: "   " },
      { type: "tone-here", sender: { name: huge } },
      { type: "tone-here", sender: { email: 42 } },
      { type: "tone-here" },
      { type: "chose-tone", tone: "furious" },
      { type: "always-tone", tone: huge },
    ]) {
      const shown = JSON.stringify(request).slice(0, 80);
      expect(senderMayAsk(request, gmail, OWN), shown).toBe(false);
    }
  });

  it("leave the extension's own pages their own requests", () => {
    expect(senderMayAsk({ type: "get-results" }, optionsPage, OWN)).toBe(true);
    expect(senderMayAsk({ type: "get-results" }, gmail, OWN)).toBe(false);
  });
});
