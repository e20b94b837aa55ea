/**
 * Wings over Malta, return to base: each crew's roll on Get Home, Bale Out,
 * Shot Down and In the Drink, what the result means for it, and the
 * re-rolls it may choose.
 */
import type { Dice } from "../../engine/dice.js";
import {
  type Modifier,
  type Table as PrintedTable,
  readTable,
  rollOn,
} from "../../engine/tables.js";
import { count } from "../../engine/words.js";
import { BALE_OUT, GET_HOME, IN_THE_DRINK, SCENARIOS, SHOT_DOWN, type Skill } from "./data.js";
import { kept } from "./kept.js";
import { sideIn } from "./mission.js";
import { fullName, careerLine as line, pilotOf, refresh } from "./roster.js";
import type {
  AircraftReport,
  CampaignState,
  Mission,
  Pilot,
  Report,
  RerollSource,
  Table,
  Task,
  Walk,
} from "./state.js";
import { downed } from "./victory.js";

// The four tables' results are string keys; effectOf reads them.
const TABLES = {
  "Get Home": GET_HOME,
  "Bale Out": BALE_OUT,
  "Shot Down": SHOT_DOWN,
  "In the Drink": IN_THE_DRINK,
} as unknown as Record<Table, PrintedTable<string>>;

function aircraftReport(m: Mission, pilot: string): AircraftReport {
  return (m.report as Report).aircraft.find((a) => a.pilot === pilot) as AircraftReport;
}

function modifiers(p: Pilot, m: Mission, table: Table): Modifier[] {
  if (table === "Get Home")
    return [
      {
        label: "Bf 109",
        value:
          m.crews[sideIn(m, p.id)].find((x) => x.pilot === p.id)?.aircraft === "Bf 109 E-7"
            ? -5
            : 0,
      },
      { label: "novice", value: p.novice ? -5 : 0 },
    ];
  if (table === "Bale Out")
    return [{ label: "serious arm injury", value: p.lasting.includes("arm") ? -5 : 0 }];
  return [];
}

export interface Effect {
  wounds: number;
  end: "home" | "prisoner" | "killed" | "drink";
  lucky?: boolean;
  miss?: number;
  text: string;
}

/** What a table's result means for this crew, given what the players reported. */
export function effectOf(s: CampaignState, m: Mission, walk: Walk, result: string): Effect {
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
    case "safe": {
      // Lucky only when not shot down: a plane that left the table on fire counts as shot down (ruling W4).
      const lucky = (a.fire || a.engine) && !downed(a);
      if (walk.table === "Get Home")
        return {
          wounds: 0,
          end: "home",
          lucky,
          text: lucky ? "brings a burning or failing plane home: lucky" : "lands safely",
        };
      return { wounds: 0, end: where(), text: "bales out safely" };
    }
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
        text: `crashes ${a.came === "sea" ? "into the sea" : a.came === "enemy" ? "on enemy ground" : "in friendly territory"}${w ? `, ${count(w, "wound")}` : ""}`,
      };
    }
    case "friendly-2":
    case "friendly-1":
    case "friendly-0": {
      const w = Number(result.slice(-1));
      return {
        wounds: w,
        end: "home",
        text: `crash-lands in friendly territory${w ? `, ${count(w, "wound")}` : ""}`,
      };
    }
    case "base-1":
      return { wounds: 1, end: "home", text: "nursed home, crashes on landing, one wound" };
    case "base-lucky":
      return { wounds: 0, end: "home", lucky: true, text: "nursed home: lucky" };
    case "ship-if-shipping": {
      const protecting = SCENARIOS[m.scenario].defenderShipping && sideIn(m, p.id) !== m.attacker;
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
export function sources(p: Pilot, walk: Walk): RerollSource[] {
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

export const harmful = (e: Effect) => e.wounds > 0 || e.end !== "home" || (e.miss ?? 0) > 0;

const END_RANK: Record<Effect["end"], number> = { home: 0, drink: 1, prisoner: 2, killed: 3 };

/**
 * How bad a result is for the airman, to compare two: death, then capture,
 * then the sea, then wounds and missed missions; luck breaks a tie. For the
 * dead and the captured nothing else matters (their wounds are not rolled).
 */
function badness(e: Effect): number[] {
  const rank = END_RANK[e.end];
  if (e.end === "killed" || e.end === "prisoner") return [rank, 0, 0, 0];
  return [rank, e.wounds, e.miss ?? 0, e.lucky ? 0 : 1];
}

function worse(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

/** Whether a re-roll could help: the result harms him and some face of the die would do better. */
export function worthReroll(s: CampaignState, m: Mission, walk: Walk, result: string): boolean {
  const now = effectOf(s, m, walk, result);
  if (!harmful(now)) return false;
  const p = pilotOf(s, walk.pilot);
  const table = TABLES[walk.table];
  const mods = modifiers(p, m, walk.table);
  const seen = new Set<string>();
  for (let face = 1; face <= table.sides; face++) {
    const r = readTable(table, face, mods).result;
    if (seen.has(r)) continue;
    seen.add(r);
    if (worse(badness(now), badness(effectOf(s, m, walk, r)))) return true;
  }
  return false;
}

export function rollWalk(s: CampaignState, m: Mission, walk: Walk, dice: Dice, again: boolean) {
  const p = pilotOf(s, walk.pilot);
  const purpose = `${walk.table}${again ? " (re-roll)" : ""}: ${fullName(p)}`;
  const d = kept(s, dice, `walk:${p.id}:${walk.table}`);
  return rollOn(d, TABLES[walk.table], purpose, modifiers(p, m, walk.table));
}

export function finishRoll(
  s: CampaignState,
  m: Mission,
  walk: Walk,
  result: string,
  tasks: Task[],
) {
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
    const fresh = walk.wounds - (walk.carried ?? 0);
    if (fresh > 0)
      tasks.unshift({ kind: "wounds", pilot: p.id, wounds: fresh, total: walk.wounds });
  }
}
