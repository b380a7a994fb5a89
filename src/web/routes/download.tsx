import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "../components/dashboard/dashboard-screen";
import { validateDashboardSearch } from "../components/dashboard/search";
import { RequireAuth } from "../components/require-auth";

/** Spec §2: /download shows the same guarded screen as the dashboard. */
export const Route = createFileRoute("/download")({
  component: Page,
  validateSearch: validateDashboardSearch,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequireAuth>
      <DashboardScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </RequireAuth>
  );
}
