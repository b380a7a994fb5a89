import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../components/dashboard/dashboard-page";
import { prefetchDashboard } from "../../components/dashboard/queries";
import { validateDashboardSearch } from "../../components/dashboard/search";

export const Route = createFileRoute("/_signed-in/dashboard")({
  component: () => <DashboardPage path="/dashboard" />,
  validateSearch: validateDashboardSearch,
  loaderDeps: ({ search }) => ({ session: search.session }),
  loader: ({ context, deps }) => prefetchDashboard(context, deps.session),
});
