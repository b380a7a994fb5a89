import type { RouterContext } from "../../lib/router-context";
import { prefetchDashboard } from "./queries";
import { type DashboardSearch, validateDashboardSearch } from "./search";

/** What /dashboard and /download share: the selection in the URL, and the loader it drives. */
export const dashboardRouteOptions = {
  validateSearch: validateDashboardSearch,
  loaderDeps: ({ search }: { search: DashboardSearch }) => ({ session: search.session }),
  loader: ({ context, deps }: { context: RouterContext; deps: { session?: string } }) =>
    prefetchDashboard(context, deps.session),
};
