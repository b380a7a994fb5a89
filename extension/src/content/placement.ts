import type { FoundEditor } from "./editors";

/** What is attached to one editor; `connected` says whether its button is still in the page. */
export interface Attachment {
  readonly connected: boolean;
  reattach(): void;
  detach(): void;
}

/**
 * Keeps exactly one button per open editor as the page changes: editors that
 * appear get one, editors that go lose theirs, and a button the page's own
 * re-rendering removed is put back.
 */
export class Placements<T extends Attachment> {
  readonly #attached = new Map<HTMLElement, T>();
  readonly #attach: (editor: FoundEditor) => T;

  constructor(attach: (editor: FoundEditor) => T) {
    this.#attach = attach;
  }

  get size() {
    return this.#attached.size;
  }

  attachmentOf(editor: HTMLElement): T | undefined {
    return this.#attached.get(editor);
  }

  sync(present: FoundEditor[]): void {
    const seen = new Set<HTMLElement>();
    for (const found of present) {
      seen.add(found.element);
      const attachment = this.#attached.get(found.element);
      if (!attachment) this.#attached.set(found.element, this.#attach(found));
      else if (!attachment.connected) attachment.reattach();
    }
    for (const [element, attachment] of this.#attached) {
      if (seen.has(element)) continue;
      attachment.detach();
      this.#attached.delete(element);
    }
  }
}
