import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress";

const server = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: "src/web",
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./routes",
      generatedRouteTree: "./routeTree.gen.ts",
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
  build: { outDir: "../../dist/web", emptyOutDir: true },
  // `npm run dev:web` serves the app with hot reload and sends API calls to the server.
  server: { proxy: { "/api": server, "/trpc": server, "/healthz": server } },
});
