/**
 * Table 1: Pilot Points per achievement. Our copy lost the table; every
 * value is reconstructed (docs/knights-of-the-air.md explains the scale) and
 * a campaign may replace any of them in its options.
 */

export const ACHIEVEMENTS = [
  "sortie",
  "kill",
  "chase",
  "balloon",
  "ground-target",
  "observe",
  "bomb",
  "evade",
  "rescue",
  "illegal",
  "fled",
] as const;
export type Achievement = (typeof ACHIEVEMENTS)[number];

export interface PointsRow {
  points: number;
  /** What earns it, and the text's restriction where it has one. */
  what: string;
}

export type PointsTable = Record<Achievement, PointsRow>;

/** reconstructed: Table 1. */
export const POINTS: PointsTable = {
  sortie: { points: 1, what: "flying a sortie (campaign or league)" },
  kill: {
    points: 5,
    what: "shooting down an enemy plane, credited by the damage order",
  },
  chase: {
    points: 2,
    what: "chasing an enemy plane off the table (only if you shot at it in the last two turns)",
  },
  balloon: { points: 4, what: "destroying an enemy balloon" },
  "ground-target": { points: 3, what: "destroying an enemy ground target" },
  observe: {
    points: 3,
    what: "observing a ground target (only if the observer survives or leaves by a friendly edge)",
  },
  bomb: { points: 1, what: "each 2 points of bomb damage on an enemy ground target" },
  evade: { points: 2, what: "evading capture after coming down or fleeing over enemy ground" },
  rescue: { points: 5, what: "bringing a downed airman home in a daring rescue" },
  illegal: { points: -1, what: "each illegal manoeuvre" },
  fled: { points: -2, what: "fleeing the battle while still flying" },
};
