import { mountLists } from "../lists/lists";
import { byId, fillTones, say } from "../pages/dom";
import { askWorker } from "../shared/protocol";
import { isTone, originPattern, parseOrigin } from "../shared/settings";

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
const lists = mountLists(byId("lists"), false);

fillTones(tone);

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
  await lists.load(status.email);
}

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
  await lists.load(answer.value.email);
});

byId("sign-out").addEventListener("click", async () => {
  await askWorker({ type: "sign-out" });
  say(accountStatus, "Signed out", true);
  showAccount(null);
  await lists.load(null);
});

void load();
