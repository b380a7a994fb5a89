import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/setup/postgres.ts", "tests/setup/web-build.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own databases, so files may run side by side on both cores.
    fileParallelism: true,
  },
});
