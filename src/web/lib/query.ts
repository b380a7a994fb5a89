import { QueryClient } from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../../server/trpc/app-router";
import { trpc } from "./trpc";

/** One cache for the whole app. Spec: retry 3 times with exponential backoff capped at 30 s; garbage-collect after 5 minutes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 3,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60_000,
    },
  },
});

/**
 * Typed query options and cache keys for every procedure, so loaders, components and invalidations
 * share one key per procedure instead of hand-written keys.
 */
export const api = createTRPCOptionsProxy<AppRouter>({ client: trpc, queryClient });
