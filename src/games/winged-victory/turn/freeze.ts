/**
 * Winged Victory: optional Time Freezing in the game (combat/timefreeze.ts holds
 * the table, ruling V3). While the first plane of an engaged pool moves,
 * time may freeze once per turn for that pool: after some of its Hexes
 * named by its own side (`freeze` on its move), or where it comes within
 * reach of another plane of the pool whose side set a standing call with
 * its throttle (ruling G17, `callPoint`); the earlier of the two. The mover
 * stops there; each other plane of the pool, in the order of movement,
 * chooses its manoeuvre and has flown as many Hexes of it as the frozen
 * time allows; every plane may then fire (results together, as always);
 * then the movement goes on: the planes caught in the freeze fly their
 * chosen manoeuvres, with their rolls, in the order of movement. Our
 * rulings (G13): each crew member fires once a turn, in the freeze or at
 * the end; a plane caught in a freeze stands where time froze, as it was
 * before its move, until the freeze's fire is over, and only then flies
 * its manoeuvre (its Handling or Structural Test, flak, a crash).
 */

import type { Dice } from "../../../engine/dice.js";
import { type Hex, hexDistance } from "../board/grid.js";
import { freezeTime, hexesInTime } from "../combat/timefreeze.js";
import { moveName } from "../flight/flight.js";
import { type Move, moveOpen, type TurnResult } from "../flight/manoeuvres.js";
import { moveLabel } from "../flight/move-label.js";
import { hexOf, type Place, walkLegs } from "../flight/path.js";
import { boxOf } from "../game/printed.js";
import { type MovePhase, type PlaneState, planeOf, type WvState } from "../game/state.js";
import { flakAfterMove } from "./flak.js";
import {
  autoMove,
  autoPilot,
  conditionOf,
  dryTurn,
  flyPlane,
  hexOfPlane,
  LOG,
  onGrid,
} from "./fly.js";
import { noteEnd } from "./log.js";

/** The engaged pool plane `id` belongs to, if it is that pool's first mover and its window is open. */
export function freezeWindow(s: WvState, id: string): number {
  const ph = s.phase;
  if (!s.options.rules.timeFreezing || ph.kind !== "move" || ph.freeze !== null) return -1;
  const g = ph.groups.findIndex((members) => members[0] === id);
  return g >= 0 && !ph.closed.includes(g) ? g : -1;
}

/** The Hexes after which a freeze may be called in a manoeuvre flying `hexes` from speed `speed`. */
export function freezePoints(hexes: number, speed: number): number[] {
  const out: number[] = [];
  for (let h = 1; h < Math.min(hexes, speed + 1); h++) out.push(h);
  return out;
}

/** Where a plane stands after `h` Hexes of its turn's path. */
function partial(
  start: Place,
  attitude: PlaneState["flight"]["attitude"],
  r: TurnResult,
  h: number,
  end: PlaneState["flight"]["attitude"],
): Place {
  const at = walkLegs(start, attitude, r.legs, undefined, h);
  return onGrid(at, end);
}

/** A standing call that may stop the first mover: the calling plane, where it stands, and its reach. */
interface Caller {
  plane: PlaneState;
  hex: Hex;
  within: number;
}

/**
 * The planes of first mover `p`'s engaged pool (not `p`, not yet moved)
 * whose side set a standing Time Freezing call for them this turn, in the
 * order of movement; none when `p`'s window is not open.
 */
function callers(s: WvState, p: PlaneState): Caller[] {
  const ph = s.phase;
  const g = freezeWindow(s, p.id);
  if (g < 0 || ph.kind !== "move" || !ph.calls) return [];
  const out: Caller[] = [];
  for (const id of ph.groups[g]) {
    const within = ph.calls[id];
    if (id === p.id || !within) continue;
    const q = s.planes.find((x) => x.id === id);
    if (q && q.fate === null && q.flown === "") out.push({ plane: q, hex: hexOfPlane(q), within });
  }
  return out;
}

/**
 * Ruling G17: the first Hex of first mover `p`'s manoeuvre `r` (a freeze
 * point, as its own side may name) where it stands within reach of a
 * standing call, with the calling plane; null when no call fires. `p` has
 * not moved yet, nor have the pool's other planes.
 */
export function callPoint(
  s: WvState,
  p: PlaneState,
  r: TurnResult,
): { h: number; caller: PlaneState } | null {
  const cs = callers(s, p);
  if (cs.length === 0) return null;
  const end = r.flight.attitude;
  for (const h of freezePoints(r.hexes, p.flight.speed)) {
    const at = hexOf(partial(p.place, p.flight.attitude, r, h, end), p.flight.attitude);
    for (const c of cs) if (hexDistance(at, c.hex) <= c.within) return { h, caller: c.plane };
  }
  return null;
}

/**
 * Whether plane `p`'s move `move` stops in a Time Freezing: it moves into
 * one under way, or it is its pool's first mover and time freezes during
 * its move (after `freeze` Hexes, its own side's point, or where a standing
 * call fires, the earlier; the freeze is then set up). Returns where it
 * stands when time froze and its manoeuvre flown dry (no dice), or null:
 * it flies its move now. A first mover's window closes either way.
 */
export function freezeStop(
  s: WvState,
  p: PlaneState,
  move: Move,
  pool: number,
  freeze: number | undefined,
): { at: Place; r: TurnResult } | null {
  const ph = s.phase;
  if (!s.options.rules.timeFreezing || ph.kind !== "move") return null;
  const frozen = ph.freeze;
  if (frozen !== null && !frozen.pool.includes(p.id)) return null;
  const g = frozen !== null ? -1 : freezeWindow(s, p.id);
  if (frozen === null && g < 0) return null;
  const speed = p.flight.speed;
  const r = dryTurn(s, p, move, pool);
  const end = r.flight.attitude;
  if (frozen !== null) {
    const h = speed < 1 ? 0 : hexesInTime(speed, frozen.time, boxOf(s.options).freeze);
    return { at: partial(p.place, p.flight.attitude, r, h, end), r };
  }
  const call = callPoint(s, p, r);
  ph.closed.push(g);
  // Whether the other side's standing calls fired or not shows now: the move cannot be taken back (ruling G17).
  if (ph.groups[g].some((id) => s.planes.find((q) => q.id === id)?.side !== p.side))
    s.revealed = true;
  const h = call !== null && (freeze === undefined || call.h < freeze) ? call.h : freeze;
  if (h === undefined) return null;
  if (call !== null && h === call.h && h !== freeze && !LOG.quiet) {
    // Called aloud at the table: public once it fires.
    const side = call.caller.side === "allies" ? "an Allied" : "a German";
    s.events.push(`time freezes: ${side} pilot of the pool calls a Time Freezing`);
    s.events.push(`${call.caller.id} calls the Time Freezing`);
  }
  ph.freeze = {
    pool: ph.groups[g].filter((id) => id !== p.id),
    time: freezeTime(speed, h, boxOf(s.options).freeze),
  };
  return { at: partial(p.place, p.flight.attitude, r, h, end), r };
}

/**
 * Plane `p` stops where time froze (`at`), its manoeuvre `move` (flown dry
 * as `r`) chosen and waiting: who aboard may fire, and the attacker's
 * evasion step, are the manoeuvre's; the rest of its record stays as before
 * its move until the freeze's fire is over (ruling G13).
 */
export function holdInFreeze(
  s: WvState,
  p: PlaneState,
  move: Move,
  pool: number,
  stop: { at: Place; r: TurnResult },
): void {
  p.freezeAt = stop.at;
  p.deferred = { move, pool };
  p.flown = move.kind;
  p.evasion = stop.r.evasion;
  p.pilotFires = stop.r.pilotMayFire;
  p.gunnersFire = stop.r.gunnersMayFire;
  p.bombAimer = -1;
  if (!LOG.quiet)
    s.events.push(
      `${p.id} flies ${moveLabel(moveName(move))} into the Time Freezing (the rest after its fire)`,
    );
}

/**
 * The move a plane caught in a Time Freezing flies once its fire is over:
 * the one chosen, unless the fire left it unable to (then level flight), or
 * it now flies itself (out of control, or nobody alive at the stick).
 */
function finalMove(s: WvState, p: PlaneState, move: Move, pool: number): Move {
  if (autoPilot(p)) return autoMove(s, p, pool);
  const plane = planeOf(p.type);
  const c = conditionOf(s, p, pool);
  if (moveOpen(plane, p.flight, c, s.options.rules, move)) return move;
  if (!LOG.quiet) s.events.push(`${p.id} can no longer fly ${move.kind}: it flies level`);
  return LEVEL;
}
const LEVEL: Move = { kind: "level" };

/**
 * A Time Freezing's fire is over: the planes caught in it fly their moves,
 * with their rolls, from where they started, in the order of movement
 * (the first mover first); a plane downed in the fire flies no more.
 */
export function finishFrozen(s: WvState, dice: Dice): void {
  const ph = s.phase;
  if (ph.kind !== "move") return;
  for (let k = 0; k < ph.order.length; k++) {
    const id = ph.order[k];
    const i = s.planes.findIndex((x) => x.id === id);
    const p = s.planes[i];
    const d = p.deferred;
    if (!d) continue;
    p.deferred = null;
    if (p.fate === null) {
      flyPlane(s, i, finalMove(s, p, d.move, d.pool), d.pool, dice);
      flakAfterMove(s, p, dice);
    }
    noteEnd(s, p, d.act);
  }
}

/**
 * The table companion (table/turn.ts), where each move is flown at the
 * table as it is typed in: the pool's first mover has moved; its window
 * closes, or the freeze starts after `h` Hexes of its manoeuvre `r`.
 */
export function afterFirstMove(
  s: WvState,
  p: PlaneState,
  start: Place,
  attitude: PlaneState["flight"]["attitude"],
  speed: number,
  r: TurnResult,
  h: number | undefined,
): void {
  const ph = s.phase as MovePhase;
  const g = freezeWindow(s, p.id);
  if (g < 0) return;
  ph.closed.push(g);
  if (h === undefined) return;
  p.freezeAt = partial(start, attitude, r, h, p.flight.attitude);
  ph.freeze = {
    pool: ph.groups[g].filter((id) => id !== p.id),
    time: freezeTime(speed, h, boxOf(s.options).freeze),
  };
}

/** The table companion: a plane of the frozen pool has flown; where it stood when time froze. */
export function intoFreeze(
  s: WvState,
  p: PlaneState,
  start: Place,
  attitude: PlaneState["flight"]["attitude"],
  speed: number,
  r: TurnResult,
): void {
  const ph = s.phase;
  if (ph.kind !== "move" || ph.freeze === null || !ph.freeze.pool.includes(p.id)) return;
  const h = speed < 1 ? 0 : hexesInTime(speed, ph.freeze.time, boxOf(s.options).freeze);
  p.freezeAt = partial(start, attitude, r, h, p.flight.attitude);
}
