/**
 * Whether a click on a part of Verba's button may act: the part must be seen
 * whole (the browser's visibility check: not covered, faded, transformed or
 * filtered) and have stayed in one place for a while, as the browser's own
 * permission prompts ignore a click that lands just as they appear. A page
 * cannot then lure a click onto the button by hiding it under a decoy, or by
 * moving it under the pointer just before a click. Pure: times are the
 * caller's (`performance.now()` and the observer's entry times).
 */

/** How long a part must have been seen whole and in one place before a click on it acts. */
export const STEADY_MS = 500;

/** What a click does: act, or nothing because the part is not seen whole, or has only just settled. */
export type ClickVerdict = "act" | "covered" | "unsettled";

export const LURE_MESSAGES = {
  covered: "Verba's button is covered, faded or distorted on this page, so it did not act.",
  unsettled: "Verba's button has only just appeared or moved, so it did not act. Click it again.",
} as const;

/** Where a part is in the viewport. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Subpixel layout jitter is no move; a lure needs the part under the pointer, pixels away. */
export function samePlace(a: Box, b: Box): boolean {
  return (
    Math.abs(a.left - b.left) < 1 &&
    Math.abs(a.top - b.top) < 1 &&
    Math.abs(a.width - b.width) < 1 &&
    Math.abs(a.height - b.height) < 1
  );
}

/** One part's visibility and place over time. */
export class Steadiness {
  #visible = false;
  #box: Box | undefined;
  /** When the part last became visible or moved. */
  #since = 0;

  /** The browser's visibility verdict, at the time it was made. */
  seen(visible: boolean, at: number): void {
    if (visible && !this.#visible) this.#since = at;
    this.#visible = visible;
  }

  /** The part's place as read at `at`; a new place starts the wait again. */
  placed(box: Box, at: number): void {
    if (this.#box && samePlace(this.#box, box)) return;
    this.#box = box;
    this.#since = at;
  }

  get visible(): boolean {
    return this.#visible;
  }

  /** A click at `at` with the part at `box` (read at the click, so a move just before it counts). */
  verdict(box: Box, at: number): ClickVerdict {
    this.placed(box, at);
    if (!this.#visible) return "covered";
    return at - this.#since >= STEADY_MS ? "act" : "unsettled";
  }

  /**
   * How long after `at` a click would act, the part staying seen and put
   * (0 once it would); undefined while it is not seen or its place unknown.
   */
  readyIn(at: number): number | undefined {
    if (!this.#visible || this.#box === undefined) return undefined;
    return Math.max(0, this.#since + STEADY_MS - at);
  }

  /** Whether a click at `at`, the part not having moved, would act. */
  ready(at: number): boolean {
    return this.#visible && this.#box !== undefined && at - this.#since >= STEADY_MS;
  }
}
