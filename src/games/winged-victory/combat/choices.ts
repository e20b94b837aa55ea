/**
 * Which shots a plane has now: every crew member with a working, loaded,
 * unjammed weapon, free to fire in the manoeuvre flown, at every enemy he
 * has spotted inside his weapon's reach. The game offers these as actions.
 */

import type { Plane } from "../planes/plane.js";
import { type Ammo, fireRange, mayFireAmmo, mayFireDuring, type Placed } from "./combat.js";
import { type Damage, destroyed, mayFireCrew } from "./damage.js";
import type { CombatTables } from "./data.js";

export interface Shooter {
  plane: Plane;
  damage: Damage;
  at: Placed;
  /** Per crew member (null: no weapon or its die removed). */
  ammo: (Ammo | null)[];
  jammed: boolean[];
  /** The manoeuvre being flown ("level", "jink", "stall", …). */
  manoeuvre: string;
  /** A gunner busy aiming bombs this turn (−1: none). */
  bombAimer: number;
}

export interface TargetPlane {
  at: Placed;
  destroyed: boolean;
  /** The shooter's pilot has it spotted. */
  seen: boolean;
}

export interface FireChoice {
  crew: number;
  target: number;
  range: number;
}

export function fireChoices(
  t: CombatTables,
  s: Shooter,
  targets: readonly TargetPlane[],
): FireChoice[] {
  const out: FireChoice[] = [];
  if (destroyed(s.damage)) return out;
  const free = mayFireDuring(s.manoeuvre);
  // Plain loops, no closures: this runs for every shooter at every fire step.
  const crewList = s.plane.crew;
  for (let crew = 0; crew < crewList.length; crew++) {
    const w = crewList[crew].weapon;
    const ammo = s.ammo[crew];
    if (!w || !ammo || s.jammed[crew] || !mayFireCrew(s.damage, crew) || crew === s.bombAimer)
      continue;
    if (!(crew === 0 ? free.pilot : free.gunners) || !mayFireAmmo(w, ammo)) continue;
    for (let target = 0; target < targets.length; target++) {
      const tg = targets[target];
      if (tg.destroyed || !tg.seen) continue;
      const range = fireRange(t, w, s.at, tg.at.hex);
      if (range > 0) out.push({ crew, target, range });
    }
  }
  return out;
}
