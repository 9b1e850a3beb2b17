/**
 * Boots the site: configuration, the database (embedded when MONGODB_URI is not set), sample
 * content on an empty database, then the HTTP server. Run directly by Node (type stripping).
 */
import { once } from "node:events";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connectDatabase, disconnectDatabase, redactUri } from "../app/server/db.server.ts";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../app/server/embedded-db.server.ts";
import { EnvError, getEnv, type Env } from "../app/server/env.server.ts";
import { logger } from "../app/server/logger.server.ts";
import { seedSampleContent } from "../app/server/seed.server.ts";
import { createApp } from "./app.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function loadEnv(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`${error.message}\nSee .env.example for every setting.`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const env = loadEnv();
  if (env.usingDefaults.length > 0) {
    logger.warn({ settings: env.usingDefaults }, "using development defaults (never in production)");
  }

  let embedded: EmbeddedDatabase | undefined;
  let uri = env.MONGODB_URI;
  if (!uri) {
    embedded = await startEmbeddedDatabase({
      dataDir: path.resolve(env.DATA_DIR, "db"),
      log: (message) => logger.warn(message),
    });
    uri = `${embedded.uri}brandline`;
    console.log(`Database: embedded ${embedded.kind} on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}`);
  } else {
    console.log(`Database: ${redactUri(uri)}`);
  }

  await connectDatabase(uri, { log: (message) => logger.warn(message) });

  if (process.argv.includes("--seed")) {
    const report = await seedSampleContent({ dataDir: env.DATA_DIR, onlyIfEmpty: false });
    console.log(`Seeded: ${JSON.stringify(report)}`);
    await disconnectDatabase();
    await embedded?.stop();
    return;
  }
  if (env.SEED_ON_START) {
    const report = await seedSampleContent({ dataDir: env.DATA_DIR, onlyIfEmpty: true });
    if (report.seeded) console.log(`Empty database: added sample content ${JSON.stringify(report.counts)}`);
  }

  const vite = env.isProduction
    ? undefined
    : await import("vite").then(({ createServer }) =>
        createServer({ root, server: { middlewareMode: true, hmr: { port: Number(process.env.HMR_PORT ?? 24678) } } }),
      );
  const app = createApp({ env, logger, vite, buildDir: path.resolve(root, process.env.BUILD_DIR ?? "build") });

  const server: Server = app.listen(env.PORT, env.HOST);
  await once(server, "listening");
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : env.PORT;
  console.log(`Brandline is running at http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port} (${env.NODE_ENV})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => server.closeAllConnections(), 10_000).unref();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(force);
    await vite?.close();
    await disconnectDatabase();
    await embedded?.stop();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "failed to start");
  process.exit(1);
});
