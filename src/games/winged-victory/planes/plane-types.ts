/**
 * The plane types a game may fly: the built-in dashboards, and box files'
 * planes registered under types of their own (game/printed.ts).
 */
import type { Plane } from "./plane.js";
import { PLANES } from "./planes.js";

const BY_ID = new Map(PLANES.map((p) => [p.id, p]));
/** Box files' planes registered so far (game/printed.ts), oldest first; bounded. */
const EXTRA: string[] = [];
const MAX_EXTRA = 2000;
/** The dashboard of a plane type. */
export function planeOf(type: string): Plane {
  const p = BY_ID.get(type);
  if (!p) throw new Error(`no plane "${type}"`);
  return p;
}
/** Whether a plane type is known (built in, or a box file's registered). */
export const hasPlaneType = (type: string): boolean => BY_ID.has(type);
/**
 * Registers a box file's plane under its own type (its id and a hash of its
 * values, so one type always means the same values). The oldest go first
 * past a bound; `boxOf` registers a game's planes again when it needs them.
 */
export function registerPlaneType(plane: Plane): void {
  if (BY_ID.has(plane.id)) return;
  BY_ID.set(plane.id, plane);
  EXTRA.push(plane.id);
  while (EXTRA.length > MAX_EXTRA) BY_ID.delete(EXTRA.shift() as string);
}
