/**
 * Replay: how fast a long log is rebuilt (entries per second), and how long
 * importing a log of about 1 MB holds the server's event loop at most (the
 * import replays in slices; what is left is parsing the body and writing it).
 * The logs are made here: a Wings over Malta campaign whose reports are taken
 * back and entered again, and a Hawks over Malta game of plain steps taken
 * back and made again, both with undo marks, as a long game really grows.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnyRules, Entry } from "../src/engine/contract.js";
import { toLogFile } from "../src/engine/logfile.js";
import { canUndo, createMatch, type Match, play, replay, undo } from "../src/engine/match.js";
import { faceOf, nextUint32, seedRng } from "../src/engine/rng.js";
import { hawksOverMalta } from "../src/games/hawks-over-malta/rules.js";
import { randomStep } from "../src/games/wings-over-malta/random-play.js";
import { MAX_AIRMEN, wingsOverMalta } from "../src/games/wings-over-malta/rules.js";
import type { CampaignState } from "../src/games/wings-over-malta/state.js";
import { buildApp } from "../src/server/app.js";
import { GameStore } from "../src/store/game-store.js";
import type { Figure } from "./server.js";

type AnyMatch = Match<unknown, unknown, unknown>;

/** Bytes of the log file of `m`. */
const size = (m: AnyMatch) => Buffer.byteLength(JSON.stringify(toLogFile(m)));

/**
 * A Wings over Malta campaign in which each after-action report is entered
 * and taken back `retakes` times before it stands, up to about `bytes`.
 */
function longCampaign(bytes: number, retakes: number): AnyMatch {
  const rules = wingsOverMalta as AnyRules;
  const rng = seedRng(2024);
  let m = createMatch(rules, {}, { mode: "seeded", seed: 7 });
  let approx = size(m);
  let taken = 0;
  while (!rules.outcome(m.state)) {
    const { seat, action } = randomStep(m.state as CampaignState, rng);
    let next: AnyMatch;
    try {
      next = play(rules, m, seat, rules.parseAction(action));
    } catch {
      continue;
    }
    const added = Buffer.byteLength(JSON.stringify(next.log[next.log.length - 1])) + 1;
    if (approx + added + 40 > bytes) break;
    approx += added;
    // Only a step that rolled nothing may be taken back: a side's first part of the report.
    if (action.type === "report" && taken < retakes && canUndo(rules, next)) {
      m = undo(rules, next, seat, { standing: m.entries.length, state: m.state });
      approx += 30;
      taken++;
    } else {
      m = next;
      if (action.type === "report") taken = 0;
    }
  }
  return m;
}

/** A Hawks over Malta game of random legal moves; each plain step is taken back and made again `retakes` times. */
function longHawks(retakes: number): AnyMatch {
  const rules = hawksOverMalta as AnyRules;
  let m = createMatch(rules, rules.parseOptions({ scenario: 1 }), { mode: "seeded", seed: 11 });
  const rng = seedRng(99);
  let taken = 0;
  let before = { standing: 0, state: m.state };
  while (!rules.outcome(m.state)) {
    if (taken < retakes && canUndo(rules, m)) {
      const last = m.entries[m.entries.length - 1] as Entry<unknown>;
      m = undo(rules, m, last.seat, before);
      taken++;
      continue;
    }
    const open = rules
      .seats(m.options)
      .flatMap((seat) =>
        (rules.view(m.state, seat).actions as unknown[]).map((action) => ({ seat, action })),
      );
    if (open.length === 0) break;
    const { seat, action } = open[faceOf(nextUint32(rng), open.length) - 1];
    before = { standing: m.entries.length, state: m.state };
    m = play(rules, m, seat, rules.parseAction(action));
    if (!canUndo(rules, m)) taken = 0;
  }
  return m;
}

/** A campaign of `count` renamings (a step that rolls nothing and grows nothing): a long game at little size. */
function renames(count: number): AnyMatch {
  const rules = wingsOverMalta as AnyRules;
  let m = createMatch(rules, {}, { mode: "seeded", seed: 3 });
  const ids = (m.state as CampaignState).pilots
    .filter((p) => p.side === "british")
    .map((p) => p.id);
  for (let i = 0; i < count; i++) {
    const action = { type: "rename", pilot: ids[i % ids.length], name: `Pilot ${i}` };
    m = play(rules, m, "british", action);
  }
  return m;
}

/** A campaign whose sides enlist airmen in turn until the roster holds `airmen`, the fallen included. */
function enlisted(airmen: number): AnyMatch {
  const rules = wingsOverMalta as AnyRules;
  let m = createMatch(rules, {}, { mode: "seeded", seed: 5 });
  const services = ["raf", "luftwaffe", "raf", "regia"] as const;
  for (let i = 0; (m.state as CampaignState).pilots.length < airmen; i++) {
    const service = services[i % services.length];
    const side = service === "raf" ? "british" : "axis";
    const role = i % 3 === 0 ? "bomber" : "fighter";
    m = play(rules, m, side, { type: "enlist", side, service, role });
  }
  return m;
}

function replayRate(rules: AnyRules, m: AnyMatch): { perSecond: number; ms: number } {
  const record = JSON.parse(JSON.stringify(toLogFile(m)));
  const t0 = performance.now();
  const again = replay(rules, record);
  const ms = performance.now() - t0;
  if (JSON.stringify(again.state) !== JSON.stringify(m.state)) throw new Error("replay differs");
  return { perSecond: m.log.length / (ms / 1000), ms };
}

/** The longest the event loop went without running a 1 ms timer, and the process's CPU time in that span, in ms. */
interface Hold {
  ms: number;
  /** Far below `ms` when the machine is busy and the process waited for a core, not the other way round. */
  cpuMs: number;
}

/** Runs `work`; the longest event-loop hold meanwhile. */
async function longestHold(work: () => Promise<void>): Promise<Hold> {
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const max: Hold = { ms: 0, cpuMs: 0 };
  const probe = setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    if (now - last > max.ms) {
      max.ms = now - last;
      max.cpuMs = (cpu.user + cpu.system) / 1000;
    }
    last = now;
    lastCpu = process.cpuUsage();
  }, 1);
  await work();
  // One more tick, so a hold at the very end is seen too.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(probe);
  return max;
}

const held = (h: Hold) => `${h.ms.toFixed(0)} ms (${h.cpuMs.toFixed(0)} ms of it on the CPU)`;

/**
 * Imports `log` through the API on a fresh SQLite store, then takes back its
 * last move: how long each took and the longest event-loop hold meanwhile.
 */
async function importAndUndo(log: ReturnType<typeof toLogFile>) {
  const dir = mkdtempSync(join(tmpdir(), "sortie-replay-bench-"));
  const store = await GameStore.open({ url: "", dir });
  const { app } = await buildApp({ store });
  // A server is up before requests come in: its start is not the import's hold.
  await app.ready();
  const post = (url: string, payload: string) =>
    app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json" } });
  // The client's own work of writing the body is not the server's either.
  const body = JSON.stringify({ log });
  try {
    let owner = "";
    let t0 = performance.now();
    const importHold = await longestHold(async () => {
      const r = await post("/api/import", body);
      if (r.statusCode !== 201) throw new Error(`import refused: ${r.body}`);
      owner = r.json().links.owner;
    });
    const importMs = performance.now() - t0;
    t0 = performance.now();
    let undone = false;
    const undoHold = await longestHold(async () => {
      const r = await post(`/api/t/${owner}/undo`, JSON.stringify({ seq: log.entries.length }));
      undone = r.statusCode === 200;
    });
    const undoMs = performance.now() - t0;
    return { importHold, importMs, undo: undone ? { hold: undoHold, ms: undoMs } : null };
  } finally {
    await app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const n = (x: number) => Math.round(x).toLocaleString("en");

export async function replayFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  const campaign = longCampaign(1000 * 1000, 22);
  const hawks = longHawks(20);
  const t0 = performance.now();
  const full = enlisted(MAX_AIRMEN);
  out.push({
    what: `a Wings over Malta campaign enlisting to the ${MAX_AIRMEN}-airmen limit (${n(full.log.length)} steps), played`,
    figure: `${n(performance.now() - t0)} ms`,
    target: "linear in the log",
    ok: null,
  });
  for (const [label, rules, m] of [
    ["Wings over Malta", wingsOverMalta as AnyRules, campaign],
    ["Wings over Malta", wingsOverMalta as AnyRules, renames(4000)],
    ["Wings over Malta", wingsOverMalta as AnyRules, full],
    ["Hawks over Malta", hawksOverMalta as AnyRules, hawks],
  ] as const) {
    const kb = Math.round(size(m) / 1024);
    const r = replayRate(rules, m);
    out.push({
      what: `replay of a ${label} log (${n(m.log.length)} entries, ${kb} KB)`,
      figure: `${n(r.perSecond)} entries/s (${n(r.ms)} ms)`,
      target: "linear in the log",
      ok: null,
    });
    const imp = await importAndUndo(toLogFile(m));
    out.push({
      what: `import of that ${label} log: longest event-loop hold`,
      figure: `${held(imp.importHold)}; import took ${n(imp.importMs)} ms`,
      target: "< 100 ms",
      ok: imp.importHold.ms < 100,
    });
    if (imp.undo) {
      out.push({
        what: "undo of its last move: longest event-loop hold",
        figure: `${held(imp.undo.hold)}; undo took ${n(imp.undo.ms)} ms`,
        target: "< 100 ms",
        ok: imp.undo.hold.ms < 100,
      });
    }
  }
  return out;
}
