/**
 * Between two missions (reconstructed): the calendar moves on by a die of
 * days; the wounded whose time is up come back; planes leave the repair
 * shop; the squadron is brought back up to strength with replacements; a
 * type that has left service gives way to one in service.
 */
import type { Dice } from "../../../engine/dice.js";
import { planesOn } from "./availability.js";
import { addDays, longDate } from "./calendar.js";
import {
  careerPlane,
  enlist,
  gunnersPerPlane,
  line,
  newAircraft,
  promote,
  rollSkill,
} from "./roster.js";
import type { Airman, CareerState } from "./state.js";
import { ROLE_CODE } from "./tables.js";

const onStrength = (a: Airman) => a.status === "active" || a.status === "wounded";

/** Brings the squadron up to its establishment; `table` gives a new pilot's skill. */
export function fill(s: CareerState, start: boolean, dice: Dice, events: string[]) {
  const t = s.tables;
  const why = start ? `Joins ${s.squadron}` : `Joins ${s.squadron} as a replacement`;
  let pilots = s.airmen.filter((a) => a.role === "pilot" && onStrength(a)).length;
  for (; pilots < t.establishment.pilots; pilots++) {
    const k = s.nextAirman;
    const skill = rollSkill(
      start ? t.startSkill : t.replacementSkill,
      `${start ? "Founding" : "Replacement"} pilot ${k}: skill (d6)`,
      dice,
    );
    const a = enlist(s, "pilot", skill, why);
    if (skill === "ace") {
      // An ace has the victories that make one.
      a.victories = t.aceVictories;
      promote(s, a);
    }
    if (!start) events.push(`${a.name} joins (${skill})`);
  }
  const needGunners = t.establishment.pilots * gunnersPerPlane(s, s.planeType);
  let gunners = s.airmen.filter((a) => a.role === "gunner" && onStrength(a)).length;
  for (; gunners < needGunners; gunners++) {
    const a = enlist(s, "gunner", "expert", why);
    if (!start) events.push(`${a.name} joins as a gunner`);
  }
  let planes = s.planes.filter((p) => p.status !== "lost").length;
  for (; planes < t.establishment.planes; planes++) {
    const p = newAircraft(s, s.planeType);
    if (!start) events.push(`A new ${careerPlane(s, p.type).name}, ${p.serial}`);
  }
}

/** Whether the squadron's type is still in service for its corps on its date. */
function keepType(s: CareerState, events: string[]) {
  const now = planesOn(s, s.date, s.side, ROLE_CODE[s.role], s.corps);
  if (now.some((c) => c.plane.id === s.planeType)) return;
  const next = now[0];
  if (!next) return;
  events.push(
    `The ${careerPlane(s, s.planeType).name} leaves service: replacements are ${next.plane.name}s`,
  );
  s.planeType = next.plane.id;
}

/** The days until the next mission and what they bring; false when the career is over. */
export function between(s: CareerState, events: string[], dice: Dice): boolean {
  const t = s.tables;
  let days = 1;
  if (t.daysDie > 1) {
    days = dice.roll(t.daysDie, `Days until the next mission (d${t.daysDie})`);
    dice.note(`${days} → ${longDate(addDays(s.date, days))}`);
  }
  s.date = addDays(s.date, days);
  if (s.date > s.end) {
    s.date = s.end;
    events.push(`${longDate(s.end)}: the squadron's war is over`);
    return false;
  }
  for (const a of s.airmen)
    if (a.status === "wounded" && a.back && a.back <= s.date) {
      a.status = "active";
      delete a.back;
      line(a, s.date, "Back on duty");
      events.push(`${a.name} back on duty`);
    }
  for (const p of s.planes)
    if (p.status === "repair" && p.back && p.back <= s.date) {
      p.status = "ready";
      delete p.back;
    }
  keepType(s, events);
  fill(s, false, dice, events);
  return true;
}
