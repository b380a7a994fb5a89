import { describe, expect, it } from "vitest";
import { WorkQueue } from "../../../../src/server/services/dictation/work-queue";
import { BusyError } from "../../../../src/server/services/errors";
import {
  createVoiceAdmission,
  defaultVoiceCapacity,
  SESSIONS_PER_CORE,
  WORKER_FULL_LOAD,
  workerLoad,
} from "../../../../src/server/voice/admission";

const engines = (stt: string | null, tts: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: only the names decide the capacity.
  ({ stt: stt === null ? null : { name: stt }, tts: { name: tts } }) as any;

describe("voice capacity", () => {
  it("sizes a process by its heaviest local engine and its cores", () => {
    expect(defaultVoiceCapacity(engines("local", "local"), 2)).toBe(
      2 * SESSIONS_PER_CORE.localRecognition,
    );
    expect(defaultVoiceCapacity(engines("openai", "local"), 2)).toBe(
      2 * SESSIONS_PER_CORE.localSynthesis,
    );
    expect(defaultVoiceCapacity(engines("google", "openai"), 4)).toBe(4 * SESSIONS_PER_CORE.remote);
    expect(SESSIONS_PER_CORE.localRecognition).toBeLessThan(SESSIONS_PER_CORE.remote);
  });

  it("admits up to its capacity; a place given back (once) admits the next", () => {
    const admission = createVoiceAdmission(2);
    const first = admission.admit("a");
    const second = admission.admit("b");
    expect("release" in first && "release" in second).toBe(true);
    expect(admission.admit("c")).toEqual({ refused: "full" });
    expect(admission.inUse).toBe(2);
    if ("release" in first) {
      first.release();
      first.release();
    }
    expect(admission.inUse).toBe(1);
    expect("release" in admission.admit("c")).toBe(true);
    expect(admission.admit("d")).toEqual({ refused: "full" });
  });

  it("gives one account its share and no more, so another still gets in", () => {
    const admission = createVoiceAdmission(8, 2);
    expect("release" in admission.admit("a")).toBe(true);
    const second = admission.admit("a");
    expect("release" in second).toBe(true);
    expect(admission.admit("a")).toEqual({ refused: "account", max: 2 });
    expect("release" in admission.admit("b")).toBe(true);
    if ("release" in second) second.release();
    expect("release" in admission.admit("a")).toBe(true);
  });

  it("leaves a place for others even when one account's share is the whole process", () => {
    const admission = createVoiceAdmission(2, 3);
    expect("release" in admission.admit("a")).toBe(true);
    expect(admission.admit("a")).toEqual({ refused: "account", max: 1 });
    expect("release" in admission.admit("b")).toBe(true);
  });

  it("counts LiveKit tickets with bridge sessions, until the room ends or the ticket lapses", () => {
    let now = 0;
    const admission = createVoiceAdmission(8, 2, () => now);
    expect(admission.ticket("a", "room-1", 1_000)).toBe(true);
    // The same room again renews its ticket, without a second place.
    expect(admission.ticket("a", "room-1", 1_000)).toBe(true);
    expect("release" in admission.admit("a")).toBe(true);
    expect(admission.ticket("a", "room-2", 1_000)).toBe(false);
    expect(admission.admit("a")).toEqual({ refused: "account", max: 2 });
    expect(admission.ticket("b", "room-3", 1_000)).toBe(true);

    admission.roomEnded("room-1");
    expect(admission.ticket("a", "room-2", 1_000)).toBe(true);
    admission.roomStarted("room-2", 5_000);
    now = 2_000;
    expect(admission.ticket("a", "room-4", 1_000)).toBe(false);
    now = 5_001;
    expect(admission.ticket("a", "room-4", 1_000)).toBe(true);
  });

  it("hands an unused ticket over to the bridge session of the same room, not a started one", () => {
    const admission = createVoiceAdmission(8, 2);
    expect(admission.ticket("a", "room-1", 60_000)).toBe(true);
    // The page fell back to the bridge for the same chat session: one place, not two.
    expect("release" in admission.admit("a", "room-1")).toBe(true);
    expect("release" in admission.admit("a", "room-2")).toBe(true);
    expect(admission.admit("a", "room-3")).toEqual({ refused: "account", max: 2 });

    const other = createVoiceAdmission(8, 2);
    expect(other.ticket("a", "room-1", 60_000)).toBe(true);
    other.roomStarted("room-1", 60_000);
    // A room that started is a live LiveKit session: a bridge session beside it takes a place of its own.
    expect("release" in other.admit("a", "room-1")).toBe(true);
    expect(other.admit("a", "room-2")).toEqual({ refused: "account", max: 2 });
    // Another account's ticket for a room is never taken over.
    expect(other.ticket("b", "room-9", 60_000)).toBe(true);
    expect(other.ticket("b", "room-10", 60_000)).toBe(true);
    expect("release" in other.admit("c", "room-9")).toBe(true);
    expect(other.ticket("b", "room-11", 60_000)).toBe(false);
  });

  it("reports a LiveKit worker full at its capacity or at the framework's CPU mark", () => {
    expect(workerLoad(3, 4, 0.1)).toBeLessThan(WORKER_FULL_LOAD);
    expect(workerLoad(4, 4, 0.1)).toBeGreaterThanOrEqual(WORKER_FULL_LOAD);
    expect(workerLoad(0, 4, 0.7)).toBeGreaterThanOrEqual(WORKER_FULL_LOAD);
    expect(workerLoad(1, 4, 0.5)).toBeLessThan(WORKER_FULL_LOAD);
  });
});

describe("a bounded line of work", () => {
  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  }

  it("runs in order up to its concurrency and refuses beyond its line with a wait", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1, busyMessage: "busy" });
    const order: string[] = [];
    const first = gate();
    const running = queue.run(async () => {
      order.push("first");
      await first.opened;
    });
    const waiting = queue.run(async () => {
      order.push("second");
    });
    expect([queue.running, queue.waiting, queue.full]).toEqual([1, 1, true]);
    const refused = queue.run(async () => order.push("third"));
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    await expect(refused).rejects.toMatchObject({ message: "busy", retryAfter: 10 });

    first.open();
    await Promise.all([running, waiting]);
    expect(order).toEqual(["first", "second"]);
    expect([queue.running, queue.waiting, queue.full]).toEqual([0, 0, false]);
  });

  it("hands a finished place to the one waiting, not to a newcomer", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 2, busyMessage: "busy" });
    const order: string[] = [];
    const first = gate();
    const running = queue.run(() => first.opened);
    const waiting = queue.run(async () => order.push("waited"));
    first.open();
    await running;
    const newcomer = queue.run(async () => order.push("newcomer"));
    await Promise.all([waiting, newcomer]);
    expect(order).toEqual(["waited", "newcomer"]);
    expect(queue.running).toBe(0);
  });

  it("lets a caller who leaves while waiting give up the place", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1, busyMessage: "busy" });
    const first = gate();
    const running = queue.run(() => first.opened);
    const leaving = new AbortController();
    let ran = false;
    const waiting = queue.run(async () => {
      ran = true;
    }, leaving.signal);
    leaving.abort(new Error("left"));
    await expect(waiting).rejects.toThrow("left");
    expect(queue.waiting).toBe(0);
    const next = queue.run(async () => "next");
    first.open();
    await running;
    expect(await next).toBe("next");
    expect(ran).toBe(false);
  });
});
