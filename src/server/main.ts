import { ConfigError, loadConfig } from "./config";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Loaded once the configuration is known good: a misconfigured server says so
  // at once, not after seconds of loading the whole server first.
  const [{ buildApp }, { composeApi }, { emailDelivery }] = await Promise.all([
    import("./app"),
    import("./composition/api"),
    import("./email"),
  ]);
  const services = await composeApi(config);
  // Some provider libraries let a failed background task reject unobserved; one
  // user's failing request must not take the server down for everyone.
  process.on("unhandledRejection", (reason) => {
    services.logger.error({ err: reason }, "unhandled rejection");
  });
  const app = await buildApp(services);
  await app.listen({ port: config.port, host: config.host });
  services.logger.info(
    { database: config.database.dialect, url: config.publicUrl, email: emailDelivery(config) },
    `Verba is running at ${config.publicUrl}`,
  );
  if (emailDelivery(config) === "off") {
    services.logger.warn(
      "Email is off: SMTP_URL is not set and MAIL_LOG is not true, so sign-in codes and password resets cannot be sent. Set SMTP_URL, or MAIL_LOG=true to write them to this log.",
    );
  } else if (emailDelivery(config) === "log" && config.env === "production") {
    services.logger.warn(
      "MAIL_LOG=true: sign-in codes and reset links are written to this log; whoever reads it can sign in as anyone.",
    );
  }

  // On SIGTERM stop taking connections, let requests in flight finish, then close the pools.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await services.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

await main();
