/**
 * The order of movement of a Winged Victory turn, from where the planes are
 * and what they see at its start:
 *   1. planes out of control (stall, falling leaf, crackup);
 *   2. tailed and tailing planes together, each tailed plane before its tailer;
 *   3. engaged planes (an enemy in the same or an adjacent MegaHex);
 *   4. planes not engaged that see no enemy;
 *   5. planes not engaged that see one.
 * Within a group: the least skilled pilot first, then the lowest, then the
 * fastest, then the player who rolls the lowest d6 (ties roll again).
 * MegaHexes are read on the game's overlay: each function that reads them
 * takes its `radius` (the board file's; the default when left out).
 */
import type { Dice } from "../../../engine/dice.js";
import {
  type Attitude,
  type Heading,
  type Hex,
  inTailSector,
  MEGA_RADIUS,
  megaDistanceOf,
} from "../board/grid.js";
import type { Skill } from "../combat/data.js";

export interface Mover {
  id: string;
  side: string;
  hex: Hex;
  heading: Heading;
  attitude: Attitude;
  /** The skill he flies with now (a wounded pilot is a recruit). */
  skill: Skill;
  /** Speed at the start of the turn. */
  speed: number;
  outOfControl: boolean;
}

/** What plane a knows of plane b at the start of the turn. */
export const SEEN = 1;
/** Not spotted (yet): a test may find it. */
export const UNSEEN = 0;
/** Hidden by the sun or (optional) low-and-behind: this pair is not engaged. */
export const HIDDEN = 2;

/** `sight[a * n + b]`: SEEN, UNSEEN or HIDDEN, for a looking at b. */
export type SightMatrix = Uint8Array;

export const OUT_OF_CONTROL = 1;
export const TAIL = 2;
export const ENGAGED = 3;
export const NONE_IN_SIGHT = 4;
export const TARGET_IN_SIGHT = 5;
export const POOL_NAMES = [
  "",
  "out of control",
  "tailed or tailing",
  "engaged",
  "not engaged, none in sight",
  "not engaged, target in sight",
];

/** `tails[a * n + b]`: a tails b (an enemy, 1 or 2 Hexes inside b's tail sector). */
export function tailMatrix(planes: readonly Mover[]): Uint8Array {
  const n = planes.length;
  const out = new Uint8Array(n * n);
  for (let a = 0; a < n; a++) {
    const pa = planes[a];
    if (pa.outOfControl) continue;
    for (let b = 0; b < n; b++) {
      const pb = planes[b];
      if (a === b || pb.outOfControl || pa.side === pb.side) continue;
      if (inTailSector(pb.hex, pb.heading, pb.attitude, pa.hex)) out[a * n + b] = 1;
    }
  }
  return out;
}

/**
 * Two enemies are engaged when in the same or adjacent MegaHexes and at
 * least one sees the other; but where one is hidden from the other by the
 * sun or low-and-behind and is the only plane within one MegaHex of that
 * spotter, the two are not engaged (the text's condition).
 */
export function engagedPair(
  planes: readonly Mover[],
  sight: SightMatrix,
  a: number,
  b: number,
  radius = MEGA_RADIUS,
): boolean {
  const n = planes.length;
  if (planes[a].side === planes[b].side) return false;
  if (megaDistanceOf(planes[a].hex, planes[b].hex, radius) > 1) return false;
  const ab = sight[a * n + b];
  const ba = sight[b * n + a];
  if (ab === HIDDEN && aloneNear(planes, a, b, radius)) return false;
  if (ba === HIDDEN && aloneNear(planes, b, a, radius)) return false;
  return ab === SEEN || ba === SEEN;
}

/** Whether `target` is the only plane within one MegaHex of `spotter`. */
function aloneNear(
  planes: readonly Mover[],
  spotter: number,
  target: number,
  radius: number,
): boolean {
  const at = planes[spotter].hex;
  for (let c = 0; c < planes.length; c++)
    if (c !== spotter && c !== target && megaDistanceOf(at, planes[c].hex, radius) <= 1)
      return false;
  return true;
}

/** Each plane's pool (1–5). */
export function movementPools(
  planes: readonly Mover[],
  sight: SightMatrix,
  tails: Uint8Array,
  radius = MEGA_RADIUS,
): Uint8Array {
  const n = planes.length;
  const pool = new Uint8Array(n);
  for (let a = 0; a < n; a++) {
    if (planes[a].outOfControl) {
      pool[a] = OUT_OF_CONTROL;
      continue;
    }
    let tail = false;
    let engaged = false;
    let seesEnemy = false;
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      if (tails[a * n + b] || tails[b * n + a]) tail = true;
      if (planes[b].side !== planes[a].side && sight[a * n + b] === SEEN) seesEnemy = true;
      if (!engaged && engagedPair(planes, sight, a, b, radius)) engaged = true;
    }
    pool[a] = tail ? TAIL : engaged ? ENGAGED : seesEnemy ? TARGET_IN_SIGHT : NONE_IN_SIGHT;
  }
  return pool;
}

/** A skill's rank for the tie-break (recruit 0, expert 1, ace 2), both tests on every call. */
function skillRank(skill: Skill): number {
  const expert = skill === "expert" ? 1 : 0;
  const ace = skill === "ace" ? 2 : 0;
  return expert + ace;
}

function compareFixed(p: Mover, q: Mover): number {
  return skillRank(p.skill) - skillRank(q.skill) || p.hex.level - q.hex.level || q.speed - p.speed;
}

/**
 * Ranks a group by the tie-break: skill, altitude, speed, then d6 rolls,
 * lowest first, ties rolling again among themselves. Returns the indices in order.
 */
export function tieBreak(planes: readonly Mover[], group: number[], dice: Dice): number[] {
  const sorted = [...group].sort((a, b) => compareFixed(planes[a], planes[b]));
  const out: number[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i + 1;
    while (j < sorted.length && compareFixed(planes[sorted[i]], planes[sorted[j]]) === 0) j++;
    if (j - i === 1) out.push(sorted[i]);
    else rollOff(planes, sorted.slice(i, j), dice, out);
    i = j;
  }
  return out;
}

/**
 * The last tie-break: the players roll a d6 each, the lowest moves his tied
 * planes first (ties roll again). Tied planes of one player go in the order
 * he lists them: his own choice.
 */
/** A side as the pages name it ("Allies", "Germans"); any other key as it is. */
const sideTitle = (side: string) =>
  side === "allies" ? "Allies" : side === "germans" ? "Germans" : side;

function rollOff(planes: readonly Mover[], tied: number[], dice: Dice, out: number[]): void {
  const sides: string[] = [];
  for (const p of tied) if (!sides.includes(planes[p].side)) sides.push(planes[p].side);
  if (sides.length === 1) {
    out.push(...tied);
    return;
  }
  const rolls = new Map<string, number>();
  for (const side of sides)
    rolls.set(side, dice.roll(6, `order of movement: ${sideTitle(side)} (d6, lowest first)`));
  const bySide = [...sides].sort((x, y) => (rolls.get(x) as number) - (rolls.get(y) as number));
  let i = 0;
  while (i < bySide.length) {
    let j = i + 1;
    while (j < bySide.length && rolls.get(bySide[j]) === rolls.get(bySide[i])) j++;
    const group = new Set(bySide.slice(i, j));
    const members = tied.filter((p) => group.has(planes[p].side));
    if (j - i === 1) out.push(...members);
    else rollOff(planes, members, dice, out);
    i = j;
  }
}

export interface TurnOrder {
  /** Plane indices in the order they move. */
  order: number[];
  pool: Uint8Array;
  tails: Uint8Array;
}

/** The whole order of movement for a turn. Rolls only where the fixed keys tie. */
export function orderOfMovement(
  planes: readonly Mover[],
  sight: SightMatrix,
  dice: Dice,
  radius = MEGA_RADIUS,
): TurnOrder {
  const n = planes.length;
  const tails = tailMatrix(planes);
  const pool = movementPools(planes, sight, tails, radius);
  const order: number[] = [];
  for (let p = OUT_OF_CONTROL; p <= TARGET_IN_SIGHT; p++) {
    const group: number[] = [];
    for (let a = 0; a < n; a++) if (pool[a] === p) group.push(a);
    if (group.length === 0) continue;
    if (p !== TAIL) order.push(...tieBreak(planes, group, dice));
    else order.push(...tailOrder(planes, group, tails, dice));
  }
  return { order, pool, tails };
}

/**
 * The tailing pool's order (`tails[a * n + b]`: a tails b): each tailed
 * plane before the planes tailing it; among those free to go, the
 * tie-break; a circle (tail to tail) is cut by the tie-break too.
 */
export function tailOrder(
  planes: readonly Mover[],
  group: readonly number[],
  tails: Uint8Array,
  dice: Dice,
): number[] {
  const n = planes.length;
  const order: number[] = [];
  const left = [...group];
  while (left.length > 0) {
    const free = left.filter((a) => !left.some((b) => b !== a && tails[a * n + b]));
    const choice =
      free.length === 1 ? free[0] : tieBreak(planes, free.length ? free : left, dice)[0];
    order.push(choice);
    left.splice(left.indexOf(choice), 1);
  }
  return order;
}

/**
 * The engaged pools: groups of planes linked by engaged pairs (for Time
 * Freezing, once per turn per pool). Each group lists plane indices.
 */
export function engagedGroups(
  planes: readonly Mover[],
  sight: SightMatrix,
  radius = MEGA_RADIUS,
): number[][] {
  const n = planes.length;
  const group = new Int16Array(n).fill(-1);
  const out: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (group[s] >= 0) continue;
    const members = [s];
    group[s] = out.length;
    for (let k = 0; k < members.length; k++) {
      const a = members[k];
      for (let b = 0; b < n; b++) {
        if (group[b] < 0 && engagedPair(planes, sight, a, b, radius)) {
          group[b] = out.length;
          members.push(b);
        }
      }
    }
    if (members.length > 1) out.push(members.sort((x, y) => x - y));
    else group[s] = -2;
  }
  return out;
}

/** What a plane may fly this turn because of its pool. */
export interface PoolLimits {
  /** Easy turns are barred while engaged (tailing counts). */
  easyTurn: boolean;
  /** Hard turns need an engagement. */
  hardTurn: boolean;
  /** Not engaged and seeing no enemy: level flight or the mission's course only. */
  onlyLevelOrMission: boolean;
}

export function poolLimits(pool: number): PoolLimits {
  const engaged = pool === TAIL || pool === ENGAGED;
  return { easyTurn: !engaged, hardTurn: engaged, onlyLevelOrMission: pool === NONE_IN_SIGHT };
}
