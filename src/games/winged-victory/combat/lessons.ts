/**
 * Winged Victory's flying school: a first shot, as data. A Camel flies level
 * eastwards behind an Albatros D.V, out of range; one turn of level flight brings the
 * Albatros inside the five Hexes straight ahead of the Camel's gun, and the
 * pilot fires a short or a long burst. The flight computer flies both
 * planes; the engine's fire rules give the range, the aspect, the die and
 * its modifiers; the lesson's die shows a set face.
 */
import { scriptedDice } from "../../../engine/dice.js";
import type { Modifier } from "../../../engine/tables.js";
import type { Heading, Hex } from "../board/grid.js";
import { ALEA, resultLabel } from "../dice/alea.js";
import { DEFAULT_FLIGHT_OPTIONS, FIT, flightAt, flyTurn } from "../flight/manoeuvres.js";
import { getPlane } from "../planes/planes.js";
import {
  jams,
  rollShotResult,
  type ShotInput,
  shotBetween,
  shotDie,
  shotModifiers,
} from "./combat.js";
import { DEFAULT_COMBAT_TABLES } from "./data.js";

export const FIRST_SHOT = {
  shooter: "camel",
  target: "albatros-d5",
  level: 8,
  heading: "E" as Heading,
  /** The Camel's column on mat A, and the Albatros's Hexes ahead of it. */
  col: 16,
  gap: 8,
  /** Each plane's cue and pip (the Camel at full power for Low, the Albatros throttled back). */
  shooterSpeed: 6,
  targetSpeed: 3,
  /** The face the lesson's die shows (1-based). */
  face: 5,
} as const;

export interface ShotLessonState {
  shooter: Hex;
  target: Hex;
  turn: number;
}

/** Columns along the heading: +1 a Hex flown east, −1 west. */
const AHEAD = FIRST_SHOT.heading === "E" ? 1 : -1;

export const shotLessonStart = (): ShotLessonState => ({
  shooter: { col: FIRST_SHOT.col, level: FIRST_SHOT.level },
  target: { col: FIRST_SHOT.col + AHEAD * FIRST_SHOT.gap, level: FIRST_SHOT.level },
  turn: 0,
});

/** Both planes fly one turn of level flight along the heading, each at its speed (the flight computer's Hexes). */
export function flyBoth(s: ShotLessonState): ShotLessonState & { flown: [number, number] } {
  const fly = (id: string, hex: Hex, speed: number) =>
    flyTurn(getPlane(id), flightAt(hex.level, speed), FIT, DEFAULT_FLIGHT_OPTIONS, speed, {
      kind: "level",
    }).hexes;
  const a = fly(FIRST_SHOT.shooter, s.shooter, FIRST_SHOT.shooterSpeed);
  const b = fly(FIRST_SHOT.target, s.target, FIRST_SHOT.targetSpeed);
  return {
    shooter: { ...s.shooter, col: s.shooter.col + AHEAD * a },
    target: { ...s.target, col: s.target.col + AHEAD * b },
    turn: s.turn + 1,
    flown: [a, b],
  };
}

/** Hexes between the two (same level, one behind the other). */
export const gapOf = (s: ShotLessonState) => Math.abs(s.shooter.col - s.target.col);

export interface ShotAnswer {
  /** The shot as the rules see it, or null: the target is not in the gun's reach. */
  shot: ShotInput | null;
  reach: number;
  baseDie: string;
  die: string | null;
  modifiers: Modifier[];
  result: string | null;
  hit: boolean;
  jammed: boolean;
}

/** The Camel's pilot fires at the Albatros: the engine's range, aspect and die, and the lesson's face. */
export function fireAt(s: ShotLessonState, longBurst: boolean): ShotAnswer {
  const weapon = getPlane(FIRST_SHOT.shooter).crew[0].weapon;
  if (!weapon) throw new Error("the Camel's pilot has no gun");
  const T = DEFAULT_COMBAT_TABLES;
  const place = (hex: Hex) => ({ hex, heading: FIRST_SHOT.heading, attitude: "level" as const });
  const shot = shotBetween(
    ALEA,
    T,
    weapon,
    "expert",
    place(s.shooter),
    place(s.target),
    longBurst,
    "none",
    0,
  );
  const base = { reach: T.forwardRange, baseDie: weapon.die };
  if (!shot)
    return { ...base, shot, die: null, modifiers: [], result: null, hit: false, jammed: false };
  const r = rollShotResult(ALEA, T, scriptedDice([FIRST_SHOT.face]), shot, "first shot");
  return {
    ...base,
    shot,
    die: ALEA.names[shotDie(ALEA, T, shot)],
    modifiers: shotModifiers(T, shot),
    result: resultLabel(r),
    hit: r > 0,
    jammed: jams(shot, r),
  };
}
