import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSessionWatch,
  type SessionLease,
} from "../../../../src/server/revocation/session-watch";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../helpers/test-instance";

const INTERVAL_MS = 50;

async function aborted(lease: SessionLease, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!lease.signal.aborted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return lease.signal.aborted;
}

describe.each(DIALECTS)("the sign-in session watch on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    user = await t.signUp();
  });
  afterAll(() => t.close());

  const watch = () => createSessionWatch(t.db, t.services.logger, INTERVAL_MS);

  async function newSession(expiresAt = new Date(Date.now() + 3_600_000)) {
    const now = new Date().toISOString();
    const id = randomUUID();
    await t.db
      .insertInto("session")
      .values({
        id,
        token: randomUUID(),
        userId: user.id,
        expiresAt: expiresAt.toISOString(),
        createdAt: now,
        updatedAt: now,
        ipAddress: null,
        userAgent: null,
      })
      .execute();
    return id;
  }

  it("tells the leases of a session when it expires, and only them", async () => {
    const sessions = watch();
    const [ending, staying] = [await newSession(), await newSession()];
    const [first, second, other] = [
      sessions.watch(ending),
      sessions.watch(ending),
      sessions.watch(staying),
    ];
    await t.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1_000).toISOString() })
      .where("id", "=", ending)
      .execute();
    expect(await aborted(first)).toBe(true);
    expect(await aborted(second)).toBe(true);
    expect(await aborted(other, 300)).toBe(false);
    sessions.close();
  });

  it("checks many sessions in batches and revokes only those gone", async () => {
    const sessions = watch();
    const ids = await Promise.all(Array.from({ length: 1_100 }, () => newSession()));
    const leases = ids.map((id) => sessions.watch(id));
    const gone = sessions.watch("no-such-session");
    expect(await aborted(gone)).toBe(true);
    expect(leases.filter((lease) => lease.signal.aborted)).toEqual([]);
    sessions.close();
  });

  it("never takes a session watched while a check is under way for revoked", async () => {
    const sessions = watch();
    const leases: SessionLease[] = [];
    const until = Date.now() + 1_000;
    while (Date.now() < until) leases.push(sessions.watch(await newSession()));
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 3));
    expect(leases.filter((lease) => lease.signal.aborted)).toEqual([]);
    sessions.close();
  });

  it("stops watching for a released lease", async () => {
    const sessions = watch();
    const id = await newSession();
    const released = sessions.watch(id);
    const held = sessions.watch(id);
    released.release();
    await t.db.deleteFrom("session").where("id", "=", id).execute();
    expect(await aborted(held)).toBe(true);
    expect(released.signal.aborted).toBe(false);
    sessions.close();
  });

  it("confirms a session at once, without waiting for the next check", async () => {
    const sessions = createSessionWatch(t.db, t.services.logger, 60_000);
    const id = await newSession();
    const lease = sessions.watch(id);
    expect(await lease.confirm()).toBe(true);
    await t.db.deleteFrom("session").where("id", "=", id).execute();
    expect(await lease.confirm()).toBe(false);
    expect(lease.signal.aborted).toBe(true);
    sessions.close();
  });

  it("revokes nothing while the database cannot answer", async () => {
    // Every query of this handle fails: the schema it names does not exist.
    const broken = t.db.withSchema("no_such_schema");
    const sessions = createSessionWatch(broken, t.services.logger, INTERVAL_MS);
    const lease = sessions.watch(await newSession());
    expect(await aborted(lease, 300)).toBe(false);
    expect(t.logLines.join("\n")).toContain("could not check sign-in sessions");
    sessions.close();
  });
});
