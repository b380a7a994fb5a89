/** The smallest typed event hub the voice machines share: `on` returns its own unsubscribe. */
export class Emitter<Events> {
  readonly #listeners = new Map<keyof Events, Set<(payload: never) => void>>();

  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]) {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      (listener as (payload: Events[K]) => void)(payload);
    }
  }

  clear() {
    this.#listeners.clear();
  }
}
