/** When a click on Verba's button may act: seen whole, and in one place for a moment. */
import { describe, expect, it } from "vitest";
import { STEADY_MS, Steadiness } from "../../../../extension/src/content/steadiness";

const HERE = { left: 100, top: 200, width: 28, height: 28 };

/** A part seen whole since `at`, in its place since then. */
function seenAt(at: number) {
  const part = new Steadiness();
  part.seen(true, at);
  part.placed(HERE, at);
  return part;
}

describe("a click on a part of Verba's button", () => {
  it("acts once the part has been seen whole and still for the whole wait", () => {
    const part = seenAt(1_000);
    expect(part.verdict(HERE, 1_000 + STEADY_MS - 1)).toBe("unsettled");
    expect(part.ready(1_000 + STEADY_MS - 1)).toBe(false);
    expect(part.verdict(HERE, 1_000 + STEADY_MS)).toBe("act");
    expect(part.ready(1_000 + STEADY_MS)).toBe(true);
  });

  it("never acts on a part not (or no longer) seen whole, however long it waited", () => {
    const never = new Steadiness();
    expect(never.verdict(HERE, 60_000)).toBe("covered");
    expect(never.ready(60_000)).toBe(false);

    const covered = seenAt(0);
    covered.seen(false, 5_000);
    expect(covered.verdict(HERE, 10_000)).toBe("covered");
  });

  it("waits again from when a covered part is uncovered", () => {
    const part = seenAt(0);
    part.seen(false, 5_000);
    part.seen(true, 6_000);
    expect(part.verdict(HERE, 6_000 + STEADY_MS / 2)).toBe("unsettled");
    expect(part.verdict(HERE, 6_000 + STEADY_MS)).toBe("act");
  });

  it("a visibility report that repeats 'seen' does not restart the wait", () => {
    const part = seenAt(0);
    part.seen(true, 400);
    expect(part.verdict(HERE, STEADY_MS)).toBe("act");
  });

  it("waits again from a move, including one found only at the click", () => {
    const part = seenAt(0);
    const moved = { ...HERE, left: HERE.left + 120 };
    // Moved under the pointer between two reads of its place: the click's own read sees it.
    expect(part.verdict(moved, 5_000)).toBe("unsettled");
    expect(part.verdict(moved, 5_000 + STEADY_MS - 1)).toBe("unsettled");
    expect(part.verdict(moved, 5_000 + STEADY_MS)).toBe("act");

    part.placed({ ...moved, height: moved.height + 40 }, 9_000);
    expect(part.ready(9_000 + STEADY_MS - 1)).toBe(false);
  });

  it("says how long until it is ready, and nothing while it cannot be", () => {
    const part = seenAt(1_000);
    expect(part.readyIn(1_100)).toBe(STEADY_MS - 100);
    expect(part.readyIn(1_000 + STEADY_MS + 50)).toBe(0);
    part.placed({ ...HERE, top: HERE.top + 30 }, 3_000);
    expect(part.readyIn(3_000)).toBe(STEADY_MS);
    part.seen(false, 3_100);
    expect(part.readyIn(3_200)).toBeUndefined();
    expect(new Steadiness().readyIn(0)).toBeUndefined();
  });

  it("takes subpixel jitter for no move", () => {
    const part = seenAt(0);
    part.placed({ ...HERE, left: HERE.left + 0.4, top: HERE.top - 0.3 }, 300);
    expect(part.verdict(HERE, STEADY_MS)).toBe("act");
  });
});
