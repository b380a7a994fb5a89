/**
 * The personal dictionary over REST and tRPC, per user, on both engines, and
 * its use by the extension's dictation: the writer keeps its terms as written.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTALLATION_HEADER, LIMITS, MESSAGES } from "../../../../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

describe.each(DIALECTS)("the personal dictionary on %s", (dialect) => {
  let t: TestInstance;
  let ada: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    [ada, ben] = [await t.signUp(), await t.signUp()];
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is in the OpenAPI document", async () => {
    const document = await t.request("GET", "/api/v1/openapi.json");
    expect(document.body.paths["/dictionary"]?.get).toBeDefined();
    expect(document.body.paths["/dictionary"]?.put).toBeDefined();
  });

  it("starts empty, saves terms in order once each, and belongs to its owner only", async () => {
    expect((await t.request("GET", "/api/v1/dictionary", undefined, ada.token)).body).toEqual({
      terms: [],
    });
    const saved = await t.request(
      "PUT",
      "/api/v1/dictionary",
      { terms: ["Tomasz", "  SharePoint ", "Kraków", "Tomasz", "Acme  GmbH"] },
      ada.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ terms: ["Tomasz", "SharePoint", "Kraków", "Acme GmbH"] });
    expect(await t.trpc(ada.token).dictionary.get.query()).toEqual(saved.body);
    expect(await t.trpc(ben.token).dictionary.get.query()).toEqual({ terms: [] });

    const edited = await t
      .trpc(ada.token)
      .dictionary.set.mutate({ terms: ["SharePoint", "Kraków", "Acme GmbH", "Figma"] });
    expect(edited).toEqual({ terms: ["SharePoint", "Kraków", "Acme GmbH", "Figma"] });
    expect(await t.trpc(ben.token).dictionary.get.query()).toEqual({ terms: [] });
  });

  it("needs a signed-in person", async () => {
    expect((await t.request("GET", "/api/v1/dictionary")).status).toBe(401);
    expect((await t.request("PUT", "/api/v1/dictionary", { terms: ["x"] })).status).toBe(401);
  });

  it.each([
    ["an empty term", [" "], MESSAGES.dictionaryTermEmpty],
    [
      "a term that is too long",
      ["x".repeat(LIMITS.dictionaryTermMax + 1)],
      MESSAGES.dictionaryTermTooLong,
    ],
    [
      "too many terms",
      Array.from({ length: LIMITS.dictionaryTermsMax + 1 }, (_, index) => `term${index}`),
      MESSAGES.dictionaryTooLarge,
    ],
  ])("refuses %s with a message saying what is wrong", async (_case, terms, message) => {
    const response = await t.request("PUT", "/api/v1/dictionary", { terms }, ben.token);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });

  it("keeps a signed-in person's saved terms exactly as written in dictation", async () => {
    await t.trpc(ben.token).dictionary.set.mutate({ terms: ["SharePoint", "iOS", "ASAP Labs"] });
    const response = await t.request(
      "POST",
      "/api/v1/extension/dictate",
      { mode: "comment", text: "asap labs will put the sharepoint guide for ios online" },
      ben.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.text).toBe("ASAP Labs will put the SharePoint guide for iOS online.");
  });

  it("takes an anonymous person's dictionary with the call", async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
      method: "POST",
      headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
      body: JSON.stringify({
        mode: "reply",
        text: "tell tomasz the invoice from acme gmbh was paid",
        dictionary: ["Tomasz", "Acme GmbH"],
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { text: string }).text).toBe(
      "Hello Tomasz,\n\nThe invoice from Acme GmbH was paid.\n\nBest regards,",
    );
  });

  it("goes with the account", async () => {
    const carol = await t.signUp();
    await t.trpc(carol.token).dictionary.set.mutate({ terms: ["Carol"] });
    expect((await t.request("DELETE", "/api/v1/profile", undefined, carol.token)).status).toBe(200);
    const rows = await t.services.database.db
      .selectFrom("dictionary_terms")
      .select("term")
      .where("user_id", "=", carol.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
