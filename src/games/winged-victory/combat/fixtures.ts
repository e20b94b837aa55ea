/** Planes for the combat and damage tests: shaped like dashboards, values chosen for the tests. */
import type { Plane } from "../planes/plane.js";

const base: Plane = {
  id: "test-two-seater",
  name: "Test two-seater",
  side: "allies",
  code: "R",
  vp: 4,
  engine: "rotary",
  strip: { from: -2, to: 10 },
  maxLevelSpeed: { low: 5, medium: 5, high: 4 },
  stallAtOrBelow: { low: 0, medium: 0, high: 1 },
  red: [8, 9],
  redAndWhite: [10],
  drag: { low: [1, 2, 3, 3, 4, 4, 5, 5], medium: [1, 2, 3, 3, 4, 4, 5], high: [2, 3, 3, 4, 4] },
  preparatory: {
    low: { hexes: 2, shallowOnly: false },
    medium: { hexes: 2, shallowOnly: false },
    high: { hexes: 3, shallowOnly: false },
  },
  ceiling: 26,
  handlingDie: "grey",
  structuralDie: "pink",
  size: 1,
  spottingDie: "grey",
  structure: { boxes: 12, thickLines: [4, 8, 12], whiteArrows: [6] },
  controls: { ailerons: 2, elevator: 2, rudder: 2 },
  engineTrack: ["none", "speed-1", "speed-2", "leak", "fire"],
  crew: [
    { role: "pilot", weapon: { die: "red", magazines: [4, 3], reloadBefore: [false, true] } },
    {
      role: "observer",
      weapon: {
        die: "orange",
        magazines: [3],
        reloadBefore: [false],
        template: { name: "rear", from: 90, to: 270, range: 4 },
      },
    },
  ],
  hitTable: [
    { to: 6, part: "structure" },
    { to: 8, part: "ailerons" },
    { to: 10, part: "elevator" },
    { to: 12, part: "rudder" },
    { to: 15, part: "engine" },
    { to: 16, part: "tank" },
    { to: 18, part: "pilot" },
    { to: 20, part: "crew" },
  ],
  acrobatics: ["jink", "wingover", "side-slip", "falling-leaf"],
  reconstructed: [],
};

export const TWO_SEATER: Plane = base;

/** A d20 roll that lands on each part of the test plane's table. */
export const HIT_ROLL = {
  structure: 1,
  ailerons: 7,
  elevator: 9,
  rudder: 11,
  engine: 13,
  tank: 16,
  pilot: 17,
  crew: 19,
} as const;
