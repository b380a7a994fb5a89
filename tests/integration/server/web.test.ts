import { readFileSync } from "node:fs";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_ROOT } from "../../../src/server/web";
import { getTestInstance, type TestInstance } from "../../helpers/test-instance";

/** The entry script index.html names: a content-hashed file under /assets/. */
function entryScript() {
  const html = readFileSync(`${WEB_ROOT}/index.html`, "utf8");
  const src = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error("index.html names no script");
  return src;
}

/** A GET whose body is the bytes on the wire: fetch would undo the compression. */
function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("delivery of the built web app", () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await getTestInstance("sqlite");
  });
  afterAll(() => t.close());

  it("sends hashed scripts brotli-compressed when the browser accepts brotli, cached for a year", async () => {
    const path = entryScript();
    const original = readFileSync(`${WEB_ROOT}${path}`);
    const response = await getRaw(t.baseUrl + path, { "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(response.body).equals(original)).toBe(true);
  });

  it("sends gzip to a browser that accepts only gzip, and the file itself to one that accepts neither", async () => {
    const path = entryScript();
    const original = readFileSync(`${WEB_ROOT}${path}`);
    const gzipped = await getRaw(t.baseUrl + path, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).equals(original)).toBe(true);

    const plain = await getRaw(t.baseUrl + path, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it("has index.html revalidated on every use, for / and for client routes alike", async () => {
    for (const path of ["/", "/dashboard", "/index.html"]) {
      const response = await fetch(t.baseUrl + path, { headers: { accept: "text/html" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(response.headers.get("content-type"), path).toMatch(/text\/html/);
      expect(await response.text(), path).toContain(entryScript());
    }
  });

  it("revalidates files that carry no hash in their name", async () => {
    const response = await fetch(`${t.baseUrl}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });
});
