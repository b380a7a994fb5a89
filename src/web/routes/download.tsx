import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../components/dashboard/dashboard-page";
import { validateDashboardSearch } from "../components/dashboard/search";

/** Spec §2: /download shows the same guarded screen as the dashboard. */
export const Route = createFileRoute("/download")({
  component: () => <DashboardPage from="/download" />,
  validateSearch: validateDashboardSearch,
});
