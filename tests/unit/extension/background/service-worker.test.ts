/**
 * Who the service worker listens to. A content script runs beside pages an
 * attacker may shape (a crafted email, a compromised frame); if it could ask
 * the worker to change the server, the person's next sign-in and every token
 * after it would go to the attacker. The real worker runs here on a stand-in
 * `chrome` that keeps its storage in memory.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memoryArea } from "../../../helpers/chrome-storage";

const OWN_ID = "abcdefghijklmnopabcdefghijklmnop";
const local = memoryArea();
const sessionArea = memoryArea();
const storage = local.items;
const session = sessionArea.items;
type Listener = (request: unknown, sender: unknown, respond: (answer: unknown) => void) => unknown;
let onMessage: Listener | undefined;

const accessLevels: unknown[] = [];
const stub = {
  runtime: {
    id: OWN_ID,
    getManifest: () => ({
      content_scripts: [
        { matches: ["https://mail.google.com/*"] },
        { matches: ["https://www.linkedin.com/*"] },
      ],
    }),
    onMessage: { addListener: (listener: Listener) => (onMessage = listener) },
    onInstalled: { addListener: () => undefined },
  },
  commands: { onCommand: { addListener: () => undefined } },
  contextMenus: { onClicked: { addListener: () => undefined } },
  tabs: { sendMessage: async () => undefined, onRemoved: { addListener: () => undefined } },
  storage: {
    local: {
      ...local.area,
      setAccessLevel: async (options: unknown) => void accessLevels.push(options),
    },
    session: sessionArea.area,
  },
};

beforeAll(async () => {
  (globalThis as { chrome?: unknown }).chrome = stub;
  await import("../../../../extension/src/background/service-worker");
});

beforeEach(() => {
  storage.clear();
  session.clear();
  storage.set("origin", "https://verba.example.com");
  storage.set("token", "the-persons-token");
  storage.set("email", "ann@example.com");
});

/** The worker's answer to `request` from `sender`. */
function ask(request: unknown, sender: Record<string, unknown>) {
  return new Promise<{ ok?: boolean; message?: string }>((resolve) => {
    onMessage?.(request, sender, resolve as (answer: unknown) => void);
  });
}

const attack = { type: "save-settings", origin: "https://attacker.example", tone: "friendly" };
const gmailTab = { id: 7, url: "https://mail.google.com/mail/u/0/" };
const options = { id: OWN_ID, url: `chrome-extension://${OWN_ID}/options.html`, tab: { id: 3 } };

describe("the service worker's senders", () => {
  it("closes its storage to content scripts as it starts (a page's process could read the token)", () => {
    expect(accessLevels).toEqual([{ accessLevel: "TRUSTED_CONTEXTS" }]);
  });

  it("does not let a content script change the server, and keeps the sign-in", async () => {
    const answer = await ask(attack, {
      id: OWN_ID,
      url: "https://mail.google.com/mail/u/0/#inbox",
      tab: gmailTab,
      frameId: 0,
    });
    expect(answer).toEqual({ ok: false, message: "Only Verba's own pages can ask for that." });
    expect(storage.get("origin")).toBe("https://verba.example.com");
    expect(storage.get("token")).toBe("the-persons-token");
  });

  it("does not let a content script sign in, sign out or read the dictionary", async () => {
    for (const request of [
      { type: "sign-in", email: "a@example.com", password: "x" },
      { type: "sign-out" },
      { type: "get-dictionary" },
      { type: "save-dictionary", terms: ["x"] },
      { type: "status" },
    ]) {
      const answer = await ask(request, { id: OWN_ID, url: gmailTab.url, tab: gmailTab });
      expect(answer.ok, request.type).toBe(false);
    }
    expect(storage.get("token")).toBe("the-persons-token");
  });

  it("refuses another extension, a page outside the manifest's sites, and a forged extension URL", async () => {
    const senders = [
      { id: "someoneelseextensionidaaaaaaaaaa", url: options.url, tab: { id: 3 } },
      { id: OWN_ID, url: "https://attacker.example/", tab: { id: 9 } },
      { id: OWN_ID, url: "https://mail.google.com.attacker.example/", tab: { id: 9 } },
      { id: OWN_ID, url: `chrome-extension://${OWN_ID}.attacker/options.html` },
      { id: OWN_ID },
    ];
    for (const sender of senders) {
      expect((await ask(attack, sender)).ok, JSON.stringify(sender)).toBe(false);
    }
    expect(storage.get("origin")).toBe("https://verba.example.com");
  });

  it("refuses what is not a request at all", async () => {
    for (const request of [null, "save-settings", { type: "drop-everything" }, { type: 1 }]) {
      expect((await ask(request, options)).ok).toBe(false);
    }
  });

  it("lets the options page change the server (forgetting the old server's token)", async () => {
    const answer = await ask({ ...attack, origin: "https://other.example" }, options);
    expect(answer).toEqual({ ok: true, value: null });
    expect(storage.get("origin")).toBe("https://other.example");
    expect(storage.has("token")).toBe(false);
  });

  it("lets a content script on a manifest site dictate", async () => {
    storage.set("origin", "http://127.0.0.1:9");
    storage.delete("token");
    const answer = await ask(
      { type: "dictate", input: { mode: "reply", text: "hello" } },
      { id: OWN_ID, url: "https://www.linkedin.com/feed/", tab: { id: 4 } },
    );
    // Asked and sent: the server it names is simply not there.
    expect(answer.message).toContain("Could not reach Verba at http://127.0.0.1:9");
  });

  it("hears a tab the any-field script was injected into, for dictating and adding a word only", async () => {
    storage.delete("token");
    const page = { id: OWN_ID, url: "https://tickets.example.org/new", tab: { id: 12 } };
    const term = { type: "add-term", term: "Kowalczyk" };
    expect((await ask(term, page)).ok).toBe(false);
    session.set("injectedTabs", [12]);
    expect(await ask(term, page)).toEqual({ ok: true, value: { terms: ["Kowalczyk"] } });
    expect(storage.get("dictionary")).toEqual(["Kowalczyk"]);
    // Once more: a word already there is not added twice.
    expect(await ask(term, page)).toEqual({ ok: true, value: { terms: ["Kowalczyk"] } });
    for (const request of [attack, { type: "sign-out" }, { type: "get-results" }]) {
      expect((await ask(request, page)).ok, request.type).toBe(false);
    }
    // Another tab on the same site was not injected by a gesture.
    expect((await ask(term, { ...page, tab: { id: 13 } })).ok).toBe(false);
  });

  it("keeps results for the popup and forgets them on sign-out", async () => {
    storage.set("results", [{ text: "Kept.", site: "mail.example.com", time: 1 }]);
    const kept = await ask({ type: "get-results" }, options);
    expect(kept).toEqual([{ text: "Kept.", site: "mail.example.com", time: 1 }]);
    await ask({ type: "sign-out" }, options);
    expect(storage.has("results")).toBe(false);
    expect(storage.has("token")).toBe(false);
  });

  it("keeps the options page's snippets when they pass the server's own rules", async () => {
    storage.delete("token");
    const tooShort = await ask(
      { type: "save-snippets", snippets: [{ trigger: "x", text: "Ul. Długa 5" }] },
      options,
    );
    expect(tooShort).toEqual({
      ok: false,
      message: "A snippet's trigger needs at least 2 characters",
    });
    const snippets = [{ trigger: "  my   address ", text: "Ul. Długa 5\n00-001 Warszawa " }];
    const saved = await ask({ type: "save-snippets", snippets }, options);
    const kept = [{ trigger: "my address", text: "Ul. Długa 5\n00-001 Warszawa " }];
    expect(saved).toEqual({ ok: true, value: { snippets: kept } });
    expect(await ask({ type: "get-snippets" }, options)).toEqual({
      ok: true,
      value: { snippets: kept },
    });
    // A content script may not read or change them.
    const page = { id: OWN_ID, url: gmailTab.url, tab: gmailTab };
    expect((await ask({ type: "get-snippets" }, page)).ok).toBe(false);
  });

  it("gives a content script its own site's tone, counts its choices and keeps a tone on its yes", async () => {
    storage.delete("token");
    storage.set("styles", {
      sites: [{ site: "tickets.example.org", tone: "concise" }],
      recipients: [{ recipient: "Ada Kowalczyk", tone: "friendly" }],
    });
    const page = { id: OWN_ID, url: "https://Tickets.example.org/new", tab: { id: 12 } };
    session.set("injectedTabs", [12]);
    expect(await ask({ type: "tone-here", sender: {} }, page)).toEqual({
      tone: "concise",
      from: "site",
      site: "tickets.example.org",
    });
    expect(await ask({ type: "tone-here", sender: { name: "ada kowalczyk" } }, page)).toMatchObject(
      {
        tone: "friendly",
        from: "recipient",
      },
    );
    const offers = [];
    for (let time = 0; time < 3; time++) {
      offers.push(await ask({ type: "chose-tone", tone: "formal" }, page));
    }
    expect(offers.map((answer) => (answer as { offer: boolean }).offer)).toEqual([
      false,
      false,
      true,
    ]);
    expect(await ask({ type: "always-tone", tone: "formal" }, page)).toEqual({
      ok: true,
      value: null,
    });
    expect(storage.get("styles")).toEqual({
      sites: [{ site: "tickets.example.org", tone: "formal" }],
      recipients: [{ recipient: "Ada Kowalczyk", tone: "friendly" }],
    });
    // The lists themselves are the options page's only.
    expect((await ask({ type: "get-styles" }, page)).ok).toBe(false);
    expect((await ask({ type: "get-styles" }, options)).ok).toBe(true);
  });

  it("adds a corrected word to the signed-in account's dictionary, keeping its terms", async () => {
    const calls: { method: string; body: string; authorization?: string }[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        calls.push({
          method: request.method ?? "",
          body,
          authorization: request.headers.authorization,
        });
        const terms = request.method === "PUT" ? JSON.parse(body).terms : ["Kraków"];
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ terms }));
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      storage.set("origin", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      session.set("injectedTabs", [12]);
      const page = { id: OWN_ID, url: "https://tickets.example.org/new", tab: { id: 12 } };
      const answer = await ask({ type: "add-term", term: "Kowalczyk" }, page);
      expect(answer).toEqual({ ok: true, value: { terms: ["Kraków", "Kowalczyk"] } });
      expect(calls.map((call) => call.method)).toEqual(["GET", "PUT"]);
      expect(JSON.parse(calls[1]?.body ?? "{}")).toEqual({ terms: ["Kraków", "Kowalczyk"] });
      expect(calls[1]?.authorization).toBe("Bearer the-persons-token");
      expect(storage.has("dictionary")).toBe(false);
    } finally {
      server.close();
    }
  });

  it("sends the page's host as site, and a tone only when the server would not resolve the same", async () => {
    const bodies: Record<string, unknown>[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        bodies.push(JSON.parse(body));
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ text: "Done.", transcript: null }));
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      storage.set("origin", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const gmail = { id: OWN_ID, url: "https://mail.google.com/mail/u/0/#inbox", tab: { id: 7 } };
      const input = { mode: "reply", text: "thanks", context: "From: Ada Kowalczyk\n\nHello" };
      // Signed in with the default tone: the server resolves the account's style itself.
      await ask({ type: "dictate", input }, gmail);
      expect(bodies[0]).toMatchObject({ site: "mail.google.com" });
      expect(bodies[0]?.tone).toBeUndefined();
      // Anonymous: resolved here, the recipient's style first.
      storage.delete("token");
      storage.set("styles", {
        sites: [{ site: "mail.google.com", tone: "formal" }],
        recipients: [{ recipient: "Ada Kowalczyk", tone: "friendly" }],
      });
      await ask({ type: "dictate", input }, gmail);
      expect(bodies[1]).toMatchObject({ site: "mail.google.com", tone: "friendly" });
      await ask({ type: "dictate", input: { ...input, context: "Hello" } }, gmail);
      expect(bodies[2]).toMatchObject({ site: "mail.google.com", tone: "formal" });
      // A tone picked by hand goes as it is.
      await ask({ type: "dictate", input: { ...input, tone: "concise" } }, gmail);
      expect(bodies[3]).toMatchObject({ tone: "concise" });
    } finally {
      server.close();
    }
  });

  it("checks a dictation against the server's limits before any work, and sends nothing past them", async () => {
    const calls: string[] = [];
    const server = createServer((request, response) => {
      calls.push(`${request.method} ${request.url}`);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ sites: [], recipients: [] }));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      storage.set("origin", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      // A default tone of their own: the account's styles would be read before sending.
      storage.set("tone", "formal");
      const gmail = { id: OWN_ID, url: "https://mail.google.com/mail/u/0/#inbox", tab: { id: 7 } };
      const context = `From: ${"a@".repeat(2_500_000)}`;
      const answer = await ask(
        { type: "dictate", input: { mode: "reply", text: "hi", context } },
        gmail,
      );
      expect(answer.ok).toBe(false);
      expect(answer.message).toMatch(/8000/);
      expect(calls).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("answers a button's tone from the styles as they are now, when they are kept in this browser", async () => {
    storage.delete("token");
    const gmail = { id: OWN_ID, url: "https://mail.google.com/mail/u/0/#inbox", tab: { id: 7 } };
    const tone = async () =>
      ((await ask({ type: "tone-here", sender: {} }, gmail)) as { tone?: string }).tone;
    storage.set("styles", { sites: [{ site: "mail.google.com", tone: "formal" }], recipients: [] });
    expect(await tone()).toBe("formal");
    // Saved by the options page a moment later: no copy of the old styles answers the next button.
    storage.set("styles", {
      sites: [{ site: "mail.google.com", tone: "concise" }],
      recipients: [],
    });
    expect(await tone()).toBe("concise");
  });

  it("asks the server for the account's styles once for a burst of buttons, not once a button", async () => {
    let reads = 0;
    const server = createServer((_request, response) => {
      reads++;
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ sites: [], recipients: [] }));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      storage.set("origin", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const gmail = { id: OWN_ID, url: "https://mail.google.com/mail/u/0/#inbox", tab: { id: 7 } };
      // A page that adds editors by the hundred: each new button asks for its tone.
      const asked = Array.from({ length: 200 }, () =>
        ask({ type: "tone-here", sender: {} }, gmail),
      );
      expect(new Set((await Promise.all(asked)).map((answer) => JSON.stringify(answer)))).toEqual(
        new Set([
          JSON.stringify({ tone: "professional", from: "default", site: "mail.google.com" }),
        ]),
      );
      expect(reads).toBe(1);
    } finally {
      server.close();
    }
  });
});
