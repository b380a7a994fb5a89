import { z } from "zod";

const msSinceEndOfSpeech = z.number().int();

/**
 * How long one spoken turn took, as the person lived it: each field counts
 * milliseconds from the end of their speech to one step of the reply. Only
 * numbers, never audio. A step the server could not time is left out;
 * `model_asked_ms` may come before `end_of_turn_ms` when the model was asked
 * ahead of the end of the turn.
 */
export const turnMetricsSchema = z.object({
  /** The final transcript was there. */
  transcript_ms: msSinceEndOfSpeech.nonnegative().optional(),
  /** The turn was taken as ended. */
  end_of_turn_ms: msSinceEndOfSpeech.nonnegative().optional(),
  /** The model was asked for the reply. */
  model_asked_ms: msSinceEndOfSpeech.optional(),
  /** The model's first token came. */
  first_token_ms: msSinceEndOfSpeech.optional(),
  /** The reply's first audio went out: the latency the person hears. */
  first_audio_ms: msSinceEndOfSpeech.nonnegative(),
});
export type TurnMetrics = z.infer<typeof turnMetricsSchema>;
