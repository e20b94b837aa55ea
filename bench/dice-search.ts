/**
 * `npm run bench -- dice`: the attack on 32-bit dice seeds, as a measurement.
 *
 * Before games were keyed, the server seeded each game's dice with 32 bits
 * (sfc32 through splitmix32, one generator output a roll). A player who had
 * seen two dozen of his seat's rolls could try every seed and keep the one
 * that rolls them, and so knew every roll to come and the other side's
 * secret chits. This part plays a Hawks over Malta game as the server now
 * creates it (keyed dice), takes the rolls one seat's log shows, and tries
 * all 2^32 seeds on two threads, exactly as an attacker would: a roll kept
 * from the seat still advanced the generator, so its place is skipped, not
 * dropped. No seed may match. As a control, the same search against a game
 * on a chosen seed finds that seed (searching a 2^24 window around it, to
 * keep the run short).
 */
import { randomInt } from "node:crypto";
import { Worker } from "node:worker_threads";
import cliProgress from "cli-progress";
import type { Roll } from "../src/engine/dice.js";
import { createMatch, type DiceMode, type Match, play } from "../src/engine/match.js";
import { faceOf, seedRng } from "../src/engine/rng.js";
import { toAct } from "../src/games/hawks-over-malta/actions.js";
import { greedyBot } from "../src/games/hawks-over-malta/bots.js";
import type { Side } from "../src/games/hawks-over-malta/data.js";
import { type HawksOptions, hawksOverMalta } from "../src/games/hawks-over-malta/rules.js";
import type { HawksAction, HawksState } from "../src/games/hawks-over-malta/state.js";
import { logLine } from "../src/server/steps.js";
import type { Figure } from "./server.js";

/** Rolls a seat must have seen before the search is tried. */
export const ROLLS_SEEN = 24;
const SPACE = 2 ** 32;
const CONTROL_WINDOW = 2 ** 24;
/** Seeds a thread tries between two progress reports. */
export const CHUNK = 2 ** 22;

type HawksMatch = Match<HawksState, HawksAction, HawksOptions>;

/**
 * What the attacker matches: the rolls the seat saw, in the generator's
 * order. Before visible roll i, skip[i] outputs went to rolls kept from the
 * seat (the log still shows that a roll was made, and of which die).
 */
export interface Pattern {
  skip: number[];
  sides: number[];
  value: number[];
}

/** Plays a game of Hawks over Malta (greedy players on both sides) until `seat` has seen `want` rolls or the game ends. */
export function playHawks(
  dice: DiceMode,
  seat: Side,
  want = ROLLS_SEEN,
  options: HawksOptions = { scenario: 1 },
): HawksMatch {
  // The players' own choices are drawn from a fixed seed of their own: only the game's dice differ.
  const choices = seedRng(0x5eed);
  let m: HawksMatch = createMatch(hawksOverMalta, options, dice);
  while (!hawksOverMalta.outcome(m.state) && seenRolls(m, seat).filter(shown).length < want) {
    const side = toAct(m.state)[0];
    m = play(hawksOverMalta, m, side, greedyBot(m.state, side, choices));
  }
  return m;
}

const shown = (r: Roll) => r.value > 0;

/** Every roll of the game as `seat`'s page shows it now (set-up rolls, then the log's), hidden ones with value 0. */
export function seenRolls(m: HawksMatch, seat: Side): Roll[] {
  const setup = hawksOverMalta.visibleSetup?.(m.setupRolls, seat, m.state) ?? m.setupRolls;
  const lines = m.entries.map((e, i) =>
    logLine(
      hawksOverMalta,
      e,
      i + 1,
      seat,
      m.dice.mode,
      i === m.entries.length - 1 ? m.state : undefined,
      { state: m.state, index: i },
    ),
  );
  return [...setup, ...lines.flatMap((l) => l?.rolls ?? [])];
}

/** The pattern an attacker searches for; the rolls after the last visible one tell nothing. */
export function patternOf(rolls: readonly Roll[]): Pattern {
  const p: Pattern = { skip: [], sides: [], value: [] };
  let hidden = 0;
  for (const r of rolls) {
    if (!shown(r)) {
      hidden++;
      continue;
    }
    p.skip.push(hidden);
    p.sides.push(r.sides);
    p.value.push(r.value);
    hidden = 0;
  }
  return p;
}

/** splitmix32 (mix32 of src/engine/rng.ts) on signed 32-bit integers, so that the search's loop stays in them. */
function mix(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return z ^ (z >>> 15);
}

/** The least generator output (0…2^32) whose face on a d`sides` is `face` or more (faceOf rises with the output). */
function firstOutput(face: number, sides: number): number {
  let lo = 0;
  let hi = SPACE;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (faceOf(mid, sides) >= face) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The seeds in [from, from + count) whose generator rolls `p`: seedRng,
 * nextUint32 and faceOf of src/engine/rng.ts written out over signed 32-bit
 * locals, each face turned into the range of outputs that show it (sign bit
 * flipped, so that a signed comparison orders them), leaving a seed at its
 * first roll that differs.
 */
export function searchSeeds(p: Pattern, from: number, count: number): number[] {
  const n = p.sides.length;
  if (n === 0) throw new Error("no visible rolls to search for");
  const skip = Int32Array.from(p.skip);
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    lo[k] = firstOutput(p.value[k], p.sides[k]) ^ 0x80000000;
    hi[k] = (firstOutput(p.value[k] + 1, p.sides[k]) - 1) ^ 0x80000000;
  }
  const found: number[] = [];
  const base = from | 0;
  for (let i = 0; i < count; i++) {
    let a = mix((base + i) | 0);
    let b = mix(a ^ 0x68e31da4);
    let c = mix(b ^ 0xb5297a4d);
    let d = mix(c ^ 0x1b56c4e9);
    let k = 0;
    for (; k < n; k++) {
      let t = 0;
      for (let j = skip[k]; j >= 0; j--) {
        t = (((a + b) | 0) + d) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (((c << 21) | (c >>> 11)) + t) | 0;
        d = (d + 1) | 0;
      }
      const u = t ^ 0x80000000;
      if (u < lo[k] || u > hi[k]) break;
    }
    if (k === n) found.push((base + i) >>> 0);
  }
  return found;
}

/** A search's result: the seeds that matched and how long the search took. */
export interface Searched {
  seeds: number[];
  searched: number;
  seconds: number;
}

/** `searchSeeds` over [from, from + count) split between `threads` worker threads; `progress` hears the seeds tried so far. */
export async function searchParallel(
  p: Pattern,
  from: number,
  count: number,
  threads = 2,
  progress?: (done: number) => void,
): Promise<Searched> {
  const t0 = performance.now();
  const done = Array<number>(threads).fill(0);
  const parts = Array.from({ length: threads }, (_, w) => {
    const start = from + Math.floor((count * w) / threads);
    return { p, from: start, count: from + Math.floor((count * (w + 1)) / threads) - start };
  });
  const found = await Promise.all(
    parts.map(
      (job, w) =>
        new Promise<number[]>((resolve, reject) => {
          const worker = new Worker(new URL("./dice-search-worker.js", import.meta.url), {
            workerData: job,
          });
          worker.on("message", (m: { done?: number; seeds?: number[] }) => {
            if (m.seeds) resolve(m.seeds);
            else {
              done[w] = m.done ?? 0;
              progress?.(done.reduce((x, y) => x + y, 0));
            }
          });
          worker.on("error", reject);
          worker.on("exit", (code) => {
            if (code !== 0) reject(new Error(`a search thread stopped with code ${code}`));
          });
        }),
    ),
  );
  return {
    seeds: found.flat().sort((x, y) => x - y),
    searched: count,
    seconds: (performance.now() - t0) / 1000,
  };
}

/** A bar on a terminal, a line every eighth of the way otherwise. */
function reporter(what: string, total: number): { update(done: number): void; stop(): void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: `  ${what} {bar} {percentage}% | {value}/{total} seeds | {eta}s left`,
        hideCursor: true,
        formatValue: (v, _o, type) =>
          type === "value" || type === "total" ? v.toLocaleString("en") : String(v),
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    return { update: (d) => bar.update(d), stop: () => bar.stop() };
  }
  let next = 1;
  const t0 = performance.now();
  return {
    update(d) {
      if (d < (total * next) / 8) return;
      while (d >= (total * next) / 8) next++;
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      process.stderr.write(
        `    ${what}: ${d.toLocaleString("en")} of ${total.toLocaleString("en")} seeds (${s} s)\n`,
      );
    },
    stop() {},
  };
}

async function search(what: string, p: Pattern, from: number, count: number): Promise<Searched> {
  const bar = reporter(what, count);
  try {
    return await searchParallel(p, from, count, 2, (d) => bar.update(d));
  } finally {
    bar.stop();
  }
}

const rate = (r: Searched) =>
  `${Math.round(r.searched / r.seconds / 1e6).toLocaleString("en")} M seeds/s`;

/** What the seat saw, for a figure's label: rolls compared, and rolls kept from it that were skipped. */
const seen = (p: Pattern, seat: Side) =>
  `${p.sides.length} rolls seen by ${seat} (${p.skip.reduce((x, y) => x + y, 0)} kept from it skipped)`;

/** DICE_SEAT=axis searches the Axis seat's rolls instead of the RAF's (whose first rolls are the Axis chits it may not see). */
export async function diceFigures(): Promise<Figure[]> {
  const seat: Side = process.env.DICE_SEAT === "axis" ? "axis" : "british";
  const out: Figure[] = [];

  // The control: a game on a chosen seed, searched over a window of 2^24 seeds that holds it.
  const seed = randomInt(0, SPACE);
  const chosen = patternOf(seenRolls(playHawks({ mode: "seeded", seed }, seat), seat));
  const lo = Math.min(Math.max(0, seed - randomInt(0, CONTROL_WINDOW)), SPACE - CONTROL_WINDOW);
  const c = await search("control: seeded game, 2^24 seeds", chosen, lo, CONTROL_WINDOW);
  out.push({
    what: `control: seeded game, ${seen(chosen, seat)}; only seeds ${lo.toLocaleString("en")}…${(lo + CONTROL_WINDOW - 1).toLocaleString("en")} (2^24), 2 threads`,
    figure: `found ${c.seeds.join(", ") || "none"} (true seed ${seed}), ${c.seconds.toFixed(1)} s, ${rate(c)}`,
    target: "exactly the true seed",
    ok: c.seeds.length === 1 && c.seeds[0] === seed,
  });

  // The game as the server hosts it: keyed dice, every 32-bit seed tried.
  const p = patternOf(seenRolls(playHawks({ mode: "keyed" }, seat), seat));
  const k = await search("keyed game: all 2^32 seeds", p, 0, SPACE);
  out.push({
    what: `keyed game, ${seen(p, seat)}; all ${SPACE.toLocaleString("en")} seeds, 2 threads`,
    figure: `${k.seeds.length} seeds match, ${k.seconds.toFixed(1)} s, ${rate(k)}`,
    target: "0 seeds match",
    ok: k.seeds.length === 0,
  });
  return out;
}
