/**
 * Winged Victory: spotting the ground targets (the text's spotting question
 * 5: a target must be seen to be attacked). At the start of each turn every
 * plane in play looks for each enemy target still standing, as it looks for
 * planes: within range, not behind a storm or cumulus, a Spotting Test unless
 * in its MegaHex or already spotted and still in sight; a pilot tailing or
 * tailed sees only his partner. Only a spotted target can be fired at.
 */
import type { Dice } from "../../../engine/dice.js";
import { boxOf } from "../game/printed.js";
import type { WvState } from "../game/state.js";
import { megaRadiusOf } from "../game/state-plane.js";
import { SEEN, tailMatrix, UNSEEN } from "../spotting/order.js";
import { seenAtOnce, sightCheck, spottingTest, staysSpotted } from "../spotting/spotting.js";
import type { SpottingPlane } from "../spotting/turn.js";

/** Whether plane `a` (its index) has ground target `k` spotted this turn. */
export const seesTarget = (s: WvState, a: number, k: number): boolean =>
  s.targetSight?.[a * s.targets.length + k] === SEEN;

/** Updates `s.targetSight` for the planes in play (`active`: their indices; `movers`: as spotters). */
export function spotTargets(
  s: WvState,
  active: readonly number[],
  movers: readonly SpottingPlane[],
  dice: Dice,
): void {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  const nt = s.targets.length;
  if (nt === 0) return;
  const previous = s.targetSight ?? [];
  const out: number[] = new Array(s.planes.length * nt).fill(UNSEEN);
  const m = movers.length;
  const r = megaRadiusOf(s);
  const tails = tailMatrix(movers);
  for (let a = 0; a < m; a++) {
    let tailing = false;
    for (let b = 0; b < m; b++) if (tails[a * m + b] || tails[b * m + a]) tailing = true;
    const spotter = movers[a];
    const i = active[a];
    s.targets.forEach((t, k) => {
      if (t.side === spotter.side || t.destroyed) return;
      const c = sightCheck(ALEA, T, s.weather, s.mats, s.options.rules, spotter, t.hex, tailing, r);
      if (c.kind === "out-of-range" || c.kind === "hidden") return;
      const seen =
        seenAtOnce(c) ||
        (previous[i * nt + k] === SEEN && staysSpotted(c)) ||
        spottingTest(ALEA, dice, c, `${spotter.id} looks for T${k}`);
      if (seen) out[i * nt + k] = SEEN;
    });
  }
  s.targetSight = out;
}
