import { describe, expect, it } from "vitest";
import {
  browserTips,
  checkBrowserSupport,
  closeReasonText,
  connectionErrorInfo,
  detectBrowser,
  isRecoverable,
  sampleRateWarning,
  toSessionError,
  voiceErrorText,
} from "../../../../src/web/voice/errors";

const UA = {
  chrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0",
  safari: "Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
  iosSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
};

describe("voice errors", () => {
  it("detects the browser from the user agent", () => {
    expect(detectBrowser(UA.chrome)).toEqual({ name: "Chrome", isIOS: false, isMobile: false });
    expect(detectBrowser(UA.edge).name).toBe("Edge");
    expect(detectBrowser(UA.firefox).name).toBe("Firefox");
    expect(detectBrowser(UA.safari).name).toBe("Safari");
    expect(detectBrowser(UA.iosSafari)).toEqual({ name: "Safari", isIOS: true, isMobile: true });
    expect(detectBrowser("curl/8").name).toBe("Unknown");
  });

  it("gives the spec's support messages and tips", () => {
    const unsupported = checkBrowserSupport(detectBrowser(UA.iosSafari), {
      getUserMedia: true,
      mediaRecorder: false,
    });
    expect(unsupported).toMatchObject({
      supported: false,
      title: "Voice recording is not fully supported in Safari",
      detail: "Browser does not support audio recording",
    });
    expect(unsupported.suggestions.join(" ")).toMatch(/Chrome, Firefox or Edge/);
    expect(unsupported.suggestions.join(" ")).toMatch(/update Safari/i);
    expect(unsupported.suggestions.join(" ")).toMatch(/iOS.*Chrome/);
    expect(unsupported.suggestions.join(" ")).toMatch(/[Tt]ap/);
    expect(browserTips(detectBrowser("curl/8"))).toEqual(["Use Chrome, Firefox or Edge for voice"]);
    expect(browserTips(detectBrowser(UA.firefox)).join(" ")).toMatch(/[Uu]pdate.*microphone/);
    expect(
      checkBrowserSupport(detectBrowser(UA.chrome), { getUserMedia: true, mediaRecorder: true })
        .supported,
    ).toBe(true);
  });

  it("has the connection error table", () => {
    expect(connectionErrorInfo("TIMEOUT")).toEqual({
      text: "Connection timed out. Please check your connection.",
      retryable: true,
    });
    expect(connectionErrorInfo("RATE_LIMITED").retryable).toBe(false);
    expect(connectionErrorInfo("SERVER_UNAVAILABLE").text).toBe(
      "Voice service is temporarily unavailable.",
    );
    expect(connectionErrorInfo("WHATEVER")).toEqual({
      text: "Connection failed. Please try again.",
      retryable: true,
    });
  });

  it("maps transport errors onto session codes with their recoverability", () => {
    const map = (source: "recorder" | "connection" | "server" | "player", code: string) =>
      toSessionError({ source, code, message: "m" }).code;
    expect(map("recorder", "PERMISSION_DENIED")).toBe("AUDIO_PERMISSION_DENIED");
    expect(map("recorder", "STREAM_LOST")).toBe("AUDIO_DEVICE_ERROR");
    expect(map("connection", "AUTHENTICATION_FAILED")).toBe("SESSION_EXPIRED");
    expect(map("connection", "CONNECTION_FAILED")).toBe("CONNECTION_FAILED");
    expect(map("server", "STT_ERROR")).toBe("SERVER_ERROR");
    expect(map("player", "X")).toBe("NETWORK_ERROR");
    expect(
      ["AUDIO_PERMISSION_DENIED", "SESSION_EXPIRED", "SESSION_TIMEOUT", "SERVER_ERROR"].map(
        (code) => isRecoverable(code as never),
      ),
    ).toEqual([false, false, false, true]);
    expect(voiceErrorText("No microphone found")).toBe("Voice Error: No microphone found");
  });

  it("words the server's close reasons as the spec does", () => {
    expect(closeReasonText("inactive_timeout")).toBe(
      "Session closed due to inactivity. Click the mic to start again.",
    );
    expect(closeReasonText("max_duration_exceeded")).toBe(
      "Session limit reached (30 min max). Click the mic to start a new session.",
    );
    expect(closeReasonText("unrecoverable_stt_error")).toBe(
      "Speech recognition error occurred. Please try again.",
    );
    expect(closeReasonText("user_stopped")).toBeUndefined();
  });

  it("warns about sample rates outside 8000-48000 Hz", () => {
    expect(sampleRateWarning(16_000)).toBeUndefined();
    expect(sampleRateWarning(48_000)).toBeUndefined();
    expect(sampleRateWarning(7_999)).toMatch(/16000 Hz/);
  });
});
