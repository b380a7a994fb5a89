import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../helpers/test-instance";
import { connectVoice } from "../../../helpers/voice-client";

const NUL = "\u0000";

interface Case {
  name: string;
  method: string;
  path: (sessionId: string) => string;
  body?: Record<string, unknown>;
  /** The field the answer must name (`id` for a session id in the path). */
  field: string;
  signedIn?: boolean;
}

const feedback = {
  name: "Ann Example",
  email: "ann@example.com",
  feedback_type: "general",
  rating: 4,
  message: "A long enough message for the form.",
};
const contact = {
  name: "Ann Example",
  email: "ann@example.com",
  subject: "A question",
  message: "A long enough message for the form.",
};
const signUp = {
  email: "fuzz@example.com",
  password: "correct-horse-battery",
  first_name: "Ann",
  last_name: "Example",
};

const CASES: Case[] = [
  {
    name: "a new session's title",
    method: "POST",
    path: () => "/api/v1/sessions",
    body: { title: `a${NUL}b` },
    field: "title",
  },
  {
    name: "a rename's title",
    method: "PUT",
    path: (id) => `/api/v1/sessions/${id}/title`,
    body: { title: NUL },
    field: "title",
  },
  {
    name: "a session id in the messages path",
    method: "GET",
    path: () => "/api/v1/sessions/a%00b/messages",
    field: "id",
  },
  {
    name: "a session id in the delete path",
    method: "DELETE",
    path: () => "/api/v1/sessions/%00",
    field: "id",
  },
  {
    name: "a session id in the rename path",
    method: "PUT",
    path: () => "/api/v1/sessions/x%00/title",
    body: { title: "Fine" },
    field: "id",
  },
  {
    name: "a chat message",
    method: "POST",
    path: (id) => `/api/v1/sessions/${id}/messages`,
    body: { message: `hi${NUL}` },
    field: "message",
  },
  {
    name: "a session id in the send path",
    method: "POST",
    path: () => "/api/v1/sessions/a%00/messages",
    body: { message: "hi" },
    field: "id",
  },
  {
    name: "a session id in the cancel path",
    method: "POST",
    path: () => "/api/v1/sessions/a%00/messages/cancel",
    body: {},
    field: "id",
  },
  {
    name: "the sessions list cursor",
    method: "GET",
    path: () => "/api/v1/sessions?before=a%00b",
    field: "before",
  },
  {
    name: "the messages list cursor",
    method: "GET",
    path: (id) => `/api/v1/sessions/${id}/messages?before=%00`,
    field: "before",
  },
  {
    name: "a first name",
    method: "PUT",
    path: () => "/api/v1/profile",
    body: { first_name: `A${NUL}` },
    field: "first_name",
  },
  {
    name: "a last name with an escape",
    method: "PUT",
    path: () => "/api/v1/profile",
    body: { last_name: "B\u001b[31m" },
    field: "last_name",
  },
  {
    name: "a username",
    method: "PUT",
    path: () => "/api/v1/profile",
    body: { first_name: "Ann", username: `ab${NUL}c` },
    field: "username",
  },
  {
    name: "a voice choice",
    method: "PUT",
    path: () => "/api/v1/profile/voice-preference",
    body: { voice_id: `x${NUL}` },
    field: "voice_id",
  },
  {
    name: "a voice preview",
    method: "POST",
    path: () => "/api/v1/voice/preview",
    body: { voice_id: NUL },
    field: "voice_id",
  },
  {
    name: "a voice transport's session",
    method: "POST",
    path: () => "/api/v1/voice/transport",
    body: { session_id: `s${NUL}` },
    field: "session_id",
  },
  {
    name: "a feedback name",
    method: "POST",
    path: () => "/api/v1/feedback",
    body: { ...feedback, name: `Ann${NUL}` },
    field: "name",
    signedIn: false,
  },
  {
    name: "a feedback message",
    method: "POST",
    path: () => "/api/v1/feedback",
    body: { ...feedback, message: `${feedback.message}${NUL}` },
    field: "message",
    signedIn: false,
  },
  {
    name: "a feedback subject",
    method: "POST",
    path: () => "/api/v1/feedback",
    body: { ...feedback, subject: "Bell\u0007" },
    field: "subject",
    signedIn: false,
  },
  {
    name: "a feedback session id",
    method: "POST",
    path: () => "/api/v1/feedback",
    body: { ...feedback, session_id: `s${NUL}` },
    field: "session_id",
    signedIn: false,
  },
  {
    name: "a feedback browser name",
    method: "POST",
    path: () => "/api/v1/feedback",
    body: { ...feedback, metadata: { userAgent: `UA${NUL}` } },
    field: "metadata.userAgent",
    signedIn: false,
  },
  {
    name: "a contact company",
    method: "POST",
    path: () => "/api/v1/contact",
    body: { ...contact, company: `Acme${NUL}` },
    field: "company",
    signedIn: false,
  },
  {
    name: "a contact subject",
    method: "POST",
    path: () => "/api/v1/contact",
    body: { ...contact, subject: `Hello${NUL}` },
    field: "subject",
    signedIn: false,
  },
  {
    name: "a contact phone",
    method: "POST",
    path: () => "/api/v1/contact",
    body: { ...contact, phone: `5551234567${NUL}` },
    field: "phone",
    signedIn: false,
  },
  {
    name: "a sign-up first name",
    method: "POST",
    path: () => "/api/auth/sign-up/email",
    body: { ...signUp, first_name: `A${NUL}` },
    field: "first_name",
    signedIn: false,
  },
  {
    name: "a sign-up display name",
    method: "POST",
    path: () => "/api/auth/sign-up/email",
    body: { ...signUp, name: `Ann${NUL}` },
    field: "name",
    signedIn: false,
  },
  {
    name: "a sign-up email",
    method: "POST",
    path: () => "/api/auth/sign-up/email",
    body: { ...signUp, email: `fuzz${NUL}@example.com` },
    field: "email",
    signedIn: false,
  },
  {
    name: "a sign-in email",
    method: "POST",
    path: () => "/api/auth/sign-in/email",
    body: { email: `ann${NUL}@example.com`, password: "whatever-it-is" },
    field: "email",
    signedIn: false,
  },
  {
    name: "an emailed code's address",
    method: "POST",
    path: () => "/api/auth/email-otp/send-verification-otp",
    body: { email: `ann${NUL}@example.com`, type: "sign-in" },
    field: "email",
    signedIn: false,
  },
  {
    name: "a dictation's typed text",
    method: "POST",
    path: () => "/api/v1/extension/dictate",
    body: { mode: "reply", text: `Thanks${NUL}` },
    field: "text",
  },
  {
    name: "a selection to rewrite",
    method: "POST",
    path: () => "/api/v1/extension/dictate",
    body: { mode: "transform", context: `Selected${NUL}`, instruction: "shorter" },
    field: "context",
  },
];

describe.each(DIALECTS)("text holding control characters (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;
  let sessionId: string;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp();
    sessionId = (await t.trpc(ann.token).sessions.create.mutate({ title: "Kept" })).id;
    // A voice host starts on first use in tests: it starts here, under the
    // hook's longer limit, so the voice cases' message waits do not pay for
    // seconds of module loading (more on a busy machine).
    await t.services.voiceHosts.warm();
  });
  afterAll(() => t.close());

  it.each(CASES)("refuses $name with a 4xx naming the field, never a 500", async (fuzz) => {
    const token = fuzz.signedIn === false ? undefined : ann.token;
    const response = await t.request(fuzz.method, fuzz.path(sessionId), fuzz.body, token);
    expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(response.status, response.text).toBeLessThan(500);
    expect(typeof response.body?.detail, response.text).toBe("string");
    expect(response.body.detail).toContain(`${fuzz.field}:`);
  });

  it("stores nothing of a refused text, and keeps tabs, line breaks and CR LF", async () => {
    const renamed = await t.request(
      "PUT",
      `/api/v1/sessions/${sessionId}/title`,
      { title: "Line\tone\r\nand two" },
      ann.token,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe("Line\tone\r\nand two");
    const users = await t.db.selectFrom("user").select("email").execute();
    expect(users.map((user) => user.email)).not.toContain("fuzz@example.com");
  });

  it("refuses it over tRPC with the same field-naming answer", async () => {
    await expect(
      t.trpc(ann.token).sessions.create.mutate({ title: `x${NUL}` }),
    ).rejects.toMatchObject({
      data: { httpStatus: 400, detail: expect.stringContaining("title:") },
    });
  });

  it("closes a voice socket whose session_id holds NUL with a policy close naming it", async () => {
    const voice = await connectVoice(t.baseUrl, { token: ann.token, session_id: `a${NUL}b` });
    const closed = await voice.closed;
    expect(closed.code).toBe(1008);
    expect(closed.reason).toContain("session_id:");
  });

  it("answers a voice message whose session_id holds NUL with INVALID_MESSAGE naming it", async () => {
    const voice = await connectVoice(t.baseUrl, { token: ann.token, session_id: sessionId });
    voice.send({ type: "mute", session_id: `a${NUL}`, is_muted: true });
    const error = await voice.waitForType("error");
    expect(error).toMatchObject({ code: "INVALID_MESSAGE" });
    expect(error.message).toContain("session_id:");
    await voice.heartbeat();
    await voice.close();
  });
});
