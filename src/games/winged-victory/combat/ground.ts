/**
 * Ground targets, balloons, bombing and flak in Winged Victory.
 *
 * A target counter shows a coloured strip when it can fire (the strip is its
 * base die) and red circles, the damage that destroys it. Only bombers (code
 * B) carry bombs; they release them in a turn of level flight crossing the
 * line over the target (the vertical, or optionally the 60° line) and throw
 * the yellow die (optionally one colour lower per 5 levels up). A loaded
 * bomber's throttle stops at its circled value. Flak barrages fall on a
 * MegaHex chosen at the start of a turn.
 *
 * reconstructed: the counters' pictures and the flak rules are lost; the
 * target list, their strips and circles, the reach of a target's fire and
 * the flak attack are ours (docs/winged-victory-combat.md).
 */
import { z } from "zod";
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { aspectOf, type Heading, type Hex, hexDistance, px } from "../board/grid.js";
import {
  type CombatResult,
  type CompiledAlea,
  colourIndex,
  combatDie,
  DESTROYED,
  DOUBLE,
  FAIL,
  MISS,
  rollCombat,
  rollTest,
  testDie,
} from "../dice/alea.js";
import type { Plane } from "../planes/plane.js";
import type { Placed, ShotInput } from "./combat.js";
import type { CombatTables } from "./data.js";

export interface TargetKind {
  id: string;
  name: string;
  balloon: boolean;
  /** The strip's die colour; null: the target cannot fire. */
  fireDie: string | null;
  /** Red circles: damage that destroys it. */
  circles: number;
}

/** reconstructed: the target counters. */
export const TARGET_KINDS: readonly TargetKind[] = [
  { id: "aa-mg", name: "AA machine-gun nest", balloon: false, fireDie: "orange", circles: 2 },
  { id: "battery", name: "Artillery battery", balloon: false, fireDie: null, circles: 3 },
  { id: "trenches", name: "Trench line", balloon: false, fireDie: "yellow", circles: 4 },
  { id: "depot", name: "Supply depot", balloon: false, fireDie: null, circles: 3 },
  { id: "rail", name: "Railway yard", balloon: false, fireDie: null, circles: 4 },
  { id: "airfield", name: "Airfield", balloon: false, fireDie: "grey", circles: 4 },
  { id: "hq", name: "Headquarters", balloon: false, fireDie: "grey", circles: 2 },
  { id: "bridge", name: "Bridge", balloon: false, fireDie: null, circles: 5 },
  { id: "balloon", name: "Observation balloon", balloon: true, fireDie: "green", circles: 3 },
];

export const targetKindSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    balloon: z.boolean(),
    fireDie: z.string().nullable(),
    circles: z.number().int().min(1).max(10),
  })
  .strict();

/** Reads a target counter typed in by a player; RuleError naming the bad field. */
export function parseTargetKind(alea: CompiledAlea, input: unknown): TargetKind {
  const r = targetKindSchema.safeParse(input);
  if (!r.success) {
    throw new RuleError(`target: ${plainIssues(r.error, "the target")}`);
  }
  if (r.data.fireDie !== null) colourIndex(alea, r.data.fireDie);
  return r.data;
}

export function targetKind(id: string): TargetKind {
  const k = TARGET_KINDS.find((t) => t.id === id);
  if (!k)
    throw new RuleError(`no target counter "${id}" (${TARGET_KINDS.map((t) => t.id).join(", ")})`);
  return k;
}

/** A target on the board: where it stands (level 0 on the ground, a balloon aloft) and its damage. */
export interface Target {
  kind: string;
  hex: Hex;
  damage: number;
  destroyed: boolean;
}

/** Damage on a target: points add up to its circles; a destroyed result destroys it. */
export function damageTarget(t: Target, kind: TargetKind, result: CombatResult): void {
  if (result === MISS || t.destroyed) return;
  t.damage = result === DESTROYED ? kind.circles : Math.min(kind.circles, t.damage + result);
  if (t.damage >= kind.circles) t.destroyed = true;
}

/** reconstructed: a target with a strip fires up to this many Hexes, at anything above the ground's horizon. */
export const TARGET_FIRE_RANGE = 4;

/**
 * The shot of a target's guns at a plane, or null if it cannot fire at it:
 * no strip, destroyed, out of reach or not above it. The crew count as expert;
 * the aspect is read from the plane's attitude.
 */
export function targetShot(
  alea: CompiledAlea,
  kind: TargetKind,
  t: Target,
  plane: Placed,
): ShotInput | null {
  if (kind.fireDie === null || t.destroyed) return null;
  const range = hexDistance(t.hex, plane.hex);
  if (range < 1 || range > TARGET_FIRE_RANGE || plane.hex.level <= t.hex.level) return null;
  return {
    die: colourIndex(alea, kind.fireDie),
    skill: "expert",
    range,
    aspect: aspectOf(plane.hex, plane.heading, plane.attitude, t.hex),
    longBurst: false,
    evasion: "none",
    size: 0,
  };
}

// ---------------------------------------------------------------- bombing

export interface BombOptions {
  /** Optional: release on the 60° line instead of the vertical. */
  sixtyDegreeLine: boolean;
  /** Optional: one colour below yellow per 5 levels from the ground. */
  altitudeDie: boolean;
}
export const DEFAULT_BOMB_OPTIONS: BombOptions = { sixtyDegreeLine: false, altitudeDie: false };

/**
 * Where (in Hex widths from the west edge) a bomber at `level` heading
 * `heading` must cross to hit a target: the vertical over it, or the 60° line
 * rising from it toward the bomber (level × √3/2 high, so level / 2 back).
 */
export function releaseX(target: Hex, level: number, heading: Heading, opts: BombOptions): number {
  const x = px(target);
  if (!opts.sixtyDegreeLine) return x;
  const back = (level - target.level) / 2;
  return heading === "E" ? x - back : x + back;
}

/** Whether a level-flight move from `from` to `to` crosses the release line. */
export function crossesRelease(
  from: Hex,
  to: Hex,
  heading: Heading,
  target: Hex,
  opts: BombOptions,
): boolean {
  const x = releaseX(target, from.level, heading, opts);
  const a = px(from);
  const b = px(to);
  return a < b ? a <= x && x <= b : b <= x && x <= a;
}

/** The bombing die: yellow, or optionally one colour lower per 5 levels above the ground. */
export function bombingDie(alea: CompiledAlea, level: number, opts: BombOptions): number {
  return testDie(alea, alea.yellow, opts.altitudeDie ? -Math.floor(level / 5) : 0);
}

export type BombResult = "missed" | "near miss" | "direct hit";

/** Drops the bombs: fail missed, "i" near miss (1 damage), "ii" direct hit (destroyed). */
export function dropBombs(
  alea: CompiledAlea,
  dice: Dice,
  level: number,
  t: Target,
  kind: TargetKind,
  opts: BombOptions,
): BombResult {
  const icon = rollTest(alea, dice, bombingDie(alea, level, opts), `bombing the ${kind.name}`);
  if (icon === FAIL) return "missed";
  if (icon === DOUBLE) {
    damageTarget(t, kind, DESTROYED);
    return "direct hit";
  }
  damageTarget(t, kind, 1);
  return "near miss";
}

/**
 * The highest throttle a plane may set in a band whose white box is
 * `bandMax`: less the engine's damage, 0 once the engine has stopped, and
 * for a loaded bomber no more than the circled value.
 */
export function throttleCap(
  plane: Plane,
  bandMax: number,
  loaded: boolean,
  speedLoss: number,
  engineStopped: boolean,
): number {
  if (engineStopped) return 0;
  let cap = Math.max(0, bandMax - speedLoss);
  if (loaded && plane.loadedMaxThrottle !== undefined && plane.loadedMaxThrottle < cap) {
    cap = plane.loadedMaxThrottle;
  }
  return cap;
}

// ---------------------------------------------------------------- flak

/** The flak die (from the combat tables; reconstructed: green, one lower in the Low band). */
export function flakDie(alea: CompiledAlea, t: CombatTables, level: number): number {
  return combatDie(alea, colourIndex(alea, t.flakDie), level <= 10 ? t.flakLow : 0);
}

/** reconstructed: a plane that ends its move in a barraged MegaHex takes one flak attack (from below: beam). */
export function flakAttack(
  alea: CompiledAlea,
  t: CombatTables,
  dice: Dice,
  level: number,
): CombatResult {
  return rollCombat(alea, dice, flakDie(alea, t, level), "flak barrage");
}

/** Whether a plane may carry bombs at all (code B on the dashboard). */
export const mayBomb = (plane: Plane) => plane.code === "B";
