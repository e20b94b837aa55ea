/** The sides as players name them. */
export const SIDE_NAMES = { allies: "Allies", germans: "Germans" } as const;

/** A number of Hexes as said: "1 Hex", "0 Hexes", "4 Hexes". */
export const hexCount = (n: number): string => `${n} Hex${n === 1 ? "" : "es"}`;

/** A manoeuvre's notation as a player reads it (the game's own wording, shared with the log). */
export {
  attitudeLabel,
  engineBoxLabel,
  eventLabel,
  moveLabel,
} from "../../../src/games/winged-victory/flight/move-label.js";
