/** Knights of the Air in the terminal: the set-up sheet, the Master Log and a Pilot Log as text. */

import { count } from "../engine/words.js";
import {
  ABILITY_INFO,
  PLACE_NAME,
  SERVICE_NAME,
  SERVICE_SIDE,
  SERVICES,
  SIDE_NAME,
  SIDES,
} from "../games/knights-of-the-air/facts.js";
import { STATUS_LABEL } from "../games/knights-of-the-air/roster.js";
import type { KotaView } from "../games/knights-of-the-air/rules.js";
import type { Sheet } from "../games/knights-of-the-air/sheet.js";
import { airmenOf } from "../games/knights-of-the-air/sortie.js";
import type {
  CampaignState,
  Downed,
  LineReport,
  Pilot,
} from "../games/knights-of-the-air/state.js";
import { totalsOf, totalsText } from "../games/knights-of-the-air/totals.js";
import { color as c } from "./style.js";

export function sheetLines(sh: Sheet): string[] {
  const out = [c.bold(sh.title) + c.dim(` (sortie ${sh.sortie}, ${sh.year})`), `  ${sh.brief}`];
  if (sh.attacker) out.push(`  Attackers: ${SIDE_NAME[sh.attacker]}`);
  for (const side of ["allies", "central"] as const)
    out.push(
      `  ${SIDE_NAME[side]}: ${count(sh.balloons[side], "balloon")}; ground targets: ${sh.targets[side].length ? sh.targets[side].join(", ") : "none"}`,
    );
  for (const cr of sh.crews) {
    out.push(
      `  ${c.bold(cr.plane)}${cr.upgrade ? c.yellow(" (leading ace's early upgrade)") : ""} — ${SIDE_NAME[cr.side]}`,
    );
    for (const a of [cr.pilot, cr.observer]) {
      if (!a) continue;
      out.push(
        `    ${a.role === "pilot" ? "Pilot" : "Observer"} ${a.name} ${c.dim(a.id)}: health ${a.health}/${a.maxHealth}`,
      );
      for (const ab of a.abilities)
        out.push(
          `      ${ab.name}: ${ab.summary}${ab.reminder ? c.yellow(` — ${ab.reminder}`) : ""}`,
        );
    }
    out.push(`    Ammunition: ${cr.ammo}`);
    if (cr.rear) out.push(`    ${cr.rear}`);
    if (cr.bombs) out.push(`    Bombs: ${cr.bombs}`);
  }
  for (const a of sh.aids)
    out.push(
      `  Drawn for ${a.plane}: ${a.kind.replace(/-/g, " ")}: ${a.text} (${a.cards.join(", ")})`,
    );
  return out;
}

const bar = (p: Pilot) => {
  const n = Math.round((10 * p.health) / Math.max(1, p.maxHealth));
  return `${"█".repeat(n)}${"░".repeat(Math.max(0, 10 - n))}`;
};

const plural = count;

export function pilotRow(p: Pilot, s: CampaignState): string {
  const status = p.status === "active" ? "" : c.yellow(` ${p.status}`);
  const t = totalsOf(s, p);
  return `  ${p.id.padEnd(4)} ${p.name.padEnd(22)} ${p.role.padEnd(8)} ${bar(p)} ${String(p.health).padStart(2)}/${p.maxHealth}  ${plural(p.points, "pt", "pts").padStart(7)}  ${plural(p.kills, "kill").padStart(8)}  ${plural(t.balloons, "balloon")}  ${plural(t.groundTargets, "target")}  ${plural(t.observations, "obs.", "obs.")}  ${plural(t.rescues, "rescue")}  ${plural(p.sorties, "sortie")}  ${plural(p.medals.length, "medal")}${p.owed ? c.yellow(" (ability to choose)") : ""}${status}`;
}

export function masterLines(v: KotaView): string[] {
  const s: CampaignState = v.state;
  const out = [c.bold(s.title)];
  const spec = s.mission ? s.tables.missions.find((m) => m.id === s.mission) : null;
  out.push(
    s.winner
      ? `  The ${SIDE_NAME[s.winner]} have won the war.`
      : `  ${s.year}; Mission ${
          spec
            ? `${spec.id}: ${spec.name}`
            : `${s.level} (the attackers choose: ${s.tables.missions
                .filter((m) => m.level === s.level)
                .map((m) => `${m.id} ${m.name}`)
                .join(" or ")})`
        }; attackers: ${s.attacker ? SIDE_NAME[s.attacker] : "to be decided"}`,
  );
  const levels = [...new Set(s.tables.missions.map((m) => m.level))];
  out.push(
    `  Tree: ${levels
      .map((l) => {
        const ids = s.tables.missions
          .filter((m) => m.level === l)
          .map((m) => m.id)
          .join("/");
        return l === s.level && !s.winner ? c.bold(`[${ids}]`) : ids;
      })
      .join(" → ")}`,
  );
  out.push("", c.bold("Standings"));
  for (const st of v.standings)
    out.push(
      `  ${st.name.padEnd(14)} Allies ${plural(st.points.allies, "pt", "pts")}, ${plural(st.kills.allies, "kill")}; Central Powers ${plural(st.points.central, "pt", "pts")}, ${plural(st.kills.central, "kill")}; ${plural(st.sorties, "sortie")}`,
    );
  for (const side of ["allies", "central"] as const) {
    out.push("", c.bold(SIDE_NAME[side]));
    const ps = s.pilots.filter((p) => p.side === side);
    if (ps.length === 0) out.push("  (no airmen yet)");
    for (const p of ps) out.push(pilotRow(p, s));
  }
  if (s.events.length) {
    out.push("", c.bold("The war so far"));
    for (const e of s.events)
      out.push(`  ${e.at !== null ? c.dim(`after sortie ${e.at}: `) : ""}${e.text}`);
  }
  return out;
}

export function pilotLines(p: Pilot, s: CampaignState): string[] {
  const player = s.players.find((x) => x.id === p.player);
  const out = [
    c.bold(p.name) + c.dim(` ${p.id}`),
    `  ${p.role === "pilot" ? "Pilot" : "Observer"}, ${SERVICE_NAME[p.service]} (${SIDE_NAME[p.side]}); player ${player?.name ?? p.player}`,
    `  ${p.points} Pilot Points; ${STATUS_LABEL[p.status]}`,
    `  Totals: ${totalsText(totalsOf(s, p))}`,
  ];
  if (p.medals.length) out.push(`  Medals: ${p.medals.map((m) => m.name).join(", ")}`);
  if (p.abilities.length)
    out.push(`  Ace abilities: ${p.abilities.map((a) => ABILITY_INFO[a].name).join(", ")}`);
  if (p.owed) out.push(c.yellow(`  ${count(p.owed, "ace ability", "ace abilities")} to choose`));
  out.push("", c.bold("Pilot Log"));
  if (p.log.length === 0) out.push("  (nothing yet)");
  for (const l of p.log) {
    const where =
      l.sortie !== null
        ? `Sortie ${l.sortie}, ${l.mission === "league" ? "league" : `Mission ${l.mission}`}`
        : l.mission;
    const downed = l.victories?.length
      ? ` (${l.victories.map((v) => `${v.name}'s ${v.plane}`).join(", ")})`
      : "";
    out.push(
      `  ${where}${l.plane ? `, ${l.plane}` : ""}: ${plural(l.kills, "kill")}${downed}, ${l.healthLost ? `−${l.healthLost} health` : "no health lost"}, ${l.points >= 0 ? "+" : ""}${plural(l.points, "pt", "pts")}${l.medals.length ? `, ${l.medals.join(", ")}` : ""}; health ${l.health}`,
    );
    for (const n of l.notes) out.push(c.dim(`    ${n}`));
  }
  return out;
}

/** What a Pilot Log line reports, in a few words a part ("a quiet sortie" when nothing). */
export function reportText(s: CampaignState, r: LineReport): string {
  const name = (id: string) => s.pilots.find((p) => p.id === id)?.name ?? id;
  const down = (d: Downed) =>
    `deck ${d.deck}${d.explosion ? ", the explosion card" : ""}, ${PLACE_NAME[d.place]}`;
  const parts: string[] = [];
  for (const k of r.kills)
    parts.push(
      `${k.how === "chased" ? "chased off" : `downed (${k.how})`} ${name(k.victim)} ${k.victim}`,
    );
  if (r.balloons) parts.push(`${plural(r.balloons, "balloon")} destroyed`);
  if (r.groundTargets) parts.push(`${plural(r.groundTargets, "ground target")} destroyed`);
  if (r.observed) parts.push(`${plural(r.observed, "ground target")} observed`);
  if (r.bombDamage) parts.push(`${r.bombDamage} bomb damage`);
  if (r.illegal) parts.push(plural(r.illegal, "illegal manoeuvre"));
  if (r.shotDown) parts.push(`shot down (${down(r.shotDown)})`);
  if (r.fled) parts.push(`fled ${PLACE_NAME[r.fled]}`);
  if (r.incapacitated) parts.push(`incapacitated (deck ${r.incapacitated.deck})`);
  if (r.rescuedBy) parts.push(`rescued by ${name(r.rescuedBy)} ${r.rescuedBy}`);
  if (r.carrierDown) parts.push(`his rescuer shot down (${down(r.carrierDown)})`);
  if (r.rescued.length)
    parts.push(`carried home ${r.rescued.map((id) => `${name(id)} ${id}`).join(", ")}`);
  return parts.length ? parts.join("; ") : "a quiet sortie";
}

/**
 * How to set up the next sortie, with this campaign's own ids: a free, fit
 * pilot of each side from the group's players and a plane of the year for
 * each; or, where a side has none, how to register one.
 */
export function setupHint(s: CampaignState, group: string): string {
  if (s.winner) return "The war is over.";
  const busy = new Set(s.sorties.filter((x) => x.status === "open").flatMap(airmenOf));
  const mine = s.players.filter((p) => p.group === group);
  const crews: string[] = [];
  for (const side of SIDES) {
    const p = s.pilots.find(
      (x) =>
        x.side === side &&
        x.role === "pilot" &&
        x.status === "active" &&
        !busy.has(x.id) &&
        mine.some((m) => m.id === x.player),
    );
    const open = s.tables.planes.filter((x) => x.side === side && x.year <= s.year);
    const plane = open.find((x) => !x.twoSeater) ?? open[0];
    if (p && plane) {
      crews.push(`--crew ${p.id}:${plane.id}`);
      continue;
    }
    const player = mine.find((m) => m.side === side);
    if (!player) return `Group ${group} has no player of the ${SIDE_NAME[side]} yet.`;
    const service = SERVICES.find((x) => SERVICE_SIDE[x] === side);
    return `Register a pilot of the ${SIDE_NAME[side]} first (none is free and fit in group ${group}): \`sortie kota pilot add --player ${player.id} --name NAME --service ${service}\``;
  }
  const branches = s.tables.missions.filter((m) => m.level === s.level).map((m) => m.id);
  const mission = s.mission === null ? ` --mission ${branches[0]}` : "";
  const where = s.groups.length > 1 ? ` --group ${group}` : "";
  return `Set one up: \`sortie kota sortie${where}${mission} ${crews.join(" ")}\`${
    s.mission === null ? ` (the attackers choose: ${branches.join(" or ")})` : ""
  }`;
}
