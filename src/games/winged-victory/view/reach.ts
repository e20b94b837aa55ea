/**
 * Winged Victory: where a plane's guns reach and what they could hit, for a
 * page to draw before any shot is named. The forward guns reach the Hexes
 * straight ahead of the nose (5 Hexes in the boxed game); a gunner's weapon
 * the Hexes of its template. A shot cue is a shot the plane would have from
 * a place (where it stands, or where a manoeuvre would leave it) at an enemy
 * the seat sees where it stands now, with the die it would roll: the
 * weapon's colour stepped by the firer's skill, the range and the target's
 * aspect (nothing yet for a burst's length or the target's evasion, which
 * are not known before the fire step).
 */

import {
  type Aspect,
  type Attitude,
  type Hex,
  hexDistance,
  inArc,
  lineHexes,
  TOP,
} from "../board/grid.js";
import { fireChoices, type TargetPlane } from "../combat/choices.js";
import { blankShot, fillShot, type Placed, shotDie } from "../combat/combat.js";
import { effectiveSkill } from "../combat/damage.js";
import { boxOf } from "../game/printed.js";
import { type PlaneState, planeOf, type WvState } from "../game/state.js";
import { roleOf } from "../game/state-plane.js";
import type { Plane } from "../planes/plane.js";
import { placedOf } from "../turn/fire.js";

/** The Hexes one crew member's weapon reaches from a place. */
export interface GunReach {
  crew: number;
  role: string;
  /** Forward guns: the line ahead; a gunner: his template's Hexes. */
  forward: boolean;
  hexes: Hex[];
}

/** A shot the plane would have from a place. */
export interface ShotCue {
  crew: number;
  role: string;
  target: string;
  range: number;
  aspect: Aspect;
  /** The die's colour for a short burst at a target not evading. */
  die: string;
}

/**
 * Every Hex each armed crew member of `plane` reaches from `at`
 * (`forwardRange`: the forward guns' reach in Hexes), on the board's levels.
 */
export function gunReach(plane: Plane, at: Placed, forwardRange: number): GunReach[] {
  const out: GunReach[] = [];
  plane.crew.forEach((c, crew) => {
    const w = c.weapon;
    if (!w) return;
    const on = (h: Hex) => h.level >= 1 && h.level <= TOP && h.col >= 0;
    if (!w.template) {
      out.push({
        crew,
        role: c.role,
        forward: true,
        hexes: lineHexes(at.hex, at.heading, at.attitude, forwardRange).filter(on),
      });
      return;
    }
    const t = w.template;
    const hexes: Hex[] = [];
    for (let dl = -t.range; dl <= t.range; dl++)
      for (let dc = -t.range - 1; dc <= t.range + 1; dc++) {
        const h = { col: at.hex.col + dc, level: at.hex.level + dl };
        if (!on(h) || hexDistance(at.hex, h) > t.range) continue;
        if (inArc(at.hex, at.heading, at.attitude, h, t.from, t.to, t.range)) hexes.push(h);
      }
    out.push({ crew, role: c.role, forward: false, hexes });
  });
  return out;
}

/**
 * The shots plane `p` would have from place `at` (the pilot and the gunners
 * free to fire as `free` says) at `targets`, the enemies the seat sees, as
 * they stand now. Ammunition, jams and wounds count as in the fire step.
 */
export function shotCues(
  s: WvState,
  p: PlaneState,
  at: Placed,
  free: { pilot: boolean; gunners: boolean },
  targets: readonly PlaneState[],
): ShotCue[] {
  const { alea, tables } = boxOf(s.options);
  const plane = planeOf(p.type);
  const placed = targets.map((q) => placedOf(q));
  const list: TargetPlane[] = targets.map((q, k) => ({
    at: placed[k],
    destroyed: q.fate !== null,
    seen: true,
  }));
  const manoeuvre = !free.pilot && !free.gunners ? "stall" : !free.pilot ? "jink" : "level";
  const choices = fireChoices(
    tables,
    {
      plane,
      damage: p.damage,
      at,
      ammo: p.ammo,
      jammed: p.jammed,
      manoeuvre,
      bombAimer: -1,
    },
    list,
  );
  const skill = effectiveSkill(p.skill, p.damage);
  const out: ShotCue[] = [];
  for (const c of choices) {
    const w = plane.crew[c.crew].weapon;
    if (!w) continue;
    const q = targets[c.target];
    const shot = blankShot();
    const size = s.options.rules.targetSize ? planeOf(q.type).size : 0;
    if (!fillShot(shot, alea, tables, w, skill, at, placed[c.target], false, "none", size))
      continue;
    out.push({
      crew: c.crew,
      role: roleOf(p, c.crew),
      target: q.id,
      range: c.range,
      aspect: shot.aspect,
      die: alea.names[shotDie(alea, tables, shot)],
    });
  }
  return out.sort((a, b) => a.range - b.range || a.crew - b.crew);
}

/** A place as fire reads it: the Hex, the heading and the attitude. */
export const placedAt = (hex: Hex, heading: "E" | "W", attitude: Attitude): Placed => ({
  hex,
  heading,
  attitude,
});

/** What a shot cue says, in a few words: "G1 in your arc at range 3, red die". */
export function cueText(c: ShotCue): string {
  const who = c.role === "pilot" ? "your arc" : `your ${c.role}'s template`;
  return `${c.target} in ${who} at range ${c.range}, ${c.die} die`;
}
