/**
 * Wings over Malta: the campaign's facts and tables as data, gathered from
 * the modules that hold them. Values come from the rule text; the
 * dogfight's relative-position table is missing from the text and is ours
 * (marked `reconstructed` in positions.ts).
 */
export * from "./career-data.js";
export * from "./facts.js";
export * from "./positions.js";
export * from "./return-tables.js";
export * from "./scenarios.js";
export * from "./wound-tables.js";
