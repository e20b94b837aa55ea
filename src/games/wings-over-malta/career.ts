/** Wings over Malta: experience, and for every 30 XP the ace skill, promotion and medal rolls. */
import type { Dice } from "../../engine/dice.js";
import { count } from "../../engine/words.js";
import {
  CEREMONY,
  MEDAL_ON,
  MEDALS,
  PROMOTION_ON,
  RANKS,
  SKILL_NAME,
  SKILLS,
  type Skill,
  XP,
} from "./data.js";
import { kept } from "./kept.js";
import { sideIn } from "./mission.js";
import {
  enlist,
  fullName,
  gone,
  careerLine as line,
  pilotOf,
  rankName,
  refresh,
} from "./roster.js";
import type { CampaignState, Mission, Pending, Pilot, Report, Task } from "./state.js";

export function awardMedal(p: Pilot, mission: number, ceremony: boolean): boolean {
  const ladder = MEDALS[p.service];
  if (p.medals >= ladder.length) {
    line(p, mission, "Would be decorated, but holds every award of his service already");
    return false;
  }
  p.medals++;
  line(p, mission, `Awarded the ${ladder[p.medals - 1]}`);
  if (ceremony && p.status !== "ministry") {
    p.miss += 1;
    p.missWhy = `medal ceremony ${CEREMONY[p.service]}`;
    refresh(p);
  }
  return true;
}

export function experience(s: CampaignState, m: Mission, tasks: Task[]) {
  const r = m.report as Report;
  const later: Task[] = [];
  for (const a of r.aircraft) {
    const p = pilotOf(s, a.pilot);
    const fate = m.fates.find((f) => f.pilot === p.id);
    const survived = fate?.end !== "killed" && p.status !== "killed";
    const won = m.winner === sideIn(m, p.id);
    const parts = [a.kills && count(a.kills, "kill"), a.shares && `${a.shares} shared`]
      .filter(Boolean)
      .join(", ");
    let gain = XP.kill * a.kills + XP.share * a.shares;
    if (!p.novice) gain += (survived ? XP.survive : 0) + (won ? XP.win : 0);
    p.xp += gain;
    p.kills += a.kills;
    p.shares += a.shares;
    p.flown += 1;
    const wasNovice = p.novice;
    if (p.novice && (p.flown >= 2 || a.kills + a.shares > 0)) p.novice = false;
    if (gone(p)) continue;
    line(
      p,
      m.n,
      `${gain} XP${parts ? ` (${parts})` : ""}${wasNovice && !p.novice ? "; now experienced" : ""}`,
    );
    while (Math.floor(p.xp / XP.perAce) > p.steps) {
      p.steps++;
      later.push(
        { kind: "ace", pilot: p.id },
        { kind: "promotion", pilot: p.id },
        { kind: "medal", pilot: p.id, why: `${p.steps * XP.perAce} XP` },
      );
    }
    if (a.spectacular) later.push({ kind: "medal", pilot: p.id, why: "a spectacular mission" });
  }
  tasks.unshift(...later);
}

/** Skills an airman could still gain from the ace table. */
export function skillPool(p: Pilot): Skill[] {
  return SKILLS.filter(
    (k) =>
      !p.skills.includes(k) &&
      !(k === "acrobatic-pilot" && p.role === "bomber") &&
      // A blinded airman has lost Perfect Aim for good (ruling W7).
      !(k === "perfect-aim" && p.lasting.includes("blinded")),
  );
}

export function ace(
  s: CampaignState,
  pilot: string,
  rolled: Dice,
): Extract<Pending, { kind: "skill" }> | null {
  const p = pilotOf(s, pilot);
  const dice = kept(s, rolled, `ace:${p.id}`);
  const pool = skillPool(p);
  if (pool.length === 0) {
    line(p, s.mission, "Holds every ace skill he can");
    return null;
  }
  if (pool.length === 1) {
    // Re-rolling until the last face shows could go on for long; the last skill is his (ruling W8).
    p.skills.push(pool[0]);
    line(p, s.mission, `Ace skill: ${SKILL_NAME[pool[0]]} (the only one left)`);
    return null;
  }
  const got: Skill[] = [];
  for (let guard = 0; got.length < 2 && guard < 1000; guard++) {
    const r = dice.roll(6, `Ace skill roll ${got.length + 1}: ${fullName(p)}`);
    const k = SKILLS[r - 1];
    if (!pool.includes(k) || got.includes(k)) {
      dice.note(
        `${r} → ${SKILL_NAME[k]}: ${got.includes(k) ? "a duplicate" : p.skills.includes(k) ? "held already" : "not for him"}, re-roll`,
      );
      continue;
    }
    dice.note(`${r} → ${SKILL_NAME[k]}`);
    got.push(k);
  }
  return { kind: "skill", pilot, options: got };
}

export function promotion(s: CampaignState, pilot: string, rolled: Dice) {
  const p = pilotOf(s, pilot);
  const dice = kept(s, rolled, `promotion:${p.id}`);
  const ladder = RANKS[p.service];
  const r = dice.roll(6, `Promotion: ${fullName(p)}`);
  if (r < PROMOTION_ON) {
    dice.note(`${r} → no promotion`);
    return;
  }
  if (p.rank >= ladder.length - 1) {
    dice.note(`${r} → promotion, but he holds the top rank already`);
    return;
  }
  p.rank++;
  dice.note(`${r} → promoted ${rankName(p)}`);
  line(p, s.mission, `Promoted ${rankName(p)}`);
  if (p.service === "raf" && rankName(p) === "Wing Commander") {
    p.status = "ministry";
    p.miss = 0;
    line(p, s.mission, "Leaves the squadron for the Air Ministry");
    const n = enlist(s, "raf", p.role, {
      experienced: true,
      why: `Joins the squadron to replace ${p.name}`,
    });
    n.novice = false;
  }
}

export function medal(s: CampaignState, pilot: string, why: string, rolled: Dice) {
  const p = pilotOf(s, pilot);
  const dice = kept(s, rolled, `medal:${p.id}`);
  const a = dice.roll(6, `Medal (${why}): ${fullName(p)}, first die`);
  const b = dice.roll(6, `Medal (${why}): ${fullName(p)}, second die`);
  const total = a + b + p.scars;
  const need = MEDAL_ON[p.service];
  const scars = p.scars ? ` ${p.scars > 0 ? "+" : "−"}${Math.abs(p.scars)} scars` : "";
  dice.note(
    `${a} + ${b}${scars} = ${total} (needs ${need}) → ${total >= need ? "a medal" : "no medal"}`,
  );
  if (total >= need) awardMedal(p, s.mission, true);
}
