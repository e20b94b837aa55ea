/**
 * Optional Time Freezing in combat (ruling V3). While the first plane of an
 * engaged pool moves, any pilot of the pool may freeze time once per turn:
 * the time the mover has spent is read from his Hexes moved and his speed,
 * every other plane of the pool moves as far as it would have flown in that
 * time (the next lower time where none matches), fire is resolved at once on
 * both sides, then everyone finishes his move in the usual order.
 *
 * The lost table is the formula of ruling V3: after h Hexes at speed s the
 * time is round-half-up(11 × h / s).
 */
import { RuleError } from "../../engine/errors.js";

/** Time units spent after `hexes` Hexes at `speed` (V3). */
export function freezeTime(speed: number, hexes: number): number {
  if (speed < 1 || hexes < 0 || hexes > speed) {
    throw new RuleError(`a plane at speed ${speed} cannot have moved ${hexes} Hexes`);
  }
  return Math.floor((22 * hexes + speed) / (2 * speed));
}

/** How many Hexes a plane at `speed` has flown in `time` (its largest h with t(h) ≤ time). */
export function hexesInTime(speed: number, time: number): number {
  let h = 0;
  while (h < speed && freezeTime(speed, h + 1) <= time) h++;
  return h;
}

/** The table itself, for the view and the docs: row s lists t(1..s). */
export function freezeTable(maxSpeed: number): number[][] {
  const rows: number[][] = [];
  for (let s = 1; s <= maxSpeed; s++) {
    const row: number[] = [];
    for (let h = 1; h <= s; h++) row.push(freezeTime(s, h));
    rows.push(row);
  }
  return rows;
}

/** Per engaged pool and turn: whether a freeze may still be called. */
export interface FreezeWindow {
  /** A freeze was called in this pool this turn. */
  used: boolean;
  /** The pool's first mover finished without anyone calling one. */
  closed: boolean;
}

export const openWindow = (): FreezeWindow => ({ used: false, closed: false });

/** Whether a pilot of the pool may call a freeze now (the option on, during the pool's first move). */
export function mayFreeze(option: boolean, w: FreezeWindow, firstMoverMoving: boolean): boolean {
  return option && !w.used && !w.closed && firstMoverMoving;
}

/**
 * A freeze: the Hexes every other plane of the pool has flown while the mover
 * covered `moved` of his `moverSpeed`. Returns, per other plane, how far it moves now.
 */
export function freeze(moverSpeed: number, moved: number, others: readonly number[]): number[] {
  const t = freezeTime(moverSpeed, moved);
  return others.map((s) => (s < 1 ? 0 : hexesInTime(s, t)));
}
