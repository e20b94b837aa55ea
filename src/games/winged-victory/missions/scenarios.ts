/**
 * Winged Victory's ready scenarios. reconstructed: our copy of the text lost
 * its scenario pages; the first three are set up from situations the text
 * itself describes (the Time Freezing example, the climbing and turning
 * questions of the flying school), the others are ours. Columns count Hexes
 * from the west edge of three mats (mat B, in the middle, holds the front).
 * A plane at level 0 starts on its airfield and takes off (ruling W15).
 */

import type { Heading } from "../board/grid.js";
import type { Weather } from "../board/weather.js";
import type { Skill } from "../combat/data.js";
import type { MissionId, Side } from "./missions.js";

export interface ScenarioPlane {
  type: string;
  side: Side;
  skill: Skill;
  col: number;
  level: number;
  heading: Heading;
  speed: number;
}

/** A ground target or balloon standing on the board from the start (`col`, `level`: its Hex). */
export interface ScenarioTarget {
  kind: string;
  /** The side it belongs to (the other side attacks it). */
  side: Side;
  col: number;
  level: number;
}

export interface Scenario {
  id: string;
  name: string;
  /** Where in the text the situation comes from (or "ours"). */
  source: string;
  summary: string;
  turns: number;
  weather: Partial<Weather>;
  /** Level 0: the plane stands or rolls on its airfield (ruling W15) and must take off. */
  planes: ScenarioPlane[];
  targets?: ScenarioTarget[];
  missions?: Record<Side, MissionId>;
  reconstructed: true;
}

const fighter = (
  type: string,
  side: Side,
  col: number,
  level: number,
  heading: Heading,
  speed: number,
  skill: Skill = "expert",
): ScenarioPlane => ({ type, side, skill, col, level, heading, speed });

export const SCENARIOS: readonly Scenario[] = [
  {
    id: "head-on",
    name: "Head-on",
    source: "the Time Freezing example: plane A at speed 7 meets plane B at speed 5, 7 Hexes apart",
    summary: "An S.E.5a and a Fokker Dr.I fly straight at each other over the lines.",
    turns: 10,
    weather: {},
    planes: [
      // 7 Hexes apart in adjacent MegaHexes: engaged, as in the example.
      fighter("se5a", "allies", 55, 8, "E", 7),
      fighter("fokker-dr1", "germans", 62, 8, "W", 5),
    ],
    reconstructed: true,
  },
  {
    id: "shake-him-off",
    name: "Shake him off",
    source: "climbing question 2: an S.E.5a tailed by a Fokker Dr.I at High altitude",
    summary:
      "A Dr.I sits on an S.E.5a's tail high above the lines; the S.E.5a out-climbs it or dies.",
    turns: 10,
    weather: { sun: "west-high" },
    planes: [
      fighter("se5a", "allies", 58, 24, "E", 5),
      fighter("fokker-dr1", "germans", 56, 24, "E", 5, "ace"),
    ],
    reconstructed: true,
  },
  {
    id: "turning-fight",
    name: "Turning fight",
    source: "turning question 3: a Fokker Dr.I at Medium altitude, speed 5, chased by a Strutter",
    summary: "A Strutter chases a Dr.I at Medium altitude; the triplane turns tighter.",
    turns: 10,
    weather: {},
    planes: [
      fighter("strutter", "allies", 54, 15, "E", 5),
      fighter("fokker-dr1", "germans", 56, 15, "E", 5),
    ],
    reconstructed: true,
  },
  {
    id: "two-on-two",
    name: "Two on two",
    source: "ours",
    summary:
      "A Camel and an R.E.8 meet an Albatros D.V and a Fokker D.VII at Medium altitude, in haze.",
    turns: 12,
    weather: { haze: 12 },
    planes: [
      fighter("camel", "allies", 46, 14, "E", 5),
      fighter("re8", "allies", 44, 12, "E", 4),
      fighter("albatros-d5", "germans", 66, 15, "W", 5),
      fighter("fokker-d7", "germans", 68, 17, "W", 5, "recruit"),
    ],
    reconstructed: true,
  },
  {
    id: "storm-front",
    name: "Storm front",
    source: "ours",
    summary:
      "A Camel and an Albatros D.V fight under a thunderstorm that starts at level 21, with a cumulus between them.",
    turns: 10,
    weather: { storm: 21, cumulus: [{ col: 57, level: 17 }], sun: "east-low" },
    planes: [
      fighter("camel", "allies", 47, 17, "E", 5),
      fighter("albatros-d5", "germans", 67, 18, "W", 5),
    ],
    reconstructed: true,
  },
  {
    id: "balloon-scramble",
    name: "Balloon scramble",
    source: "ours",
    summary:
      "A Camel comes in low for the German observation balloon; the alarm went late and the defending Fokker D.VII is still rolling across its airfield.",
    turns: 10,
    weather: { sun: "west-low" },
    planes: [
      fighter("camel", "allies", 45, 6, "E", 5),
      // On the ground (level 0), already rolling at speed 2: its take-off speed is 3.
      fighter("fokker-d7", "germans", 71, 0, "W", 2),
    ],
    targets: [{ kind: "balloon", side: "germans", col: 65, level: 4 }],
    missions: { allies: "balloon-busting", germans: "cap" },
    reconstructed: true,
  },
];

export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
