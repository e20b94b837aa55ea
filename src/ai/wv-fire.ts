/**
 * The computer pilot's fire: which shot to name, on a short or a long burst.
 *
 * Each shot is weighed by what its die is expected to do (the Alea faces:
 * 1, 2 or 3 damage, or a component destroyed, which counts most), more on a
 * plane that is already hurt and so nearer to going down. A long burst steps
 * the die up but jams the guns on a 1-damage face, and a jammed gun is
 * silent until a turn of level flight clears it: so a long burst is taken
 * only when the stronger die is worth more than that risk, always in the
 * last turn (nothing is left to lose), never on the top die (no step up).
 */

import { outOfAmmo } from "../games/winged-victory/combat/combat.js";
import { ALEA, colourIndex, HIT1, resultOf } from "../games/winged-victory/dice/alea.js";
import { planeOf, type Side, type WvAction } from "../games/winged-victory/game/state.js";
import type { WvView } from "../games/winged-victory/view/view.js";

/** What each combat result is worth (miss, 1, 2, 3 damage, a component destroyed). */
const RESULT_VALUE = [0, 1, 2, 3, 6];
/** Turns still to fight that a jammed gun's cost counts, at most (`CONSERVE.jamCost` each). */
const JAM_TURNS = 3;

interface DieStats {
  value: number;
  jam: number;
}

const STATS = new Map<string, DieStats>();

/** A die's expected worth and its chance of a 1-damage face (a long burst's jam). */
export function dieStats(name: string): DieStats {
  let st = STATS.get(name);
  if (st) return st;
  const d = colourIndex(ALEA, name);
  const n = ALEA.sides[d];
  let value = 0;
  let jam = 0;
  for (let f = 0; f < n; f++) {
    const r = resultOf(ALEA, d, f);
    value += RESULT_VALUE[r] / n;
    if (r === HIT1) jam += 1 / n;
  }
  st = { value, jam };
  STATS.set(name, st);
  return st;
}

/** How near a plane seen in the view is to going down: 0 (sound) to about 1. */
function hurt(v: WvView, id: string): number {
  const q = v.planes.find((p) => p.id === id);
  if (!q) return 0;
  const d = q.damage;
  let x = d.structure / Math.max(1, d.structureBoxes);
  if (d.crew[0] === "wounded") x += 0.3;
  if (d.onFire) x += 0.3;
  return Math.min(1, x);
}

/** Bursts a crew member has left on his metal plate (this magazine and those after it). */
export function burstsLeft(v: WvView, plane: string, crew: number): number {
  const p = v.planes.find((q) => q.id === plane);
  const a = p?.ammo[crew];
  const w = p ? planeOf(p.type).crew[crew]?.weapon : undefined;
  if (!a || !w || outOfAmmo(w, a)) return 0;
  let n = a.rounds;
  for (let m = a.magazine + 1; m < w.magazines.length; m++) n += w.magazines[m];
  return n;
}

/**
 * Ammunition kept for better shots: with fewer bursts left than `shotsATurn`
 * times the turns still to fight, a shot whose worth is under `keepFor`
 * waits. `jamCost`: what a jammed gun costs, in the same units, per turn
 * still to fight (at most `JAM_TURNS`).
 */
export const CONSERVE = { shotsATurn: 0.5, keepFor: 2, jamCost: 1.2 };

/** The shot to name now (its best burst), or hold when there is none. */
export function fireChoice(v: WvView, _seat: Side): WvAction {
  const left = Math.max(0, Math.min(JAM_TURNS, v.lastTurn - v.turn));
  let best: WvAction | null = null;
  let score = Number.NEGATIVE_INFINITY;
  const turnsLeft = v.lastTurn - v.turn + 1;
  for (const s of v.shots) {
    const ground = s.target.startsWith("T");
    const weight = ground ? 0.5 : 1 + hurt(v, s.target);
    const short = dieStats(s.die).value * weight;
    const lg = dieStats(s.longDie);
    const scarce = burstsLeft(v, s.plane, s.crew) < CONSERVE.shotsATurn * turnsLeft;
    if (scarce && Math.max(short, lg.value * weight) < CONSERVE.keepFor) continue;
    const long = s.longDie === s.die ? -1 : lg.value * weight - CONSERVE.jamCost * left * lg.jam;
    const [sc, a] = long > short ? [long, s.actions[1]] : [short, s.actions[0]];
    if (sc > score) {
      score = sc;
      best = a;
    }
  }
  return best ?? v.actions.find((a) => a.type === "hold") ?? v.actions[0];
}
