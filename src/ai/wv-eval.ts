/**
 * Winged Victory for the computer pilot: what a position is worth to one
 * side, squashed to 0..1. Victory points scored so far, then what each side
 * still stands to score or lose: a damaged plane is partly lost (structure,
 * crew, engine, fire, leak, out of control near the ground), a plane with an
 * enemy in its guns' line is partly winning (more at short range and from
 * behind), a plane at stall speed or down near the ground is in danger.
 */

import { aspectOf, hexDistance, inTailSector } from "../games/winged-victory/board/grid.js";
import { fireRange, mayFireAmmo, type Placed } from "../games/winged-victory/combat/combat.js";
import { effectiveSkill, pilotKilled } from "../games/winged-victory/combat/damage.js";
import { DEFAULT_COMBAT_TABLES as T } from "../games/winged-victory/combat/data.js";
import { speedBox } from "../games/winged-victory/flight/energy.js";
import { levelOfFlight } from "../games/winged-victory/flight/manoeuvres.js";
import {
  type PlaneState,
  planeOf,
  type Side,
  type WvState,
} from "../games/winged-victory/game/state.js";
import { placedOf } from "../games/winged-victory/turn/fire.js";

/** How much of a plane's VP is as good as lost: 0 (sound) to 1. */
export function damageShare(p: PlaneState): number {
  const plane = planeOf(p.type);
  const d = p.damage;
  if (pilotKilled(d)) return 1;
  let x = (0.7 * d.structure) / Math.max(1, plane.structure.boxes);
  if (d.crew[0] === "wounded") x += 0.2;
  if (d.onFire) x += 0.5;
  else if (d.leaking) x += 0.15;
  if (d.engineStopped) x += 0.3;
  else x += 0.05 * d.speedLoss;
  // Out of control: it falls two levels a turn until a Handling Test brings it back.
  if (p.flight.outOfControl !== null) x += levelOfFlight(p.flight) <= 6 ? 0.8 : 0.45;
  return Math.min(1, x);
}

/** Danger from energy and height alone: stall speed, low and slow, very low. */
export function energyRisk(p: PlaneState): number {
  const plane = planeOf(p.type);
  const level = levelOfFlight(p.flight);
  const box = speedBox(plane, level, p.flight.speed);
  let x = 0;
  if (box === "stall") x += level <= 6 ? 0.8 : 0.45;
  else if (box === "red") x += 0.2;
  else if (box === "red-and-white") x += 1;
  if (level <= 1) x += 0.4;
  else if (level <= 3) x += 0.1;
  return x;
}

const SKILL_RANK: Record<string, number> = { recruit: 0, expert: 1, ace: 2 };

/**
 * Whether `a` moves after `b` in the next turn's order of movement, as far as
 * the text's fixed keys go (1 after, −1 before, 0 a die decides): a tailed
 * plane before its tailer; else the least skilled first, then the lowest,
 * then the fastest. Moving later is seeing where the enemy went before
 * choosing; tailing is also a shot from behind.
 */
export function movesAfter(a: OrderKeys, b: OrderKeys): number {
  if (inTailSector(b.at.hex, b.at.heading, b.at.attitude, a.at.hex)) return 1;
  if (inTailSector(a.at.hex, a.at.heading, a.at.attitude, b.at.hex)) return -1;
  if (a.skill !== b.skill) return a.skill > b.skill ? 1 : -1;
  if (a.at.hex.level !== b.at.hex.level) return a.at.hex.level > b.at.hex.level ? 1 : -1;
  if (a.speed !== b.speed) return a.speed < b.speed ? 1 : -1;
  return 0;
}

export interface OrderKeys {
  at: Placed;
  skill: number;
  speed: number;
}

export const orderKeys = (p: PlaneState, at: Placed = placedOf(p)): OrderKeys => ({
  at,
  skill: SKILL_RANK[effectiveSkill(p.skill, p.damage)] ?? 1,
  speed: p.flight.speed,
});

/** The die colours from weakest to strongest (a weapon's plate die weighs its threat). */
const LADDER = ["white", "grey", "pink", "yellow", "green", "orange", "red", "blue", "black"];
const dieWeight = (die: string) => 0.5 + LADDER.indexOf(die) / 12;

/**
 * What a plane of `type` in `from` threatens on a target in `at`: 0 (no gun
 * bears) up to about 1.5, the best of its weapons that may fire (the pilot's
 * forward guns, a gunner's template), more at short range, from behind and
 * with a stronger die.
 */
export function threat(
  type: string,
  pilot: boolean,
  gunners: boolean,
  from: Placed,
  at: Placed,
): number {
  const crew = planeOf(type).crew;
  let best = 0;
  for (let k = 0; k < crew.length; k++) {
    const w = crew[k].weapon;
    if (!w || !(k === 0 ? pilot : gunners)) continue;
    const r = fireRange(T, w, from, at.hex);
    if (r === 0) continue;
    const aspect = aspectOf(at.hex, at.heading, at.attitude, from.hex);
    const x =
      ((6 - Math.min(5, r)) / 5) *
      (aspect === "rear" ? 1.5 : aspect === "beam" ? 1 : 0.7) *
      dieWeight(w.die);
    if (x > best) best = x;
  }
  return best;
}

/**
 * A gunner's template counts this many times a forward gun's line with the
 * same die: it covers a wide arc and stays on its target whatever the
 * gunner's plane flies next, where a forward gun bears only on the exact
 * line (measured against the greedy player; see the docs).
 */
export const TEMPLATE = 3;

/** What a plane's guns threaten, a gunner's template counted `TEMPLATE` times (`threat`'s arguments). */
export function gunThreat(
  type: string,
  pilot: boolean,
  gunners: boolean,
  from: Placed,
  at: Placed,
): number {
  const forward = pilot ? threat(type, true, false, from, at) : 0;
  const template = gunners ? TEMPLATE * threat(type, false, true, from, at) : 0;
  return Math.max(forward, template);
}

/**
 * Whether crew member `k`'s gun can fire: 1 ready, 0 empty or waiting for a
 * reload (a turn of level flight), `jammed` for a jammed gun (it may clear).
 */
export function gunReady(p: PlaneState, k: number, jammed = 0.3): number {
  const a = p.ammo[k];
  if (!a) return 0;
  const w = planeOf(p.type).crew[k]?.weapon;
  if (!w || !mayFireAmmo(w, a)) return 0;
  return p.jammed[k] === true ? jammed : 1;
}

/** Whether the pilot's gun waits behind a solid line (a turn of level flight reloads it). */
export const reloads = (p: PlaneState): boolean => p.ammo[0]?.needsReload === true;

/** Whether a gunner aboard `p` has a gun that can fire. */
export const gunnersReady = (p: PlaneState): boolean => {
  for (let k = 1; k < p.ammo.length; k++) if (gunReady(p, k) > 0) return true;
  return false;
};

/** Who aboard `p` has a gun that can fire or may clear (the pilot's, a gunner's). */
export const gunsUp = (p: PlaneState): { pilot: boolean; gunners: boolean } => ({
  pilot: gunReady(p, 0) > 0,
  gunners: gunnersReady(p),
});

const armed = (p: PlaneState) =>
  p.fate === null && p.flight.outOfControl === null && !pilotKilled(p.damage);

/** The terms of a position's worth to a side, each signed so that more is better for it. */
export const TERMS = [
  "vp",
  "damage",
  "danger",
  "height",
  "order",
  "guns",
  "distance",
  "unarmed",
] as const;

/**
 * What each term is worth in VP (`evaluate` adds them up and squashes the
 * sum over 3 VP to 0..1): VP scored; damage and danger as VP half lost to
 * the enemy; a little for height (energy in hand); the later mover of a
 * close pair; guns on an enemy (its VP times the threat); closing in a
 * little (guns need the enemy within 5 Hexes); a plane with no gun that can
 * fire.
 */
export const EVAL_WEIGHTS: Readonly<Record<(typeof TERMS)[number], number>> = {
  vp: 1,
  damage: 0.6,
  danger: 0.5,
  height: 0.02,
  order: 0.6,
  guns: 0.35,
  distance: 0.03,
  unarmed: 0,
};

/**
 * Fills `out` with the terms of the position for `side` (in TERMS's order),
 * each before its weight: VP margin; VP of planes damaged (each by its
 * damage share) and in danger (by its energy risk), the enemy's less one's
 * own; levels of height (to 20) one's own less the enemy's; close pairs
 * where one's plane moves later; guns' threat times the target's VP;
 * Hexes to each enemy (to 15, one's own armed planes only, none where a gun
 * bears); VP of planes with no gun that can fire, the enemy's less one's own.
 */
export function evalTerms(s: WvState, side: Side, out: Float64Array): Float64Array {
  out.fill(0);
  out[0] = s.vp[side] - s.vp[side === "allies" ? "germans" : "allies"];
  if (s.phase.kind === "over") return out;
  const live = s.planes.filter((p) => p.fate === null);
  const at = live.map(placedOf);
  for (let i = 0; i < live.length; i++) {
    const p = live[i];
    const vp = planeOf(p.type).vp;
    const sign = p.side === side ? -1 : 1;
    out[1] += sign * vp * damageShare(p);
    out[2] += sign * vp * energyRisk(p);
    out[3] -= sign * Math.min(20, levelOfFlight(p.flight));
    const pilot = gunReady(p, 0) === 1;
    const gunners = gunnersReady(p);
    if (!pilot && !gunners && !reloads(p)) out[7] += sign * vp;
    if (!armed(p)) continue;
    for (let j = 0; j < live.length; j++) {
      const q = live[j];
      if (q.side === p.side) continue;
      if (p.side === side && armed(q) && hexDistance(at[i].hex, at[j].hex) <= 4)
        out[4] += movesAfter(orderKeys(p, at[i]), orderKeys(q, at[j]));
      const t = gunThreat(p.type, pilot, gunners, at[i], at[j]);
      if (t > 0) out[5] -= sign * planeOf(q.type).vp * t;
      else if (p.side === side) out[6] -= Math.min(15, hexDistance(at[i].hex, at[j].hex));
    }
  }
  return out;
}

const terms = new Float64Array(TERMS.length);
const w = TERMS.map((k) => EVAL_WEIGHTS[k]);

/** The position's worth to `side`, 0..1 (0.5: even): its terms by their weights, squashed. */
export function evaluate(s: WvState, side: Side): number {
  evalTerms(s, side, terms);
  let margin = 0;
  for (let k = 0; k < w.length; k++) margin += w[k] * terms[k];
  return 1 / (1 + Math.exp(-margin / 3));
}
