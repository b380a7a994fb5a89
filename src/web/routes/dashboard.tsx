import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "../components/dashboard/dashboard-screen";
import { validateDashboardSearch } from "../components/dashboard/search";
import { RequireAuth } from "../components/require-auth";

export const Route = createFileRoute("/dashboard")({
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
