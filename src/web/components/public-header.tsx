import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { authClient } from "../lib/auth-client";
import { EXTENSION_STORE_URL } from "../lib/links";
import { ICONS, Icon } from "./icons";
import { Logo } from "./logo";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const primaryButton = `rounded-full bg-brand px-5 py-2 font-semibold text-white shadow-sm hover:bg-brand-dark ${focusRing}`;
const plainLink = `rounded-md px-3 py-2 font-medium text-gray-700 hover:text-brand ${focusRing}`;

/** The header signed-out visitors see; signed-in users have the dashboard's own chrome. */
export function PublicHeader() {
  const { data: session } = authClient.useSession();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  if (session) return null;

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 transition-colors duration-200 ${
        scrolled ? "border-b border-gray-200/70 bg-white/70 backdrop-blur-md" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <LogoButton />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ExtensionLink className={plainLink} />
          <Link to="/feedback" className={plainLink}>
            Feedback
          </Link>
          <Link to="/signin" className={plainLink}>
            Sign In
          </Link>
          <Link to="/signup" className={`ml-2 ${primaryButton}`}>
            Verba AI for Free
          </Link>
        </nav>
        <div className="flex items-center gap-2 md:hidden">
          <Link to="/signin" className={`border border-gray-300 bg-white ${plainLink}`}>
            Sign In
          </Link>
          <button
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className={`rounded-md p-2 text-gray-700 hover:bg-gray-100 ${focusRing}`}
          >
            <Icon d={ICONS.menu} strokeWidth={2} />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} />}
    </header>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <div
      id="mobile-menu"
      className="absolute inset-x-3 top-16 rounded-2xl border border-gray-200 bg-white p-4 shadow-xl md:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <Link to="/signup" onClick={onClose} className={`flex-1 text-center ${primaryButton}`}>
          Verba AI for Free
        </Link>
        <button
          type="button"
          aria-label="Close menu"
          onClick={onClose}
          className={`rounded-md p-2 text-gray-600 hover:bg-gray-100 ${focusRing}`}
        >
          <Icon d={ICONS.close} strokeWidth={2} />
        </button>
      </div>
      <nav aria-label="Mobile" className="mt-3 flex flex-col">
        <ExtensionLink className={plainLink} />
        <Link to="/feedback" onClick={onClose} className={plainLink}>
          Feedback
        </Link>
      </nav>
    </div>
  );
}

/** On the landing page the logo scrolls back up; elsewhere it first goes home. */
function LogoButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toTop = () => window.scrollTo({ top: 0, behavior: "smooth" });
  const onClick = () => {
    if (pathname === "/") return toTop();
    // Wait for the landing page to render before scrolling it.
    void navigate({ to: "/" }).then(() => setTimeout(toTop, 100));
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Verba home"
      className={`rounded-md ${focusRing}`}
    >
      <Logo />
    </button>
  );
}

function ExtensionLink({ className }: { className: string }) {
  return (
    <a href={EXTENSION_STORE_URL} target="_blank" rel="noopener noreferrer" className={className}>
      Get the Chrome Extension
    </a>
  );
}

function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 8);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}
