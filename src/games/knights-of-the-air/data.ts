/**
 * Knights of the Air: the campaign's facts and tables as data, gathered from
 * the modules that hold them. Table 1 (points.ts), Table 2 (medals.ts),
 * Table 3 (planes.ts), the mission tree beyond the named missions
 * (missions.ts) and the damage decks (decks.ts) are reconstructed; each
 * value so marked is explained in docs/knights-of-the-air.md and may be
 * replaced in a campaign's options.
 */
export * from "./decks.js";
export * from "./facts.js";
export * from "./medals.js";
export * from "./missions.js";
export * from "./planes.js";
export * from "./points.js";
