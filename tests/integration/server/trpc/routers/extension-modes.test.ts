/**
 * The dictation call's modes over REST and tRPC: `write`, plain text for a
 * field on any page, is taken by both faces and listed in the OpenAPI
 * document; a mode that does not exist is refused with a message naming the
 * ones that do. Validation and the built-in writer need no second database.
 */
import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTENSION_MESSAGES, EXTENSION_MODES } from "../../../../../src/shared";
import {
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const SPOKEN = "hi jan um the invoice is paid";
const PAGE = "Page: Ticket #42\nSite: tracker.example.com";

let t: TestInstance;
let user: TestUser;

beforeAll(async () => {
  t = await getTestInstance("sqlite");
  user = await t.signUp();
});

afterAll(async () => {
  await t?.close();
});

describe("the write mode", () => {
  it("is taken over REST: the person's words polished, no greeting or sign-off added", async () => {
    const response = await t.request(
      "POST",
      "/api/v1/extension/dictate",
      { mode: "write", text: "um the printer on floor two is broken again", context: PAGE },
      user.token,
    );
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      text: "The printer on floor two is broken again.",
      transcript: null,
    });
  });

  it("is taken over tRPC, keeping a greeting the person said", async () => {
    const answer = await t
      .trpc(user.token)
      .extension.dictate.mutate({ mode: "write", text: SPOKEN, context: PAGE, tone: "friendly" });
    expect(answer).toEqual({ text: "Hi Jan, the invoice is paid.", transcript: null });
  });

  it("is listed in the OpenAPI document", async () => {
    const document = await t.request("GET", "/api/v1/openapi.json");
    const body = document.body.paths["/extension/dictate"].post.requestBody;
    const schema = body.content["application/json"].schema;
    expect(schema.properties.mode.enum).toEqual([...EXTENSION_MODES]);
    expect(EXTENSION_MODES).toContain("write");
  });
});

describe("a mode that does not exist", () => {
  it("is refused over REST with a message naming the modes there are", async () => {
    const response = await t.request(
      "POST",
      "/api/v1/extension/dictate",
      { mode: "essay", text: SPOKEN },
      user.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(EXTENSION_MESSAGES.modeInvalid);
    expect(EXTENSION_MESSAGES.modeInvalid).toBe(
      "mode must be one of: reply, comment, write, transform",
    );
  });

  it("is refused over tRPC with the same message", async () => {
    const refused = await t
      .trpc(user.token)
      // @ts-expect-error: a mode the schema does not know, as a caller could send it.
      .extension.dictate.mutate({ mode: "essay", text: SPOKEN })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as { data?: { httpStatus?: number } }).data?.httpStatus).toBe(400);
    expect((refused as Error).message).toContain(EXTENSION_MESSAGES.modeInvalid);
  });
});
