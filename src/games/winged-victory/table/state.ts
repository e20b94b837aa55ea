/**
 * Winged Victory at the table: the companion's state (plain JSON). The
 * fight is flown on the printed board; Sortie keeps each plane's dashboard
 * with the engine's own records (`PlaneState`: flight, damage, ammunition),
 * asks for every die thrown at the table, and keeps the turn's steps.
 */

import type { Aspect } from "../board/grid.js";
import type { BoardGeometry } from "../board/grid-board.js";
import type { Weather } from "../board/weather.js";
import type { ShotInput } from "../combat/combat.js";
import type { Printed } from "../game/printed.js";
import type { MovePhase, PlaneState, Side, WvRules } from "../game/state.js";

export type { Side } from "../game/state.js";

/** A plane the players put on the table. */
export interface TablePlaneSetup {
  type: string;
  side: Side;
  skill: "recruit" | "expert" | "ace";
  /** The pilot's name, for the dashboards and the log (may be empty). */
  pilot: string;
  level: number;
  speed: number;
  heading: "E" | "W";
  /** Its Hex column on the board (used only when the players type positions). */
  col: number;
}

/** The optional rules the companion applies (the rest are the players' business on the board). */
export type TableRuleKey =
  | "extraDivingHex"
  | "handlingTests"
  | "anyThrottle"
  | "hitAspect"
  | "targetSize"
  | "goggles"
  | "westerlies"
  | "timeFreezing";

export interface TableOptions {
  title: string;
  planes: TablePlaneSetup[];
  /** Game turns before the end (the players may end the fight sooner). */
  turns: number;
  /** The players type positions as Hex coordinates: the companion finds the shots and their dice. */
  positions: boolean;
  /** Mats on the table (positions only: a plane beyond them has left the board). */
  mats: number;
  /** With positions: the companion asks the Spotting Tests and keeps who sees whom. */
  spotting: boolean;
  /** With positions: the sun and the clouds on the board (the engine's weather; clear without positions). */
  weather: Weather;
  /** With positions: the printed board's geometry from a board file (board/grid-board.ts); absent: the default mats and MegaHexes. */
  board?: BoardGeometry;
  rules: Record<TableRuleKey, boolean>;
  /** The owner's box file (game/printed.ts): his printed planes, dice and tables, kept as given. */
  printed?: Printed;
}

/** The situation the players report for a plane when no positions are typed (its pool of movement). */
export type Situation = "tail" | "engaged" | "none-in-sight" | "target-in-sight";

export interface TablePlane extends PlaneState {
  pilot: string;
  /** Without positions: the pool the players say it is in this turn. */
  situation: Situation;
  /** Without positions: the enemy plane the players say it tails. */
  tailing: string | null;
  /** Its last manoeuvre and what it cost, for the dashboard. */
  last: FlownLine | null;
}

export interface FlownLine {
  turn: number;
  move: string;
  startSpeed: number;
  /** The band's drag at the start speed (what a turn or climb pays per unit). */
  drag: number;
  speed: number;
  endSpeed: number;
  level: number;
  events: string[];
}

/** A shot named in the fire step, with the die the companion worked out for it. */
export interface NamedShot {
  plane: string;
  crew: number;
  /** The crew member's place on the dashboard ("pilot", "observer"); absent in fights set down before it was kept. */
  role?: string;
  target: string;
  longBurst: boolean;
  range: number;
  aspect: Aspect;
  /** What the engine rolls it from (the weapon's die, skill, range, aspect, burst, evasion, size). */
  input: ShotInput;
  /** The die to throw (colour name) and the steps that made it. */
  die: string;
  baseDie: string;
  modifiers: { label: string; value: number }[];
}

/** A step that throws dice: run again, with every face typed so far, until it needs none. */
export type Op =
  | { kind: "order" }
  | { kind: "move"; plane: string; move: string; freeze?: number }
  | { kind: "fire" };

export type TablePhase =
  | { kind: "throttle" }
  /** The engine's movement step: the order, the pools, and Time Freezing's engaged pools and freeze. */
  | MovePhase
  /** `resume`: the fire of a Time Freezing, after which the movement goes on. */
  | { kind: "fire"; resume?: MovePhase }
  | { kind: "over"; why: string };

export interface TableState {
  v: 1;
  options: TableOptions;
  /** The engine's rules object for the flight and damage functions (optional rules on or off). */
  rules: WvRules;
  turn: number;
  lastTurn: number;
  planes: TablePlane[];
  /** With spotting: `sight[a * n + b]` (plane indices), what a knows of b (the engine's SEEN, UNSEEN, HIDDEN). */
  sight: number[];
  phase: TablePhase;
  shots: NamedShot[];
  /** A step waiting for dice: the step, and the faces typed for it so far (as die values). */
  pending: { op: Op; values: number[] } | null;
  /** The roll asked for now: the die's sides and the purpose (which names an Alea die's colour). */
  need: { sides: number; purpose: string } | null;
  /** What the last step did (while dice are asked: what the step has done so far). */
  events: string[];
  /** Every event of the fight, turn by turn (for the page's log). */
  history: string[];
  vp: Record<Side, number>;
}

export type TableAction =
  | { type: "throttle"; plane: string; value: number }
  /** `tails`: with "tail", the enemy plane it tails (that plane is tailed: in the same pool). */
  | { type: "situation"; plane: string; situation: Situation; tails?: string }
  | { type: "place"; plane: string; col: number; level: number; heading: "E" | "W" }
  | { type: "leave"; plane: string }
  | { type: "drop"; plane: string }
  | { type: "order" }
  /** `freeze`: Time Freezing called after this many Hexes (the first mover of an engaged pool). */
  | { type: "move"; plane: string; move: string; freeze?: number }
  | {
      type: "shoot";
      plane: string;
      crew: number;
      target: string;
      longBurst: boolean;
      /** Without positions: the range in Hexes and the aspect, as the players see them on the board. */
      range?: number;
      aspect?: Aspect;
    }
  | { type: "fire" }
  | { type: "roll"; die: string; face: string }
  | { type: "end" };

/** The companion's one seat: the table (both players at one screen). */
export const SEAT = "table";
