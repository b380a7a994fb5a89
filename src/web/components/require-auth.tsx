import { Navigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useAuth } from "../lib/auth";

/** The guard of /dashboard and /download (spec §2 Access guard). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  if (loading) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-3" role="status">
        <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand border-t-transparent" />
        <p className="text-gray-600">Loading...</p>
      </div>
    );
  }
  // Renders nothing itself; the redirect replaces the entry so Back does not return here.
  if (!user) return <Navigate to="/signin" replace />;
  return <>{children}</>;
}
