import { Link } from "@tanstack/react-router";
import { EXTENSION_STORE_URL } from "../../lib/links";

export const ctaPrimary =
  "inline-flex items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white shadow-lg shadow-brand/25 hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
export const ctaSecondary =
  "inline-flex items-center justify-center rounded-full border border-gray-300 bg-white px-6 py-3 font-semibold text-gray-800 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
      <div className="mx-auto max-w-4xl px-5 pt-16 pb-20 text-center sm:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-brand shadow-sm ring-1 ring-indigo-100">
          <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden="true" />
          Free public beta · Verba for Gmail and LinkedIn
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-gray-900 sm:text-6xl">
          Say it your way.
          <span className="block text-brand">Send it in polished English.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600 sm:text-xl">
          Speak your reply out loud, in your own words, and Verba turns it into a clear,
          professional message right where you write. Get your messages written 3x faster.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            href={EXTENSION_STORE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={ctaPrimary}
          >
            Add to Chrome, it's free
          </a>
          <Link to="/try-free" className={ctaSecondary}>
            Preview the web app
          </Link>
        </div>
        <p className="mt-4 text-sm text-gray-500">No signup needed to start the extension.</p>
      </div>
    </section>
  );
}
