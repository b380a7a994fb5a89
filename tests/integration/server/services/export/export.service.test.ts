import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMessage } from "../../../../../src/server/services/messages/messages.service";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

describe.each(DIALECTS)("exporting sessions and all of a person's data (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;
  let bob: TestUser;
  let annSession: { id: string; created_at: string };
  let bobSession: { id: string };

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp({ first_name: "Ann", last_name: "Lee" });
    bob = await t.signUp();
    annSession = await t.trpc(ann.token).sessions.create.mutate({ title: "Café plans: Q3" });
    await addMessage(t.db, {
      userId: ann.id,
      sessionId: annSession.id,
      role: "user",
      content: "Draft a note to the team.",
    });
    await addMessage(t.db, {
      userId: ann.id,
      sessionId: annSession.id,
      role: "assistant",
      content: "Hi team,\n\n**Q3** starts Monday.",
    });
    bobSession = await t.trpc(bob.token).sessions.create.mutate({ title: "Bob only" });
    await addMessage(t.db, {
      userId: bob.id,
      sessionId: bobSession.id,
      role: "user",
      content: "Bob's secret words",
    });
  });
  afterAll(() => t.close());

  function exportAs(user: TestUser | undefined, id: string, format: string) {
    return t.request(
      "GET",
      `/api/v1/sessions/${id}/export?format=${format}`,
      undefined,
      user?.token,
    );
  }

  it("downloads a session as Markdown, named after its title and day", async () => {
    const response = await exportAs(ann, annSession.id, "markdown");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const day = annSession.created_at.slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="cafe-plans-q3-${day}.md"`,
    );
    expect(response.text).toMatch(
      /^# Café plans: Q3\n\n_Started \d{4}-\d\d-\d\d \d\d:\d\d UTC_\n\n\*\*You\*\* · /,
    );
    expect(response.text).toContain("Draft a note to the team.\n\n**Verba** · ");
    expect(response.text).toContain("Hi team,\n\n**Q3** starts Monday.\n");
  });

  it("downloads a session as plain text and as JSON", async () => {
    const text = await exportAs(ann, annSession.id, "text");
    expect(text.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(text.headers.get("content-disposition")).toMatch(/filename="cafe-plans-q3-.+\.txt"$/);
    expect(text.text).toMatch(
      /^Café plans: Q3\nStarted .+ UTC\n\nYou \(.+ UTC\):\nDraft a note to the team\.\n\nVerba \(/,
    );

    const json = await exportAs(ann, annSession.id, "json");
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(json.body.session).toMatchObject({ id: annSession.id, title: "Café plans: Q3" });
    expect(json.body.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  });

  it("answers the same file over tRPC as a value", async () => {
    const file = await t
      .trpc(ann.token)
      .sessions.export.query({ id: annSession.id, format: "text" });
    const rest = await exportAs(ann, annSession.id, "text");
    expect(file).toEqual({
      filename: expect.stringMatching(/\.txt$/),
      content_type: "text/plain; charset=utf-8",
      content: rest.text,
    });
  });

  it("answers 404 for another person's session and 400 for an unknown format", async () => {
    const other = await exportAs(ann, bobSession.id, "markdown");
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ detail: "Session not found" });
    expect(other.text).not.toContain("secret");
    expect((await exportAs(ann, "no-such-session", "json")).status).toBe(404);
    const format = await exportAs(ann, annSession.id, "pdf");
    expect(format.status).toBe(400);
    expect(format.body.detail).toBe("format must be markdown, text or json");
    expect((await exportAs(undefined, annSession.id, "json")).status).toBe(401);
  });

  it("exports all of a person's data, and only theirs", async () => {
    const response = await t.request("GET", "/api/v1/profile/export", undefined, ann.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="verba-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.body.profile).toMatchObject({
      user_id: ann.id,
      first_name: "Ann",
      email: ann.email,
    });
    expect(response.body.sessions).toEqual([
      expect.objectContaining({
        id: annSession.id,
        title: "Café plans: Q3",
        messages: [
          expect.objectContaining({ role: "user", content: "Draft a note to the team." }),
          expect.objectContaining({ role: "assistant" }),
        ],
      }),
    ]);
    expect(response.text).not.toContain(bobSession.id);
    expect(response.text).not.toContain("secret");
  });

  it("describes the downloads in the OpenAPI document", async () => {
    const document = await t.request("GET", "/api/v1/openapi.json");
    const answer = document.body.paths["/sessions/{id}/export"].get.responses["200"];
    expect(Object.keys(answer.content)).toEqual([
      "text/markdown",
      "text/plain",
      "application/json",
    ]);
    expect(document.body.paths["/profile/export"].get.responses["200"].content).toHaveProperty(
      "application/json",
    );
  });
});
