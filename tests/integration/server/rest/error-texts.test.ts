import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestInstance, type TestInstance, type TestUser } from "../../../helpers/test-instance";
import { connectVoice } from "../../../helpers/voice-client";

describe("error texts say what is wrong", () => {
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    t = await getTestInstance("sqlite");
    ann = await t.signUp();
    // A voice host starts on first use in tests: it starts here, under the
    // hook's longer limit, so the voice cases' message waits do not pay for
    // seconds of module loading (more on a busy machine).
    await t.services.voiceHosts.warm();
  });
  afterAll(() => t.close());

  it("names the field of a missing value instead of zod's 'expected string, received undefined'", async () => {
    const session = await t.trpc(ann.token).sessions.create.mutate({});
    const response = await t.request(
      "POST",
      `/api/v1/sessions/${session.id}/messages`,
      {},
      ann.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe("message: Please enter a message");
    const contact = await t.request("POST", "/api/v1/contact", { name: "Ann Example" });
    expect(contact.body.detail).toBe("email: Please enter a valid email address");
    expect(contact.body.detail).not.toContain("received undefined");
  });

  it("judges JSON holding a __proto__ key by its real content, not as invalid JSON", async () => {
    const accepted = await t.request(
      "POST",
      "/api/v1/sessions",
      '{"title":"Plans","__proto__":{"admin":true}}',
      ann.token,
    );
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.title).toBe("Plans");
    expect(accepted.body).not.toHaveProperty("admin");
    const refused = await t.request(
      "POST",
      "/api/v1/sessions",
      `{"title":"${"x".repeat(101)}","__proto__":{}}`,
      ann.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe("title: Title must not exceed 100 characters");
  });

  it("answers an unknown path under /api/auth with a JSON 404", async () => {
    const response = await t.request("GET", "/api/auth/no-such-endpoint");
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: "NOT_FOUND" });
    expect(response.body.detail).toContain("/api/auth/no-such-endpoint");
  });

  it("names the content type it refuses, quotes closed", async () => {
    for (const [path, type] of [
      ["/api/v1/feedback", "text/plain"],
      ["/api/v1/sessions", "application/xml"],
    ] as const) {
      const response = await fetch(t.baseUrl + path, {
        method: "POST",
        headers: { "content-type": type, authorization: `Bearer ${ann.token}` },
        body: "<title>x</title>",
      });
      expect(response.status).toBe(415);
      const body = (await response.json()) as { detail: string };
      expect(body.detail).toBe(`Unsupported content type "${type}": send JSON (application/json)`);
    }
  });

  it("says which field or type of a voice message was wrong", async () => {
    const session = await t.trpc(ann.token).sessions.create.mutate({});
    const voice = await connectVoice(t.baseUrl, { token: ann.token, session_id: session.id });
    const errorAfter = async (send: () => void) => {
      const from = voice.messages.length;
      send();
      return voice.waitFor((message) => message.type === "error", { from });
    };
    const badField = await errorAfter(() => voice.send({ type: "mute", is_muted: "yes" }));
    expect(badField).toMatchObject({ code: "INVALID_MESSAGE" });
    expect(badField.message).toContain("is_muted:");
    const badType = await errorAfter(() => voice.send({ type: "dance" }));
    expect(badType.message).toContain("type:");
    const notJson = await errorAfter(() => voice.socket.send("{not json"));
    expect(notJson.message).toBe("Invalid message: not valid JSON");
    const binary = await errorAfter(() => voice.socket.send(Buffer.from([1, 2, 3])));
    expect(binary.message).toContain("JSON text");
    await voice.heartbeat();
    await voice.close();
  });
});
