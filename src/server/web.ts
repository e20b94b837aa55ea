/**
 * The web app's files: hashed assets cached for good, index.html for the
 * app's page routes, and 404 for any other path (a missing file is never
 * answered with the app's page).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Files under /assets/ carry a hash of their content in their name: they never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A path the app routes itself (/, /g/…, /analyse…): no file extension, not under /assets/ or /api/. */
export function isPageRoute(path: string): boolean {
  if (path.startsWith("/api/") || path === "/api" || path.startsWith("/assets/")) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return !last.includes(".");
}

export async function serveWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = Boolean(webDir && existsSync(join(webDir, "index.html")));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir as string,
      // Files are looked up when asked for, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: ["index.html"],
      cacheControl: false,
      setHeaders: (reply, path) => {
        const asset = path.includes(`${join("/", "assets", "/")}`);
        // index.html names the current assets: always asked for afresh.
        reply.header("cache-control", asset ? IMMUTABLE : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0];
    const get = req.method === "GET" || req.method === "HEAD";
    if (!hasWeb || !get || !isPageRoute(path)) {
      return reply.status(404).send({ error: `nothing at ${req.method} ${path}` });
    }
    return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
  });
}
