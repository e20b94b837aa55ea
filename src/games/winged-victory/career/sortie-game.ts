/**
 * A career mission flown in Sortie: the Winged Victory game's options for
 * it (the briefing's missions, the squadron's planes with their pilots'
 * skill, the attached and enemy planes), and the after-action report read
 * back from the finished game, for the Wing Commander to check and confirm.
 */

import type { PlaneView } from "../view.js";
import { airmanOf } from "./roster.js";
import type { CareerState, Claim, CrewState, Mission, PlaneReport, Report } from "./state.js";
import type { Where } from "./tables.js";

/** The game's options: our planes first (the crews, then the attached), the enemy's in the briefing's order. */
export function gameOptions(s: CareerState, m: Mission) {
  const ours = [
    ...m.crews.map((c) => ({
      type: s.planes.find((p) => p.serial === c.plane)?.type ?? s.planeType,
      skill: airmanOf(s, c.crew[0]).skill,
    })),
    ...m.attached.map((a) => ({ type: a.type, skill: a.skill })),
  ];
  const theirs = m.enemy.map((e) => ({ type: e.type, skill: e.skill }));
  const flight =
    s.side === "allies" ? { allies: ours, germans: theirs } : { allies: theirs, germans: ours };
  return {
    scenario: "mission",
    year: m.table,
    missions: m.missions,
    flight,
    // The owner's printed values fly in the fight too.
    ...(s.printed === undefined ? {} : { printed: s.printed }),
  };
}

/** What the report needs of the finished game's view (a seat of the squadron's side sees all its planes). */
export interface GameResult {
  front: number;
  accomplished: Record<"allies" | "germans", boolean> | null;
  planes: Pick<PlaneView, "id" | "side" | "fate" | "hex" | "damage">[];
}

/**
 * reconstructed: where a plane came down, by its Hex against the front
 * line: within one Hex of it, no-man's-land; otherwise the side it is on.
 */
export function whereOf(s: CareerState, col: number, front: number): Where {
  if (Math.abs(col - front) <= 1) return "no-mans-land";
  const west = col < front;
  return west === (s.side === "allies") ? "own" : "enemy";
}

const STATE: Record<string, CrewState> = { healthy: "unhurt", wounded: "wounded", dead: "killed" };

function damaged(d: GameResult["planes"][number]["damage"]) {
  return (
    d.structure > 0 ||
    d.engine > 0 ||
    d.ailerons > 0 ||
    d.elevator > 0 ||
    d.rudder > 0 ||
    d.leaking ||
    d.onFire ||
    d.tankPunctured
  );
}

/**
 * The report as the game ended. Claims are credited to the first pilot who
 * flew (the game does not say whose guns did it): the Wing Commander puts
 * each to the right airman before confirming.
 */
export function reportFromGame(s: CareerState, m: Mission, g: GameResult): Report {
  const prefix = s.side === "allies" ? "A" : "G";
  const enemyPrefix = s.side === "allies" ? "G" : "A";
  const find = (id: string) => g.planes.find((p) => p.id === id);
  const planes: PlaneReport[] = m.crews.map((c, k) => {
    const p = find(`${prefix}${k + 1}`);
    const crew = c.crew.map((_, i) => STATE[p?.damage.crew[i] ?? "healthy"] ?? "unhurt");
    if (!p) return { plane: c.plane, fate: "home", damaged: false, crew };
    const downed = p.fate === "downed" || crew[0] === "killed";
    const fate = downed
      ? "downed"
      : p.fate === "landed"
        ? "landed"
        : p.fate === "fled"
          ? "fled"
          : "home";
    const r: PlaneReport = { plane: c.plane, fate, damaged: damaged(p.damage), crew };
    if (fate === "downed") r.crew = crew.map(() => "killed");
    if (fate === "downed" || fate === "landed") r.where = whereOf(s, p.hex.col, g.front);
    return r;
  });
  const claims: Claim[] = [];
  const fled: number[] = [];
  m.enemy.forEach((_, k) => {
    const p = find(`${enemyPrefix}${k + 1}`);
    if (!p) return;
    const dead = p.damage.crew[0] === "dead";
    if (p.fate === "fled") fled.push(k);
    else if (p.fate === "downed" || p.fate === "landed" || dead)
      claims.push({
        by: m.crews[0].crew[0],
        enemy: k,
        fate: p.fate === "landed" ? "landed" : "downed",
        where: whereOf(s, p.hex.col, g.front),
      });
  });
  return { accomplished: g.accomplished?.[s.side] ?? false, planes, claims, fled };
}
