import { useNavigate, useSearch } from "@tanstack/react-router";
import { DashboardScreen } from "./dashboard-screen";

const ROUTE_IDS = {
  "/dashboard": "/_signed-in/dashboard",
  "/download": "/_signed-in/download",
} as const;

/** The dashboard, on either of its two guarded routes (spec §2: /dashboard and /download). */
export function DashboardPage({ path }: { path: keyof typeof ROUTE_IDS }) {
  const search = useSearch({ from: ROUTE_IDS[path] });
  const navigate = useNavigate({ from: path });
  return (
    <DashboardScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
