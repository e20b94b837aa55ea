/**
 * Simple computer players: random (any legal action) and greedy (the best
 * immediate shot or bombing, and otherwise a straight line to where one can
 * be had). The search player in src/ai builds on both.
 */
import { faceOf, nextUint32, type RngState, shuffled } from "../../engine/rng.js";
import { legalActions } from "./actions.js";
import { alive, distance, inCloud, other, planeOf, sameSquare, stepTarget } from "./board.js";
import { fireModifiers } from "./combat.js";
import { AIRCRAFT, type Side } from "./data.js";
import type { HawksAction, HawksState, Plane } from "./state.js";

export type Bot = (s: HawksState, side: Side, rng: RngState) => HawksAction;

const pick = <T>(xs: T[], rng: RngState): T => xs[faceOf(nextUint32(rng), xs.length) - 1];

export const randomBot: Bot = (s, side, rng) => {
  const actions = legalActions(s, side);
  const a = pick(actions, rng);
  return a.type === "priorities" ? { type: "priorities", order: shuffled(a.order, rng) } : a;
};

/** Chance that `firer`'s 2D6 shot hits `target`. */
export function hitChance(s: HawksState, firer: Plane, target: Plane): number {
  const mods = fireModifiers(s, firer, target).reduce((a, m) => a + m.value, 0);
  return chance2d6(AIRCRAFT[firer.type].hits - mods);
}

/** The chance that 2D6 makes at least `need`. */
export function chance2d6(need: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= need) ways++;
  return ways / 36;
}

/** How much a target is worth: bombers still carrying bombs most, damaged planes more. */
function targetValue(t: Plane): number {
  const bomber = AIRCRAFT[t.type].role === "bomber";
  return (bomber ? (t.bombed ? 1.5 : 3) : 1.5) * (t.hits > 0 ? 1.6 : 1);
}

/** Where a plane would like to be: fighters close on the most valuable foe they can reach, bombers on an objective at altitude 2. */
function goal(s: HawksState, p: Plane): { x: number; y: number; alt: number } {
  if (AIRCRAFT[p.type].role === "bomber") {
    const obj = [...s.objectives].sort((a, b) => distance(a, p) - distance(b, p))[0];
    return obj ? { x: obj.x, y: obj.y, alt: 2 } : p;
  }
  const foes = alive(s, other(p.side)).filter((f) => !inCloud(s, f) || f.alt >= p.alt);
  if (foes.length === 0) return p;
  const best = foes.sort(
    (a, b) => targetValue(b) / (1 + distance(b, p)) - targetValue(a) / (1 + distance(a, p)),
  )[0];
  // Come in level with the target or one above it.
  return { x: best.x, y: best.y, alt: Math.min(4, best.alt + (p.side === "axis" ? 1 : 0)) };
}

const far = (a: { x: number; y: number; alt: number }, b: { x: number; y: number; alt: number }) =>
  distance(a, b) + Math.abs(a.alt - b.alt);

export const greedyBot: Bot = (s, side, rng) => {
  const actions = legalActions(s, side);
  const ph = s.phase;
  switch (ph.kind) {
    case "priorities":
      return {
        type: "priorities",
        order: shuffled((actions[0] as { order: string[] }).order, rng),
      };
    case "react":
      return { type: "react", attacker: ph.candidates[0] };
    case "engage": {
      const a = planeOf(s, ph.attacker);
      const best = [...ph.targets].sort(
        (x, y) =>
          hitChance(s, a, planeOf(s, y)) * targetValue(planeOf(s, y)) -
          hitChance(s, a, planeOf(s, x)) * targetValue(planeOf(s, x)),
      )[0];
      return { type: "attack", target: best };
    }
    case "bomb":
      return actions.find((a) => a.type === "bomb") as HawksAction;
    case "move": {
      const p = planeOf(s, ph.plane);
      const g = goal(s, p);
      let best: HawksAction = actions[0];
      let bestScore = Number.POSITIVE_INFINITY;
      for (const a of actions) {
        const at = a.type === "step" ? stepTarget(p, a.dir) : { x: p.x, y: p.y, alt: p.alt };
        // Stop once there; otherwise close the distance.
        const score = far(at, g) + (a.type === "end" ? (far(p, g) === 0 ? -1 : 0.5) : 0);
        if (score < bestScore) {
          bestScore = score;
          best = a;
        }
      }
      return best;
    }
    case "place": {
      if (ph.what === "aa") {
        const onObjective = actions.find(
          (a) => a.type === "place" && s.objectives.some((o) => sameSquare(o, a)),
        );
        return onObjective ?? pick(actions, rng);
      }
      return pick(actions, rng);
    }
    default:
      return pick(actions, rng);
  }
};
