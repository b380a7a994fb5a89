import { Icon } from "../icons";
import { SectionHeading } from "./section-heading";

const BADGES = [
  {
    title: "Write with Confidence",
    text: "Grammar, tone and word choice that read like a native speaker wrote them.",
    icon: "M5 13l4 4L19 7",
  },
  {
    title: "Save Time",
    text: "Talk for ten seconds instead of typing and retyping for ten minutes.",
    icon: "M12 6v6l4 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z",
  },
  {
    title: "Contextual Responses",
    text: "Replies that fit the email or post you selected, not generic templates.",
    icon: "M7 8h10M7 12h6M5 19l2-3h10a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2v13z",
  },
];

const SCREENS = [
  {
    src: "/screens/webmail.svg",
    title: "In your inbox",
    alt: "An email reply in a webmail client, drafted by Verba from a short spoken note",
  },
  {
    src: "/screens/network.svg",
    title: "On your professional network",
    alt: "A comment on a post on a professional networking site, polished by Verba",
  },
];

/** The scroll target of ?scrollTo=features. */
export const FEATURES_ID = "features";

export function Features() {
  return (
    <section id={FEATURES_ID} className="mx-auto max-w-6xl px-5 py-20">
      <SectionHeading
        eyebrow="Why Verba"
        title="Your ideas, professionally worded"
        lead="Verba lives inside the two places you write most and turns quick spoken thoughts into messages you are proud to send."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {BADGES.map((badge) => (
          <li
            key={badge.title}
            className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
          >
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-50 text-brand">
              <Icon d={badge.icon} strokeWidth={2} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-gray-900">{badge.title}</h3>
            <p className="mt-2 text-gray-600">{badge.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-14 grid grid-cols-1 gap-8 lg:grid-cols-2">
        {SCREENS.map((screen) => (
          <figure
            key={screen.src}
            className="overflow-hidden rounded-2xl border border-gray-200 bg-gray-50 shadow-md"
          >
            <img
              src={screen.src}
              alt={screen.alt}
              width={800}
              height={500}
              loading="lazy"
              className="h-auto w-full"
            />
            <figcaption className="border-t border-gray-200 bg-white px-5 py-3 font-medium text-gray-800">
              {screen.title}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
