import { describe, expect, it } from "vitest";
import { participantIdentity, roomName } from "../../../../../src/server/voice/livekit/names";
import { LIVEKIT, SESSION_ID, USER_ID } from "../../../../helpers/livekit-config";

describe("names in LiveKit", () => {
  it("give each chat session its own room", () => {
    expect(roomName(SESSION_ID)).toBe(`verba-${SESSION_ID}`);
  });

  it("name each user with a stable pseudonym that differs per user and per secret", () => {
    const identity = participantIdentity(USER_ID, LIVEKIT.apiSecret);
    expect(identity).toMatch(/^user_[0-9a-f]{32}$/);
    expect(participantIdentity(USER_ID, LIVEKIT.apiSecret)).toBe(identity);
    expect(participantIdentity("another-user", LIVEKIT.apiSecret)).not.toBe(identity);
    expect(participantIdentity(USER_ID, "another-secret")).not.toBe(identity);
  });
});
