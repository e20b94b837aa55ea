/**
 * Fire in Winged Victory: who can shoot whom (forward guns 5 Hexes straight
 * ahead, gunners inside their templates), the die colour and its modifiers,
 * the result (miss, jam on a long burst, 1–3 damage, component destroyed),
 * ammunition on the metal plate, and clearing a jam.
 *
 * Functions that change a record (`spendRound`, `reload`) change the one they
 * are given: the caller passes its own copy (state stays immutable outside).
 */
import type { Dice } from "../../../engine/dice.js";
import type { Modifier } from "../../../engine/tables.js";
import {
  type Aspect,
  type Attitude,
  aspectOf,
  type Heading,
  type Hex,
  hexDistance,
  inArc,
  rangeAhead,
} from "../board/grid.js";
import {
  type CombatResult,
  type CompiledAlea,
  colourIndex,
  combatDie,
  DOUBLE,
  HIT1,
  PASS,
  rollCombat,
  rollTest,
  testDie,
} from "../dice/alea.js";
import type { Weapon } from "../planes/plane.js";
import { aspectSteps, type CombatTables, rangeModifier, type Skill, skillSteps } from "./data.js";

/** Where a plane is and where it points, for fire and spotting. */
export interface Placed {
  hex: Hex;
  heading: Heading;
  attitude: Attitude;
}

/** What the target is doing that makes it harder to hit. */
export type Evasion = "none" | "jink" | "barrel-roll" | "falling-leaf";

/**
 * The range in Hexes at which a weapon can hit a target, 0 if it cannot:
 * forward guns (no template) on the line straight ahead within 5 Hexes;
 * a gunner's weapon if the target is even partly inside its template.
 * Never in the same Hex.
 */
export function fireRange(t: CombatTables, weapon: Weapon, shooter: Placed, target: Hex): number {
  const tpl = weapon.template;
  if (!tpl)
    return rangeAhead(shooter.hex, shooter.heading, shooter.attitude, target, t.forwardRange);
  const ok = inArc(
    shooter.hex,
    shooter.heading,
    shooter.attitude,
    target,
    tpl.from,
    tpl.to,
    tpl.range,
  );
  return ok ? hexDistance(shooter.hex, target) : 0;
}

export interface ShotInput {
  /** The weapon's die on the metal plate. */
  die: number;
  /** The firer's skill: the pilot's (recruit if wounded), a gunner always expert. */
  skill: Skill;
  range: number;
  aspect: Aspect;
  longBurst: boolean;
  evasion: Evasion;
  /** The target's size number (optional rule "target dimensions"); 0 when not used. */
  size: number;
}

/** The sum of every colour step on a shot. */
export function shotModifier(t: CombatTables, s: ShotInput): number {
  let m = skillSteps(t, s.skill) + rangeModifier(t, s.range) + aspectSteps(t, s.aspect) + s.size;
  if (s.longBurst) m += t.longBurst;
  if (s.evasion === "jink") m += t.jink;
  else if (s.evasion !== "none") m += t.barrelRollOrFallingLeaf;
  return m;
}

/** The shot's modifiers one by one, for the view and the log. */
export function shotModifiers(t: CombatTables, s: ShotInput): Modifier[] {
  const out: Modifier[] = [
    { label: `${s.skill} firer`, value: t.skill[s.skill] },
    { label: `range ${s.range}`, value: rangeModifier(t, s.range) },
    { label: `${s.aspect} aspect`, value: t.aspect[s.aspect] },
  ];
  if (s.longBurst) out.push({ label: "long burst", value: t.longBurst });
  if (s.evasion === "jink") out.push({ label: "target jinking", value: t.jink });
  else if (s.evasion !== "none")
    out.push({ label: `target in ${s.evasion}`, value: t.barrelRollOrFallingLeaf });
  if (s.size !== 0) out.push({ label: "target size", value: s.size });
  return out.filter((m) => m.value !== 0);
}

/** The die to roll for a shot (colour index), kept between white and black. */
export function shotDie(a: CompiledAlea, t: CombatTables, s: ShotInput): number {
  return combatDie(a, s.die, shotModifier(t, s));
}

export interface ShotResult {
  result: CombatResult;
  /** A long burst that scored 1 damage jams the guns. */
  jammed: boolean;
}

/** Rolls one shot. */
export function rollShot(
  a: CompiledAlea,
  t: CombatTables,
  dice: Dice,
  s: ShotInput,
  why: string,
): ShotResult {
  const result = rollCombat(a, dice, shotDie(a, t, s), why);
  return { result, jammed: jams(s, result) };
}

/**
 * Fills `out` (the caller's, reused) with the shot a weapon has at a target;
 * false, `out` untouched, when the target is out of its reach. `size` is the
 * target's size number when the optional rule is on, else 0.
 */
export function fillShot(
  out: ShotInput,
  a: CompiledAlea,
  t: CombatTables,
  weapon: Weapon,
  skill: Skill,
  shooter: Placed,
  target: Placed,
  longBurst: boolean,
  evasion: Evasion,
  size: number,
): boolean {
  const range = fireRange(t, weapon, shooter, target.hex);
  if (range === 0) return false;
  out.die = colourIndex(a, weapon.die);
  out.skill = weapon.template ? "expert" : skill;
  out.range = range;
  out.aspect = aspectOf(target.hex, target.heading, target.attitude, shooter.hex);
  out.longBurst = longBurst;
  out.evasion = evasion;
  out.size = size;
  return true;
}

/** The full shot input from positions (`size` only when the optional rule is on), or null. */
export function shotBetween(
  a: CompiledAlea,
  t: CombatTables,
  weapon: Weapon,
  skill: Skill,
  shooter: Placed,
  target: Placed,
  longBurst: boolean,
  evasion: Evasion,
  size: number,
): ShotInput | null {
  const out = blankShot();
  return fillShot(out, a, t, weapon, skill, shooter, target, longBurst, evasion, size) ? out : null;
}

export const blankShot = (): ShotInput => ({
  die: 0,
  skill: "expert",
  range: 1,
  aspect: "beam",
  longBurst: false,
  evasion: "none",
  size: 0,
});

/** Rolls one shot and returns only its result (no allocation); `jams` tells whether it jammed. */
export function rollShotResult(
  a: CompiledAlea,
  t: CombatTables,
  dice: Dice,
  s: ShotInput,
  why: string,
): CombatResult {
  return rollCombat(a, dice, shotDie(a, t, s), why);
}

export const jams = (s: ShotInput, r: CombatResult) => s.longBurst && r === HIT1;

// ---------------------------------------------------------------- ammunition

/**
 * A crew member's ammunition die on the metal plate: which magazine it sits
 * on, the value it shows, and whether a solid line now asks for a reload.
 * `magazine === weapon.magazines.length` means out of ammunition.
 */
export interface Ammo {
  magazine: number;
  rounds: number;
  needsReload: boolean;
}

export function fullAmmo(w: Weapon): Ammo {
  return { magazine: 0, rounds: w.magazines[0], needsReload: false };
}

export const outOfAmmo = (w: Weapon, a: Ammo) => a.magazine >= w.magazines.length;
export const mayFireAmmo = (w: Weapon, a: Ammo) => !outOfAmmo(w, a) && !a.needsReload;

/**
 * One burst: the die goes down by one; below 1 it moves to the next number
 * on the plate (a solid line before it: reload first), after the last, the
 * weapon is empty. Changes `a`.
 */
export function spendRound(w: Weapon, a: Ammo): void {
  a.rounds -= 1;
  if (a.rounds >= 1) return;
  a.magazine += 1;
  if (a.magazine < w.magazines.length) {
    a.rounds = w.magazines[a.magazine];
    a.needsReload = w.reloadBefore[a.magazine] === true;
  } else {
    a.rounds = 0;
    a.needsReload = false;
  }
}

/** A whole turn of level flight reloads a weapon that waits behind a solid line. Changes `a`. */
export function reload(a: Ammo): void {
  a.needsReload = false;
}

// ---------------------------------------------------------------- jams

/**
 * Clearing a jam, in the firer's own turn: the grey die stepped by skill; an
 * "i" clears it in level flight, turning or manoeuvring needs "ii" (a "ii"
 * clears it in level flight too).
 */
export function tryUnjam(
  a: CompiledAlea,
  t: CombatTables,
  dice: Dice,
  skill: Skill,
  levelFlight: boolean,
  who = "",
): boolean {
  const why = who ? `${who} clears a jammed gun` : "clear a jammed gun";
  const icon = rollTest(a, dice, testDie(a, a.grey, t.skill[skill]), why);
  return levelFlight ? icon >= PASS : icon === DOUBLE;
}

/** What a manoeuvre leaves free to fire (the text, manoeuvre by manoeuvre). */
export function mayFireDuring(manoeuvre: string): { pilot: boolean; gunners: boolean } {
  switch (manoeuvre) {
    case "stall":
    case "falling-leaf":
    case "barrel-roll":
    case "half-loop":
    case "wingover":
      return { pilot: false, gunners: false };
    case "jink":
      return { pilot: false, gunners: true };
    default:
      return { pilot: true, gunners: true };
  }
}
