/** spec §5 browser support: which browser this is, what it lacks, and what to try instead. */

export type BrowserName = "Chrome" | "Edge" | "Firefox" | "Safari" | "Opera" | "Unknown";

export interface BrowserInfo {
  name: BrowserName;
  isIOS: boolean;
  isMobile: boolean;
}

/** Order matters: Edge and Opera also say Chrome, and Chrome also says Safari. */
export function detectBrowser(userAgent: string): BrowserInfo {
  const isIOS = /iPad|iPhone|iPod/.test(userAgent);
  const isMobile = isIOS || /Android|Mobile/i.test(userAgent);
  let name: BrowserName = "Unknown";
  if (/Edg(e|A|iOS)?\//.test(userAgent)) name = "Edge";
  else if (/OPR\/|Opera/.test(userAgent)) name = "Opera";
  else if (/Firefox\/|FxiOS\//.test(userAgent)) name = "Firefox";
  else if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) name = "Chrome";
  else if (/Safari\//.test(userAgent)) name = "Safari";
  return { name, isIOS, isMobile };
}

export interface BrowserSupport {
  supported: boolean;
  /** 'Voice recording is not fully supported in {browser}' when not supported. */
  title?: string;
  /** 'Browser does not support audio recording' when not supported. */
  detail?: string;
  suggestions: string[];
  warnings: string[];
}

export const USE_SUPPORTED_BROWSER_TIP = "Use Chrome, Firefox or Edge for voice";

export function browserTips(browser: BrowserInfo): string[] {
  const tips: string[] = [];
  if (browser.name === "Safari") {
    tips.push(
      "Use Chrome or Firefox for the best voice experience",
      "Update Safari to the latest version",
    );
    if (browser.isIOS) tips.push("On iOS, voice works best in Chrome");
  } else if (browser.name === "Unknown") {
    tips.push(USE_SUPPORTED_BROWSER_TIP);
  } else {
    tips.push(
      "Update your browser to the latest version",
      "Enable microphone permissions for this site",
    );
  }
  if (browser.isMobile) tips.push("Tap to record: tap the mic, speak, then tap again");
  return tips;
}

/** spec §5 browser support: real-time capture (WebRTC getUserMedia) and a media recorder. */
export function checkBrowserSupport(
  browser: BrowserInfo,
  capabilities: { getUserMedia: boolean; mediaRecorder: boolean },
): BrowserSupport {
  const warnings: string[] = [];
  if (!capabilities.getUserMedia) warnings.push("WebRTC audio capture is not available");
  if (!capabilities.mediaRecorder) warnings.push("MediaRecorder is not available");
  if (warnings.length === 0) return { supported: true, suggestions: [], warnings };
  return {
    supported: false,
    title: `Voice recording is not fully supported in ${browser.name}`,
    detail: "Browser does not support audio recording",
    suggestions: [
      USE_SUPPORTED_BROWSER_TIP,
      ...browserTips(browser).filter((tip) => tip !== USE_SUPPORTED_BROWSER_TIP),
    ],
    warnings,
  };
}
