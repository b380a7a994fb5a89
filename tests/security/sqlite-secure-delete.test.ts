/**
 * What a person deletes leaves the SQLite file: an attacker (or a backup)
 * reading the raw bytes of the database and its write-ahead log after a
 * session or an account was deleted finds none of its words, neither in the
 * freed pages nor in the full-text index's segments.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestInstance, type TestInstance } from "../helpers/test-instance";

/** Every byte the database keeps on disk: the file and its write-ahead log. */
function fileBytesHold(path: string, word: string) {
  return [path, `${path}-wal`].some(
    (file) => existsSync(file) && readFileSync(file).includes(Buffer.from(word)),
  );
}

describe("deleted words on SQLite", () => {
  let dir: string;
  let path: string;
  let t: TestInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "verba-secure-delete-"));
    path = join(dir, "verba.db");
    t = await getTestInstance("sqlite", { SQLITE_PATH: path });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A session holding a word found nowhere else, written through to the main file. */
  async function sessionWithWord(token: string, word: string) {
    const created = await t.request("POST", "/api/v1/sessions", {}, token);
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const sent = await t.request(
      "POST",
      `/api/v1/sessions/${id}/messages`,
      { message: `Please keep the ${word} plan between us.` },
      token,
    );
    expect(sent.status).toBe(200);
    const driver = t.services.database.driver as SQLite.Database;
    driver.pragma("wal_checkpoint(TRUNCATE)");
    // The search finds it, and the bytes are there to find: the check below can see them.
    const found = await t.request("GET", `/api/v1/search?q=${word}`, undefined, token);
    expect(JSON.stringify(found.body)).toContain(word);
    expect(fileBytesHold(path, word)).toBe(true);
    return id;
  }

  it("turns secure_delete on", () => {
    const driver = t.services.database.driver as SQLite.Database;
    expect(driver.pragma("secure_delete", { simple: true })).toBe(1);
  });

  it("leaves no trace of a deleted session's words in the file or its log", async () => {
    const user = await t.signUp();
    const word = "zanzibarquokka";
    const id = await sessionWithWord(user.token, word);
    expect(
      (await t.request("DELETE", `/api/v1/sessions/${id}`, undefined, user.token)).status,
    ).toBe(200);
    expect(fileBytesHold(path, word)).toBe(false);
  });

  it("leaves no trace of a deleted account's words in the file or its log", async () => {
    const user = await t.signUp();
    const word = "quixoticpangolin";
    await sessionWithWord(user.token, word);
    expect((await t.request("DELETE", "/api/v1/profile", undefined, user.token)).status).toBe(200);
    expect(fileBytesHold(path, word)).toBe(false);
  });
});
