/**
 * Winged Victory: the shapes of what one seat sees (view.ts builds them):
 * its planes in full, the moves and shots it may take with their costs,
 * and the game's state around them.
 */
import type { View } from "../../../engine/contract.js";
import type { Hex } from "../board/grid.js";
import type { Printed } from "../game/printed.js";
import type { Side, WvAction, WvState } from "../game/state.js";
import type { ShotOption } from "../turn/fire.js";
import type { MarkerView } from "../turn/sight.js";
import type { UnavailableMove } from "./moves.js";
import type { ShotCue } from "./reach.js";

export interface PlaneView {
  id: string;
  side: Side;
  type: string;
  name: string;
  vp: number;
  skill: string;
  /** The Hex it reads as, its exact place (quarter Hex widths, half levels: odd = on a spine). */
  hex: Hex;
  x4: number;
  half: number;
  onSpine: boolean;
  heading: "E" | "W";
  attitude: string;
  /** On its airfield (level 0): it rolls in level flight or takes off (ruling W15). */
  grounded: boolean;
  speed: number;
  /** The throttle pip in force (the other side's only once both are in). */
  throttle: number;
  outOfControl: string | null;
  fate: string | null;
  flown: string;
  loaded: boolean;
  /** Damage that flips the position marker (`caution` is that alone). */
  caution: boolean;
  /** The marker shows its caution side: `caution`, or stalled / in a falling leaf (`cautionSide`). */
  cautionSide: boolean;
  damage: {
    structure: number;
    structureBoxes: number;
    ailerons: number;
    elevator: number;
    rudder: number;
    controls: { ailerons: number; elevator: number; rudder: number };
    engine: number;
    speedLoss: number;
    engineStopped: boolean;
    leaking: boolean;
    leakTurns: number;
    onFire: boolean;
    tankPunctured: boolean;
    crew: string[];
    destroyed: boolean;
  };
  ammo: ({ magazine: number; rounds: number; needsReload: boolean; jammed: boolean } | null)[];
  /** Its pool in the order of movement this turn (a name), when moving. */
  pool: string | null;
  /** Where it stood when time froze (Time Freezing), while that fire is resolved. */
  freezeAt: { hex: Hex; x4: number; half: number } | null;
  /**
   * Its standing Time Freezing call this turn (ruling G17): the Hexes within
   * which its pool's first mover makes time freeze. Only its own side sees
   * it (null for the other side's planes, and with no call).
   */
  freezeCall: number | null;
  /** The enemy plane and crew member whose fire last hit it (ruling G18; null: none). */
  hitBy: { plane: string; crew: number } | null;
}

export interface MoveCost {
  action: WvAction;
  name: string;
  path: Hex[];
  hexes: number;
  level: number;
  /** Speed after the manoeuvre, and after the end-of-turn update. */
  speed: number;
  endSpeed: number;
  pilotMayFire: boolean;
  gunnersMayFire: boolean;
  /** stall, structural test, crackup, crash, handling test … */
  warnings: string[];
  /** Time Freezing: the Hexes after which the mover may call it with this manoeuvre (none: not open). */
  freezeAfter: number[];
  /** Where the plane stands after it (its place, heading, attitude and the Hex it reads as). */
  end: { x4: number; half: number; heading: "E" | "W"; attitude: string; hex: Hex };
  /** The shots it would have from there at the enemies the seat sees, as they stand now. */
  after: ShotCue[];
}

export interface ShotCost extends ShotOption {
  /** Who fires: the crew member's place on the dashboard ("pilot", "observer"). */
  role: string;
  actions: WvAction[];
}

export interface WvView extends View<WvAction> {
  title: string;
  turn: number;
  lastTurn: number;
  mats: number;
  /** Hexes along one mat (a board file's, or the default 38). */
  matWidth: number;
  /** Hexes from a MegaHex's centre Hex to its rim (a board file's, or the default 2, reconstructed). */
  megaRadius: number;
  front: number;
  weather: WvState["weather"];
  phase: string;
  /** Whose choice it is now. */
  waitingFor: Side[];
  /** The plane moving now, if the seat may know it. */
  moving: string | null;
  rules: { key: string; label: string; on: boolean; optional: boolean }[];
  missions: { side: Side; id: string; name: string; summary: string }[] | null;
  accomplished: Record<Side, boolean> | null;
  /** Once the fight is over: what each failed mission lacked (null for one accomplished). */
  shortfalls: Record<Side, string | null> | null;
  vp: Record<Side, number>;
  planes: PlaneView[];
  /** Enemy planes in the air that the seat has not spotted, as their position markers. */
  markers: MarkerView[];
  targets: {
    index: string;
    kind: string;
    side: Side;
    hex: Hex;
    damage: number;
    destroyed: boolean;
  }[];
  /**
   * The throttle step: each plane's settings (`why`: what limits them, in
   * a few words, or null), the one chosen, and the standing Time Freezing
   * call it may set with it (`calls`: the reaches in Hexes, empty when none;
   * `callWhy`: why it may or may not call, null without the rule; `call`:
   * the one set, ruling G17).
   */
  throttles: {
    plane: string;
    choices: number[];
    why: string | null;
    chosen: number | null;
    calls: number[];
    callWhy: string | null;
    call: number | null;
  }[];
  /** Flak barrages on the board this turn (a Hex of each MegaHex), and this side's markers still to place. */
  flak: { side: Side; hex: Hex }[];
  flakMarkers: { left: number; options: Hex[]; placed: Hex[] };
  /** The boxed game's printed values the game was set up with (game/printed.ts), for every seat; absent: the reconstructed ones. */
  printed?: Printed;
  moves: MoveCost[];
  /**
   * With `moves`: each kind of manoeuvre the moving plane may not fly now
   * (no variant of it in `moves`), with the reason, for greying it out.
   */
  unavailable: UnavailableMove[];
  /** With `moves`: the shots the moving plane would have from where it stands now. */
  shotsNow?: ShotCue[];
  shots: ShotCost[];
  /** This side's shots named and not yet rolled. */
  namedShots: WvState["pending"]["allies"]["shots"];
  events: string[];
  /**
   * A Time Freezing under way (its pool moving into it, or its fire), or
   * null: the seat's own planes caught in it, each with the manoeuvre it
   * chose, flown once the freeze's fire is over (ruling G13). The other
   * side's choices are not told.
   */
  freezing: { waiting: { plane: string; move: string }[] } | null;
}
