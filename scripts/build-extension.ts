/**
 * Builds the Chrome extension: `dist/extension` (load it unpacked) and
 * `dist/verba-extension.zip` (upload it to the store).
 *
 *   tsx scripts/build-extension.ts [--out <dir>] [--test-host <http://host>]
 *
 * `--test-host` makes the test variant: the content scripts also run on
 * `<host>/gmail/*` and `<host>/linkedin/*`, where the browser tests serve
 * their fixture pages, and the host is granted for the API. No zip is made.
 */
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { build } from "vite";
import { renderIcon } from "./extension/icon";
import { createZip } from "./extension/zip";

const ROOT = resolve(import.meta.dirname, "..");
const SOURCE = join(ROOT, "extension");

/** One bundle per part of the extension; content scripts cannot load modules, so each is self-contained. */
const ENTRIES = {
  background: "src/background/service-worker.ts",
  webmail: "src/content/webmail.ts",
  networking: "src/content/networking.ts",
  /** Injected on the person's gesture into any page, never declared for a site. */
  anywhere: "src/content/anywhere.ts",
  popup: "src/popup/popup.ts",
  options: "src/options/options.ts",
} as const;

const PAGES = ["src/popup/popup.html", "src/options/options.html", "src/pages/pages.css"];
const ICON_SIZES = [16, 32, 48, 128] as const;

export interface BuildOptions {
  outDir?: string;
  testHost?: string;
}

interface Manifest {
  version?: string;
  host_permissions: string[];
  content_scripts: { matches: string[]; js: string[] }[];
  [key: string]: unknown;
}

/** The manifest as shipped, or with the test host added for the browser tests. */
export function manifestFor(testHost?: string): Manifest {
  const manifest = JSON.parse(readFileSync(join(SOURCE, "manifest.json"), "utf8")) as Manifest;
  const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    version: string;
  };
  manifest.version = version;
  if (testHost) {
    manifest.host_permissions.push(`${testHost}/*`);
    for (const script of manifest.content_scripts) {
      const page = script.js.includes("webmail.js") ? "gmail" : "linkedin";
      script.matches.push(`${testHost}/${page}/*`);
    }
  }
  return manifest;
}

async function bundle(name: string, entry: string, outDir: string) {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      // Readable output: store reviewers read the code, and it is small anyway.
      minify: false,
      lib: {
        entry: join(SOURCE, entry),
        formats: ["iife"],
        name: `verba_${name}`,
        fileName: () => `${name}.js`,
      },
    },
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export async function buildExtension(options: BuildOptions = {}) {
  const outDir = resolve(options.outDir ?? join(ROOT, "dist/extension"));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, "icons"), { recursive: true });

  for (const [name, entry] of Object.entries(ENTRIES)) await bundle(name, entry, outDir);
  for (const page of PAGES)
    copyFileSync(join(SOURCE, page), join(outDir, page.split("/").pop() ?? page));
  for (const size of ICON_SIZES) writeFileSync(join(outDir, `icons/${size}.png`), renderIcon(size));
  writeFileSync(
    join(outDir, "manifest.json"),
    `${JSON.stringify(manifestFor(options.testHost), null, 2)}\n`,
  );

  if (options.testHost) return { outDir };
  const zipPath = join(outDir, "..", "verba-extension.zip");
  const entries = filesUnder(outDir)
    .sort()
    .map((path) => ({ name: relative(outDir, path), data: readFileSync(path) }));
  writeFileSync(zipPath, createZip(entries));
  return { outDir, zipPath };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: { out: { type: "string" }, "test-host": { type: "string" } },
  });
  const built = await buildExtension({ outDir: values.out, testHost: values["test-host"] });
  console.log(`extension built in ${relative(ROOT, built.outDir)}`);
  if (built.zipPath) console.log(`store package: ${relative(ROOT, built.zipPath)}`);
}
