import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "../components/dashboard/dashboard-screen";
import { RequireAuth } from "../components/require-auth";

export const Route = createFileRoute("/dashboard")({ component: Dashboard });

function Dashboard() {
  return (
    <RequireAuth>
      <DashboardScreen />
    </RequireAuth>
  );
}
