/**
 * The advisor: for each choice open this turn ("no option" and each allowed
 * option), the mean final score of Monte Carlo rollouts of the rest of the
 * game on the fast path. After the choice, a rollout plays on with the base
 * plan below, so "not now" is valued as "later, sensibly" rather than
 * "never" (a one-step improvement of the base plan).
 *
 * Common random numbers: rollout j of every choice meets the same dice. Each
 * turn of a rollout draws from its own stream (the engine's generator seeded
 * from rollout j and turn t), and each option's length from one of its own
 * (from rollout j and option o), so
 * taking an option now does not shift the dice of the turns after it: the
 * contact roll of turn 12 is the same die whatever was chosen on turn 8.
 * The difference between two choices is then measured on the same luck, and
 * its margin is far narrower than either mean's. The advisor's dice are its
 * own: it never touches the game's.
 */
import { gameSeed, mix32, nextUint32 } from "../../engine/rng.js";
import { OPTIONS, type OptionName } from "./data.js";
import {
  ACTIVE,
  type FastPlan,
  fastDeclare,
  fastScore,
  fastTurn,
  LENGTH,
  planChoice,
  seedInto,
  TURN,
  toFast,
  USED,
} from "./fast.js";
import { convoyKernel, KERNEL_CANDIDATES, writePlan } from "./kernel.js";
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
  /** Mean difference from each choice (in the same order) on the same rollouts. */
  versus: number[];
  /** Half-width of the 95% confidence interval of each of those differences. */
  versusMargin: number[];
  rollouts: number;
}

/** Rollouts per choice on the page and in `sortie convoy play`. */
export const ADVISOR_ROLLOUTS = 8000;

/**
 * The rollouts' base plan: the best static plan of two options found by
 * simulation (Evade from turn 9, then Decoy from turn 17: mean 88.3 against
 * 85.8 for no option; Split and Screen lower the mean whenever taken alone).
 * See docs/malta-convoy.md.
 */
export const BASE_PLAN: FastPlan = fastPlan(parsePolicy("plan:evade@9,decoy@17"));

/** Scratch space reused across calls: rollouts allocate nothing. */
const scratch = new Int32Array(64);
const rr = new Int32Array(4);
let scores = new Float64Array(8);

/** Options (as indices) that may be declared at the start of the next turn of `s`. */
export function fastAllowed(s: Int32Array): number[] {
  if (s[TURN] >= s[LENGTH] || s[ACTIVE] >= 0) return [];
  const out: number[] = [];
  for (let o = 0; o < OPTIONS.length; o++) if ((s[USED] & (1 << o)) === 0) out.push(o);
  return out;
}

/** The longest journey: 20 + a d6, lengthened by Evade's d3. */
const MAX_TURNS = 29;

/**
 * The dice streams of one rollout, seeded once and shared by every choice:
 * the generator's starting state for each turn (at [4 × turn]) and for each
 * option's own rolls (after the turns). One generator seeded with the
 * rollout's key gives them all, four outputs to a stream: a step where a
 * seeding of its own would cost four mixes, so a rollout's streams cost a
 * few hundred nanoseconds, paid once for its k choices.
 */
const streams = new Int32Array(4 * (MAX_TURNS + 1 + OPTIONS.length));
const OPTION_STREAMS = 4 * (MAX_TURNS + 1);
const keyed = new Int32Array(4);

/** Seeds the streams of the rollout keyed `key`: each option's, then each turn's after `turn`. */
function seedStreams(key: number, turn: number): void {
  seedInto(keyed, key);
  for (let at = OPTION_STREAMS; at < streams.length; at++) streams[at] = nextUint32(keyed);
  for (let at = 4 * (turn + 1); at < OPTION_STREAMS; at++) streams[at] = nextUint32(keyed);
}

function streamAt(at: number): Int32Array {
  rr[0] = streams[at];
  rr[1] = streams[at + 1];
  rr[2] = streams[at + 2];
  rr[3] = streams[at + 3];
  return rr;
}

/** Plays the rest of a rollout whose streams are seeded: `first` (an option index, or −1), then the base plan. */
function playSeeded(s: Int32Array, first: number): number {
  if (first >= 0) fastDeclare(s, streamAt(OPTION_STREAMS + 4 * first), first);
  for (let planned = false; s[TURN] < s[LENGTH]; planned = true) {
    if (planned && s[ACTIVE] < 0 && s[USED] !== 15) {
      const o = planChoice(s, BASE_PLAN);
      if (o >= 0) fastDeclare(s, streamAt(OPTION_STREAMS + 4 * o), o);
    }
    fastTurn(s, streamAt(4 * (s[TURN] + 1)), -1);
  }
  return fastScore(s);
}

/**
 * One rollout: `first` (an option index, or −1) on the next turn, then the
 * base plan; each turn on its own keyed dice. Returns the final score.
 */
export function rollout(s: Int32Array, first: number, key: number): number {
  seedStreams(key, s[TURN]);
  return playSeeded(s, first);
}

/** Sums kept for k candidates: per candidate its score and score², per pair (i < m) the difference and its square. */
export const sumsLength = (k: number) => 2 * k + 2 * k * k;

/**
 * Plays rollouts j in [from, to) for every candidate (option indices, −1 for
 * none, which must come first) and adds the sums into `out`. Rollout j gets
 * the same dice for every candidate. On the kernel where it can be had; the
 * sums are the same either way.
 */
export function rolloutSums(
  s: Int32Array,
  candidates: readonly number[],
  seed: number,
  from: number,
  to: number,
  out: Float64Array,
): void {
  const k = convoyKernel();
  if (!k || candidates.length > KERNEL_CANDIDATES) {
    rolloutSumsJs(s, candidates, seed, from, to, out);
    return;
  }
  if (k.base !== BASE_PLAN) writePlan(k, BASE_PLAN, true);
  k.start.set(s);
  k.candidates.set(candidates);
  const n = sumsLength(candidates.length);
  k.sums.fill(0, 0, n);
  k.exports.rolloutSums(candidates.length, seed, from, to);
  for (let i = 0; i < n; i++) out[i] += k.sums[i];
}

/** rolloutSums on the JavaScript fast path. */
export function rolloutSumsJs(
  s: Int32Array,
  candidates: readonly number[],
  seed: number,
  from: number,
  to: number,
  out: Float64Array,
): void {
  const k = candidates.length;
  if (scores.length < k) scores = new Float64Array(k);
  const n = s.length;
  for (let j = from; j < to; j++) {
    seedStreams(gameSeed(seed, j), s[TURN]);
    for (let c = 0; c < k; c++) {
      for (let i = 0; i < n; i++) scratch[i] = s[i];
      const v = playSeeded(scratch, candidates[c]);
      scores[c] = v;
      out[2 * c] += v;
      out[2 * c + 1] += v * v;
    }
    for (let a = 0; a < k; a++) {
      for (let b = a + 1; b < k; b++) {
        const d = scores[a] - scores[b];
        const at = 2 * k + 2 * (a * k + b);
        out[at] += d;
        out[at + 1] += d * d;
      }
    }
  }
}

function margin95(total: number, squares: number, n: number): number {
  const mean = total / n;
  const variance = n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0;
  return (1.96 * Math.sqrt(variance)) / Math.sqrt(n);
}

export function estimatesFrom(candidates: readonly number[], sums: Float64Array, n: number) {
  const k = candidates.length;
  /** Mean and margin of (candidate a − candidate b). */
  const diff = (a: number, b: number): [number, number] => {
    if (a === b) return [0, 0];
    const at = 2 * k + 2 * (Math.min(a, b) * k + Math.max(a, b));
    const sign = a < b ? 1 : -1;
    return [(sign * sums[at]) / n, margin95(sums[at], sums[at + 1], n)];
  };
  return candidates.map((o, a): Estimate => {
    const versus = candidates.map((_, b) => diff(a, b));
    return {
      option: o < 0 ? null : OPTIONS[o],
      mean: sums[2 * a] / n,
      margin: margin95(sums[2 * a], sums[2 * a + 1], n),
      gain: versus[0][0],
      gainMargin: versus[0][1],
      versus: versus.map((v) => v[0]),
      versusMargin: versus.map((v) => v[1]),
      rollouts: n,
    };
  });
}

export const candidatesOf = (s: Int32Array) => [-1, ...fastAllowed(s)];

/** Estimates every choice open in flat state `s`, in this thread; the first is "no option". */
export function adviseFast(s: Int32Array, rollouts: number, seed: number): Estimate[] {
  const candidates = candidatesOf(s);
  const sums = new Float64Array(sumsLength(candidates.length));
  rolloutSums(s, candidates, seed, 0, rollouts, sums);
  return estimatesFrom(candidates, sums, rollouts);
}

/**
 * How far an option's gain over "no option" must stand above nothing, in
 * standard errors of that gain (its 95% margin is 1.96 of them), before the
 * advisor takes it. A spent option cannot be had back, so a gain lost in the
 * noise is not taken; but waiting for 95% certainty let real gains go by.
 * Measured on seed 78 (30,000 paired games at 40 rollouts a choice, against
 * the 95% bar): 1 standard error +0.38 ± 0.12, 1.44 +0.36 ± 0.10, 0.5
 * +0.26 ± 0.13, 0 (any gain) +0.01 ± 0.13.
 */
export const TAKE_AT = 1;

/**
 * The advisor's pick: the option with the best mean among those whose gain
 * over "no option" is TAKE_AT standard errors clear of nothing; otherwise
 * no option. Whether the pick can be told apart from the other choices at
 * 95% is `tiedWith`'s to say (the page then stars nothing).
 */
export function best(estimates: Estimate[]): Estimate {
  const none = estimates[0];
  const clear = estimates.filter(
    (e) => e.option !== null && e.gain - (TAKE_AT * e.gainMargin) / 1.96 > 0,
  );
  return clear.reduce((a, b) => (b.mean > a.mean ? b : a), clear[0] ?? none);
}

/**
 * The choices that cannot be told apart from the pick at this many rollouts:
 * their difference from it is inside its 95% margin. Empty when the pick is
 * clearly better than every other choice.
 */
export function tiedWith(estimates: Estimate[], pick: Estimate): Estimate[] {
  const at = estimates.indexOf(pick);
  return estimates.filter((_e, i) => i !== at && pick.versus[i] - pick.versusMargin[i] <= 0);
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
