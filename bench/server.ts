/**
 * Server benchmarks on loopback with autocannon: reading a game's view and
 * posting moves, on the embedded SQLite store and on PostgreSQL when a URL
 * is given (BENCH_DATABASE_URL or DATABASE_URL); and another game read while
 * hostile imports are answered (server-imports.ts).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import WebSocket from "ws";
import { startServerProcess } from "../src/server/child-server.js";
import { otherGameReads } from "./other-game.js";
import { benchImportStall } from "./server-imports.js";

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
  // One client makes every request here: the per-address rate limits are off.
  const server = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-bench-")), {
    SORTIE_RATE_LIMIT: "off",
    ...env,
  });
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

/** A system whose games the computer plays in `benchComputer`: how a game is made, and its two seats. */
interface ComputerGames {
  name: string;
  system: string;
  seats: [string, string];
  /** A game's options, the computer flying the seat that is not `human`'s. */
  options: (i: number, computer: string) => Record<string, unknown>;
}

const HAWKS_GAMES: ComputerGames = {
  name: "",
  system: "hawks-over-malta",
  seats: ["axis", "british"],
  options: (i, computer) => ({ scenario: 1 + (i % 2), computer }),
};

/** Winged Victory's two-on-two against the ace (the level a game gets by default): 500 ms a decision. */
export const WV_GAMES: ComputerGames = {
  name: "Winged Victory (two-on-two, the ace) ",
  system: "winged-victory",
  seats: ["allies", "germans"],
  options: (_i, computer) => ({ scenario: "two-on-two", computer, computerLevel: "ace" }),
};

/**
 * Games against the computer: `games` games of a system stay in progress
 * (a driver plays the person's side of each as soon as it is to act, and
 * starts a new game when one ends) while another game's view is read at
 * 200 req/s. The computer's search must never hold up the other game.
 */
export async function benchComputer(
  label: string,
  env: Record<string, string>,
  judged: boolean,
  nodeArgs: string[] = [],
  kind: ComputerGames = HAWKS_GAMES,
) {
  const server = await startServerProcess(
    mkdtempSync(join(tmpdir(), "sortie-bench-")),
    { SORTIE_RATE_LIMIT: "off", ...env },
    nodeArgs,
  );
  const games = 30;
  let stop = false;
  let computerTurns = 0;
  const newGame = async (i: number, human: string) => {
    const [a, b] = kind.seats;
    const g = await post(`${server.url}/api/games`, {
      system: kind.system,
      options: kind.options(i, human === a ? b : a),
      dice: { mode: "seeded", seed: 1000 + i },
    });
    return g.links.seats[human] as string;
  };
  // A person's side of one game, played as a page would: it follows the game's live socket
  // and moves whenever it may. Resolves when the game is over or the benchmark stops.
  const playOne = (token: string, human: string) =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(`${server.url.replace("http", "ws")}/api/t/${token}/live`);
      let latest: { seq: number; status: string; view: { actions: unknown[] } } | null = null;
      let busy = false;
      const done = () => {
        socket.close();
        resolve();
      };
      const consider = async () => {
        if (stop) return done();
        if (busy || !latest) return;
        if (latest.status === "over") return done();
        const actions = latest.view.actions;
        if (actions.length === 0) return;
        busy = true;
        const action = actions[Math.floor(Math.random() * actions.length)];
        const r = await post(`${server.url}/api/t/${token}/actions`, { seq: latest.seq, action });
        if (typeof r.seq === "number" && r.seq > latest.seq) latest = r;
        busy = false;
        await consider();
      };
      socket.on("message", async (data) => {
        const m = JSON.parse(String(data));
        if (m.type === "hello") latest = await (await fetch(`${server.url}/api/t/${token}`)).json();
        else if (m.type === "entry" || m.type === "undo") {
          if (m.line?.seat !== human) computerTurns++;
          if (!latest || m.game.seq > latest.seq) latest = m.game;
        }
        await consider();
      });
      socket.on("error", done);
    });
  const driver = async (i: number) => {
    for (let k = 0; !stop; k++) {
      const n = i + games * k;
      const human = kind.seats[n % 2];
      await playOne(await newGame(n, human), human);
    }
  };
  try {
    const reading = await otherGameReads(server.url);
    // The same reads with no game against the computer, on this machine as it is now.
    const quiet = await reading(4);
    const drivers = Array.from({ length: games }, (_, i) => driver(i));
    await new Promise((r) => setTimeout(r, 2000));
    const before = computerTurns;
    const read = await reading(10);
    const turns = computerTurns - before;
    stop = true;
    await Promise.all(drivers);
    return {
      what: `${label}: GET another game's view at 200 req/s, ${games} ${kind.name}games against the computer in progress`,
      figure: `${read.requests.total} answered, p99 ${read.latency.p99} ms, max ${read.latency.max} ms, ${read.non2xx + read.errors + read.timeouts} failed; ${turns} computer turns in 10 s (with none: p99 ${quiet.latency.p99} ms)`,
      target: judged ? "p99 < 50 ms" : "report",
      ok: judged
        ? read.latency.p99 < 50 &&
          read.requests.total >= 1900 &&
          read.non2xx + read.errors + read.timeouts === 0 &&
          turns > 0
        : null,
    } satisfies Figure;
  } finally {
    stop = true;
    await server.stop();
  }
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
  out.push(await benchComputer("SQLite", { DATABASE_URL: "" }, true));
  out.push(await benchComputer("SQLite", { DATABASE_URL: "" }, true, [], WV_GAMES));
  out.push(...(await benchImportStall("SQLite", { DATABASE_URL: "" }, true)));
  // The same load with the search on the server's main thread, as before the worker pool.
  out.push(
    await benchComputer(
      "SQLite, search on the main thread (for comparison)",
      { DATABASE_URL: "", SORTIE_COMPUTER_THREADS: "0" },
      false,
    ),
  );
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pg) {
    out.push(...(await benchStore("PostgreSQL", { DATABASE_URL: pg }, false)));
    out.push(await benchComputer("PostgreSQL", { DATABASE_URL: pg }, false));
  } else
    out.push({
      what: "PostgreSQL",
      figure: "skipped: set BENCH_DATABASE_URL",
      target: "—",
      ok: null,
    });
  return out;
}
