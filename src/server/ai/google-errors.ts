import { ProviderError } from "./types";

type GoogleService = "Speech-to-Text" | "Text-to-Speech";

const FAILED: Record<GoogleService, string> = {
  "Speech-to-Text": "speech recognition failed",
  "Text-to-Speech": "speech synthesis failed",
};

/**
 * What Google's speech services throw (google-gax GoogleError, whose `code`
 * is a gRPC status) turned into what the operator should do.
 */
export function describeGoogleError(service: GoogleService, error: unknown): ProviderError {
  const code = (error as { code?: unknown } | null)?.code;
  const reason = error instanceof Error ? error.message : String(error);
  const fail = (message: string) => new ProviderError("google", message, { cause: error });
  switch (code) {
    case 7: // PERMISSION_DENIED
    case 16: // UNAUTHENTICATED
      return fail(
        `${service} refused the credentials; check GOOGLE_APPLICATION_CREDENTIALS, GOOGLE_CLOUD_PROJECT and that the ${service} API is enabled`,
      );
    case 8: // RESOURCE_EXHAUSTED
      return fail(`the ${service} quota is used up; try again later or raise the project's quota`);
    case 3: // INVALID_ARGUMENT
      return fail(`${service} rejected the request: ${reason}`);
    case 11: // OUT_OF_RANGE: a stream ran past Google's limit
      return fail(`${service} ended the stream: ${reason}`);
    case 4: // DEADLINE_EXCEEDED
    case 14: // UNAVAILABLE
      return fail(`${service} is unavailable; check the network and try again`);
  }
  // google-auth-library fails before any call, without a status code.
  if (/default credentials/i.test(reason)) {
    return fail(
      "no Google credentials were found; set GOOGLE_APPLICATION_CREDENTIALS to a service account key file",
    );
  }
  return fail(`${FAILED[service]}: ${reason}`);
}
