/**
 * How a reading's time grows with its input, told by the ratio of two
 * lengths' times rather than by a wall-clock bound. A bound failed on a busy
 * machine (tests beside a benchmark took 6 s for a reading that takes 0.4 s
 * alone); a ratio holds there, because both lengths slow alike. Eight times
 * the input takes about eight times as long when the reading is linear and
 * sixty-four times when it reads the text again from each word.
 */

/** The least of three runs, in milliseconds: a pause for another process lengthens a run, never shortens it. */
function leastTime(run: () => unknown): number {
  let least = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    run();
    least = Math.min(least, performance.now() - started);
  }
  return least;
}

/**
 * A ratio under this is linear: a square reading gives 64, and a linear one
 * measured up to 20 on a busy machine (the garbage collector and other
 * processes weigh on the two lengths unevenly).
 */
export const LINEAR_GROWTH = 32;

/**
 * How many times longer `read(8 × size)` takes than `read(size)`. The first
 * run warms the compiler, so that it is not charged to the smaller length;
 * `size` should make that length take some tens of milliseconds, or timer
 * noise weighs as much as the reading.
 */
export function growthOfEightfoldInput(read: (size: number) => unknown, size: number): number {
  read(size);
  return leastTime(() => read(8 * size)) / leastTime(() => read(size));
}
