import { exportJWK, generateKeyPair, SignJWT } from "jose";

export const GOOGLE_CLIENT_ID = "verba-test.apps.googleusercontent.com";

/**
 * Google's token endpoint and keys, answered in this process: better-auth fetches
 * them with the global fetch, so its real code runs on an identity signed here.
 */
export async function standInGoogle() {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "stand-in", alg: "RS256", use: "sig" };
  const next = { email: "", nonce: undefined as string | undefined };
  const idToken = () =>
    new SignJWT({ email: next.email, email_verified: true, name: "Someone", nonce: next.nonce })
      .setProtectedHeader({ alg: "RS256", kid: "stand-in" })
      .setIssuer("https://accounts.google.com")
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject(`google-${next.email}`)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey);
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith("https://oauth2.googleapis.com/token")) {
      return Response.json({
        access_token: "stand-in-access",
        token_type: "Bearer",
        expires_in: 3600,
        id_token: await idToken(),
      });
    }
    if (url.startsWith("https://www.googleapis.com/oauth2/v3/certs")) {
      return Response.json({ keys: [jwk] });
    }
    return realFetch(input, init);
  };
  return { next, idToken, restore: () => (globalThis.fetch = realFetch) };
}
