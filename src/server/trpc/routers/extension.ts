import { TRPCError } from "@trpc/server";
import { z } from "zod";
import {
  type DictateEvent,
  dictateInputSchema,
  dictateOutputSchema,
  EXTENSION_MESSAGES,
  INSTALLATION_HEADER,
  MESSAGES,
} from "../../../shared";
import {
  type DictationDeps,
  type DictationRequest,
  dictate,
} from "../../services/dictation.service";
import { getTerms } from "../../services/dictionary.service";
import { BusyError } from "../../services/errors";
import type { Context } from "../context";
import { asTRPCError, middleware, publicProcedure, RateLimitError } from "../init";
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
  let installation: string | undefined;
  if (ctx.user) {
    counts.push([`extension:u:${ctx.user.id}`, rateLimit.extensionUserMax]);
  } else {
    installation = (ctx.headers.get(INSTALLATION_HEADER) ?? "").toLowerCase();
    if (!installationIdSchema.safeParse(installation).success) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: EXTENSION_MESSAGES.installationRequired,
      });
    }
    counts.push(
      [`extension:i:${installation}`, rateLimit.extensionAnonMax],
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
  return next({ ctx: { installation } });
});

/**
 * A full server says so before any work starts, and the caller's allowance is
 * not spent on it: 503 with the wait in `Retry-After` (a stream gets the same
 * error as its one event).
 */
const dictationRoom = middleware(({ ctx, next }) => {
  const queue = ctx.capacity.dictation;
  if (queue.full) throw asTRPCError(new BusyError(MESSAGES.dictationBusy, queue.retryAfter));
  return next();
});

const extensionProcedure = publicProcedure.use(dictationRoom).use(extensionLimits);

type ExtensionContext = Context & { installation: string | undefined };

/**
 * Anonymous callers' recordings count in seconds, per installation and per
 * address: a minute of speech costs the server far more than a typed line.
 */
function audioAllowance(ctx: ExtensionContext) {
  const { installation } = ctx;
  if (ctx.user || !installation) return undefined;
  const { rateLimit } = ctx.config;
  return async (seconds: number) => {
    const counts: [key: string, max: number][] = [
      [`extension:audio:i:${installation}`, rateLimit.extensionAnonAudioSeconds],
      [`extension:audio:ip:${ctx.ip}`, rateLimit.extensionIpAudioSeconds],
    ];
    for (const [key, max] of counts) {
      const rule = { window: rateLimit.windowSeconds, max };
      const { allowed, retryAfter } = await ctx.rateLimitStore.consume(
        key,
        rule,
        Math.ceil(seconds),
      );
      if (!allowed)
        throw new RateLimitError(EXTENSION_MESSAGES.audioLimited, retryAfter ?? rule.window);
    }
  };
}

/** The dictation, when its turn comes in the server's bounded line of dictations. */
async function queuedDictation(
  ctx: ExtensionContext,
  input: DictationRequest,
  onEvent?: (event: DictateEvent) => void,
  signal?: AbortSignal,
) {
  // The dictionary: the one sent, and a signed-in person's saved one.
  const saved = ctx.user ? await getTerms(ctx.db, ctx.user.id) : [];
  const deps: DictationDeps = {
    stt: ctx.ai.stt,
    llm: ctx.ai.llm,
    logger: ctx.logger,
    chargeAudio: audioAllowance(ctx),
    audio: ctx.voiceHosts.dictationAudio,
    dictionary: [...new Set([...saved, ...(input.dictionary ?? [])])],
  };
  return ctx.capacity.dictation.run(() => dictate(deps, input, onEvent, signal), signal);
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
    .mutation(({ ctx, input, signal }) => queuedDictation(ctx, input, undefined, signal)),

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
      streamWhileSignedIn<DictateEvent>(ctx, signal, (emit, signIn) =>
        queuedDictation(ctx, input, emit, anyOf(signal, signIn?.signal)),
      ),
    ),
};

function anyOf(...signals: (AbortSignal | undefined)[]) {
  return AbortSignal.any(signals.filter((signal) => signal !== undefined));
}
