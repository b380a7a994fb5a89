/**
 * The any-field script: injected into the active tab's top frame by the
 * service worker on the person's gesture (the shortcut, the context menu,
 * the toolbar), with the access that gesture grants to that tab alone. It
 * acts on the field that has the focus, shows Verba's button beside it, and
 * reads the page only on that gesture: the field's text and selection, the
 * page's title and host.
 */
import type { FieldMessage } from "../shared/protocol";
import { EditorController } from "./controller";
import { focusedField, frameOf } from "./fields";
import { workerServices } from "./main";
import { ANY_FIELD } from "./sites";

export const NO_FIELD = "Click into a text field first, then ask Verba again.";
const NOTICE_SHOWN_MS = 8_000;

declare global {
  // Set once per page: a second injection (the next gesture) finds the first one running.
  var verbaAnyField: boolean | undefined;
}

/** Beside the field's lower right corner, in the top page, above the page's own layers. */
function placeBeside(field: HTMLElement, host: HTMLElement) {
  const box = field.getBoundingClientRect();
  const frame = frameOf(field, document)?.getBoundingClientRect();
  const left = Math.max(8, Math.min(innerWidth - 320, (frame?.left ?? 0) + box.right - 300));
  const top = Math.min(innerHeight - 48, (frame?.top ?? 0) + box.bottom + 4);
  host.style.cssText = `position:fixed;left:${left}px;top:${top}px;z-index:2147483647;max-width:320px`;
  document.documentElement.append(host);
}

/** A short message in the page's corner, for when there is no field to put the button beside. */
function showNotice(text: string) {
  const host = document.createElement("verba-notice");
  const root = host.attachShadow({ mode: "closed" });
  const line = document.createElement("p");
  line.setAttribute("role", "status");
  line.textContent = text;
  line.style.cssText =
    "margin:0;font:13px/1.4 system-ui,sans-serif;color:#b91c1c;background:#fef2f2;border-radius:6px;padding:6px 10px";
  root.append(line);
  host.style.cssText = "position:fixed;right:16px;bottom:16px;z-index:2147483647";
  document.documentElement.append(host);
  setTimeout(() => host.remove(), NOTICE_SHOWN_MS);
}

function startAnyField() {
  const services = workerServices();
  const controllers = new Map<HTMLElement, EditorController>();

  chrome.runtime.onMessage.addListener((message: FieldMessage) => {
    if (message.type !== "activate-field") return false;
    for (const [field, controller] of controllers) {
      if (!field.isConnected) {
        controller.detach();
        controllers.delete(field);
      }
    }
    const field = focusedField(document);
    if (!field) {
      showNotice(NO_FIELD);
      return false;
    }
    let controller = controllers.get(field);
    if (!controller) {
      controller = new EditorController(
        { element: field, kind: ANY_FIELD },
        { ...services, document, place: (host) => placeBeside(field, host) },
      );
      controllers.set(field, controller);
    } else {
      controller.reattach();
    }
    controller.press(message.purpose);
    return false;
  });
}

if (!globalThis.verbaAnyField) {
  globalThis.verbaAnyField = true;
  startAnyField();
}
