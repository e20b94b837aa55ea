/** Starts Sortie's server: migrations, the API and the web app, one line of log, clean shutdown. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT as root, WEB_DIST } from "../paths.js";
import { GameStore } from "../store/game-store.js";
import { buildApp } from "./app.js";
import { PgCluster } from "./cluster.js";
import { limitsFromEnv, trustProxyFromEnv } from "./guard.js";

/** Builds the web app if it has not been built yet (the first `npm start`). */
export function ensureWebBuilt(): void {
  if (existsSync(join(WEB_DIST, "index.html"))) return;
  process.stdout.write("Building the web app (first start only)…\n");
  const vite = join(root, "node_modules", "vite", "bin", "vite.js");
  const r = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: join(root, "web"),
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error("the web app could not be built");
}

export async function startServer(opts: { port: number; host: string; build?: boolean }) {
  if (opts.build !== false) ensureWebBuilt();
  const store = await GameStore.open();
  // On PostgreSQL, other processes may share the database: they hear of each other's entries.
  const url = process.env.DATABASE_URL;
  const cluster = store.kind === "postgres" && url ? await PgCluster.open(url) : undefined;
  const { app } = await buildApp({
    store,
    webDir: WEB_DIST,
    limits: limitsFromEnv(),
    trustProxy: trustProxyFromEnv(),
    cluster,
  });
  await app.listen({ port: opts.port, host: opts.host });
  const shown = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(opts.host) ? "localhost" : opts.host;
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  process.stdout.write(
    `Sortie is running at http://${shown}:${port} (games stored in ${store.kind === "sqlite" ? "SQLite " : "PostgreSQL "}${store.where})\n`,
  );
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await cluster?.close();
    await store.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  return { app, store, port };
}
