/**
 * Wings over Malta, after the battle: the report, then a queue of tasks
 * walked in order — each crew's return to base (with the re-rolls it may
 * choose), the effect of wounds, experience, and for every 30 XP the ace
 * skill, promotion and medal rolls — stopping wherever a player must choose.
 */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import {
  type Modifier,
  type Table as PrintedTable,
  readTable,
  rollOn,
} from "../../engine/tables.js";
import {
  BALE_OUT,
  CEREMONY,
  GET_HOME,
  IN_THE_DRINK,
  MEDAL_ON,
  MEDALS,
  MISSIONS,
  other,
  PROMOTION_ON,
  RANKS,
  RECOVERY_TABLE,
  type RecoveryEvent,
  SCENARIOS,
  SHOT_DOWN,
  SIDE_NAME,
  SIDES,
  type Side,
  SKILL_NAME,
  SKILLS,
  type Skill,
  SPECIAL_INJURY,
  XP,
} from "./data.js";
import { current } from "./mission.js";
import { enlist, fullName, gone, pilotOf, rankName, refresh } from "./roster.js";
import type {
  AircraftReport,
  CampaignState,
  Mission,
  Pending,
  Pilot,
  Report,
  RerollSource,
  Table,
  Task,
  Walk,
} from "./state.js";
import { downed, SHIPS, score } from "./victory.js";

// The four tables' results are string keys; effectOf reads them.
const TABLES = {
  "Get Home": GET_HOME,
  "Bale Out": BALE_OUT,
  "Shot Down": SHOT_DOWN,
  "In the Drink": IN_THE_DRINK,
} as unknown as Record<Table, PrintedTable<string>>;

const line = (p: Pilot, mission: number, text: string) => p.career.push({ mission, text });

// ---------------------------------------------------------------- the report

const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;

/** Checks a report against the mission; RuleError with a clear reason if it cannot be. */
export function checkReport(s: CampaignState, m: Mission, r: Report): void {
  const flying = SIDES.flatMap((side) => m.crews[side].map((x) => ({ side, slot: x })));
  const seen = new Set<string>();
  for (const a of r.aircraft) {
    const who = s.pilots.find((p) => p.id === a.pilot);
    const name = who ? fullName(who) : a.pilot;
    if (!flying.some((f) => f.slot.pilot === a.pilot))
      throw new RuleError(`${name} did not fly this mission`);
    if (seen.has(a.pilot)) throw new RuleError(`${name} is reported twice`);
    seen.add(a.pilot);
    if (!count(a.kills) || !count(a.shares))
      throw new RuleError(`${name}: kills and shared kills are whole numbers, 0 or more`);
    if (!count(a.wounds) || a.wounds > 3)
      throw new RuleError(`${name}: wounds in the fight are 0 to 3`);
    const start = (who?.next.wound ? 1 : 0) + a.wounds;
    if (a.shotDown) {
      if (a.left !== "no")
        throw new RuleError(`${name}: a plane shot down did not leave the table`);
      if (start < 3) {
        if (!a.escape)
          throw new RuleError(`${name}: say whether the crew bales out or nurses the wreck down`);
        if (!a.came) throw new RuleError(`${name}: say where the plane came down`);
        if (a.escape === "bale") {
          if (!count(a.height))
            throw new RuleError(`${name}: give the floor plus altitude when shot down`);
          if ((a.height as number) < 3)
            throw new RuleError(
              `${name}: below floor plus altitude 3 there is no time to bale out`,
            );
          if (start >= 2) throw new RuleError(`${name}: an incapacitated airman cannot bale out`);
        }
      }
    } else if (start >= 2) {
      throw new RuleError(
        `${name}: an incapacitated or dead pilot's plane crashes — report it shot down`,
      );
    }
    if (a.keepsakeUsed && who && who.keepsakes.length === 0)
      throw new RuleError(`${name} has no keepsake to use`);
    if (a.luckUsed && who && !who.lucky) throw new RuleError(`${name} is not lucky`);
  }
  const missing = flying.find((f) => f.slot.pilot && !seen.has(f.slot.pilot));
  if (missing?.slot.pilot)
    throw new RuleError(`the report is missing ${fullName(pilotOf(s, missing.slot.pilot))}`);
  for (const side of SIDES) {
    const mine = r.aircraft.filter((a) => m.crews[side].some((x) => x.pilot === a.pilot));
    const theirs = r.aircraft.filter((a) => m.crews[other(side)].some((x) => x.pilot === a.pilot));
    const kills = mine.reduce((t, a) => t + a.kills, 0);
    const shares = mine.reduce((t, a) => t + a.shares, 0);
    if (mine.some((a) => a.shares > theirs.length)) {
      throw new RuleError(`${SIDE_NAME[side]}: more shared kills than enemy aircraft`);
    }
    // A shared kill is shared by two airmen at least.
    if (kills + Math.ceil(shares / 2) > theirs.filter(downed).length) {
      throw new RuleError(
        `${SIDE_NAME[side]} claim more kills than enemy planes went down (${theirs.filter(downed).length})`,
      );
    }
  }
  const ships = SHIPS[m.scenario];
  if (ships && r.ships?.some((x) => !count(x.damage)))
    throw new RuleError("ship damage is a whole number, 0 or more");
  for (const v of [r.boatDamage, r.hangarDamage, r.otherDamage]) {
    if (v !== undefined && !count(v)) throw new RuleError("damage is a whole number, 0 or more");
  }
}

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
    tasks.push({ kind: "walk", walk: { pilot: p.id, table, used: [], wounds, notes: [] } });
  }
  tasks.push({ kind: "experience" }, { kind: "close" });
  s.phase = { kind: "after", tasks, pending: null };
  advance(s, dice);
}

// ---------------------------------------------------------------- return to base

function aircraftReport(m: Mission, pilot: string): AircraftReport {
  return (m.report as Report).aircraft.find((a) => a.pilot === pilot) as AircraftReport;
}

function sideOf(m: Mission, pilot: string): Side {
  return m.crews.axis.some((x) => x.pilot === pilot) ? "axis" : "british";
}

function modifiers(p: Pilot, m: Mission, table: Table): Modifier[] {
  if (table === "Get Home")
    return [
      {
        label: "Bf 109",
        value:
          m.crews[sideOf(m, p.id)].find((x) => x.pilot === p.id)?.aircraft === "Bf 109 E-7"
            ? -5
            : 0,
      },
      { label: "novice", value: p.novice ? -5 : 0 },
    ];
  if (table === "Bale Out")
    return [{ label: "serious arm injury", value: p.lasting.includes("arm") ? -5 : 0 }];
  return [];
}

interface Effect {
  wounds: number;
  end: "home" | "prisoner" | "killed" | "drink";
  lucky?: boolean;
  miss?: number;
  text: string;
}

/** What a table's result means for this crew, given what the players reported. */
function effectOf(s: CampaignState, m: Mission, walk: Walk, result: string): Effect {
  const a = aircraftReport(m, walk.pilot);
  const p = pilotOf(s, walk.pilot);
  const where = (): Effect["end"] =>
    a.came === "sea" ? "drink" : a.came === "enemy" ? "prisoner" : "home";
  const damaged = a.fire || a.engine || a.overHalf;
  switch (result) {
    case "crash":
      return { wounds: 1, end: "home", text: "crashes on landing, one wound" };
    case "crash-if-damaged":
      return damaged
        ? { wounds: 1, end: "home", text: "damaged: crashes on landing, one wound" }
        : { wounds: 0, end: "home", lucky: false, text: "lands safely" };
    case "safe":
      if (walk.table === "Get Home")
        return {
          wounds: 0,
          end: "home",
          lucky: a.fire || a.engine,
          text:
            a.fire || a.engine ? "brings a burning or failing plane home: lucky" : "lands safely",
        };
      return { wounds: 0, end: where(), text: "bales out safely" };
    case "killed-fails":
    case "killed-chute":
    case "killed":
    case "drowns-mae-west":
    case "drowns":
      return { wounds: 0, end: "killed", text: TABLES[walk.table].label(result) };
    case "two-wounds":
      return { wounds: 2, end: where(), text: "two wounds" };
    case "one-wound":
      return { wounds: 1, end: where(), text: "one wound" };
    case "lucky":
      return { wounds: 0, end: where(), lucky: true, text: "lucky escape" };
    case "crash-2":
    case "crash-1":
    case "crash-0": {
      const w = Number(result.slice(-1));
      return {
        wounds: w,
        end: where(),
        text: `crashes ${a.came === "sea" ? "into the sea" : a.came === "enemy" ? "on enemy ground" : "in friendly territory"}${w ? `, ${w} wound${w > 1 ? "s" : ""}` : ""}`,
      };
    }
    case "friendly-2":
    case "friendly-1":
    case "friendly-0": {
      const w = Number(result.slice(-1));
      return {
        wounds: w,
        end: "home",
        text: `crash-lands in friendly territory${w ? `, ${w} wound${w > 1 ? "s" : ""}` : ""}`,
      };
    }
    case "base-1":
      return { wounds: 1, end: "home", text: "nursed home, crashes on landing, one wound" };
    case "base-lucky":
      return { wounds: 0, end: "home", lucky: true, text: "nursed home: lucky" };
    case "ship-if-shipping": {
      const protecting = SCENARIOS[m.scenario].defenderShipping && sideOf(m, p.id) !== m.attacker;
      return protecting
        ? {
            wounds: 0,
            end: "home",
            miss: 1,
            text: "picked up by a friendly ship, misses one mission",
          }
        : { wounds: 0, end: "killed", text: "not rescued, drowns" };
    }
    case "dinghy-if-bomber":
      return p.role === "bomber"
        ? { wounds: 0, end: "home", text: "paddles the dinghy ashore" }
        : { wounds: 0, end: "killed", text: "not rescued, drowns" };
    case "pow":
      return { wounds: 0, end: "prisoner", text: "picked up by the enemy: prisoner" };
    case "rescued":
      return { wounds: 0, end: "home", text: "picked up by a friendly launch" };
  }
  throw new Error(`no effect for ${result}`);
}

/** Re-rolls this airman may still use on this table this mission. */
function sources(p: Pilot, walk: Walk): RerollSource[] {
  const out: RerollSource[] = [];
  if (p.lucky) out.push("lucky");
  const skill = (k: Skill, ok: boolean) => {
    if (ok && p.skills.includes(k) && !walk.used.includes(k)) out.push(k);
  };
  skill("acrobatic-pilot", walk.table === "Get Home" || walk.table === "Shot Down");
  skill("good-at-escaping", true);
  skill("luck-of-the-devil", true);
  return out;
}

const harmful = (e: Effect) => e.wounds > 0 || e.end !== "home" || (e.miss ?? 0) > 0;

function rollWalk(s: CampaignState, m: Mission, walk: Walk, dice: Dice, again: boolean) {
  const p = pilotOf(s, walk.pilot);
  const purpose = `${walk.table}${again ? " (re-roll)" : ""}: ${fullName(p)}`;
  return rollOn(dice, TABLES[walk.table], purpose, modifiers(p, m, walk.table));
}

function finishRoll(s: CampaignState, m: Mission, walk: Walk, result: string, tasks: Task[]) {
  const p = pilotOf(s, walk.pilot);
  const e = effectOf(s, m, walk, result);
  walk.wounds += e.wounds;
  walk.notes.push(`${walk.table}: ${e.text}`);
  if (e.lucky) p.lucky = true;
  if (e.miss) {
    p.miss += e.miss;
    p.missWhy = "rescued at sea";
    refresh(p);
  }
  if (e.end === "drink") {
    tasks.unshift({ kind: "walk", walk: { ...walk, table: "In the Drink" } });
    return;
  }
  m.fates.push({ pilot: p.id, end: e.end, wounds: walk.wounds, notes: walk.notes });
  if (e.end === "killed") {
    p.status = "killed";
    line(p, m.n, `Mission ${m.n}: ${walk.notes.join("; ")}`);
  } else if (e.end === "prisoner") {
    p.status = "prisoner";
    line(p, m.n, `Mission ${m.n}: ${walk.notes.join("; ")} — taken prisoner`);
  } else {
    line(p, m.n, `Mission ${m.n}: ${walk.notes.join("; ")}`);
    if (walk.wounds > 0) tasks.unshift({ kind: "wounds", pilot: p.id, wounds: walk.wounds });
  }
}

// ---------------------------------------------------------------- wounds

function awardMedal(p: Pilot, mission: number, ceremony: boolean): boolean {
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

function recovery(p: Pilot, e: RecoveryEvent, wounds: number, mission: number) {
  let miss = (e.miss ?? wounds) + (e.extraMiss ?? 0);
  switch (e.id) {
    case "arm":
    case "old-wound":
    case "national-hero":
      p.lasting.push(e.id === "arm" ? "arm" : e.id);
      break;
    case "blinded":
      p.lasting.push("blinded");
      if (p.skills.includes("perfect-aim")) {
        p.skills = p.skills.filter((k) => k !== "perfect-aim");
        line(p, mission, "Loses Perfect Aim");
      }
      break;
    case "nubile-nurse":
      p.lucky = true;
      break;
    case "beautiful-nurse":
      // As the nubile nurse if already lucky: he stays lucky.
      break;
    case "horrible-scars":
      p.scars -= 1;
      break;
    case "impressive-scars":
      p.scars += 1;
      break;
    case "hip-flask":
    case "cigarette-case":
      p.keepsakes.push(e.id);
      break;
    case "checks-out":
      p.next.wound = true;
      break;
    case "countess-mechanic":
      p.next.extraDamage = 3;
      break;
    case "generals-visit":
      awardMedal(p, mission, false);
      break;
    default:
      break;
  }
  miss = Math.max(0, miss);
  return miss;
}

function wounds(s: CampaignState, pilot: string, w: number, dice: Dice) {
  const p = pilotOf(s, pilot);
  const n = s.mission;
  if (w >= 3) {
    p.status = "killed";
    line(p, n, "Dies of his wounds");
    return;
  }
  const injury = rollOn(dice, SPECIAL_INJURY, `Special injury: ${fullName(p)}`, [
    { label: "two wounds", value: w >= 2 ? -10 : 0 },
  ]);
  let miss = w;
  let why = `${w} wound${w > 1 ? "s" : ""}`;
  if (injury.result === "crippled") {
    p.status = "crippled";
    p.miss = 0;
    line(p, n, "Crippled: discharged from the service");
    return;
  }
  if (injury.result === "event") {
    const ev = rollOn(dice, RECOVERY_TABLE, `Recovery event: ${fullName(p)}`).result;
    miss = recovery(p, ev, w, n);
    why = ev.name.toLowerCase();
    line(p, n, `In hospital: ${ev.name} — ${ev.effect}`);
  }
  if (miss > 0) {
    p.miss += miss;
    p.missWhy = why;
  }
  refresh(p);
  line(
    p,
    n,
    miss > 0 ? `Misses ${miss} mission${miss > 1 ? "s" : ""}` : "Fit for the next mission",
  );
}

// ---------------------------------------------------------------- experience, aces, promotions, medals

function experience(s: CampaignState, m: Mission, tasks: Task[]) {
  const r = m.report as Report;
  const later: Task[] = [];
  for (const a of r.aircraft) {
    const p = pilotOf(s, a.pilot);
    const fate = m.fates.find((f) => f.pilot === p.id);
    const survived = fate?.end !== "killed" && p.status !== "killed";
    const won = m.winner === sideOf(m, p.id);
    const parts = [
      a.kills && `${a.kills} kill${a.kills > 1 ? "s" : ""}`,
      a.shares && `${a.shares} shared`,
    ]
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

function ace(s: CampaignState, pilot: string, dice: Dice): Pending | null {
  const p = pilotOf(s, pilot);
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

function promotion(s: CampaignState, pilot: string, dice: Dice) {
  const p = pilotOf(s, pilot);
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

function medal(s: CampaignState, pilot: string, why: string, dice: Dice) {
  const p = pilotOf(s, pilot);
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
        if (p && !gone(p)) line(p, m.n, `Mission ${m.n} won by the ${SIDE_NAME[side]}`);
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
        const e = effectOf(s, m, t.walk, read.result);
        const can = sources(pilotOf(s, t.walk.pilot), t.walk);
        if (harmful(e) && can.length > 0) {
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
        wounds(s, t.pilot, t.wounds, dice);
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

export { readTable };
