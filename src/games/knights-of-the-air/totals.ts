/**
 * A pilot's totals, as a club keeps them on his Pilot Log and the Master
 * Log: kills, balloons, ground targets, observations, rescues, sorties,
 * medals and health. They are added up from his verified lines, so a
 * campaign stored before they were shown has them too.
 */
import { count } from "../../engine/words.js";
import { observationsKept } from "./lines.js";
import type { CampaignState, Pilot } from "./state.js";

export interface Totals {
  sorties: number;
  kills: number;
  /** Planes chased off the table (points, not kills). */
  chases: number;
  balloons: number;
  groundTargets: number;
  /** Ground targets observed and brought home (ruling K9). */
  observations: number;
  /** Downed airmen he carried home in a daring rescue. */
  rescues: number;
  bombDamage: number;
  medals: number;
  points: number;
  health: number;
  maxHealth: number;
}

export function totalsOf(s: CampaignState, p: Pilot): Totals {
  const t: Totals = {
    sorties: p.sorties,
    kills: p.kills,
    chases: 0,
    balloons: 0,
    groundTargets: 0,
    observations: 0,
    rescues: 0,
    bombDamage: 0,
    medals: p.medals.length,
    points: p.points,
    health: p.health,
    maxHealth: p.maxHealth,
  };
  for (const l of s.lines) {
    if (l.pilot !== p.id || (l.status !== "accepted" && l.status !== "corrected")) continue;
    const r = l.corrected ?? l.entered;
    t.balloons += r.balloons;
    t.groundTargets += r.groundTargets;
    t.observations += observationsKept(r);
    t.rescues += r.rescued.length;
    t.bombDamage += r.bombDamage;
    t.chases += r.kills.filter((k) => k.how === "chased" && k.shotLastTwoTurns).length;
  }
  return t;
}

/** "1 kill, 2 balloons, 0 ground targets, …": the totals in words, for the terminal and the page. */
export function totalsText(t: Totals): string {
  return [
    count(t.sorties, "sortie"),
    count(t.kills, "kill"),
    ...(t.chases ? [count(t.chases, "plane chased off", "planes chased off")] : []),
    count(t.balloons, "balloon"),
    count(t.groundTargets, "ground target"),
    count(t.observations, "observation"),
    count(t.rescues, "rescue"),
    count(t.medals, "medal"),
    `health ${t.health}/${t.maxHealth}`,
  ].join(", ");
}
