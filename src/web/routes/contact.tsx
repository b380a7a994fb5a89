import { useMutation } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { contactSchema } from "../../shared/schemas/contact";
import { ErrorAlert } from "../components/forms/error-alert";
import { controlProps, Field, INPUT_CLASS } from "../components/forms/field";
import { SubmitButton } from "../components/forms/submit-button";
import { SuccessPanel } from "../components/forms/success-panel";
import { useFormFields } from "../components/forms/use-form-fields";
import { useSubmission } from "../components/forms/use-submission";
import { PublicLayout } from "../components/public-layout";
import { api } from "../lib/query";

export const Route = createFileRoute("/contact")({ component: ContactPage });

const EMPTY = { name: "", email: "", phone: "", company: "", subject: "", message: "" };
type TextField = keyof typeof EMPTY;

function ContactPage() {
  const form = useFormFields(EMPTY);
  const send = useMutation(api.contact.submit.mutationOptions());
  const submission = useSubmission<{ reference_number: string }>({
    fallback: "Failed to submit contact message. Please try again.",
    errorToast: "Failed to send message",
    successToast: "Thank you for contacting us!",
    successDescription: "We'll respond within 24-48 hours.",
  });
  const { values, errors } = form;
  const { status } = submission;
  const busy = status.state === "submitting";

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The schema turns a blank phone or company into undefined, which JSON leaves out.
    const input = form.check(contactSchema, {
      ...values,
      metadata: {
        userAgent: navigator.userAgent,
        referrer: document.referrer || undefined,
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
            title="Message sent successfully!"
            againLabel="Submit Another Message"
            onAgain={submission.again}
          >
            <p>Thank you for contacting us. We'll respond within 24-48 hours.</p>
            <p className="mt-3">
              Your reference number:{" "}
              <strong data-testid="reference-number" className="font-mono text-gray-900">
                {status.result.reference_number}
              </strong>
            </p>
          </SuccessPanel>
        </div>
      </PublicLayout>
    );
  }

  /** A one-line text input wired to its label, value, error and the busy state. */
  const input = (field: TextField, type = "text", autoComplete?: string) => (
    <input
      {...controlProps(field, errors[field])}
      type={type}
      autoComplete={autoComplete}
      disabled={busy}
      className={INPUT_CLASS}
      value={values[field]}
      onChange={(event) => form.setField(field, event.target.value)}
    />
  );

  return (
    <PublicLayout>
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <h1 className="mb-2 text-3xl font-bold text-gray-900 sm:text-4xl">Contact Us</h1>
        <p className="mb-8 text-gray-600">
          Questions, partnerships or anything else: send us a message.
        </p>
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="name" label="Full Name" error={errors.name}>
              {input("name", "text", "name")}
            </Field>
            <Field id="email" label="Email" error={errors.email}>
              {input("email", "email", "email")}
            </Field>
            <Field id="phone" label="Phone" optional error={errors.phone}>
              {input("phone", "tel", "tel")}
            </Field>
            <Field id="company" label="Company" optional error={errors.company}>
              {input("company", "text", "organization")}
            </Field>
          </div>
          <Field id="subject" label="Subject" error={errors.subject}>
            {input("subject")}
          </Field>
          <Field
            id="message"
            label="Message"
            hint="Minimum 10 characters, maximum 5000 characters"
            error={errors.message}
          >
            <textarea
              {...controlProps("message", errors.message)}
              rows={6}
              disabled={busy}
              className={INPUT_CLASS}
              value={values.message}
              onChange={(event) => form.setField("message", event.target.value)}
            />
          </Field>
          <p className="text-sm text-gray-500">
            By sending this message you agree to our{" "}
            <a href="/privacy" className="text-brand underline hover:text-brand-dark">
              Privacy Policy
            </a>{" "}
            and{" "}
            <a href="/terms" className="text-brand underline hover:text-brand-dark">
              Terms of Service
            </a>
            .
          </p>
          {status.state === "editing" && status.error && <ErrorAlert message={status.error} />}
          <SubmitButton busy={busy} label="Send Message" busyLabel="Sending..." />
        </form>
      </div>
    </PublicLayout>
  );
}
