/**
 * Winged Victory: optional Time Freezing in the game (timefreeze.ts holds
 * the table, ruling V3). The first plane of an engaged pool to move may call
 * a freeze after some of its Hexes: it stops there; each other plane of the
 * pool, in the order of movement, chooses its manoeuvre and has flown as many
 * Hexes of it as the frozen time allows; every plane may then fire (results
 * together, as always); then the movement goes on and each plane of the pool
 * finishes its manoeuvre. Not yet done: the text lets any pilot of the pool
 * call the freeze while the first plane moves; here only that plane's side
 * can (docs/winged-victory.md, "Not yet done (the game)"). Our rulings: each crew member
 * fires once a turn, in the freeze or at the end; a plane finishes its move
 * at once in the game's record (what follows its move — a crash, leaving the
 * board, flak — is applied when it chooses), and only the fire of the freeze
 * reads where it stood when time froze.
 */

import { hexOf, type Place, walkLegs } from "./flight-path.js";
import type { TurnResult } from "./manoeuvres.js";
import type { FrozenLook, MovePhase, PlaneState, WvState } from "./state.js";
import { freezeTime, hexesInTime } from "./timefreeze.js";
import { onGrid } from "./turn-fly.js";

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
  return ph.freeze !== null ? ph.freeze.pool.includes(p.id) : freeze !== undefined;
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

/** The pool's first mover has moved: its window closes, or the freeze starts after `h` Hexes. */
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
  ph.closed.push(g);
  if (h === undefined) return;
  freezeHere(p, partial(start, attitude, r, h, p.flight.attitude), look);
  ph.freeze = {
    pool: ph.groups[g].filter((id) => id !== p.id),
    time: freezeTime(speed, h),
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
