import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer, emailOTP, jwt, twoFactor } from "better-auth/plugins";
import type { Logger } from "pino";
import { fullName, issueMessage, MESSAGES, signUpProfileSchema } from "../shared";
import { accountSignInLimits } from "./auth/account-limits";
import { refuseMailWhenEmailIsOff, sendOrExplain } from "./auth/email-off";
import { freshSessionToDelete } from "./auth/fresh-session";
import { explainUntrustedOrigin, originLogLine, trustedOrigins } from "./auth/origins";
import { createProfileOrUndoSignUp } from "./auth/sign-up";
import { refuseSessionWithoutSecondFactor } from "./auth/two-factor-gate";
import type { Config } from "./config";
import { type DatabaseHandle, scrubDeletedText } from "./db";
import type { Mailer } from "./email";
import type { RateLimitStore } from "./rate-limit";
import type { SignInCache } from "./revocation/sign-in-cache";
import { hasTwoFactor } from "./services/accounts/accounts.repository";
import { isUsernameTaken } from "./services/accounts/profile.service";
import { sessionListChanged } from "./services/sessions/session-list-cache";

export const CLIENT_IP_HEADER = "x-verba-client-ip";

export interface AuthDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** Told when a sign-in ends, so a cached caller is refused at once. */
  signIns: Pick<SignInCache, "forgetSession">;
}

export function createAuth({
  config,
  database,
  mailer,
  logger,
  rateLimitStore,
  signIns,
}: AuthDeps) {
  const { db } = database;
  const sendMail = sendOrExplain(mailer);
  const requireVerification = Boolean(config.smtp);
  const mayRemoveSignInMethods = async (
    userId: string,
    ctx: { path?: string } | null | undefined,
  ) => {
    if (ctx?.path !== "/sign-in/email-otp") return true;
    // An account with two-factor on gets no session from the code (two-factor-gate),
    // so the code must not remove anything of it either.
    return requireVerification && !(await hasTwoFactor(db, userId));
  };

  return betterAuth({
    appName: "Verba",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: { db, type: database.dialect },
    trustedOrigins: trustedOrigins(config),
    logger: {
      log: (level, message) => {
        const origin = originLogLine(config, message);
        if (origin === null) logger[level]({ auth: true }, message);
        else if (origin) logger.warn({ auth: true }, origin);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: requireVerification,
      sendResetPassword: async ({ user, url }) => {
        await sendMail({
          to: user.email,
          subject: "Reset your Verba password",
          text: `Open this link to choose a new password: ${url}`,
        });
      },
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: requireVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail({
          to: user.email,
          subject: "Confirm your Verba account",
          text: `Open this link to confirm your email address: ${url}`,
        });
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            accessType: "offline",
            prompt: "consent",
          },
        }
      : undefined,
    user: {
      deleteUser: {
        enabled: true,
        // The account's words leave the SQLite file as they do when deleted through the API.
        afterDelete: async () => scrubDeletedText(db),
      },
    },
    // How recent a sign-in must be for what a stolen token must not do (deleting the account).
    session: { freshAge: config.freshSessionSeconds },
    rateLimit: {
      enabled: true,
      window: config.rateLimit.windowSeconds,
      max: config.rateLimit.authMax,
      // Sign-in style endpoints get the stricter limit: they are what a password guesser hits.
      customRules: Object.fromEntries(
        ["/sign-in/*", "/sign-up/*", "/email-otp/*", "/two-factor/*"].map((path) => [
          path,
          { window: config.rateLimit.windowSeconds, max: config.rateLimit.signInMax },
        ]),
      ),
      customStorage: { consume: (key, rule) => rateLimitStore.consume(`auth:${key}`, rule) },
    },
    advanced: {
      // The HTTP layer writes the caller's address here (honouring TRUST_PROXY), so a
      // client cannot pick its own rate-limit bucket with a forged X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips origin checks when the process runs tests; a server configured
      // as development or production checks them whatever the process, so tests can too.
      disableOriginCheck: config.env === "test" ? undefined : false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (!body.email || !body.password) {
          throw new APIError("BAD_REQUEST", { message: MESSAGES.emailOrPhoneAndPassword });
        }
        const parsed = signUpProfileSchema.safeParse(body);
        if (!parsed.success) {
          throw new APIError("BAD_REQUEST", {
            message: issueMessage(parsed.error.issues[0]),
          });
        }
        if (parsed.data.username && (await isUsernameTaken(db, parsed.data.username))) {
          throw new APIError("BAD_REQUEST", { message: MESSAGES.usernameTaken });
        }
        const name =
          typeof body.name === "string" && body.name.trim() !== ""
            ? body.name
            : (fullName(parsed.data.first_name, parsed.data.last_name) ?? "");
        return { context: { body: { ...body, name } } };
      }),
    },
    databaseHooks: {
      // better-auth's emailed-code sign-in strips the sign-in methods and sessions of an
      // account whose address was never confirmed, as a guard against someone who
      // registered that address first. Without SMTP nothing is ever confirmed (the code
      // goes to the server log), so that guard would delete the person's own password;
      // and for an account with two-factor on, the code is refused anyway.
      account: {
        delete: { before: async (account, ctx) => mayRemoveSignInMethods(account.userId, ctx) },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            await refuseSessionWithoutSecondFactor(db, session, ctx);
          },
        },
        delete: {
          before: async (session, ctx) => mayRemoveSignInMethods(session.userId, ctx),
          // Every way better-auth ends a sign-in (sign-out, revoking, a password reset,
          // deleting the user) deletes its row through here.
          // The user's kept session lists go too: nothing of theirs stays in memory past a sign-out.
          after: async (session) => {
            signIns.forgetSession(session.id);
            sessionListChanged(db, session.userId);
          },
        },
      },
      user: {
        create: {
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const parsed = signUpProfileSchema.safeParse(body);
            const profile = parsed.success ? parsed.data : {};
            const [first, ...rest] = (user.name ?? "").trim().split(/\s+/);
            await createProfileOrUndoSignUp({ db, logger }, user.id, {
              first_name:
                profile.first_name || (profile.last_name ? undefined : first) || undefined,
              last_name:
                profile.last_name || (profile.first_name ? undefined : rest.join(" ")) || undefined,
              username: profile.username,
            });
          },
        },
      },
    },
    plugins: [
      // The JWT is fetched on demand from /api/auth/token; signing one into a header of
      // every session lookup cost about 15% of the server's time under load.
      jwt({ disableSettingJwtHeader: true }),
      twoFactor({ issuer: "Verba" }),
      emailOTP({
        otpLength: 6,
        expiresIn: 600,
        sendVerificationOTP: async ({ email, otp, type }) => {
          await sendMail({
            to: email,
            subject: type === "sign-in" ? "Your Verba sign-in code" : "Your Verba code",
            text: `Your code is ${otp}. It expires in 10 minutes.`,
            code: otp,
          });
        },
      }),
      freshSessionToDelete(),
      refuseMailWhenEmailIsOff(config),
      explainUntrustedOrigin(config),
      accountSignInLimits(config, rateLimitStore),
      // Last, so its after-hook sees the session cookie as the other plugins left it: a
      // sign-in that two-factor turned into a challenge must not hand out a bearer token.
      bearer(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
