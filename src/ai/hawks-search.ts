/**
 * The Hawks over Malta computer player: the game's side of the generic
 * search (`search.ts`). It sees only its own seat's view. For each decision
 * it lists candidate choices (a whole move for a plane, a priority order, a
 * shot, a bombing run) with the greedy player's first as the default; each
 * trial draws a full state consistent with the view (`determinize`), plays
 * the choice, plays on with a noisy greedy policy to the end of the game and
 * scores the position with `evaluate`.
 */
import { faceOf, nextUint32, type RngState, shuffled } from "../engine/rng.js";
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
import {
  DEFAULT_HORIZON,
  type SearchMemory as Memory,
  type SearchGame,
  type SearchOptions,
  search,
} from "./search.js";

export { DEFAULT_HORIZON, type SearchOptions, type SearchStats } from "./search.js";
export const DEFAULT_BUDGET_MS = 100;

/** What the player remembers between decisions: the rest of a planned move. */
export type SearchMemory = Memory<HawksAction>;

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

/** A planned choice as it is offered now (its details follow the clouds, which may have drifted). */
function resume(s: HawksState, side: Side, planned: HawksAction): HawksAction | undefined {
  const wanted = choiceKey(planned);
  const offered = legalActions(s, side).find(
    (a) => choiceKey(a) === wanted || (a.type === "priorities" && wanted.startsWith("priorities")),
  );
  // A priority order is the planner's own: the one offered is only a placeholder.
  return offered?.type === "priorities" ? planned : offered;
}

/** Hawks over Malta as the search sees it. */
export const hawksGame: SearchGame<HawksState, HawksAction, HawksView, Side> = {
  determinize,
  legal: legalActions,
  candidates: (s, side, rng) => candidates(side, s, rng),
  choiceKey,
  toAct: (s) => toAct(s)[0],
  apply(s, side, a, dice) {
    applyInPlace(s, side, a, dice);
    return s;
  },
  playoutAction,
  evaluate,
  isOver: (s) => s.phase.kind === "over",
  turn: (s) => s.turn,
  // The action as the view offers it (with the details the log shows).
  offer: (view, a) => {
    const k = choiceKey(a);
    return view.actions.find((x) => choiceKey(x) === k) ?? a;
  },
  horizon: DEFAULT_HORIZON,
  // A plan is a plane's whole move; it goes on while that plane moves this turn.
  planScope: (s) => (s.phase.kind === "move" ? s.phase.plane : null),
  planKey: (s, _side, ahead) =>
    s.phase.kind === "move" ? `${s.turn}:${s.phase.plane}:${s.phase.steps + ahead}` : null,
  resume,
  // The one priorities action is a placeholder: the order is what is chosen.
  searchSingle: (s) => s.phase.kind === "priorities",
};

export function chooseAction(
  view: HawksView,
  side: Side,
  opts: SearchOptions,
  memory: SearchMemory = {},
): HawksAction {
  return search(hawksGame, view, side, opts, memory);
}
