import { type ComponentProps, useId } from "react";

export const inputClass =
  "w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

/** A labelled input; the label is tied to it so screen readers and tests find it by name. */
export function TextField({
  label,
  onValue,
  ...input
}: { label: string; onValue: (value: string) => void } & ComponentProps<"input">) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <input id={id} className={inputClass} onChange={(e) => onValue(e.target.value)} {...input} />
    </div>
  );
}
