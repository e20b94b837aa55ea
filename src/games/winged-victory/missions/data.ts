/**
 * The mission tables of Winged Victory (as printed) and the briefings
 * (reconstructed: what each mission asks, who flies it, how long it lasts,
 * and which missions are red, involving both sides). See missions/missions.ts.
 */

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
  /** Flak barrage markers the other side may place each turn against this mission. */
  enemyFlak: number;
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
    enemyFlak: 0,
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
    enemyFlak: 2,
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
    enemyFlak: 0,
    requirement: { kind: "patrol", turns: 12 },
    summary:
      "Fly over the lines: cross the front, and when the patrol ends still have a plane over the front line or beyond it.",
    reconstructed: true,
  },
  artillery: {
    id: "artillery",
    name: "Artillery Fire Direction",
    red: false,
    flight: "1 R + 1 F",
    turns: 12,
    enemyFlak: 1,
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
    enemyFlak: 1,
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
    enemyFlak: 1,
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
    enemyFlak: 1,
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
    enemyFlak: 1,
    requirement: { kind: "destroy", what: "balloon", count: 1 },
    summary: "Burn the enemy's observation balloon; the enemy defends it.",
    reconstructed: true,
  },
  scramble: {
    id: "scramble",
    name: "Scramble",
    red: true,
    counter: "bombing",
    flight: "2 F from the airfield",
    turns: 12,
    enemyFlak: 0,
    requirement: { kind: "intercept" },
    summary: "A raid is coming: climb to meet it, down a raider or make the raid fail.",
    reconstructed: true,
  },
};
