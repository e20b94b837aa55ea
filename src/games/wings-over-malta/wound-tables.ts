/** Wings over Malta: the effect of wounds — the Special Injury table and the twenty recovery events. */
import type { Table } from "../../engine/tables.js";

export type Injury = "crippled" | "event" | "none";
export const SPECIAL_INJURY: Table<Injury> = {
  name: "Special Injury",
  sides: 100,
  clamp: [-9, 100],
  rows: [
    { min: -9, max: 0, result: "crippled" },
    { min: 1, max: 50, result: "event" },
    { min: 51, max: 100, result: "none" },
  ],
  label: (r) =>
    r === "crippled"
      ? "crippled, discharged"
      : r === "event"
        ? "roll a recovery event"
        : "no serious injury",
};

export type RecoveryId =
  | "chest"
  | "leg"
  | "arm"
  | "head"
  | "old-wound"
  | "blinded"
  | "nubile-nurse"
  | "beautiful-nurse"
  | "horrible-scars"
  | "impressive-scars"
  | "national-hero"
  | "hip-flask"
  | "miraculous"
  | "food-poisoning"
  | "cigarette-case"
  | "checks-out"
  | "countess-stays"
  | "countess-mechanic"
  | "generals-visit"
  | "bombed";

export interface RecoveryEvent {
  id: RecoveryId;
  name: string;
  /** Missions missed: a number, or null for "as many as the wounds". */
  miss: number | null;
  /** Added to the missions missed for the wounds. */
  extraMiss?: number;
  effect: string;
}

/**
 * The twenty recovery events, five points of D100 each. The text prints
 * Blinded in One Eye as 26–39, overlapping the next two rows; we read it as
 * 26–30 (ruling W1 in docs/wings-over-malta.md).
 */
export const RECOVERY: RecoveryEvent[] = [
  { id: "chest", name: "Serious chest injury", miss: 2, effect: "misses two missions" },
  { id: "leg", name: "Serious leg injury", miss: 2, effect: "misses two missions" },
  {
    id: "arm",
    name: "Serious arm injury",
    miss: 2,
    effect: "misses two missions; −5 on the Bale Out table from now on",
  },
  { id: "head", name: "Serious head injury", miss: 2, effect: "misses two missions" },
  {
    id: "old-wound",
    name: "Old war wound",
    miss: null,
    effect: "before each mission a D6: on 1 he flies as if wounded (or is replaced)",
  },
  {
    id: "blinded",
    name: "Blinded in one eye",
    miss: null,
    effect: "no bonus for aimed fire (an ace with Perfect Aim loses the skill, keeps the bonus)",
  },
  { id: "nubile-nurse", name: "Nubile nurse", miss: null, effect: "counts as lucky" },
  {
    id: "beautiful-nurse",
    name: "Beautiful nurse",
    miss: null,
    effect: "no effect, unless already lucky (then as the nubile nurse)",
  },
  { id: "horrible-scars", name: "Horrible scars", miss: null, effect: "−1 on medal rolls" },
  { id: "impressive-scars", name: "Impressive scars", miss: null, effect: "+1 on medal rolls" },
  {
    id: "national-hero",
    name: "National hero",
    miss: null,
    effect: "may not leave a battle voluntarily until it ends or his plane is over ¾ damaged",
  },
  {
    id: "hip-flask",
    name: "Hip-flask",
    miss: null,
    effect: "ignores the next Aircrew special damage",
  },
  { id: "miraculous", name: "Miraculous recovery", miss: 0, effect: "misses no missions" },
  { id: "food-poisoning", name: "Food poisoning", miss: 2, effect: "misses two missions" },
  {
    id: "cigarette-case",
    name: "Cigarette case",
    miss: null,
    effect: "ignores the next Aircrew special damage",
  },
  {
    id: "checks-out",
    name: "Checks out of hospital",
    miss: 0,
    effect: "flies the next mission starting with one wound",
  },
  {
    id: "countess-stays",
    name: "The countess (a long stay)",
    miss: 2,
    effect: "misses two missions",
  },
  {
    id: "countess-mechanic",
    name: "The countess's mechanic",
    miss: null,
    effect: "his plane takes 3 extra damage in the next mission",
  },
  { id: "generals-visit", name: "General's visit", miss: null, effect: "decorated with a medal" },
  {
    id: "bombed",
    name: "Hospital bombed",
    miss: null,
    extraMiss: 1,
    effect: "misses one more mission",
  },
];

export const RECOVERY_TABLE: Table<RecoveryEvent> = {
  name: "Recovery Event",
  sides: 100,
  clamp: [1, 100],
  rows: RECOVERY.map((e, i) => ({ min: i * 5 + 1, max: i * 5 + 5, result: e })),
  label: (e) => `${e.name}: ${e.effect}`,
};
