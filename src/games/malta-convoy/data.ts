/**
 * Malta Convoy's printed tables as data (rules/malta-convoy.txt, with the
 * rulings in docs/malta-convoy.md). Nothing here is reconstructed: the text
 * gives every table whole.
 */
import type { Table } from "../../engine/tables.js";

export const SHIP_TYPES = ["tanker", "cargo", "carrier", "cruiser", "destroyer"] as const;
export type ShipType = (typeof SHIP_TYPES)[number];

export const SHIP_NAMES: Record<ShipType, { one: string; many: string }> = {
  tanker: { one: "oil tanker", many: "oil tankers" },
  cargo: { one: "cargo ship", many: "cargo ships" },
  carrier: { one: "aircraft carrier", many: "aircraft carriers" },
  cruiser: { one: "cruiser", many: "cruisers" },
  destroyer: { one: "destroyer", many: "destroyers" },
};

/** Convoy composition (R1): dice of what size, how many, times what. In set-up roll order. */
export const COMPOSITION: { type: ShipType; dice: number; sides: number; times: number }[] = [
  { type: "cargo", dice: 3, sides: 6, times: 1 },
  { type: "tanker", dice: 1, sides: 6, times: 1 },
  { type: "carrier", dice: 1, sides: 3, times: 1 },
  { type: "cruiser", dice: 1, sides: 6, times: 5 },
  { type: "destroyer", dice: 1, sides: 6, times: 10 },
];

export const JOURNEY_BASE = 20;

/** Covering force (R3): a carrier leaves on this or more, with 3 + 1D6 warships. */
export const COVER_LEAVES_ON = 4;
export const COVER_ESCORT_BASE = 3;

export interface ContactResult {
  name: string;
  attack: boolean;
  /** Carried to the next contact roll only. */
  nextRoll: number;
  force: number;
}

export const CONTACT: Table<ContactResult> = {
  name: "Contact",
  sides: 6,
  clamp: [1, 8],
  label: (r) => r.name,
  rows: [
    { min: 1, max: 1, result: { name: "Dumb Luck", attack: false, nextRoll: -1, force: 0 } },
    { min: 2, max: 3, result: { name: "No Contact", attack: false, nextRoll: 0, force: 0 } },
    {
      min: 4,
      max: 4,
      result: { name: "Reconnaissance Plane", attack: false, nextRoll: 2, force: 0 },
    },
    { min: 5, max: 5, result: { name: "Surprise Contact", attack: true, nextRoll: 0, force: -1 } },
    { min: 6, max: 6, result: { name: "Contact", attack: true, nextRoll: 0, force: 0 } },
    { min: 7, max: 7, result: { name: "Sortie", attack: true, nextRoll: 0, force: 1 } },
    { min: 8, max: 8, result: { name: "Attack Force", attack: true, nextRoll: 0, force: 2 } },
  ],
};

export type EnemyKind = "uboats" | "italian" | "german" | "combined";

export interface EnemyType {
  kind: EnemyKind;
  name: string;
  force: number;
  attack: number;
}

export const ENEMY: Table<EnemyType> = {
  name: "Enemy force",
  sides: 6,
  clamp: [1, 6],
  label: (r) => r.name,
  rows: [
    { min: 1, max: 1, result: { kind: "uboats", name: "U-boats", force: -1, attack: 0 } },
    {
      min: 2,
      max: 3,
      result: { kind: "italian", name: "Italian Air Force", force: 0, attack: -1 },
    },
    { min: 4, max: 5, result: { kind: "german", name: "German Air Force", force: 0, attack: 1 } },
    {
      min: 6,
      max: 6,
      result: { kind: "combined", name: "Combined Air Force", force: 1, attack: 0 },
    },
  ],
};

export const FORCE_MIN = 1;

/** Interception (R7): a roll of this is an interception. */
export const BASE_INTERCEPTIONS = 3;
export const INTERCEPT_ON = 1;

export type AttackResult = "miss" | "damaged" | "destroyed";

export const ATTACK: Table<AttackResult> = {
  name: "Enemy attack",
  sides: 6,
  clamp: [1, 6],
  label: (r) => ({ miss: "Miss", damaged: "Ship Damaged", destroyed: "Ship Destroyed" })[r],
  rows: [
    { min: 1, max: 2, result: "miss" },
    { min: 3, max: 4, result: "damaged" },
    { min: 5, max: 6, result: "destroyed" },
  ],
};

export const TARGET: Table<ShipType> = {
  name: "Target",
  sides: 6,
  clamp: [1, 6],
  label: (r) => SHIP_NAMES[r].one,
  rows: [
    { min: 1, max: 1, result: "tanker" },
    { min: 2, max: 2, result: "cargo" },
    { min: 3, max: 4, result: "carrier" },
    { min: 5, max: 5, result: "cruiser" },
    { min: 6, max: 6, result: "destroyer" },
  ],
};

/** R11: a second "damaged" on a type sinks a damaged ship on this or less. */
export const SECOND_DAMAGE_SINKS_ON = 3;

export const OPTIONS = ["decoy", "split", "evade", "screen"] as const;
export type OptionName = (typeof OPTIONS)[number];

/** The four once-per-trip options; each lasts 1D6 turns counting its first (R12). */
export const OPTION_EFFECTS: Record<
  OptionName,
  {
    title: string;
    summary: string;
    target: number;
    interceptions: number;
    force: number;
    contact: number;
    attack: number;
    /** Evade: the journey grows by 1D(this) turns at once. */
    lengthen: number;
  }
> = {
  decoy: {
    title: "Decoy",
    summary: "target rolls +2, one interception roll fewer",
    target: 2,
    interceptions: -1,
    force: 0,
    contact: 0,
    attack: 0,
    lengthen: 0,
  },
  split: {
    title: "Split",
    summary: "force size −1, contact rolls +1",
    target: 0,
    interceptions: 0,
    force: -1,
    contact: 1,
    attack: 0,
    lengthen: 0,
  },
  evade: {
    title: "Evade",
    summary: "contact rolls −2, journey +1D3 turns",
    target: 0,
    interceptions: 0,
    force: 0,
    contact: -2,
    attack: 0,
    lengthen: 3,
  },
  screen: {
    title: "Screen",
    summary: "two more interception rolls, attack rolls +1",
    target: 0,
    interceptions: 2,
    force: 0,
    contact: 0,
    attack: 1,
    lengthen: 0,
  },
};

export const OPTION_DURATION_SIDES = 6;

/** Scoring (R13). */
export const SCORE_START = 100;
export const SUNK_COST: Record<ShipType, number> = {
  tanker: 3,
  cargo: 2,
  carrier: 5,
  cruiser: 1,
  destroyer: 0,
};
export const ALL_TANKERS_LOST = 10;
export const ALL_CARGO_LOST = 10;
export const POINTS_PER_INTERCEPTION = 1;
