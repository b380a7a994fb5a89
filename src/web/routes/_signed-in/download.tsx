import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../components/dashboard/dashboard-page";
import { prefetchDashboard } from "../../components/dashboard/queries";
import { validateDashboardSearch } from "../../components/dashboard/search";

/** Spec §2: /download shows the same guarded screen as the dashboard. */
export const Route = createFileRoute("/_signed-in/download")({
  component: () => <DashboardPage path="/download" />,
  validateSearch: validateDashboardSearch,
  loaderDeps: ({ search }) => ({ session: search.session }),
  loader: ({ context, deps }) => prefetchDashboard(context, deps.session),
});
