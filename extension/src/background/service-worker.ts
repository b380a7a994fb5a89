import { dictateInputSchema } from "../../../src/shared/schemas/extension";
import { styleSiteSchema } from "../../../src/shared/schemas/styles";
import type {
  ActivateMessage,
  FieldMessage,
  Purpose,
  WorkerAnswers,
  WorkerRequest,
} from "../shared/protocol";
import { dictate, isReachable, signIn, signOut } from "./api";
import {
  readSnippets,
  readStyles,
  readTerms,
  writeSnippets,
  writeStyles,
  writeTerms,
} from "./lists";
import { type Sender, senderMayAsk } from "./senders";
import {
  closeStorageToContentScripts,
  forgetAccount,
  forgetInjectedTab,
  forgetResults,
  injectedTabs,
  installationId,
  keepResult,
  loadSettings,
  rememberInjectedTab,
  saveSettings,
} from "./storage";
import { choseTone, dictationTone, forgetSharedStyles, keepSiteTone, toneHere } from "./styles";

const NOT_ALLOWED = "Only Verba's own pages can ask for that.";
export const CANNOT_RUN_HERE =
  "Verba cannot work on this page (the browser's own pages and the web store are closed to extensions).";

/** The page a content script's request came from; null for the extension's own pages. */
function pageOf(sender: Sender): URL | null {
  if (!sender.tab || !sender.url || sender.url.startsWith("chrome-extension:")) return null;
  try {
    return new URL(sender.url);
  } catch {
    return null;
  }
}

/** The host (with its port) kept with a result. */
function siteOf(sender: Sender): string | null {
  return pageOf(sender)?.host || null;
}

/**
 * The page's host as sent with a dictation and named by styles
 * (location.hostname); one the styles cannot name (an IPv6 literal) is left out.
 */
function hostOf(sender: Sender): string | null {
  const checked = styleSiteSchema.safeParse(pageOf(sender)?.hostname ?? "");
  return checked.success ? checked.data : null;
}

async function answer(
  request: WorkerRequest,
  sender: Sender,
): Promise<WorkerAnswers[WorkerRequest["type"]]> {
  const settings = await loadSettings();
  switch (request.type) {
    case "dictate": {
      // Checked before any work: a page's five-megabyte thread is not read for its sender or sent.
      const checked = dictateInputSchema.safeParse(request.input);
      if (!checked.success) {
        return { ok: false, message: checked.error.issues[0]?.message ?? "Invalid request" };
      }
      const host = hostOf(sender);
      const result = await dictate(
        { origin: settings.origin, installationId: await installationId(), token: settings.token },
        {
          ...request.input,
          site: host ?? undefined,
          tone: request.input.tone ?? (await dictationTone(settings, host, request.input.context)),
          // Signed in, the server adds the account's own dictionary and snippets.
          dictionary: settings.token ? undefined : settings.dictionary,
          snippets: settings.token ? undefined : settings.snippets,
        },
      );
      if (result.ok)
        await keepResult({ text: result.value.text, site: siteOf(sender), time: Date.now() });
      return result;
    }
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
      await forgetResults();
      return { ok: true, value: null };
    case "get-dictionary":
      return readTerms(settings);
    case "save-dictionary":
      return writeTerms(settings, request.terms);
    case "add-term": {
      const current = await readTerms(settings);
      if (!current.ok) return current;
      if (current.value.terms.includes(request.term)) return current;
      return writeTerms(settings, [...current.value.terms, request.term]);
    }
    case "get-snippets":
      return readSnippets(settings);
    case "save-snippets":
      return writeSnippets(settings, request.snippets);
    case "get-styles":
      return readStyles(settings);
    case "save-styles": {
      const saved = await writeStyles(settings, request.styles);
      forgetSharedStyles();
      return saved;
    }
    case "tone-here":
      return {
        ...(await toneHere(settings, hostOf(sender), request.sender)),
        site: hostOf(sender),
      };
    case "chose-tone":
      return choseTone(settings, hostOf(sender), request.tone);
    case "always-tone":
      return keepSiteTone(settings, hostOf(sender), request.tone);
    case "get-results":
      return settings.results ?? [];
    case "dictate-here": {
      const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
      if (tab?.id === undefined) return { ok: false, message: CANNOT_RUN_HERE };
      return activate(tab.id, "rewrite");
    }
    case "save-settings":
      // A token belongs to the server that issued it.
      if (request.origin !== settings.origin) await forgetAccount();
      await saveSettings({ origin: request.origin, tone: request.tone });
      return { ok: true, value: null };
  }
}

/**
 * The person's gesture on a tab: the site's own script takes it when the
 * focus is in one of its editors; otherwise the any-field script is injected
 * into the top frame, with the access the gesture grants (activeTab), and
 * acts on the focused field.
 */
async function activate(tabId: number, purpose: Purpose) {
  const toSite: ActivateMessage = { type: "activate", purpose };
  const handled = await chrome.tabs.sendMessage(tabId, toSite, { frameId: 0 }).catch(() => false);
  if (handled === true) return { ok: true as const, value: null };
  try {
    await rememberInjectedTab(tabId);
    await chrome.scripting.executeScript({
      target: { tabId, frameIds: [0] },
      files: ["anywhere.js"],
    });
    const toField: FieldMessage = { type: "activate-field", purpose };
    await chrome.tabs.sendMessage(tabId, toField, { frameId: 0 });
    return { ok: true as const, value: null };
  } catch {
    await forgetInjectedTab(tabId);
    return { ok: false as const, message: CANNOT_RUN_HERE };
  }
}

// On every start of the worker, before it answers anything: the setting lasts, but costs nothing to repeat.
void closeStorageToContentScripts();

const contentScriptMatches = (chrome.runtime.getManifest().content_scripts ?? []).flatMap(
  (script) => script.matches ?? [],
);

chrome.runtime.onMessage.addListener((request: unknown, sender, respond) => {
  void injectedTabs()
    .then(async (tabs) => {
      const own = { id: chrome.runtime.id, contentScriptMatches, injectedTabs: tabs };
      if (!senderMayAsk(request, sender, own)) return { ok: false, message: NOT_ALLOWED };
      return answer(request, sender);
    })
    .then(respond, (error: unknown) =>
      respond({ ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
  // Keeps the channel open for the asynchronous answer.
  return true;
});

const MENU = { dictate: "verba-dictate", rewrite: "verba-rewrite" } as const;

chrome.runtime.onInstalled.addListener(() => {
  void installationId();
  // Menus last across restarts of the worker; made again on install and update.
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({
      id: MENU.dictate,
      title: "Dictate with Verba",
      contexts: ["editable"],
    });
    chrome.contextMenus.create({
      id: MENU.rewrite,
      title: "Rewrite with Verba",
      contexts: ["selection"],
    });
  });
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (tab?.id === undefined) return;
  void activate(tab.id, info.menuItemId === MENU.rewrite ? "rewrite" : "dictate");
});

/** The keyboard shortcut acts on the focused field of the active tab. */
chrome.commands.onCommand.addListener((command, tab) => {
  if (command !== "activate" || tab?.id === undefined) return;
  void activate(tab.id, "rewrite");
});

/** A closed tab's right to be heard ends with it (a page without the script has no one to ask). */
chrome.tabs.onRemoved.addListener((tabId) => void forgetInjectedTab(tabId));
