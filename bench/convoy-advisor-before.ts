/**
 * The Malta Convoy advisor as it decided before common random numbers per
 * turn (kept here only to be measured beside today's): every choice is rolled
 * out from the same seed per rollout, but an option's own rolls shift every
 * die after it, so the choices soon meet different dice. Same base plan and
 * the same rule for a pick (an option only when its gain over "no option" is
 * clear of its 95% margin).
 */
import { gameSeed } from "../src/engine/rng.js";
import { adviceSeed, BASE_PLAN, candidatesOf } from "../src/games/malta-convoy/advisor.js";
import {
  fastPlayOut,
  fastScore,
  fastTurn,
  newFastState,
  seedInto,
} from "../src/games/malta-convoy/fast.js";

const scratch = newFastState();
const rr = new Int32Array(4);
let baseline = new Float64Array(0);

function margin95(total: number, squares: number, n: number): number {
  const mean = total / n;
  const variance = n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0;
  return (1.96 * Math.sqrt(variance)) / Math.sqrt(n);
}

/** The option index the earlier advisor picked in flat state `s` (−1: none). */
export function decideBefore(s: Int32Array, rollouts: number): number {
  const candidates = candidatesOf(s);
  const seed = adviceSeed(s);
  if (baseline.length < rollouts) baseline = new Float64Array(rollouts);
  let pick = -1;
  let pickMean = Number.NEGATIVE_INFINITY;
  candidates.forEach((o, k) => {
    let sum = 0;
    let gain = 0;
    let gain2 = 0;
    for (let j = 0; j < rollouts; j++) {
      scratch.set(s);
      seedInto(rr, gameSeed(seed, j));
      fastTurn(scratch, rr, o);
      fastPlayOut(scratch, rr, BASE_PLAN);
      const v = fastScore(scratch);
      sum += v;
      if (k === 0) baseline[j] = v;
      else {
        const d = v - baseline[j];
        gain += d;
        gain2 += d * d;
      }
    }
    if (
      k > 0 &&
      gain / rollouts - margin95(gain, gain2, rollouts) > 0 &&
      sum / rollouts > pickMean
    ) {
      pick = o;
      pickMean = sum / rollouts;
    }
  });
  return pick;
}
