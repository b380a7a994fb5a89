/**
 * Secret values anyone can read: placeholders this repository has shipped in
 * docker-compose.yml, and the defaults of the libraries and servers Verba runs
 * with. A production server refuses them, since whoever knows one can sign
 * tokens in the operator's name.
 */
const PUBLISHED_SECRETS = new Set([
  // docker-compose.yml's fallback for LIVEKIT_API_SECRET until it became required.
  "change-this-livekit-secret-32-chars",
  // better-auth's own default secret.
  "better-auth-secret-12345678901234567890",
  // The key pair `livekit-server --dev` runs with (devkey: secret).
  "secret",
]);

/** Secrets in production: at least 32 characters, and none that has been published. */
export function productionSecretProblem(value: string): string | undefined {
  if (PUBLISHED_SECRETS.has(value.trim().toLowerCase()))
    return "a placeholder known to anyone who reads the repository or the library; set 32+ random characters (openssl rand -hex 32)";
  if (value.length < 32) return "must be at least 32 characters in production";
  return undefined;
}
