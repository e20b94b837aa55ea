/** Wings over Malta: the four return-to-base tables (Get Home, Bale Out, Shot Down, In the Drink). */
import type { Table } from "../../engine/tables.js";

export type GetHome = "crash" | "crash-if-damaged" | "safe";
export const GET_HOME: Table<GetHome> = {
  name: "Get Home",
  sides: 100,
  clamp: [-20, 100],
  rows: [
    { min: -20, max: 2, result: "crash" },
    { min: 3, max: 10, result: "crash-if-damaged" },
    { min: 11, max: 100, result: "safe" },
  ],
  label: (r) =>
    r === "crash"
      ? "crash on landing, one wound"
      : r === "safe"
        ? "lands safely"
        : "crash on landing if on fire, engine-damaged or over half damaged",
};

export type BaleOut =
  | "killed-fails"
  | "killed-chute"
  | "two-wounds"
  | "one-wound"
  | "safe"
  | "lucky";
export const BALE_OUT: Table<BaleOut> = {
  name: "Bale Out",
  sides: 100,
  clamp: [1, 100],
  rows: [
    { min: 1, max: 4, result: "killed-fails" },
    { min: 5, max: 8, result: "killed-chute" },
    { min: 9, max: 20, result: "two-wounds" },
    { min: 21, max: 40, result: "one-wound" },
    { min: 41, max: 95, result: "safe" },
    { min: 96, max: 100, result: "lucky" },
  ],
  label: (r) =>
    ({
      "killed-fails": "fails to get out, killed",
      "killed-chute": "parachute fails, killed",
      "two-wounds": "two wounds",
      "one-wound": "one wound",
      safe: "bales out safely",
      lucky: "lucky escape, counts as lucky",
    })[r],
};

export type ShotDown =
  | "killed"
  | "crash-2"
  | "crash-1"
  | "crash-0"
  | "friendly-2"
  | "friendly-1"
  | "friendly-0"
  | "base-1"
  | "base-lucky";
export const SHOT_DOWN: Table<ShotDown> = {
  name: "Shot Down",
  sides: 100,
  clamp: [1, 100],
  rows: [
    { min: 1, max: 10, result: "killed" },
    { min: 11, max: 30, result: "crash-2" },
    { min: 31, max: 50, result: "crash-1" },
    { min: 51, max: 70, result: "crash-0" },
    { min: 71, max: 76, result: "friendly-2" },
    { min: 77, max: 84, result: "friendly-1" },
    { min: 85, max: 90, result: "friendly-0" },
    { min: 91, max: 95, result: "base-1" },
    { min: 96, max: 100, result: "base-lucky" },
  ],
  label: (r) =>
    ({
      killed: "crashes, crew killed",
      "crash-2": "crashes where it came down, two wounds",
      "crash-1": "crashes where it came down, one wound",
      "crash-0": "crashes where it came down",
      "friendly-2": "crash-lands in friendly territory, two wounds",
      "friendly-1": "crash-lands in friendly territory, one wound",
      "friendly-0": "crash-lands in friendly territory",
      "base-1": "nursed back to base, crashes on landing, one wound",
      "base-lucky": "nursed back to base, crashes on landing, counts as lucky",
    })[r],
};

export type Drink =
  | "drowns-mae-west"
  | "drowns"
  | "ship-if-shipping"
  | "dinghy-if-bomber"
  | "pow"
  | "rescued";
export const IN_THE_DRINK: Table<Drink> = {
  name: "In the Drink",
  sides: 100,
  clamp: [1, 100],
  rows: [
    { min: 1, max: 15, result: "drowns-mae-west" },
    { min: 16, max: 30, result: "drowns" },
    { min: 31, max: 40, result: "ship-if-shipping" },
    { min: 41, max: 50, result: "dinghy-if-bomber" },
    { min: 51, max: 60, result: "pow" },
    { min: 61, max: 100, result: "rescued" },
  ],
  label: (r) =>
    ({
      "drowns-mae-west": "life jacket fails, drowns",
      drowns: "not rescued, drowns",
      "ship-if-shipping":
        "picked up by a friendly ship if protecting friendly shipping, else drowns",
      "dinghy-if-bomber": "a bomber crew paddles its dinghy ashore, else drowns",
      pow: "picked up by an enemy launch, prisoner",
      rescued: "picked up by a friendly launch",
    })[r],
};
