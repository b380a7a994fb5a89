import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Run alone, after the rest. Chromium hears a recording through its fake
 * microphone in real time: starved of CPU by a file beside it, it drops audio
 * and the speech is misheard. The editor frameworks' tests select text by
 * keyboard and rewrite it at once: beside another browser file, the Slate
 * case's rewrite failed once (it passes alone).
 */
const ONE_AT_A_TIME = [
  "tests/e2e/voice.test.ts",
  "tests/e2e/extension.test.ts",
  "tests/e2e/extension-editors.test.ts",
];

/**
 * The voice and browser files, the longest, a minute and more each, and the
 * regular-expression checks: small files, so by size they would start last,
 * and their minutes of CPU would then run alone at the end.
 */
const SLOW = /\/tests\/(e2e|integration\/server\/voice)\/|\/tests\/security\/regex-backtracking/;

/**
 * The slow files start first. A fresh clone has no timings from an earlier
 * run, and vitest then starts the largest files first, by bytes: a short
 * voice file that runs for a minute and a half could start last and run
 * alone while the other worker idles.
 */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const slow = (file: TestSpecification) => SLOW.test(file.moduleId);
    return [...sorted.filter(slow), ...sorted.filter((file) => !slow(file))];
  }
}

const common = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  sequence: { sequencer: SlowFilesFirst },
};

export default defineConfig({
  test: {
    // Run once for every project: a PostgreSQL server (each test instance makes its own
    // database on it) and the web bundle the browser tests load.
    globalSetup: ["tests/setup/postgres.ts", "tests/setup/web-build.ts"],
    projects: [
      {
        test: {
          ...common,
          name: "side by side",
          include: ["tests/**/*.test.ts"],
          exclude: ONE_AT_A_TIME,
          // Each file gets its own server, databases, Redis and temporary folders, so files
          // run side by side. Two at a time even on two cores (vitest's default is one fewer
          // worker than cores, so one at a time there): most of a file's time is spent
          // waiting on real-time audio, timers and child processes, which a second file fills.
          maxWorkers: 2,
          sequence: { ...common.sequence, groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: "one at a time",
          include: ONE_AT_A_TIME,
          maxWorkers: 1,
          sequence: { ...common.sequence, groupOrder: 1 },
        },
      },
    ],
  },
});
