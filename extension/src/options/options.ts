import { byId, fillTones } from "../pages/dom";
import { askWorker } from "../shared/protocol";
import { isTone, originPattern, parseOrigin } from "../shared/settings";
import { SnippetRows } from "./snippets";
import { StyleRows, showStyles, stylesFrom } from "./styles";

const settingsForm = byId<HTMLFormElement>("settings");
const origin = byId<HTMLInputElement>("origin");
const tone = byId<HTMLSelectElement>("tone");
const settingsStatus = byId("settings-status");
const signedIn = byId("signed-in");
const signedInAs = byId("signed-in-as");
const signInForm = byId<HTMLFormElement>("sign-in");
const email = byId<HTMLInputElement>("email");
const password = byId<HTMLInputElement>("password");
const accountStatus = byId("account-status");
const dictionaryForm = byId<HTMLFormElement>("dictionary");
const terms = byId<HTMLTextAreaElement>("terms");
const dictionaryStatus = byId("dictionary-status");

const snippetsForm = byId<HTMLFormElement>("snippets");
const snippetsStatus = byId("snippets-status");
const snippetRows = new SnippetRows(byId("snippet-rows"));

const stylesForm = byId<HTMLFormElement>("styles");
const stylesStatus = byId("styles-status");
const siteRows = new StyleRows(byId("site-rows"), "site");
const recipientRows = new StyleRows(byId("recipient-rows"), "recipient");

fillTones(tone);

function say(element: HTMLElement, text: string, ok: boolean) {
  element.textContent = text;
  element.className = ok ? "ok" : "error";
}

function showAccount(signedInEmail: string | null) {
  signedIn.hidden = signedInEmail === null;
  signInForm.hidden = signedInEmail !== null;
  signedInAs.textContent = signedInEmail ? `Signed in as ${signedInEmail}` : "";
}

async function load() {
  const status = await askWorker({ type: "status" });
  origin.value = status.origin;
  tone.value = status.tone;
  showAccount(status.email);
  await loadLists();
}

/** The dictionary, snippets and styles of whoever uses the extension now: the account's, or this browser's. */
async function loadLists() {
  await loadDictionary();
  const snippets = await askWorker({ type: "get-snippets" });
  if (snippets.ok) snippetRows.show(snippets.value.snippets);
  else say(snippetsStatus, snippets.message, false);
  const styles = await askWorker({ type: "get-styles" });
  if (styles.ok) showStyles(styles.value, siteRows, recipientRows);
  else say(stylesStatus, styles.message, false);
}

byId("add-site").addEventListener("click", () => siteRows.add());
byId("add-recipient").addEventListener("click", () => recipientRows.add());

stylesForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  say(stylesStatus, "Saving…", true);
  const styles = stylesFrom(siteRows, recipientRows);
  const answer = await askWorker({ type: "save-styles", styles });
  if (!answer.ok) {
    say(stylesStatus, answer.message, false);
    return;
  }
  showStyles(answer.value, siteRows, recipientRows);
  say(stylesStatus, "Styles saved", true);
});

byId("add-snippet").addEventListener("click", () => snippetRows.add());

snippetsForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  say(snippetsStatus, "Saving…", true);
  const answer = await askWorker({ type: "save-snippets", snippets: snippetRows.read() });
  if (!answer.ok) {
    say(snippetsStatus, answer.message, false);
    return;
  }
  snippetRows.show(answer.value.snippets);
  say(snippetsStatus, "Snippets saved", true);
});

async function loadDictionary() {
  const answer = await askWorker({ type: "get-dictionary" });
  if (answer.ok) terms.value = answer.value.terms.join("\n");
  else say(dictionaryStatus, answer.message, false);
}

dictionaryForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  const lines = terms.value.split("\n").filter((line) => line.trim() !== "");
  // A status left from the last save must not read as this one's answer.
  say(dictionaryStatus, "Saving…", true);
  const answer = await askWorker({ type: "save-dictionary", terms: lines });
  if (!answer.ok) {
    say(dictionaryStatus, answer.message, false);
    return;
  }
  terms.value = answer.value.terms.join("\n");
  say(dictionaryStatus, "Dictionary saved", true);
});

/**
 * A server other than the ones the manifest names needs host access, asked
 * for here, on the person's click, and only for that one origin.
 */
async function allowOrigin(chosen: string): Promise<boolean> {
  const origins = [originPattern(chosen)];
  if (await chrome.permissions.contains({ origins })) return true;
  try {
    return await chrome.permissions.request({ origins });
  } catch {
    // Chrome refuses a request made without the person's gesture or for a pattern it rejects.
    return false;
  }
}

settingsForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  const parsed = parseOrigin(origin.value);
  if ("error" in parsed) {
    say(settingsStatus, parsed.error, false);
    return;
  }
  say(settingsStatus, "Saving…", true);
  if (!(await allowOrigin(parsed.origin))) {
    say(settingsStatus, "Verba needs access to that server to send it your text.", false);
    return;
  }
  const chosenTone = isTone(tone.value) ? tone.value : "professional";
  await askWorker({ type: "save-settings", origin: parsed.origin, tone: chosenTone });
  origin.value = parsed.origin;
  say(settingsStatus, "Saved", true);
  await load();
});

signInForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  const answer = await askWorker({
    type: "sign-in",
    email: email.value.trim(),
    password: password.value,
  });
  password.value = "";
  if (!answer.ok) {
    say(accountStatus, answer.message, false);
    return;
  }
  say(accountStatus, "Signed in", true);
  showAccount(answer.value.email);
  await loadLists();
});

byId("sign-out").addEventListener("click", async () => {
  await askWorker({ type: "sign-out" });
  say(accountStatus, "Signed out", true);
  showAccount(null);
  await loadLists();
});

void load();
