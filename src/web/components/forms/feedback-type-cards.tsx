import { FEEDBACK_TYPES, type FeedbackType } from "../../../shared/schemas/feedback";
import { FieldError } from "./field";

/** Native radios styled as cards: arrow keys and screen readers work as for any radio group. */
export function FeedbackTypeCards({
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
