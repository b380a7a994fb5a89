import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../components/dashboard/dashboard-page";
import { dashboardRouteOptions } from "../../components/dashboard/route-options";

export const Route = createFileRoute("/_signed-in/dashboard")({
  ...dashboardRouteOptions,
  component: () => <DashboardPage path="/dashboard" />,
});
