import type { ReactNode } from "react";

/** An icon button whose label is also shown as a tooltip on hover and keyboard focus. */
export function TooltipButton({
  label,
  onClick,
  children,
  side = "bottom",
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  side?: "bottom" | "right";
}) {
  const position =
    side === "right"
      ? "left-full top-1/2 ml-2 -translate-y-1/2"
      : "top-full left-1/2 mt-2 -translate-x-1/2";
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-label={label}
        onClick={onClick}
        className="rounded-lg p-2 text-gray-600 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand"
      >
        {children}
      </button>
      <span
        role="tooltip"
        className={`pointer-events-none absolute z-50 hidden whitespace-nowrap rounded-md bg-gray-900 px-2 py-1 text-xs text-white group-hover:block group-has-[:focus-visible]:block ${position}`}
      >
        {label}
      </span>
    </span>
  );
}
