import { Link } from "@tanstack/react-router";
import { ctaSecondary } from "./hero";

const BAR_HEIGHTS = [30, 55, 80, 45, 95, 60, 35, 70, 90, 50, 25, 65, 85, 40, 55];

/**
 * The 'Thinking Space' demo: an illustrated voice conversation (no video, so
 * nothing external loads), with a waveform that moves only for visitors who
 * have not asked for reduced motion.
 */
export function ThinkOutLoud() {
  return (
    <section className="bg-gray-900 py-20 text-white">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-5 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-300">
            The Thinking Space
          </p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Think Out Loud</h2>
          <p className="mt-4 text-lg text-gray-300">
            Some messages need thinking before writing. In the Thinking Space you talk your ideas
            through with an AI, by voice, the way you would with a colleague. It asks questions,
            sorts your points and helps you land on what you really want to say.
          </p>
          <p className="mt-4 text-gray-400">
            Every conversation is saved as text in your account, so you can pick it up later.
          </p>
          <Link to="/signup" className={`mt-8 ${ctaSecondary}`}>
            Open the Thinking Space
          </Link>
        </div>
        <DemoPanel />
      </div>
    </section>
  );
}

function DemoPanel() {
  return (
    <figure
      aria-label="Demo: a spoken conversation in the Thinking Space"
      className="rounded-3xl bg-gray-800 p-6 shadow-2xl ring-1 ring-white/10"
    >
      <div className="space-y-3 text-sm">
        <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-brand px-4 py-3">
          I need to ask my manager for a raise but I don't know where to start.
        </p>
        <p className="max-w-[85%] rounded-2xl rounded-bl-sm bg-gray-700 px-4 py-3 text-gray-100">
          Let's start with your results. What have you delivered this year that you are proudest of?
        </p>
        <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-brand px-4 py-3">
          I led the migration, and it cut our costs by a fifth.
        </p>
      </div>
      <div className="mt-6 flex items-center gap-4 rounded-2xl bg-gray-900/70 px-4 py-3">
        <span
          className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-rose-500"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="white" aria-hidden="true">
            <path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1A7 7 0 0 0 19 11z" />
          </svg>
        </span>
        <div className="flex h-10 flex-1 items-center gap-1" aria-hidden="true">
          {BAR_HEIGHTS.map((height, index) => (
            <span
              // The bars never reorder, so their position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: static decoration
              key={index}
              className="w-1.5 rounded-full bg-indigo-400 motion-safe:animate-pulse"
              style={{ height: `${height}%`, animationDelay: `${index * 90}ms` }}
            />
          ))}
        </div>
        <figcaption className="text-xs text-gray-400">Listening…</figcaption>
      </div>
    </figure>
  );
}
