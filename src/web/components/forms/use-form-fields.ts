import { useEffect, useState } from "react";
import type { z } from "zod";
import { authClient } from "../../lib/auth-client";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field, which is the one the field shows. */
function firstErrorPerField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form's values and its per-field errors. Errors come from the shared zod
 * schema on submit; changing a field clears only that field's error.
 */
export function useFormFields<V extends { name: string; email: string }>(empty: V) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const user = authClient.useSession().data?.user;

  // Signed-in people get their name and email filled in, without overwriting what they typed.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || user.name,
      email: current.email || user.email,
    }));
  }, [user]);

  function setField<K extends keyof V & string>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** The parsed payload, or undefined after showing each field's error. */
  function check<T>(schema: z.ZodType<T>, payload: unknown): T | undefined {
    const result = schema.safeParse(payload);
    setErrors(result.success ? {} : firstErrorPerField(result.error));
    return result.success ? result.data : undefined;
  }

  function reset() {
    setValues({ ...empty, name: user?.name ?? "", email: user?.email ?? "" });
    setErrors({});
  }

  return { values, errors, setField, check, reset };
}
