import { describe, expect, it } from "vitest";
import { BusyError } from "../../../../src/server/services/errors";
import { WorkQueue } from "../../../../src/server/services/work-queue";
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
    const first = admission.admit();
    const second = admission.admit();
    expect(first && second).toBeTruthy();
    expect(admission.admit()).toBeNull();
    expect(admission.inUse).toBe(2);
    first?.();
    first?.();
    expect(admission.inUse).toBe(1);
    expect(admission.admit()).not.toBeNull();
    expect(admission.admit()).toBeNull();
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
