/**
 * Snippets over REST and tRPC, per account, on both engines: what is saved
 * comes back byte for byte, the limits are refused with words that name
 * what is wrong, and nobody reaches another account's snippets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS, MESSAGES } from "../../../../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const ADDRESS = "Acme GmbH\r\nUlica Długa 5/7\n00-950  Warszawa \n";
const CALENDAR = "https://cal.example.com/ada/30min?ref=verba&utm=x";

describe.each(DIALECTS)("snippets on %s", (dialect) => {
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
    expect(document.body.paths["/snippets"]?.get).toBeDefined();
    expect(document.body.paths["/snippets"]?.put).toBeDefined();
  });

  it("starts empty, keeps texts byte for byte and in order, and belongs to its owner only", async () => {
    expect((await t.request("GET", "/api/v1/snippets", undefined, ada.token)).body).toEqual({
      snippets: [],
    });
    const saved = await t.request(
      "PUT",
      "/api/v1/snippets",
      {
        snippets: [
          { trigger: "  my   calendar link ", text: CALENDAR },
          { trigger: "office address", text: ADDRESS },
          { trigger: "IBAN", text: "PL61 1090 1014 0000 0712 1981 2874" },
        ],
      },
      ada.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      snippets: [
        { trigger: "my calendar link", text: CALENDAR },
        { trigger: "office address", text: ADDRESS },
        { trigger: "IBAN", text: "PL61 1090 1014 0000 0712 1981 2874" },
      ],
    });
    expect(await t.trpc(ada.token).snippets.get.query()).toEqual(saved.body);
    expect(await t.trpc(ben.token).snippets.get.query()).toEqual({ snippets: [] });

    const edited = await t.trpc(ada.token).snippets.set.mutate({
      snippets: [{ trigger: "office address", text: ADDRESS }],
    });
    expect(edited).toEqual({ snippets: [{ trigger: "office address", text: ADDRESS }] });
    expect(await t.trpc(ben.token).snippets.get.query()).toEqual({ snippets: [] });
  });

  it("takes the largest list the limits allow", async () => {
    const snippets = Array.from({ length: LIMITS.snippetsMax }, (_, index) => ({
      trigger: `t${index}`.padEnd(LIMITS.snippetTriggerMax, "x"),
      text: `${index}`.padEnd(LIMITS.snippetTextMax, "y"),
    }));
    const response = await t.request("PUT", "/api/v1/snippets", { snippets }, ben.token);
    expect(response.status).toBe(200);
    expect(response.body.snippets).toEqual(snippets);
    await t.trpc(ben.token).snippets.set.mutate({ snippets: [] });
  });

  it("needs a signed-in person", async () => {
    expect((await t.request("GET", "/api/v1/snippets")).status).toBe(401);
    const put = await t.request("PUT", "/api/v1/snippets", {
      snippets: [{ trigger: "sig", text: "Ada" }],
    });
    expect(put.status).toBe(401);
  });

  it.each([
    [
      "a one-character trigger",
      [{ trigger: " x ", text: "text" }],
      MESSAGES.snippetTriggerTooShort,
    ],
    [
      "a trigger that is too long",
      [{ trigger: "x".repeat(LIMITS.snippetTriggerMax + 1), text: "text" }],
      MESSAGES.snippetTriggerTooLong,
    ],
    ["an empty text", [{ trigger: "sig", text: " \n " }], MESSAGES.snippetTextEmpty],
    [
      "a text that is too long",
      [{ trigger: "sig", text: "x".repeat(LIMITS.snippetTextMax + 1) }],
      MESSAGES.snippetTextTooLong,
    ],
    [
      "too many snippets",
      Array.from({ length: LIMITS.snippetsMax + 1 }, (_, index) => ({
        trigger: `trigger ${index}`,
        text: "text",
      })),
      MESSAGES.snippetsTooMany,
    ],
    [
      "two snippets with one trigger",
      [
        { trigger: "Sig", text: "Ada" },
        { trigger: "sig", text: "Ada Lovelace" },
      ],
      MESSAGES.snippetTriggerRepeated("sig"),
    ],
    ["a control character", [{ trigger: "sig", text: "Ada\u0000" }], MESSAGES.controlCharacters],
  ])(
    "refuses %s with a message saying what is wrong, keeping what was saved",
    async (_case, snippets, message) => {
      await t.trpc(ben.token).snippets.set.mutate({ snippets: [{ trigger: "sig", text: "Ben" }] });
      const response = await t.request("PUT", "/api/v1/snippets", { snippets }, ben.token);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
      expect(await t.trpc(ben.token).snippets.get.query()).toEqual({
        snippets: [{ trigger: "sig", text: "Ben" }],
      });
    },
  );

  it("refuses a body that is not a list of snippets", async () => {
    for (const body of [{ snippets: "sig" }, { snippets: [{ trigger: "sig" }] }, {}]) {
      const response = await t.request("PUT", "/api/v1/snippets", body, ben.token);
      expect(response.status).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
  });

  it("goes with the account", async () => {
    const carol = await t.signUp();
    await t.trpc(carol.token).snippets.set.mutate({ snippets: [{ trigger: "sig", text: "C" }] });
    expect((await t.request("DELETE", "/api/v1/profile", undefined, carol.token)).status).toBe(200);
    const rows = await t.services.database.db
      .selectFrom("snippets")
      .select("trigger")
      .where("user_id", "=", carol.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
