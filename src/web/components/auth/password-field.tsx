import { useId, useState } from "react";
import { inputClass } from "./text-field";

/** The password input with its show/hide toggle. */
export function PasswordField({
  value,
  onValue,
  placeholder,
  autoComplete,
}: {
  value: string;
  onValue: (value: string) => void;
  placeholder?: string;
  autoComplete: "current-password" | "new-password";
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        Password
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          required
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          onChange={(e) => onValue(e.target.value)}
          className={`${inputClass} pr-16`}
        />
        <button
          type="button"
          aria-label={visible ? "Hide password" : "Show password"}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-2 my-auto h-8 rounded px-2 text-sm text-gray-600 hover:text-gray-900"
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
    </div>
  );
}
