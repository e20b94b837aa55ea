/**
 * Winged Victory: landing and taking off (level 0, the ground).
 *
 * reconstructed: the text says only that level 0 is for landing and never for
 * flying, and that a plane may land (its leak and fire then end, and a plane
 * forced to land scores like one downed). Ruling W15 (docs/winged-victory.md):
 * a shallow dive from level 1 into level 0, without a turn, by a plane whose
 * turn started at its landing speed or slower, lands; anything else that
 * reaches the ground crashes. A plane on the ground rolls along it in level
 * flight, and takes off with a shallow climb once its turn starts at its
 * take-off speed; nothing else can be flown there. The two speeds are a
 * plane file's `landingSpeed` and `takeoffSpeed`, or by default the Low
 * band's stall box + FIELD_SPEED_MARGIN.
 */

import type { Plane } from "../planes/plane.js";
import { type Flight, levelOfFlight, type Move } from "./types.js";

/** reconstructed: how far above its Low stall box a plane lands or takes off. */
export const FIELD_SPEED_MARGIN = 3;

/** The fastest start speed at which a plane may land. */
export const landingSpeed = (plane: Plane): number =>
  plane.landingSpeed ?? plane.stallAtOrBelow.low + FIELD_SPEED_MARGIN;

/** The slowest start speed at which a plane on the ground may take off. */
export const takeoffSpeed = (plane: Plane): number =>
  plane.takeoffSpeed ?? plane.stallAtOrBelow.low + FIELD_SPEED_MARGIN;

/** Whether a flown turn moves along the ground (walkLegs' `ground`): it lands, rolls or takes off. */
export const touchesGround = (before: Flight, after: Flight): boolean =>
  before.grounded === true || after.grounded === true;

/** A plane standing or rolling on the ground, level 0 (the flying school starts there). */
export function onGround(speed = 0): Flight {
  return {
    half: 0,
    attitude: "level",
    speed,
    outOfControl: null,
    lost: null,
    grounded: true,
  };
}

/** Whether a move of a plane in the air is a landing (see the ruling above). */
export function isLanding(plane: Plane, f: Flight, move: Move): boolean {
  return (
    move.kind === "dive" &&
    !move.hard &&
    !move.turn &&
    move.levels === 1 &&
    !f.grounded &&
    levelOfFlight(f) === 1 &&
    f.speed <= landingSpeed(plane)
  );
}

/** Why a plane on the ground cannot fly `move`, or null. */
export function groundProblem(plane: Plane, f: Flight, move: Move): string | null {
  if (move.kind === "level") return null;
  if (move.kind === "climb") {
    if (move.hard) return "a plane takes off with a shallow climb";
    if (move.turn) return "a plane takes off straight ahead (no turn)";
    const need = takeoffSpeed(plane);
    if (f.speed < need)
      return `the ${plane.name} takes off at speed ${need} or more (speed ${f.speed}): roll on in level flight`;
    const hexes = plane.preparatory.low.hexes + 1;
    if (f.speed < hexes)
      return `a take-off needs ${hexes} Hexes (${hexes - 1} on the ground first) and speed ${f.speed} allows ${f.speed}`;
    return null;
  }
  return "on the ground a plane only rolls in level flight or takes off (climb-shallow)";
}
