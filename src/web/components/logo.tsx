/** The Verba mark: a speech bubble holding a sound wave, beside the name. */
export function Logo({ withName = true }: { withName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-brand" />
        <path d="M8 24l2-4.5A8 8 0 1 1 13 23z" fill="white" opacity="0.95" />
        <path
          d="M12 15v2M15 12.5v7M18 14v4M21 15.5v1"
          stroke="#4f46e5"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      {withName && <span className="text-xl font-bold tracking-tight text-gray-900">Verba</span>}
    </span>
  );
}

/** The logo as the sidebars' way home: `onClick` goes to the landing page. */
export function HomeLogoButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label="Verba home"
      onClick={onClick}
      className="rounded-md focus-visible:outline-2 focus-visible:outline-brand"
    >
      <Logo />
    </button>
  );
}
