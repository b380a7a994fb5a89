/**
 * Watches the parts of Verba's button a click acts on, with the browser's own
 * visibility check (Intersection Observer v2: `isVisible` is false while
 * anything is drawn over the part, or it or an ancestor is faded, transformed
 * or filtered), and reads their place while they are seen, so a click can be
 * refused when the page hid the part under a lure or moved it just before.
 */
import { type Box, type ClickVerdict, Steadiness } from "./steadiness";

/** The observer's own minimum: it checks visibility at most this often. */
const VISIBILITY_DELAY_MS = 100;
/** How often a seen part's place is read, so one that stays put is known ready soon after. */
const PLACE_READ_MS = 100;

/** Intersection Observer v2, not yet in TypeScript's DOM types. */
interface VisibilityInit extends IntersectionObserverInit {
  trackVisibility: boolean;
  delay: number;
}
interface VisibilityEntry extends IntersectionObserverEntry {
  readonly isVisible?: boolean;
}

function boxOf(part: HTMLElement): Box {
  const { left, top, width, height } = part.getBoundingClientRect();
  return { left, top, width, height };
}

export class ClickGuard {
  readonly #parts = new Map<HTMLElement, Steadiness>();
  readonly #observer: IntersectionObserver;
  readonly #changed: () => void;
  #reading: ReturnType<typeof setInterval> | undefined;

  /** `changed` runs whenever a part may have become ready or stopped being so. */
  constructor(changed: () => void) {
    this.#changed = changed;
    const init: VisibilityInit = { trackVisibility: true, delay: VISIBILITY_DELAY_MS };
    this.#observer = new IntersectionObserver((entries) => {
      for (const entry of entries as VisibilityEntry[]) {
        // A browser without the check says nothing (undefined): that counts as not seen.
        const seen = entry.isVisible === true;
        this.#parts.get(entry.target as HTMLElement)?.seen(seen, entry.time);
      }
      this.#readPlaces();
    }, init);
  }

  watch(part: HTMLElement): void {
    this.#parts.set(part, new Steadiness());
    part.dataset.steady = "no";
    this.#observer.observe(part);
  }

  unwatch(part: HTMLElement): void {
    this.#observer.unobserve(part);
    this.#parts.delete(part);
  }

  /** What a click on `part` now does; its place is read at the click, so a move just before counts. */
  verdict(part: HTMLElement): ClickVerdict {
    const steadiness = this.#parts.get(part);
    if (!steadiness) return "covered";
    const verdict = steadiness.verdict(boxOf(part), performance.now());
    this.#readPlaces();
    return verdict;
  }

  ready(part: HTMLElement): boolean {
    return this.#parts.get(part)?.ready(performance.now()) ?? false;
  }

  /** Reads the seen parts' places and marks each ready or not; reads on only while one is seen. */
  #readPlaces(): void {
    const now = performance.now();
    let anySeen = false;
    for (const [part, steadiness] of this.#parts) {
      if (steadiness.visible) {
        anySeen = true;
        steadiness.placed(boxOf(part), now);
      }
      const steady = steadiness.ready(now) ? "yes" : "no";
      if (part.dataset.steady !== steady) part.dataset.steady = steady;
    }
    this.#changed();
    if (anySeen && this.#reading === undefined) {
      this.#reading = setInterval(() => this.#readPlaces(), PLACE_READ_MS);
    } else if (!anySeen && this.#reading !== undefined) {
      clearInterval(this.#reading);
      this.#reading = undefined;
    }
  }
}
