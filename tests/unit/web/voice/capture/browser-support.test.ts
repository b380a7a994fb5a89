import { describe, expect, it } from "vitest";
import {
  browserTips,
  checkBrowserSupport,
  detectBrowser,
} from "../../../../../src/web/voice/capture/browser-support";

const UA = {
  chrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0",
  safari: "Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
  iosSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
};

describe("browser support", () => {
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
});
