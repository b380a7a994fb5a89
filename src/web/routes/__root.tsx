import { createRootRouteWithContext, Outlet, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { ErrorScreen } from "../components/error-screen";
import { NotFound } from "../components/not-found";
import type { RouterContext } from "../lib/router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: ErrorScreen,
});

function Root() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger (spec: scroll to top on every route change).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
