const POINTS = [
  "Speak in plain English, however it comes out; fillers and false starts are cleaned up.",
  "Pick the mood of the moment: warm, direct, formal or brief.",
  "Your voice is turned into text in real time and the audio is never stored.",
];

export function FocusSection() {
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-5 py-20 lg:grid-cols-2">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">Less polishing</p>
        <h2 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
          Focus on your message
        </h2>
        <p className="mt-4 text-lg text-gray-600">
          Grammar and phrasing are our job. You decide what to say; Verba decides how to say it
          well, so a second language never slows you down.
        </p>
        <ul className="mt-6 space-y-3">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-3 text-gray-700">
              <svg
                viewBox="0 0 20 20"
                className="mt-0.5 h-5 w-5 flex-none text-emerald-500"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4z" />
              </svg>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-3xl bg-gradient-to-br from-indigo-500 to-violet-600 p-6 text-white shadow-xl sm:p-8">
        <p className="text-sm font-semibold text-indigo-100">What you say</p>
        <p className="mt-2 rounded-2xl bg-white/15 p-4 italic">
          "um so tell him thanks for the offer but, like, we need more time, maybe end of month?"
        </p>
        <p className="mt-6 text-sm font-semibold text-indigo-100">What Verba writes</p>
        <p className="mt-2 rounded-2xl bg-white p-4 text-gray-800">
          Thank you for the offer. We would appreciate a little more time to review it; would the
          end of the month work for you?
        </p>
      </div>
    </section>
  );
}
