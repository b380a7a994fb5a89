import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/")({ component: Landing });

function Landing() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-4xl font-bold text-gray-900 sm:text-5xl">
        Write professional English, three times faster
      </h1>
      <p className="text-lg text-gray-600">
        Speak your thoughts in your own words; Verba turns them into polished emails, comments and
        messages.
      </p>
      <a href="/signup" className="rounded-full bg-brand px-6 py-3 text-white hover:bg-brand-dark">
        Verba AI for Free
      </a>
    </main>
  );
}
