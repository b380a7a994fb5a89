import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** The screen after a successful submission: a way to write again, and a way home. */
export function SuccessPanel({
  title,
  children,
  againLabel,
  onAgain,
}: {
  title: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-green-200 bg-green-50 p-8 text-center shadow-sm">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-600"
      >
        ✓
      </div>
      <h1 className="mb-3 text-2xl font-bold text-gray-900">{title}</h1>
      <div className="mb-6 text-gray-700">{children}</div>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onAgain}
          className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {againLabel}
        </button>
        <Link
          to="/"
          className="rounded-lg border border-gray-300 px-5 py-2.5 font-semibold text-gray-700 hover:bg-gray-50"
        >
          Back to Home
        </Link>
      </div>
    </section>
  );
}
