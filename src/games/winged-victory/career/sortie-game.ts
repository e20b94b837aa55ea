/**
 * A career mission flown in Sortie: the Winged Victory game's options for
 * it (the briefing's missions, the squadron's planes with their pilots'
 * skill, the attached and enemy planes), and the after-action report read
 * back from the finished game, for the Wing Commander to check and confirm.
 */

import type { PlaneView } from "../view/view.js";
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
  planes: Pick<PlaneView, "id" | "side" | "fate" | "hex" | "damage" | "hitBy">[];
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
 * The report as the game ended. Each enemy plane that came down is claimed
 * by the airman whose fire last hit it (ruling G18: the crew member aboard
 * one of the squadron's planes, the pilot if that seat is empty). One last
 * hit by an attached plane is that unit's, and one that came down with no
 * plane's fire on it is nobody's: neither is claimed. The Wing Commander
 * checks the claims before confirming, as ever.
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
  /** The squadron's airman whose fire it was (null: an attached plane's, or no plane's). */
  const claimant = (hit: { plane: string; crew: number } | null | undefined) => {
    if (!hit?.plane.startsWith(prefix)) return null;
    const crew = m.crews[Number(hit.plane.slice(prefix.length)) - 1]?.crew;
    return crew ? (crew[hit.crew] ?? crew[0]) : null;
  };
  const claims: Claim[] = [];
  const fled: number[] = [];
  m.enemy.forEach((_, k) => {
    const p = find(`${enemyPrefix}${k + 1}`);
    if (!p) return;
    const dead = p.damage.crew[0] === "dead";
    const by = claimant(p.hitBy);
    if (p.fate === "fled") fled.push(k);
    else if (by !== null && (p.fate === "downed" || p.fate === "landed" || dead))
      claims.push({
        by,
        enemy: k,
        fate: p.fate === "landed" ? "landed" : "downed",
        where: whereOf(s, p.hex.col, g.front),
      });
  });
  return { accomplished: g.accomplished?.[s.side] ?? false, planes, claims, fled };
}
