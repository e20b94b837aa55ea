/**
 * Winged Victory: small questions and changes on a plane's record that the
 * turn's modules share (where it stands, taking it out of the game, whether
 * event lines are kept).
 */

import { type Hex, MAT_WIDTH, MEGA_RADIUS } from "../board/grid.js";
import { hexOf } from "../flight/path.js";
import { type PlaneState, planeOf, type WvState } from "./state.js";

/** Hexes along one mat: the board file's, or the default. */
export const matWidthOf = (s: WvState): number => s.options.board?.matWidth ?? MAT_WIDTH;
/** The MegaHex radius: the board file's, or the default (reconstructed). */
export const megaRadiusOf = (s: WvState): number => s.options.board?.megaRadius ?? MEGA_RADIUS;

export const hexOfPlane = (p: PlaneState): Hex => hexOf(p.place, p.flight.attitude);

/** A crew member by his place on the dashboard: "pilot", "observer", "gunner". */
export const roleOf = (p: PlaneState, crew: number): string =>
  planeOf(p.type).crew[crew]?.role ?? `crew ${crew + 1}`;

/** The fast path turns the event lines off (`quiet`): nothing reads them there. */
export const LOG = { quiet: false };

/** Takes a plane out of the game; the enemy scores its VP. */
export function retire(
  s: WvState,
  p: PlaneState,
  fate: "downed" | "fled" | "landed",
  why: string,
): void {
  if (p.fate !== null) return;
  p.fate = fate;
  const enemy = p.side === "allies" ? "germans" : "allies";
  s.vp[enemy] += planeOf(p.type).vp;
  if (fate !== "fled") s.tallies[enemy].enemyDowned += 1;
  if (!LOG.quiet) s.events.push(`${p.id} ${why}`);
}
