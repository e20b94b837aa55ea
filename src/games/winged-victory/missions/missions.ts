/**
 * The Mission Editor of Winged Victory: each side rolls a d20 on the table of
 * its year (1916 or 1917) for the mission it flies; a mission is won by doing
 * what its briefing asks; when both sides (or neither) do, victory points for
 * enemy planes downed, forced to land or driven off the map decide.
 *
 * The tables are the text's. reconstructed: the briefings (what each mission
 * asks, who flies it, how long it lasts) and which missions are "red" (they
 * involve both sides) are lost; ours are in `BRIEFINGS` and explained in
 * docs/winged-victory-combat.md.
 */
import { z } from "zod";
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import {
  BRIEFINGS,
  type Briefing,
  MISSION_IDS,
  MISSION_TABLES,
  type MissionId,
  type Side,
  type Year,
} from "./data.js";

export {
  BRIEFINGS,
  type Briefing,
  MISSION_IDS,
  MISSION_TABLES,
  type MissionId,
  type Requirement,
  type Side,
  type Year,
} from "./data.js";

/** What a side did during the mission, as the game counts it. */
export interface MissionTally {
  groundDestroyed: number;
  balloonsDestroyed: number;
  bombHits: number;
  /** A plane that did the job has left by its own edge or is still flying at the end over its own side. */
  cameHome: boolean;
  /** Turns a two-seater spent at Low altitude over the enemy side. */
  observeTurns: number;
  photographed: boolean;
  crossedFront: boolean;
  /** Turns the game lasted. */
  turnsFlown: number;
  /** Own planes still flying at the end (over the own side for "defend"; for "patrol", over the front line or the enemy's side). */
  planesAloftAtEnd: number;
  enemyDowned: number;
  /** The fight ended before its last turn because the other side had no plane left in it. */
  enemyGone: boolean;
}

export const emptyTally = (): MissionTally => ({
  groundDestroyed: 0,
  balloonsDestroyed: 0,
  bombHits: 0,
  cameHome: false,
  observeTurns: 0,
  photographed: false,
  crossedFront: false,
  turnsFlown: 0,
  planesAloftAtEnd: 0,
  enemyDowned: 0,
  enemyGone: false,
});

/**
 * A patrol or a defence held for its turns: it flew them all, or the fight
 * ended sooner because the enemy had left it (downed, landed or fled: the
 * sky was held).
 */
const lasted = (t: MissionTally, turns: number) => t.turnsFlown >= turns || t.enemyGone === true;

/** Whether a side accomplished its mission; missions that deny the enemy need its result. */
export function accomplished(
  id: MissionId,
  t: MissionTally,
  enemyAccomplished: boolean,
  briefings: Record<MissionId, Briefing> = BRIEFINGS,
): boolean {
  const r = briefings[id].requirement;
  switch (r.kind) {
    case "destroy":
      return (r.what === "ground" ? t.groundDestroyed : t.balloonsDestroyed) >= r.count;
    case "bomb":
      return t.bombHits >= r.hits && (!r.comeHome || t.cameHome);
    case "observe":
      return t.observeTurns >= r.turns && t.cameHome;
    case "photograph":
      return t.photographed && t.cameHome;
    case "patrol":
      return t.crossedFront && lasted(t, r.turns) && t.planesAloftAtEnd > 0;
    case "defend":
      return lasted(t, r.turns) && t.planesAloftAtEnd > 0 && !enemyAccomplished;
    case "intercept":
      return t.enemyDowned > 0 || !enemyAccomplished;
  }
}

/** What a failed mission lacked, in a player's words (null when it was accomplished). */
export function shortfall(
  id: MissionId,
  t: MissionTally,
  enemyAccomplished: boolean,
  briefings: Record<MissionId, Briefing> = BRIEFINGS,
): string | null {
  if (accomplished(id, t, enemyAccomplished, briefings)) return null;
  const r = briefings[id].requirement;
  const home = "no plane that did the job came home";
  switch (r.kind) {
    case "destroy":
      return r.what === "ground" ? "the ground target still stands" : "the balloon still flies";
    case "bomb":
      return t.bombHits < r.hits ? "no bomb hit its target" : home;
    case "observe":
      return t.observeTurns < r.turns
        ? `a two-seater spent ${t.observeTurns} of ${r.turns} turns low over the enemy side`
        : home;
    case "photograph":
      return t.photographed ? home : "the target was not photographed";
    case "patrol":
      if (!t.crossedFront) return "no plane crossed the front";
      if (!lasted(t, r.turns)) return `the fight ended before the patrol's ${r.turns} turns`;
      return "no plane was over the front line or past it at the end";
    case "defend":
      if (enemyAccomplished) return "the enemy accomplished its mission";
      if (!lasted(t, r.turns)) return `the fight ended before the ${r.turns} turns were held`;
      return "no plane was aloft over its own side at the end";
    case "intercept":
      return "no enemy plane was downed, and the enemy accomplished its mission";
  }
}

/** A mission that only denies the enemy (defend, intercept): it is judged after the enemy's. */
const deniesOnly = (id: MissionId, briefings: Record<MissionId, Briefing>) => {
  const k = briefings[id].requirement.kind;
  return k === "defend" || k === "intercept";
};

/**
 * What each side's failed mission lacked (null for one accomplished), given
 * the results `done` as missionResults judged them: two missions that only
 * deny are each judged as if the other failed.
 */
export function missionShortfalls(
  missions: Record<Side, MissionId>,
  tallies: Record<Side, MissionTally>,
  done: Record<Side, boolean>,
  briefings: Record<MissionId, Briefing> = BRIEFINGS,
): Record<Side, string | null> {
  const both = deniesOnly(missions.allies, briefings) && deniesOnly(missions.germans, briefings);
  const why = (side: Side, enemy: Side) =>
    done[side] ? null : shortfall(missions[side], tallies[side], !both && done[enemy], briefings);
  return { allies: why("allies", "germans"), germans: why("germans", "allies") };
}

/** Both sides' results: missions that deny are judged after the others. */
export function missionResults(
  missions: Record<Side, MissionId>,
  tallies: Record<Side, MissionTally>,
  briefings: Record<MissionId, Briefing> = BRIEFINGS,
): Record<Side, boolean> {
  const denies = (id: MissionId) => deniesOnly(id, briefings);
  const done = (id: MissionId, t: MissionTally, enemy: boolean) =>
    accomplished(id, t, enemy, briefings);
  const a = missions.allies;
  const g = missions.germans;
  if (denies(a) && denies(g)) {
    // both only deny: each is judged as if the other failed
    return {
      allies: done(a, tallies.allies, false),
      germans: done(g, tallies.germans, false),
    };
  }
  if (denies(a)) {
    const germans = done(g, tallies.germans, false);
    return { allies: done(a, tallies.allies, germans), germans };
  }
  if (denies(g)) {
    const allies = done(a, tallies.allies, false);
    return { allies, germans: done(g, tallies.germans, allies) };
  }
  return {
    allies: done(a, tallies.allies, false),
    germans: done(g, tallies.germans, false),
  };
}

/** A plane lost by the enemy: its dashboard VP count whether it was downed, forced to land or fled the map. */
export interface Loss {
  vp: number;
  fate: "downed" | "landed" | "fled";
}

export const vpScored = (enemyLosses: readonly Loss[]) => enemyLosses.reduce((s, l) => s + l.vp, 0);

/**
 * The winner: the only side to accomplish its mission; if both or neither
 * did, the side with more VP; equal VP is a draw (null).
 */
export function missionWinner(done: Record<Side, boolean>, vp: Record<Side, number>): Side | null {
  if (done.allies !== done.germans) return done.allies ? "allies" : "germans";
  if (vp.allies === vp.germans) return null;
  return vp.allies > vp.germans ? "allies" : "germans";
}

/**
 * Rolls both sides' missions: the Allies first; a red mission sets the
 * other side's to its counterpart (no roll for it). Otherwise the Germans
 * roll; a red German mission sets the Allies' to its counterpart.
 */
export function rollMissions(
  year: Year,
  dice: Dice,
  briefings: Record<MissionId, Briefing> = BRIEFINGS,
): Record<Side, MissionId> {
  const table = MISSION_TABLES[year];
  if (!table) throw new RuleError(`the mission tables are for 1916 and 1917, not ${String(year)}`);
  const roll = (side: Side) => {
    const r = dice.roll(20, `${side === "allies" ? "Allied" : "German"} mission (${year}, d20)`);
    const id = table[r - 1];
    dice.note(`${r} → ${briefings[id].name}`);
    return id;
  };
  const allies = roll("allies");
  const ab = briefings[allies];
  if (ab.red) return { allies, germans: ab.counter as MissionId };
  const germans = roll("germans");
  const gb = briefings[germans];
  if (gb.red) return { allies: gb.counter as MissionId, germans };
  return { allies, germans };
}

export function missionById(id: string): Briefing {
  if (!(MISSION_IDS as readonly string[]).includes(id)) {
    throw new RuleError(`no mission "${id}" (missions: ${MISSION_IDS.join(", ")})`);
  }
  return BRIEFINGS[id as MissionId];
}

const requirementSchema = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("destroy"),
      what: z.enum(["ground", "balloon"]),
      count: z.number().int().min(1).max(10),
    })
    .strict(),
  z
    .object({
      kind: z.literal("bomb"),
      hits: z.number().int().min(1).max(10),
      comeHome: z.boolean(),
    })
    .strict(),
  z.object({ kind: z.literal("observe"), turns: z.number().int().min(1).max(30) }).strict(),
  z.object({ kind: z.literal("photograph") }).strict(),
  z.object({ kind: z.literal("patrol"), turns: z.number().int().min(1).max(30) }).strict(),
  z.object({ kind: z.literal("defend"), turns: z.number().int().min(1).max(30) }).strict(),
  z.object({ kind: z.literal("intercept") }).strict(),
]);

const briefingPatch = z
  .object({
    name: z.string().min(1).max(60),
    red: z.boolean(),
    counter: z.enum(MISSION_IDS),
    flight: z.string().min(1).max(60),
    turns: z.number().int().min(1).max(40),
    enemyFlak: z.number().int().min(0).max(5),
    requirement: requirementSchema,
    summary: z.string().min(1).max(400),
  })
  .partial()
  .strict();

/** A briefings file: corrections per mission id, e.g. `{ "recon": { "turns": 10 } }`. */
export const briefingsFileSchema = z.partialRecord(z.enum(MISSION_IDS), briefingPatch);

/** Applies a briefings file (untrusted) to the briefings; RuleError naming the bad field. */
export function withBriefings(
  base: Record<MissionId, Briefing>,
  input: unknown,
): Record<MissionId, Briefing> {
  const r = briefingsFileSchema.safeParse(input);
  if (!r.success) {
    const msg = plainIssues(r.error, "the file");
    throw new RuleError(`briefings: ${msg}`);
  }
  const out = { ...base };
  for (const [id, patch] of Object.entries(r.data) as [
    MissionId,
    z.infer<typeof briefingPatch>,
  ][]) {
    const b = { ...base[id], ...patch };
    if (b.red && !b.counter)
      throw new RuleError(`briefings: ${id}: a red mission needs its counter mission`);
    out[id] = b;
  }
  return out;
}

/** The flak barrage markers each side may place at the start of every turn (against the other's mission). */
export function flakMarkers(
  missions: Record<Side, MissionId>,
  briefings: Record<MissionId, Briefing> = BRIEFINGS,
): Record<Side, number> {
  return {
    allies: briefings[missions.germans].enemyFlak,
    germans: briefings[missions.allies].enemyFlak,
  };
}
