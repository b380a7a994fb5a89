import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../components/dashboard/dashboard-page";
import { dashboardRouteOptions } from "../../components/dashboard/route-options";

/** Spec §2: /download shows the same guarded screen as the dashboard. */
export const Route = createFileRoute("/_signed-in/download")({
  ...dashboardRouteOptions,
  component: () => <DashboardPage path="/download" />,
});
