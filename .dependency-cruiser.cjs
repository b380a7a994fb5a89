/**
 * The house's layer rules, checked in `npm test` (`npm run deps`). Each rule
 * says which way imports may point; a new rule goes here with its reason.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle, by value or by type, means two files cannot be read apart.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "web-uses-only-router-types",
      comment:
        "The browser bundle gets the API's shape from the router's type and nothing else of the server.",
      severity: "error",
      from: { path: "^src/web/" },
      to: {
        path: "^src/server/",
        pathNot: "^src/server/trpc/app-router\\.ts$",
      },
    },
    {
      name: "web-router-import-is-type-only",
      comment: "A value import of the router would pull the server into the browser bundle.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "web-lib-stays-below-the-screens",
      comment:
        "src/web/lib (query client, auth context, router context, preferences) is what screens stand on: it never imports a component, a route or the voice client.",
      severity: "error",
      from: { path: "^src/web/lib/" },
      to: { path: "^src/web/(components|routes|voice)/" },
    },
    {
      name: "web-routes-are-the-top",
      comment:
        "Routes put components together; a component or the voice client never imports a route.",
      severity: "error",
      from: { path: "^src/web/(components|lib|voice)/" },
      to: { path: "^src/web/routes/" },
    },
    {
      name: "shared-stands-alone",
      comment: "src/shared is read by the server, the web app and the extension alike.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^(src/server|src/web|extension|agent|db)/" },
    },
    {
      name: "extension-stands-alone",
      comment: "The extension ships on its own; it may share only src/shared with the app.",
      severity: "error",
      from: { path: "^extension/" },
      to: { path: "^(src/server|src/web|agent|db)/" },
    },
    {
      name: "server-never-imports-web",
      severity: "error",
      from: { path: "^(src/server|agent|db)/" },
      to: { path: "^(src/web|extension)/" },
    },
    {
      name: "repositories-import-nothing-above-them",
      comment:
        "A repository is plain queries over Kysely<Database>: it may use the schema, shared code and other repositories, never a service, a router, the HTTP layer or the composition root.",
      severity: "error",
      from: { path: "\\.repository\\.ts$" },
      to: {
        path: "^src/server/",
        pathNot: [
          "\\.repository\\.ts$",
          "^src/server/db(\\.ts|/)",
          "^src/server/ids\\.ts$",
          "^src/server/services/errors\\.ts$",
          "^src/server/services/sessions/cursor\\.ts$",
        ],
      },
    },
    {
      name: "domains-never-import-auth-revocation-or-routers",
      comment:
        "Routers, auth and revocation use the domains (the sign-in session table, the domain errors), never the other way: a use case that must know of a sign-in declares the port it needs (services/sign-in-lease.ts).",
      severity: "error",
      from: { path: "^src/server/services/" },
      to: { path: "^src/server/(auth|revocation|trpc)/|^src/server/(auth|rest|app)\\.ts$" },
    },
    {
      name: "low-level-code-never-imports-the-root",
      comment:
        "Only entry points (main, the voice host thread, the LiveKit worker) and tests import the composition root; everything else declares the narrow interface it needs.",
      severity: "error",
      from: {
        path: "^(src/server|agent)/",
        pathNot: [
          "^src/server/main\\.ts$",
          "^src/server/composition/",
          "^agent/main\\.ts$",
          "^src/server/voice/host/host\\.ts$",
        ],
      },
      to: { path: "^src/server/composition/" },
    },
    {
      name: "web-voice-capture-and-playback-stand-alone",
      comment:
        "The voice client reads top down: state drives a transport, a transport uses capture and playback. The microphone and the player know nothing of either.",
      severity: "error",
      from: { path: "^src/web/voice/(capture|playback)/" },
      to: { path: "^src/web/voice/(transport|state)/|^src/web/voice/use-voice-session\\.ts$" },
    },
    {
      name: "web-voice-transport-below-state",
      comment: "A transport reports in its own terms; the session maps them onto its states.",
      severity: "error",
      from: { path: "^src/web/voice/transport/" },
      to: { path: "^src/web/voice/state/|^src/web/voice/use-voice-session\\.ts$" },
    },
    {
      name: "production-never-imports-tests",
      severity: "error",
      from: { path: "^(src|agent|db|scripts|extension)/" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|^dist/|routeTree\\.gen\\.ts$" },
  },
};
