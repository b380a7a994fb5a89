import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { toast } from "sonner";

export interface SubmissionTexts {
  /** The error to show when the server gave no words of its own. */
  fallback: string;
  errorToast: string;
  successToast: string;
  successDescription: string;
}

export type SubmissionStatus<R> =
  | { state: "editing"; error?: string }
  | { state: "submitting" }
  | { state: "success"; result: R };

/**
 * The sentence to show for a failed call. A tRPC error reply carries the
 * server's own message. A reply without that shape (a proxy's or gateway's
 * error page, a dropped connection) may still hold a REST-style `message` or
 * `detail`; failing that, the form's fallback beats the client's internal text.
 */
function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof TRPCClientError)) return fallback;
  if (error.shape) return error.message || fallback;
  const body = error.meta?.responseJSON as { message?: unknown; detail?: unknown } | undefined;
  const text = body?.message ?? body?.detail;
  return typeof text === "string" && text ? text : fallback;
}

/**
 * editing → submitting → success, or back to editing with an error (spec §4).
 *
 * The spec's helper tries the call authenticated, then again without
 * authentication. Here the tRPC call goes to the same origin with the session
 * cookie: it is authenticated when a session exists and anonymous otherwise,
 * and the procedure accepts both, so one call covers both branches.
 */
export function useSubmission<R>(texts: SubmissionTexts) {
  const [status, setStatus] = useState<SubmissionStatus<R>>({ state: "editing" });

  async function submit(call: () => Promise<R>) {
    setStatus({ state: "submitting" });
    try {
      const result = await call();
      setStatus({ state: "success", result });
      toast.success(texts.successToast, { description: texts.successDescription });
      return true;
    } catch (error) {
      const message = failureMessage(error, texts.fallback);
      setStatus({ state: "editing", error: message });
      toast.error(texts.errorToast, { description: message });
      return false;
    }
  }

  return { status, submit, again: () => setStatus({ state: "editing" }) };
}
