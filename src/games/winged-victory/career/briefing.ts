/**
 * The mission and its briefing: the mission editor's d20 tables for the
 * date's year (1918 uses 1917's: reconstructed), the flight each side's
 * briefing names, which of its planes the squadron flies itself, the planes
 * lent by other units, and the enemy's planes and pilots; then the crews the
 * Wing Commander names.
 */
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import { count } from "../../../engine/words.js";
import { boxOf } from "../game/printed.js";
import { otherSide } from "../game/state.js";
import { type Briefing, rollMissions } from "../missions/missions.js";
import { planesForSlot } from "./availability.js";
import { yearOf } from "./calendar.js";
import { aircraftOf, airmanOf, careerPlane, gunnersPerPlane } from "./roster.js";
import type { CareerState, Crew, Mission, OtherPlane } from "./state.js";
import { missionTableOf, ROLE_CODE } from "./tables.js";

/** The dashboard codes a briefing's flight names, one per plane ("1 B + 2 F" → B, F, F). */
export function flightCodes(b: Briefing): string[] {
  const codes: string[] = [];
  for (const part of b.flight.matchAll(/(\d+)\s*([FRB])/g))
    for (let k = 0; k < Number(part[1]); k++) codes.push(part[2]);
  return codes;
}

/**
 * reconstructed: the squadron flies every plane of its own code the flight
 * names; a flight with none of its code takes one of the squadron's planes
 * in place of its first plane. The rest are lent by other units.
 */
export function splitFlight(codes: readonly string[], own: string) {
  const mine = codes.filter((c) => c === own).length;
  if (mine > 0) return { slots: mine, others: codes.filter((c) => c !== own) };
  return { slots: 1, others: codes.slice(1) };
}

function pick(s: CareerState, side: "allies" | "germans", code: string, who: string, dice: Dice) {
  const pool = planesForSlot(s, s.date, side, code);
  if (pool.length === 0) throw new RuleError(`the tables give the ${side} no plane at all`);
  let k = 0;
  if (pool.length > 1) {
    k = dice.roll(pool.length, `${who}: which ${code} plane`) - 1;
    dice.note(pool[k].plane.name);
  }
  return pool[k];
}

export function rollMission(s: CareerState, dice: Dice): Mission {
  const table = missionTableOf(s.tables, yearOf(s.date));
  // The owner's printed briefings where his box file gives them.
  const briefings = boxOf(s).briefings;
  const missions = rollMissions(table, dice, briefings);
  const ours = briefings[missions[s.side]];
  const theirs = briefings[missions[otherSide(s.side)]];
  const { slots, others } = splitFlight(flightCodes(ours), ROLE_CODE[s.role]);
  const attached: OtherPlane[] = others.map((code) => {
    const c = pick(s, s.side, code, "Attached plane", dice);
    return { type: c.plane.id, skill: "expert", standIn: c.standIn };
  });
  const enemySide = otherSide(s.side);
  const enemy: OtherPlane[] = flightCodes(theirs).map((code, k) => {
    const c = pick(s, enemySide, code, `Enemy plane ${k + 1}`, dice);
    const r = dice.roll(6, `Enemy plane ${k + 1}: pilot's skill (d6)`);
    const skill = s.tables.enemySkill[r - 1];
    dice.note(`${r} → ${skill}`);
    return { type: c.plane.id, skill, standIn: c.standIn };
  });
  const m: Mission = {
    n: s.missions.length + 1,
    date: s.date,
    table,
    missions,
    slots,
    attached,
    enemy,
    crews: [],
    events: [],
  };
  s.missions.push(m);
  return m;
}

export const current = (s: CareerState): Mission | null =>
  s.phase.kind === "brief" || s.phase.kind === "over"
    ? null
    : (s.missions[s.missions.length - 1] ?? null);

/** Active airmen of a role not yet named to a crew. */
const free = (s: CareerState, role: "pilot" | "gunner", taken: Set<string>) =>
  s.airmen.filter((a) => a.role === role && a.status === "active" && !taken.has(a.id));

/**
 * A legal set of crews: up to the slots, the ready planes in hangar order,
 * the most skilful free pilots first (for the suggestion and random play).
 */
export function suggestedCrews(s: CareerState, slots: number): Crew[] {
  const order = { ace: 0, expert: 1, recruit: 2 } as const;
  const taken = new Set<string>();
  const crews: Crew[] = [];
  for (const p of s.planes) {
    if (crews.length >= slots) break;
    if (p.status !== "ready") continue;
    const pilots = free(s, "pilot", taken).sort((a, b) => order[a.skill] - order[b.skill]);
    const gunners = free(s, "gunner", taken);
    const need = gunnersPerPlane(s, p.type);
    if (pilots.length === 0 || gunners.length < need) continue;
    const crew = [pilots[0].id, ...gunners.slice(0, need).map((g) => g.id)];
    for (const c of crew) taken.add(c);
    crews.push({ plane: p.serial, crew });
  }
  return crews;
}

/** Checks the Wing Commander's crews against the roster and the hangar; RuleError if wrong. */
export function checkCrews(s: CareerState, m: Mission, crews: readonly Crew[]) {
  if (crews.length > m.slots)
    throw new RuleError(
      `the squadron flies ${count(m.slots, "plane")} on this mission, not ${crews.length}`,
    );
  const seen = new Set<string>();
  for (const c of crews) {
    const p = aircraftOf(s, c.plane);
    if (seen.has(p.serial)) throw new RuleError(`${p.serial} is named twice`);
    seen.add(p.serial);
    if (p.status !== "ready")
      throw new RuleError(`${p.serial} is ${p.status === "lost" ? "lost" : "in the repair shop"}`);
    const plane = careerPlane(s, p.type);
    if (c.crew.length !== plane.crew.length)
      throw new RuleError(
        `the ${plane.name} ${p.serial} takes ${count(plane.crew.length, "airman")}: a pilot${plane.crew.length > 1 ? " and its gunners" : ""}`,
      );
    c.crew.forEach((id, k) => {
      const a = airmanOf(s, id);
      if (seen.has(a.id)) throw new RuleError(`${a.name} is named twice`);
      seen.add(a.id);
      if (a.status !== "active") throw new RuleError(`${a.name} is not fit to fly (${a.status})`);
      const want = k === 0 ? "pilot" : "gunner";
      if (a.role !== want)
        throw new RuleError(
          `${a.name} is ${a.role === "pilot" ? "a pilot" : "a gunner"}, not the ${want} of ${p.serial}`,
        );
    });
  }
}
