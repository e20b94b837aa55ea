/**
 * The advisor: for each choice open this turn ("no option" and each allowed
 * option), the mean final score of Monte Carlo rollouts of the rest of the
 * game on the fast path. Rollouts after the choice take no further option,
 * and every candidate is played on the same rollout seeds (common random
 * numbers), so the differences between choices are measured, not the noise.
 * The advisor has its own dice: it never touches the game's.
 */
import { gameSeed, mix32 } from "../../engine/rng.js";
import { OPTIONS, type OptionName } from "./data.js";
import {
  ACTIVE,
  fastPlayOut,
  fastScore,
  fastTurn,
  LENGTH,
  NO_PLAN,
  newFastState,
  seedInto,
  TURN,
  toFast,
  USED,
} from "./fast.js";
import type { ConvoyState } from "./state.js";

export interface Estimate {
  option: OptionName | null;
  mean: number;
  /** Half-width of the 95% confidence interval of the mean. */
  margin: number;
  rollouts: number;
}

export const ADVISOR_ROLLOUTS = 20000;

/** Scratch space reused across calls: rollouts allocate nothing. */
const scratch = newFastState();
const rr = new Int32Array(4);
/** Generator states of the rollouts, the same for every candidate (common random numbers). */
let seeds = new Int32Array(0);

function prepareSeeds(rollouts: number, seed: number): void {
  if (seeds.length < 4 * rollouts) seeds = new Int32Array(4 * rollouts);
  for (let j = 0; j < rollouts; j++) {
    seedInto(rr, gameSeed(seed, j));
    seeds.set(rr, 4 * j);
  }
}

/** Options (as indices) that may be declared at the start of the next turn of `s`. */
export function fastAllowed(s: Int32Array): number[] {
  if (s[TURN] >= s[LENGTH] || s[ACTIVE] >= 0) return [];
  const out: number[] = [];
  for (let o = 0; o < OPTIONS.length; o++) if ((s[USED] & (1 << o)) === 0) out.push(o);
  return out;
}

/** Estimates for option index `o` (−1: none) from state `s`. */
function estimate(s: Int32Array, o: number, rollouts: number): Estimate {
  let sum = 0;
  let sumSq = 0;
  for (let j = 0; j < rollouts; j++) {
    scratch.set(s);
    rr[0] = seeds[4 * j];
    rr[1] = seeds[4 * j + 1];
    rr[2] = seeds[4 * j + 2];
    rr[3] = seeds[4 * j + 3];
    fastTurn(scratch, rr, o);
    fastPlayOut(scratch, rr, NO_PLAN);
    const v = fastScore(scratch);
    sum += v;
    sumSq += v * v;
  }
  const mean = sum / rollouts;
  const variance =
    rollouts > 1 ? Math.max(0, (sumSq - rollouts * mean * mean) / (rollouts - 1)) : 0;
  return {
    option: o < 0 ? null : OPTIONS[o],
    mean,
    margin: (1.96 * Math.sqrt(variance)) / Math.sqrt(rollouts),
    rollouts,
  };
}

/** Estimates every choice open in flat state `s`; the first entry is "no option". */
export function adviseFast(s: Int32Array, rollouts: number, seed: number): Estimate[] {
  prepareSeeds(rollouts, seed);
  return [-1, ...fastAllowed(s)].map((o) => estimate(s, o, rollouts));
}

/** The best estimate; ties go to "no option", then to the option listed first. */
export function best(estimates: Estimate[]): Estimate {
  return estimates.reduce((a, b) => (b.mean > a.mean ? b : a));
}

/** The seed the advisor uses for a state: fixed by the state, so advice is repeatable. */
export function adviceSeed(s: Int32Array): number {
  let h = 0x2545f491;
  for (let i = 0; i < s.length; i++) h = mix32(h ^ s[i]);
  return h;
}

/** Advice for the plain-path state of a game in progress. */
export function advise(state: ConvoyState, rollouts = ADVISOR_ROLLOUTS): Estimate[] {
  const s = toFast(state);
  return adviseFast(s, rollouts, adviceSeed(s));
}

/** The advisor as a sim policy: picks the best choice whenever one is open. */
export function advisorDecide(rollouts: number) {
  return (s: Int32Array): number => {
    const choice = best(adviseFast(s, rollouts, adviceSeed(s)));
    return choice.option === null ? -1 : OPTIONS.indexOf(choice.option);
  };
}
