import { describe, expect, it } from "vitest";
import { ratingLabel } from "../../../../src/web/lib/rating";

describe("ratingLabel", () => {
  it.each([
    [5, "Excellent!"],
    [4, "Great!"],
    [3, "Good"],
    [2, "Fair"],
    [1, "Needs Improvement"],
    [0, "Needs Improvement"],
  ])("labels %i stars %s", (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });
});
