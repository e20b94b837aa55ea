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
/** Scores of the "no option" rollouts, for the paired comparison of every option with it. */
let baseline = new Float64Array(0);

/** Options (as indices) that may be declared at the start of the next turn of `s`. */
export function fastAllowed(s: Int32Array): number[] {
  if (s[TURN] >= s[LENGTH] || s[ACTIVE] >= 0) return [];
  const out: number[] = [];
  for (let o = 0; o < OPTIONS.length; o++) if ((s[USED] & (1 << o)) === 0) out.push(o);
  return out;
}

/** Running sums kept per candidate: score, score², gain over "no option", gain². */
export const SUMS = 4;

/**
 * Plays rollouts j in [from, to) for every candidate (option indices, −1 for
 * none, which must come first) and adds the sums into `out` (SUMS per
 * candidate). Rollout j gets the same dice for every candidate.
 */
export function rolloutSums(
  s: Int32Array,
  candidates: readonly number[],
  seed: number,
  from: number,
  to: number,
  out: Float64Array,
): void {
  if (baseline.length < to - from) baseline = new Float64Array(to - from);
  candidates.forEach((o, k) => {
    for (let j = from; j < to; j++) {
      scratch.set(s);
      seedInto(rr, gameSeed(seed, j));
      fastTurn(scratch, rr, o);
      fastPlayOut(scratch, rr, BASE_PLAN);
      const v = fastScore(scratch);
      out[SUMS * k] += v;
      out[SUMS * k + 1] += v * v;
      if (k === 0) baseline[j - from] = v;
      else {
        const d = v - baseline[j - from];
        out[SUMS * k + 2] += d;
        out[SUMS * k + 3] += d * d;
      }
    }
  });
}

function margin95(total: number, squares: number, n: number): number {
  const mean = total / n;
  const variance = n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0;
  return (1.96 * Math.sqrt(variance)) / Math.sqrt(n);
}

export function estimatesFrom(candidates: readonly number[], sums: Float64Array, n: number) {
  return candidates.map(
    (o, k): Estimate => ({
      option: o < 0 ? null : OPTIONS[o],
      mean: sums[SUMS * k] / n,
      margin: margin95(sums[SUMS * k], sums[SUMS * k + 1], n),
      gain: sums[SUMS * k + 2] / n,
      gainMargin: k === 0 ? 0 : margin95(sums[SUMS * k + 2], sums[SUMS * k + 3], n),
      rollouts: n,
    }),
  );
}

export const candidatesOf = (s: Int32Array) => [-1, ...fastAllowed(s)];

/** Estimates every choice open in flat state `s`, in this thread; the first is "no option". */
export function adviseFast(s: Int32Array, rollouts: number, seed: number): Estimate[] {
  const candidates = candidatesOf(s);
  const sums = new Float64Array(SUMS * candidates.length);
  rolloutSums(s, candidates, seed, 0, rollouts, sums);
  return estimatesFrom(candidates, sums, rollouts);
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
