/**
 * The Winged Victory computer pilot: the game-agnostic search of search.ts
 * with Winged Victory's pieces. It sees only its own seat's view, flies
 * either side and any number of planes.
 * - Worlds: wv-determinize.ts (the view's planes, enemies out of sight where
 *   last seen, the other side's hidden choices left to the playout).
 * - Choices: a plane's manoeuvre (the default first, wv-policy's best by
 *   its dry-flight look ahead, the greedy player's, and with playouts enough
 *   the next best: `searchShape`); a
 *   throttle (full first, then lower settings: the energy question); fire
 *   is wv-fire.ts's choice (no search), flak the greedy player's; a move
 *   into a Time Freezing is wv-freeze-move.ts's (no search).
 * - Playouts: both sides fly wv-policy's quick policy for the rest of this
 *   turn (and with playouts enough the next, the other side then chasing in
 *   half its manoeuvres), on the fast path (one state in place, dice that
 *   keep no log), and wv-eval.ts scores where they end.
 */
import type { Dice } from "../engine/dice.js";
import { nextUint32, type RngState, seedRng } from "../engine/rng.js";
import { greedyBot } from "../games/winged-victory/bots.js";
import type { Move } from "../games/winged-victory/flight/manoeuvres.js";
import { boxOf } from "../games/winged-victory/game/printed.js";
import type { Side, WvAction, WvState } from "../games/winged-victory/game/state.js";
import { LOG } from "../games/winged-victory/game/state-plane.js";
import { applyInPlace, legalActions } from "../games/winged-victory/turn/actions.js";
import {
  advance,
  movePlane,
  mover,
  throttleChoices,
  throttlesToSet,
  toAct,
} from "../games/winged-victory/turn/turn.js";
import type { WvView } from "../games/winged-victory/view/view.js";
import { type SearchGame, type SearchMemory, type SearchStats, search } from "./search.js";
import {
  cloneState,
  determinize,
  inFreeze,
  newMemory,
  remember,
  type WvMemory,
} from "./wv-determinize.js";
import { evaluate } from "./wv-eval.js";
import { fireChoice } from "./wv-fire.js";
import { frozenTime, rankedIntoFreeze } from "./wv-freeze-move.js";
import { lookAheadOnly } from "./wv-home.js";
import { deepRanked } from "./wv-ply.js";
import { chaseMove, policyChoice, policyMove, rankedMoves, throttleDefault } from "./wv-policy.js";

/** The short search's turns a playout flies past the current one before the position is scored. */
export const HORIZON = 0;
/**
 * The short search's manoeuvres compared per decision besides the default
 * and the greedy player's (which is always a challenger): none more. With the five next
 * best by the dry score as challengers too, the playouts (the quick policy,
 * then the evaluation) picked worse manoeuvres than the look ahead's default
 * often enough to lose games: two-on-two, Germans against greedy, 200 games
 * at 48 playouts: 36.5% won with them, 47% with the greedy one alone.
 */
export const MOVE_CHOICES = 1;
export const DEFAULT_BUDGET_MS = 500;

/**
 * Playouts a millisecond a decision counts on when it sizes its search
 * (head-on and two-on-two on a loaded machine: about 10 a millisecond when
 * the playouts end with the turn, 4 when they fly one turn more).
 */
export const PLAYOUTS_PER_MS = 4;

/**
 * Playouts a decision must expect before it compares more manoeuvres over
 * a longer horizon (fewer: today's short search, the look ahead's
 * manoeuvre against the greedy player's to the end of the turn).
 */
export const DEEP_FROM = 150;

/** The search a decision can afford. */
export interface SearchShape {
  /** Manoeuvres compared: the look ahead's best, the greedy player's, then the next best. */
  moves: number;
  /** Turns a playout flies past this one. */
  horizon: number;
  /** The share of the other side's manoeuvres a playout flies as the plain chase. */
  chase: number;
}

/**
 * The search's shape by the playouts a decision can expect (its cap, else
 * its budget at PLAYOUTS_PER_MS): under DEEP_FROM, the look ahead's
 * manoeuvre against the greedy player's to the end of the turn; from it,
 * four manoeuvres over one more turn, the other side chasing in half its
 * manoeuvres (measured: docs/winged-victory.md, the computer pilot).
 */
export function searchShape(opts: { budgetMs: number; maxTrials?: number }): SearchShape {
  const expected = Math.min(
    opts.maxTrials ?? Number.POSITIVE_INFINITY,
    opts.budgetMs * PLAYOUTS_PER_MS,
  );
  return expected < DEEP_FROM
    ? { moves: MOVE_CHOICES, horizon: HORIZON, chase: 0 }
    : { moves: 4, horizon: 1, chase: 0.5 };
}

/** Manoeuvres a playout's plain chase weighs (`chaseMove`). */
const CHASE_SAMPLE = 12;

export interface WvSearchOptions {
  budgetMs: number;
  maxTrials?: number;
  horizon?: number;
  seed: number;
  /**
   * Turns the look ahead weighs a manoeuvre over: 1, this turn's (every
   * level today); 2, this turn's and the best the next could bring
   * (`wv-ply`: stronger alone, not yet with the playouts; docs).
   */
  lookAhead?: LookAhead;
}

export type LookAhead = 1 | 2;

/** What the pilot keeps between decisions (one per seat). */
export interface WvPilotMemory {
  search: SearchMemory<WvAction>;
  seen: WvMemory;
}

export const newPilotMemory = (): WvPilotMemory => ({ search: {}, seen: newMemory() });

/** A move action carrying its parsed manoeuvre, so a playout flies it without reading the notation. */
type Act = WvAction & { m?: Move };

function choiceKey(a: WvAction): string {
  switch (a.type) {
    case "throttle":
      return `throttle ${a.plane} ${a.value} ${a.freezeWithin ?? ""}`;
    case "flak":
      return `flak ${a.col} ${a.level}`;
    case "move":
      return `move ${a.plane} ${a.move} ${a.freeze ?? ""} ${a.jettison ? "j" : ""}`;
    case "shoot":
      return `shoot ${a.plane} ${a.crew} ${a.target} ${a.longBurst}`;
    default:
      return a.type;
  }
}

const strip = (a: Act): WvAction => {
  if (a.m === undefined) return a;
  const { m: _m, ...rest } = a;
  return rest;
};

/** The throttle settings worth comparing: full first, then a step or two down, half and none. */
function throttleCandidates(choices: number[]): number[] {
  const max = choices[choices.length - 1];
  const want = [max, max - 1, max - 2, Math.floor(max / 2), 0];
  return [...new Set(want)].filter((v) => choices.includes(v));
}

function game(
  view: WvView,
  seat: Side,
  seen: WvMemory,
  greedy: WvAction,
  shape: SearchShape,
  lookAhead: LookAhead,
): SearchGame<WvState, Act, WvView, Side> {
  let base: WvState | null = null;
  return {
    determinize: () => {
      base ??= determinize(view, seat, seen);
      return cloneState(base);
    },
    legal: (s, side) => legalActions(s, side),
    candidates: (s, side) => {
      if (s.phase.kind === "move") {
        const p = mover(s);
        if (!p) return [[greedy]];
        // The best manoeuvre by its dry-flight score is the default; the greedy player's is among the rest.
        const out: Act[][] = [];
        const keys = new Set<string>();
        const add = (a: Act) => {
          const k = choiceKey(a);
          if (keys.has(k)) return;
          keys.add(k);
          out.push([a]);
        };
        const ranked = lookAhead === 2 ? deepRanked(s) : rankedMoves(s);
        for (const r of ranked.slice(0, 1))
          add({ type: "move", plane: p.id, move: r.flown.name, m: r.flown.move });
        // Going home or on the ground: the look ahead's choice alone (the playouts score the fight).
        if (lookAheadOnly(s, p)) return out;
        if (greedy.type === "move" && greedy.freeze === undefined && !greedy.jettison) add(greedy);
        for (const r of ranked) {
          if (out.length >= shape.moves) break;
          add({ type: "move", plane: p.id, move: r.flown.name, m: r.flown.move });
        }
        return out;
      }
      if (s.phase.kind === "throttle" && greedy.type === "throttle") {
        const p = throttlesToSet(s, side).find((x) => x.id === greedy.plane);
        if (!p) return [[greedy]];
        const first = throttleDefault(s, p);
        const out: Act[][] = [[{ type: "throttle", plane: p.id, value: first }]];
        if (lookAheadOnly(s, p)) return out;
        for (const v of throttleCandidates(throttleChoices(s, p)))
          if (v !== first) out.push([{ type: "throttle", plane: p.id, value: v }]);
        return out;
      }
      return [[greedy]];
    },
    choiceKey,
    toAct: (s) => toAct(s)[0],
    apply: (s, side, a, dice: Dice) => {
      s.events.length = 0;
      const p = a.type === "move" && a.m ? mover(s) : null;
      if (p && a.type === "move" && a.m && s.phase.kind === "move") {
        movePlane(s, s.planes.indexOf(p), a.m, s.phase.pools[p.id] ?? 0, dice);
        advance(s, dice);
      } else applyInPlace(s, side, strip(a), dice);
      return s;
    },
    playoutAction: (s, side, me, rng: RngState): Act => {
      if (s.phase.kind === "move") {
        const p = mover(s);
        if (p) {
          const m =
            side !== me && shape.chase > 0 && nextUint32(rng) / 2 ** 32 < shape.chase
              ? chaseMove(s, rng, CHASE_SAMPLE)
              : policyMove(s, rng);
          return { type: "move", plane: p.id, move: "", m };
        }
      }
      return policyChoice(s, side, rng);
    },
    evaluate,
    isOver: (s) => s.phase.kind === "over",
    turn: (s) => s.turn,
    offer: (v, a) => {
      const k = choiceKey(strip(a));
      return v.actions.find((x) => choiceKey(x) === k) ?? strip(a);
    },
    horizon: shape.horizon,
  };
}

/**
 * The computer pilot's action for `seat` from its view. `memory` (one per
 * seat, kept across the game) remembers enemies seen and the last search's
 * figures; without it each decision stands alone.
 */
export function chooseAction(
  view: WvView,
  seat: Side,
  opts: WvSearchOptions,
  memory: WvPilotMemory = newPilotMemory(),
): WvAction {
  if (view.actions.length === 0) throw new Error("no decision to make");
  // A box file's planes, known to this thread before any is read.
  if (view.printed !== undefined) boxOf({ printed: view.printed });
  const before = { ...memory.seen.lastSeen };
  remember(view, seat, memory.seen);
  const greedy = greedyBot(view, seedRng(opts.seed ^ 0x2545f491));
  memory.search.stats = undefined;
  if (view.phase === "fire" && view.shots.length > 0) return fireChoice(view, seat);
  if (
    inFreeze(view) &&
    view.phase === "move" &&
    view.actions.length > 1 &&
    view.planes.some((p) => p.id === view.moving && p.side === seat)
  )
    return intoFreeze(view, seat, memory, before);
  // Flak is the default's; so is anything else inside a Time Freezing (not drawn).
  if (view.phase === "fire" || inFreeze(view) || view.actions.length === 1) return greedy;
  if (view.phase === "throttle" && greedy.type !== "throttle") return greedy;
  const quiet = LOG.quiet;
  LOG.quiet = true;
  try {
    const g = game(view, seat, memory.seen, greedy, searchShape(opts), opts.lookAhead ?? 1);
    if (opts.maxTrials === 0) {
      // No playouts: the default choice (the best by the dry-flight score).
      const first = g.candidates(g.determinize(view, seat, seedRng(opts.seed)), seat, seedRng(1));
      return g.offer(view, first[0][0]);
    }
    return strip(search(g, view, seat, opts, memory.search));
  } finally {
    LOG.quiet = quiet;
  }
}

/** A manoeuvre into a Time Freezing: the best by wv-freeze-move's score (no playouts). */
function intoFreeze(
  view: WvView,
  seat: Side,
  memory: WvPilotMemory,
  before: WvMemory["lastSeen"],
): WvAction {
  const quiet = LOG.quiet;
  LOG.quiet = true;
  try {
    const s = determinize(view, seat, memory.seen);
    const best = rankedIntoFreeze(s, frozenTime(view, seat, before))[0];
    const p = mover(s);
    if (!best || !p) return greedyBot(view, seedRng(1));
    const k = choiceKey({ type: "move", plane: p.id, move: best.flown.name });
    return view.actions.find((a) => choiceKey(a) === k) ?? greedyBot(view, seedRng(1));
  } finally {
    LOG.quiet = quiet;
  }
}

/** The figures of the last decision's search (none: it was the default's). */
export const lastStats = (m: WvPilotMemory): SearchStats | undefined => m.search.stats;
