import { byId, fillTones } from "../pages/dom";
import { askWorker } from "../shared/protocol";
import { isTone } from "../shared/settings";

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
});

copy.addEventListener("click", async () => {
  await navigator.clipboard.writeText(output.textContent ?? "");
  copy.textContent = "Copied";
  setTimeout(() => {
    copy.textContent = "Copy";
  }, 1_500);
});

byId("options").addEventListener("click", () => {
  void chrome.runtime.openOptionsPage();
});

void showStatus();
