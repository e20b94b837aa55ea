/**
 * Winged Victory: optional Time Freezing in the game (timefreeze.ts holds
 * the table, ruling V3). While the first plane of an engaged pool moves,
 * time may freeze once per turn for that pool: after some of its Hexes
 * named by its own side (`freeze` on its move), or where it comes within
 * reach of another plane of the pool whose side set a standing call with
 * its throttle (ruling G17, `callPoint`); the earlier of the two. The mover
 * stops there; each other plane of the pool, in the order of movement,
 * chooses its manoeuvre and has flown as many Hexes of it as the frozen
 * time allows; every plane may then fire (results together, as always);
 * then the movement goes on and each plane of the pool finishes its
 * manoeuvre. Our rulings: each crew member fires once a turn, in the
 * freeze or at the end; a plane finishes its move at once in the game's
 * record (what follows its move — a crash, leaving the board, flak — is
 * applied when it chooses), and only the fire of the freeze reads where it
 * stood when time froze.
 */

import { hexOf, type Place, walkLegs } from "./flight-path.js";
import { type Hex, hexDistance } from "./grid.js";
import type { TurnResult } from "./manoeuvres.js";
import type { FrozenLook, MovePhase, PlaneState, WvState } from "./state.js";
import { freezeTime, hexesInTime } from "./timefreeze.js";
import { hexOfPlane, LOG, onGrid } from "./turn-fly.js";

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

/** The record the other side is shown of a plane frozen in time (before its move; the Hex is set when it freezes). */
export type LookBefore = Omit<FrozenLook, "hex">;

/**
 * Whether plane `p`'s move (with `freeze`: the Hexes after which its side
 * calls a freeze) puts it into a Time Freezing, so its record from before
 * the move is kept for the other side's view.
 */
export function entersFreeze(s: WvState, p: PlaneState, freeze: number | undefined): boolean {
  const ph = s.phase;
  if (!s.options.rules.timeFreezing || ph.kind !== "move") return false;
  if (ph.freeze !== null) return ph.freeze.pool.includes(p.id);
  return freeze !== undefined || callers(s, p).length > 0;
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
 * Ruling G17: the first Hex of first mover `p`'s move (a freeze point, as
 * its own side may name) where it stands within reach of a standing call,
 * with the calling plane; null when no call fires. `p` has flown `r` from
 * `start` (the pool's other planes have not moved yet).
 */
export function callPoint(
  s: WvState,
  p: PlaneState,
  start: Place,
  attitude: PlaneState["flight"]["attitude"],
  speed: number,
  r: TurnResult,
): { h: number; caller: PlaneState } | null {
  const cs = callers(s, p);
  if (cs.length === 0) return null;
  for (const h of freezePoints(r.hexes, speed)) {
    const at = hexOf(partial(start, attitude, r, h, p.flight.attitude), p.flight.attitude);
    for (const c of cs) if (hexDistance(at, c.hex) <= c.within) return { h, caller: c.plane };
  }
  return null;
}

/** Plane `p`'s record as it stands before its move. */
export function lookBefore(p: PlaneState): LookBefore {
  return {
    flight: structuredClone(p.flight),
    damage: structuredClone(p.damage),
    fate: p.fate,
    ammo: structuredClone(p.ammo),
    jammed: [...p.jammed],
    loaded: p.loaded,
  };
}

function freezeHere(p: PlaneState, at: Place, look: LookBefore | null): void {
  p.freezeAt = at;
  p.frozenLook = look ? { ...look, hex: hexOf(at, p.flight.attitude) } : null;
}

/**
 * The pool's first mover has moved: its window closes, or the freeze starts
 * after `h` Hexes (its own side's point) or where a standing call fires, the
 * earlier of the two.
 */
export function afterFirstMove(
  s: WvState,
  p: PlaneState,
  start: Place,
  attitude: PlaneState["flight"]["attitude"],
  speed: number,
  r: TurnResult,
  h: number | undefined,
  look: LookBefore | null = null,
): void {
  const ph = s.phase as MovePhase;
  const g = freezeWindow(s, p.id);
  if (g < 0) return;
  const call = callPoint(s, p, start, attitude, speed, r);
  ph.closed.push(g);
  // Whether the other side's standing calls fired or not shows now: the move cannot be taken back (ruling G17).
  if (ph.groups[g].some((id) => s.planes.find((q) => q.id === id)?.side !== p.side))
    s.revealed = true;
  const at = call !== null && (h === undefined || call.h < h) ? call.h : h;
  if (at === undefined) return;
  if (call !== null && at === call.h && at !== h && !LOG.quiet) {
    // Called aloud at the table: public once it fires.
    const side = call.caller.side === "allies" ? "an Allied" : "a German";
    s.events.push(`time freezes: ${side} pilot of the pool calls a Time Freezing`);
    s.events.push(`${call.caller.id} calls the Time Freezing`);
  }
  freezeHere(p, partial(start, attitude, r, at, p.flight.attitude), look);
  ph.freeze = {
    pool: ph.groups[g].filter((id) => id !== p.id),
    time: freezeTime(speed, at),
  };
}

/** A plane of the frozen pool has chosen and flown: where it stood when time froze. */
export function intoFreeze(
  s: WvState,
  p: PlaneState,
  start: Place,
  attitude: PlaneState["flight"]["attitude"],
  speed: number,
  r: TurnResult,
  look: LookBefore | null = null,
): void {
  const ph = s.phase;
  if (ph.kind !== "move" || ph.freeze === null || !ph.freeze.pool.includes(p.id)) return;
  const h = speed < 1 ? 0 : hexesInTime(speed, ph.freeze.time);
  freezeHere(p, partial(start, attitude, r, h, p.flight.attitude), look);
}
