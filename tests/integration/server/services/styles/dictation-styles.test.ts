/**
 * A dictation that names no tone is written in the person's saved style:
 * the thread sender's first, then the site's, then professional. A tone
 * that is named always wins, and an anonymous caller's site changes nothing.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTALLATION_HEADER } from "../../../../../src/shared";
import {
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const FROM_TOMASZ =
  "From: Tomasz Nowak <Tomasz@example.pl>\n\nHello,\nCould you confirm the invoice was paid?\nTomasz";
const FROM_ELENA =
  "From: Elena Rossi <elena@example.it>\n\nDear team,\nAre we on for Thursday?\nElena";
const SAID = "tell him the invoice was paid yesterday";

describe("saved styles in dictation", () => {
  let t: TestInstance;
  let ada: TestUser;

  beforeAll(async () => {
    t = await getTestInstance("sqlite");
    ada = await t.signUp();
    await t.trpc(ada.token).styles.set.mutate({
      sites: [{ site: "mail.example.com", tone: "formal" }],
      recipients: [{ recipient: "tomasz@example.pl", tone: "friendly" }],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function greetingOf(body: Record<string, unknown>, token?: string) {
    const response = token
      ? await t.request("POST", "/api/v1/extension/dictate", body, token)
      : await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
          method: "POST",
          headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
          body: JSON.stringify(body),
        }).then(async (answer) => ({ status: answer.status, body: await answer.json() }));
    expect(response.status).toBe(200);
    return (response.body as { text: string }).text.split("\n")[0];
  }

  it("writes to a sender with a saved style in that style, wherever it is", async () => {
    const reply = { mode: "reply", text: SAID, context: FROM_TOMASZ };
    expect(await greetingOf({ ...reply, site: "mail.example.com" }, ada.token)).toBe("Hi Tomasz,");
    expect(await greetingOf(reply, ada.token)).toBe("Hi Tomasz,");
  });

  it("takes the site's style for anyone else, and professional elsewhere", async () => {
    const reply = { mode: "reply", text: SAID, context: FROM_ELENA };
    expect(await greetingOf({ ...reply, site: "MAIL.example.com" }, ada.token)).toBe("Dear Elena,");
    expect(await greetingOf({ ...reply, site: "other.example.net" }, ada.token)).toBe(
      "Hello Elena,",
    );
  });

  it("keeps a tone that is asked for", async () => {
    const reply = { mode: "reply", text: SAID, context: FROM_TOMASZ, site: "mail.example.com" };
    expect(await greetingOf({ ...reply, tone: "formal" }, ada.token)).toBe("Dear Tomasz,");
  });

  it("applies no one's saved style to an anonymous caller", async () => {
    const reply = { mode: "reply", text: SAID, context: FROM_TOMASZ, site: "mail.example.com" };
    expect(await greetingOf(reply)).toBe("Hello Tomasz,");
  });

  it("refuses a site that is not a host, naming it", async () => {
    const response = await t.request(
      "POST",
      "/api/v1/extension/dictate",
      { mode: "reply", text: SAID, site: "https://mail.example.com/" },
      ada.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain("site");
  });
});
