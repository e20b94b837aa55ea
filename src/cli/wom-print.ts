/** Wings over Malta in the terminal: the campaign track, rosters, a pilot's record, the set-up sheet. */

import { count } from "../engine/words.js";
import {
  MEDALS,
  SCENARIOS,
  SERVICE_NAME,
  SIDE_NAME,
  SIDES,
  type Side,
  SKILL_NAME,
} from "../games/wings-over-malta/data.js";
import { rankName, STATUS_LABEL } from "../games/wings-over-malta/roster.js";
import type { Sheet } from "../games/wings-over-malta/sheet.js";
import type { CampaignState, Pilot } from "../games/wings-over-malta/state.js";
import { color as c } from "./style.js";

function badge(p: Pilot): string {
  const t = STATUS_LABEL[p.status] + (p.miss > 0 ? ` (${p.miss})` : "");
  if (p.status === "active") return c.green(t);
  if (p.status === "killed" || p.status === "crippled" || p.status === "prisoner") return c.red(t);
  return c.yellow(t);
}

export function trackLines(s: CampaignState): string[] {
  const out = [c.bold(`${s.title} — missions`)];
  for (let n = 1; n <= 24; n++) {
    const m = s.missions.find((x) => x.n === n);
    const period = n === 1 ? "early" : n === 13 ? "later" : "";
    if (period) out.push(c.dim(`  ${period} period`));
    if (!m) {
      out.push(`  ${String(n).padStart(2)}  ${c.dim("·")}`);
      continue;
    }
    const name = SCENARIOS[m.scenario].name(m.attacker);
    const won = m.report ? (m.winner ? `${SIDE_NAME[m.winner]} won` : "no winner") : "being flown";
    const planes = `${m.fighters.axis} / ${m.fighters.british}${m.bomber ? `, ${m.bomber}` : ""}`;
    out.push(
      `  ${String(n).padStart(2)}  ${SIDE_NAME[m.attacker].padEnd(7)} ${name.padEnd(28)} ${planes.padEnd(44)} ${won}`,
    );
  }
  return out;
}

export function rosterLines(s: CampaignState, side: Side): string[] {
  const out = [c.bold(`${SIDE_NAME[side]} roster`)];
  out.push(
    c.dim(
      "  id    name                              service             role     XP  K/S    flown  status",
    ),
  );
  for (const p of s.pilots.filter((x) => x.side === side)) {
    const name = `${rankName(p)} ${p.name}`;
    const marks = [
      p.novice ? "novice" : "experienced",
      p.lucky ? "lucky" : "",
      p.skills.length ? "ace" : "",
    ]
      .filter(Boolean)
      .join(" ");
    out.push(
      `  ${p.id.padEnd(5)} ${name.padEnd(33)} ${SERVICE_NAME[p.service].padEnd(19)} ${p.role.padEnd(8)} ${String(p.xp).padStart(3)}  ${`${p.kills}/${p.shares}`.padEnd(6)} ${String(p.flown).padStart(5)}  ${badge(p)} ${c.dim(marks)}`,
    );
  }
  return out;
}

export function pilotLines(p: Pilot): string[] {
  const out = [
    c.bold(`${rankName(p)} ${p.name}`) +
      c.dim(
        ` (${p.id}, ${SERVICE_NAME[p.service]}, ${p.role === "fighter" ? "fighter pilot" : "bomber crew"})`,
      ),
  ];
  out.push(`  status: ${badge(p)}${p.missWhy ? ` — ${p.missWhy}` : ""}`);
  out.push(
    `  experience: ${p.xp} XP, ${p.novice ? "novice" : "experienced"}, ${count(p.flown, "mission")} flown, ${count(p.kills, "kill")}, ${p.shares} shared`,
  );
  if (p.skills.length) out.push(`  ace skills: ${p.skills.map((k) => SKILL_NAME[k]).join(", ")}`);
  if (p.medals) out.push(`  medals: ${MEDALS[p.service].slice(0, p.medals).join("; ")}`);
  const extra = [
    p.lucky && "lucky",
    ...p.keepsakes.map((k) => (k === "hip-flask" ? "hip-flask" : "cigarette case")),
    ...p.lasting.map(
      (l) =>
        ({
          "old-wound": "old war wound",
          blinded: p.keepsAimedFire
            ? "blinded in one eye (keeps the aimed-fire bonus)"
            : "blinded in one eye",
          arm: "serious arm injury",
          "national-hero": "national hero",
        })[l],
    ),
    p.scars > 0 && "impressive scars",
    p.scars < 0 && "horrible scars",
  ].filter(Boolean);
  if (extra.length) out.push(`  ${extra.join(", ")}`);
  out.push(c.bold("  career"));
  for (const l of p.career) out.push(`  ${c.dim(`M${String(l.mission).padStart(2)}`)}  ${l.text}`);
  return out;
}

export function sheetLines(sh: Sheet): string[] {
  const out = [
    c.bold(`Mission ${sh.mission}: ${sh.name}`) +
      c.dim(` — ${sh.period}, ${SIDE_NAME[sh.attacker]} attack`),
  ];
  out.push(`  Playing area: ${sh.text.area} Floor ${sh.floor}.`);
  for (const t of sh.text.targets) out.push(`  Targets: ${t}`);
  if (sh.text.clouds) out.push(`  Clouds: ${sh.text.clouds}`);
  for (const side of SIDES) {
    const part = sh.sides[side];
    out.push(
      c.bold(`  ${SIDE_NAME[side]} (${part.role}): `) +
        (part.role === "attacker" ? sh.text.attacker : sh.text.defender),
    );
    for (const a of part.aircraft) {
      out.push(
        `    ${a.aircraft.padEnd(16)} ${a.rank} ${a.name}${a.notes.length ? c.dim(` — ${a.notes.join("; ")}`) : ""}`,
      );
    }
  }
  if (sh.dogfight) {
    const d = sh.dogfight;
    out.push(`  Spotting: the ${SIDE_NAME[d.spotter]} see the ${SIDE_NAME[d.spotted]} first.`);
    out.push(`  Position ${d.position}: ${d.place.name}; ${d.distance} ruler from the centre.`);
    out.push(
      `    ${SIDE_NAME[d.spotted]} (spotted): bearing ${d.place.spotted.bearing}°, heading ${d.place.spotted.heading}°`,
    );
    out.push(
      `    ${SIDE_NAME[d.spotter]} (spotter): bearing ${d.place.spotter.bearing}°, heading ${d.place.spotter.heading}°`,
    );
  }
  out.push(c.bold("  Victory"));
  for (const v of sh.text.victory) out.push(`    ${v}`);
  out.push(`    ${sh.text.ends}`);
  return out;
}
