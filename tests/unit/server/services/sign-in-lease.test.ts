import { describe, expect, it } from "vitest";
import { SignInEndedError } from "../../../../src/server/services/errors";
import {
  type SignInLease,
  storeWhileSignedIn,
} from "../../../../src/server/services/sign-in-lease";

/** A lease whose sign-in is still there (or not) when asked. */
function lease({ ended = false, stillThere = true as boolean | Error } = {}) {
  const controller = new AbortController();
  if (ended) controller.abort();
  let asked = 0;
  const signIn: SignInLease = {
    signal: controller.signal,
    async confirm() {
      asked += 1;
      if (stillThere instanceof Error) throw stillThere;
      if (!stillThere) controller.abort();
      return stillThere;
    },
  };
  return { signIn, asked: () => asked };
}

describe("storing while signed in", () => {
  it("stores and answers what the write answered, without asking about the sign-in", async () => {
    const { signIn, asked } = lease();
    expect(await storeWhileSignedIn(signIn, async () => "stored")).toBe("stored");
    expect(await storeWhileSignedIn(undefined, async () => "stored")).toBe("stored");
    expect(asked()).toBe(0);
  });

  it("does not write for a sign-in that has ended", async () => {
    let wrote = false;
    const { signIn } = lease({ ended: true });
    await expect(
      storeWhileSignedIn(signIn, async () => {
        wrote = true;
      }),
    ).rejects.toBeInstanceOf(SignInEndedError);
    expect(wrote).toBe(false);
  });

  it("answers a failed write for a sign-in gone meanwhile as the sign-in ending", async () => {
    const { signIn } = lease({ stillThere: false });
    await expect(
      storeWhileSignedIn(signIn, async () => {
        throw new Error("FOREIGN KEY constraint failed");
      }),
    ).rejects.toBeInstanceOf(SignInEndedError);
    expect(signIn.signal.aborted).toBe(true);
  });

  it("leaves the write's own failure when the sign-in is still there or cannot be asked about", async () => {
    for (const stillThere of [true, new Error("database unreachable")]) {
      const { signIn, asked } = lease({ stillThere });
      await expect(
        storeWhileSignedIn(signIn, async () => {
          throw new Error("disk full");
        }),
      ).rejects.toThrow("disk full");
      expect(asked()).toBe(1);
    }
  });
});
