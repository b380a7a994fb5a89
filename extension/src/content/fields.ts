/**
 * Editable fields on any page: which element is the field the person is in,
 * and what kind it is. Elements inside a same-origin frame (TinyMCE's) belong
 * to another window, so kinds are told by tag and properties, never by
 * `instanceof` against this window's classes.
 */

export type TextControl = HTMLTextAreaElement | HTMLInputElement;

/** Input types that hold free text; a password field is never one. */
const TEXT_INPUT_TYPES = new Set(["", "text", "search", "email", "url", "tel"]);

export function isTextControl(element: Element | null): element is TextControl {
  if (!element) return false;
  if (element.tagName === "TEXTAREA") return true;
  return (
    element.tagName === "INPUT" &&
    TEXT_INPUT_TYPES.has(((element as HTMLInputElement).getAttribute("type") ?? "").toLowerCase())
  );
}

function isHtmlElement(node: Node | null): node is HTMLElement {
  return node?.nodeType === 1 && "isContentEditable" in node;
}

/** The outermost element of the contenteditable region holding `element`: the editor itself. */
export function editableRoot(element: Element | null): HTMLElement | null {
  if (!isHtmlElement(element)) return null;
  if (isTextControl(element)) {
    const control = element as TextControl;
    return control.readOnly || control.disabled ? null : control;
  }
  if (!element.isContentEditable) return null;
  let root: HTMLElement = element;
  while (isHtmlElement(root.parentElement) && root.parentElement.isContentEditable) {
    root = root.parentElement;
  }
  return root;
}

/**
 * The field that has the focus, looking into shadow roots and same-origin
 * frames (a cross-origin frame is another site, which the gesture did not
 * grant), or null when the focus is not in an editable field.
 */
export function focusedField(document: Document): HTMLElement | null {
  let active: Element | null = document.activeElement;
  for (;;) {
    if (active?.shadowRoot?.activeElement) {
      active = active.shadowRoot.activeElement;
      continue;
    }
    if (active?.tagName === "IFRAME" || active?.tagName === "FRAME") {
      let inner: Document | null = null;
      try {
        inner = (active as HTMLIFrameElement).contentDocument;
      } catch {
        return null;
      }
      if (!inner) return null;
      active = inner.activeElement;
      continue;
    }
    break;
  }
  return editableRoot(active);
}

/** The frame element (in this document) that holds `element`'s document, if it is in one. */
export function frameOf(element: Element, top: Document): HTMLIFrameElement | null {
  const view = element.ownerDocument.defaultView;
  if (!view || element.ownerDocument === top) return null;
  try {
    return view.frameElement as HTMLIFrameElement | null;
  } catch {
    return null;
  }
}
