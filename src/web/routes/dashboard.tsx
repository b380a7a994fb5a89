import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../components/dashboard/dashboard-page";
import { validateDashboardSearch } from "../components/dashboard/search";

export const Route = createFileRoute("/dashboard")({
  component: () => <DashboardPage from="/dashboard" />,
  validateSearch: validateDashboardSearch,
});
