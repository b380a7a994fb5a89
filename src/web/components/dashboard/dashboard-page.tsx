import { useNavigate, useSearch } from "@tanstack/react-router";
import { RequireAuth } from "../require-auth";
import { DashboardScreen } from "./dashboard-screen";

/** The guarded dashboard, on either of its two routes (spec §2: /dashboard and /download). */
export function DashboardPage({ from }: { from: "/dashboard" | "/download" }) {
  const search = useSearch({ from });
  const navigate = useNavigate({ from });
  return (
    <RequireAuth>
      <DashboardScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </RequireAuth>
  );
}
