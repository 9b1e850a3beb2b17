import type { RequestHandler } from "express";
import helmet from "helmet";

export interface SecurityHeaderOptions {
  isProduction: boolean;
  /** Extra origins the browser may send data to (analytics). */
  connectSources?: string[];
  /** Extra hosts the pages may frame (the YouTube player, the game). */
  frameSources?: string[];
  /** Extra origins images may load from (a configured CDN or bucket, IMAGE_CDN_URL). */
  imageSources?: string[];
}

/**
 * Headers for every response. Scripts run only with the request's nonce ('strict-dynamic' lets
 * the nonced module scripts load their own imports); no inline or eval'd script is allowed.
 */
export function securityHeaders({ isProduction, frameSources = [], connectSources = [], imageSources = [] }: SecurityHeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [(_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`, "'strict-dynamic'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        // Our own images only (contributors' images are copied in at approval), plus a configured CDN.
        "img-src": ["'self'", "data:", "blob:", ...imageSources],
        "font-src": ["'self'"],
        // Vite's dev server pushes updates over a WebSocket.
        "connect-src": [...(isProduction ? ["'self'"] : ["'self'", "ws:", "wss:"]), ...connectSources],
        "frame-src": ["https://www.youtube-nocookie.com", "https://www.youtube.com", ...frameSources],
        "media-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(isProduction ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xPoweredBy: false,
  });
}
