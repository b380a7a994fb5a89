import { Link } from "@tanstack/react-router";
import { Logo } from "./logo";

const footerLink =
  "rounded hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** The public pages' footer: contact and legal links, and the copyright line. */
export function Footer() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-6 py-8 text-sm text-gray-600 sm:flex-row sm:justify-between">
        <Logo />
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/contact" className={footerLink}>
            Contact Us
          </Link>
          <Link to="/terms" className={footerLink}>
            Terms of Service
          </Link>
          <Link to="/privacy" className={footerLink}>
            Privacy Policy
          </Link>
        </nav>
        <p>© {new Date().getFullYear()} Verba. All rights reserved.</p>
      </div>
    </footer>
  );
}
