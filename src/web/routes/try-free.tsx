import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ICONS, Icon } from "../components/icons";
import { TooltipButton } from "../components/landing/tooltip-button";
import { HomeLogoButton } from "../components/logo";
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
  { label: "Start a voice conversation", icon: ICONS.microphone },
  { label: "Write an email", icon: ICONS.mail },
  { label: "Polish a message", icon: ICONS.sparkle },
  { label: "Think out loud", icon: ICONS.bulb },
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
                <Icon d={ICONS.panel} className="h-5 w-5" />
              </TooltipButton>
              <TooltipButton label="New conversation" onClick={newConversation}>
                <Icon d={ICONS.plus} className="h-5 w-5" />
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
                <Icon d={action.icon} />
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
        <HomeLogoButton onClick={() => void navigate({ to: "/" })} />
        <div className="flex">
          <TooltipButton label="New conversation" onClick={onNewConversation}>
            <Icon d={ICONS.plus} className="h-5 w-5" />
          </TooltipButton>
          <TooltipButton label="Close sidebar" onClick={onClose}>
            <Icon d={ICONS.panel} className="h-5 w-5" />
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
