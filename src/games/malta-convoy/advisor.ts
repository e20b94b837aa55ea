/**
 * The advisor: for each choice open this turn ("no option" and each allowed
 * option), the mean final score of Monte Carlo rollouts of the rest of the
 * game on the fast path. After the choice, a rollout plays on with the base
 * plan below, so "not now" is valued as "later, sensibly" rather than
 * "never" (a one-step improvement of the base plan). Every candidate is
 * played on the same rollout seeds (common random numbers), so differences
 * between choices are measured, not noise. The advisor has its own dice: it
 * never touches the game's.
 */
import { gameSeed, mix32 } from "../../engine/rng.js";
import { OPTIONS, type OptionName } from "./data.js";
import {
  ACTIVE,
  type FastPlan,
  fastPlayOut,
  fastScore,
  fastTurn,
  LENGTH,
  newFastState,
  seedInto,
  TURN,
  toFast,
  USED,
} from "./fast.js";
import { fastPlan, parsePolicy } from "./policy.js";
import type { ConvoyState } from "./state.js";

export interface Estimate {
  option: OptionName | null;
  mean: number;
  /** Half-width of the 95% confidence interval of the mean. */
  margin: number;
  /** Mean gain over "no option" on the same rollouts (0 for "no option"). */
  gain: number;
  /** Half-width of the 95% confidence interval of the gain. */
  gainMargin: number;
  rollouts: number;
}

export const ADVISOR_ROLLOUTS = 20000;

/**
 * The rollouts' base plan: the best static plan of two options found by
 * simulation (Evade from turn 9, then Decoy from turn 17: mean 88.3 against
 * 85.8 for no option; Split and Screen lower the mean whenever taken alone).
 * See docs/malta-convoy.md.
 */
export const BASE_PLAN: FastPlan = fastPlan(parsePolicy("plan:evade@9,decoy@17"));

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

/** Scores of the "no option" rollouts, for the paired comparison of every option with it. */
let baseline = new Float64Array(0);

/**
 * Estimates option index `o` (−1: none) from state `s`. For an option, also
 * its gain over "no option" on the same rollouts, with the gain's margin.
 */
function estimate(s: Int32Array, o: number, rollouts: number): Estimate {
  let sum = 0;
  let sumSq = 0;
  let gain = 0;
  let gainSq = 0;
  for (let j = 0; j < rollouts; j++) {
    scratch.set(s);
    rr[0] = seeds[4 * j];
    rr[1] = seeds[4 * j + 1];
    rr[2] = seeds[4 * j + 2];
    rr[3] = seeds[4 * j + 3];
    fastTurn(scratch, rr, o);
    fastPlayOut(scratch, rr, BASE_PLAN);
    const v = fastScore(scratch);
    sum += v;
    sumSq += v * v;
    if (o < 0) baseline[j] = v;
    else {
      const d = v - baseline[j];
      gain += d;
      gainSq += d * d;
    }
  }
  const margin95 = (total: number, squares: number) => {
    const mean = total / rollouts;
    const variance = rollouts > 1 ? Math.max(0, (squares - rollouts * mean * mean) / (rollouts - 1)) : 0;
    return (1.96 * Math.sqrt(variance)) / Math.sqrt(rollouts);
  };
  return {
    option: o < 0 ? null : OPTIONS[o],
    mean: sum / rollouts,
    margin: margin95(sum, sumSq),
    gain: gain / rollouts,
    gainMargin: o < 0 ? 0 : margin95(gain, gainSq),
    rollouts,
  };
}

/** Estimates every choice open in flat state `s`; the first entry is "no option". */
export function adviseFast(s: Int32Array, rollouts: number, seed: number): Estimate[] {
  prepareSeeds(rollouts, seed);
  if (baseline.length < rollouts) baseline = new Float64Array(rollouts);
  return [-1, ...fastAllowed(s)].map((o) => estimate(s, o, rollouts));
}

/**
 * The advisor's pick: the option with the best mean among those whose gain
 * over "no option" is clear of its own 95% margin; otherwise no option. A
 * spent option cannot be had back, so a gain lost in the noise is not taken.
 */
export function best(estimates: Estimate[]): Estimate {
  const none = estimates[0];
  const clear = estimates.filter((e) => e.option !== null && e.gain - e.gainMargin > 0);
  return clear.reduce((a, b) => (b.mean > a.mean ? b : a), clear[0] ?? none);
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
