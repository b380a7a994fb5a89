/**
 * The pages' Content-Security-Policy, as helmet's directive map: everything
 * from this origin only (helmet's defaults, written out so a change shows in
 * review), and the one other origin the web app talks to, the LiveKit server
 * browsers join voice rooms on.
 */
export type CspDirectives = Record<string, string[]>;

/** LiveKit Cloud hands out region hosts of its own beside the project's (livekit-client's isCloud). */
const LIVEKIT_CLOUD_DOMAINS = ["livekit.cloud", "livekit.run"];

/**
 * What livekit-client opens at a LiveKit URL: the signalling socket
 * (`ws(s)://…/rtc/v1`) and plain fetches to the same host in its http(s)
 * form (`/rtc/v1/validate` after a failed join, `HEAD /` when the network
 * comes back, and the web app's own reachability check before it hands over
 * the token). Origins only: any path on that host.
 */
export function liveKitSources(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const secure = url.protocol === "wss:" || url.protocol === "https:";
  const [socket, http] = secure ? ["wss:", "https:"] : ["ws:", "http:"];
  const sources = [`${socket}//${url.host}`, `${http}//${url.host}`];
  const cloud = LIVEKIT_CLOUD_DOMAINS.find((domain) => url.hostname.endsWith(`.${domain}`));
  // Region settings come from the project's host; the regions they name are other hosts there.
  if (cloud) sources.push(`wss://*.${cloud}`, `https://*.${cloud}`);
  return sources;
}

/**
 * The directives for every page, served at `publicUrl`. Media needs nothing more: the microphone and
 * LiveKit's tracks are MediaStreams (not loaded from URLs), the bridge's
 * audio is decoded from the socket's messages, and neither transport starts
 * workers or worklets.
 */
export function contentSecurityPolicy(
  options: { liveKitPublicUrl?: string; publicUrl?: string } = {},
): CspDirectives {
  // A server its people reach over plain http (PUBLIC_URL http://<address>) would have the
  // browser ask for its scripts over https, which it does not serve: the page would stay blank.
  const plainHttp = options.publicUrl?.startsWith("http:") ?? false;
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "connect-src": [
      "'self'",
      ...(options.liveKitPublicUrl ? liveKitSources(options.liveKitPublicUrl) : []),
    ],
    "font-src": ["'self'", "https:", "data:"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    "img-src": ["'self'", "data:"],
    "object-src": ["'none'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "https:", "'unsafe-inline'"],
    ...(plainHttp ? {} : { "upgrade-insecure-requests": [] }),
  };
}
