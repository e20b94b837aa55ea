/**
 * The combat tables of Winged Victory as data: the colour modifiers for skill,
 * range and aspect (their pictures are lost: reconstructed), and those the
 * text states (long burst +1, jink −1, barrel roll or falling leaf −2).
 * A player who owns the printed tables types them in through
 * `combatTablesSchema` (see docs/winged-victory-combat.md).
 */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import type { Aspect } from "../board/grid.js";
import { ALEA, type CompiledAlea, colourIndex } from "../dice/alea.js";

export const SKILLS = ["recruit", "expert", "ace"] as const;
/** A pilot's skill marker; gunners are always expert; a wounded pilot flies as a recruit. */
export type Skill = (typeof SKILLS)[number];

export interface CombatTables {
  reconstructed: boolean;
  /** Colour steps per skill marker (fire, spotting, tests). */
  skill: Record<Skill, number>;
  /** Colour steps by range: `range[h − 1]` for h Hexes; past the end, the last value. */
  range: number[];
  aspect: Record<Aspect, number>;
  /** Stated by the text. */
  longBurst: number;
  jink: number;
  barrelRollOrFallingLeaf: number;
  /** Forward guns reach this many Hexes straight ahead (stated). */
  forwardRange: number;
  /** A flak barrage's die, and its step in the Low band. */
  flakDie: string;
  flakLow: number;
}

/**
 * A skill's colour steps, read by name with every read and test on every
 * call (`t.skill[skill]` with a changing name sends compiled code back to be
 * rebuilt the first time a pilot of another skill turns up).
 */
export function skillSteps(t: CombatTables, skill: Skill): number {
  const recruit = t.skill.recruit;
  const expert = t.skill.expert;
  const ace = t.skill.ace;
  const isRecruit = skill === "recruit";
  const isExpert = skill === "expert";
  return isRecruit ? recruit : isExpert ? expert : ace;
}

/** An aspect's colour steps, read as `skillSteps` reads a skill's. */
export function aspectSteps(t: CombatTables, aspect: Aspect): number {
  const front = t.aspect.front;
  const beam = t.aspect.beam;
  const rear = t.aspect.rear;
  const isFront = aspect === "front";
  const isBeam = aspect === "beam";
  return isFront ? front : isBeam ? beam : rear;
}

/**
 * reconstructed: skill −1 / 0 / +1 (recruit / expert / ace); range +1 at one
 * Hex, 0 at two, −1 at three and four, −2 at five; a shot from behind +1,
 * from the front −1, from above or below 0; flak on the green die, one
 * colour lower in the Low band.
 */
export const DEFAULT_COMBAT_TABLES: CombatTables = {
  reconstructed: true,
  skill: { recruit: -1, expert: 0, ace: 1 },
  range: [1, 0, -1, -1, -2],
  aspect: { front: -1, beam: 0, rear: 1 },
  longBurst: 1,
  jink: -1,
  barrelRollOrFallingLeaf: -2,
  forwardRange: 5,
  flakDie: "green",
  flakLow: -1,
};

const step = z.number().int().min(-8).max(8);
export const combatTablesSchema = z
  .object({
    skill: z.object({ recruit: step, expert: step, ace: step }).strict().optional(),
    range: z.array(step).min(1).max(10).optional(),
    aspect: z.object({ front: step, beam: step, rear: step }).strict().optional(),
    flakDie: z.string().min(1).max(20).optional(),
    flakLow: step.optional(),
  })
  .strict();

/** Applies a table file (untrusted) over the defaults; RuleError naming the bad field. */
export function withCombatTables(
  base: CombatTables,
  input: unknown,
  alea: CompiledAlea = ALEA,
): CombatTables {
  const r = combatTablesSchema.safeParse(input);
  if (!r.success) {
    const msg = plainIssues(r.error, "the file");
    throw new RuleError(`combat tables: ${msg}`);
  }
  if (r.data.flakDie) colourIndex(alea, r.data.flakDie);
  return {
    ...base,
    reconstructed: true,
    skill: { ...base.skill, ...r.data.skill },
    range: r.data.range ? [...r.data.range] : [...base.range],
    aspect: { ...base.aspect, ...r.data.aspect },
    flakDie: r.data.flakDie?.toLowerCase() ?? base.flakDie,
    flakLow: r.data.flakLow ?? base.flakLow,
  };
}

export function rangeModifier(t: CombatTables, hexes: number): number {
  const i = hexes - 1;
  return t.range[i < 0 ? 0 : i >= t.range.length ? t.range.length - 1 : i];
}

/** The optional rules of these chapters, each a game option named in the view. */
export interface CombatOptions {
  /** Hit location +1 from the rear, −1 from the front. */
  hitAspect: boolean;
  /** Add the target's size number to the attacker's die. */
  targetSize: boolean;
  /** A leak (or crossing a leak marker) allows only level flight in the next move. */
  goggles: boolean;
  /** A target lower than the spotter and behind him is invisible to him. */
  lowBehind: boolean;
  /** A killed pilot's level plane dives hard when pointing west (westerly winds). */
  westerlies: boolean;
  /** Bombs released on the 60° line instead of the vertical. */
  sixtyDegreeLine: boolean;
  /** The bombing die one colour lower per 5 levels above the ground. */
  altitudeDie: boolean;
  /** Time Freezing in combat (the text strongly recommends it: on by default). */
  timeFreezing: boolean;
}

export const COMBAT_OPTION_LABELS: Record<keyof CombatOptions, string> = {
  hitAspect: "Hit location: +1 from the rear, −1 from the front",
  targetSize: "Target size modifies the attacker's die",
  goggles: "Leaks blind the pilot for a move (goggles)",
  lowBehind: "Planes low and behind are invisible",
  westerlies: "A dead pilot's plane dives hard when pointing west",
  sixtyDegreeLine: "Bombs released on the 60° line",
  altitudeDie: "Bombing die one colour lower per 5 levels",
  timeFreezing: "Time Freezing in combat",
};

/** Off unless the text recommends the rule outright (Time Freezing). */
export const DEFAULT_COMBAT_OPTIONS: CombatOptions = {
  hitAspect: false,
  targetSize: false,
  goggles: false,
  lowBehind: false,
  westerlies: false,
  sixtyDegreeLine: false,
  altitudeDie: false,
  timeFreezing: true,
};
