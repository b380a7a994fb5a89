import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { TooltipButton } from "../components/landing/tooltip-button";
import { Logo } from "../components/logo";
import { greetingFor } from "../lib/greeting";

export const Route = createFileRoute("/try-free")({ component: TryFree });

/** Sample titles only: the preview has no account and no real history. */
const HISTORY = [
  {
    group: "7 Days",
    titles: [
      "Reply to the client about delays",
      "LinkedIn post on our launch",
      "Thank-you note to the team",
    ],
  },
  {
    group: "30 Days",
    titles: [
      "Asking for a deadline extension",
      "Interview follow-up email",
      "Brainstorm: conference talk",
    ],
  },
];

/** What each round button would do once signed up; in the preview they all lead to sign-up. */
const ACTIONS = [
  {
    label: "Start a voice conversation",
    icon: "M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0M12 18v3",
  },
  { label: "Write an email", icon: "M4 6h16v12H4zM4 7l8 6 8-6" },
  {
    label: "Polish a message",
    icon: "M5 19l9-9M14 4l1.5 3L19 8.5 15.5 10 14 13l-1.5-3L9 8.5 12.5 7z",
  },
  {
    label: "Think out loud",
    icon: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z",
  },
];

function TryFree() {
  // Spec: the greeting is chosen once, when the page loads.
  const [greeting] = useState(() => greetingFor(new Date().getHours()));
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const navigate = useNavigate();
  const newConversation = () => void navigate({ to: "/signup" });

  return (
    <div className="flex h-screen overflow-hidden bg-white">
      {sidebarOpen && (
        <Sidebar onClose={() => setSidebarOpen(false)} onNewConversation={newConversation} />
      )}
      <main className="flex flex-1 flex-col">
        <div className="flex h-14 items-center gap-1 px-3">
          {!sidebarOpen && (
            <>
              <TooltipButton label="Open sidebar" onClick={() => setSidebarOpen(true)}>
                <PanelIcon />
              </TooltipButton>
              <TooltipButton label="New conversation" onClick={newConversation}>
                <PlusIcon />
              </TooltipButton>
            </>
          )}
        </div>
        <div className="flex flex-1 flex-col items-center justify-center px-5 pb-24 text-center">
          <h1 className="text-3xl font-semibold text-gray-900 sm:text-4xl">{greeting}</h1>
          <p className="mt-3 text-xl text-gray-500">How can I help you today?</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            {ACTIONS.map((action) => (
              <Link
                key={action.label}
                to="/signup"
                aria-label={action.label}
                title={action.label}
                className="flex h-14 w-14 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-700 shadow-sm hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={action.icon} />
                </svg>
              </Link>
            ))}
          </div>
          <p className="mt-8 max-w-sm text-sm text-gray-500">
            This is a preview. Sign up for free to talk with Verba and keep your conversations.
          </p>
        </div>
      </main>
    </div>
  );
}

function Sidebar({
  onClose,
  onNewConversation,
}: {
  onClose: () => void;
  onNewConversation: () => void;
}) {
  const navigate = useNavigate();
  return (
    <aside
      aria-label="Conversation history"
      className="absolute inset-y-0 left-0 z-30 flex w-72 flex-col border-r border-gray-200 bg-gray-50 shadow-lg md:static md:shadow-none"
    >
      <div className="flex h-14 items-center justify-between px-3">
        <button
          type="button"
          aria-label="Verba home"
          onClick={() => void navigate({ to: "/" })}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Logo />
        </button>
        <div className="flex">
          <TooltipButton label="New conversation" onClick={onNewConversation}>
            <PlusIcon />
          </TooltipButton>
          <TooltipButton label="Close sidebar" onClick={onClose}>
            <PanelIcon />
          </TooltipButton>
        </div>
      </div>
      <nav aria-label="Sample history" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
        {HISTORY.map(({ group, titles }) => (
          <section key={group}>
            <h2 className="px-2 text-xs font-semibold uppercase tracking-wider text-gray-500">
              {group}
            </h2>
            <ul className="mt-2 space-y-1">
              {titles.map((title) => (
                <li key={title} className="truncate rounded-md px-2 py-1.5 text-sm text-gray-700">
                  {title}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="border-t border-gray-200 p-3">
        <Link
          to="/signup"
          className="block rounded-full bg-brand px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Sign Up
        </Link>
      </div>
    </aside>
  );
}

function PanelIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}
