/** Wings over Malta, before the battle: the mission roll, the aircraft, the crews, the set-up rolls. */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { count } from "../../engine/words.js";
import {
  BOMBERS,
  comboKey,
  DOGFIGHT_DISTANCE,
  FIGHTERS,
  other,
  periodOf,
  RELATIVE_POSITIONS,
  SCENARIOS,
  SIDE_NAME,
  SIDES,
  type Side,
  scenarioFor,
} from "./data.js";
import { available, fits, fullName, pilotOf, propose } from "./roster.js";
import type { CampaignState, Mission, Slot } from "./state.js";

export function current(s: CampaignState): Mission {
  const m = s.missions[s.missions.length - 1];
  if (!m || m.n !== s.mission) throw new RuleError("no mission has been rolled yet");
  return m;
}

/** The aircraft each side flies in a mission: fighters first, then the attacker's bombers. */
export function aircraftFor(m: Pick<Mission, "scenario" | "attacker" | "fighters" | "bomber">) {
  const sc = SCENARIOS[m.scenario];
  const out = {} as Record<Side, string[]>;
  for (const side of SIDES) {
    const attacking = side === m.attacker;
    const fighters = attacking ? sc.attackerFighters : sc.defenderFighters;
    const bombers = attacking ? sc.attackerBombers : 0;
    out[side] = [
      ...Array<string>(fighters).fill(m.fighters[side]),
      ...Array<string>(bombers).fill(m.bomber ?? ""),
    ];
  }
  return out;
}

/** Rolls the attacker and mission (re-rolling combinations already flown), then the aircraft. */
export function rollMission(s: CampaignState, dice: Dice): void {
  const period = periodOf(s.mission);
  let attacker: Side = "axis";
  let roll = 1;
  for (let guard = 0; ; guard++) {
    if (guard > 500) throw new Error("the mission table is full");
    const a = dice.roll(6, "Mission: attacker");
    attacker = a <= 3 ? "axis" : "british";
    dice.note(`${a} → ${SIDE_NAME[attacker]} attack`);
    roll = dice.roll(6, "Mission: which mission");
    const scenario = scenarioFor(attacker, roll);
    if (s.crossed.includes(comboKey(attacker, roll))) {
      dice.note(
        `${roll} → ${SCENARIOS[scenario].name(attacker)}, flown already this period: re-roll`,
      );
      continue;
    }
    dice.note(`${roll} → ${SCENARIOS[scenario].name(attacker)}`);
    break;
  }
  s.crossed.push(comboKey(attacker, roll));
  const fighters = {} as Record<Side, string>;
  for (const side of SIDES) {
    const r = dice.roll(6, `Fighter type: ${SIDE_NAME[side]}, ${period} period`);
    fighters[side] = FIGHTERS[side][period][r - 1];
    dice.note(`${r} → ${fighters[side]}`);
  }
  const scenario = scenarioFor(attacker, roll);
  const bomber = SCENARIOS[scenario].attackerBombers > 0 ? BOMBERS[roll][attacker][period] : null;
  const m: Mission = {
    n: s.mission,
    period,
    attacker,
    roll,
    scenario,
    fighters,
    bomber,
    crews: { axis: [], british: [] },
    sittingOut: s.pilots.filter((p) => p.miss > 0).map((p) => p.id),
    fates: [],
  };
  const types = aircraftFor(m);
  for (const side of SIDES) {
    const ids = propose(s, types[side]);
    m.crews[side] = types[side].map((aircraft, i) => ({
      aircraft,
      pilot: ids[i],
      asWounded: false,
    }));
  }
  s.missions.push(m);
  s.phase = { kind: "crews" };
}

/**
 * The old war wound's D6 before the mission: on 1 the airman flies as if
 * wounded. Each airman rolls once a mission; brought back after a swap, he
 * keeps what he rolled.
 */
function oldWoundRoll(s: CampaignState, m: Mission, slot: Slot, dice: Dice): void {
  if (!slot.pilot) return;
  const p = pilotOf(s, slot.pilot);
  if (!p.lasting.includes("old-wound")) return;
  m.oldWounds ??= {};
  const rolled = m.oldWounds;
  if (p.id in rolled) {
    slot.asWounded = rolled[p.id];
    return;
  }
  const r = dice.roll(6, `Old war wound: ${fullName(p)}`);
  slot.asWounded = r === 1;
  rolled[p.id] = slot.asWounded;
  dice.note(r === 1 ? "1 → playing up: flies as if wounded" : `${r} → fit to fly`);
}

/** Whether the crews may still change: until the report, and in a dogfight until the spotting roll. */
export const crewsOpen = (s: CampaignState, m: Mission) =>
  s.phase.kind === "crews" || (s.phase.kind === "fight" && !m.dogfight);

/** A side's choice of airmen for its aircraft, in the order of the aircraft. */
export function assign(s: CampaignState, side: Side, ids: string[], dice: Dice): void {
  const m = current(s);
  if (m.dogfight) throw new RuleError("the crews are fixed once the spotting roll is made");
  const slots = m.crews[side];
  if (ids.length !== slots.length) {
    throw new RuleError(
      `${SIDE_NAME[side]} fly ${count(slots.length, "aircraft")}: name ${count(slots.length, "airman")}`,
    );
  }
  if (new Set(ids).size !== ids.length) throw new RuleError("an airman can fly only one aircraft");
  ids.forEach((id, i) => {
    const p = pilotOf(s, id);
    const slot = slots[i];
    if (p.side !== side)
      throw new RuleError(`${fullName(p)} does not fly for the ${SIDE_NAME[side]}`);
    if (slot.pilot !== id && !available(p)) {
      throw new RuleError(`${fullName(p)} cannot fly this mission (${p.missWhy ?? p.status})`);
    }
    if (!fits(p, slot.aircraft)) {
      throw new RuleError(`${fullName(p)} cannot fly a ${slot.aircraft}`);
    }
  });
  const flags = new Map(slots.map((x) => [x.pilot, x.asWounded]));
  ids.forEach((id, i) => {
    const slot = slots[i];
    slot.pilot = id;
    slot.asWounded = flags.get(id) ?? false;
    // Once the pre-mission rolls are made, a newcomer makes his own.
    if (m.oldWounds) oldWoundRoll(s, m, slot, dice);
  });
}

/**
 * A side confirms its crews; once both have, the pre-mission rolls are made
 * (and for the dogfight the spotting and positions).
 */
export function confirm(s: CampaignState, side: Side, dice: Dice): void {
  const m = current(s);
  const done = m.ready ?? [];
  if (done.includes(side))
    throw new RuleError(
      `the ${SIDE_NAME[side]} crews are confirmed already: waiting for the ${SIDE_NAME[other(side)]}`,
    );
  m.ready = [...done, side];
  if (SIDES.every((x) => m.ready?.includes(x))) ready(s, dice);
}

/** Both sides have confirmed the crews: the pre-mission rolls, and the dogfight's spotting and positions. */
function ready(s: CampaignState, dice: Dice): void {
  const m = current(s);
  if (!m.oldWounds) {
    m.oldWounds = {};
    for (const side of SIDES) for (const slot of m.crews[side]) oldWoundRoll(s, m, slot, dice);
    // The spotting fixes the crews: an airman whose old wound plays up may be replaced first,
    // and his side confirms its crews again.
    const playingUp = SIDES.filter((side) => m.crews[side].some((x) => x.asWounded));
    if (m.scenario === "dogfight" && playingUp.length > 0) {
      m.ready = SIDES.filter((side) => !playingUp.includes(side));
      return;
    }
  }
  if (m.scenario === "dogfight") {
    const aces = (side: Side) =>
      m.crews[side].filter((x) => x.pilot && pilotOf(s, x.pilot).skills.length > 0).length;
    const bonus = (side: Side) =>
      aces(side) + (side === "british" && m.attacker !== "british" ? 2 : 0);
    const spotRolls: { axis: number; british: number }[] = [];
    let spotter: Side = "axis";
    for (let guard = 0; guard < 500; guard++) {
      const r = {} as { axis: number; british: number };
      for (const side of SIDES) {
        r[side] = dice.roll(10, `Spotting: ${SIDE_NAME[side]}`);
        const b = bonus(side);
        dice.note(b ? `${r[side]} + ${b} = ${r[side] + b}` : String(r[side]));
      }
      spotRolls.push(r);
      const a = r.axis + bonus("axis");
      const b = r.british + bonus("british");
      if (a !== b) {
        spotter = a > b ? "axis" : "british";
        break;
      }
    }
    const position = dice.roll(10, "Dogfight: relative position");
    dice.note(`${position} → ${RELATIVE_POSITIONS[position - 1].name}`);
    const distance = dice.roll(10, "Dogfight: distance from the centre");
    dice.note(`${distance} → ${DOGFIGHT_DISTANCE[distance - 1]} ruler`);
    m.dogfight = { spotter, spotRolls, position, distance };
  }
  s.phase = { kind: "fight" };
}

export const spotted = (m: Mission): Side | null => (m.dogfight ? other(m.dogfight.spotter) : null);

/** The side an airman flies for in a mission. */
export function sideIn(m: Mission, pilot: string): Side {
  return m.crews.axis.some((x) => x.pilot === pilot) ? "axis" : "british";
}
