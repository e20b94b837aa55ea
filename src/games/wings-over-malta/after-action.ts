/**
 * Wings over Malta, after the battle: the report, then a queue of tasks
 * walked in order — each crew's return to base (with the re-rolls it may
 * choose), the effect of wounds, experience, and for every 30 XP the ace
 * skill, promotion and medal rolls — stopping wherever a player must choose.
 */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { ace, experience, medal, promotion } from "./career.js";
import { MISSIONS, SIDES, type Side, SKILL_NAME, type Skill } from "./data.js";
import { missionScore } from "./format.js";
import { current } from "./mission.js";
import { checkReport } from "./report-check.js";
import { finishRoll, rollWalk, sources, worthReroll } from "./return-to-base.js";
import { gone, careerLine as line, pilotOf, refresh } from "./roster.js";
import type { CampaignState, Report, RerollSource, Table, Task } from "./state.js";
import { score } from "./victory.js";
import { wounds } from "./wounds.js";

export { skillPool } from "./career.js";
export { checkReport } from "./report-check.js";

export function report(s: CampaignState, r: Report, dice: Dice): void {
  if (s.phase.kind !== "fight") {
    throw new RuleError(
      s.phase.kind === "after" || s.phase.kind === "brief"
        ? "this mission's after-action report has been entered already"
        : "the crews have not been confirmed yet",
    );
  }
  const m = current(s);
  checkReport(s, m, r);
  const sc = score(m, r);
  m.report = r;
  m.vp = sc.vp;
  m.winner = sc.winner;
  const tasks: Task[] = [];
  for (const a of r.aircraft) {
    const p = pilotOf(s, a.pilot);
    const start = p.next.wound ? 1 : 0;
    p.next = { wound: false, extraDamage: 0 };
    if (a.luckUsed) {
      p.lucky = false;
      line(p, m.n, "Spends his luck in the fight");
    }
    if (a.keepsakeUsed) {
      const k = p.keepsakes.shift();
      line(
        p,
        m.n,
        `The ${k === "hip-flask" ? "hip-flask" : "cigarette case"} takes a bullet meant for him`,
      );
    }
    const wounds = start + a.wounds;
    if (wounds >= 3) {
      m.fates.push({ pilot: p.id, end: "killed", wounds, notes: ["killed in the fight"] });
      p.status = "killed";
      line(p, m.n, `Mission ${m.n}: killed in the fight`);
      continue;
    }
    const table: Table = !a.shotDown ? "Get Home" : a.escape === "bale" ? "Bale Out" : "Shot Down";
    tasks.push({
      kind: "walk",
      walk: { pilot: p.id, table, used: [], wounds, carried: start, notes: [] },
    });
  }
  tasks.push({ kind: "experience" }, { kind: "close" });
  s.phase = { kind: "after", tasks, pending: null };
  advance(s, dice);
}

// ---------------------------------------------------------------- the queue

function close(s: CampaignState) {
  const m = current(s);
  for (const id of m.sittingOut) {
    const p = pilotOf(s, id);
    if (p.miss > 0) p.miss -= 1;
    refresh(p);
  }
  for (const side of SIDES) {
    if (m.winner === side) {
      for (const x of m.crews[side]) {
        const p = x.pilot ? pilotOf(s, x.pilot) : null;
        if (p && !gone(p))
          line(p, m.n, `Mission ${m.n}: ${missionScore(m.vp ?? { axis: 0, british: 0 }, side)}`);
      }
    }
  }
  s.mission += 1;
  if (s.mission === 13) s.crossed = [];
  s.phase = s.mission > MISSIONS ? { kind: "over" } : { kind: "brief" };
}

/** Works through the after-action tasks until a player must choose, or the mission is closed. */
export function advance(s: CampaignState, dice: Dice): void {
  const ph = s.phase;
  if (ph.kind !== "after") return;
  const m = current(s);
  while (ph.tasks.length > 0 && !ph.pending) {
    const t = ph.tasks.shift() as Task;
    switch (t.kind) {
      case "walk": {
        const read = rollWalk(s, m, t.walk, dice, false);
        const can = sources(pilotOf(s, t.walk.pilot), t.walk);
        if (can.length > 0 && worthReroll(s, m, t.walk, read.result)) {
          ph.tasks.unshift(t);
          ph.pending = {
            kind: "reroll",
            pilot: t.walk.pilot,
            table: t.walk.table,
            roll: read.total,
            result: read.result,
            sources: can,
          };
        } else finishRoll(s, m, t.walk, read.result, ph.tasks);
        break;
      }
      case "wounds":
        wounds(s, t.pilot, t.wounds, t.total ?? t.wounds, dice);
        break;
      case "experience":
        experience(s, m, ph.tasks);
        break;
      case "ace":
        ph.pending = ace(s, t.pilot, dice);
        break;
      case "promotion":
        if (!gone(pilotOf(s, t.pilot))) promotion(s, t.pilot, dice);
        break;
      case "medal": {
        // A man off to the Air Ministry still gets his medal roll; the dead, captured and crippled do not.
        const st = pilotOf(s, t.pilot).status;
        if (st !== "killed" && st !== "prisoner" && st !== "crippled")
          medal(s, t.pilot, t.why, dice);
        break;
      }
      case "close":
        close(s);
        return;
    }
  }
}

/** The player keeps the roll, or re-rolls with one of the airman's sources; the second roll stands. */
export function decideReroll(s: CampaignState, source: RerollSource | null, dice: Dice): void {
  const ph = s.phase;
  if (ph.kind !== "after" || ph.pending?.kind !== "reroll")
    throw new RuleError("there is no roll to keep or re-roll");
  const pending = ph.pending;
  const m = current(s);
  const t = ph.tasks.shift() as Extract<Task, { kind: "walk" }>;
  ph.pending = null;
  if (source === null) {
    finishRoll(s, m, t.walk, pending.result, ph.tasks);
  } else {
    if (!pending.sources.includes(source))
      throw new RuleError("that re-roll is not available here");
    const p = pilotOf(s, t.walk.pilot);
    if (source === "lucky") {
      p.lucky = false;
      line(p, m.n, `Spends his luck on the ${t.walk.table} table`);
    } else {
      t.walk.used.push(source);
      line(p, m.n, `Uses ${SKILL_NAME[source]} on the ${t.walk.table} table`);
    }
    const read = rollWalk(s, m, t.walk, dice, true);
    finishRoll(s, m, t.walk, read.result, ph.tasks);
  }
  advance(s, dice);
}

export function chooseSkill(s: CampaignState, skill: Skill, dice: Dice): void {
  const ph = s.phase;
  if (ph.kind !== "after" || ph.pending?.kind !== "skill")
    throw new RuleError("there is no ace skill to choose");
  if (!ph.pending.options.includes(skill))
    throw new RuleError(
      `choose one of ${ph.pending.options.map((k) => SKILL_NAME[k]).join(" or ")}`,
    );
  const p = pilotOf(s, ph.pending.pilot);
  p.skills.push(skill);
  line(p, s.mission, `Ace skill: ${SKILL_NAME[skill]}`);
  ph.pending = null;
  advance(s, dice);
}

/** Who must decide what is pending. */
export function pendingSide(s: CampaignState): Side | null {
  const ph = s.phase;
  if (ph.kind !== "after" || !ph.pending) return null;
  return pilotOf(s, ph.pending.pilot).side;
}
