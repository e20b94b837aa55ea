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
import { letGo } from "./draft.js";
import { missionScore } from "./format.js";
import { recalled, remember } from "./kept.js";
import { current } from "./mission.js";
import { checkReport } from "./report-check.js";
import { bothParts, checkPart, disagreement, wholeReport } from "./report-parts.js";
import { finishRoll, rollWalk, sources, worthReroll } from "./return-to-base.js";
import { gone, careerLine as line, pilotOf, refresh } from "./roster.js";
import type {
  CampaignState,
  Mission,
  Pending,
  Phase,
  Report,
  RerollSource,
  Table,
  Task,
} from "./state.js";
import { score } from "./victory.js";
import { wounds } from "./wounds.js";

export { skillPool } from "./career.js";
export { checkReport } from "./report-check.js";

/** A side enters its part of the report; once both parts are in and agree, the after-action begins. */
export function enterReport(s: CampaignState, side: Side, r: Report, dice: Dice): void {
  if (s.phase.kind !== "fight") {
    throw new RuleError(
      s.phase.kind === "after" || (s.phase.kind === "brief" && s.reopen)
        ? "this mission's after-action report is in already: correct it instead"
        : s.phase.kind === "brief"
          ? "no mission is waiting for its report"
          : "the crews have not been confirmed yet",
    );
  }
  const m = current(s);
  checkPart(s, m, side, r);
  m.reports = { ...m.reports, [side]: r };
  const parts = bothParts(m);
  // Parts that disagree wait, as the view says, until one side enters its part again.
  if (!parts || disagreement(s, m, parts)) return;
  runReport(s, m, wholeReport(m, parts), dice);
}

/**
 * The whole report, checked: the score, then the queue of the after-action.
 * The first time for a mission, the campaign as it stands is kept for a
 * correction, and the after-action's dice are kept from here (kept.ts).
 */
export function runReport(s: CampaignState, m: Mission, r: Report, dice: Dice): void {
  checkReport(s, m, r);
  if (s.reopen?.mission !== m.n) {
    s.reopen = {
      mission: m.n,
      crossed: [...s.crossed],
      pilots: s.pilots.slice(),
      nextId: s.nextId,
      named: { ...s.named },
      dice: {},
      choices: {},
      at: {},
      later: [],
    };
    // The airmen kept must not change with the steps to come.
    letGo(s);
  }
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
  // The campaign is over: nothing is corrected any more.
  if (s.phase.kind === "over") delete s.reopen;
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
          const q: Reroll = {
            kind: "reroll",
            pilot: t.walk.pilot,
            table: t.walk.table,
            roll: read.total,
            result: read.result,
            sources: can,
          };
          // Asked before in just these words (a correction): the same answer.
          const chose = recalled(s, rerollKey(q), asked(q));
          if (chose !== null)
            resolveReroll(s, t, q, chose === "keep" ? null : (chose as RerollSource), dice);
          else {
            ph.tasks.unshift(t);
            ph.pending = q;
          }
        } else finishRoll(s, m, t.walk, read.result, ph.tasks);
        break;
      }
      case "wounds":
        wounds(s, t.pilot, t.wounds, t.total ?? t.wounds, dice);
        break;
      case "experience":
        experience(s, m, ph.tasks);
        break;
      case "ace": {
        const q = ace(s, t.pilot, dice);
        const chose = q && recalled(s, skillKey(q), asked(q));
        if (q && chose !== null) takeSkill(s, q, chose as Skill);
        else ph.pending = q;
        break;
      }
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

type Reroll = Extract<Pending, { kind: "reroll" }>;
type SkillChoice = Extract<Pending, { kind: "skill" }>;

const rerollKey = (q: Reroll) => `reroll:${q.pilot}:${q.table}`;
const skillKey = (q: SkillChoice) => `skill:${q.pilot}`;
/** A question in words that change whenever its answer could mean something else. */
const asked = (q: Pending) =>
  q.kind === "reroll" ? `${q.roll} ${q.result} ${q.sources.join(",")}` : q.options.join(",");

/** Keeps the roll, or re-rolls with one of the airman's sources; the second roll stands. */
function resolveReroll(
  s: CampaignState,
  t: Extract<Task, { kind: "walk" }>,
  q: Reroll,
  source: RerollSource | null,
  dice: Dice,
): void {
  const ph = s.phase as Extract<Phase, { kind: "after" }>;
  const m = current(s);
  if (source === null) {
    finishRoll(s, m, t.walk, q.result, ph.tasks);
    return;
  }
  if (!q.sources.includes(source)) throw new RuleError("that re-roll is not available here");
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

function takeSkill(s: CampaignState, q: SkillChoice, skill: Skill): void {
  if (!q.options.includes(skill))
    throw new RuleError(`choose one of ${q.options.map((k) => SKILL_NAME[k]).join(" or ")}`);
  const p = pilotOf(s, q.pilot);
  p.skills.push(skill);
  line(p, s.mission, `Ace skill: ${SKILL_NAME[skill]}`);
}

/** The player keeps the roll, or re-rolls with one of the airman's sources; the second roll stands. */
export function decideReroll(s: CampaignState, source: RerollSource | null, dice: Dice): void {
  const ph = s.phase;
  if (ph.kind !== "after" || ph.pending?.kind !== "reroll")
    throw new RuleError("there is no roll to keep or re-roll");
  const q = ph.pending;
  if (source !== null && !q.sources.includes(source))
    throw new RuleError("that re-roll is not available here");
  const t = ph.tasks.shift() as Extract<Task, { kind: "walk" }>;
  ph.pending = null;
  remember(s, rerollKey(q), asked(q), source ?? "keep");
  resolveReroll(s, t, q, source, dice);
  advance(s, dice);
}

export function chooseSkill(s: CampaignState, skill: Skill, dice: Dice): void {
  const ph = s.phase;
  if (ph.kind !== "after" || ph.pending?.kind !== "skill")
    throw new RuleError("there is no ace skill to choose");
  const q = ph.pending;
  takeSkill(s, q, skill);
  remember(s, skillKey(q), asked(q), skill);
  ph.pending = null;
  advance(s, dice);
}

/** Who must decide what is pending. */
export function pendingSide(s: CampaignState): Side | null {
  const ph = s.phase;
  if (ph.kind !== "after" || !ph.pending) return null;
  return pilotOf(s, ph.pending.pilot).side;
}
