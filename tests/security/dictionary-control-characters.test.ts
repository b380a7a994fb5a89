/**
 * Dictionary terms holding control characters, on every path that takes them:
 * REST, tRPC and the extension's dictation. PostgreSQL text cannot store
 * U+0000 at all, so a term that slips past validation becomes a 500 there.
 */
import { randomUUID } from "node:crypto";
import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "../../src/server/trpc/app-router";
import { INSTALLATION_HEADER, MESSAGES } from "../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../helpers/test-instance";

const CRAFTED = ["Tomasz\u0000", "Ac\u0001me", "\u001b[31mred"];

describe.each(DIALECTS)("dictionary terms with control characters (%s)", (dialect) => {
  let t: TestInstance;
  let mallory: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    mallory = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(CRAFTED)("refuses %j over REST with a 400 naming the term", async (term) => {
    const response = await t.request(
      "PUT",
      "/api/v1/dictionary",
      { terms: ["ok", term] },
      mallory.token,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      detail: `terms.1: ${MESSAGES.controlCharacters}`,
      message: MESSAGES.controlCharacters,
    });
    expect((await t.request("GET", "/api/v1/dictionary", undefined, mallory.token)).body).toEqual({
      terms: [],
    });
  });

  it("refuses U+0000 over tRPC as bad input", async () => {
    const error = await t
      .trpc(mallory.token)
      .dictionary.set.mutate({ terms: ["Tomasz\u0000"] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    const { data, message } = error as TRPCClientError<AppRouter>;
    expect(data?.code).toBe("BAD_REQUEST");
    expect(message).toContain(MESSAGES.controlCharacters);
  });

  it("refuses U+0000 in the dictionary an extension sends with a dictation", async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
      method: "POST",
      headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
      body: JSON.stringify({
        mode: "reply",
        text: "tell tomasz hello",
        dictionary: ["Tomasz\u0000"],
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      detail: `dictionary.0: ${MESSAGES.controlCharacters}`,
    });
  });

  it("still keeps tabs and line breaks out of a term as plain spaces", async () => {
    const saved = await t.request(
      "PUT",
      "/api/v1/dictionary",
      { terms: ["Acme\tGmbH", "Kraków\r\nOffice"] },
      mallory.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ terms: ["Acme GmbH", "Kraków Office"] });
  });
});
