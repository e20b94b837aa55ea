/**
 * Simultaneous fire: every shot of a volley is rolled against the planes as
 * they stood when it began, and only then is the damage applied, so a plane
 * shot down in the volley still fires its own shots.
 */
import type { Dice } from "../../../engine/dice.js";
import type { CompiledAlea } from "../dice/alea.js";
import type { HitPart, Plane } from "../planes/plane.js";
import { jams, rollShotResult, type ShotInput, type ShotResult } from "./combat.js";
import { applyHit, type Damage, type DamageOptions } from "./damage.js";
import type { CombatTables } from "./data.js";

export interface VolleyShot {
  /** Index of the target in `targets`. */
  target: number;
  shot: ShotInput;
  why: string;
}

export interface VolleyTarget {
  plane: Plane;
  /** The caller's own copy: changed in place. */
  damage: Damage;
  /** The plane's name on the board ("G1"), for the rolls' purposes. */
  id?: string;
}

export interface VolleyOutcome extends ShotResult {
  part: HitPart | "none";
}

export function resolveVolley(
  alea: CompiledAlea,
  t: CombatTables,
  dice: Dice,
  shots: readonly VolleyShot[],
  targets: readonly VolleyTarget[],
  opts: DamageOptions,
): VolleyOutcome[] {
  // Built by push, each outcome as one literal: one array and one object shape for compiled code.
  const out: VolleyOutcome[] = [];
  for (const s of shots) {
    const result = rollShotResult(alea, t, dice, s.shot, s.why);
    out.push({ result, jammed: jams(s.shot, result), part: "none" });
  }
  for (let i = 0; i < shots.length; i++) {
    const s = shots[i];
    const tg = targets[s.target];
    const r = out[i].result;
    out[i].part = applyHit(alea, tg.plane, tg.damage, dice, r, s.shot.aspect, opts, tg.id);
  }
  return out;
}

/** A crew member who fired in a volley. */
export interface Shooter {
  plane: string;
  crew: number;
}

/**
 * Whose fire hit each target in a volley, for the victory (ruling G18): of
 * one volley's hits on a plane, the heaviest, and of equal ones the first
 * named. `by[k]`: who fired shot k (null: not a plane's crew, e.g. a ground
 * target's fire, which takes no victory).
 */
export function volleyHits(
  shots: readonly VolleyShot[],
  results: readonly ShotResult[],
  by: readonly (Shooter | null)[],
): Map<number, Shooter> {
  const best = new Map<number, number>();
  results.forEach((r, k) => {
    if (!by[k] || r.result === 0) return;
    const was = best.get(shots[k].target);
    if (was === undefined || r.result > results[was].result) best.set(shots[k].target, k);
  });
  const out = new Map<number, Shooter>();
  for (const [t, k] of best) out.set(t, by[k] as Shooter);
  return out;
}
