/**
 * The mission tree and the Time Line: choosing a branch, deciding a mission
 * from every group's verified sorties, advancing and falling back, the year
 * moving on (never back) with each pilot's year's-end health.
 */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import type { Typed } from "./cards.js";
import { SIDE_NAME, type Side, type Year } from "./facts.js";
import { afterGain, yearEnd } from "./health.js";
import { levelsOf, type MissionSpec, missionsAt, YEAR_LEVELS } from "./missions.js";
import type { CampaignState, MissionRun } from "./state.js";

export function specOf(s: CampaignState, id: string): MissionSpec {
  const m = s.tables.missions.find((x) => x.id === id);
  if (!m) throw new RuleError(`there is no mission ${id} on the tree`);
  return m;
}

/** The mission run being flown, or null while the attackers choose a branch (or the war is over). */
export function currentRun(s: CampaignState): MissionRun | null {
  const r = s.runs[s.runs.length - 1];
  return r && !r.result ? r : null;
}

/** Moves the campaign to a mission number: one mission there starts at once; several wait for a choice. */
export function enterLevel(s: CampaignState, level: number): void {
  s.level = level;
  const options = missionsAt(s.tables.missions, level);
  if (options.length === 1) startRun(s, options[0].id);
  else s.mission = null;
}

function startRun(s: CampaignState, id: string): void {
  s.mission = id;
  s.runs.push({ mission: id, level: s.level, attacker: s.attacker, sorties: [] });
}

export function chooseMission(s: CampaignState, id: string): void {
  if (s.winner) throw new RuleError("the war is over");
  if (s.mission !== null)
    throw new RuleError(`Mission ${s.mission} is being flown; there is no branch to choose now`);
  const m = specOf(s, id);
  if (m.level !== s.level)
    throw new RuleError(
      `the campaign stands at Mission ${s.level}; ${id} is not one of its missions`,
    );
  startRun(s, id);
}

/** Pilot Points each side earned in a run's sorties (verified lines only). */
export function runPoints(s: CampaignState, run: MissionRun): Record<Side, number> {
  const pts = { allies: 0, central: 0 };
  for (const l of s.lines) {
    if (!run.sorties.includes(l.sortie) || l.points === undefined) continue;
    const p = s.pilots.find((x) => x.id === l.pilot);
    if (p) pts[p.side] += l.points;
  }
  return pts;
}

function decide(s: CampaignState, run: MissionRun, spec: MissionSpec) {
  const points = runPoints(s, run);
  const wins = { allies: 0, central: 0 };
  for (const id of run.sorties) {
    const w = s.sorties.find((x) => x.id === id)?.winner;
    if (w === "allies" || w === "central") wins[w]++;
  }
  const by = (r: Record<Side, number>): Side | null =>
    r.allies > r.central ? "allies" : r.central > r.allies ? "central" : null;
  const winner = spec.victory === "points" ? by(points) : (by(wins) ?? by(points));
  const text =
    spec.victory === "points"
      ? `Pilot Points ${points.allies}–${points.central} (Allies–Central Powers)`
      : `sorties won ${wins.allies}–${wins.central}, Pilot Points ${points.allies}–${points.central}`;
  return { winner, points, wins, text };
}

/** After a sortie closes: if its mission has all its sorties, decide it and move the tree. */
export function settleMission(s: CampaignState, dice: Dice, typed: Typed): void {
  const run = currentRun(s);
  if (!run) return;
  const spec = specOf(s, run.mission);
  const closed = run.sorties.filter(
    (id) => s.sorties.find((x) => x.id === id)?.status === "closed",
  );
  if (closed.length < spec.sorties) return;
  const r = decide(s, run, spec);
  run.result = r;
  const at = run.sorties[run.sorties.length - 1] ?? null;
  if (!r.winner) {
    s.events.push({
      at,
      text: `Mission ${spec.id} ${spec.name} is drawn (${r.text}): it is flown again`,
    });
    moveYear(s, spec.level, dice, typed, at);
    startRun(s, spec.id);
    return;
  }
  const top = Math.max(...levelsOf(s.tables.missions));
  s.events.push({
    at,
    text: `Mission ${spec.id} ${spec.name}: the ${SIDE_NAME[r.winner]} win (${r.text})`,
  });
  moveYear(s, spec.level, dice, typed, at);
  if (spec.level === 1) {
    if (s.attacker !== r.winner)
      s.events.push({ at, text: `The ${SIDE_NAME[r.winner]} take the offensive` });
    s.attacker = r.winner;
    enterLevel(s, 2 <= top ? 2 : 1);
    return;
  }
  if (r.winner === s.attacker) {
    if (spec.level === top) {
      s.winner = r.winner;
      s.mission = null;
      s.events.push({ at, text: `The ${SIDE_NAME[r.winner]} have won the war in the air` });
      return;
    }
    enterLevel(s, spec.level + 1);
    return;
  }
  if (spec.fallback === "replay") {
    startRun(s, spec.id);
    return;
  }
  s.events.push({ at, text: `The attack falls back to Mission ${spec.fallback}` });
  enterLevel(s, spec.fallback);
}

/** The Time Line: completing a Mission 3 opens 1917, a Mission 6 opens 1918; it never goes back. */
function moveYear(s: CampaignState, level: number, dice: Dice, typed: Typed, at: number | null) {
  for (const [y, need] of Object.entries(YEAR_LEVELS)) {
    const year = Number(y) as Year;
    if (level >= need && s.year < year) {
      yearsEnd(s, dice, typed, at);
      s.year = year;
      s.events.push({ at, text: `${year} planes join the war` });
    }
  }
}

/** Each pilot still flying draws two deck A cards for health (never above 25, ruling K26). */
function yearsEnd(s: CampaignState, dice: Dice, typed: Typed, at: number | null) {
  s.events.push({ at, text: `The year ${s.year} ends` });
  for (const p of s.pilots) {
    if (p.status !== "active") continue;
    const g = yearEnd(s.tables.decks, dice, typed, p.name);
    const before = p.health;
    p.health = afterGain(p.health, g.gain);
    p.log.push({
      sortie: null,
      mission: `end of ${s.year}`,
      plane: null,
      kills: 0,
      healthLost: 0,
      points: 0,
      medals: [],
      health: p.health,
      notes: [`year's end: draws ${g.cards.join(", ")}, +${p.health - before} health`],
    });
  }
}
