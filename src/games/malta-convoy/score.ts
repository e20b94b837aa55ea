import { count } from "../../engine/words.js";
import {
  ALL_CARGO_LOST,
  ALL_TANKERS_LOST,
  POINTS_PER_INTERCEPTION,
  SCORE_START,
  SHIP_NAMES,
  SHIP_TYPES,
  type ShipType,
  SUNK_COST,
} from "./data.js";
import { afloat, type Fleet } from "./state.js";

export interface ScoreLine {
  label: string;
  points: number;
}

export interface Score {
  total: number;
  lines: ScoreLine[];
}

/** Every ship of the type that was with the convoy went down (R13: departed ships do not count). */
export const allSunk = (f: Fleet) => f.sunk > 0 && afloat(f) === 0;

/** R13: the score from the ships lost and the interceptions made. */
export function score(ships: Record<ShipType, Fleet>, interceptions: number): Score {
  const lines: ScoreLine[] = [{ label: "start", points: SCORE_START }];
  for (const type of SHIP_TYPES) {
    const { sunk } = ships[type];
    if (sunk > 0 && SUNK_COST[type] > 0) {
      lines.push({
        label: `${sunk} ${sunk === 1 ? SHIP_NAMES[type].one : SHIP_NAMES[type].many} sunk`,
        points: -SUNK_COST[type] * sunk,
      });
    }
  }
  if (interceptions > 0) {
    lines.push({
      label: count(interceptions, "interception"),
      points: POINTS_PER_INTERCEPTION * interceptions,
    });
  }
  if (allSunk(ships.tanker)) lines.push({ label: "every tanker sunk", points: -ALL_TANKERS_LOST });
  if (allSunk(ships.cargo)) lines.push({ label: "every cargo ship sunk", points: -ALL_CARGO_LOST });
  return { total: lines.reduce((s, l) => s + l.points, 0), lines };
}
