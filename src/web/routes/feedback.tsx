import { useMutation } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import type { FormEvent, ReactNode } from "react";
import {
  FEEDBACK_TYPES,
  type FeedbackType,
  feedbackSchema,
  HOW_DID_YOU_HEAR,
  RECOMMEND,
} from "../../shared/schemas/feedback";
import { ErrorAlert } from "../components/forms/error-alert";
import { controlProps, Field, FieldError, INPUT_CLASS } from "../components/forms/field";
import { StarRating } from "../components/forms/star-rating";
import { SubmitButton } from "../components/forms/submit-button";
import { SuccessPanel } from "../components/forms/success-panel";
import { useFormFields } from "../components/forms/use-form-fields";
import { useSubmission } from "../components/forms/use-submission";
import { PublicLayout } from "../components/public-layout";
import { api } from "../lib/query";

export const Route = createFileRoute("/feedback")({ component: FeedbackPage });

const EMPTY = {
  name: "",
  email: "",
  feedback_type: "" as FeedbackType | "",
  rating: 0,
  message: "",
  how_did_you_hear: "",
  recommend: "",
  allow_contact: false,
};

const RECOMMEND_LABELS: Record<(typeof RECOMMEND)[number], string> = {
  yes: "Yes",
  no: "No",
  maybe: "Maybe",
};

function FeedbackPage() {
  const form = useFormFields(EMPTY);
  const send = useMutation(api.feedback.submit.mutationOptions());
  const submission = useSubmission<{ feedback_id: string }>({
    fallback: "Failed to submit feedback. Please try again.",
    errorToast: "Failed to submit feedback",
    successToast: "Thank you for your feedback!",
    successDescription: "We appreciate your input and will review it carefully.",
  });
  const { values, errors, setField } = form;
  const { status } = submission;
  const busy = status.state === "submitting";

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.check(feedbackSchema, {
      ...values,
      metadata: {
        userAgent: navigator.userAgent,
        pageUrl: window.location.href,
        timestamp: new Date().toISOString(),
      },
    });
    if (!input) return;
    if (await submission.submit(() => send.mutateAsync(input))) form.reset();
  }

  if (status.state === "success") {
    return (
      <PublicLayout>
        <div className="px-4 py-16">
          <SuccessPanel
            title="Thank you for your feedback!"
            againLabel="Submit Another Feedback"
            onAgain={submission.again}
          >
            We appreciate your input and will review it carefully.
          </SuccessPanel>
        </div>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="mb-2 text-3xl font-bold text-gray-900 sm:text-4xl">Share Your Feedback</h1>
        <p className="mb-8 text-gray-600">
          Tell us what works, what doesn't, and what you would like to see next.
        </p>
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <Section number={1} title="Your Information">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="name" label="Full Name" error={errors.name}>
                <input
                  {...controlProps("name", errors.name)}
                  autoComplete="name"
                  className={INPUT_CLASS}
                  value={values.name}
                  onChange={(event) => setField("name", event.target.value)}
                />
              </Field>
              <Field id="email" label="Email" error={errors.email}>
                <input
                  {...controlProps("email", errors.email)}
                  type="email"
                  autoComplete="email"
                  className={INPUT_CLASS}
                  value={values.email}
                  onChange={(event) => setField("email", event.target.value)}
                />
              </Field>
            </div>
          </Section>

          <Section number={2} title="Feedback Type" labelId="feedback_type-label">
            <FeedbackTypeCards
              value={values.feedback_type}
              onChange={(type) => setField("feedback_type", type)}
              error={errors.feedback_type}
            />
          </Section>

          <Section number={3} title="How would you rate your experience?" labelId="rating-label">
            <StarRating
              id="rating"
              value={values.rating}
              onChange={(rating) => setField("rating", rating)}
              error={errors.rating}
            />
          </Section>

          <Section number={4} title="Your Feedback">
            <Field id="message" label="Message" error={errors.message}>
              <textarea
                {...controlProps("message", errors.message)}
                rows={6}
                className={INPUT_CLASS}
                placeholder="Tell us more..."
                value={values.message}
                onChange={(event) => setField("message", event.target.value)}
              />
            </Field>
          </Section>

          <Section number={5} title="A Few More Questions (optional)">
            <div className="space-y-5">
              <Field id="how_did_you_hear" label="How did you hear about us?">
                <select
                  {...controlProps("how_did_you_hear", errors.how_did_you_hear)}
                  className={INPUT_CLASS}
                  value={values.how_did_you_hear}
                  onChange={(event) => setField("how_did_you_hear", event.target.value)}
                >
                  <option value="">Select an option</option>
                  {HOW_DID_YOU_HEAR.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </Field>
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-gray-700">
                  Would you recommend us to a friend or colleague?
                </legend>
                <div className="flex gap-6">
                  {RECOMMEND.map((option) => (
                    <label key={option} className="flex items-center gap-2 text-gray-700">
                      <input
                        type="radio"
                        name="recommend"
                        value={option}
                        checked={values.recommend === option}
                        onChange={() => setField("recommend", option)}
                        className="accent-brand"
                      />
                      {RECOMMEND_LABELS[option]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <label className="flex items-start gap-2 text-gray-700">
                <input
                  type="checkbox"
                  name="allow_contact"
                  checked={values.allow_contact}
                  onChange={(event) => setField("allow_contact", event.target.checked)}
                  className="mt-1 accent-brand"
                />
                You may contact me about this feedback
              </label>
            </div>
          </Section>

          {status.state === "editing" && status.error && <ErrorAlert message={status.error} />}
          <SubmitButton busy={busy} label="Submit Feedback" busyLabel="Submitting..." />
        </form>
      </div>
    </PublicLayout>
  );
}

function Section({
  number,
  title,
  labelId,
  children,
}: {
  number: number;
  title: string;
  /** Set when the heading names a control group (the type cards, the stars). */
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={labelId} className="mb-4 flex items-center gap-3 text-lg font-semibold text-gray-900">
        <span className="flex size-7 items-center justify-center rounded-full bg-brand text-sm text-white">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Native radios styled as cards: arrow keys and screen readers work as for any radio group. */
function FeedbackTypeCards({
  value,
  onChange,
  error,
}: {
  value: FeedbackType | "";
  onChange: (type: FeedbackType) => void;
  error?: string;
}) {
  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby="feedback_type-label"
        aria-describedby={error ? "feedback_type-error" : undefined}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(Object.entries(FEEDBACK_TYPES) as [FeedbackType, string][]).map(([type, label]) => (
          <label
            key={type}
            className={`cursor-pointer rounded-xl border-2 p-4 font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand ${
              value === type
                ? "border-brand bg-brand/10 text-brand-dark"
                : "border-gray-200 text-gray-700 hover:border-gray-300"
            }`}
          >
            <input
              type="radio"
              name="feedback_type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id="feedback_type" error={error} />
    </div>
  );
}
