import { TRPCError } from "@trpc/server";
import { z } from "zod";
import {
  type DictateEvent,
  dictateInputSchema,
  dictateOutputSchema,
  EXTENSION_MESSAGES,
  INSTALLATION_HEADER,
} from "../../../shared";
import { type DictationDeps, dictate } from "../../services/dictation.service";
import { getTerms } from "../../services/dictionary.service";
import type { Context } from "../context";
import { middleware, publicProcedure, RateLimitError } from "../init";
import { streamWhileSignedIn } from "../signed-in";

const installationIdSchema = z.uuid();

/**
 * Who is calling, for the limits: a signed-in user by account; anyone else
 * by the installation id the extension sends and, as a second count, by
 * address, so that making up a fresh installation id does not reset the limit.
 */
const extensionLimits = middleware(async ({ ctx, next }) => {
  const { rateLimit } = ctx.config;
  const counts: [key: string, max: number][] = [];
  if (ctx.user) {
    counts.push([`extension:u:${ctx.user.id}`, rateLimit.extensionUserMax]);
  } else {
    const installation = ctx.headers.get(INSTALLATION_HEADER) ?? "";
    if (!installationIdSchema.safeParse(installation).success) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: EXTENSION_MESSAGES.installationRequired,
      });
    }
    counts.push(
      [`extension:i:${installation.toLowerCase()}`, rateLimit.extensionAnonMax],
      [`extension:ip:${ctx.ip}`, rateLimit.extensionIpMax],
    );
  }
  // One after the other: a call its installation refuses does not use up the address's allowance.
  for (const [key, max] of counts) {
    const { allowed, retryAfter } = await ctx.rateLimitStore.consume(key, {
      window: rateLimit.windowSeconds,
      max,
    });
    if (!allowed) {
      throw new RateLimitError(
        EXTENSION_MESSAGES.rateLimited,
        retryAfter ?? rateLimit.windowSeconds,
      );
    }
  }
  return next();
});

const extensionProcedure = publicProcedure.use(extensionLimits);

/** The providers, and the dictionary: the one sent, and a signed-in person's saved one. */
async function dictationDeps(ctx: Context, sent: readonly string[] = []): Promise<DictationDeps> {
  const saved = ctx.user ? await getTerms(ctx.db, ctx.user.id) : [];
  const dictionary = [...new Set([...saved, ...sent])];
  return { stt: ctx.ai.stt, llm: ctx.ai.llm, logger: ctx.logger, dictionary };
}

const tags = ["extension"];

export const extensionRouter = {
  dictate: extensionProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/extension/dictate",
        tags,
        protect: false,
        summary: "Speech or typed text in, polished text out; nothing is stored",
        requestHeaders: z.object({
          [INSTALLATION_HEADER]: z
            .string()
            .optional()
            .describe("The extension's installation id (a UUID); required when not signed in"),
        }),
      },
    })
    .input(dictateInputSchema)
    .output(dictateOutputSchema)
    .mutation(async ({ ctx, input, signal }) =>
      dictate(await dictationDeps(ctx, input.dictionary), input, undefined, signal),
    ),

  /**
   * The same dictation as server-sent events, so the page shows text as it
   * is written: what was heard, the text in pieces, then the whole. Leaving
   * stops the work: there is nothing to keep; so does signing out. The input
   * is large (audio), so the extension sends it as a POST body (tRPC's method
   * override).
   */
  dictateStream: extensionProcedure
    .input(dictateInputSchema)
    .subscription(({ ctx, input, signal }) =>
      streamWhileSignedIn<DictateEvent>(ctx, signal, async (emit, signIn) =>
        dictate(
          await dictationDeps(ctx, input.dictionary),
          input,
          emit,
          anyOf(signal, signIn?.signal),
        ),
      ),
    ),
};

function anyOf(...signals: (AbortSignal | undefined)[]) {
  return AbortSignal.any(signals.filter((signal) => signal !== undefined));
}
