import { emailOTPClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * The accounts API at /api/auth on the same origin; the session travels in
 * its HttpOnly cookie, so no token is kept in page script reach.
 */
export const authClient = createAuthClient({
  plugins: [emailOTPClient(), twoFactorClient()],
});
