/**
 * Steps of a table companion fight for its tests: every die typed by the
 * players (no engine dice), and the tail chase most tests fly.
 */
import { scriptedDice } from "../../../engine/dice.js";
import { wingedVictoryTable as R } from "./rules.js";
import type { TableAction, TableState } from "./state.js";

export const NO_DICE = scriptedDice([]);
export const act = (s: TableState, a: TableAction) => R.act(s, "table", a, NO_DICE);
export const roll = (s: TableState, die: string, face: string) =>
  act(s, { type: "roll", die, face });
export const plane = (s: TableState, id: string) =>
  R.view(s, "table").planes.find((p) => p.id === id);

/** Takes each step in turn. */
export const steps = (s: TableState, list: readonly TableAction[]) => list.reduce(act, s);

/** A Camel four Hexes behind an Albatros D.V, both heading east at level 12. */
export const TAIL_CHASE = {
  title: "Tail chase",
  turns: 3,
  planes: [
    { type: "camel", side: "allies", level: 12, speed: 5, heading: "E", col: 36, pilot: "Barker" },
    { type: "albatros-d5", side: "germans", level: 12, speed: 5, heading: "E", col: 40 },
  ],
};

/** The tail chase's first movement: the d6 of each side for the order, then both fly level. */
export const FIRST_MOVES: TableAction[] = [
  { type: "order" },
  { type: "roll", die: "d6", face: "5" },
  { type: "roll", die: "d6", face: "2" },
  { type: "move", plane: "G1", move: "level" },
  { type: "move", plane: "A1", move: "level" },
];

/** The Camel's long burst at the Albatros, named and fired after the first movement. */
export const LONG_BURST: TableAction[] = [
  ...FIRST_MOVES,
  { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: true },
  { type: "fire" },
];
