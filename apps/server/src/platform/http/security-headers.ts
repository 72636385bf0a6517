import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** A host as a browser sends it (name, IPv4 or [IPv6], optional port): nothing that ends a directive. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The realtime socket (`/ws`) of the host the page came from. CSP 3 browsers already count it
 * under 'self'; older tablet browsers need it named, and only this host, never any ws: host.
 */
function sameHostSocket(request: IncomingMessage): string {
  const host = request.headers.host;
  return host && HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/**
 * One policy for the web app and /api/docs (both load only their own files). Styles allow
 * inline because Mantine writes its theme and responsive props into <style> elements at run
 * time; scripts never do (docs/decisions.md, "Security headers"). Images: product images are
 * our own /api/v1/files URLs, the image field previews a chosen file as blob:, and Mantine
 * dates' and Swagger UI's CSS draw icons as data: SVGs.
 */
export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "connect-src": ["'self'", sameHostSocket],
  "font-src": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "img-src": ["'self'", "data:", "blob:"],
  "object-src": ["'none'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
};

/** Whether an answer is the API's (its documentation included). */
function isApi(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/**
 * Security headers on every answer (HTML, API, errors, files), and no-store on API answers:
 * they carry clients, orders and sessions that a shared till's browser cache must not keep.
 * An answer that chose its own caching (the immutable files of /api/v1/files) keeps it.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Plain HTTP on the restaurant's network is a supported setup: the browser ignores HSTS
    // there, and other services on the operator's subdomains are not ours to force onto HTTPS.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (isApi(request.url) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
});
