import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import type { z } from "zod";
import { useFormFields } from "./use-form-fields";
import { type SubmissionStatus, type SubmissionTexts, useSubmission } from "./use-submission";

/** `I` is what the schema makes of the fields; the procedure's own input type `M` must take it. */
export interface FormPageOptions<V, M, I extends M, R, E, C> {
  /** The fields as a new form shows them. */
  empty: V;
  /** The shared schema: its messages are the ones the fields show. */
  schema: z.ZodType<I>;
  /** What this page adds to the metadata every submission carries. */
  metadata: () => Record<string, unknown>;
  /** The procedure the form sends to. */
  mutation: UseMutationOptions<R, E, M, C>;
  texts: SubmissionTexts;
}

/**
 * A public form from first keystroke to thank-you: its fields, the schema's
 * check on submit, the call with the browser's metadata, and a fresh form
 * after success (spec §4 Forms).
 */
export function useFormPage<V extends { name: string; email: string }, M, I extends M, R, E, C>({
  empty,
  schema,
  metadata,
  mutation,
  texts,
}: FormPageOptions<V, M, I, R, E, C>) {
  const form = useFormFields(empty);
  const send = useMutation(mutation);
  const submission = useSubmission<R>(texts);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.check(schema, {
      ...form.values,
      metadata: {
        userAgent: navigator.userAgent,
        ...metadata(),
        timestamp: new Date().toISOString(),
      },
    });
    if (!input) return;
    if (await submission.submit(() => send.mutateAsync(input))) form.reset();
  }

  return {
    ...form,
    status: submission.status,
    busy: submission.status.state === "submitting",
    onSubmit,
    again: submission.again,
  };
}

/** What the page around the fields needs: where the submission stands, and its two actions. */
export interface FormPageState<R> {
  status: SubmissionStatus<R>;
  busy: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  again: () => void;
}
