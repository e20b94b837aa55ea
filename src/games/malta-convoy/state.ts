import type { OptionName, ShipType } from "./data.js";

/** One ship type's column on the game sheet. `intact + damaged` are afloat with the convoy. */
export interface Fleet {
  start: number;
  intact: number;
  damaged: number;
  sunk: number;
  departed: number;
}

export interface ActiveOption {
  option: OptionName;
  /** Turns of effect still to run, counting the current one. */
  turnsLeft: number;
}

export interface TakenOption {
  option: OptionName;
  turn: number;
  duration: number;
  /** Evade only: turns added to the journey. */
  added?: number;
}

export interface ConvoyState {
  ships: Record<ShipType, Fleet>;
  /** Journey length L as it stands (Evade can add to it). */
  length: number;
  /** Turns 1..friendly are friendly waters. */
  friendly: number;
  /** Turns completed; the next turn is turn + 1. */
  turn: number;
  /** The turn the covering force check was made on, once made. */
  coverTurn: number | null;
  /** Modifier carried to the next contact roll (Dumb Luck −1, Reconnaissance +2). */
  carried: number;
  active: ActiveOption | null;
  taken: TakenOption[];
  interceptions: number;
  /** How many enemy forces attacked the convoy. */
  raids: number;
  /** What happened in the last turn played, in order. */
  events: string[];
}

export interface ConvoyAction {
  type: "turn";
  option: OptionName | null;
}

export const afloat = (f: Fleet) => f.intact + f.damaged;
