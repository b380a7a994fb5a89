import { createFileRoute, Navigate, Outlet, redirect } from "@tanstack/react-router";
import { LoadingScreen } from "../components/loading-screen";
import { useAuth } from "../lib/auth";

/**
 * The guard of /dashboard and /download (spec §2 Access guard): a layout
 * route without a path of its own. Its `beforeLoad` runs before their loaders,
 * so nothing is fetched for a visitor who is not signed in.
 */
export const Route = createFileRoute("/_signed-in")({
  beforeLoad: async ({ context }) => {
    // The redirect replaces the entry, so Back does not return to the guarded page.
    if (!(await context.signedInUser())) throw redirect({ to: "/signin", replace: true });
  },
  pendingComponent: LoadingScreen,
  pendingMs: 0,
  component: SignedIn,
});

/**
 * A sign-in that ends while the page is open (signed out elsewhere, expired)
 * leaves it too; a sign-out asked for here goes where its caller sends it.
 */
function SignedIn() {
  const { loading, user, signedOutHere } = useAuth();
  if (!loading && !user) return signedOutHere ? null : <Navigate to="/signin" replace />;
  return <Outlet />;
}
