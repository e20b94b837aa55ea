/**
 * Damage and crew in Winged Victory: where a hit lands (the dashboard's d20
 * table), the structure track with its thick lines and white arrows, the
 * control surfaces, the engine track (top speed cut, leak, fire), the gas
 * tank, crew wounds, leakage and fire, crackups and a killed pilot.
 *
 * A plane's damage is one plain record (`Damage`). Functions that change it
 * change the record they are given: the caller passes its own copy.
 */
import type { Dice } from "../../../engine/dice.js";
import type { Aspect, Attitude, Heading, Hex } from "../board/grid.js";
import {
  type CombatResult,
  type CompiledAlea,
  colourIndex,
  DESTROYED,
  DOUBLE,
  FAIL,
  MISS,
  rollCombat,
  rollNumber,
  rollTest,
  testDie,
} from "../dice/alea.js";
import type { HitPart, Plane } from "../planes/plane.js";
import type { CombatTables, Skill } from "./data.js";

export type CrewHealth = "healthy" | "wounded" | "dead";

export interface Damage {
  /** The structure token's box (0 = undamaged); past the last thick line = crackup. */
  structure: number;
  ailerons: number;
  elevator: number;
  rudder: number;
  /** The engine token: 0 undamaged, k = on `plane.engineTrack[k − 1]`. */
  engine: number;
  /** Taken off the top speed (white boxes) by the engine track: 0, 1 or 2. */
  speedLoss: number;
  tankPunctured: boolean;
  leaking: boolean;
  /** Turns until the engine quits while leaking (the white die on the dashboard). */
  leakTurns: number;
  engineStopped: boolean;
  onFire: boolean;
  /** Optional goggles rule: level flight only in the plane's next move. */
  goggles: boolean;
  crew: CrewHealth[];
  crackup: boolean;
  exploded: boolean;
  /** The position marker flipped to its caution side. */
  caution: boolean;
}

export function freshDamage(plane: Plane): Damage {
  return {
    structure: 0,
    ailerons: 0,
    elevator: 0,
    rudder: 0,
    engine: 0,
    speedLoss: 0,
    tankPunctured: false,
    leaking: false,
    leakTurns: 0,
    engineStopped: false,
    onFire: false,
    goggles: false,
    crew: Array.from(plane.crew, () => "healthy"),
    crackup: false,
    exploded: false,
    caution: false,
  };
}

export const copyDamage = (d: Damage): Damage => ({ ...d, crew: [...d.crew] });

// ---------------------------------------------------------------- questions

export const pilotKilled = (d: Damage) => d.crew[0] === "dead";
export const pilotHealthy = (d: Damage) => d.crew[0] === "healthy";
/**
 * The position marker shows its caution side: after damage that flips it
 * (a dead control surface, a leak, a fire, a wounded pilot, a crackup) and
 * while the plane is stalled or in a falling leaf (`outOfControl`).
 */
export const cautionSide = (d: Damage, outOfControl: boolean) => d.caution || outOfControl;
/** Out of the fight: crackup, explosion, or nobody alive to fly it. */
export const destroyed = (d: Damage) => d.crackup || d.exploded;
/** Whether control surface `c` still works (each read by name: a key that changes from call to call makes every read slow). */
export const controlWorks = (plane: Plane, d: Damage, c: "ailerons" | "elevator" | "rudder") =>
  c === "ailerons"
    ? d.ailerons < plane.controls.ailerons
    : c === "elevator"
      ? d.elevator < plane.controls.elevator
      : d.rudder < plane.controls.rudder;
/** The skill the pilot flies and fires with: a wounded pilot is a recruit. */
export const effectiveSkill = (skill: Skill, d: Damage): Skill =>
  d.crew[0] === "wounded" ? "recruit" : skill;
/**
 * Whether crew member `i` may fire (and clear his jam): a gunner only while
 * healthy (a wounded gunner's ammunition die is removed); the pilot while
 * alive, wounded or not (a wounded pilot fires as a recruit, `effectiveSkill`).
 */
export const mayFireCrew = (d: Damage, i: number) =>
  i === 0 ? d.crew[0] !== "dead" : d.crew[i] === "healthy";
/** The highest throttle setting the engine still allows in a band with top speed `max`. */
export const maxThrottle = (d: Damage, max: number) =>
  d.engineStopped ? 0 : Math.max(0, max - d.speedLoss);

// ---------------------------------------------------------------- where a hit lands

/** "G1's " for a roll's purpose, or "the " when the plane is not named. */
const of = (who: string) => (who ? `${who}'s ` : "the ");

/**
 * The d20 on the dashboard's damage table; with the optional rule, +1 for a
 * shot from the rear, −1 from the front (kept within 1–20).
 */
export function rollHitPart(
  plane: Plane,
  dice: Dice,
  aspect: Aspect,
  aspectRule: boolean,
  who = "",
): HitPart {
  let roll = dice.roll(20, who ? `hit location on ${who} (d20)` : "hit location (d20)");
  if (aspectRule) roll += aspect === "rear" ? 1 : aspect === "front" ? -1 : 0;
  if (roll < 1) roll = 1;
  else if (roll > 20) roll = 20;
  const rows = plane.hitTable;
  for (let i = 0; i < rows.length; i++) {
    if (roll <= rows[i].to) {
      dice.note(`${roll} → ${rows[i].part}`);
      return rows[i].part;
    }
  }
  return rows[rows.length - 1].part;
}

// ---------------------------------------------------------------- structure and crackup

/** A crackup: the plane drops vertically to the ground and everyone on board dies. */
export function crackup(d: Damage): void {
  d.crackup = true;
  d.caution = true;
  for (let i = 0; i < d.crew.length; i++) d.crew[i] = "dead";
}

export function structurePoints(plane: Plane, d: Damage, points: number): void {
  d.structure += points;
  if (d.structure > lastThick(plane)) crackup(d);
}

const lastThick = (plane: Plane) =>
  plane.structure.thickLines[plane.structure.thickLines.length - 1];

/**
 * A destroyed component on the structure: the token goes to the next thick
 * line to its right, or the second one if it stands on a white arrow; with no
 * such line left, past the last one: a crackup.
 */
export function structureDestroyed(plane: Plane, d: Damage): void {
  const lines = plane.structure.thickLines;
  let skip = plane.structure.whiteArrows.includes(d.structure) ? 1 : 0;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] > d.structure) {
      if (skip === 0) {
        d.structure = lines[i];
        return;
      }
      skip--;
    }
  }
  d.structure = lastThick(plane) + 1;
  crackup(d);
}

// ---------------------------------------------------------------- engine, tank, leak, fire

function passEngineBox(
  plane: Plane,
  d: Damage,
  alea: CompiledAlea,
  dice: Dice,
  box: number,
  goggles: boolean,
  who: string,
) {
  const kind = plane.engineTrack[box - 1];
  if (kind === "speed-1" && d.speedLoss < 1) d.speedLoss = 1;
  else if (kind === "speed-2") d.speedLoss = 2;
  else if (kind === "leak") startLeak(alea, dice, d, goggles, who);
  else if (kind === "fire") catchFire(d);
}

/** Engine hits: one box per point, every box reached takes effect; destroyed: all the way right. */
export function engineHit(
  plane: Plane,
  d: Damage,
  alea: CompiledAlea,
  dice: Dice,
  result: CombatResult,
  goggles: boolean,
  who = "",
): void {
  const end = plane.engineTrack.length;
  const to = result === DESTROYED ? end : Math.min(end, d.engine + result);
  for (let box = d.engine + 1; box <= to; box++)
    passEngineBox(plane, d, alea, dice, box, goggles, who);
  d.engine = to;
}

/**
 * A leak starts: marker, caution side, and the Blue die's number gives the
 * turns before the engine quits. A plane already leaking keeps its count.
 */
export function startLeak(
  alea: CompiledAlea,
  dice: Dice,
  d: Damage,
  goggles: boolean,
  who = "",
): void {
  d.caution = true;
  if (d.leaking) return;
  d.leaking = true;
  d.leakTurns = rollNumber(alea, dice, alea.blue, `turns until ${of(who)}leaking engine quits`);
  if (goggles) d.goggles = true;
}

export function catchFire(d: Damage): void {
  d.onFire = true;
  d.caution = true;
}

/**
 * The start of a game turn for a leaking plane: the count goes down (at 0
 * the engine quits for good), then the Blue die checks for fire: it catches
 * fire on the "destroyed" face (reconstructed: the text's icon is lost).
 */
export function leakAtTurnStart(alea: CompiledAlea, dice: Dice, d: Damage, who = ""): void {
  if (!d.leaking || destroyed(d)) return;
  if (d.leakTurns > 0) {
    d.leakTurns -= 1;
    if (d.leakTurns === 0) d.engineStopped = true;
  }
  if (!d.onFire) {
    const r = rollCombat(alea, dice, alea.blue, `does ${of(who)}leak catch fire?`);
    if (r === DESTROYED) catchFire(d);
  }
}

/**
 * After a side slip of a burning plane: the grey die stepped by skill;
 * fail = still burning, "i" = out, "ii" = the plane explodes.
 */
export function trySideSlipExtinguish(
  alea: CompiledAlea,
  t: CombatTables,
  dice: Dice,
  d: Damage,
  skill: Skill,
): "burning" | "extinguished" | "exploded" {
  if (!d.onFire) return "extinguished";
  if (destroyed(d)) return "burning";
  const icon = rollTest(
    alea,
    dice,
    testDie(alea, alea.grey, t.skill[effectiveSkill(skill, d)]),
    "put the fire out by side slip",
  );
  if (icon === FAIL) return "burning";
  if (icon === DOUBLE) {
    d.exploded = true;
    d.onFire = false;
    for (let i = 0; i < d.crew.length; i++) d.crew[i] = "dead";
    return "exploded";
  }
  d.onFire = false;
  return "extinguished";
}

// ---------------------------------------------------------------- one hit

/** Options the damage rules read. */
export interface DamageOptions {
  /** Optional: hit location +1 from the rear, −1 from the front. */
  hitAspect: boolean;
  /** Optional: a leak blinds the pilot for his next move. */
  goggles: boolean;
}

export const DEFAULT_DAMAGE_OPTIONS: DamageOptions = { hitAspect: false, goggles: false };

/** One crew member hit: 1–3 damage wounds (a second wound kills), destroyed kills. */
export function woundCrew(d: Damage, i: number, result: CombatResult): void {
  if (result === MISS || d.crew[i] === "dead") return;
  d.crew[i] = result === DESTROYED || d.crew[i] === "wounded" ? "dead" : "wounded";
  if (i === 0) d.caution = true;
}

/**
 * Applies a combat result to a plane: rolls where it lands and changes `d`.
 * Returns the part hit ("none" for a miss). A hit on "crew" finds one of the
 * living crew other than the pilot (a die among them if several; none left:
 * it hits nothing).
 */
export function applyHit(
  alea: CompiledAlea,
  plane: Plane,
  d: Damage,
  dice: Dice,
  result: CombatResult,
  aspect: Aspect,
  opts: DamageOptions,
  who = "",
): HitPart | "none" {
  if (result === MISS || destroyed(d)) return "none";
  const part = rollHitPart(plane, dice, aspect, opts.hitAspect, who);
  switch (part) {
    case "structure":
      if (result === DESTROYED) structureDestroyed(plane, d);
      else structurePoints(plane, d, result);
      break;
    case "ailerons":
    case "elevator":
    case "rudder": {
      const max = plane.controls[part];
      const was = d[part];
      d[part] = result === DESTROYED ? max : Math.min(max, was + result);
      if (d[part] >= max && was < max) d.caution = true;
      structurePoints(plane, d, 1);
      break;
    }
    case "engine":
      engineHit(plane, d, alea, dice, result, opts.goggles, who);
      break;
    case "tank":
      d.tankPunctured = true;
      startLeak(alea, dice, d, opts.goggles, who);
      break;
    case "pilot":
      woundCrew(d, 0, result);
      break;
    case "crew": {
      let alive = 0;
      for (let i = 1; i < d.crew.length; i++) if (d.crew[i] !== "dead") alive++;
      if (alive === 0) break;
      let pick = alive === 1 ? 1 : dice.roll(alive, `which of ${of(who)}crew is hit`);
      for (let i = 1; i < d.crew.length; i++) {
        if (d.crew[i] !== "dead" && --pick === 0) {
          woundCrew(d, i, result);
          break;
        }
      }
      break;
    }
  }
  return part;
}

/** The end of a game turn for a burning plane: a front attack with the Red die. */
export function fireAtTurnEnd(
  alea: CompiledAlea,
  plane: Plane,
  d: Damage,
  dice: Dice,
  opts: DamageOptions,
  who = "",
): void {
  if (!d.onFire || destroyed(d)) return;
  const r = rollCombat(alea, dice, alea.red, `the fire burns ${who || "the plane"} (front attack)`);
  applyHit(alea, plane, d, dice, r, "front", opts, who);
}

/** A storm: a side attack with the Red die for each turn spent inside. */
export function stormAttack(
  alea: CompiledAlea,
  plane: Plane,
  d: Damage,
  dice: Dice,
  opts: DamageOptions,
  who = "",
): void {
  if (destroyed(d)) return;
  const r = rollCombat(
    alea,
    dice,
    alea.red,
    `${who || "a plane"} flying inside a storm (side attack)`,
  );
  applyHit(alea, plane, d, dice, r, "beam", opts, who);
}

/**
 * The Structural Test (a red speed box): the plane's structural die stepped
 * by skill; fail = crackup, "i" = 4 structure damage, "ii" = nothing.
 */
export function structuralTest(
  alea: CompiledAlea,
  t: CombatTables,
  plane: Plane,
  d: Damage,
  dice: Dice,
  skill: Skill,
): "crackup" | "damaged" | "unharmed" {
  const base = colourIndex(alea, plane.structuralDie);
  const die = testDie(alea, base, t.skill[effectiveSkill(skill, d)]);
  const icon = rollTest(alea, dice, die, "Structural Test");
  if (icon === FAIL) {
    crackup(d);
    return "crackup";
  }
  if (icon === DOUBLE) return "unharmed";
  structurePoints(plane, d, 4);
  return d.crackup ? "crackup" : "damaged";
}

/**
 * A plane whose pilot is killed keeps its attitude, controls and throttle
 * frozen; in level flight it noses into a shallow dive (optional westerly
 * winds: shallow if it points east, hard if it points west).
 */
export function deadPilotAttitude(
  attitude: Attitude,
  heading: Heading,
  westerlies: boolean,
): Attitude {
  if (attitude !== "level") return attitude;
  return westerlies && heading === "W" ? "dive-hard" : "dive-shallow";
}

/** A cracked-up plane drops straight down: where it hits the ground. */
export const impactHex = (h: Hex): Hex => ({ col: h.col, level: 0 });

/** The Hex behind a plane, where its leakage or fire marker goes (optional goggles: crossing it blinds). */
export const markerHex = (h: Hex, heading: Heading): Hex => ({
  col: heading === "E" ? h.col - 1 : h.col + 1,
  level: h.level,
});

/** Optional goggles: whether a move's path crosses the Hex of any leakage marker. */
export function crossesMarker(path: readonly Hex[], markers: readonly Hex[]): boolean {
  for (const h of path)
    for (const m of markers) if (h.col === m.col && h.level === m.level) return true;
  return false;
}
