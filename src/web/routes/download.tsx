import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "../components/dashboard/dashboard-screen";
import { RequireAuth } from "../components/require-auth";

/** Spec §2: /download shows the same guarded screen as the dashboard. */
export const Route = createFileRoute("/download")({ component: Download });

function Download() {
  return (
    <RequireAuth>
      <DashboardScreen />
    </RequireAuth>
  );
}
