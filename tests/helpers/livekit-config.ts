import type { LiveKitConfig } from "../../src/server/config";

/** A LiveKit deployment as the server's config names it; nothing listens at its URLs. */
export const LIVEKIT: LiveKitConfig = {
  url: "ws://livekit:7880",
  publicUrl: "wss://rtc.example.com",
  apiKey: "APIverba",
  apiSecret: "a-livekit-secret-of-at-least-32-chars",
  agentName: "verba-agent",
};
export const USER_ID = "0199a1b2-user-4c3d-8e9f-000000000001";
export const SESSION_ID = "0199a1b2-sess-4c3d-8e9f-000000000002";
export const AUTH_SESSION_ID = "sign-in-session-id-0003";
/** What a token for USER_ID's SESSION_ID tells the worker. */
export const DISPATCH = { userId: USER_ID, sessionId: SESSION_ID, authSessionId: AUTH_SESSION_ID };
