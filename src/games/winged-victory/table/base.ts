/**
 * The table companion's plane records in the engine's terms: the small game
 * state the engine's turn functions are lent (`shim`), the throttles, whose
 * manoeuvre is asked now, the pool a plane moves in, what it may fly, and
 * whom its pilot sees.
 */

import { MEGA_RADIUS } from "../board/grid.js";
import { boardColumns, DEFAULT_BOARD } from "../board/grid-board.js";
import { CLEAR_SKY } from "../board/weather.js";
import { pilotKilled } from "../combat/damage.js";
import { legalThrottles } from "../flight/energy.js";
import { openMoves } from "../flight/flight.js";
import { levelOfFlight, type Move } from "../flight/manoeuvres.js";
import { quietTurn } from "../game/setup.js";
import { type MovePhase, type PlaneState, planeOf, type WvState } from "../game/state.js";
import { emptyTally } from "../missions/missions.js";
import { bandOf } from "../planes/plane.js";
import { ENGAGED, NONE_IN_SIGHT, SEEN, TAIL, TARGET_IN_SIGHT } from "../spotting/order.js";
import { allowedInPool, intoStorm } from "../turn/actions.js";
import { autoMove, autoPilot, conditionOf } from "../turn/fly.js";
import type { Situation, TablePlane, TableState } from "./state.js";

/** Where a plane stands when no positions are typed: far from any edge, so it never leaves the board. */
export const NOMINAL_COL = 20000;
const NOMINAL_MATS = 2000;

/** The MegaHex radius of the fight's board: its board file's, or the default. */
export const radiusOf = (s: TableState): number => s.options.board?.megaRadius ?? MEGA_RADIUS;

/** Hexes along one mat of the fight's board. */
export const matWidthOfTable = (s: TableState): number =>
  (s.options.board ?? DEFAULT_BOARD).matWidth;

/** Columns on the fight's board (its mats, of its board file's width). */
export const columnsOf = (s: TableState): number => boardColumns(s.options.mats, s.options.board);

/**
 * A game state around the companion's planes for the engine's turn
 * functions: the fight's weather and board file (with positions), no targets or missions; VP go straight into the
 * companion's record. Without positions only the plane in question is in it
 * (nothing about the others' places means anything).
 */
export function shim(s: TableState, planes: PlaneState[], phase?: MovePhase): WvState {
  const tally = () => ({ ...emptyTally(), crossedFront: true });
  return {
    v: 1,
    options: {
      scenario: "table",
      year: 1917,
      rules: s.rules,
      turns: s.lastTurn,
      // The board file (only with positions), so the engine's MegaHex and edge questions read the printed board.
      ...(s.options.board ? { board: s.options.board } : {}),
      // The owner's printed values, so the engine's rolls read his dice and tables.
      ...(s.options.printed === undefined ? {} : { printed: s.options.printed }),
    },
    title: s.options.title,
    turn: s.turn,
    lastTurn: s.lastTurn,
    mats: s.options.positions ? s.options.mats : NOMINAL_MATS,
    front: -1,
    weather: s.options.positions ? s.options.weather : CLEAR_SKY,
    missions: null,
    tallies: { allies: tally(), germans: tally() },
    targets: [],
    planes,
    sight: [],
    phase: phase ?? {
      kind: "move",
      order: [],
      next: 0,
      pools: {},
      groups: [],
      closed: [],
      freeze: null,
    },
    ...quietTurn(),
    vp: s.vp,
  };
}

export const inPlay = (p: TablePlane) => p.fate === null;

/** The throttle settings open to a plane this turn (one: nothing to choose). */
export function throttleChoices(s: TableState, p: TablePlane): number[] {
  if (pilotKilled(p.damage)) return [p.throttle];
  const d = p.damage;
  return legalThrottles(
    planeOf(p.type),
    bandOf(levelOfFlight(p.flight)),
    { loss: d.speedLoss, stopped: d.engineStopped, loaded: p.loaded },
    s.rules.anyThrottle,
  );
}

/** Keeps each pip where it was when that is still allowed, else on the nearest setting allowed. */
export function settleThrottles(s: TableState): void {
  for (const p of s.planes) {
    if (!inPlay(p)) continue;
    const choices = throttleChoices(s, p);
    if (choices.includes(p.throttle)) continue;
    let best = choices[0];
    for (const c of choices) if (Math.abs(c - p.throttle) <= Math.abs(best - p.throttle)) best = c;
    p.throttle = best;
  }
}

export const POOL_OF: Record<Situation, number> = {
  tail: TAIL,
  engaged: ENGAGED,
  "none-in-sight": NONE_IN_SIGHT,
  "target-in-sight": TARGET_IN_SIGHT,
};

/** The plane whose manoeuvre is asked now. */
export function mover(s: TableState): TablePlane | null {
  const ph = s.phase;
  if (ph.kind !== "move") return null;
  // Time frozen: the pool's planes still to move into the freeze, in the order of movement.
  if (ph.freeze !== null) {
    const id = firstUnflown(s, ph.freeze.pool);
    return s.planes.find((p) => p.id === id) ?? null;
  }
  return s.planes.find((p) => p.id === ph.order[ph.next]) ?? null;
}

function firstUnflown(s: TableState, ids: string[]): string | undefined {
  return ids.find((id) => {
    const p = s.planes.find((q) => q.id === id);
    return p !== undefined && inPlay(p) && p.flown === "";
  });
}

/** The pool a plane moves in this turn. */
export function poolOf(s: TableState, p: TablePlane): number {
  return s.phase.kind === "move" ? (s.phase.pools[p.id] ?? ENGAGED) : POOL_OF[p.situation];
}

/** The manoeuvres the mover may have flown (one, named by the rules, when it flies itself). */
export function movesFor(s: TableState, p: TablePlane): Move[] {
  const pool = poolOf(s, p);
  if (autoPilot(p)) return [autoMove(shim(s, [p]), p, pool)];
  const open = openMoves(planeOf(p.type), p.flight, conditionOf(s, p, pool), s.rules);
  let out = open.filter((m) => allowedInPool(m, pool));
  // No flying into a storm while anything else is open (the engine's ruling G12).
  if (s.options.positions && s.options.weather.storm !== null) {
    const w = shim(s, s.planes, s.phase.kind === "move" ? s.phase : undefined);
    const dry = out.filter((m) => !intoStorm(w, p, m, pool));
    if (dry.length > 0) out = dry;
  }
  return out.length > 0 ? out : [{ kind: "level" }];
}

/** Whether plane `p`'s crew may see `q` to fire at it (with spotting: its pilot has it spotted). */
export function sees(s: TableState, p: TablePlane, q: TablePlane): boolean {
  if (!s.options.spotting) return true;
  const n = s.planes.length;
  return s.sight[s.planes.indexOf(p) * n + s.planes.indexOf(q)] === SEEN;
}
