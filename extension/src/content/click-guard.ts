/**
 * Watches the parts of Verba's button a click acts on, with the browser's own
 * visibility check (Intersection Observer v2: `isVisible` is false while
 * anything is drawn over the part, or it or an ancestor is faded, transformed
 * or filtered), and learns of each move of a seen part from the browser too,
 * so a click can be refused when the page hid the part under a lure or moved
 * it just before. A part's place is read when it is first seen, at a click,
 * and while it moves; a page with hundreds of editors costs nothing while
 * nothing on it moves (`npm run bench -- extension-guard`).
 */
import { type Box, type ClickVerdict, Steadiness, samePlace } from "./steadiness";

/** The observer's own minimum: it checks visibility at most this often. */
const VISIBILITY_DELAY_MS = 100;
/** How often a moving part's place is read, until it stays put between two reads. */
const MOVING_READ_MS = 100;
/** How long the window stays one size before the move watches are sized to it again. */
const RESIZED_AFTER_MS = 100;

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

/**
 * Thresholds either side of `share`, so a move that shows more of a clipped
 * part is told as well as one that shows less; a whole part shows no more.
 */
function around(share: number): number[] {
  if (share >= 1 || share <= 0) return [share];
  return [Math.max(0, share - 0.001), Math.min(1, share + 0.001)];
}

/**
 * Tells once of the first move or resize of `part` from `box`, its place
 * when watching starts: an observer whose root is the part's document's
 * viewport shrunk to that box (whole pixels, outwards), so the part fills it
 * (a share of 1, or what shows of a part the page clips) until it moves by a
 * pixel, when the share crosses that threshold and the browser says so. The
 * browser works this out as it lays the page out; no script runs meanwhile.
 */
class MoveWatch {
  readonly #part: HTMLElement;
  readonly #box: Box;
  readonly #moved: () => void;
  #observer: IntersectionObserver | undefined;

  constructor(part: HTMLElement, box: Box, moved: () => void) {
    this.#part = part;
    this.#box = box;
    this.#moved = moved;
    this.#observe(1, true);
  }

  stop(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
  }

  /** `share`: how much of the part fills the root while it stays; `calibrating`: it may be less. */
  #observe(share: number, calibrating: boolean): void {
    const document = this.#part.ownerDocument;
    const { clientWidth, clientHeight } = document.documentElement;
    const { left, top, width, height } = this.#box;
    const inset = [top, clientWidth - (left + width), clientHeight - (top + height), left];
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (observer !== this.#observer || !entry) return;
        const wasFirst = first;
        first = false;
        // The first report says how much of the part fills its root where it is now.
        if (wasFirst && entry.intersectionRatio === share) return;
        this.stop();
        const stayed = samePlace(this.#box, entry.boundingClientRect);
        if (wasFirst && calibrating && stayed) this.#observe(entry.intersectionRatio, false);
        else this.#moved();
      },
      {
        root: document,
        rootMargin: inset.map((px) => `${-Math.floor(px)}px`).join(" "),
        threshold: around(share),
      },
    );
    this.#observer = observer;
    observer.observe(this.#part);
  }
}

/** One watched part: its steadiness, its place as last read, and when it next turns ready. */
interface Watched {
  steadiness: Steadiness;
  box?: Box;
  /** Set while the part stays put and is seen: the browser then tells of its next move. */
  moves?: MoveWatch;
  settling?: ReturnType<typeof setTimeout>;
}

export class ClickGuard {
  readonly #parts = new Map<HTMLElement, Watched>();
  readonly #visibility: IntersectionObserver;
  readonly #changed: () => void;
  /** Seen parts that moved lately: their place is read until it holds (a scroll moves them all). */
  readonly #moving = new Set<HTMLElement>();
  #reading: ReturnType<typeof setInterval> | undefined;
  #resizing: ReturnType<typeof setTimeout> | undefined;

  /** `changed` runs whenever a part may have become ready or stopped being so. */
  constructor(changed: () => void) {
    this.#changed = changed;
    // A move watch's root is the viewport as it was when watching started: once the window is
    // larger, a move inside the larger root would go untold until the click. Each is made again
    // for the new size once the window stops changing, not at every step of a drag.
    window.addEventListener("resize", () => {
      clearTimeout(this.#resizing);
      this.#resizing = setTimeout(() => this.#resized(), RESIZED_AFTER_MS);
    });
    const init: VisibilityInit = { trackVisibility: true, delay: VISIBILITY_DELAY_MS };
    this.#visibility = new IntersectionObserver((entries) => {
      for (const entry of entries as VisibilityEntry[]) {
        const part = entry.target as HTMLElement;
        const watched = this.#parts.get(part);
        if (!watched) continue;
        // A browser without the check says nothing (undefined): that counts as not seen.
        const seen = entry.isVisible === true;
        watched.steadiness.seen(seen, entry.time);
        if (!seen) this.#forget(part, watched);
        else if (!watched.moves && !this.#moving.has(part)) this.#place(part, watched, true);
        this.#mark(part, watched);
      }
      this.#changed();
    }, init);
  }

  watch(part: HTMLElement): void {
    this.#parts.set(part, { steadiness: new Steadiness() });
    part.dataset.steady = "no";
    this.#visibility.observe(part);
  }

  unwatch(part: HTMLElement): void {
    this.#visibility.unobserve(part);
    const watched = this.#parts.get(part);
    if (watched) {
      this.#forget(part, watched);
      clearTimeout(watched.settling);
    }
    this.#parts.delete(part);
  }

  /** What a click on `part` now does; its place is read at the click, so a move just before counts. */
  verdict(part: HTMLElement): ClickVerdict {
    const watched = this.#parts.get(part);
    if (!watched) return "covered";
    const verdict = watched.steadiness.verdict(boxOf(part), performance.now());
    this.#mark(part, watched);
    this.#changed();
    return verdict;
  }

  ready(part: HTMLElement): boolean {
    return this.#parts.get(part)?.steadiness.ready(performance.now()) ?? false;
  }

  /**
   * Reads a seen part's place. One that held since the last read (or is
   * read for the first time, `settled`) is left to the browser to tell of
   * its next move; one that moved is read again shortly.
   */
  #place(part: HTMLElement, watched: Watched, settled: boolean): void {
    const box = boxOf(part);
    const stayed = settled || (watched.box !== undefined && samePlace(watched.box, box));
    watched.steadiness.placed(box, performance.now());
    watched.box = box;
    if (!stayed) {
      this.#moving.add(part);
      this.#reading ??= setInterval(() => this.#readMoving(), MOVING_READ_MS);
      return;
    }
    this.#moving.delete(part);
    watched.moves = new MoveWatch(part, box, () => {
      watched.moves = undefined;
      this.#place(part, watched, false);
      this.#mark(part, watched);
      this.#changed();
    });
  }

  /** The window took a new size: each watched place is read again, and watched from the new viewport. */
  #resized(): void {
    this.#resizing = undefined;
    for (const [part, watched] of this.#parts) {
      if (!watched.moves) continue;
      watched.moves.stop();
      watched.moves = undefined;
      // Read as after a move: a part the new size moved waits again before a click acts.
      this.#place(part, watched, false);
      this.#mark(part, watched);
    }
    this.#changed();
  }

  #readMoving(): void {
    for (const part of this.#moving) {
      const watched = this.#parts.get(part);
      if (!watched) continue;
      this.#place(part, watched, false);
      this.#mark(part, watched);
    }
    if (this.#moving.size === 0) {
      clearInterval(this.#reading);
      this.#reading = undefined;
    }
    this.#changed();
  }

  /** A part no longer seen (or no longer watched) has no place worth following. */
  #forget(part: HTMLElement, watched: Watched): void {
    watched.moves?.stop();
    watched.moves = undefined;
    this.#moving.delete(part);
  }

  /** Marks the part ready or not now, and looks again when the wait it is in ends. */
  #mark(part: HTMLElement, watched: Watched): void {
    const now = performance.now();
    const ready = watched.steadiness.ready(now);
    const steady = ready ? "yes" : "no";
    if (part.dataset.steady !== steady) part.dataset.steady = steady;
    clearTimeout(watched.settling);
    watched.settling = undefined;
    const left = watched.steadiness.readyIn(now);
    if (!ready && left !== undefined) {
      watched.settling = setTimeout(() => {
        this.#mark(part, watched);
        this.#changed();
      }, left);
    }
  }
}
