/**
 * Which planes a side flies on a date (the career tables' availability):
 * the squadron's own corps for its hangar, the whole side for attached
 * planes and the enemy. Before the first plane of a code enters service,
 * the earliest one of that code stands in (the text's plane list starts in
 * 1916–17); a side with no plane of a code at all flies a two-seater
 * instead, as the mission editor's set-up does. The tables may name a box
 * file's planes: its replacements of built-in planes and its new ones.
 */

import { boxOf, type Printed } from "../game/printed.js";
import { planeOf } from "../game/state.js";
import type { Side } from "../missions/missions.js";
import type { Plane } from "../planes/plane.js";
import type { CareerTables, Corps } from "./tables.js";

/** A career's tables and box file (its options, or its state). */
export interface Hangar {
  tables: CareerTables;
  printed?: Printed;
}

export interface PlaneChoice {
  plane: Plane;
  /** Flown before its time: no plane of its code was in service yet. */
  standIn: boolean;
}

/**
 * The career's planes by the ids its tables name: the built-in ones, or the
 * box file's where it replaces or adds one (its values, under the id as typed).
 */
export function careerPlanes(h: { printed?: Printed }): (id: string) => Plane | undefined {
  const box = boxOf(h);
  return (id) => {
    const type = box.typeOf.get(id);
    return type === undefined ? undefined : type === id ? planeOf(id) : { ...planeOf(type), id };
  };
}

/** The planes of `code` flown on `date` by a corps (or, with no corps, by the whole side). */
export function planesOn(
  h: Hangar,
  date: string,
  side: Side,
  code: string,
  corps?: Corps,
): PlaneChoice[] {
  const byId = careerPlanes(h);
  const rows = h.tables.availability.filter((a) => {
    const p = byId(a.plane);
    return p && p.side === side && p.code === code && (!corps || a.corps.includes(corps));
  });
  const now = rows.filter((a) => a.from <= date && date <= a.to);
  if (now.length > 0) return now.map((a) => ({ plane: byId(a.plane) as Plane, standIn: false }));
  const later = rows.filter((a) => a.from > date).sort((a, b) => (a.from < b.from ? -1 : 1));
  if (later.length > 0) return [{ plane: byId(later[0].plane) as Plane, standIn: true }];
  // Every plane of the code has left service: the last to leave stays on.
  const earlier = [...rows].sort((a, b) => (a.to > b.to ? -1 : 1));
  if (earlier.length > 0) return [{ plane: byId(earlier[0].plane) as Plane, standIn: true }];
  return [];
}

/** As `planesOn`, but a code the side has none of is flown by its two-seaters. */
export function planesForSlot(h: Hangar, date: string, side: Side, code: string): PlaneChoice[] {
  const got = planesOn(h, date, side, code);
  return got.length > 0 || code === "R" ? got : planesOn(h, date, side, "R");
}

/** Whether a corps has any plane of a code in the tables (a squadron role it can form). */
export function corpsFlies(h: Hangar, side: Side, corps: Corps, code: string): boolean {
  const byId = careerPlanes(h);
  return h.tables.availability.some((a) => {
    const p = byId(a.plane);
    return p && p.side === side && p.code === code && a.corps.includes(corps);
  });
}
