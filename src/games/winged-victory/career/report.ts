/** The after-action report: what the Wing Commander enters once the mission is flown, checked against its crews. */
import { RuleError } from "../../../engine/errors.js";
import { aircraftOf, airmanOf, careerPlane } from "./roster.js";
import type { CareerState, Mission, PlaneReport, Report } from "./state.js";

/** A report line for a plane that came home untouched: a form's starting point. */
export const blankPlane = (serial: string, crew: number): PlaneReport => ({
  plane: serial,
  fate: "home",
  damaged: false,
  crew: new Array(crew).fill("unhurt"),
});

export const blankReport = (m: Mission): Report => ({
  accomplished: false,
  planes: m.crews.map((c) => blankPlane(c.plane, c.crew.length)),
  claims: [],
  fled: [],
});

export function checkReport(s: CareerState, m: Mission, r: Report) {
  const flown = new Map(m.crews.map((c) => [c.plane, c]));
  const seen = new Set<string>();
  for (const p of r.planes) {
    const crew = flown.get(p.plane);
    if (!crew) throw new RuleError(`${p.plane} did not fly this mission`);
    if (seen.has(p.plane)) throw new RuleError(`${p.plane} is reported twice`);
    seen.add(p.plane);
    const name = `${careerPlane(s, aircraftOf(s, p.plane).type).name} ${p.plane}`;
    if (p.crew.length !== crew.crew.length)
      throw new RuleError(
        `${name} flew with ${crew.crew.length} aboard; the report gives ${p.crew.length}`,
      );
    const comesDown = p.fate === "landed" || p.fate === "downed";
    if (comesDown && !p.where)
      throw new RuleError(
        `${name} ${p.fate === "landed" ? "landed" : "was downed"}: say where it came down (own side, no-man's-land or enemy side)`,
      );
    if (!comesDown && p.where)
      throw new RuleError(
        `${name} came ${p.fate === "fled" ? "off the map" : "home"}: it has no place where it came down`,
      );
    if (p.fate === "downed" && p.crew.some((c) => c !== "killed"))
      throw new RuleError(`${name} was downed: everyone aboard is killed in the crash`);
    if (p.fate !== "downed" && p.crew[0] === "killed")
      throw new RuleError(
        `${name}'s pilot was killed: the plane flies on until it crashes, so it was downed`,
      );
  }
  for (const c of m.crews)
    if (!seen.has(c.plane)) throw new RuleError(`the report leaves out ${c.plane}`);
  const aboard = new Set(m.crews.flatMap((c) => c.crew));
  const enemies = new Set<number>();
  for (const c of r.claims) {
    if (!aboard.has(c.by))
      throw new RuleError(`${airmanOf(s, c.by).name} did not fly this mission`);
    if (c.enemy >= m.enemy.length)
      throw new RuleError(
        `there were ${m.enemy.length} enemy planes (1–${m.enemy.length}), not ${c.enemy + 1}`,
      );
    if (enemies.has(c.enemy)) throw new RuleError(`enemy plane ${c.enemy + 1} is reported twice`);
    enemies.add(c.enemy);
  }
  for (const k of r.fled) {
    if (k >= m.enemy.length)
      throw new RuleError(
        `there were ${m.enemy.length} enemy planes (1–${m.enemy.length}), not ${k + 1}`,
      );
    if (enemies.has(k)) throw new RuleError(`enemy plane ${k + 1} is reported twice`);
    enemies.add(k);
  }
}

/** Victory points of a mission: enemy planes downed, forced to land or fled; and the squadron's own. */
export function missionVp(s: CareerState, m: Mission, r: Report) {
  const scored = [...r.claims.map((c) => c.enemy), ...r.fled].reduce(
    (n, k) => n + careerPlane(s, m.enemy[k].type).vp,
    0,
  );
  const lost = r.planes
    .filter((p) => p.fate !== "home")
    .reduce((n, p) => n + careerPlane(s, aircraftOf(s, p.plane).type).vp, 0);
  return { scored, lost };
}
