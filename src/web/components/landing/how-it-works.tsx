import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    title: "Install the Extension",
    text: "Add Verba for Gmail and LinkedIn to Chrome in one click. No account needed to begin.",
  },
  {
    title: "Enable the extension and press the mic button",
    text: "Open an email or a post, select text if you like, press the mic and just talk.",
  },
  {
    title: "Get Professional Text",
    text: "Verba writes a clear, well-toned reply into the box. Review it and hit send.",
  },
];

export function HowItWorks() {
  return (
    <section className="bg-gray-50 py-20">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading eyebrow="Three steps" title="How It Works" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
            >
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{step.title}</h3>
              <p className="mt-2 text-gray-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
