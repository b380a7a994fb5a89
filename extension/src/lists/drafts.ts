/**
 * A list whose save failed, held in the browser's memory (chrome.storage.session:
 * never written to disk, gone when the browser closes, out of content scripts'
 * reach) until it is saved or discarded, so closing the popup to look
 * something up loses nothing. Held per person: another person's is dropped.
 */

interface Draft {
  /** The signed-in email it was typed for, or null for this browser's lists. */
  owner: string | null;
  value: unknown;
}

const key = (id: string) => `draft:${id}`;

export async function readDraft(id: string, owner: string | null): Promise<unknown> {
  const draft = (await chrome.storage.session.get(key(id)))[key(id)] as Draft | undefined;
  if (!draft) return undefined;
  if (draft.owner === owner) return draft.value;
  await dropDraft(id);
  return undefined;
}

export function keepDraft(id: string, owner: string | null, value: unknown): Promise<void> {
  return chrome.storage.session.set({ [key(id)]: { owner, value } satisfies Draft });
}

export function dropDraft(id: string): Promise<void> {
  return chrome.storage.session.remove(key(id));
}
