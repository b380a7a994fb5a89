import { describe, expect, it } from "vitest";
import { AccountSlots } from "../../../../src/server/limits/account-slots";

describe("an account's places for work at once", () => {
  it("gives each account its own few, and a place back once", () => {
    const slots = new AccountSlots(2);
    const first = slots.take("a");
    expect(first).not.toBeNull();
    expect(slots.take("a")).not.toBeNull();
    expect(slots.take("a")).toBeNull();
    expect(slots.take("b")).not.toBeNull();
    first?.();
    first?.();
    expect(slots.held("a")).toBe(1);
    expect(slots.take("a")).not.toBeNull();
    expect(slots.take("a")).toBeNull();
  });
});
