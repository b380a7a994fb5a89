import { z } from "zod";
import {
  type DictateEvent,
  dictateInputSchema,
  dictateOutputSchema,
  INSTALLATION_HEADER,
} from "../../../shared";
import { type DictationRequest, dictateInTurn } from "../../services/dictation/dictation.service";
import { audioAllowance, type ExtensionContext, extensionProcedure } from "../extension-procedure";
import { streamWhileSignedIn } from "../signed-in";

/** The dictation, in the server's bounded line of dictations, for this caller. */
function dictationFor(
  ctx: ExtensionContext,
  input: DictationRequest,
  onEvent?: (event: DictateEvent) => void,
  signal?: AbortSignal,
) {
  const deps = {
    db: ctx.db,
    queue: ctx.capacity.dictation,
    stt: ctx.ai.stt,
    llm: ctx.ai.llm,
    logger: ctx.logger,
    chargeAudio: audioAllowance(ctx),
    audio: ctx.voiceHosts.dictationAudio,
  };
  return dictateInTurn(deps, ctx.user?.id ?? null, input, onEvent, signal);
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
    .mutation(({ ctx, input, signal }) => dictationFor(ctx, input, undefined, signal)),

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
        dictationFor(ctx, input, emit, anyOf(signal, signIn?.signal)),
      ),
    ),
};

function anyOf(...signals: (AbortSignal | undefined)[]) {
  return AbortSignal.any(signals.filter((signal) => signal !== undefined));
}
