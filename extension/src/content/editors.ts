import type { EditorKind, Site } from "./sites";

export interface FoundEditor {
  element: HTMLElement;
  kind: EditorKind;
}

/** Every editor of the site under `root`, in document order, each once. */
export function findEditors(site: Site, root: ParentNode): FoundEditor[] {
  const found = new Map<HTMLElement, EditorKind>();
  for (const kind of site.editors) {
    const matches: Element[] = [];
    if (root instanceof Element && root.matches(kind.selector)) matches.push(root);
    matches.push(...root.querySelectorAll(kind.selector));
    for (const element of matches) {
      if (element instanceof HTMLElement && !found.has(element)) found.set(element, kind);
    }
  }
  return [...found].map(([element, kind]) => ({ element, kind }));
}

/** The editor holding `node` (the focus or the selection), if it is one of the site's. */
export function editorAround(site: Site, node: Node | null): FoundEditor | null {
  const start = node instanceof Element ? node : (node?.parentElement ?? null);
  for (const kind of site.editors) {
    const element = start?.closest(kind.selector);
    if (element instanceof HTMLElement) return { element, kind };
  }
  return null;
}
