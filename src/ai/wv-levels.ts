/**
 * The Winged Victory computer pilot's levels, chosen on the new-game page
 * and in `sortie wv sim`:
 * - novice: a pilot on his first patrol. He flies the look ahead's choice
 *   (no playouts) but one manoeuvre in `wander` is any legal one, and he
 *   lets the weakest shots go (a green die or weaker) — gentle enough for
 *   a first fight, still a fight;
 * - veteran: the search, but one manoeuvre in `wander` (fewer than the
 *   novice's) is any legal one;
 * - ace: the search alone, the pilot the benchmark measures, with playouts
 *   enough (400 a decision) for wv-search's deeper shape: four manoeuvres
 *   compared over the rest of the turn and the next (docs).
 * Each level is a pure function of the seat's view, the seed and the
 * pilot's memory, so a game with the computer replays as any other.
 */
import { nextUint32, seedRng } from "../engine/rng.js";
import { randomBot } from "../games/winged-victory/bots.js";
import type { ComputerLevel, Side, WvAction } from "../games/winged-victory/game/state.js";
import type { WvView } from "../games/winged-victory/view/view.js";
import { chooseAction, newPilotMemory, type WvPilotMemory } from "./wv-search.js";

export interface LevelSpec {
  /** Time per decision (ms) and playouts per decision at most (0: the look ahead alone). */
  budgetMs: number;
  maxTrials: number;
  /** The share of manoeuvres flown at random. */
  wander: number;
  /** Whether the pilot lets the weakest shots go. */
  holdsWeakShots: boolean;
}

export const LEVELS: Record<ComputerLevel, LevelSpec> = {
  novice: { budgetMs: 50, maxTrials: 0, wander: 0.35, holdsWeakShots: true },
  veteran: { budgetMs: 500, maxTrials: 48, wander: 0.15, holdsWeakShots: false },
  ace: { budgetMs: 500, maxTrials: 400, wander: 0, holdsWeakShots: false },
};

/** A game that chose no level (one made before there were levels) keeps the pilot it had: the ace. */
export const DEFAULT_LEVEL: ComputerLevel = "ace";

/** The weakest dice a shot can roll: the novice lets such a shot go. */
const WEAK_DICE = new Set(["white", "grey", "pink", "yellow", "green"]);

/** The action the pilot of `level` takes for `seat` from its view. */
export function levelAction(
  view: WvView,
  seat: Side,
  level: ComputerLevel,
  seed: number,
  memory: WvPilotMemory = newPilotMemory(),
): WvAction {
  const spec = LEVELS[level];
  const stray = wanderAction(view, spec.wander, seed);
  if (stray) return stray;
  if (spec.holdsWeakShots && view.phase === "fire") {
    const hold = view.actions.find((a) => a.type === "hold");
    const shots = view.shots.filter((s) => !WEAK_DICE.has(s.die));
    if (hold && view.shots.length > 0 && shots.length === 0) return hold;
  }
  return chooseAction(
    view,
    seat,
    { budgetMs: spec.budgetMs, maxTrials: spec.maxTrials, seed },
    memory,
  );
}

/**
 * A manoeuvre flown at random in a share `wander` of the pilot's moves (a
 * move with a choice), drawn from the decision's seed; null otherwise.
 */
export function wanderAction(view: WvView, wander: number, seed: number): WvAction | null {
  if (wander <= 0 || view.phase !== "move" || view.actions.length <= 1) return null;
  const rng = seedRng(seed ^ 0x6d2b79f5);
  return nextUint32(rng) / 2 ** 32 < wander ? randomBot(view, rng) : null;
}
