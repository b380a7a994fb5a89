import type { QueryClient } from "@tanstack/react-query";
import type { api } from "./query";
import type { signedInUser } from "./signed-in-user";

/** What every route can read from the router context: the cache, its typed keys and the guard's question. */
export interface RouterContext {
  queryClient: QueryClient;
  api: typeof api;
  /** The guard's answer: who is signed in, once that is known. */
  signedInUser: typeof signedInUser;
}
