/**
 * Winged Victory: the game's state (plain JSON), its options and its actions.
 * The flight, fire, damage and spotting modules each own a part of a plane's
 * record (`Flight`, `Damage`, `Ammo`); the game keeps them side by side.
 */

import type { Weather } from "../board/weather.js";
import type { Ammo } from "../combat/combat.js";
import type { Damage } from "../combat/damage.js";
import type { CombatOptions, Skill } from "../combat/data.js";
import type { Target } from "../combat/ground.js";
import type { Place } from "../flight/path.js";
import type { Flight, FlightOptions, Move } from "../flight/types.js";
import type { MissionId, MissionTally, Side, Year } from "../missions/missions.js";
import type { Printed } from "./printed.js";

export type { Side } from "../missions/missions.js";

export { planeOf } from "../planes/plane-types.js";
export const SIDES: readonly Side[] = ["allies", "germans"];
export const otherSide = (s: Side): Side => (s === "allies" ? "germans" : "allies");

/** The game's optional rules: the flight ones and the combat ones, each named in the view. */
export type WvRules = FlightOptions & CombatOptions;

export interface WvOptions {
  /** A ready scenario by id, or "mission" for a generated one. */
  scenario: string;
  /** For a generated mission: the year of the tables. */
  year: Year;
  /** For a generated mission: each side's mission as chosen (absent: rolled on the year's tables). */
  missions?: Record<Side, MissionId>;
  /** For a generated mission with chosen missions: the planes each side flies, with their pilots' skill (absent: rolled). */
  flight?: Record<Side, { type: string; skill: Skill }[]>;
  rules: WvRules;
  /** Game turns before the end; 0: the scenario's or mission's own. */
  turns: number;
  /** A board file's geometry (board/grid-board.ts); absent: the default mat width and MegaHex radius. */
  board?: { matWidth: number; reconstructed: boolean; megaRadius?: number };
  /** A side the computer flies (the server moves for it). */
  computer?: Side;
  /** How well the computer flies (absent: veteran); no rule reads it. */
  computerLevel?: ComputerLevel;
  /** The boxed game's printed values typed in by their owner (game/printed.ts), kept as given. */
  printed?: Printed;
}

/** The computer pilot's levels, gentlest first. */
export const COMPUTER_LEVELS = ["novice", "veteran", "ace"] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** Why a plane left the fight. */
export type Fate = "downed" | "fled" | "landed";

export interface PlaneState {
  /** The counter's id: A1, A2 … for the Allies, G1 … for the Germans (it never names the type). */
  id: string;
  /** The plane's id in the plane list (planes/planes.ts). */
  type: string;
  side: Side;
  skill: Skill;
  place: Place;
  flight: Flight;
  /** The throttle pip for this turn (set in the throttle step). */
  throttle: number;
  damage: Damage;
  /** Per crew member: his ammunition die (null: no weapon). */
  ammo: (Ammo | null)[];
  jammed: boolean[];
  /** A loaded bomber (its throttle is capped until the bombs are away). */
  loaded: boolean;
  /** Out of the game: downed (crackup, crash, explosion), fled off the board, landed. */
  fate: Fate | null;
  /** What it flew this turn ("" before it moves): decides who may fire and the attacker's evasion step. */
  flown: string;
  /** The attacker's die step against it this turn (jink −1, barrel roll / falling leaf −2). */
  evasion: number;
  /** Who aboard may fire after this turn's manoeuvre. */
  pilotFires: boolean;
  gunnersFire: boolean;
  /** The gunner aiming the bombs this turn (−1: none). */
  bombAimer: number;
  /** Where it stood when time froze this turn (Time Freezing), while the frozen fire is resolved. */
  freezeAt: Place | null;
  /**
   * Its move into a Time Freezing, flown once the freeze's fire is over
   * (ruling G13): the manoeuvre chosen and its pool of movement (absent: none).
   */
  deferred?: { move: Move; pool: number; act?: number } | null;
  /** Per crew member: fired already this turn (in a Time Freezing). */
  fired: boolean[];
  /** The turn it landed over its own side, staying in the fight to refuel and rearm (ruling W16). */
  landed?: number;
  /** The turn its engine, stopped by a leak, ran again once refuelled on the ground (W16, rules version 8). */
  restarted?: number;
  /**
   * The enemy plane and crew member whose fire last hit it (ruling G18):
   * whose victory it is if it comes down. Null: no plane's fire has hit it.
   * Absent in a game stored before it was kept.
   */
  hitBy?: { plane: string; crew: number } | null;
}

export interface PlannedShot {
  plane: string;
  crew: number;
  /** A plane id or a ground target's index ("T0"). */
  target: string;
  longBurst: boolean;
}

export type Phase =
  /**
   * Each side sets the throttle of its planes; neither sees the other's until both are in.
   * `idle` (here and in the fire step): the sides that had nothing to choose in it, told
   * done to every seat (a side done by its own choices is not, turn/wait.ts); absent in a
   * game stored before it was kept.
   */
  | { kind: "throttle"; ready: Record<Side, boolean>; idle?: Record<Side, boolean> }
  /** Planes move one by one in the order of movement. */
  | MovePhase
  /**
   * Each side names its shots; all are rolled together once both are in.
   * `resume`: a Time Freezing's fire, after which the movement goes on.
   */
  | { kind: "fire"; ready: Record<Side, boolean>; idle?: Record<Side, boolean>; resume?: MovePhase }
  | { kind: "over" };

export interface MovePhase {
  kind: "move";
  order: string[];
  next: number;
  pools: Record<string, number>;
  /** The engaged pools (plane ids, in the order of movement), for Time Freezing. */
  groups: string[][];
  /** Pools whose Time Freezing window is gone (their first mover has moved). */
  closed: number[];
  /** A Time Freezing under way: the pool's planes still to move into it, and the time frozen. */
  freeze: { pool: string[]; time: number } | null;
  /**
   * Standing Time Freezing calls of this turn (ruling G17): per plane, the
   * Hexes within which its pool's first mover makes time freeze (absent: none).
   */
  calls?: Record<string, number>;
}

export interface WvState {
  v: 1;
  options: WvOptions;
  /** The scenario's or mission's name, for the view. */
  title: string;
  turn: number;
  lastTurn: number;
  mats: number;
  /** The front line's column (no-man's-land on mat B): Allies west of it, Germans east. */
  front: number;
  weather: Weather;
  missions: Record<Side, MissionId> | null;
  tallies: Record<Side, MissionTally>;
  targets: (Target & { side: Side })[];
  planes: PlaneState[];
  /** `sight[a * n + b]` (plane indices): SEEN 1, UNSEEN 0, HIDDEN 2, what a knows of b. */
  sight: number[];
  /**
   * `targetSight[a * targets.length + k]`: SEEN 1 when plane a has ground
   * target k spotted this turn (turn/target-sight.ts; absent before the first
   * turn's spotting).
   */
  targetSight?: number[];
  phase: Phase;
  /**
   * Per side, the throttles, flak barrages and shots chosen and not yet
   * revealed; `calls`: the standing Time Freezing calls set with the
   * throttles (ruling G17), never shown to the other side.
   */
  pending: Record<
    Side,
    {
      throttles: Record<string, number>;
      flak: number[];
      shots: PlannedShot[];
      calls?: Record<string, number>;
    }
  >;
  /** Flak barrages this turn: the MegaHex each side's markers stand on (against the other side's planes). */
  flak: { side: Side; mega: number }[];
  /** What happened since the last choice, for the view and the log. */
  events: string[];
  /** The last step showed the other side something (a simultaneous choice revealed): it cannot be taken back. */
  revealed: boolean;
  /** Victory points each side scored (the dashboard VP of enemy planes downed, fled or landed). */
  vp: Record<Side, number>;
  /** The actions taken so far (absent in a game begun before it was counted, or a table's). */
  acts?: number;
  /** `turnFrom[t - 1]`: how many actions had been taken when turn t began (the log's turn headings). */
  turnFrom?: number[];
  /** Per move action (by its number among the actions): what the log may say of it to the other side (turn/log.ts). */
  moveNotes?: Record<number, MoveNote>;
  /**
   * Per throttle or flak action (by its number among the actions): its plane
   * (null: a flak marker) and, once the throttle step is over, whether the
   * log may name it to the other side (turn/log.ts).
   */
  throttleNotes?: Record<number, ThrottleNote>;
  /** Per sealed orders of the throttle step (by its number among the actions): a note per choice, in order. */
  orderNotes?: Record<number, ThrottleNote[]>;
}

/** A throttle (or flak marker) as the log tells it; `shown` is absent while its step lasts. */
export interface ThrottleNote {
  plane: string | null;
  shown?: boolean;
}

/**
 * A move as the log tells it: `seen`, the other side had the plane spotted
 * when it moved; `to`, where it ended (absent while the move waits in a
 * Time Freezing).
 */
export interface MoveNote {
  seen?: true;
  to?: { col: number; level: number };
}

export type WvAction =
  /**
   * `freezeWithin`: a standing Time Freezing call (ruling G17): time freezes
   * when the first mover of this plane's engaged pool comes within that many
   * Hexes of it during its move (1 to 5, the forward guns' reach).
   */
  | { type: "throttle"; plane: string; value: number; freezeWithin?: number }
  /** A flak barrage marker on the MegaHex holding this Hex. */
  | { type: "flak"; col: number; level: number }
  /**
   * `freeze`: Time Freezing called after this many Hexes (the first mover of an engaged pool).
   * `jettison`: a loaded bomber drops its bombs unaimed before the move (its throttle stays as set).
   */
  | {
      type: "move";
      plane: string;
      move: string;
      freeze?: number;
      jettison?: true;
      /** Only in a copy of the log for reading (never accepted as input): where the move ended. */
      to?: { col: number; level: number };
    }
  | { type: "shoot"; plane: string; crew: number; target: string; longBurst: boolean }
  | { type: "hold" }
  /**
   * A side's orders for a step both sides take at once, sealed: all its
   * choices of the step in one action (every throttle and flak marker; or
   * its shots, then holding fire unless none is left), so that the other
   * side learns neither what nor how many until the step is over.
   */
  | { type: "orders"; choices: SealedChoice[] };

/** A choice made in a step both sides take at once (throttles and flak; fire). */
export type SealedChoice = Extract<WvAction, { type: "throttle" | "flak" | "shoot" | "hold" }>;

const SEALED_TYPES = new Set<string>(["throttle", "flak", "shoot", "hold"]);

/** Whether `a` is a choice of a step both sides take at once (one that sealed orders may hold). */
export const isSealedChoice = (a: { type: string }): a is SealedChoice => SEALED_TYPES.has(a.type);
