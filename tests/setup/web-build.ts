import { build } from "vite";

/** The browser tests drive the real production bundle, built once per run. */
export default async function setup() {
  await build({ configFile: "vite.config.ts", logLevel: "warn" });
}
