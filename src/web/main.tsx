import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "sonner";
import { config as configureZod } from "zod";
import { AuthProvider } from "./lib/auth";
import { api, queryClient } from "./lib/query";
import { signedInUser } from "./lib/signed-in-user";
import { routeTree } from "./routeTree.gen";
import "./styles.css";

// The CSP forbids eval: zod would otherwise try `Function("")` at its first parse, and the
// browser reports the refusal as a policy violation.
configureZod({ jitless: true });

const router = createRouter({
  routeTree,
  context: { queryClient, api, signedInUser },
  scrollRestoration: false,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
        <Toaster richColors position="top-right" />
      </QueryClientProvider>
    </StrictMode>,
  );
}
