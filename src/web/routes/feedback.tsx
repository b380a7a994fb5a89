import { createFileRoute } from "@tanstack/react-router";
import {
  type FeedbackType,
  feedbackSchema,
  HOW_DID_YOU_HEAR,
  RECOMMEND,
} from "../../shared/schemas/feedback";
import { FeedbackTypeCards } from "../components/forms/feedback-type-cards";
import { controlProps, Field, INPUT_CLASS } from "../components/forms/field";
import { FormPage } from "../components/forms/form-page";
import { NumberedSection } from "../components/forms/numbered-section";
import { StarRating } from "../components/forms/star-rating";
import { useFormPage } from "../components/forms/use-form-page";
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
  const page = useFormPage({
    empty: EMPTY,
    schema: feedbackSchema,
    metadata: () => ({ pageUrl: window.location.href }),
    mutation: api.feedback.submit.mutationOptions(),
    texts: {
      fallback: "Failed to submit feedback. Please try again.",
      errorToast: "Failed to submit feedback",
      successToast: "Thank you for your feedback!",
      successDescription: "We appreciate your input and will review it carefully.",
    },
  });
  const { values, errors, setField } = page;

  return (
    <FormPage
      page={page}
      title="Share Your Feedback"
      intro="Tell us what works, what doesn't, and what you would like to see next."
      width="max-w-3xl"
      formClassName="space-y-6"
      submitLabel="Submit Feedback"
      busyLabel="Submitting..."
      success={{
        title: "Thank you for your feedback!",
        againLabel: "Submit Another Feedback",
        body: () => "We appreciate your input and will review it carefully.",
      }}
    >
      <NumberedSection number={1} title="Your Information">
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
      </NumberedSection>

      <NumberedSection number={2} title="Feedback Type" labelId="feedback_type-label">
        <FeedbackTypeCards
          value={values.feedback_type}
          onChange={(type) => setField("feedback_type", type)}
          error={errors.feedback_type}
        />
      </NumberedSection>

      <NumberedSection
        number={3}
        title="How would you rate your experience?"
        labelId="rating-label"
      >
        <StarRating
          id="rating"
          value={values.rating}
          onChange={(rating) => setField("rating", rating)}
          error={errors.rating}
        />
      </NumberedSection>

      <NumberedSection number={4} title="Your Feedback">
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
      </NumberedSection>

      <NumberedSection number={5} title="A Few More Questions (optional)">
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
      </NumberedSection>
    </FormPage>
  );
}
