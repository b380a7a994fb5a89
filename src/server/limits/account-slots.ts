/**
 * Work one account has running at once (replies being written), counted in
 * this process: a place is taken when the work starts and given back once
 * when it ends, whoever is still waiting for it.
 */
export class AccountSlots {
  readonly #held = new Map<string, number>();

  constructor(readonly perAccount: number) {}

  /** The account's count now. */
  held(account: string) {
    return this.#held.get(account) ?? 0;
  }

  /** A place for one piece of work, released once (more calls are no-ops); null when the account has none left. */
  take(account: string): (() => void) | null {
    const held = this.held(account);
    if (held >= this.perAccount) return null;
    this.#held.set(account, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.held(account) - 1;
      if (left > 0) this.#held.set(account, left);
      else this.#held.delete(account);
    };
  }
}
