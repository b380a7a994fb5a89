/**
 * `npm run build:extension`: the manifest asks for exactly the spec's
 * permissions, everything it names is in the package, and the store zip
 * holds the same files.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { buildExtension, manifestFor } from "../../../scripts/build-extension";

const root = mkdtempSync(join(tmpdir(), "verba-extension-"));
const outDir = join(root, "extension");
let zipPath = "";
// biome-ignore lint/suspicious/noExplicitAny: the manifest is read as plain JSON.
let manifest: any;

beforeAll(async () => {
  const built = await buildExtension({ outDir });
  zipPath = built.zipPath ?? "";
  manifest = JSON.parse(readFileSync(join(outDir, "manifest.json"), "utf8"));
}, 120_000);

/** The files of a zip with their contents, read from its local headers. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const method = archive.readUInt16LE(at + 8);
    const size = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const extraLength = archive.readUInt16LE(at + 28);
    const name = archive.toString("utf8", at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    const data = archive.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    at = start + size;
  }
  return files;
}

describe("the extension package", () => {
  it("asks for exactly activeTab, scripting, context menus, storage and the two sites plus the API origin", () => {
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.name).toBe("Verba for Gmail and LinkedIn");
    // Any other site is reached only on the person's gesture (activeTab + scripting), never standing.
    expect(manifest.permissions).toEqual(["activeTab", "scripting", "contextMenus", "storage"]);
    expect(manifest.host_permissions).toEqual([
      "https://mail.google.com/*",
      "https://www.linkedin.com/*",
      "http://localhost:3000/*",
    ]);
    expect(manifest.optional_permissions).toBeUndefined();
    expect(manifest.content_scripts.map((script: { matches: string[] }) => script.matches)).toEqual(
      [["https://mail.google.com/*"], ["https://www.linkedin.com/*"]],
    );
    const { version } = JSON.parse(readFileSync("package.json", "utf8"));
    expect(manifest.version).toBe(version);
    expect(manifest.commands.activate.suggested_key.default).toBe("Alt+Shift+V");
  });

  it("opens none of its pages to sites and other extensions, and keeps its pages to its own scripts", () => {
    // No page a site could load or frame (the options page in a site's frame, to clickjack).
    expect(manifest.web_accessible_resources).toBeUndefined();
    expect(manifest.externally_connectable).toBeUndefined();
    expect(manifest.content_security_policy.extension_pages.split("; ")).toEqual([
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]);
  });

  it("holds every file the manifest names", () => {
    const named = [
      manifest.background.service_worker,
      ...manifest.content_scripts.flatMap((script: { js: string[] }) => script.js),
      manifest.action.default_popup,
      manifest.options_ui.page,
      ...Object.values(manifest.icons),
    ];
    for (const file of named) expect(existsSync(join(outDir, file)), file).toBe(true);
    expect(readFileSync(join(outDir, "popup.html"), "utf8")).toContain('src="popup.js"');
    // Injected on a gesture, so named in the worker rather than the manifest.
    expect(readFileSync(join(outDir, "background.js"), "utf8")).toContain('files: ["anywhere.js"]');
    expect(existsSync(join(outDir, "anywhere.js"))).toBe(true);
  });

  it("has PNG icons of the sizes they claim", () => {
    for (const [size, file] of Object.entries(manifest.icons as Record<string, string>)) {
      const png = readFileSync(join(outDir, file));
      expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Number(size), Number(size)]);
    }
  });

  it("zips the same files for the store", () => {
    const files = unzip(readFileSync(zipPath));
    expect([...files.keys()].sort()).toEqual(
      [
        "anywhere.js",
        "background.js",
        "icons/128.png",
        "icons/16.png",
        "icons/32.png",
        "icons/48.png",
        "manifest.json",
        "networking.js",
        "options.html",
        "options.js",
        "pages.css",
        "popup.html",
        "popup.js",
        "webmail.js",
      ].sort(),
    );
    for (const [name, data] of files)
      expect(data.equals(readFileSync(join(outDir, name))), name).toBe(true);
  });

  it("adds only the test host to the browser tests' variant", () => {
    const test = manifestFor("http://127.0.0.1");
    expect(test.permissions).toEqual(manifest.permissions);
    expect(test.host_permissions).toEqual([...manifest.host_permissions, "http://127.0.0.1/*"]);
    expect(test.content_scripts.map((script) => script.matches)).toEqual([
      ["https://mail.google.com/*", "http://127.0.0.1/gmail/*"],
      ["https://www.linkedin.com/*", "http://127.0.0.1/linkedin/*"],
    ]);
  });
});
