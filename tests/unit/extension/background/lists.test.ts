/**
 * Where the service worker keeps the dictionary, snippets and styles: the
 * signed-in account's through its API (a stand-in server here), else this
 * browser's chrome.storage.local, checked with the server's own schemas and
 * messages; a failed read or save says why and keeps nothing.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  readSnippets,
  readStyles,
  readTerms,
  writeSnippets,
  writeStyles,
  writeTerms,
} from "../../../../extension/src/background/lists";
import type { StoredSettings } from "../../../../extension/src/shared/settings";
import { MESSAGES } from "../../../../src/shared/messages";
import { installChromeStorage } from "../../../helpers/chrome-storage";

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization?: string;
}

const calls: Call[] = [];
/** What the stand-in answers next: a status and a body (echoes what was put by default). */
let answer: { status: number; body: unknown } | null = null;
let server: Server;
let origin: string;
let storage: ReturnType<typeof installChromeStorage>;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const parsed = body ? JSON.parse(body) : undefined;
      calls.push({
        method: request.method ?? "",
        path: request.url ?? "",
        body: parsed,
        authorization: request.headers.authorization,
      });
      const { status, body: reply } = answer ?? {
        status: 200,
        body: parsed ?? { terms: ["Kraków"] },
      };
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});

beforeEach(() => {
  calls.length = 0;
  answer = null;
  storage = installChromeStorage();
});

const anonymous = (): StoredSettings => ({ origin, tone: "professional" });
const signedIn = (): StoredSettings => ({ ...anonymous(), token: "the-persons-token" });

describe("signed out: this browser's lists", () => {
  it("reads and keeps them in chrome.storage.local as the server's schemas leave them", async () => {
    expect(await readTerms(anonymous())).toEqual({ ok: true, value: { terms: [] } });
    expect(await writeTerms(anonymous(), [" Kraków ", "Kraków", "Share  Point"])).toEqual({
      ok: true,
      value: { terms: ["Kraków", "Share Point"] },
    });
    expect(storage.local.get("dictionary")).toEqual(["Kraków", "Share Point"]);
    const snippets = [{ trigger: " my  address ", text: "Ul. Długa 5\n" }];
    const kept = [{ trigger: "my address", text: "Ul. Długa 5\n" }];
    expect(await writeSnippets(anonymous(), snippets)).toEqual({
      ok: true,
      value: { snippets: kept },
    });
    expect(await readSnippets({ ...anonymous(), snippets: kept })).toEqual({
      ok: true,
      value: { snippets: kept },
    });
    const styles = {
      sites: [{ site: "Mail.Example.com", tone: "formal" as const }],
      recipients: [],
    };
    const saved = await writeStyles(anonymous(), styles);
    expect(saved).toEqual({
      ok: true,
      value: { sites: [{ site: "mail.example.com", tone: "formal" }], recipients: [] },
    });
    expect(storage.local.get("styles")).toEqual(saved.ok && saved.value);
    expect(await readStyles(anonymous())).toEqual({
      ok: true,
      value: { sites: [], recipients: [] },
    });
    expect(calls).toEqual([]);
  });

  it("refuses what the server would, with its message, keeping nothing", async () => {
    expect(await writeTerms(anonymous(), ["x".repeat(61)])).toEqual({
      ok: false,
      message: MESSAGES.dictionaryTermTooLong,
    });
    expect(await writeSnippets(anonymous(), [{ trigger: "x", text: "Text" }])).toEqual({
      ok: false,
      message: MESSAGES.snippetTriggerTooShort,
    });
    const twice = {
      sites: [],
      recipients: [
        { recipient: "Ada", tone: "formal" as const },
        { recipient: "ada", tone: "friendly" as const },
      ],
    };
    expect(await writeStyles(anonymous(), twice)).toEqual({
      ok: false,
      message: MESSAGES.styleRepeated("ada"),
    });
    expect(storage.local.size).toBe(0);
  });
});

describe("signed in: the account's lists", () => {
  it("reads and replaces them through the account's API with the token, never in this browser", async () => {
    expect(await readTerms(signedIn())).toEqual({ ok: true, value: { terms: ["Kraków"] } });
    expect(await writeTerms(signedIn(), ["Kraków", "Figma"])).toEqual({
      ok: true,
      value: { terms: ["Kraków", "Figma"] },
    });
    const snippets = [{ trigger: "my address", text: "Ul. Długa 5" }];
    expect(await writeSnippets(signedIn(), snippets)).toEqual({ ok: true, value: { snippets } });
    const styles = {
      sites: [{ site: "mail.example.com", tone: "formal" as const }],
      recipients: [],
    };
    expect(await writeStyles(signedIn(), styles)).toEqual({ ok: true, value: styles });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "GET /api/v1/dictionary",
      "PUT /api/v1/dictionary",
      "PUT /api/v1/snippets",
      "PUT /api/v1/styles",
    ]);
    expect(calls.every((call) => call.authorization === "Bearer the-persons-token")).toBe(true);
    expect(calls[1]?.body).toEqual({ terms: ["Kraków", "Figma"] });
    expect(storage.local.size).toBe(0);
  });

  it("answers the server's own message when a read or save fails, and checks before sending", async () => {
    answer = { status: 503, body: { message: "Verba is being updated. Try again in a minute." } };
    expect(await readSnippets(signedIn())).toEqual({
      ok: false,
      message: "Verba is being updated. Try again in a minute.",
    });
    answer = { status: 401, body: {} };
    expect(await readStyles(signedIn())).toEqual({
      ok: false,
      message: "Your sign-in has expired. Sign in again in the extension's options.",
    });
    calls.length = 0;
    expect(await writeSnippets(signedIn(), [{ trigger: "x", text: "Text" }])).toEqual({
      ok: false,
      message: MESSAGES.snippetTriggerTooShort,
    });
    expect(calls).toEqual([]);
  });
});
