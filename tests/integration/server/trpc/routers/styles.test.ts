/**
 * Styles over REST and tRPC, per account, on both engines: a tone per site
 * and per recipient, bounded, one per place or person, and private.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS, MESSAGES } from "../../../../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

describe.each(DIALECTS)("styles on %s", (dialect) => {
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
    expect(document.body.paths["/styles"]?.get).toBeDefined();
    expect(document.body.paths["/styles"]?.put).toBeDefined();
  });

  it("starts empty, saves sites and recipients in order, and belongs to its owner only", async () => {
    expect((await t.request("GET", "/api/v1/styles", undefined, ada.token)).body).toEqual({
      sites: [],
      recipients: [],
    });
    const saved = await t.request(
      "PUT",
      "/api/v1/styles",
      {
        sites: [
          { site: "Mail.Example.com.", tone: "formal" },
          { site: "chat.example.org:8443", tone: "friendly" },
        ],
        recipients: [
          { recipient: "Marcus.Lee@Example.com", tone: "concise" },
          { recipient: "  Tomasz   Nowak ", tone: "formal" },
        ],
      },
      ada.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      sites: [
        { site: "mail.example.com", tone: "formal" },
        { site: "chat.example.org:8443", tone: "friendly" },
      ],
      recipients: [
        { recipient: "marcus.lee@example.com", tone: "concise" },
        { recipient: "Tomasz Nowak", tone: "formal" },
      ],
    });
    expect(await t.trpc(ada.token).styles.get.query()).toEqual(saved.body);
    expect(await t.trpc(ben.token).styles.get.query()).toEqual({ sites: [], recipients: [] });

    const onlySites = await t.trpc(ada.token).styles.set.mutate({
      sites: [{ site: "mail.example.com", tone: "confident" }],
    });
    expect(onlySites).toEqual({
      sites: [{ site: "mail.example.com", tone: "confident" }],
      recipients: [],
    });
  });

  it("needs a signed-in person", async () => {
    expect((await t.request("GET", "/api/v1/styles")).status).toBe(401);
    expect((await t.request("PUT", "/api/v1/styles", { sites: [] })).status).toBe(401);
  });

  it.each([
    [
      "a site that is not a host",
      { sites: [{ site: "https://mail.example.com/inbox", tone: "formal" }] },
      MESSAGES.styleSiteInvalid,
    ],
    [
      "an empty recipient",
      { recipients: [{ recipient: "  ", tone: "formal" }] },
      MESSAGES.styleRecipientEmpty,
    ],
    [
      "a recipient that is too long",
      { recipients: [{ recipient: "x".repeat(LIMITS.styleRecipientMax + 1), tone: "formal" }] },
      MESSAGES.styleRecipientTooLong,
    ],
    [
      "too many sites",
      {
        sites: Array.from({ length: LIMITS.stylesMax + 1 }, (_, i) => ({
          site: `s${i}.example.com`,
          tone: "formal",
        })),
      },
      MESSAGES.stylesTooMany,
    ],
    [
      "one site twice",
      {
        sites: [
          { site: "Mail.example.com", tone: "formal" },
          { site: "mail.example.com", tone: "friendly" },
        ],
      },
      MESSAGES.styleRepeated("mail.example.com"),
    ],
    [
      "a tone that does not exist",
      { sites: [{ site: "mail.example.com", tone: "angry" }] },
      MESSAGES.styleToneInvalid,
    ],
  ])(
    "refuses %s with a message saying what is wrong, keeping what was saved",
    async (_case, body, message) => {
      await t
        .trpc(ben.token)
        .styles.set.mutate({ sites: [{ site: "ben.example.com", tone: "formal" }] });
      const response = await t.request("PUT", "/api/v1/styles", body, ben.token);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
      expect((await t.trpc(ben.token).styles.get.query()).sites).toEqual([
        { site: "ben.example.com", tone: "formal" },
      ]);
    },
  );

  it("goes with the account", async () => {
    const carol = await t.signUp();
    await t
      .trpc(carol.token)
      .styles.set.mutate({ recipients: [{ recipient: "Ben", tone: "friendly" }] });
    expect((await t.request("DELETE", "/api/v1/profile", undefined, carol.token)).status).toBe(200);
    const rows = await t.services.database.db
      .selectFrom("styles")
      .select("key")
      .where("user_id", "=", carol.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
