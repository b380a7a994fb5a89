/**
 * The unpacked extension in Chromium, on fixture pages that reproduce the
 * webmail thread, its popped-out compose window and the networking feed,
 * against the real server (tests/fixtures/extension/webmail-stage.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unreachableMessage } from "../../extension/src/background/api";
import { MICROPHONE_MESSAGES } from "../../extension/src/content/recorder";
import { MESSAGES } from "../../src/shared/messages";
import { unfold } from "../fixtures/extension/popup";
import {
  buttonOf,
  selectAll,
  startWebmailStage,
  type WebmailStage,
} from "../fixtures/extension/webmail-stage";
import { screenshot } from "../helpers/browser";

const POLL = { timeout: 45_000 };

let stage: WebmailStage;

beforeAll(async () => {
  stage = await startWebmailStage();
}, 120_000);

afterAll(async () => {
  await stage?.close();
});

/**
 * Dictates a reply to Maria's thread. The thread is read on the press: from
 * then on the button shows her `tone`, and the reply (its greeting) is in it.
 */
async function replyToMaria(tone: string, greeting: RegExp) {
  const page = await stage.open("/gmail/thread.html");
  await page.click("#reply");
  const button = buttonOf(page, "#reply");
  await button.mic.click();
  await expect.poll(() => button.tone.inputValue()).toBe(tone);
  await expect.poll(() => page.textContent("#reply"), POLL).toMatch(/Best regards,$/);
  // biome-ignore lint/performance/useDomNodeTextContent: the lines as shown are what is checked.
  expect(await page.innerText("#reply")).toMatch(greeting);
  await page.close();
}

describe("the extension in Chromium", () => {
  it("puts a button in each open editor, including ones opened later", async () => {
    const mail = await stage.open("/gmail/thread.html");
    await expect
      .poll(() => buttonOf(mail, "#reply").mic.getAttribute("aria-label"))
      .toBe("Dictate with Verba");
    // The tone menu is for a selection only.
    expect(await buttonOf(mail, "#reply").menuItem("Formal").isVisible()).toBe(false);
    await mail.click("#compose");
    await buttonOf(mail, "#compose-body").mic.waitFor();
    expect(await mail.locator("verba-dictation").count()).toBe(2);

    const feed = await stage.open("/linkedin/feed.html");
    await buttonOf(feed, "#comment").mic.waitFor();
    await buttonOf(feed, "#message").mic.waitFor();
    expect(await feed.locator("verba-dictation").count()).toBe(2);
    await screenshot(feed, "extension-networking-buttons");
    await mail.close();
    await feed.close();
  }, 60_000);

  it("turns speech into text at the cursor, and Ctrl+Z takes it out", async () => {
    const page = await stage.open("/gmail/thread.html");
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
    expect(stage.t.logLines.join("\n")).not.toMatch(/client tomorrow|Maria/i);
    await page.close();
  }, 90_000);

  it("greets the thread's last sender by name, in the tone kept for them in the popup (anonymous)", async () => {
    const popup = await stage.openPage("popup.html");
    await unfold(popup, "Styles");
    await popup.getByRole("button", { name: "Add a person" }).click();
    const person = popup.getByRole("group", { name: "Person 1" });
    await person.getByLabel("Person").fill("Maria@Example.com");
    await person.getByLabel("Tone").selectOption("formal");
    await popup.getByRole("button", { name: "Save styles" }).click();
    await expect.poll(() => popup.textContent("#styles-status")).toBe("Styles saved");
    expect(await person.getByLabel("Person").inputValue()).toBe("maria@example.com");
    expect((await stage.worker.evaluate(() => chrome.storage.local.get("styles"))).styles).toEqual({
      sites: [],
      recipients: [{ recipient: "maria@example.com", tone: "formal" }],
    });
    await screenshot(popup, "extension-popup-styles");
    await popup.close();

    await replyToMaria("formal", /^Dear Maria,\n+[^\n]*(report|client|tomorrow)/i);
    await stage.worker.evaluate(() => chrome.storage.local.remove("styles"));
  }, 90_000);

  it("rewrites a selection in a preset tone, opened with the keyboard shortcut", async () => {
    const page = await stage.open("/linkedin/feed.html");
    await page.click("#comment");
    await page.keyboard.type("i think its great but the signup is to long");
    await selectAll(page, "#comment");
    const { menuItem } = buttonOf(page, "#comment");
    await stage.pressShortcut(page);
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
    const page = await stage.open("/linkedin/feed.html");
    await page.click("#message");
    await page.keyboard.type("sounds good");
    await selectAll(page, "#message");
    const dead = "http://127.0.0.1:9";
    await stage.setServer(dead);
    try {
      const { mic, menuItem, status } = buttonOf(page, "#message");
      await mic.click();
      await menuItem("Friendly").click();
      await expect.poll(() => status.textContent(), POLL).toBe(unreachableMessage(dead));
      expect(await page.textContent("#message")).toBe("sounds good");
      await screenshot(page, "extension-error");
    } finally {
      await stage.setServer(stage.t.baseUrl);
    }
    await page.close();
  }, 60_000);

  it("tells the person when the microphone is refused", async () => {
    const page = await stage.open("/gmail/thread.html");
    // The fake microphone grants every request; refuse it inside the content script's own world.
    const cdp = await stage.context.newCDPSession(page);
    const worlds: { id: number; origin: string }[] = [];
    cdp.on("Runtime.executionContextCreated", ({ context }) => worlds.push(context));
    await cdp.send("Runtime.enable");
    const world = worlds.find((candidate) => candidate.origin === stage.extensionUrl);
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
    const popout = await stage.open("/gmail/popout.html");
    await buttonOf(popout, "#popout-body").mic.waitFor();
    const feed = await stage.open("/linkedin/feed.html");
    await feed.click("#start-post");
    await buttonOf(feed, "#post").mic.waitFor();
    expect(await feed.locator("verba-dictation").count()).toBe(3);
    await popout.close();
    await feed.close();
  }, 60_000);

  it("writes between the greeting and the signature the editor holds, without repeating them", async () => {
    const page = await stage.open("/gmail/popout.html");
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
    const options = await stage.openPage("options.html");
    await expect.poll(() => options.inputValue("#origin")).toBe(stage.t.baseUrl);
    await options.fill("#origin", "http://localhost:3000");
    try {
      await options.getByRole("button", { name: "Save", exact: true }).click();
      await expect.poll(() => options.textContent("#settings-status")).toBe("Saved");
      const stored = await stage.worker.evaluate(() => chrome.storage.local.get("origin"));
      expect(stored.origin).toBe("http://localhost:3000");
    } finally {
      await stage.setServer(stage.t.baseUrl);
      await options.close();
    }
  }, 60_000);

  it("keeps the dictionary in the browser, or with snippets and styles in the account once signed in", async () => {
    const options = await stage.openPage("options.html");
    await expect.poll(() => options.inputValue("#origin")).toBe(stage.t.baseUrl);
    await options.fill("#terms", "SharePoint\n\n  Tomasz \nSharePoint");
    await options.getByRole("button", { name: "Save dictionary" }).click();
    await expect.poll(() => options.textContent("#dictionary-status")).toBe("Dictionary saved");
    expect(await options.inputValue("#terms")).toBe("SharePoint\nTomasz");
    const stored = await stage.worker.evaluate(() => chrome.storage.local.get("dictionary"));
    expect(stored.dictionary).toEqual(["SharePoint", "Tomasz"]);

    // Dictation sends it: the writer keeps the terms as written.
    const popup = await stage.openPage("popup.html");
    await popup.fill("#text", "the sharepoint link for tomasz is ready");
    await popup.getByRole("button", { name: "Rewrite" }).click();
    await expect
      .poll(() => popup.textContent("#output"), POLL)
      .toContain("SharePoint link for Tomasz");
    await popup.close();

    // Signed in, the options page shows and saves the account's dictionary, snippets and styles.
    const user = await stage.t.signUp();
    const account = stage.t.trpc(user.token);
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
    await stage.worker.evaluate(() => chrome.storage.local.remove("dictionary"));
    await options.close();
  }, 60_000);

  it("signs in from the options page and rewrites from the popup", async () => {
    const user = await stage.t.signUp();
    const options = await stage.openPage("options.html");
    await expect.poll(() => options.inputValue("#origin")).toBe(stage.t.baseUrl);
    await options.fill("#email", user.email);
    await options.fill("#password", user.password);
    await options.getByRole("button", { name: "Sign in" }).click();
    await options.getByText(`Signed in as ${user.email}`).waitFor();
    const stored = await stage.worker.evaluate(() => chrome.storage.local.get(null));
    expect(stored.token).toBeTruthy();
    expect(stored.password).toBeUndefined();

    const popup = await stage.openPage("popup.html");
    await popup.getByText(`Signed in as ${user.email}`).waitFor();
    await popup.getByText(`Server reachable: ${stage.t.baseUrl}`).waitFor();
    await popup.fill("#text", "um so i wanted to say the report is ready");
    await popup.getByRole("button", { name: "Rewrite" }).click();
    await expect.poll(() => popup.textContent("#output"), POLL).toMatch(/report is ready/i);
    await screenshot(popup, "extension-popup");

    // Signed in, the sign-in form is hidden; signed out, it is back and the token is gone.
    expect(await options.getByRole("button", { name: "Sign in" }).isVisible()).toBe(false);
    await options.getByRole("button", { name: "Sign out" }).click();
    await options.getByRole("button", { name: "Sign in" }).waitFor();
    expect(
      (await stage.worker.evaluate(() => chrome.storage.local.get(null))).token,
    ).toBeUndefined();
    await options.close();
    await popup.close();
  }, 60_000);
});

describe("the popup's lists, signed in", () => {
  it("edits the account's lists, keeping what was typed when a save fails; a person's tone by name applies", async () => {
    const user = await stage.t.signUp();
    const account = stage.t.trpc(user.token);
    await account.snippets.set.mutate({
      snippets: [{ trigger: "my address", text: "Ul. Długa 5" }],
    });
    const popup = await stage.openPage("popup.html");
    const { email, password } = user;
    await popup.evaluate((user) => chrome.runtime.sendMessage({ type: "sign-in", ...user }), {
      email,
      password,
    });
    await popup.reload();
    await popup
      .getByText("Your account's, the same as in Verba's Settings", { exact: false })
      .waitFor();

    await unfold(popup, "Snippets");
    const first = popup.getByRole("group", { name: "Snippet 1" });
    await expect.poll(() => first.getByLabel("Text").inputValue()).toBe("Ul. Długa 5");
    await popup.getByRole("button", { name: "Add a snippet" }).click();
    const second = popup.getByRole("group", { name: "Snippet 2" });
    await second.getByLabel("Trigger").fill("My  Address");
    await second.getByLabel("Text").fill("Kind regards,\nAda");
    const save = popup.getByRole("button", { name: "Save snippets" });
    await save.click();
    await expect
      .poll(() => popup.textContent("#snippets-status"))
      .toBe(`Snippet 2: ${MESSAGES.snippetTriggerRepeated("My Address")}`);
    expect(await second.getByLabel("Trigger").getAttribute("aria-invalid")).toBe("true");
    await second.getByLabel("Trigger").fill("sig");
    const dead = "http://127.0.0.1:9";
    await stage.setServer(dead);
    try {
      await save.click();
      await expect.poll(() => popup.textContent("#snippets-status")).toBe(unreachableMessage(dead));
    } finally {
      await stage.setServer(stage.t.baseUrl);
    }
    expect(await second.getByLabel("Text").inputValue()).toBe("Kind regards,\nAda");
    await first.getByRole("button", { name: "Remove" }).click();
    await save.click();
    await expect.poll(() => popup.textContent("#snippets-status")).toBe("Snippets saved");
    expect((await account.snippets.get.query()).snippets).toEqual([
      { trigger: "sig", text: "Kind regards,\nAda" },
    ]);

    await unfold(popup, "Personal dictionary");
    await popup.fill("#terms", "Kowalczyk\n\nFigma");
    await popup.getByRole("button", { name: "Save dictionary" }).click();
    await expect.poll(() => popup.textContent("#dictionary-status")).toBe("Dictionary saved");
    expect(await account.dictionary.get.query()).toEqual({ terms: ["Kowalczyk", "Figma"] });

    // A person's tone by name: the server finds it from the thread the extension sends.
    await unfold(popup, "Styles");
    await popup.getByRole("button", { name: "Add a person" }).click();
    await popup.getByRole("group", { name: "Person 1" }).getByLabel("Person").fill("maria rossi");
    await popup
      .getByRole("group", { name: "Person 1" })
      .getByLabel("Tone")
      .selectOption("friendly");
    await popup.getByRole("button", { name: "Save styles" }).click();
    await expect.poll(() => popup.textContent("#styles-status")).toBe("Styles saved");
    expect((await account.styles.get.query()).recipients).toEqual([
      { recipient: "maria rossi", tone: "friendly" },
    ]);
    await replyToMaria("friendly", /^Hi Maria,\n/);
    await popup.evaluate(() => chrome.runtime.sendMessage({ type: "sign-out" }));
    await popup.close();
  }, 120_000);
});
