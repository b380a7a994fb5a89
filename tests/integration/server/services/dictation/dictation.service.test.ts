/**
 * Snippets in the extension's dictation, through the real server on both
 * engines: a signed-in person's saved snippets and those sent with the call
 * become their texts byte for byte, where their triggers were said.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTALLATION_HEADER } from "../../../../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const CALENDAR = { trigger: "my calendar link", text: "https://cal.example.com/ada/30min" };
const BANK = {
  trigger: "my bank details",
  text: "IBAN DE89 3704 0044 0532 0130 00\nBIC  COBADEFFXXX ",
};

describe.each(DIALECTS)("snippets in a dictation on %s", (dialect) => {
  let t: TestInstance;
  let ada: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ada = await t.signUp();
    await t.trpc(ada.token).snippets.set.mutate({ snippets: [CALENDAR, BANK] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("uses a signed-in person's saved snippets", async () => {
    const response = await t.request(
      "POST",
      "/api/v1/extension/dictate",
      { mode: "comment", text: "happy to chat, pick a slot with my calendar link" },
      ada.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.text).toContain(CALENDAR.text);
    expect(response.body.text).not.toMatch(/calendar link/i);
  });

  it("lets a snippet sent with the call win over a saved one with the same trigger", async () => {
    const sent = { trigger: "My Calendar Link", text: "https://cal.example.com/ada/15min" };
    const response = await t.request(
      "POST",
      "/api/v1/extension/dictate",
      { mode: "comment", text: "book via my calendar link", snippets: [sent] },
      ada.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.text).toContain(sent.text);
    expect(response.body.text).not.toContain(CALENDAR.text);
  });

  it("takes an anonymous person's snippets with the call, byte for byte", async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
      method: "POST",
      headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
      body: JSON.stringify({
        mode: "reply",
        text: "confirm the invoice was paid and add my bank details",
        context: "From: Tomasz Nowak <tomasz@example.pl>\n\nWas it paid?",
        snippets: [BANK],
      }),
    });
    expect(response.status).toBe(200);
    const { text } = (await response.json()) as { text: string };
    expect(text).toContain("I can confirm that the invoice was paid.");
    expect(text).toContain(BANK.text);
  });
});
