/**
 * Winged Victory: random dogfight turns per second on one core, on the fast
 * path (the rules' own steps on one state, random legal choices, dice that
 * keep no log), for a one-on-one scenario and a two-on-two. The figure counts
 * whole game turns (throttles, spotting, every plane's move, fire, the end of
 * the turn), set-up included, by the clock and per CPU second of the process
 * (every thread: the compiler's and the garbage collector's too).
 *
 * The target is a rate, judged per CPU second (the fair figure on the shared
 * machine: the clock counts the time other processes hold the core), on the
 * rows that measure a rate:
 * - steady: WV_GAMES games of each scenario (default 5,000) after WV_WARMUP
 *   untimed games of each (default 2,000, other seeds): the rate a
 *   simulation runs at once V8 has compiled the rules' code.
 * The compiler's warm-up is a cost paid once per process, not per turn, so
 * it is reported as what it is, not judged as a rate:
 * - cold: head-on's first WV_COLD games (default 3,000) from a fresh start of
 *   the rules' code, the compiler's work included. Its figure splits the CPU
 *   time between the main thread (playing, at first in the interpreter) and
 *   V8's other threads (mostly the optimising compiler), read from /proc
 *   where there is one; it tells the first 500 games apart, and says what
 *   the warm-up cost over the steady rate and after how many turns a fresh
 *   process's average reaches the target.
 */
import { readdirSync, readFileSync } from "node:fs";
import { gameSeed, seedRng } from "../src/engine/rng.js";
import { playRandom, QuietDice } from "../src/games/winged-victory/fast.js";
import { wingedVictory } from "../src/games/winged-victory/rules.js";
import type { Figure } from "./server.js";

const games = Number(process.env.WV_GAMES ?? 5000);
const warmup = Number(process.env.WV_WARMUP ?? 2000);
const cold = Number(process.env.WV_COLD ?? 3000);
/** The cold row also tells its first this-many games apart: where V8 compiles the rules' code. */
const EARLY = 500;
const SCENARIOS = ["head-on", "two-on-two"];
const TARGET = 20000;

interface Run {
  turns: number;
  wall: number;
  cpu: number;
  /** CPU seconds of the main thread and of every other thread, where /proc tells them apart. */
  threads: { main: number; others: number } | null;
  /** The first `mark` games alone (turns, CPU seconds, of which V8's other threads), when asked. */
  early: { turns: number; cpu: number; others: number | null } | null;
}

/** CPU seconds so far of the main thread and of the process's other threads (Linux's /proc), or null. */
function threadTimes(): { main: number; others: number } | null {
  try {
    let main = 0;
    let others = 0;
    for (const tid of readdirSync("/proc/self/task")) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime, in clock ticks of 1/100 s.
      const s = (Number(f[11]) + Number(f[12])) / 100;
      if (Number(tid) === process.pid) main += s;
      else others += s;
    }
    return { main, others };
  } catch {
    return null;
  }
}

/** Plays `n` random games of `scenario` (game seeds from `stream`), timed; `mark`: the first games to report apart. */
function play(scenario: string, n: number, stream: number, mark = 0): Run {
  const options = wingedVictory.parseOptions({ scenario });
  let turns = 0;
  const th0 = threadTimes();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let early: Run["early"] = null;
  for (let g = 0; g < n; g++) {
    const dice = new QuietDice(seedRng(gameSeed(stream, g)));
    const s = wingedVictory.setup(options, dice);
    playRandom(s, dice, seedRng(gameSeed(stream + 1, g)));
    turns += s.turn;
    if (g + 1 === mark) {
      const c = process.cpuUsage(c0);
      const th = threadTimes();
      const others = th && th0 ? th.others - th0.others : null;
      early = { turns, cpu: (c.user + c.system) / 1e6, others };
    }
  }
  const c = process.cpuUsage(c0);
  const wall = (performance.now() - t0) / 1000;
  const th1 = threadTimes();
  const threads =
    th0 && th1 ? { main: th1.main - th0.main, others: th1.others - th0.others } : null;
  return { turns, wall, cpu: (c.user + c.system) / 1e6, threads, early };
}

const rate = (r: Run) => ({ clock: r.turns / r.wall, cpu: r.turns / r.cpu });
const fmt = (x: number) => Math.round(x).toLocaleString("en");
const figure = (r: Run) =>
  `${fmt(rate(r).clock)} turns/s by the clock, ${fmt(rate(r).cpu)} per CPU second`;

export function wvFigures(): Figure[] {
  const out: Figure[] = [];
  const first = cold > 0 ? play("head-on", cold, 21, EARLY < cold ? EARLY : 0) : null;
  for (const scenario of SCENARIOS) play(scenario, warmup, 23);
  const steady = new Map<string, Run>();
  for (const scenario of SCENARIOS) {
    const r = play(scenario, games, 21);
    steady.set(scenario, r);
    out.push({
      what: `random dogfight turns, ${scenario} (${fmt(games)} games after ${fmt(warmup)} untimed), 1 thread`,
      figure: figure(r),
      target: `≥ ${fmt(TARGET)} turns per CPU second`,
      ok: rate(r).cpu >= TARGET,
    });
  }
  if (first) out.unshift(coldFigure(first, steady.get("head-on")));
  return out;
}

/** The cold row: a fresh process's first games, and what the compiler's warm-up cost once. */
function coldFigure(r: Run, warm: Run | undefined): Figure {
  const e = r.early;
  const early = e
    ? `; games 1–${fmt(EARLY)}: ${fmt(e.turns)} turns in ${e.cpu.toFixed(2)} CPU s${e.others === null ? "" : `, ${e.others.toFixed(2)} of it on V8's other threads`}`
    : "";
  const split = r.threads
    ? ` (${r.cpu.toFixed(2)} CPU s: main thread ${r.threads.main.toFixed(2)}, V8's compiler and collector threads ${r.threads.others.toFixed(2)}${early})`
    : "";
  let cost = "";
  if (warm && warm.turns > 0) {
    const perTurn = warm.cpu / warm.turns;
    const extra = r.cpu - r.turns * perTurn;
    // A fresh process's average over n turns is n / (n·perTurn + extra): at the target from n = extra / (1/target − perTurn).
    const slack = 1 / TARGET - perTurn;
    const breakEven =
      extra <= 0
        ? "at once"
        : slack > 0
          ? `after ${fmt(extra / slack)} turns`
          : "never, at this steady rate";
    cost = `; the warm-up cost ${Math.max(0, extra).toFixed(2)} CPU s once over the steady rate, and a fresh process's average reaches ${fmt(TARGET)} turns per CPU second ${breakEven}`;
  }
  return {
    what: `random dogfight turns, head-on, the first ${fmt(cold)} games of a fresh process (compiler warm-up included), 1 thread`,
    figure: `${figure(r)}${split}${cost}`,
    target: "— (a once-per-process cost, reported)",
    ok: null,
  };
}
