/**
 * Winged Victory: the shapes the flight model works on — a turn's manoeuvre,
 * the flight part of a plane's state, what bounds it, and a flown turn.
 */
import type { Dice } from "../../../engine/dice.js";
import type { CompiledAlea } from "../dice/alea.js";
import type { Acrobatic } from "../planes/plane.js";
import { type Attitude, type EngineState, levelOf } from "./energy.js";

export type TurnKind = "easy" | "normal" | "hard";

/** One turn's manoeuvre (a combined one is a climb or dive with `turn`, or a turn keeping levels). */
export type Move =
  | { kind: "level" }
  | { kind: "climb"; hard: boolean; turn: boolean }
  /** `turnAfter`: with `turn`, the heading reverses after this many diving Hexes instead of at the end. */
  | { kind: "dive"; hard: boolean; levels: number; turn: boolean; turnAfter?: number }
  | { kind: "turn"; turn: TurnKind; keep: number }
  /** The fall of a plane out of control (stall or falling leaf). */
  | { kind: "stall" }
  /** `dive`: a wingover may finish diving instead of level. */
  | { kind: Acrobatic; dive?: "shallow" | "hard" };

/** The flight part of a plane's state: plain JSON. */
export interface Flight {
  /** Altitude in half levels: 2 × level, odd = on a Hex spine. */
  half: number;
  attitude: Attitude;
  /** The Speed Cue. */
  speed: number;
  outOfControl: "stall" | "falling-leaf" | null;
  lost: "crackup" | "crash" | null;
  /**
   * On the ground at level 0: landed, or not yet taken off (flight/field.ts).
   * The game's flights carry the key from the start (undefined in the air,
   * which JSON leaves out): a landing then changes no flight's shape.
   */
  grounded?: boolean;
}

/** What the rest of the game knows about the plane that bounds its manoeuvres. */
export interface Condition {
  engine: EngineState;
  ailerons: boolean;
  elevator: boolean;
  rudder: boolean;
  pilotHealthy: boolean;
  /** The pilot's skill modifier on test dice (a wounded pilot flies as a Recruit). */
  skill: number;
  /** Engaged (no easy turn) or not (no hard turn); undefined = the flying school, both allowed. */
  engaged?: boolean;
  /** Level flight only this turn (goggles after a leak, nobody in sight, reloading…). */
  levelOnly?: boolean;
}

export interface FlightOptions {
  /** Optional rule: one more diving Hex before levelling out or climbing. */
  extraDivingHex: boolean;
  /** Optional rule: a Handling Test before a barrel roll, half loop, Immelmann or side slip. */
  handlingTests: boolean;
  /** Lifts the rotary throttle restriction (the flying school's dive lesson sets a Strutter to 2). */
  anyThrottle: boolean;
}

export const DEFAULT_FLIGHT_OPTIONS: FlightOptions = {
  extraDivingHex: false,
  handlingTests: false,
  anyThrottle: false,
};

/** How the view names each flight option; `optional` = one of the text's optional (green) rules. */
export const FLIGHT_OPTION_LABELS: Record<
  keyof FlightOptions,
  { label: string; optional: boolean }
> = {
  extraDivingHex: {
    label: "One more diving Hex before levelling out or climbing",
    optional: true,
  },
  handlingTests: {
    label: "A Handling Test before a barrel roll, half loop, Immelmann or side slip",
    optional: true,
  },
  anyThrottle: {
    label: "Any throttle on rotary engines (as in the flying school's dive lesson)",
    optional: false,
  },
};

export const FIT: Condition = {
  engine: { loss: 0, stopped: false, loaded: false },
  ailerons: true,
  elevator: true,
  rudder: true,
  pilotHealthy: true,
  skill: 0,
};

/** A plane flying level at `level` with its cue on `speed`. */
export function flightAt(level: number, speed: number): Flight {
  return {
    half: 2 * level,
    attitude: "level",
    speed,
    outOfControl: null,
    lost: null,
    grounded: undefined,
  };
}

/**
 * A copy of a flight, built as the literal `flightAt` builds, `grounded`
 * included (a spread copy, or a key added on landing, would give flights a
 * second shape, and the code reading them would be compiled again).
 */
export function copyFlight(f: Flight): Flight {
  return {
    half: f.half,
    attitude: f.attitude,
    speed: f.speed,
    outOfControl: f.outOfControl,
    lost: f.lost,
    grounded: f.grounded,
  };
}

export const levelOfFlight = (f: Flight) => levelOf(f.half, f.attitude);

/**
 * reconstructed: the pictures of these paths are lost. Levels gained (+) or
 * lost (−) by each acrobatic manoeuvre; climbs keep to one level per turn.
 */
export const ACROBATIC_LEVELS: Record<Acrobatic, number> = {
  "falling-leaf": 0,
  jink: 0,
  "barrel-roll": 0,
  "half-loop": 1,
  wingover: -2,
  immelmann: 1,
  "side-slip": -1,
};

/**
 * A stretch of a turn's path: Hexes flown in one attitude, a free step into
 * the Hex a spine reads as, levels dropped straight down (turns, stalls,
 * side slips, crackups), or the heading reversed.
 */
export type Leg =
  | { kind: "hexes"; attitude: Attitude; n: number }
  | { kind: "snap"; attitude: Attitude }
  | { kind: "drop"; levels: number }
  | { kind: "flip" };

export interface TurnResult {
  startSpeed: number;
  /** The cue after the manoeuvres, before the update. */
  speed: number;
  /** The cue after the end-of-turn update. */
  endSpeed: number;
  /** The level the turn ends at. */
  level: number;
  flight: Flight;
  /** stall, structural-test, crackup, crash, handling-test:…, heading-west/east… */
  events: string[];
  /** Hexes flown along the path. */
  hexes: number;
  pilotMayFire: boolean;
  gunnersMayFire: boolean;
  breaksTailing: boolean;
  /** The heading is reversed (turns, half loop, wingover, Immelmann). */
  reversed: boolean;
  /** The attacker's die step against this plane: jink −1, barrel roll and falling leaf −2. */
  evasion: number;
  /** The path, stretch by stretch (flight/path.ts walks it on the board). */
  legs: Leg[];
}

export interface Rolls {
  dice: Dice;
  alea?: CompiledAlea;
}
