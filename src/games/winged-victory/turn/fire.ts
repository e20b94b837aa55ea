/**
 * Winged Victory: fire in the game. After every plane has moved, each side
 * names its shots (crew member, target, long burst or not) without seeing
 * the other's; then every shot is rolled against the planes as they stood
 * and all damage is applied together (simultaneous results). Ground targets
 * with a fire strip shoot at enemy planes in reach in the same volley.
 */

import type { Dice } from "../../../engine/dice.js";
import type { Modifier } from "../../../engine/tables.js";
import { fireChoices } from "../combat/choices.js";
import {
  type Evasion,
  fireRange,
  jams,
  mayFireAmmo,
  type Placed,
  rollShot,
  type ShotInput,
  shotBetween,
  shotDie,
  shotModifiers,
  spendRound,
} from "../combat/combat.js";
import { destroyed, effectiveSkill, mayFireCrew } from "../combat/damage.js";
import { damageTarget, targetKind, targetShot } from "../combat/ground.js";
import { resolveVolley, type VolleyShot, type VolleyTarget, volleyHits } from "../combat/volley.js";
import { type CombatResult, resultLabel } from "../dice/alea.js";
import { maxThrottle } from "../flight/energy.js";
import { hexOf } from "../flight/path.js";
import { levelOfFlight } from "../flight/types.js";
import { boxOf } from "../game/printed.js";
import {
  type PlaneState,
  type PlannedShot,
  planeOf,
  type Side,
  type WvState,
} from "../game/state.js";
import { roleOf } from "../game/state-plane.js";
import { bandOf } from "../planes/plane.js";
import { SEEN } from "../spotting/order.js";
import { hexOfPlane, LOG, retire } from "./fly.js";
import { seesTarget } from "./target-sight.js";

/**
 * Where a plane stands for fire: during a Time Freezing's fire, where time
 * froze it, heading as it was there, in its attitude from before its move
 * (its move is flown once the fire is over).
 */
export const placedOf = (p: PlaneState): Placed =>
  p.freezeAt
    ? {
        hex: hexOf(p.freezeAt, p.flight.attitude),
        heading: p.freezeAt.heading,
        attitude: p.flight.attitude,
      }
    : { hex: hexOfPlane(p), heading: p.place.heading, attitude: p.flight.attitude };

const EVASION: Record<number, Evasion> = { 0: "none", [-1]: "jink", [-2]: "barrel-roll" };

/** One shot a side may name now, with its die and modifiers for the view. */
export interface ShotOption {
  plane: string;
  crew: number;
  target: string;
  range: number;
  /** Colour of the die before and after modifiers, for a short and a long burst. */
  baseDie: string;
  die: string;
  longDie: string;
  modifiers: Modifier[];
}

function manoeuvreOf(p: PlaneState): string {
  if (!p.pilotFires && !p.gunnersFire) return "stall";
  if (!p.pilotFires) return "jink";
  return "level";
}

function shotInput(s: WvState, p: PlaneState, crew: number, target: string, long: boolean) {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  const plane = planeOf(p.type);
  const w = plane.crew[crew].weapon;
  if (!w) return null;
  const skill = effectiveSkill(p.skill, p.damage);
  if (target.startsWith("T")) {
    const t = s.targets[Number(target.slice(1))];
    const range = fireRange(T, w, placedOf(p), t.hex);
    if (range === 0) return null;
    return shotBetween(
      ALEA,
      T,
      w,
      skill,
      placedOf(p),
      { hex: t.hex, heading: "E", attitude: "level" },
      long,
      "none",
      0,
    );
  }
  const q = s.planes.find((x) => x.id === target);
  if (!q) return null;
  const size = s.options.rules.targetSize ? planeOf(q.type).size : 0;
  return shotBetween(
    ALEA,
    T,
    w,
    skill,
    placedOf(p),
    placedOf(q),
    long,
    EVASION[q.evasion] ?? "none",
    size,
  );
}

/** A shot side `side` may still name this turn: who fires, at what, from how far. */
export interface ShotChoice {
  plane: string;
  crew: number;
  target: string;
  range: number;
}

/** Whether crew member `crew` of `p` has neither fired this turn nor been named for a shot already. */
function crewFree(p: PlaneState, named: readonly PlannedShot[], crew: number): boolean {
  if (p.fired[crew]) return false;
  for (const x of named) if (x.plane === p.id && x.crew === crew) return false;
  return true;
}

/** The shots side `side` may still name this turn. */
export function shotChoices(s: WvState, side: Side): ShotChoice[] {
  const { tables: T } = boxOf(s.options);
  const out: ShotChoice[] = [];
  const n = s.planes.length;
  const named = s.pending[side].shots;
  let targets: { at: Placed; destroyed: boolean; seen: boolean }[] | null = null;
  // Plain loops, no closures: this runs for every side at every fire step.
  for (let a = 0; a < n; a++) {
    const p = s.planes[a];
    if (p.side !== side || p.fate !== null) continue;
    // Planes cannot fire while in stall (nor in a falling leaf, which is one).
    if ((!p.pilotFires && !p.gunnersFire) || p.flight.outOfControl !== null) continue;
    if (targets === null) {
      // Built by push: always a packed list (fireChoices sees one shape).
      targets = [];
      for (const q of s.planes)
        targets.push({
          at: placedOf(q),
          destroyed: q.fate !== null || destroyed(q.damage),
          seen: false,
        });
    }
    const plane = planeOf(p.type);
    const at = placedOf(p);
    for (let b = 0; b < n; b++)
      targets[b].seen = s.planes[b].side !== side && s.sight[a * n + b] === SEEN;
    const choices = fireChoices(
      T,
      {
        plane,
        damage: p.damage,
        at,
        ammo: p.ammo,
        jammed: p.jammed,
        manoeuvre: manoeuvreOf(p),
        bombAimer: p.bombAimer,
      },
      targets,
    );
    for (const c of choices)
      if (crewFree(p, named, c.crew))
        out.push({ plane: p.id, crew: c.crew, target: s.planes[c.target].id, range: c.range });
    // Ground targets of the enemy: any crew member free to fire with them in reach.
    for (let k = 0; k < s.targets.length; k++) {
      const t = s.targets[k];
      if (t.side === side || t.destroyed || !seesTarget(s, a, k)) continue;
      for (let crew = 0; crew < plane.crew.length; crew++) {
        const w = plane.crew[crew].weapon;
        const ammo = p.ammo[crew];
        if (!w || !ammo || p.jammed[crew] || !mayFireCrew(p.damage, crew)) continue;
        if (!crewFree(p, named, crew)) continue;
        if (crew === p.bombAimer || !(crew === 0 ? p.pilotFires : p.gunnersFire)) continue;
        if (!mayFireAmmo(w, ammo)) continue;
        const range = fireRange(T, w, at, t.hex);
        if (range > 0) out.push({ plane: p.id, crew, target: `T${k}`, range });
      }
    }
  }
  return out;
}

/** The shots side `side` may still name, with each one's dice for the view. */
export function shotOptions(s: WvState, side: Side): ShotOption[] {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  return shotChoices(s, side).map((c) => {
    const p = s.planes.find((x) => x.id === c.plane) as PlaneState;
    const short = shotInput(s, p, c.crew, c.target, false) as ShotInput;
    const long = shotInput(s, p, c.crew, c.target, true) as ShotInput;
    return {
      ...c,
      baseDie: ALEA.names[short.die],
      die: ALEA.names[shotDie(ALEA, T, short)],
      longDie: ALEA.names[shotDie(ALEA, T, long)],
      modifiers: shotModifiers(T, short),
    };
  });
}

/** Rolls every named shot, and the ground targets' fire, then applies all damage together. */
export function resolveFire(s: WvState, dice: Dice): void {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  const all: PlannedShot[] = [...s.pending.allies.shots, ...s.pending.germans.shots];
  s.pending.allies.shots = [];
  s.pending.germans.shots = [];
  const byId = new Map(s.planes.map((p, i) => [p.id, i]));
  const volley: VolleyShot[] = [];
  const firers: { p: PlaneState; crew: number; plan: PlannedShot; shot: ShotInput }[] = [];
  const atGround: typeof firers = [];
  for (const plan of all) {
    const p = s.planes[byId.get(plan.plane) as number];
    const shot = shotInput(s, p, plan.crew, plan.target, plan.longBurst);
    if (!shot) continue;
    if (plan.target.startsWith("T")) atGround.push({ p, crew: plan.crew, plan, shot });
    else {
      volley.push({
        target: byId.get(plan.target) as number,
        shot,
        why: `${p.id} ${roleOf(p, plan.crew)} fires at ${plan.target}`,
      });
      firers.push({ p, crew: plan.crew, plan, shot });
    }
  }
  // The ground targets' own fire at enemy planes in reach (the first one they can hit).
  s.targets.forEach((t, k) => {
    if (t.destroyed) return;
    const kind = targetKind(t.kind);
    for (let b = 0; b < s.planes.length; b++) {
      const q = s.planes[b];
      if (q.side === t.side || q.fate !== null) continue;
      const shot = targetShot(ALEA, kind, t, placedOf(q));
      if (!shot) continue;
      volley.push({ target: b, shot, why: `the ${kind.name} (T${k}) fires at ${q.id}` });
      break;
    }
  });
  const targets: VolleyTarget[] = [];
  for (const p of s.planes) targets.push({ plane: planeOf(p.type), damage: p.damage, id: p.id });
  const results = resolveVolley(ALEA, T, dice, volley, targets, s.options.rules);
  const by = volley.map((_, k) =>
    firers[k] ? { plane: firers[k].p.id, crew: firers[k].crew } : null,
  );
  for (const [t, who] of volleyHits(volley, results, by)) s.planes[t].hitBy = who;
  results.forEach((r, k) => {
    if (!LOG.quiet)
      s.events.push(
        `${volley[k].why}: ${resultLabel(r.result)}${r.part !== "none" ? ` (${r.part})` : ""}`,
      );
    const f = firers[k];
    if (!f) return;
    spend(s, f.p, f.crew, f.shot, r.result);
  });
  for (const f of atGround) {
    const t = s.targets[Number(f.plan.target.slice(1))];
    const kind = targetKind(t.kind);
    const r = rollShot(
      ALEA,
      T,
      dice,
      f.shot,
      `${f.p.id} ${roleOf(f.p, f.crew)} fires at the ${kind.name}`,
    );
    const was = t.destroyed;
    damageTarget(t, kind, r.result);
    spend(s, f.p, f.crew, f.shot, r.result);
    if (!LOG.quiet) s.events.push(`${f.p.id} fires at the ${kind.name}: ${resultLabel(r.result)}`);
    if (t.destroyed && !was) {
      const tally = s.tallies[f.p.side];
      if (kind.balloon) tally.balloonsDestroyed += 1;
      else tally.groundDestroyed += 1;
    }
  }
  for (const p of s.planes)
    if (p.fate === null && destroyed(p.damage)) retire(s, p, "downed", "is shot down");
  fitThrottles(s);
}

/**
 * A Throttle Pip above what a hit engine still gives drops to it at once
 * (ruling G16): a plane hit in a Time Freezing's fire before it has moved
 * flies the rest of the turn on what its engine has left.
 */
export function fitThrottles(s: WvState): void {
  for (const p of s.planes) {
    if (p.fate !== null) continue;
    const d = p.damage;
    const max = maxThrottle(planeOf(p.type), bandOf(levelOfFlight(p.flight)), {
      loss: d.speedLoss,
      stopped: d.engineStopped,
      loaded: p.loaded,
    });
    if (p.throttle > max) p.throttle = max;
  }
}

function spend(
  s: WvState,
  p: PlaneState,
  crew: number,
  shot: ShotInput,
  result: CombatResult,
): void {
  p.fired[crew] = true;
  const w = planeOf(p.type).crew[crew].weapon;
  const ammo = p.ammo[crew];
  if (w && ammo) spendRound(w, ammo);
  if (jams(shot, result)) {
    p.jammed[crew] = true;
    if (!LOG.quiet) s.events.push(`${p.id}'s ${roleOf(p, crew)}'s gun jams on the long burst`);
  }
}
