/** The Squadron Career in the terminal: the squadron record, the briefing, a mission's results, an airman. */

import { longDate } from "../games/winged-victory/career/calendar.js";
import type { CareerView } from "../games/winged-victory/career/rules.js";
import type { Airman, CareerState, Mission } from "../games/winged-victory/career/state.js";
import { planeOf } from "../games/winged-victory/game/state.js";
import { color as c } from "./style.js";

const STATUS: Record<Airman["status"], string> = {
  active: "on duty",
  wounded: "wounded",
  killed: "killed in action",
  prisoner: "prisoner of war",
  invalided: "invalided home",
};

export const airmanName = (v: CareerView, id: string) => {
  const a = v.roster.find((x) => x.id === id);
  return a ? `${a.rankName} ${a.name}` : id;
};

function status(a: Airman) {
  const t =
    STATUS[a.status] + (a.status === "wounded" && a.back ? ` until ${longDate(a.back)}` : "");
  return a.status === "active" ? t : a.status === "wounded" ? c.yellow(t) : c.dim(t);
}

export function rosterLines(v: CareerView): string[] {
  const s = v.state;
  const t = v.totals;
  const lines = [
    c.bold(`${s.squadron}, ${v.corpsName}`) + c.dim(` — ${v.roleName}`),
    `${v.dateText}${s.phase.kind === "over" ? " — the squadron's war is over" : ""}. Career ${longDate(s.start)} to ${longDate(s.end)}.`,
    `Missions ${t.missions}, accomplished ${t.accomplished}; victories ${t.victories}; VP ${t.vp}; killed ${t.killed}.`,
    "",
    c.bold("Airmen"),
    `  ${"id".padEnd(5)} ${"rank and name".padEnd(36)} ${"role".padEnd(7)} ${"skill".padEnd(8)} ${"msns".padStart(4)} ${"vict".padStart(4)} ${"wnds".padStart(4)}  status, decorations`,
  ];
  for (const a of v.roster)
    lines.push(
      `  ${a.id.padEnd(5)} ${`${a.rankName} ${a.name}`.padEnd(36)} ${a.role.padEnd(7)} ${(a.role === "pilot" ? a.skill : "").padEnd(8)} ${String(a.missions).padStart(4)} ${String(a.victories).padStart(4)} ${String(a.wounds).padStart(4)}  ${status(a)}${a.awards.length ? `; ${a.awards.join(", ")}` : ""}`,
    );
  lines.push("", c.bold(`Hangar (replacements: ${planeOf(s.planeType).name})`));
  for (const p of s.planes)
    lines.push(
      `  ${p.serial.padEnd(9)} ${planeOf(p.type).name.padEnd(22)} ${p.status === "repair" && p.back ? `repair shop until ${longDate(p.back)}` : p.status}`,
    );
  return lines;
}

export function briefingLines(v: CareerView): string[] {
  const b = v.briefing;
  if (!b) return [];
  const req = (x: typeof b.ours) =>
    `${x.summary} ${c.dim(`(${x.turns} turns; flak against it: ${x.enemyFlak})`)}`;
  const plane = (p: (typeof b.enemy)[number]) =>
    `${p.name} (${p.code}, ${p.vp} VP)${p.skill ? `, ${p.skill}` : ""}${p.standIn ? c.dim(" — stand-in") : ""}`;
  return [
    c.bold(`Mission ${b.n}, ${b.dateText}: ${b.ours.name}`) + c.dim(` (the ${b.table} table)`),
    `  ${req(b.ours)}`,
    `  Flight: ${b.ours.flight}. The squadron flies ${b.slots} plane(s)${b.attached.length ? `; attached: ${b.attached.map(plane).join(", ")}` : ""}.`,
    c.bold(`The enemy: ${b.theirs.name}`),
    `  ${req(b.theirs)}`,
    ...b.enemy.map((p, k) => `  ${k + 1}. ${plane(p)}`),
  ];
}

export function crewLines(v: CareerView, m: Mission): string[] {
  const s: CareerState = v.state;
  return m.crews.map((cr) => {
    const p = s.planes.find((x) => x.serial === cr.plane);
    return `  ${cr.plane.padEnd(9)} ${(p ? planeOf(p.type).name : "").padEnd(22)} ${cr.crew.map((id) => `${airmanName(v, id)} ${c.dim(id)}`).join(" + ")}`;
  });
}

export function resultLines(m: Mission): string[] {
  const head = m.stoodDown
    ? `Mission ${m.n}: stood down`
    : `Mission ${m.n}: ${m.report?.accomplished ? "accomplished" : "not accomplished"}; ${m.confirmed ?? 0} ${m.confirmed === 1 ? "victory" : "victories"} confirmed; VP ${m.vpScored ?? 0} scored, ${m.vpLost ?? 0} lost`;
  return [c.bold(head), ...m.events.map((e) => `  ${e}`)];
}

export function airmanLines(v: CareerView, a: Airman): string[] {
  return [
    c.bold(`${airmanName(v, a.id)}`) + c.dim(` (${a.id})`),
    `  ${a.role}${a.role === "pilot" ? `, ${a.skill}` : ""}; ${a.missions} missions, ${a.victories} victories, ${a.wounds} wounds; ${status(a)}`,
    ...(a.awards.length ? [`  Decorations: ${a.awards.join(", ")}`] : []),
    ...a.lines.map((l) => `  ${longDate(l.date).padEnd(18)} ${l.text}`),
  ];
}
