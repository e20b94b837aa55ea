/**
 * Winged Victory: random dogfight turns per second on one core, on the fast
 * path (the rules' own steps on one state, random legal choices, dice that
 * keep no log), for a one-on-one scenario and a two-on-two. The figure counts
 * whole game turns (throttles, spotting, every plane's move, fire, the end of
 * the turn), set-up included, by the clock and per CPU second of the process
 * (every thread: the compiler's and the garbage collector's too).
 *
 * A fresh process runs its first thousand or so games several times slower
 * than the rest while V8 compiles and recompiles the rules' code (about 1.5
 * CPU seconds, once per process). The first row measures exactly that: head-on's
 * first WV_COLD games (default 3,000) from a cold start. Then WV_WARMUP games
 * of each scenario (default 2,000, other seeds) are played untimed, and the
 * target rows time WV_GAMES games of each (default 5,000): the rate a long
 * simulation runs at. The target is judged per CPU second, the fair figure on
 * the shared machine (the clock counts the time other processes hold the core).
 */
import { gameSeed, seedRng } from "../src/engine/rng.js";
import { playRandom, QuietDice } from "../src/games/winged-victory/fast.js";
import { wingedVictory } from "../src/games/winged-victory/rules.js";
import type { Figure } from "./server.js";

const games = Number(process.env.WV_GAMES ?? 5000);
const warmup = Number(process.env.WV_WARMUP ?? 2000);
const cold = Number(process.env.WV_COLD ?? 3000);
const SCENARIOS = ["head-on", "two-on-two"];
const TARGET = 20000;

interface Run {
  turns: number;
  wall: number;
  cpu: number;
}

/** Plays `n` random games of `scenario` (game seeds from `stream`), timed. */
function play(scenario: string, n: number, stream: number): Run {
  const options = wingedVictory.parseOptions({ scenario });
  let turns = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let g = 0; g < n; g++) {
    const dice = new QuietDice(seedRng(gameSeed(stream, g)));
    const s = wingedVictory.setup(options, dice);
    playRandom(s, dice, seedRng(gameSeed(stream + 1, g)));
    turns += s.turn;
  }
  const c = process.cpuUsage(c0);
  return { turns, wall: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6 };
}

const rate = (r: Run) => ({ clock: r.turns / r.wall, cpu: r.turns / r.cpu });
const fmt = (x: number) => Math.round(x).toLocaleString("en");
const figure = (r: Run) =>
  `${fmt(rate(r).clock)} turns/s by the clock, ${fmt(rate(r).cpu)} per CPU second`;

export function wvFigures(): Figure[] {
  const out: Figure[] = [];
  if (cold > 0) {
    const r = play("head-on", cold, 21);
    out.push({
      what: `random dogfight turns, head-on, the first ${fmt(cold)} games of a fresh process (compiler warm-up included), 1 thread`,
      figure: figure(r),
      target: "—",
      ok: null,
    });
  }
  for (const scenario of SCENARIOS) play(scenario, warmup, 23);
  for (const scenario of SCENARIOS) {
    const r = play(scenario, games, 21);
    out.push({
      what: `random dogfight turns, ${scenario} (${fmt(games)} games after ${fmt(warmup)} untimed), 1 thread`,
      figure: figure(r),
      target: `≥ ${fmt(TARGET)} turns per CPU second`,
      ok: rate(r).cpu >= TARGET,
    });
  }
  return out;
}
