import { ratingLabel } from "../../lib/rating";
import { FieldError } from "./field";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five star buttons: real buttons, so Tab reaches them and Enter or Space rates.
 * The rating starts at 0 (none), which the shared schema rejects on submit.
 */
export function StarRating({
  id,
  value,
  onChange,
  error,
  disabled = false,
}: {
  id: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <div>
      <fieldset
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex items-center gap-1"
      >
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            disabled={disabled}
            aria-label={`Rate ${star} star${star === 1 ? "" : "s"}`}
            aria-pressed={star <= value}
            onClick={() => onChange(star)}
            className={`rounded p-1 text-3xl leading-none transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand ${
              star <= value ? "text-amber-400" : "text-gray-300 hover:text-amber-200"
            }`}
          >
            ★
          </button>
        ))}
        <span className="ml-3 text-sm font-medium text-gray-700" aria-live="polite">
          {value > 0 ? ratingLabel(value) : "Select a rating"}
        </span>
      </fieldset>
      <FieldError id={id} error={error} />
    </div>
  );
}
