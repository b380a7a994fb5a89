/**
 * The one shared copy of the account's styles in the service worker: every
 * button that asks within a few seconds gets the same reading, a save made
 * through the worker is read anew at once, a change made elsewhere (the web
 * app, another device) shows within the bounded freshness, and a failed read
 * is never shared.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  forgetSharedStyles,
  STYLES_SHARED_MS,
  toneHere,
} from "../../../../extension/src/background/styles";
import type { StoredSettings } from "../../../../extension/src/shared/settings";

let reads = 0;
let status = 200;
let siteTone = "formal";
const server = createServer((_request, response) => {
  reads++;
  response.writeHead(status, { "content-type": "application/json" });
  response.end(
    JSON.stringify(
      status === 200
        ? { sites: [{ site: "mail.google.com", tone: siteTone }], recipients: [] }
        : { message: "Unavailable" },
    ),
  );
});
let settings: StoredSettings;

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  settings = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tone: "professional",
    token: "the-persons-token",
  };
});

afterAll(() => {
  server.close();
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetSharedStyles();
  reads = 0;
  status = 200;
  siteTone = "formal";
});

const toneOnGmail = async () => (await toneHere(settings, "mail.google.com", {})).tone;

describe("the account's styles, shared by the buttons that ask", () => {
  it("are read once for a burst of buttons, and anew once the freshness bound has passed", async () => {
    const tones = await Promise.all(Array.from({ length: 200 }, toneOnGmail));
    expect(new Set(tones)).toEqual(new Set(["formal"]));
    expect(reads).toBe(1);

    // Changed in the web app or on another device: the worker cannot know, and reads again in time.
    siteTone = "friendly";
    expect(await toneOnGmail()).toBe("formal");
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + STYLES_SHARED_MS + 1);
    expect(await toneOnGmail()).toBe("friendly");
    expect(reads).toBe(2);
  });

  it("are read anew after a save through the worker", async () => {
    expect(await toneOnGmail()).toBe("formal");
    siteTone = "concise";
    forgetSharedStyles();
    expect(await toneOnGmail()).toBe("concise");
    expect(reads).toBe(2);
  });

  it("are not shared when the read failed: the next button asks again", async () => {
    status = 503;
    expect(await toneOnGmail()).toBe("professional");
    status = 200;
    expect(await toneOnGmail()).toBe("formal");
    expect(reads).toBe(2);
  });
});
