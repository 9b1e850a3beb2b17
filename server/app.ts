import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Env } from "../app/server/env.server.ts";
import type { Logger } from "../app/server/logger.server.ts";
import { requestInfoContext } from "../app/server/request-context.ts";
import { BODY_SIZE_LIMIT, limitBodySize, noStoreWhenSettingCookies, refuseCrossSiteWrites } from "./request-guards.ts";
import { securityHeaders } from "./security-headers.ts";

export interface AppOptions {
  env: Env;
  logger: Logger;
  /** Development: Vite serves assets and compiles the app on demand. */
  vite?: ViteDevServer;
  /** Production: the directory holding build/client and build/server. */
  buildDir?: string;
}

const REQUEST_ID = /^[\w.-]{8,128}$/;

export function createApp({ env, logger, vite, buildDir }: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Asset requests would drown the log; they are served before any app code runs.
      autoLogging: { ignore: (req) => /^\/(assets|@vite|@fs|node_modules|app)\//.test(req.url ?? "") },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    securityHeaders({
      isProduction: env.isProduction,
      frameSources: env.GAME_URL ? [new URL(env.GAME_URL).origin] : [],
      connectSources: env.ANALYTICS_PLAUSIBLE_DOMAIN ? ["https://plausible.io"] : [],
    }),
  );
  app.use(compression());
  app.use(refuseCrossSiteWrites({ publicUrl: env.PUBLIC_URL }));
  app.use(limitBodySize(BODY_SIZE_LIMIT));
  app.use(noStoreWhenSettingCookies());

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (vite) {
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const dir = buildDir ?? path.resolve("build");
    // Fingerprinted assets never change; everything else in public/ may.
    app.use("/assets", express.static(path.join(dir, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(path.join(dir, "client"), { maxAge: "1h", index: false }));
    build = () => import(path.join(dir, "server/index.js")) as Promise<ServerBuild>;
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: env.isProduction ? "production" : "development",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, {
          requestId: String(req.id),
          cspNonce: res.locals.cspNonce as string,
          clientIp: req.ip ?? "unknown",
          log: req.log,
        });
        return context;
      },
    }),
  );

  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return res.end();
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    res.status(status);
    if (req.accepts(["html", "json"]) === "json") {
      res.json({ message: status >= 500 ? "Something went wrong on our side." : String(error.message), requestId: req.id });
    } else {
      res.type("html").send(
        `<!doctype html><meta charset="utf-8"><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment. Reference: ${String(req.id).replace(/[^\w.-]/g, "")}</p>`,
      );
    }
  };
  app.use(errorHandler);

  return app;
}
