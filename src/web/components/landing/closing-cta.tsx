import { Link } from "@tanstack/react-router";
import { EXTENSION_STORE_URL } from "../../lib/links";

export function ClosingCta() {
  return (
    <section className="mx-auto max-w-6xl px-5 py-20">
      <div className="rounded-3xl bg-gradient-to-br from-brand to-violet-600 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Your next message, done in seconds
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">
          Verba is free while in beta. Install the extension and start talking; create an account
          whenever you want your conversations saved.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            href={EXTENSION_STORE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex rounded-full bg-white px-6 py-3 font-semibold text-brand hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Install Verba for Chrome
          </a>
          <Link
            to="/signup"
            className="inline-flex rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Create a free account
          </Link>
        </div>
      </div>
    </section>
  );
}
