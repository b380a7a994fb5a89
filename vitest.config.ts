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
 * The slowest kinds of file, in the order they start: the voice files (a
 * minute and more each, waiting on real-time audio), then the
 * regular-expression checks (minutes of CPU each, in small files), then the
 * browser files. The checks start after the voice files, not beside them:
 * beside the checks, the voice files ran at half speed and a spoken turn
 * outlasted its minute once.
 */
const SLOW = [
  /\/tests\/integration\/server\/voice\//,
  /\/tests\/security\/regex-backtracking/,
  /\/tests\/e2e\//,
];

/**
 * The slow files start first. A fresh clone has no timings from an earlier
 * run, and vitest then starts the largest files first, by bytes: a short
 * file that runs for minutes could start last and run alone while the other
 * worker idles. Vitest reads the sequencer from the root configuration only,
 * for every project; each project's files still run in its own group.
 */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const kind = SLOW.findIndex((pattern) => pattern.test(file.moduleId));
      return kind === -1 ? SLOW.length : kind;
    };
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

const common = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The writer's unit files share one copy of its modules per worker. Loading
 * them compiles hundreds of patterns and the tagger's lexicon, about two
 * seconds a file: loaded again for each of some ninety files, the imports
 * took longer than the tests (a run of tests/unit: 647 s of imports against
 * 60 s shared). They are functions over text that keep nothing between
 * calls, as in the server, where one copy serves every request.
 */
const WRITER_UNITS = "tests/unit/server/ai/llm/**/*.test.ts";

/**
 * The files that load the server (a test instance each, or its services)
 * share one copy of its modules per worker too: loading the server (the
 * agents framework, better-auth, the writer) took seconds a file, and its
 * imports were a sixth of the suite's time (a run of 23 of these files:
 * imports 475 s isolated, 34 s shared). Each file makes its own server,
 * databases, Redis and folders and closes them; nothing they hold is kept in
 * a module. The check of the patterns modules build as they load stays
 * isolated: it loads those modules itself, to see them build.
 */
const SERVER_FILES = [
  "tests/integration/**/*.test.ts",
  "tests/security/**/*.test.ts",
  "tests/e2e/**/*.test.ts",
  "tests/unit/server/**/*.test.ts",
];
const LOADS_MODULES_ITSELF = ["tests/security/regex-backtracking-built.test.ts"];

export default defineConfig({
  test: {
    // Run once for every project: a PostgreSQL server (each test instance makes its own
    // database on it) and the web bundle the browser tests load.
    globalSetup: ["tests/setup/postgres.ts", "tests/setup/web-build.ts"],
    sequence: { sequencer: SlowFilesFirst },
    // Each file gets its own server, databases, Redis and temporary folders, so files run
    // side by side. Two at a time even on two cores (vitest's default is one fewer worker
    // than cores, so one at a time there): most of a file's time is spent waiting on
    // real-time audio, timers and child processes, which a second file fills. Set here, for
    // the projects of the first group to share; a limit of a project's own would run
    // them one after the other.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          name: "side by side",
          include: ["tests/**/*.test.ts"],
          exclude: [...ONE_AT_A_TIME, WRITER_UNITS, ...SERVER_FILES],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: "servers",
          include: SERVER_FILES,
          exclude: [...ONE_AT_A_TIME, WRITER_UNITS, ...LOADS_MODULES_ITSELF],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: "module loads",
          include: LOADS_MODULES_ITSELF,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: "writer units",
          include: [WRITER_UNITS],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: "one at a time",
          include: ONE_AT_A_TIME,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
