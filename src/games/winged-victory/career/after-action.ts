/**
 * The after-action step, once the Wing Commander confirms the report
 * (reconstructed tables, docs/winged-victory-career.md): forced landings and
 * capture, wounds, confirmation of victories by where the enemy came down,
 * missions flown, skill, decorations and ranks.
 */
import type { Dice } from "../../../engine/dice.js";
import { addDays, longDate } from "./calendar.js";
import { missionVp } from "./report.js";
import { aircraftOf, airmanOf, careerPlane, gone, line, promote } from "./roster.js";
import type { Airman, CareerState, Mission, Report } from "./state.js";
import type { Where } from "./tables.js";

const WHERE_TEXT: Record<Where, string> = {
  own: "on our side of the lines",
  "no-mans-land": "in no-man's-land",
  enemy: "behind the enemy's lines",
};

/** d6 against a number: 1 or less always, 7 or more never (no roll either way). */
function check(dice: Dice, need: number, purpose: string): boolean {
  if (need <= 1) return true;
  if (need >= 7) return false;
  const r = dice.roll(6, `${purpose} (d6, ${need}+)`);
  const ok = r >= need;
  dice.note(`${r} → ${ok ? "yes" : "no"}`);
  return ok;
}

function wound(s: CareerState, m: Mission, a: Airman, dice: Dice) {
  a.wounds++;
  const r = dice.roll(6, `${a.name}: wound (d6)`);
  const row = s.tables.wounds[r - 1];
  if (row.invalided) {
    dice.note(`${r} → ${row.name}`);
    a.status = "invalided";
    delete a.back;
    line(a, s.date, `${row.name}: his war is over`);
    m.events.push(`${a.name}: ${row.name.toLowerCase()}`);
    return;
  }
  let days = row.base;
  if (row.perDie > 0) {
    dice.note(`${r} → ${row.name}`);
    const d = dice.roll(6, `${a.name}: days in hospital (${row.base} + ${row.perDie} × d6)`);
    days += row.perDie * d;
    dice.note(`${days} days`);
  } else dice.note(`${r} → ${row.name}, ${days} days`);
  a.status = "wounded";
  a.back = addDays(s.date, Math.max(1, days));
  line(a, s.date, `${row.name}, back on ${longDate(a.back)}`);
  m.events.push(`${a.name}: ${row.name.toLowerCase()}, out until ${longDate(a.back)}`);
}

function planes(s: CareerState, m: Mission, r: Report, dice: Dice) {
  for (const p of r.planes) {
    const crew = m.crews.find((c) => c.plane === p.plane)?.crew ?? [];
    const ac = aircraftOf(s, p.plane);
    const name = `${careerPlane(s, ac.type).name} ${ac.serial}`;
    const where = p.where ? WHERE_TEXT[p.where] : "";
    if (p.fate === "downed") {
      ac.status = "lost";
      m.events.push(`${name} downed ${where}`);
    } else if (p.fate === "landed" && p.where !== "own") {
      ac.status = "lost";
      m.events.push(`${name} forced to land ${where}: lost`);
    } else if (p.damaged || p.fate === "landed") {
      const d =
        s.tables.repairPerDie > 0 ? dice.roll(6, `${ac.serial}: days in the repair shop (d6)`) : 0;
      const days = Math.max(1, d * s.tables.repairPerDie);
      if (d) dice.note(`${days} days`);
      ac.status = "repair";
      ac.back = addDays(s.date, days);
      m.events.push(
        `${name} ${p.fate === "landed" ? "forced to land on our side" : "damaged"}: repaired by ${longDate(ac.back)}`,
      );
    }
    crew.forEach((id, k) => {
      const a = airmanOf(s, id);
      const st = p.crew[k];
      if (st === "killed") {
        a.status = "killed";
        line(a, s.date, `Killed in action${where ? `, ${where}` : ""}`);
        m.events.push(`${a.name} killed in action`);
        return;
      }
      const captured =
        p.fate === "landed" &&
        (p.where === "enemy" ||
          (p.where === "no-mans-land" &&
            !check(dice, s.tables.escape, `${a.name}: gets back from no-man's-land`)));
      if (captured) {
        a.status = "prisoner";
        line(a, s.date, `Forced to land ${where}: taken prisoner`);
        m.events.push(`${a.name} taken prisoner`);
        return;
      }
      if (p.fate === "landed" && p.where === "no-mans-land") {
        line(a, s.date, "Forced to land in no-man's-land, got back to our lines");
        m.events.push(`${a.name} got back from no-man's-land`);
      }
      if (st === "wounded") wound(s, m, a, dice);
    });
  }
}

function claims(s: CareerState, m: Mission, r: Report, dice: Dice): Map<string, number> {
  const won = new Map<string, number>();
  const need = s.tables.confirm[s.corps];
  for (const c of r.claims) {
    const a = airmanOf(s, c.by);
    const name = careerPlane(s, m.enemy[c.enemy].type).name;
    const enemy = `${/^[AEIOU]/.test(name) ? "an" : "a"} ${name}`;
    const ok = check(
      dice,
      need[c.where],
      `${a.name}'s claim, ${enemy} ${c.fate === "landed" ? "forced to land" : "downed"} ${WHERE_TEXT[c.where]}: confirmed`,
    );
    if (!ok) {
      line(a, s.date, `Claimed ${enemy}: unconfirmed`);
      m.events.push(`${a.name}'s claim (${name}) unconfirmed`);
      continue;
    }
    a.victories++;
    won.set(a.id, (won.get(a.id) ?? 0) + 1);
    line(
      a,
      s.date,
      `Victory ${a.victories}: ${enemy} ${c.fate === "landed" ? "forced to land" : "downed"} ${WHERE_TEXT[c.where]}${c.fate === "landed" && c.where === "own" ? " and captured" : ""}`,
    );
    m.events.push(`${a.name}: victory ${a.victories} (${name}) confirmed`);
  }
  return won;
}

function skill(
  s: CareerState,
  m: Mission,
  a: Airman,
  wins: number,
  accomplished: boolean,
  dice: Dice,
) {
  const t = s.tables;
  if (a.role === "pilot" && a.skill === "recruit") {
    const mod =
      wins * t.advance.perVictory +
      (accomplished ? t.advance.accomplished : 0) +
      (a.missions >= t.advance.seasonedAfter ? t.advance.seasoned : 0);
    const r = dice.roll(6, `${a.name}: recruit to expert (d6 + ${mod}, ${t.advance.target}+)`);
    const up = r + mod >= t.advance.target;
    dice.note(`${r} + ${mod} → ${up ? "expert" : "still a recruit"}`);
    if (up) {
      a.skill = "expert";
      line(a, s.date, "Now an expert pilot");
      m.events.push(`${a.name} is now an expert`);
    }
  }
  if (a.role === "pilot" && a.skill !== "ace" && a.victories >= t.aceVictories) {
    a.skill = "ace";
    line(a, s.date, `An ace: ${a.victories} victories`);
    m.events.push(`${a.name} is an ace`);
  }
}

function award(s: CareerState, m: Mission, a: Airman, dice: Dice) {
  const ladder = s.tables.awards[s.corps];
  const next = ladder[a.awards.length];
  if (!next || a.victories < next.victories) return;
  if (check(dice, next.need, `${a.name}: ${next.name}`)) {
    a.awards.push(next.name);
    line(a, s.date, `Awarded the ${next.name}`);
    m.events.push(`${a.name} awarded the ${next.name}`);
  }
}

/** Resolves a mission's confirmed report: every roll of the after-action, in the order above. */
export function afterAction(s: CareerState, m: Mission, r: Report, dice: Dice) {
  planes(s, m, r, dice);
  const won = claims(s, m, r, dice);
  m.confirmed = [...won.values()].reduce((x, y) => x + y, 0);
  const vp = missionVp(s, m, r);
  m.vpScored = vp.scored;
  m.vpLost = vp.lost;
  for (const id of m.crews.flatMap((c) => c.crew)) {
    const a = airmanOf(s, id);
    a.missions++;
    if (a.status !== "killed" && a.status !== "prisoner")
      line(a, s.date, `Mission ${m.n}${r.accomplished ? ", accomplished" : ""}`);
  }
  for (const id of m.crews.flatMap((c) => c.crew)) {
    const a = airmanOf(s, id);
    if (gone(a)) continue;
    skill(s, m, a, won.get(a.id) ?? 0, r.accomplished, dice);
    award(s, m, a, dice);
    for (const rank of promote(s, a)) m.events.push(`${a.name} promoted ${rank}`);
  }
}
