/**
 * Optional Time Freezing in combat (ruling V3). While the first plane of an
 * engaged pool moves, time may be frozen once per turn for that pool, by
 * any pilot of the pool (the others through a standing call, ruling G17,
 * see turn/freeze.ts): the time the mover has spent is read from his Hexes moved and his speed,
 * every other plane of the pool moves as far as it would have flown in that
 * time (the next lower time where none matches), fire is resolved at once on
 * both sides, then everyone finishes his move in the usual order.
 *
 * The lost table is the formula of ruling V3: after h Hexes at speed s the
 * time is round-half-up(11 × h / s).
 */
import { RuleError } from "../../../engine/errors.js";

/**
 * The farthest a standing call may reach (ruling G17): the forward guns'
 * 5 Hexes, beyond which a freeze gives nobody a shot.
 */
export const FREEZE_REACH = 5;

/**
 * A printed Time Freezing table typed in by its owner: row s − 1 lists the
 * times after 1..s Hexes at speed s. Rows it lacks fall back on V3.
 */
export type FreezeTable = readonly (readonly number[])[];

/** Time units spent after `hexes` Hexes at `speed` (V3, or a typed-in table). */
export function freezeTime(speed: number, hexes: number, table?: FreezeTable): number {
  if (speed < 1 || hexes < 0 || hexes > speed) {
    throw new RuleError(`a plane at speed ${speed} cannot have moved ${hexes} Hexes`);
  }
  if (hexes === 0) return 0;
  const row = table?.[speed - 1];
  if (row && row.length === speed) return row[hexes - 1];
  return Math.floor((22 * hexes + speed) / (2 * speed));
}

/** How many Hexes a plane at `speed` has flown in `time` (its largest h with t(h) ≤ time). */
export function hexesInTime(speed: number, time: number, table?: FreezeTable): number {
  let h = 0;
  while (h < speed && freezeTime(speed, h + 1, table) <= time) h++;
  return h;
}

/** Checks a typed-in table: row s has s times, rising, the last one the whole turn. */
export function parseFreezeTable(input: unknown): FreezeTable {
  if (!Array.isArray(input) || input.length === 0 || input.length > 20) {
    throw new RuleError("time freezing table: a list of rows, one per speed from 1");
  }
  input.forEach((row, i) => {
    const s = i + 1;
    if (!Array.isArray(row) || row.length !== s) {
      throw new RuleError(`time freezing table: the row for speed ${s} needs ${s} times`);
    }
    row.forEach((x, h) => {
      if (!Number.isInteger(x) || x < 1 || (h > 0 && x < row[h - 1])) {
        throw new RuleError(
          `time freezing table: speed ${s}, ${h + 1} Hexes: times are whole numbers that never fall`,
        );
      }
    });
  });
  return input as FreezeTable;
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
export function freeze(
  moverSpeed: number,
  moved: number,
  others: readonly number[],
  table?: FreezeTable,
): number[] {
  const t = freezeTime(moverSpeed, moved, table);
  return others.map((s) => (s < 1 ? 0 : hexesInTime(s, t, table)));
}
