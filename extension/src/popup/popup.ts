import { mountLists } from "../lists/lists";
import { byId, fillTones } from "../pages/dom";
import { askWorker } from "../shared/protocol";
import { isTone, type KeptResult } from "../shared/settings";

const account = byId("account");
const server = byId("server");
const form = byId<HTMLFormElement>("try");
const text = byId<HTMLTextAreaElement>("text");
const mode = byId<HTMLSelectElement>("mode");
const tone = byId<HTMLSelectElement>("tone");
const rewrite = byId<HTMLButtonElement>("rewrite");
const error = byId("error");
const result = byId("result");
const output = byId("output");
const copy = byId<HTMLButtonElement>("copy");

fillTones(tone);
const lists = mountLists(byId("lists"), true);

async function showStatus() {
  const status = await askWorker({ type: "status" });
  tone.value = status.tone;
  account.textContent = status.email
    ? `Signed in as ${status.email}`
    : "Anonymous: no account needed (sign in for higher limits)";
  server.textContent = status.reachable
    ? `Server reachable: ${status.origin}`
    : `Server not reachable: ${status.origin}`;
  server.className = status.reachable ? "ok" : "error";
  byId("lists-owner").textContent = status.email
    ? "Your account's, the same as in Verba's Settings and the options page."
    : "Kept in this browser until you sign in; signed in, your account's are shown.";
  await lists.load(status.email);
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  error.textContent = "";
  result.hidden = true;
  rewrite.disabled = true;
  const answer = await askWorker({
    type: "dictate",
    input: {
      mode: mode.value === "reply" ? "reply" : "transform",
      tone: isTone(tone.value) ? tone.value : undefined,
      text: text.value,
    },
  });
  rewrite.disabled = false;
  if (!answer.ok) {
    error.textContent = answer.message;
    return;
  }
  output.textContent = answer.value.text;
  result.hidden = false;
  await showResults();
});

async function copyFrom(button: HTMLButtonElement, text: string) {
  await navigator.clipboard.writeText(text);
  button.textContent = "Copied";
  setTimeout(() => {
    button.textContent = "Copy";
  }, 1_500);
}

copy.addEventListener("click", () => void copyFrom(copy, output.textContent ?? ""));

/** When and where each was written: "mail.example.com, 14:05"; the popup's own rewrites say so. */
function resultLine(result: KeptResult): string {
  const when = new Date(result.time).toLocaleString([], { dateStyle: "short", timeStyle: "short" });
  return `${result.site ?? "This popup"}, ${when}`;
}

async function showResults() {
  const results = await askWorker({ type: "get-results" });
  byId("no-results").hidden = results.length > 0;
  byId("results").replaceChildren(
    ...results.map((result) => {
      const item = document.createElement("li");
      const text = document.createElement("p");
      text.className = "text";
      text.textContent = result.text;
      const line = document.createElement("span");
      line.className = "muted";
      line.textContent = resultLine(result);
      const button = document.createElement("button");
      button.type = "button";
      button.className = "secondary";
      button.textContent = "Copy";
      button.addEventListener("click", () => void copyFrom(button, result.text));
      item.append(text, line, button);
      return item;
    }),
  );
}

byId("dictate-here").addEventListener("click", async () => {
  const answer = await askWorker({ type: "dictate-here" });
  if (answer.ok) window.close();
  else byId("here-error").textContent = answer.message;
});

byId("options").addEventListener("click", () => {
  void chrome.runtime.openOptionsPage();
});

void showStatus();
void showResults();
