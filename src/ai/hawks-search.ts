/**
 * The Hawks over Malta computer player: a time-budgeted search over
 * determinised hidden information. It sees only its own seat's view. For
 * each decision it lists candidate choices (a whole move for a plane, a
 * priority order, a shot, a bombing run), and spends its budget comparing
 * them (the budget holds to within one playout, a fraction of a millisecond,
 * past the time the view and the candidates take to build): each trial draws a full state consistent with the view, plays the
 * choice, plays on with a noisy greedy policy to the end of the game (or a
 * set horizon, then scores the position). See `compare` for how a choice wins.
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

/** What makes a choice the choice it is (the details a view adds to an action are left out). */
function choiceKey(a: HawksAction): string {
  switch (a.type) {
    case "step":
      return `step ${a.dir}`;
    case "place":
      return `place ${a.x} ${a.y} ${a.alt ?? ""}`;
    case "priorities":
      return `priorities ${a.order.join()}`;
    case "react":
      return `react ${a.attacker}`;
    case "attack":
      return `attack ${a.target}`;
    case "bomb":
    case "hold":
      return `${a.type} ${a.bomber}`;
    default:
      return a.type;
  }
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

/** The greedy player's move for the plane to move, step by step as it would play it. */
function greedyPlan(s: HawksState, side: Side, rng: RngState): HawksAction[] {
  const ph = s.phase;
  if (ph.kind !== "move") return [];
  const sim: HawksState = { ...s, planes: s.planes.map((p) => ({ ...p })) };
  const p = planeOf(sim, ph.plane);
  const max = AIRCRAFT[p.type].move;
  const plan: HawksAction[] = [];
  for (let steps = ph.steps; steps < max; steps++) {
    sim.phase = { kind: "move", plane: p.id, steps };
    const a = greedyBot(sim, side, rng);
    plan.push(a);
    if (a.type !== "step") return plan;
    Object.assign(p, stepTarget(p, a.dir));
  }
  return plan;
}

function candidates(side: Side, s: HawksState, rng: RngState): HawksAction[][] {
  const ph = s.phase;
  const legal = legalActions(s, side);
  if (ph.kind === "move") {
    // The greedy player's whole move comes first: the default the others must beat.
    const g = greedyPlan(s, side, rng);
    const gk = g.map(choiceKey).join();
    return [g, ...movePlans(s).filter((p) => p.map(choiceKey).join() !== gk)];
  }
  if (ph.kind === "priorities") {
    const ids = (legal[0] as { order: string[] }).order;
    const out: HawksAction[][] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const order = shuffled(ids, rng);
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
  // The greedy player's choice first: it is the default the others must beat.
  const g = choiceKey(greedyBot(s, side, rng));
  return [
    ...legal.filter((a) => choiceKey(a) === g),
    ...legal.filter((a) => choiceKey(a) !== g),
  ].map((a) => [a]);
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

/**
 * The playout policy: the opponent plays greedy, the searching side greedy
 * with one move in five at random (its own later choices are still open).
 */
function playoutAction(s: HawksState, side: Side, me: Side, rng: RngState): HawksAction {
  return side === me && faceOf(nextUint32(rng), 5) === 1
    ? randomBot(s, side, rng)
    : greedyBot(s, side, rng);
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
      // The planned choice as it is offered now (its details follow the clouds, which may have drifted).
      const planned = rest[0];
      const wanted = choiceKey(planned);
      rest = rest.slice(1);
      const offered = legalActions(s, side).find(
        (a) =>
          choiceKey(a) === wanted || (a.type === "priorities" && wanted.startsWith("priorities")),
      );
      if (offered) action = offered.type === "priorities" ? planned : offered;
      else {
        rest = [];
        action = playoutAction(s, side, me, rng);
      }
    } else {
      if (
        planePlan !== null &&
        rest.length > 0 &&
        s.phase.kind === "move" &&
        s.phase.plane !== planePlan
      )
        rest = [];
      action = playoutAction(s, side, me, rng);
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
  // The action as the view offers it (with the details the log shows).
  const offer = (a: HawksAction) => view.actions.find((x) => choiceKey(x) === choiceKey(a)) ?? a;
  // Carry on with a planned move.
  const ph = base.phase;
  const key = ph.kind === "move" ? `${base.turn}:${ph.plane}:${ph.steps}` : "";
  if (memory.plan && memory.plan.key === key && memory.plan.rest.length > 0) {
    const next = memory.plan.rest[0];
    const offered = legal.find((a) => choiceKey(a) === choiceKey(next));
    if (offered) {
      memory.plan = {
        key: ph.kind === "move" ? `${base.turn}:${ph.plane}:${ph.steps + 1}` : "",
        rest: memory.plan.rest.slice(1),
      };
      return offer(offered);
    }
  }
  if (legal.length === 1 && ph.kind !== "priorities") return offer(legal[0]);
  const choices = candidates(side, base, rng);
  const picked = compare(view, side, choices, opts, started, rng);
  memory.stats = {
    trials: picked.trials,
    candidates: choices.length,
    ms: performance.now() - started,
  };
  const chosen = choices[picked.index];
  if (ph.kind === "move" && chosen.length > 1) {
    memory.plan = { key: `${base.turn}:${ph.plane}:${ph.steps + 1}`, rest: chosen.slice(1) };
  }
  return offer(chosen[0]);
}

/**
 * Compares the choices on common random numbers: round after round, every
 * choice still in play is played out in the same drawn world with the same
 * dice, so the differences between choices are not drowned in the luck of
 * the dice. After 8, 16, 32… rounds the worse half is dropped. The first
 * choice (the greedy player's, where there is one) is the default: another
 * is taken only if it beats it by more than two standard errors of the
 * paired difference, so a short budget plays no worse than greedy.
 */
function compare(
  view: HawksView,
  side: Side,
  choices: HawksAction[][],
  opts: SearchOptions,
  started: number,
  rng: RngState,
): { index: number; trials: number } {
  const n = choices.length;
  const sum = new Float64Array(n);
  // Paired against choice 0: sum and sum of squares of the difference.
  const dSum = new Float64Array(n);
  const dSq = new Float64Array(n);
  let alive = choices.map((_, i) => i);
  let rounds = 0;
  let trials = 0;
  let cut = 8;
  const maxTrials = opts.maxTrials ?? Number.POSITIVE_INFINITY;
  const horizon = opts.horizon ?? DEFAULT_HORIZON;
  const roundValues = new Float64Array(n);
  // The budget holds: the clock is read after every playout (a fraction of a
  // millisecond), and a round cut short by it is dropped whole, so that every
  // choice still in play has been tried on the same worlds.
  const late = () => performance.now() - started >= opts.budgetMs;
  play: while (trials < maxTrials && alive.length > 1 && !late()) {
    const seed = nextUint32(rng);
    for (const i of alive) {
      const worldRng = seedRng(seed);
      const world = determinize(view, side, worldRng);
      roundValues[i] = playout(world, side, choices[i], horizon, worldRng);
      trials++;
      if (late() && i !== alive[alive.length - 1]) break play;
    }
    const base = roundValues[0];
    for (const i of alive) {
      sum[i] += roundValues[i];
      if (i !== 0) {
        const d = roundValues[i] - base;
        dSum[i] += d;
        dSq[i] += d * d;
      }
    }
    rounds++;
    if (rounds === cut && alive.length > 2) {
      const ranked = [...alive].sort((a, b) => sum[b] - sum[a]);
      const keep = new Set(ranked.slice(0, Math.ceil(ranked.length / 2)));
      keep.add(0);
      alive = alive.filter((i) => keep.has(i));
      cut *= 2;
    }
  }
  // The best challenger, by its paired advantage over the default.
  let best = 0;
  let bestLow = 0;
  // Too few rounds to tell a real difference from the dice: keep the default.
  if (rounds < 4) return { index: 0, trials };
  for (const i of alive) {
    if (i === 0) continue;
    const mean = dSum[i] / rounds;
    const variance = Math.max(0, (dSq[i] - rounds * mean * mean) / (rounds - 1));
    const low = mean - 2 * Math.sqrt(variance / rounds);
    if (low > bestLow) {
      bestLow = low;
      best = i;
    }
  }
  return { index: best, trials };
}
