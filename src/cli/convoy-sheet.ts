/** The Malta Convoy game sheet, drawn for the terminal. */
import type { Roll } from "../engine/dice.js";
import { count } from "../engine/words.js";
import { OPTION_EFFECTS, OPTIONS, SHIP_NAMES, SHIP_TYPES } from "../games/malta-convoy/data.js";
import { halfwayTurn, isOver } from "../games/malta-convoy/rules.js";
import { score } from "../games/malta-convoy/score.js";
import type { ConvoyState, Fleet } from "../games/malta-convoy/state.js";
import { color as c } from "./style.js";

const LABEL = 18;

const PER_ROW = 30;

function glyphs(f: Fleet): string[] {
  return [
    ...Array<string>(f.intact).fill(c.green("■")),
    ...Array<string>(f.damaged).fill(c.yellow("◩")),
    ...Array<string>(f.sunk).fill(c.red("✕")),
    ...Array<string>(f.departed).fill(c.dim("→")),
  ];
}

/** One ship type's boxes; long columns (destroyers: up to 60) wrap every 30 boxes. */
function fleetLines(type: (typeof SHIP_TYPES)[number], f: Fleet): string[] {
  const label = SHIP_NAMES[type].many.replace(/^./, (x) => x.toUpperCase());
  const facts = [`afloat ${f.intact + f.damaged}`];
  if (f.damaged) facts.push(`damaged ${f.damaged}`);
  if (f.sunk) facts.push(`sunk ${f.sunk}`);
  if (f.departed) facts.push(`departed ${f.departed}`);
  const all = glyphs(f);
  const lines: string[] = [];
  for (let i = 0; i < Math.max(1, all.length); i += PER_ROW) {
    const row = all.slice(i, i + PER_ROW);
    const head = i === 0 ? label.padEnd(LABEL) : " ".repeat(LABEL);
    const tail = i === 0 ? " ".repeat(PER_ROW + 1 - row.length) + c.dim(facts.join(" · ")) : "";
    lines.push(`  ${head}${row.join("")}${tail}`);
  }
  return lines;
}

/** The turn track: friendly waters, turns played, the halfway turn, the end of the journey. */
export function turnTrack(s: ConvoyState): string {
  const half = halfwayTurn(s);
  let out = "";
  for (let t = 1; t <= s.length; t++) {
    let g = t <= s.turn ? "▓" : "░";
    if (t === half) g = "H";
    let cell = t <= s.friendly ? c.blue(g) : g;
    if (t === s.turn + 1 && !isOver(s)) cell = c.bold(c.cyan("▶"));
    out += cell;
  }
  return `${out}${c.bold("|")}`;
}

export function renderSheet(s: ConvoyState): string {
  const over = isOver(s);
  const sc = score(s.ships, s.interceptions);
  const lines: string[] = [];
  const turnText = over ? `journey over after turn ${s.turn}` : `turn ${s.turn + 1} of ${s.length}`;
  lines.push(c.bold(`MALTA CONVOY — ${turnText}`));
  lines.push(`  ${"Turn track".padEnd(LABEL)}${turnTrack(s)}`);
  lines.push(
    c.dim(
      `  ${" ".repeat(LABEL)}friendly waters 1–${s.friendly} (blue) · halfway turn ${halfwayTurn(s)} (H) · journey's end after ${s.length} (|)`,
    ),
  );
  for (const type of SHIP_TYPES) lines.push(...fleetLines(type, s.ships[type]));
  lines.push(
    c.dim(`  ${" ".repeat(LABEL)}■ afloat  ◩ damaged  ✕ sunk  → departed with the covering force`),
  );
  const active = s.active
    ? `${OPTION_EFFECTS[s.active.option].title} active, ${count(s.active.turnsLeft, "turn")} left including this one`
    : "none active";
  const used = OPTIONS.map((o) =>
    s.taken.some((t) => t.option === o)
      ? c.dim(`${OPTION_EFFECTS[o].title} ✓`)
      : OPTION_EFFECTS[o].title,
  ).join("  ");
  lines.push(`  ${"Options".padEnd(LABEL)}${active} · ${used}`);
  lines.push(`  ${"Interceptions".padEnd(LABEL)}${s.interceptions}  (enemy raids ${s.raids})`);
  lines.push(`  ${"Score".padEnd(LABEL)}${c.bold(String(sc.total))}${over ? " final" : " so far"}`);
  return lines.join("\n");
}

export function renderScore(s: ConvoyState): string {
  const sc = score(s.ships, s.interceptions);
  const rows = sc.lines.map(
    (l) =>
      `  ${l.label.padEnd(28)}${(l.points > 0 && l.label !== "start" ? `+${l.points}` : String(l.points)).padStart(5)}`,
  );
  return [
    c.bold("Score"),
    ...rows,
    `  ${"final score".padEnd(28)}${c.bold(String(sc.total).padStart(5))}`,
  ].join("\n");
}

export function renderRolls(rolls: Roll[]): string[] {
  return rolls.map(
    (r) => `    ${c.dim(`d${r.sides}`)} ${r.purpose}: ${r.result ?? String(r.value)}`,
  );
}
