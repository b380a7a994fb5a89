/**
 * The unpacked extension in Chromium, on fixture pages that reproduce the
 * webmail thread, its popped-out compose window and the networking feed, against the real server (local
 * speech recognizer and writing engine). The fake microphone plays a Flite
 * recording in a loop: a second of silence, a phrase, four seconds of silence.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page, type Worker } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unreachableMessage } from "../../extension/src/background/api";
import { MICROPHONE_MESSAGES } from "../../extension/src/content/recorder";
import { buildExtension } from "../../scripts/build-extension";
import { encodeWav } from "../../src/server/ai/audio/wav";
import { screenshot } from "../helpers/browser";
import { concatPcm, silence, speak } from "../helpers/speech";
import { getTestInstance, type TestInstance } from "../helpers/test-instance";

const POLL = { timeout: 45_000 };
const PHRASE = "please send the report to the client tomorrow";
const TEST_HOST = "http://127.0.0.1";
const FIXTURES = join(import.meta.dirname, "../fixtures/extension");

const work = mkdtempSync(join(tmpdir(), "verba-extension-e2e-"));
const recording = join(work, "speech.wav");
writeFileSync(
  recording,
  encodeWav(concatPcm(silence(1_000), await speak(PHRASE), silence(4_000)), 16_000),
);

/** Serves the fixture pages where the test build's content scripts run: /gmail/… and /linkedin/…. */
function serveFixtures(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", TEST_HOST).pathname;
    const match = /^\/(gmail|linkedin)\/([a-z-]+\.html)$/.exec(path);
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(readFileSync(join(FIXTURES, match[1] ?? "", match[2] ?? "")));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let t: TestInstance;
let fixtures: Server;
let fixturesUrl = "";
let context: BrowserContext;
let worker: Worker;
let extensionUrl = "";

beforeAll(async () => {
  const extensionDir = join(work, "extension");
  await buildExtension({ outDir: extensionDir, testHost: TEST_HOST });
  fixtures = await serveFixtures();
  fixturesUrl = `${TEST_HOST}:${(fixtures.address() as AddressInfo).port}`;
  // Extensions need a persistent profile; Chromium's --headless is the new headless, which runs them.
  context = await chromium.launchPersistentContext(join(work, "profile"), {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${recording}`,
    ],
  });
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  // URL.origin is "null" for this scheme: the host is the extension's id.
  extensionUrl = `chrome-extension://${new URL(worker.url()).host}`;
  // The server trusts the extension's origin for signing in, as EXTENSION_ORIGINS does in production.
  t = await getTestInstance("sqlite", { EXTENSION_ORIGINS: extensionUrl });
  await useServer(t.baseUrl);
}, 120_000);

afterAll(async () => {
  await context?.close();
  fixtures?.close();
  await t?.close();
});

/** What the options page saves, set directly: the origin is a host the test build may reach. */
function useServer(origin: string) {
  return worker.evaluate((origin) => chrome.storage.local.set({ origin }), origin);
}

async function openFixture(path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${fixturesUrl}${path}`);
  return page;
}

/** The button (and its status line) the extension put after an editor. */
function buttonOf(page: Page, editor: string) {
  const host = page.locator(`${editor} + verba-dictation`);
  return {
    mic: host.locator("button.mic"),
    status: host.getByRole("status"),
    menuItem: (name: string) => host.getByRole("menuitem", { name }),
  };
}

/** What the service worker does on the keyboard shortcut (which a test cannot press): tell the tab. */
async function pressShortcut(page: Page) {
  await worker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    if (tab?.id !== undefined) await chrome.tabs.sendMessage(tab.id, { type: "activate" });
  }, page.url());
}

async function selectAll(page: Page, editor: string) {
  await page.click(editor);
  await page.keyboard.press("Control+A");
}

describe("the extension in Chromium", () => {
  it("puts a button in each open editor, including ones opened later", async () => {
    const mail = await openFixture("/gmail/thread.html");
    await expect
      .poll(() => buttonOf(mail, "#reply").mic.getAttribute("aria-label"))
      .toBe("Dictate with Verba");
    // The tone menu is for a selection only.
    expect(await buttonOf(mail, "#reply").menuItem("Formal").isVisible()).toBe(false);
    await mail.click("#compose");
    await buttonOf(mail, "#compose-body").mic.waitFor();
    expect(await mail.locator("verba-dictation").count()).toBe(2);

    const feed = await openFixture("/linkedin/feed.html");
    await buttonOf(feed, "#comment").mic.waitFor();
    await buttonOf(feed, "#message").mic.waitFor();
    expect(await feed.locator("verba-dictation").count()).toBe(2);
    await screenshot(feed, "extension-networking-buttons");
    await mail.close();
    await feed.close();
  }, 60_000);

  it("turns speech into text at the cursor, and Ctrl+Z takes it out", async () => {
    const page = await openFixture("/gmail/thread.html");
    await page.click("#reply");
    await page.keyboard.type("Hi Maria,");
    const { mic, status } = buttonOf(page, "#reply");
    await mic.click();
    await expect.poll(() => mic.getAttribute("aria-label")).toBe("Stop recording");
    // The recording stops by itself after the phrase; the server hears it and writes.
    await expect
      .poll(() => page.textContent("#reply"), POLL)
      .toMatch(/^Hi Maria, .*(report|client|tomorrow)/i);
    expect(await mic.getAttribute("aria-label")).toBe("Dictate with Verba");
    expect(await status.textContent()).toBe("");
    await screenshot(page, "extension-webmail-dictated");
    await page.keyboard.press("Control+Z");
    expect(await page.textContent("#reply")).toBe("Hi Maria,");
    // Nothing was stored and the words were not logged.
    expect(t.logLines.join("\n")).not.toMatch(/client tomorrow|Maria/i);
    await page.close();
  }, 90_000);

  it("greets the thread's last sender by name in an empty reply", async () => {
    const page = await openFixture("/gmail/thread.html");
    await page.click("#reply");
    await buttonOf(page, "#reply").mic.click();
    await expect.poll(() => page.textContent("#reply"), POLL).toMatch(/Best regards,$/);
    // biome-ignore lint/performance/useDomNodeTextContent: the lines as shown are what is checked.
    expect(await page.innerText("#reply")).toMatch(
      /^Hello Maria,\n+[^\n]*(report|client|tomorrow)/i,
    );
    await page.close();
  }, 90_000);

  it("rewrites a selection in a preset tone, opened with the keyboard shortcut", async () => {
    const page = await openFixture("/linkedin/feed.html");
    await page.click("#comment");
    await page.keyboard.type("i think its great but the signup is to long");
    await selectAll(page, "#comment");
    const { menuItem } = buttonOf(page, "#comment");
    await pressShortcut(page);
    await menuItem("Formal").click();
    await expect
      .poll(() => page.textContent("#comment"), POLL)
      .not.toBe("i think its great but the signup is to long");
    const rewritten = (await page.textContent("#comment")) ?? "";
    expect(rewritten.trim().length).toBeGreaterThan(10);
    await screenshot(page, "extension-networking-transformed");
    await page.close();
  }, 60_000);

  it("shows what went wrong beside the button", async () => {
    const page = await openFixture("/linkedin/feed.html");
    await page.click("#message");
    await page.keyboard.type("sounds good");
    await selectAll(page, "#message");
    const dead = "http://127.0.0.1:9";
    await useServer(dead);
    try {
      const { mic, menuItem, status } = buttonOf(page, "#message");
      await mic.click();
      await menuItem("Friendly").click();
      await expect.poll(() => status.textContent(), POLL).toBe(unreachableMessage(dead));
      expect(await page.textContent("#message")).toBe("sounds good");
      await screenshot(page, "extension-error");
    } finally {
      await useServer(t.baseUrl);
    }
    await page.close();
  }, 60_000);

  it("tells the person when the microphone is refused", async () => {
    const page = await openFixture("/gmail/thread.html");
    // The fake microphone grants every request; refuse it inside the content script's own world.
    const cdp = await context.newCDPSession(page);
    const worlds: { id: number; origin: string }[] = [];
    cdp.on("Runtime.executionContextCreated", ({ context }) => worlds.push(context));
    await cdp.send("Runtime.enable");
    const world = worlds.find((candidate) => candidate.origin === extensionUrl);
    expect(world).toBeDefined();
    await cdp.send("Runtime.evaluate", {
      contextId: world?.id,
      expression: `navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"))`,
    });
    const { mic, status } = buttonOf(page, "#reply");
    await mic.click();
    await expect.poll(() => status.textContent(), POLL).toBe(MICROPHONE_MESSAGES.denied);
    expect(await mic.getAttribute("aria-label")).toBe("Dictate with Verba");
    await page.close();
  }, 60_000);

  it("puts a button in the popped-out compose window and the post composer", async () => {
    const popout = await openFixture("/gmail/popout.html");
    await buttonOf(popout, "#popout-body").mic.waitFor();
    const feed = await openFixture("/linkedin/feed.html");
    await feed.click("#start-post");
    await buttonOf(feed, "#post").mic.waitFor();
    expect(await feed.locator("verba-dictation").count()).toBe(3);
    await popout.close();
    await feed.close();
  }, 60_000);

  it("writes between the greeting and the signature the editor holds, without repeating them", async () => {
    const page = await openFixture("/gmail/popout.html");
    await page.click("#popout-body");
    await page.evaluate(() => {
      const range = document.createRange();
      range.setStart(document.querySelector("#caret-line") as Element, 0);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
    const { mic } = buttonOf(page, "#popout-body");
    await mic.click();
    await expect
      .poll(() => page.textContent("#caret-line"), POLL)
      .toMatch(/report|client|tomorrow/i);
    // The person's own part, above the quoted message (which has a sign-off of its own).
    // biome-ignore lint/performance/useDomNodeTextContent: the lines as shown are what is checked.
    const [own = ""] = (await page.innerText("#popout-body")).split(/\nOn Mon,/);
    expect(own.match(/Tomasz,/g)).toHaveLength(1);
    expect(own.match(/Best regards,/g)).toHaveLength(1);
    expect(own).toMatch(
      /^Hi Tomasz,\n+[^\n]*(report|client|tomorrow)[^\n]*\n+Best regards,\nAda$/i,
    );
    await screenshot(page, "extension-webmail-popout");
    await page.close();
  }, 90_000);

  it("saves the default server from the options page without asking for more access", async () => {
    const options = await context.newPage();
    options.setDefaultTimeout(15_000);
    await options.goto(`${extensionUrl}/options.html`);
    await expect.poll(() => options.inputValue("#origin")).toBe(t.baseUrl);
    await options.fill("#origin", "http://localhost:3000");
    try {
      await options.getByRole("button", { name: "Save", exact: true }).click();
      await expect.poll(() => options.textContent("#settings-status")).toBe("Saved");
      const stored = await worker.evaluate(() => chrome.storage.local.get("origin"));
      expect(stored.origin).toBe("http://localhost:3000");
    } finally {
      await useServer(t.baseUrl);
      await options.close();
    }
  }, 60_000);

  it("keeps the dictionary in the browser, or with snippets and styles in the account once signed in", async () => {
    const options = await context.newPage();
    options.setDefaultTimeout(15_000);
    await options.goto(`${extensionUrl}/options.html`);
    await expect.poll(() => options.inputValue("#origin")).toBe(t.baseUrl);
    await options.fill("#terms", "SharePoint\n\n  Tomasz \nSharePoint");
    await options.getByRole("button", { name: "Save dictionary" }).click();
    await expect.poll(() => options.textContent("#dictionary-status")).toBe("Dictionary saved");
    expect(await options.inputValue("#terms")).toBe("SharePoint\nTomasz");
    const stored = await worker.evaluate(() => chrome.storage.local.get("dictionary"));
    expect(stored.dictionary).toEqual(["SharePoint", "Tomasz"]);

    // Dictation sends it: the writer keeps the terms as written.
    const popup = await context.newPage();
    popup.setDefaultTimeout(15_000);
    await popup.goto(`${extensionUrl}/popup.html`);
    await popup.fill("#text", "the sharepoint link for tomasz is ready");
    await popup.getByRole("button", { name: "Rewrite" }).click();
    await expect
      .poll(() => popup.textContent("#output"), POLL)
      .toContain("SharePoint link for Tomasz");
    await popup.close();

    // Signed in, the options page shows and saves the account's dictionary, snippets and styles.
    const user = await t.signUp();
    const account = t.trpc(user.token);
    await account.dictionary.set.mutate({ terms: ["Kraków"] });
    await account.snippets.set.mutate({
      snippets: [{ trigger: "my address", text: "Ul. Długa 5" }],
    });
    await account.styles.set.mutate({ sites: [{ site: "mail.google.com", tone: "formal" }] });
    await options.fill("#email", user.email);
    await options.fill("#password", user.password);
    await options.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => options.inputValue("#terms")).toBe("Kraków");
    await options.fill("#terms", "Kraków\nFigma");
    await options.getByRole("button", { name: "Save dictionary" }).click();
    await expect.poll(() => options.textContent("#dictionary-status")).toBe("Dictionary saved");
    expect(await account.dictionary.get.query()).toEqual({ terms: ["Kraków", "Figma"] });
    await expect.poll(() => options.inputValue("#snippet-rows .text")).toBe("Ul. Długa 5");
    await options.fill("#snippet-rows .text", "Ul. Długa 5\n00-001 Warszawa");
    await options.getByRole("button", { name: "Save snippets" }).click();
    await expect.poll(() => options.textContent("#snippets-status")).toBe("Snippets saved");
    expect((await account.snippets.get.query()).snippets).toEqual([
      { trigger: "my address", text: "Ul. Długa 5\n00-001 Warszawa" },
    ]);
    expect(await options.inputValue("#site-rows .name")).toBe("mail.google.com");
    await options.getByRole("button", { name: "Add a person" }).click();
    await options.fill("#recipient-rows .name", "Ada Kowalczyk");
    await options.selectOption("#recipient-rows .tone", "friendly");
    await options.getByRole("button", { name: "Save styles" }).click();
    await expect.poll(() => options.textContent("#styles-status")).toBe("Styles saved");
    expect(await account.styles.get.query()).toEqual({
      sites: [{ site: "mail.google.com", tone: "formal" }],
      recipients: [{ recipient: "Ada Kowalczyk", tone: "friendly" }],
    });
    await options.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => options.inputValue("#terms")).toBe("SharePoint\nTomasz");
    await worker.evaluate(() => chrome.storage.local.remove("dictionary"));
    await options.close();
  }, 60_000);

  it("signs in from the options page and rewrites from the popup", async () => {
    const user = await t.signUp();
    const options = await context.newPage();
    options.setDefaultTimeout(15_000);
    await options.goto(`${extensionUrl}/options.html`);
    await expect.poll(() => options.inputValue("#origin")).toBe(t.baseUrl);
    await options.fill("#email", user.email);
    await options.fill("#password", user.password);
    await options.getByRole("button", { name: "Sign in" }).click();
    await options.getByText(`Signed in as ${user.email}`).waitFor();
    const stored = await worker.evaluate(() => chrome.storage.local.get(null));
    expect(stored.token).toBeTruthy();
    expect(stored.password).toBeUndefined();

    const popup = await context.newPage();
    popup.setDefaultTimeout(15_000);
    await popup.goto(`${extensionUrl}/popup.html`);
    await popup.getByText(`Signed in as ${user.email}`).waitFor();
    await popup.getByText(`Server reachable: ${t.baseUrl}`).waitFor();
    await popup.fill("#text", "um so i wanted to say the report is ready");
    await popup.getByRole("button", { name: "Rewrite" }).click();
    await expect.poll(() => popup.textContent("#output"), POLL).toMatch(/report is ready/i);
    await screenshot(popup, "extension-popup");

    // Signed in, the sign-in form is hidden; signed out, it is back and the token is gone.
    expect(await options.getByRole("button", { name: "Sign in" }).isVisible()).toBe(false);
    await options.getByRole("button", { name: "Sign out" }).click();
    await options.getByRole("button", { name: "Sign in" }).waitFor();
    expect((await worker.evaluate(() => chrome.storage.local.get(null))).token).toBeUndefined();
    await options.close();
    await popup.close();
  }, 60_000);
});
