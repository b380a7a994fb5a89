/**
 * Verba's in-page button lives in a closed shadow root: the page's script
 * sees the host element and nothing inside it, and neither do Playwright's
 * locators. The browser tests reach inside through the debugging protocol,
 * which no page has: each host's root is handed to the page's main world as
 * `host.verbaRoot`, and every click is the browser's own (trusted) input.
 */
import type { CDPSession, ElementHandle, Page } from "playwright-core";
import { expect } from "vitest";

const POLL = { timeout: 15_000 };
const HOSTS = new Set(["VERBA-DICTATION", "VERBA-NOTICE"]);
const sessions = new WeakMap<Page, Promise<CDPSession>>();

interface DomNode {
  nodeName: string;
  backendNodeId: number;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/** Hands every Verba host's closed root to the page's main world. */
export async function exposeVerbaRoots(page: Page): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const cdp = await session;
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const roots: number[] = [];
  const walk = (node: DomNode) => {
    if (HOSTS.has(node.nodeName)) {
      for (const shadow of node.shadowRoots ?? []) roots.push(shadow.backendNodeId);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  for (const backendNodeId of roots) {
    const { object } = await cdp.send("DOM.resolveNode", { backendNodeId });
    if (!object.objectId) continue;
    await cdp.send("Runtime.callFunctionOn", {
      objectId: object.objectId,
      functionDeclaration: "function () { this.host.verbaRoot = this; }",
    });
    await cdp.send("Runtime.releaseObject", { objectId: object.objectId });
  }
}

/**
 * Runs `expression` in the world of the extension's content script in
 * `page`'s top frame, as a page whose process was taken over could: the
 * content script's `chrome` object, without the extension's code.
 */
export async function inContentScript(page: Page, expression: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const contexts: {
      id: number;
      origin: string;
      auxData?: { type?: string; isDefault?: boolean };
    }[] = [];
    cdp.on("Runtime.executionContextCreated", ({ context }) => contexts.push(context));
    await cdp.send("Runtime.enable");
    const world = contexts.find(
      (context) =>
        context.auxData?.type === "isolated" && context.origin.startsWith("chrome-extension://"),
    );
    if (!world) throw new Error("no content script in the page");
    const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", {
      expression,
      contextId: world.id,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails)
      return `threw: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`;
    return result.value;
  } finally {
    await cdp.detach();
  }
}

/** One part of the button: found by `selector` inside the root, and by its text when `name` is given. */
export class VerbaPart {
  readonly #page: Page;
  readonly #host: string;
  readonly #selector: string;
  readonly #name: string | undefined;

  constructor(page: Page, host: string, selector: string, name?: string) {
    this.#page = page;
    this.#host = host;
    this.#selector = selector;
    this.#name = name;
  }

  async #find(): Promise<ElementHandle<HTMLElement> | null> {
    const query = () =>
      this.#page.evaluateHandle(
        ({ host, selector, name }) => {
          const root = (document.querySelector(host) as { verbaRoot?: ShadowRoot } | null)
            ?.verbaRoot;
          if (!root?.host.isConnected) return undefined;
          const found = [...root.querySelectorAll<HTMLElement>(selector)].find(
            (element) => name === undefined || element.textContent?.trim() === name,
          );
          return found ?? null;
        },
        { host: this.#host, selector: this.#selector, name: this.#name },
      );
    let found = await query();
    // No root handed over yet (a host that just appeared, or one put back): hand it over and look again.
    if ((await found.jsonValue()) === undefined) {
      await found.dispose();
      await exposeVerbaRoots(this.#page);
      found = await query();
    }
    return found.asElement() as ElementHandle<HTMLElement> | null;
  }

  async #visible(): Promise<ElementHandle<HTMLElement>> {
    let handle: ElementHandle<HTMLElement> | null = null;
    await expect
      .poll(async () => {
        handle = await this.#find();
        return handle ? handle.isVisible() : false;
      }, POLL)
      .toBe(true);
    return handle as unknown as ElementHandle<HTMLElement>;
  }

  getByRole(_role: "button", options: { name: string }): VerbaPart {
    return new VerbaPart(this.#page, this.#host, `${this.#selector} button`, options.name);
  }

  /**
   * The person's click: the browser's own mouse input at the part's place,
   * once the part has been seen whole and still long enough for a click to act
   * (`data-steady`, which Verba keeps on each part a click acts on).
   */
  async click(): Promise<void> {
    await expect
      .poll(async () => {
        const handle = await this.#find();
        return handle && (await handle.isVisible()) ? handle.getAttribute("data-steady") : "no";
      }, POLL)
      .not.toBe("no");
    await (await this.#visible()).click({ force: true });
  }

  /** Where the part is in the page's viewport. */
  async boundingBox(): Promise<{ x: number; y: number; width: number; height: number }> {
    const box = await (await this.#visible()).boundingBox();
    if (!box) throw new Error(`${this.#selector} has no box`);
    return box;
  }

  /** The person's click at the part's place now, however it looks or moved: for a page's lures. */
  async clickAsItIs(): Promise<void> {
    const box = await this.boundingBox();
    await this.#page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  async waitFor(): Promise<void> {
    await this.#visible();
  }

  async isVisible(): Promise<boolean> {
    const handle = await this.#find();
    return handle ? handle.isVisible() : false;
  }

  async textContent(): Promise<string | null> {
    return (await this.#find())?.textContent() ?? null;
  }

  async getAttribute(name: string): Promise<string | null> {
    return (await this.#find())?.getAttribute(name) ?? null;
  }

  async inputValue(): Promise<string> {
    const handle = await this.#find();
    return handle ? handle.inputValue() : "";
  }

  /** Picks `value` in a select as a person does with the keyboard (a script's choice does nothing). */
  async selectOption(value: string): Promise<void> {
    const select = await this.#visible();
    const [from, to] = await select.evaluate((element, value) => {
      const options = [...(element as unknown as HTMLSelectElement).options];
      return [
        (element as unknown as HTMLSelectElement).selectedIndex,
        options.findIndex((option) => option.value === value),
      ];
    }, value);
    if (to === undefined || to < 0) throw new Error(`no option ${value}`);
    await select.focus();
    const key = (to ?? 0) > (from ?? 0) ? "ArrowDown" : "ArrowUp";
    for (let step = 0; step < Math.abs((to ?? 0) - (from ?? 0)); step++) {
      await this.#page.keyboard.press(key);
    }
  }
}

/** The button a content script put in `page` (the first `host` element), and its parts. */
export function verbaButton(page: Page, host: string) {
  const part = (selector: string, name?: string) => new VerbaPart(page, host, selector, name);
  return {
    mic: part("button.mic"),
    status: part('[role="status"]'),
    refusal: part('[role="alert"]'),
    tone: part("select.tone"),
    offer: part('.offer[role="group"]'),
    menuItem: (name: string) => part('[role="menuitem"]', name),
  };
}
