/** Wings over Malta: the missions — the mission table and each scenario's forces, floor and setting. */
import { SIDES, type Side } from "./facts.js";

export type ScenarioId =
  | "strafe"
  | "torpedo"
  | "carrier"
  | "interdict"
  | "airfield"
  | "harbour"
  | "dogfight";

/** The mission by the attacker and the mission die. */
export function scenarioFor(attacker: Side, roll: number): ScenarioId {
  const ids: ScenarioId[] = ["strafe", "torpedo", "carrier", "airfield", "harbour", "dogfight"];
  if (roll === 3 && attacker === "british") return "interdict";
  return ids[roll - 1];
}

/** A combination of attacker and mission, as crossed off the mission table. */
export const comboKey = (attacker: Side, roll: number) =>
  `${attacker === "axis" ? "A" : "B"}${roll}`;
export const ALL_COMBOS = SIDES.flatMap((s) => [1, 2, 3, 4, 5, 6].map((r) => comboKey(s, r)));

export interface ScenarioInfo {
  id: ScenarioId;
  name: (attacker: Side) => string;
  attackerFighters: number;
  attackerBombers: number;
  defenderFighters: number;
  floor: number;
  /** The defender protects its own ships (In the Drink: picked up by a friendly ship). */
  defenderShipping: boolean;
  /** Over the defender's territory (else over the sea). */
  overLand: boolean;
}

export const SCENARIOS: Record<ScenarioId, ScenarioInfo> = {
  strafe: {
    id: "strafe",
    name: (a) => (a === "axis" ? "Strafe the MTBs" : "Strafe the MAS boats"),
    attackerFighters: 2,
    attackerBombers: 0,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: true,
    overLand: false,
  },
  torpedo: {
    id: "torpedo",
    name: () => "Torpedo the supply ships",
    attackerFighters: 2,
    attackerBombers: 2,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: true,
    overLand: false,
  },
  carrier: {
    id: "carrier",
    name: () => "Sink the Aircraft Carrier",
    attackerFighters: 2,
    attackerBombers: 2,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: true,
    overLand: false,
  },
  interdict: {
    id: "interdict",
    name: () => "Interdict the Regia Marina",
    attackerFighters: 2,
    attackerBombers: 2,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: true,
    overLand: false,
  },
  airfield: {
    id: "airfield",
    name: () => "Attack the airfield",
    attackerFighters: 2,
    attackerBombers: 0,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: false,
    overLand: true,
  },
  harbour: {
    id: "harbour",
    name: () => "Bomb the harbour",
    attackerFighters: 2,
    attackerBombers: 2,
    defenderFighters: 3,
    floor: 2,
    defenderShipping: false,
    overLand: true,
  },
  dogfight: {
    id: "dogfight",
    name: () => "Dogfight",
    attackerFighters: 2,
    attackerBombers: 0,
    defenderFighters: 2,
    floor: 4,
    defenderShipping: false,
    overLand: true,
  },
};
