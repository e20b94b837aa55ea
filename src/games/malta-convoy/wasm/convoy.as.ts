/**
 * The simulator's kernel in AssemblyScript, compiled to WebAssembly
 * (`npm run build:wasm` writes convoy-wasm.ts): the blocks JavaScript reads
 * and writes through the module's memory, and the calls it makes. The game
 * itself is game.as.ts, fast.ts line for line; kernel.test.ts checks that a
 * seed gives the same games and the same estimates on either path.
 */
import {
  FIELDS,
  gameSeed,
  INTERCEPTIONS,
  OPTIONS,
  playOut,
  RAIDS,
  SUNK,
  s,
  score,
  seedRng,
  seedStreams,
  setup,
  TURN,
  USED,
} from "./game.as";

/** The state a batch of rollouts starts from (written by JavaScript). */
const start = new StaticArray<i32>(FIELDS);
/** A plan: option indices, then the first turn of each (written by JavaScript). */
const planOptions = new StaticArray<i32>(OPTIONS);
const planTurns = new StaticArray<i32>(OPTIONS);
let planLength = 0;
/** The base plan of the advisor's rollouts. */
const baseOptions = new StaticArray<i32>(OPTIONS);
const baseTurns = new StaticArray<i32>(OPTIONS);
let baseLength = 0;

/**
 * A batch's tally: scores counted at [score + 64]. Every score fits: the
 * worst convoy loses 6 tankers, 18 cargo ships, 3 carriers and 30 cruisers
 * with both −10s (−19), and at most 5 interceptions in each of 29 raids
 * lifts the best to 245.
 */
const COUNTED = 512;
const OFFSET = 64;
const counts = new StaticArray<f64>(COUNTED);
const sunk = new StaticArray<f64>(5);
const optionsTaken = new StaticArray<f64>(OPTIONS);
let interceptions: f64 = 0;
let raids: f64 = 0;

/** Rollout candidates and their sums (as advisor.ts's rolloutSums). */
const MAX_CANDIDATES = 8;
const candidates = new StaticArray<i32>(MAX_CANDIDATES);
const sums = new StaticArray<f64>(2 * MAX_CANDIDATES + 2 * MAX_CANDIDATES * MAX_CANDIDATES);
const scores = new StaticArray<f64>(MAX_CANDIDATES);

export function layout(at: i32): usize {
  if (at === 0) return changetype<usize>(s);
  if (at === 1) return changetype<usize>(start);
  if (at === 2) return changetype<usize>(planOptions);
  if (at === 3) return changetype<usize>(planTurns);
  if (at === 4) return changetype<usize>(baseOptions);
  if (at === 5) return changetype<usize>(baseTurns);
  if (at === 6) return changetype<usize>(counts);
  if (at === 7) return changetype<usize>(sunk);
  if (at === 8) return changetype<usize>(optionsTaken);
  if (at === 9) return changetype<usize>(candidates);
  if (at === 10) return changetype<usize>(sums);
  return 0;
}

export function setPlans(plan: i32, base: i32): void {
  planLength = plan;
  baseLength = base;
}

/** The tally's counters JavaScript cannot read from a block: interceptions (0) and raids (1). */
export function tallied(at: i32): f64 {
  return at === 0 ? interceptions : raids;
}

export function clearTally(): void {
  for (let i = 0; i < COUNTED; i++) counts[i] = 0;
  for (let i = 0; i < 5; i++) sunk[i] = 0;
  for (let i = 0; i < OPTIONS; i++) optionsTaken[i] = 0;
  interceptions = 0;
  raids = 0;
}

/**
 * Plays games [from, to) of the run seeded `seed`, options by the plan, and
 * adds them to the tally (batch.ts's runBatch for a plan or none).
 */
export function simulate(seed: u32, from: u32, to: u32): void {
  for (let i = from; i < to; i++) {
    seedRng(gameSeed(seed, i));
    setup();
    playOut(-1, false, planOptions, planTurns, planLength);
    const v = score();
    counts[v + OFFSET] += 1;
    for (let k = 0; k < 5; k++) sunk[k] += <f64>s[SUNK + k];
    interceptions += <f64>s[INTERCEPTIONS];
    raids += <f64>s[RAIDS];
    const used = s[USED];
    for (let o = 0; o < OPTIONS; o++) if ((used & (1 << o)) !== 0) optionsTaken[o] += 1;
  }
}

/** Sets up the game seeded `seed` in `s` (tests read it back). */
export function setupSeeded(seed: u32): void {
  seedRng(seed);
  setup();
}

/**
 * Rollouts j in [from, to) of every candidate from the state in `start`,
 * their sums added into `sums` (advisor.ts's rolloutSums: per candidate the
 * score and its square, per pair a < b the difference and its square).
 */
export function rolloutSums(k: i32, seed: u32, from: u32, to: u32): void {
  for (let j = from; j < to; j++) {
    seedStreams(gameSeed(seed, j), start[TURN]);
    for (let ci = 0; ci < k; ci++) {
      for (let i = 0; i < FIELDS; i++) s[i] = start[i];
      playOut(candidates[ci], true, baseOptions, baseTurns, baseLength);
      const v = <f64>score();
      scores[ci] = v;
      sums[2 * ci] += v;
      sums[2 * ci + 1] += v * v;
    }
    for (let x = 0; x < k; x++) {
      for (let y = x + 1; y < k; y++) {
        const diff = scores[x] - scores[y];
        const at = 2 * k + 2 * (x * k + y);
        sums[at] += diff;
        sums[at + 1] += diff * diff;
      }
    }
  }
}
