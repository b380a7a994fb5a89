import { type FSWatcher, watch } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { synthesizePcm } from "../../../../../src/server/ai/tts/flite";
import { synthesizeInChild } from "../../../../../src/server/ai/tts/flite-process";

describe("Flite synthesis", () => {
  let folder: string;
  let watcher: FSWatcher;
  const touched: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "verba-test-tmpdir-"));
    // Before the first synthesis, so the Flite child process inherits it too.
    vi.stubEnv("TMPDIR", folder);
    watcher = watch(folder, (_event, name) => touched.push(String(name)));
  });
  afterAll(async () => {
    watcher.close();
    // Puts back what was there: assigning an unset value would write the string "undefined".
    vi.unstubAllEnvs();
    await rm(folder, { recursive: true, force: true });
  });

  it("never writes a file, in the server's process or in its Flite process", async () => {
    const here = await synthesizePcm("Your words, read back to you.", "slt");
    const inChild = await synthesizeInChild("Your words, read back once more.", "rms");
    expect(here.length).toBeGreaterThan(16_000);
    expect(inChild.length).toBeGreaterThan(16_000);
    // File events arrive asynchronously; a file made and removed at once still shows.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(touched).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
  });

  it("answers the same audio for the same text, whichever process made it", async () => {
    const text = "The same sentence twice.";
    expect(await synthesizeInChild(text, "awb")).toEqual(await synthesizePcm(text, "awb"));
  });
});
