/**
 * The Hawks over Malta computer player: a time-budgeted search over
 * determinised hidden information. It sees only its own seat's view. For
 * each decision it lists candidate choices (a whole move for a plane, a
 * priority order, a shot, a bombing run), and spends its budget on UCB1 over
 * them: each trial draws a full state consistent with the view, plays the
 * choice, plays on with a noisy greedy policy to the end of the game (or a
 * set horizon, then scores the position), and the best mean wins.
 */
import { faceOf, nextUint32, type RngState, seedRng, shuffled } from "../engine/rng.js";
import { alive, distance, planeOf } from "../games/hawks-over-malta/board.js";
import { chance2d6, greedyBot, randomBot } from "../games/hawks-over-malta/bots.js";
import { AIRCRAFT, SCENARIOS, type Side } from "../games/hawks-over-malta/data.js";
import { determinize } from "../games/hawks-over-malta/determinize.js";
import {
  applyInPlace,
  legalActions,
  legalSteps,
  stepTarget,
} from "../games/hawks-over-malta/rules.js";
import type { HawksAction, HawksState } from "../games/hawks-over-malta/state.js";
import { type HawksView, toAct } from "../games/hawks-over-malta/view.js";
import { PlayoutDice } from "./fast-dice.js";
import { bestArm, newArms, selectArm } from "./ucb.js";

/** Playouts run to the end of the game: games are short, and the true result beats any estimate. */
export const DEFAULT_HORIZON = 99;
export const DEFAULT_BUDGET_MS = 100;

export interface SearchOptions {
  /** Milliseconds per decision (the time budget). */
  budgetMs: number;
  /** Stop after this many trials even with time left (for repeatable runs). */
  maxTrials?: number;
  /** Turns played past the current one before a playout is scored. */
  horizon?: number;
  seed: number;
}

export interface SearchStats {
  trials: number;
  candidates: number;
  ms: number;
}

/** What the player remembers between decisions: the rest of a planned move. */
export interface SearchMemory {
  plan?: { key: string; rest: HawksAction[] };
  stats?: SearchStats;
}

/** A whole move for the plane whose move it is: its steps, ending where the path ends. */
function movePlans(s: HawksState): HawksAction[][] {
  const ph = s.phase;
  if (ph.kind !== "move") return [];
  const p = planeOf(s, ph.plane);
  const left = AIRCRAFT[p.type].move - ph.steps;
  const seen = new Map<string, HawksAction[]>();
  if (ph.steps > 0) seen.set(`${p.x},${p.y},${p.alt}`, [{ type: "end" }]);
  const walk = (at: { x: number; y: number; alt: number }, path: HawksAction[], depth: number) => {
    if (depth === left) return;
    for (const dir of legalSteps({ ...p, ...at })) {
      const to = stepTarget({ ...p, ...at }, dir);
      const next = [...path, { type: "step", dir } as HawksAction];
      const key = `${to.x},${to.y},${to.alt}`;
      const full = depth + 1 === left ? next : [...next, { type: "end" } as HawksAction];
      if (!seen.has(key)) seen.set(key, full);
      walk(to, next, depth + 1);
    }
  };
  walk(p, [], 0);
  return [...seen.values()];
}

function candidates(side: Side, s: HawksState, rng: RngState): HawksAction[][] {
  const ph = s.phase;
  const legal = legalActions(s, side);
  if (ph.kind === "move") {
    // The greedy player's choice is tried first, so a short budget still weighs it.
    const g = JSON.stringify(greedyBot(s, side, rng));
    const plans = movePlans(s);
    return [
      ...plans.filter((p) => JSON.stringify(p[0]) === g),
      ...plans.filter((p) => JSON.stringify(p[0]) !== g),
    ];
  }
  if (ph.kind === "priorities") {
    const ids = (legal[0] as { order: string[] }).order;
    const out: HawksAction[][] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const order = i === 0 ? ids : shuffled(ids, rng);
      if (!seen.has(order.join())) {
        seen.add(order.join());
        out.push([{ type: "priorities", order }]);
      }
    }
    return out;
  }
  if (ph.kind === "place" && legal.length > 10) {
    const greedy = greedyBot(s, side, rng);
    return [
      [greedy],
      ...shuffled(legal, rng)
        .slice(0, 9)
        .map((a) => [a]),
    ];
  }
  return legal.map((a) => [a]);
}

/**
 * The position from `side`'s point of view, squashed to 0..1: victory points
 * so far, plus what each side can still make of its planes (a bomber still
 * carrying bombs is worth the points it is likely to score, less the farther
 * it has to go; fighters a little each, halved when hit).
 */
export function evaluate(s: HawksState, side: Side): number {
  const vpFor = SCENARIOS[s.scenario - 1].vp;
  let margin = s.vp.axis - s.vp.british;
  if (s.phase.kind !== "over") {
    for (const p of alive(s)) {
      const spec = AIRCRAFT[p.type];
      const health = p.hits > 0 ? 0.5 : 1;
      if (spec.role === "fighter") margin += (p.side === "axis" ? 0.6 : -0.6) * health;
      else if (!p.bombed && spec.bombing) {
        const d = Math.min(10, ...s.objectives.map((o) => distance(o, p) + Math.max(0, p.alt - 2)));
        const expected =
          (spec.badges ?? 1) * vpFor.bombHit * chance2d6(spec.bombing[1] + (p.hits > 0 ? 1 : 0));
        margin += expected * Math.max(0.15, 1 - d / 9);
      }
    }
  }
  const mine = side === "axis" ? margin : -margin;
  // Ties go to the RAF: shift the Axis's even game below one half.
  return 1 / (1 + Math.exp(-(mine + (side === "axis" ? -0.5 : 0.5)) / 1.5));
}

/** The playout policy: greedy, with one move in five at random. */
function playoutAction(s: HawksState, side: Side, rng: RngState): HawksAction {
  return faceOf(nextUint32(rng), 5) === 1 ? randomBot(s, side, rng) : greedyBot(s, side, rng);
}

function playout(
  s: HawksState,
  me: Side,
  plan: HawksAction[],
  horizon: number,
  rng: RngState,
): number {
  const dice = new PlayoutDice(rng);
  const planePlan = s.phase.kind === "move" ? s.phase.plane : null;
  const stopTurn = s.turn + horizon;
  let rest = plan;
  for (let guard = 0; guard < 4000 && s.phase.kind !== "over" && s.turn <= stopTurn; guard++) {
    const side = toAct(s)[0];
    let action: HawksAction;
    // Follow the plan while it is this side's move of the planned plane (or the first step).
    const onPlan =
      rest.length > 0 &&
      side === me &&
      (planePlan === null || (s.phase.kind === "move" && s.phase.plane === planePlan));
    if (onPlan) {
      action = rest[0];
      rest = rest.slice(1);
      if (
        !legalActions(s, side).some(
          (a) =>
            JSON.stringify(a) === JSON.stringify(action) ||
            (a.type === "priorities" && action.type === "priorities"),
        )
      ) {
        rest = [];
        action = playoutAction(s, side, rng);
      }
    } else {
      if (
        planePlan !== null &&
        rest.length > 0 &&
        s.phase.kind === "move" &&
        s.phase.plane !== planePlan
      )
        rest = [];
      action = playoutAction(s, side, rng);
    }
    applyInPlace(s, side, action, dice);
  }
  return evaluate(s, me);
}

export function chooseAction(
  view: HawksView,
  side: Side,
  opts: SearchOptions,
  memory: SearchMemory = {},
): HawksAction {
  const started = performance.now();
  const rng = seedRng(opts.seed);
  const base = determinize(view, side, rng);
  const legal = legalActions(base, side);
  if (legal.length === 0) throw new Error("no decision to make");
  // Carry on with a planned move.
  const ph = base.phase;
  const key = ph.kind === "move" ? `${base.turn}:${ph.plane}:${ph.steps}` : "";
  if (memory.plan && memory.plan.key === key && memory.plan.rest.length > 0) {
    const next = memory.plan.rest[0];
    if (legal.some((a) => JSON.stringify(a) === JSON.stringify(next))) {
      memory.plan = {
        key: ph.kind === "move" ? `${base.turn}:${ph.plane}:${ph.steps + 1}` : "",
        rest: memory.plan.rest.slice(1),
      };
      return next;
    }
  }
  if (legal.length === 1 && ph.kind !== "priorities") return legal[0];
  const choices = candidates(side, base, rng);
  const arms = newArms(choices.length);
  const maxTrials = opts.maxTrials ?? Number.POSITIVE_INFINITY;
  let trials = 0;
  // The budget is a hard limit (after at least one trial): a choice never tried is never picked.
  while (trials < maxTrials && (trials === 0 || performance.now() - started < opts.budgetMs)) {
    const i = selectArm(arms);
    const world = determinize(view, side, rng);
    const value = playout(world, side, choices[i], opts.horizon ?? DEFAULT_HORIZON, rng);
    arms[i].visits++;
    arms[i].total += value;
    trials++;
  }
  const chosen = choices[bestArm(arms)];
  memory.stats = { trials, candidates: choices.length, ms: performance.now() - started };
  if (ph.kind === "move" && chosen.length > 1) {
    memory.plan = { key: `${base.turn}:${ph.plane}:${ph.steps + 1}`, rest: chosen.slice(1) };
  }
  return chosen[0];
}
