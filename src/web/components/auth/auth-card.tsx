import type { ReactNode } from "react";
import { ErrorBox } from "./error-box";

/**
 * The centred card every step of both auth pages is: its Go back control on
 * top, then the step, the red box of its last error, and what comes below.
 */
export function AuthCard({
  title,
  subtitle,
  onBack,
  error = null,
  footer,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  onBack: () => void;
  error?: string | null;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        <button
          type="button"
          onClick={onBack}
          className="mb-6 text-sm text-gray-600 hover:text-gray-900"
        >
          ← Go back
        </button>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-gray-600">{subtitle}</p>}
        <div className="mt-6 flex flex-col gap-4">
          {children}
          <ErrorBox message={error} />
          {footer}
        </div>
      </div>
    </main>
  );
}

export const primaryButton =
  "w-full rounded-lg bg-brand px-4 py-2.5 font-medium text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50";
export const secondaryButton =
  "w-full rounded-lg border border-gray-300 px-4 py-2.5 font-medium text-gray-700 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50";
