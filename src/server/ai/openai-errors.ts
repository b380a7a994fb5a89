import OpenAI from "openai";
import { ProviderError } from "./types";

type OpenAIService = "speech" | "transcription";

/** How each endpoint's failures are told: its server, the model's variable, what it was sent. */
const SERVICES: Record<
  OpenAIService,
  { server: string; modelVariable: string; sent: string; failed: string }
> = {
  speech: {
    server: "the speech server",
    modelVariable: "OPENAI_TTS_MODEL",
    sent: "the request",
    failed: "speech synthesis failed",
  },
  transcription: {
    server: "the transcription server",
    modelVariable: "OPENAI_STT_MODEL",
    sent: "the audio",
    failed: "speech recognition failed",
  },
};

/**
 * What the OpenAI SDK throws for an OpenAI-compatible server (its HTTP status,
 * or the lack of an answer) turned into what the operator should do.
 */
export function describeOpenAIError(service: OpenAIService, error: unknown): ProviderError {
  const { server, modelVariable, sent, failed } = SERVICES[service];
  const fail = (message: string) => new ProviderError("openai", message, { cause: error });
  if (error instanceof OpenAI.APIConnectionError) {
    return fail(`could not reach ${server}; check OPENAI_BASE_URL (${error.message})`);
  }
  const status = error instanceof OpenAI.APIError ? error.status : undefined;
  const reason = error instanceof Error ? error.message : String(error);
  if (status === 401 || status === 403) {
    return fail(`${server} refused the API key; check OPENAI_API_KEY`);
  }
  if (status === 404) {
    return fail(`${server} has no such model or endpoint; check ${modelVariable}`);
  }
  if (status === 429) {
    return fail(`${server}'s rate limit or quota is used up; try again later`);
  }
  if (status !== undefined && status >= 500) {
    return fail(`${server} failed (${status}); try again later`);
  }
  if (status !== undefined) return fail(`${server} rejected ${sent}: ${reason}`);
  return fail(`${failed}: ${reason}`);
}
