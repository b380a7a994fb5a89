import { Link, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { logger } from "../lib/logger";

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    logger.warn("404: a route that does not exist was opened", { path: pathname });
  }, [pathname]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-gray-50 p-6">
      <h1 className="text-6xl font-bold text-gray-900">404</h1>
      <p className="text-xl text-gray-600">Oops! Page not found</p>
      <Link to="/" className="text-brand underline hover:text-brand-dark">
        Return to Home
      </Link>
    </main>
  );
}
