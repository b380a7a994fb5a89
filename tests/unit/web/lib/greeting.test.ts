import { describe, expect, it } from "vitest";
import { greetingFor } from "../../../../src/web/lib/greeting";

describe("greetingFor", () => {
  it.each([
    [0, "Good morning"],
    [11, "Good morning"],
    [12, "Good afternoon"],
    [16, "Good afternoon"],
    [17, "Good evening"],
    [23, "Good evening"],
  ])("says the right thing at %i h", (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});
