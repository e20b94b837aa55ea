/**
 * Winged Victory's simple computer players, each a pure function of a seat's
 * view (they know only what its pilots know) and a generator state:
 * - random: any legal action;
 * - greedy: every shot it has, on the strongest die, at once; otherwise full
 *   throttle and the manoeuvre that ends nearest the closest enemy it sees,
 *   at a safe speed (no stall, test or crackup ahead), on the board; with no
 *   enemy in sight, toward the front. With Time Freezing in play, a plane
 *   that could be engaged this turn (an enemy plane or marker in its
 *   MegaHex or the next) sets a standing call at the forward guns' reach,
 *   5 Hexes, with its full throttle (ruling G17).
 */
import { faceOf, nextUint32, type RngState } from "../../engine/rng.js";
import { hexDistance } from "./board/grid.js";
import type { WvAction } from "./game/state.js";
import type { WvView } from "./view/view.js";

export type Bot = (v: WvView, rng: RngState) => WvAction;

const pick = <T>(xs: readonly T[], rng: RngState): T => xs[faceOf(nextUint32(rng), xs.length) - 1];

export const randomBot: Bot = (v, rng) => pick(v.actions, rng);

const LADDER = ["white", "grey", "pink", "yellow", "green", "orange", "red", "blue", "black"];

export const greedyBot: Bot = (v, rng) => {
  const a0 = v.actions[0];
  if (!a0) throw new Error("no action to choose from");
  if (v.phase === "throttle") {
    // Full power for every plane (the highest throttle offered).
    const throttles = v.actions.filter((a) => a.type === "throttle");
    // Only flak markers left to place: any of them.
    if (throttles.length === 0) return pick(v.actions, rng);
    const first = throttles[0];
    const plane = first.type === "throttle" ? first.plane : "";
    const own = throttles.filter((a) => a.type === "throttle" && a.plane === plane);
    let best = first;
    for (const a of own)
      if (
        a.type === "throttle" &&
        best.type === "throttle" &&
        a.freezeWithin === undefined &&
        a.value > best.value
      )
        best = a;
    // A call is offered only to a plane that can be engaged this turn (ruling G17).
    const call = own.find((a) => a.type === "throttle" && a.freezeWithin === 5);
    return call ?? best;
  }
  if (v.phase === "fire") {
    let best: WvAction | null = null;
    let score = -1;
    for (const s of v.shots) {
      const die = LADDER.indexOf(s.die);
      const long = LADDER.indexOf(s.longDie);
      const a = long > die ? s.actions[1] : s.actions[0];
      const sc = Math.max(die, long) + (s.target.startsWith("T") ? -1 : 0);
      if (sc > score) {
        score = sc;
        best = a;
      }
    }
    return best ?? { type: "hold" };
  }
  if (v.phase === "move" && v.moves.length > 0) {
    const first = v.moves[0].action;
    const me = first.type === "move" ? v.planes.find((p) => p.id === first.plane) : undefined;
    const enemies = v.planes.filter((p) => me && p.side !== me.side && p.fate === null);
    let best = v.moves[0];
    let score = Number.NEGATIVE_INFINITY;
    for (const m of v.moves) {
      const end = m.path[m.path.length - 1] ?? me?.hex;
      if (!end) continue;
      let sc = chaseScore({
        nearest:
          enemies.length > 0 ? Math.min(...enemies.map((e) => hexDistance(end, e.hex))) : null,
        hazard: m.warnings.some((w) => /stall|crackup|crash|structural/.test(w)),
        level: m.level,
        col: end.col,
        cols: v.mats * v.matWidth,
        front: v.front,
        endSpeed: m.endSpeed,
        pilotFires: m.pilotMayFire,
      });
      sc += faceOf(nextUint32(rng), 100) / 1000;
      if (sc > score) {
        score = sc;
        best = m;
      }
    }
    return best.action;
  }
  return pick(v.actions, rng);
};

/** Where a manoeuvre ends, as the greedy player weighs it. */
export interface ChaseEnd {
  /** Hexes to the closest enemy; null with none in sight. */
  nearest: number | null;
  /** A stall, crackup, crash or Structural Test on the way. */
  hazard: boolean;
  level: number;
  col: number;
  /** The board's width in columns. */
  cols: number;
  /** With no enemy in sight, the column of the front to head for (none: no pull). */
  front?: number;
  endSpeed: number;
  pilotFires: boolean;
}

/**
 * The greedy player's score for where a manoeuvre ends (noise apart): nearer
 * the closest enemy (with none in sight, near the middle levels and the
 * front), away from stalls, tests and the ground, on the board (leaving it
 * gives the enemy the plane's VP), not slowed to a crawl, a shot a little better.
 */
export function chaseScore(e: ChaseEnd): number {
  let sc = 0;
  if (e.nearest !== null) sc -= e.nearest;
  else if (e.front !== undefined) sc -= Math.abs(e.level - 15) / 4;
  if (e.hazard) sc -= 20;
  if (e.level <= 2) sc -= 20;
  if (e.col < 3 || e.col > e.cols - 4) sc -= 30;
  else if (e.nearest === null && e.front !== undefined) sc -= Math.abs(e.col - e.front) / 10;
  if (e.endSpeed <= 1) sc -= 5;
  if (e.pilotFires) sc += 0.5;
  return sc;
}

export const BOTS: Record<string, Bot> = { random: randomBot, greedy: greedyBot };
