import { dictionaryTermsSchema } from "../../../src/shared/schemas/dictionary";
import type { ActivateMessage, WorkerAnswers, WorkerRequest } from "../shared/protocol";
import { accountDictionary, dictate, isReachable, signIn, signOut } from "./api";
import { senderMayAsk } from "./senders";
import { forgetAccount, installationId, loadSettings, saveSettings } from "./storage";

const NOT_ALLOWED = "Only Verba's own pages can ask for that.";

async function answer(request: WorkerRequest): Promise<WorkerAnswers[WorkerRequest["type"]]> {
  const settings = await loadSettings();
  switch (request.type) {
    case "dictate":
      return dictate(
        { origin: settings.origin, installationId: await installationId(), token: settings.token },
        {
          ...request.input,
          tone: request.input.tone ?? settings.tone,
          // Signed in, the server adds the account's own dictionary.
          dictionary: settings.token ? undefined : settings.dictionary,
        },
      );
    case "status":
      return {
        origin: settings.origin,
        tone: settings.tone,
        email: settings.token ? (settings.email ?? null) : null,
        reachable: await isReachable(settings.origin),
      };
    case "sign-in": {
      const result = await signIn(settings.origin, request.email, request.password);
      if (!result.ok) return result;
      await saveSettings({ token: result.value.token, email: result.value.email });
      return { ok: true, value: { email: result.value.email } };
    }
    case "sign-out":
      if (settings.token) await signOut(settings.origin, settings.token);
      await forgetAccount();
      return { ok: true, value: null };
    case "get-dictionary":
      if (settings.token) return accountDictionary(settings.origin, settings.token);
      return { ok: true, value: { terms: settings.dictionary ?? [] } };
    case "save-dictionary": {
      if (settings.token) return accountDictionary(settings.origin, settings.token, request.terms);
      const checked = dictionaryTermsSchema.safeParse(request.terms);
      if (!checked.success)
        return { ok: false, message: checked.error.issues[0]?.message ?? "Invalid dictionary" };
      await saveSettings({ dictionary: checked.data });
      return { ok: true, value: { terms: checked.data } };
    }
    case "save-settings":
      // A token belongs to the server that issued it.
      if (request.origin !== settings.origin) await forgetAccount();
      await saveSettings({ origin: request.origin, tone: request.tone });
      return { ok: true, value: null };
  }
}

const own = {
  id: chrome.runtime.id,
  contentScriptMatches: (chrome.runtime.getManifest().content_scripts ?? []).flatMap(
    (script) => script.matches ?? [],
  ),
};

chrome.runtime.onMessage.addListener((request: unknown, sender, respond) => {
  if (!senderMayAsk(request, sender, own)) {
    respond({ ok: false, message: NOT_ALLOWED });
    return false;
  }
  answer(request).then(respond, (error: unknown) =>
    respond({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
  // Keeps the channel open for the asynchronous answer.
  return true;
});

chrome.runtime.onInstalled.addListener(() => {
  void installationId();
});

/** The keyboard shortcut acts on the focused editor of the active tab. */
chrome.commands.onCommand.addListener(async (command, tab) => {
  if (command !== "activate" || tab?.id === undefined) return;
  const message: ActivateMessage = { type: "activate" };
  // Tabs without the content script (any other site) have no one to answer.
  await chrome.tabs.sendMessage(tab.id, message).catch(() => undefined);
});
