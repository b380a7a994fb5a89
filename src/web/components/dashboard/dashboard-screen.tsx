import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "sonner";
import { useAuth } from "../../lib/auth";
import { greetingFor } from "../../lib/greeting";

/**
 * The signed-in screen of /dashboard and /download. For now only the
 * greeting and Sign out; the sidebar, sessions and chat build on it.
 */
export function DashboardScreen() {
  const navigate = useNavigate();
  const { user, profile, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  // The profile's first name once it has loaded; the account name's first word until then.
  const firstName = profile?.first_name ?? user?.name.trim().split(/\s+/)[0] ?? "";
  const greeting = greetingFor(new Date().getHours());

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      await navigate({ to: "/" });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Sign-out failed");
      setSigningOut(false);
    }
  };

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <header className="flex items-center justify-between border-b bg-white px-6 py-4">
        <a href="/" className="text-xl font-bold text-brand">
          Verba
        </a>
        <button
          type="button"
          onClick={handleSignOut}
          disabled={signingOut}
          className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-50"
        >
          Sign out
        </button>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-4xl font-semibold text-gray-900">
          {firstName ? `${greeting}, ${firstName}` : greeting}
        </h1>
        <p className="text-xl text-gray-600">How can I help you today?</p>
      </main>
    </div>
  );
}
