import { DropdownMenu } from "radix-ui";
import { MESSAGES } from "../../../../shared";
import type { ChatSession, SearchHit } from "../../../lib/api-types";
import { ICONS, Icon } from "../../icons";
import { HomeLogoButton } from "../../logo";
import { SessionExportItems } from "./session-export";
import { SessionSearch } from "./session-search";

export const displayTitle = (session: Pick<ChatSession, "title">) =>
  session.title.trim() || MESSAGES.untitledSession;

const iconButton =
  "rounded-lg p-2 text-gray-600 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand";
const menuContent =
  "z-50 min-w-44 rounded-lg border border-gray-200 bg-white p-1 text-sm shadow-lg focus:outline-none";
const menuItem =
  "flex cursor-pointer select-none items-center rounded-md px-3 py-2 text-gray-700 outline-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900";

export interface SidebarProps {
  sessions: ChatSession[];
  loading: boolean;
  activeId: string | undefined;
  fullName: string;
  email: string;
  onClose: () => void;
  onHome: () => void;
  onDashboard: () => void;
  onSelect: (id: string) => void;
  onSearchHit: (hit: SearchHit) => void;
  onRename: (session: ChatSession) => void;
  onDelete: (session: ChatSession) => void;
  onSettings: () => void;
  onAbout: () => void;
  onSignOut: () => void;
}

/** Spec §2 Dashboard: logo, close button, 'Go to dashboard', the session list and the user menu. */
export function Sidebar(props: SidebarProps) {
  const { sessions, loading, activeId } = props;
  return (
    <aside
      aria-label="Sidebar"
      className="fixed inset-y-0 left-0 z-40 flex w-80 max-w-full flex-col border-r border-gray-200 bg-gray-50 shadow-lg md:static md:z-auto md:h-screen md:shrink-0 md:shadow-none"
    >
      <div className="flex h-14 items-center justify-between px-3">
        <HomeLogoButton onClick={props.onHome} />
        <button
          type="button"
          aria-label="Close sidebar"
          onClick={props.onClose}
          className={iconButton}
        >
          <Icon d={ICONS.panel} className="h-5 w-5" />
        </button>
      </div>
      <div className="px-3">
        <button
          type="button"
          onClick={props.onDashboard}
          className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-200"
        >
          <Icon d={ICONS.home} className="h-4 w-4" strokeWidth={2} />
          Go to dashboard
        </button>
      </div>
      <SessionSearch onOpen={props.onSearchHit} />
      <nav aria-label="Chat sessions" className="mt-3 flex-1 overflow-y-auto px-3">
        <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
          Chats
        </p>
        {!loading && sessions.length === 0 ? (
          <p className="px-3 py-2 text-sm text-gray-500">Start a new conversation</p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {sessions.map((session) => (
              <SessionRow
                key={session.session_id}
                session={session}
                active={session.session_id === activeId}
                onSelect={() => props.onSelect(session.session_id)}
                onRename={() => props.onRename(session)}
                onDelete={() => props.onDelete(session)}
              />
            ))}
          </ul>
        )}
      </nav>
      <UserMenu {...props} />
    </aside>
  );
}

function SessionRow({
  session,
  active,
  onSelect,
  onRename,
  onDelete,
}: {
  session: ChatSession;
  active: boolean;
  onSelect: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      data-session-id={session.session_id}
      className={`group flex items-center rounded-lg ${active ? "bg-brand/10 text-brand" : "text-gray-700 hover:bg-gray-200"}`}
    >
      {/* A link, so it opens in a new tab too; a plain click selects in place. */}
      <a
        href={`${window.location.pathname}?session=${encodeURIComponent(session.session_id)}`}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onSelect();
        }}
        aria-current={active ? "page" : undefined}
        className="min-w-0 flex-1 truncate px-3 py-2 text-left text-sm"
      >
        {displayTitle(session)}
      </a>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button type="button" aria-label="Session options" className={`${iconButton} p-1.5`}>
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <circle cx="5" cy="12" r="1.8" />
              <circle cx="12" cy="12" r="1.8" />
              <circle cx="19" cy="12" r="1.8" />
            </svg>
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className={menuContent}>
            <DropdownMenu.Item className={menuItem} onSelect={onRename}>
              Rename
            </DropdownMenu.Item>
            <SessionExportItems sessionId={session.session_id} itemClassName={menuItem} />
            <DropdownMenu.Item
              className={`${menuItem} text-red-600 data-[highlighted]:text-red-700`}
              onSelect={onDelete}
            >
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}

function ExternalItem({ href, children }: { href: string; children: string }) {
  return (
    <DropdownMenu.Item asChild className={menuItem}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </DropdownMenu.Item>
  );
}

function UserMenu({ fullName, email, onSettings, onAbout, onSignOut }: SidebarProps) {
  const initial = fullName.charAt(0).toUpperCase() || "U";
  return (
    <div className="border-t border-gray-200 p-3">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label="User menu"
            className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white"
            >
              {initial}
            </span>
            <span className="min-w-0">
              <span
                data-testid="user-full-name"
                className="block truncate text-sm font-medium text-gray-900"
              >
                {fullName}
              </span>
              <span data-testid="user-email" className="block truncate text-xs text-gray-500">
                {email}
              </span>
            </span>
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            side="top"
            align="start"
            sideOffset={6}
            className={`${menuContent} w-72`}
          >
            <DropdownMenu.Item className={menuItem} onSelect={onSettings}>
              Settings
            </DropdownMenu.Item>
            <ExternalItem href="/feedback">Give feedback</ExternalItem>
            <DropdownMenu.Item className={menuItem} onSelect={onAbout}>
              About
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={onSignOut}>
              Sign out
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            <ExternalItem href="/privacy">Privacy</ExternalItem>
            <ExternalItem href="/terms">Terms</ExternalItem>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
