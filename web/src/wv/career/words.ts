/** The report's words, shared by the form that takes it and the summary that reads it back. */
import type { PlaneFate } from "../../../../src/games/winged-victory/career/state.js";
import type { Where } from "../../../../src/games/winged-victory/career/tables.js";

export const FATE_WORDS: Record<PlaneFate, string> = {
  home: "came home",
  fled: "fled off the map",
  landed: "forced to land",
  downed: "downed",
};

export const WHERE_WORDS: Record<Where, string> = {
  own: "our side of the lines",
  "no-mans-land": "no-man's-land",
  enemy: "behind the enemy's lines",
};

/** "On our side of the lines", "in no-man's-land": where a plane came down, after a verb. */
export const WHERE_AT: Record<Where, string> = {
  own: "on our side of the lines",
  "no-mans-land": "in no-man's-land",
  enemy: "behind the enemy's lines",
};

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
