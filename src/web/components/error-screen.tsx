import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { logger } from "../lib/logger";

/** What a person sees instead of a blank page when a screen fails to render. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    logger.error("a screen failed to render", {
      message: error instanceof Error ? error.message : String(error),
    });
  }, [error]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold text-gray-900">Unexpected Application Error</h1>
      <p className="max-w-md text-gray-600">
        Something went wrong on this page. Your data is safe; try again, or go back home.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-brand px-4 py-2 text-white hover:bg-brand-dark"
        >
          Try again
        </button>
        <a href="/" className="rounded-md border px-4 py-2 text-gray-700 hover:bg-gray-50">
          Go home
        </a>
      </div>
    </main>
  );
}
