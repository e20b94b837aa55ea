/**
 * Server benchmarks on loopback with autocannon: reading a game's view and
 * posting moves, on the embedded SQLite store and on PostgreSQL when a URL
 * is given (BENCH_DATABASE_URL or DATABASE_URL).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startServerProcess } from "../src/server/child-server.js";

export interface Figure {
  what: string;
  figure: string;
  target: string;
  ok: boolean | null;
}

async function post(url: string, body: unknown) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return r.json();
}

/** The targets are set for the embedded store; PostgreSQL's figures are reported beside them. */
async function benchStore(
  label: string,
  env: Record<string, string>,
  judged: boolean,
): Promise<Figure[]> {
  const server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-bench-")), env);
  const figures: Figure[] = [];
  try {
    const one = await post(`${server.url}/api/games`, {
      system: "malta-convoy",
      dice: { mode: "seeded", seed: 1 },
    });
    const view = await autocannon({
      url: `${server.url}/api/t/${one.links.seats.player}`,
      connections: 10,
      duration: 8,
      overallRate: 1000,
    });
    figures.push({
      what: `${label}: GET a game's view at 1,000 req/s`,
      figure: `${Math.round(view.requests.average)} req/s, p99 ${view.latency.p99} ms, ${view.non2xx} errors`,
      target: judged ? "1,000 req/s, p99 < 20 ms" : "report",
      ok: judged
        ? view.requests.average >= 950 && view.latency.p99 < 20 && view.non2xx === 0
        : null,
    });
    const flat = await autocannon({
      url: `${server.url}/api/t/${one.links.seats.player}`,
      connections: 10,
      duration: 5,
    });
    figures.push({
      what: `${label}: GET a game's view, flat out`,
      figure: `${Math.round(flat.requests.average)} req/s, p99 ${flat.latency.p99} ms`,
      target: "—",
      ok: null,
    });

    // Moves: many games; each request takes a game no other request is playing, with its right
    // sequence number. (autocannon clears a connection's context between requests, so the
    // games' state lives here.)
    const games: { token: string; seq: number; busy: boolean; over: boolean }[] = [];
    for (let i = 0; i < 160; i++) {
      const g = await post(`${server.url}/api/games`, {
        system: "malta-convoy",
        dice: { mode: "seeded", seed: 100 + i },
      });
      games.push({ token: g.links.seats.player, seq: 0, busy: false, over: false });
    }
    let cursor = 0;
    const take = (): number => {
      for (let k = 0; k < games.length; k++) {
        const i = (cursor + k) % games.length;
        if (!games[i].busy && !games[i].over) {
          cursor = i + 1;
          games[i].busy = true;
          return i;
        }
      }
      throw new Error("every benchmark game is over: make more games");
    };
    type Ctx = { game?: number };
    const moves = await autocannon({
      url: server.url,
      connections: 8,
      duration: 8,
      overallRate: 200,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (req, context: Ctx) => {
            const i = take();
            context.game = i;
            return {
              ...req,
              path: `/api/t/${games[i].token}/actions`,
              body: JSON.stringify({ seq: games[i].seq, action: { type: "turn", option: null } }),
            };
          },
          onResponse: (status, body, context: Ctx) => {
            const g = games[context.game as number];
            g.busy = false;
            if (status !== 200) return;
            const r = JSON.parse(body);
            g.seq = r.seq;
            g.over = r.status === "over";
          },
        },
      ],
    });
    figures.push({
      what: `${label}: POST moves at 200 req/s (synchronous commit)`,
      figure: `${Math.round(moves.requests.average)} req/s, p99 ${moves.latency.p99} ms, ${moves.non2xx} errors`,
      target: judged ? "200 req/s, p99 < 50 ms" : "report",
      ok: judged
        ? moves.requests.average >= 190 && moves.latency.p99 < 50 && moves.non2xx === 0
        : null,
    });
  } finally {
    await server.stop();
  }
  return figures;
}

/** The gzipped size of the JavaScript the home page loads first (entry and preloaded chunks). */
export function homeBundle(webDist: string): Figure {
  const html = readFileSync(join(webDist, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(webDist, f))).length, 0);
  return {
    what: "web app: initial JavaScript of the home page, gzipped",
    figure: `${(bytes / 1024).toFixed(1)} KB (${files.length} file${files.length === 1 ? "" : "s"})`,
    target: "< 250 KB",
    ok: bytes < 250 * 1024,
  };
}

export async function serverFigures(): Promise<Figure[]> {
  const out = await benchStore("SQLite", { DATABASE_URL: "" }, true);
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pg) out.push(...(await benchStore("PostgreSQL", { DATABASE_URL: pg }, false)));
  else
    out.push({
      what: "PostgreSQL",
      figure: "skipped: set BENCH_DATABASE_URL",
      target: "—",
      ok: null,
    });
  return out;
}
