import type { ReactNode } from "react";

/** One numbered part of a long form, its heading in a card. */
export function NumberedSection({
  number,
  title,
  labelId,
  children,
}: {
  number: number;
  title: string;
  /** Set when the heading names a control group (the type cards, the stars). */
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={labelId} className="mb-4 flex items-center gap-3 text-lg font-semibold text-gray-900">
        <span className="flex size-7 items-center justify-center rounded-full bg-brand text-sm text-white">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
