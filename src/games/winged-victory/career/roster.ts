/** The squadron's airmen and planes: enlisting, serials, ranks, looking them up. */
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import type { Skill } from "../combat/data.js";
import { boxOf, type Printed } from "../game/printed.js";
import { planeOf } from "../game/state.js";
import type { Aircraft, Airman, AirmanRole, CareerState } from "./state.js";
import type { Corps } from "./tables.js";

/** Invented names in the style of each corps. */
const FIRST: Record<Corps, string[]> = {
  rfc: [
    "Arthur",
    "Cecil",
    "Edward",
    "Frederick",
    "George",
    "Harold",
    "Albert",
    "Leonard",
    "Reginald",
    "Walter",
    "Thomas",
    "Herbert",
    "Percy",
    "Sidney",
    "Gerald",
  ],
  luftstreitkrafte: [
    "Karl",
    "Friedrich",
    "Otto",
    "Wilhelm",
    "Heinrich",
    "Ernst",
    "Paul",
    "Werner",
    "Hermann",
    "Josef",
    "Kurt",
    "Ludwig",
    "Walter",
    "Hans",
    "Erich",
  ],
};
const LAST: Record<Corps, string[]> = {
  rfc: [
    "Ashdown",
    "Bellamy",
    "Carrick",
    "Dunmore",
    "Elwood",
    "Fairbairn",
    "Gresham",
    "Holloway",
    "Ingram",
    "Jessop",
    "Kingsley",
    "Lydford",
    "Marston",
    "Northcote",
    "Oakes",
    "Pembury",
    "Radcliffe",
    "Selwyn",
    "Thursby",
    "Wyndham",
    "Yardley",
  ],
  luftstreitkrafte: [
    "Altmann",
    "Brenner",
    "Dorfmann",
    "Eckhardt",
    "Falkenberg",
    "Gerlach",
    "Hartwig",
    "Imhoff",
    "Jaeger",
    "Kessler",
    "Lindner",
    "Mahler",
    "Neumeyer",
    "Oberst",
    "Pfeiffer",
    "Reinholz",
    "Schäfer",
    "Treuberg",
    "Vogt",
    "Wendel",
    "Zeller",
  ],
};

/** The k-th new airman's name (no dice: a player renames freely). */
export function nameFor(corps: Corps, k: number): string {
  const f = FIRST[corps];
  const l = LAST[corps];
  return `${f[(k * 7) % f.length]} ${l[(k * 5 + Math.floor(k / l.length)) % l.length]}`;
}

export function line(a: Airman, date: string, text: string) {
  a.lines.push({ date, text });
}

export function enlist(s: CareerState, role: AirmanRole, skill: Skill, why: string): Airman {
  const k = s.nextAirman++;
  const a: Airman = {
    id: `a${k}`,
    name: nameFor(s.corps, k),
    role,
    rank: 0,
    skill,
    victories: 0,
    missions: 0,
    wounds: 0,
    status: "active",
    awards: [],
    joined: s.date,
    lines: [],
  };
  line(a, s.date, why);
  s.airmen.push(a);
  return a;
}

/** A pilot's skill by d6 on one of the skill tables (`what` names the roll). */
export function rollSkill(table: readonly Skill[], what: string, dice: Dice): Skill {
  const r = dice.roll(6, what);
  const k = table[r - 1];
  dice.note(`${r} → ${k}`);
  return k;
}

export function newAircraft(s: CareerState, type: string): Aircraft {
  const n = s.nextSerial++;
  const serial = s.corps === "rfc" ? `B${String(1000 + n)}` : `${1000 + n}/${s.date.slice(2, 4)}`;
  const a: Aircraft = { serial, type, status: "ready" };
  s.planes.push(a);
  return a;
}

export function airmanOf(s: CareerState, id: string): Airman {
  const a = s.airmen.find((x) => x.id === id);
  if (!a) throw new RuleError(`no airman "${id}" in ${s.squadron}`);
  return a;
}

export function aircraftOf(s: CareerState, serial: string): Aircraft {
  const a = s.planes.find((x) => x.serial === serial);
  if (!a) throw new RuleError(`no plane "${serial}" in ${s.squadron}'s hangar`);
  return a;
}

/** Gone for good: killed, taken prisoner or invalided home. */
export const gone = (a: Airman) =>
  a.status === "killed" || a.status === "prisoner" || a.status === "invalided";

/** Airmen the squadron needs per pilot: a gunner for each gunner's seat of its plane. */
/** A plane type's dashboard in this career: the owner's printed one where his box file replaces it. */
export const careerPlane = (s: { printed?: Printed }, type: string) =>
  planeOf(boxOf(s).typeOf.get(type) ?? type);
export const gunnersPerPlane = (s: CareerState, type: string) =>
  careerPlane(s, type).crew.length - 1;

/** Steps up the rank ladder as far as the airman's missions or victories reach; returns the new ranks. */
export function promote(s: CareerState, a: Airman): string[] {
  const ladder = s.tables.ranks[s.corps];
  const got: string[] = [];
  while (a.rank + 1 < ladder.length) {
    const next = ladder[a.rank + 1];
    if (a.missions < next.missions && a.victories < next.victories) break;
    a.rank++;
    got.push(next.name);
    line(a, s.date, `Promoted ${next.name}`);
  }
  return got;
}

export const rankName = (s: CareerState, a: Airman) => s.tables.ranks[s.corps][a.rank]?.name ?? "";
