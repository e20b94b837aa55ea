/** Wings over Malta: each scenario's victory points, from what the players report. */
import { RuleError } from "../../engine/errors.js";
import { other, type ScenarioId, SIDES, type Side } from "./data.js";
import type { AircraftReport, Mission, Report } from "./state.js";

/** The ships of each ship scenario, in the order the report lists them. */
export const SHIPS: Partial<Record<ScenarioId, string[]>> = {
  torpedo: ["Escort", "Cargo ship 1", "Cargo ship 2", "Cargo ship 3 (balloon)"],
  carrier: ["Aircraft carrier", "Destroyer"],
  interdict: ["Destroyer 1", "Destroyer 2"],
};

/** Shot down, or left the table on fire: counted as a kill (ruling W4). */
export const downed = (a: AircraftReport) => a.shotDown || (a.left !== "no" && a.fire);

export interface Score {
  vp: Record<Side, number>;
  winner: Side | null;
  lines: { side: Side; text: string; vp: number }[];
}

export function score(m: Mission, r: Report): Score {
  const lines: Score["lines"] = [];
  const add = (side: Side, text: string, vp: number) => {
    if (vp !== 0) lines.push({ side, text, vp });
  };
  const sideOf = (a: AircraftReport): Side =>
    m.crews.axis.some((x) => x.pilot === a.pilot) ? "axis" : "british";
  const planes = (side: Side) => r.aircraft.filter((a) => sideOf(a) === side);
  const att = m.attacker;
  const def = other(att);
  const need = (v: number | undefined, what: string) => {
    if (v === undefined) throw new RuleError(`this mission's report needs ${what}`);
    return v;
  };
  switch (m.scenario) {
    case "strafe": {
      const boats = need(r.boatDamage, "the damage on the boats");
      add(att, "damage on the boats", boats);
      for (const side of SIDES)
        add(side, "enemy planes shot down × 16", 16 * planes(other(side)).filter(downed).length);
      if (boats <= 20) add(def, "the boats got off with 20 damage or less", 20);
      break;
    }
    case "airfield": {
      const h = need(r.hangarDamage, "the damage on the hangars");
      const o = need(r.otherDamage, "the damage on the other targets");
      add(att, "hangar damage × 2", 2 * h);
      add(att, "damage on the other airfield targets", o);
      for (const side of SIDES)
        add(side, "enemy planes shot down × 16", 16 * planes(other(side)).filter(downed).length);
      if (2 * h + o <= 16) add(def, "the airfield got off with 16 points or less", 16);
      break;
    }
    case "torpedo":
    case "carrier":
    case "interdict": {
      const ships = r.ships;
      const names = SHIPS[m.scenario] ?? [];
      if (!ships || ships.length !== names.length) {
        throw new RuleError(`this mission's report needs the damage on ${names.length} ships`);
      }
      // Sinking the aircraft carrier is the mission: only its damage scores.
      const counted = m.scenario === "carrier" ? ships.slice(0, 1) : ships;
      counted.forEach((x, i) => {
        add(
          att,
          `bomb damage on ${names[i]}${x.sunk ? ", doubled as it sank" : ""}`,
          x.sunk ? 2 * x.damage : x.damage,
        );
      });
      if (ships.every((x) => x.damage === 0 && !x.sunk)) add(def, "no ship hit", 1);
      losses(m, planes, add);
      break;
    }
    case "harbour": {
      for (const a of planes(att)) {
        if (a.bomb === "hit") add(att, "bombs on the target", 2);
        if (a.bomb === "near") add(att, "a near miss", 1);
      }
      if (!planes(att).some((a) => a.bomb === "hit" || a.bomb === "near"))
        add(def, "the target missed completely", 1);
      losses(m, planes, add);
      break;
    }
    case "dogfight": {
      // The side with planes left when the other has none; if the battle was stopped, the side with more (ruling W5).
      for (const side of SIDES)
        add(
          side,
          "planes still on the table",
          planes(side).filter((a) => !downed(a) && a.left === "no").length,
        );
      break;
    }
  }
  const vp = { axis: 0, british: 0 };
  for (const l of lines) vp[l.side] += l.vp;
  const winner = vp.axis > vp.british ? "axis" : vp.british > vp.axis ? "british" : null;
  return { vp, winner, lines };
}

/** −2 for each plane destroyed, −1 for each leaving; the attacker leaves its own edge free once the bombers are done. */
function losses(
  m: Mission,
  planes: (side: Side) => AircraftReport[],
  add: (side: Side, text: string, vp: number) => void,
) {
  const bombers = planes(m.attacker).filter((a) =>
    m.crews[m.attacker].some((x) => x.pilot === a.pilot && x.aircraft === m.bomber),
  );
  const done = bombers.every((a) => a.shotDown || a.attacked);
  for (const side of SIDES) {
    add(side, "own planes destroyed × −2", -2 * planes(side).filter(downed).length);
    const leaving = planes(side).filter(
      (a) =>
        !downed(a) && a.left !== "no" && !(side === m.attacker && a.left === "own-edge" && done),
    );
    add(side, "own planes off the table × −1", -leaving.length);
  }
}
