import { describe, expect, it } from "vitest";
import {
  DispatchError,
  parseDispatchMetadata,
} from "../../../../../src/server/voice/livekit/dispatch";
import { roomName } from "../../../../../src/server/voice/livekit/names";
import { DISPATCH, SESSION_ID, USER_ID } from "../../../../helpers/livekit-config";

describe("the worker's dispatch metadata", () => {
  const room = roomName(SESSION_ID);

  it("gives the session, user and sign-in of the job's room", () => {
    const metadata = JSON.stringify({ ...DISPATCH, extra: 1 });
    expect(parseDispatchMetadata(metadata, room)).toEqual(DISPATCH);
  });

  it.each([
    ["empty", ""],
    ["not JSON", "{sessionId"],
    ["without a user", JSON.stringify({ ...DISPATCH, userId: undefined })],
    ["without a session", JSON.stringify({ ...DISPATCH, sessionId: undefined })],
    ["without a sign-in", JSON.stringify({ sessionId: SESSION_ID, userId: USER_ID })],
    ["with a blank user", JSON.stringify({ ...DISPATCH, userId: "" })],
    ["with a number for a session", JSON.stringify({ ...DISPATCH, sessionId: 7 })],
  ])("refuses metadata %s", (_case, metadata) => {
    expect(() => parseDispatchMetadata(metadata, room)).toThrow(DispatchError);
  });

  it("refuses a session that is not the room's", () => {
    const metadata = JSON.stringify({ ...DISPATCH, sessionId: "another-session" });
    expect(() => parseDispatchMetadata(metadata, room)).toThrow(/not the room's/);
  });
});
