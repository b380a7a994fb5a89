import { createFileRoute } from "@tanstack/react-router";
import { contactSchema } from "../../shared/schemas/contact";
import { controlProps, Field, INPUT_CLASS } from "../components/forms/field";
import { FormPage } from "../components/forms/form-page";
import { useFormPage } from "../components/forms/use-form-page";
import { api } from "../lib/query";

export const Route = createFileRoute("/contact")({ component: ContactPage });

const EMPTY = { name: "", email: "", phone: "", company: "", subject: "", message: "" };
type TextField = keyof typeof EMPTY;

function ContactPage() {
  const page = useFormPage({
    empty: EMPTY,
    // The schema turns a blank phone or company into undefined, which JSON leaves out.
    schema: contactSchema,
    metadata: () => ({ referrer: document.referrer || undefined }),
    mutation: api.contact.submit.mutationOptions(),
    texts: {
      fallback: "Failed to submit contact message. Please try again.",
      errorToast: "Failed to send message",
      successToast: "Thank you for contacting us!",
      successDescription: "We'll respond within 24-48 hours.",
    },
  });
  const { values, errors, busy } = page;

  /** A one-line text input wired to its label, value, error and the busy state. */
  const input = (field: TextField, type = "text", autoComplete?: string) => (
    <input
      {...controlProps(field, errors[field])}
      type={type}
      autoComplete={autoComplete}
      disabled={busy}
      className={INPUT_CLASS}
      value={values[field]}
      onChange={(event) => page.setField(field, event.target.value)}
    />
  );

  return (
    <FormPage
      page={page}
      title="Contact Us"
      intro="Questions, partnerships or anything else: send us a message."
      width="max-w-2xl"
      formClassName="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
      submitLabel="Send Message"
      busyLabel="Sending..."
      success={{
        title: "Message sent successfully!",
        againLabel: "Submit Another Message",
        body: (result) => (
          <>
            <p>Thank you for contacting us. We'll respond within 24-48 hours.</p>
            <p className="mt-3">
              Your reference number:{" "}
              <strong data-testid="reference-number" className="font-mono text-gray-900">
                {result.reference_number}
              </strong>
            </p>
          </>
        ),
      }}
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
          onChange={(event) => page.setField("message", event.target.value)}
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
    </FormPage>
  );
}
