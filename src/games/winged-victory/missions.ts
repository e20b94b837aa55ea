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
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";

export const MISSION_IDS = [
  "cap",
  "strategic-bombing",
  "patrol",
  "artillery",
  "recon",
  "bombing",
  "strafing",
  "balloon-busting",
  "scramble",
] as const;
export type MissionId = (typeof MISSION_IDS)[number];
export type Year = 1916 | 1917;
export type Side = "allies" | "germans";

/** The d20 tables as printed: entry k − 1 is the mission for a roll of k. */
export const MISSION_TABLES: Record<Year, readonly MissionId[]> = {
  1916: [
    "cap",
    "strategic-bombing",
    "patrol",
    "artillery",
    "recon",
    "bombing",
    "patrol",
    "artillery",
    "recon",
    "bombing",
    "patrol",
    "artillery",
    "recon",
    "bombing",
    "patrol",
    "artillery",
    "recon",
    "strafing",
    "balloon-busting",
    "scramble",
  ],
  1917: [
    "scramble",
    "balloon-busting",
    "strategic-bombing",
    "patrol",
    "cap",
    "recon",
    "bombing",
    "artillery",
    "patrol",
    "cap",
    "recon",
    "patrol",
    "artillery",
    "bombing",
    "recon",
    "cap",
    "patrol",
    "strafing",
    "balloon-busting",
    "scramble",
  ],
};

/** What a side must do to accomplish its mission. */
export type Requirement =
  /** Destroy this many enemy ground targets (or balloons). */
  | { kind: "destroy"; what: "ground" | "balloon"; count: number }
  /** Score this many bomb hits (near misses count) and bring a bomber home. */
  | { kind: "bomb"; hits: number; comeHome: boolean }
  /** A two-seater spends this many turns over the enemy side at Low altitude, then comes home. */
  | { kind: "observe"; turns: number }
  /** A two-seater overflies the target MegaHex in level flight, then comes home. */
  | { kind: "photograph" }
  /** Cross the front line and still have a plane in the air over the front at the end. */
  | { kind: "patrol"; turns: number }
  /** Keep a plane in the air over the own side to the end and let the enemy fail. */
  | { kind: "defend"; turns: number }
  /** Down an enemy plane, or let the enemy fail. */
  | { kind: "intercept" };

export interface Briefing {
  id: MissionId;
  name: string;
  /** A red mission sets both sides' missions: the other side flies `counter`. */
  red: boolean;
  counter?: MissionId;
  /** Who flies it (dashboard codes): F fighter, R two-seater, B bomber. */
  flight: string;
  /** Game turns the mission lasts (the end of the game if nothing ends it earlier). */
  turns: number;
  requirement: Requirement;
  /** Our own words for the briefing. */
  summary: string;
  reconstructed: true;
}

/** reconstructed: every briefing (see the file comment). */
export const BRIEFINGS: Record<MissionId, Briefing> = {
  cap: {
    id: "cap",
    name: "CAP / Defensive Patrol",
    red: false,
    flight: "2 F",
    turns: 12,
    requirement: { kind: "defend", turns: 12 },
    summary:
      "Guard your side of the front: keep a plane aloft over it to the end and see the enemy fail.",
    reconstructed: true,
  },
  "strategic-bombing": {
    id: "strategic-bombing",
    name: "Strategic Bombing",
    red: true,
    counter: "scramble",
    flight: "1 B + 2 F",
    turns: 14,
    requirement: { kind: "bomb", hits: 1, comeHome: true },
    summary: "Bomb a target deep behind the lines (far mat), score a hit and bring a bomber home.",
    reconstructed: true,
  },
  patrol: {
    id: "patrol",
    name: "Patrol",
    red: false,
    flight: "2 F",
    turns: 12,
    requirement: { kind: "patrol", turns: 12 },
    summary:
      "Fly over the lines: cross the front and still have a plane over it when the patrol ends.",
    reconstructed: true,
  },
  artillery: {
    id: "artillery",
    name: "Artillery Fire Direction",
    red: false,
    flight: "1 R + 1 F",
    turns: 12,
    requirement: { kind: "observe", turns: 3 },
    summary:
      "Spot for the guns: a two-seater spends 3 turns low over the enemy side, then comes home.",
    reconstructed: true,
  },
  recon: {
    id: "recon",
    name: "RECON",
    red: false,
    flight: "1 R + 1 F",
    turns: 12,
    requirement: { kind: "photograph" },
    summary:
      "Photograph the target: a two-seater flies level over its MegaHex for a turn, then comes home.",
    reconstructed: true,
  },
  bombing: {
    id: "bombing",
    name: "Bombing",
    red: false,
    flight: "1 B + 1 F",
    turns: 12,
    requirement: { kind: "destroy", what: "ground", count: 1 },
    summary: "Destroy the ground target beyond the lines with bombs or guns.",
    reconstructed: true,
  },
  strafing: {
    id: "strafing",
    name: "Strafing",
    red: false,
    flight: "2 F",
    turns: 10,
    requirement: { kind: "destroy", what: "ground", count: 1 },
    summary: "Shoot up the enemy's trenches or guns until one target is destroyed.",
    reconstructed: true,
  },
  "balloon-busting": {
    id: "balloon-busting",
    name: "Balloon Busting",
    red: true,
    counter: "cap",
    flight: "2 F",
    turns: 10,
    requirement: { kind: "destroy", what: "balloon", count: 1 },
    summary: "Burn the enemy's observation balloon; the enemy defends it.",
    reconstructed: true,
  },
  scramble: {
    id: "scramble",
    name: "Scramble",
    red: true,
    counter: "bombing",
    flight: "2 F from low altitude",
    turns: 12,
    requirement: { kind: "intercept" },
    summary: "A raid is coming: climb to meet it, down a raider or make the raid fail.",
    reconstructed: true,
  },
};

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
  /** Own planes still flying at the end (over the own side for "defend", over the front for "patrol"). */
  planesAloftAtEnd: number;
  enemyDowned: number;
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
});

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
      return t.crossedFront && t.turnsFlown >= r.turns && t.planesAloftAtEnd > 0;
    case "defend":
      return t.turnsFlown >= r.turns && t.planesAloftAtEnd > 0 && !enemyAccomplished;
    case "intercept":
      return t.enemyDowned > 0 || !enemyAccomplished;
  }
}

const denies = (id: MissionId) => {
  const k = BRIEFINGS[id].requirement.kind;
  return k === "defend" || k === "intercept";
};

/** Both sides' results: missions that deny are judged after the others. */
export function missionResults(
  missions: Record<Side, MissionId>,
  tallies: Record<Side, MissionTally>,
): Record<Side, boolean> {
  const a = missions.allies;
  const g = missions.germans;
  if (denies(a) && denies(g)) {
    // both only deny: each is judged as if the other failed
    return {
      allies: accomplished(a, tallies.allies, false),
      germans: accomplished(g, tallies.germans, false),
    };
  }
  if (denies(a)) {
    const germans = accomplished(g, tallies.germans, false);
    return { allies: accomplished(a, tallies.allies, germans), germans };
  }
  if (denies(g)) {
    const allies = accomplished(a, tallies.allies, false);
    return { allies, germans: accomplished(g, tallies.germans, allies) };
  }
  return {
    allies: accomplished(a, tallies.allies, false),
    germans: accomplished(g, tallies.germans, false),
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
export function rollMissions(year: Year, dice: Dice): Record<Side, MissionId> {
  const table = MISSION_TABLES[year];
  if (!table) throw new RuleError(`the mission tables are for 1916 and 1917, not ${String(year)}`);
  const roll = (side: Side) => {
    const r = dice.roll(20, `${side === "allies" ? "Allied" : "German"} mission (${year}, d20)`);
    const id = table[r - 1];
    dice.note(`${r} → ${BRIEFINGS[id].name}`);
    return id;
  };
  const allies = roll("allies");
  const ab = BRIEFINGS[allies];
  if (ab.red) return { allies, germans: ab.counter as MissionId };
  const germans = roll("germans");
  const gb = BRIEFINGS[germans];
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
    const msg = r.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`);
    throw new RuleError(`briefings: ${msg.join("; ")}`);
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
