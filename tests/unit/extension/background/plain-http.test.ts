/**
 * Passwords and sign-in tokens never travel over plain http:// to another
 * machine, where anyone on the network reads them. The server here listens on
 * 127.0.0.2, a loopback address that is not "localhost" to the extension, so
 * the test can see that nothing reaches it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountDictionary,
  dictate,
  signIn,
  signOut,
} from "../../../../extension/src/background/api";
import { insecureOriginMessage } from "../../../../extension/src/shared/settings";

let requests = 0;
const server = createServer((_request, response) => {
  requests += 1;
  response.writeHead(200, { "content-type": "application/json", "set-auth-token": "t" });
  response.end(JSON.stringify({ token: "t", user: { email: "ann@example.com" }, terms: [] }));
});
let origin = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
  origin = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

describe("plain http:// servers other than this computer", () => {
  it("get no password, with a message saying why and what to do", async () => {
    const result = await signIn(origin, "ann@example.com", "correct-horse-battery");
    expect(result).toEqual({ ok: false, message: insecureOriginMessage(origin) });
    expect(insecureOriginMessage(origin)).toMatch(
      /only over https:\/\/.*Change the server address/,
    );
    expect(requests).toBe(0);
  });

  it("get no token: signed-in dictation, the dictionary and signing out", async () => {
    const caller = { origin, installationId: "5b0c4a52-8f7e-4d7e-9a54-2f3f1b7f3c11", token: "tok" };
    expect((await dictate(caller, { mode: "reply", text: "hello" })).ok).toBe(false);
    expect((await accountDictionary(origin, "tok")).ok).toBe(false);
    expect((await accountDictionary(origin, "tok", ["Tomasz"])).ok).toBe(false);
    await signOut(origin, "tok");
    expect(requests).toBe(0);
  });

  it("still take anonymous dictation, which carries no secret", async () => {
    const result = await dictate(
      { origin, installationId: "5b0c4a52-8f7e-4d7e-9a54-2f3f1b7f3c11" },
      { mode: "reply", text: "hello" },
    );
    expect(result.ok).toBe(true);
    expect(requests).toBe(1);
  });

  it("are told apart from https:// and from this computer", () => {
    for (const allowed of [
      "https://verba.example.com",
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]) {
      expect(insecureOriginMessage(allowed), allowed).toBeNull();
    }
    for (const refused of [
      "http://verba.example.com",
      "http://192.168.1.5:3000",
      "http://localhost.attacker.example",
    ]) {
      expect(insecureOriginMessage(refused), refused).not.toBeNull();
    }
  });
});
