/** Winged Victory: whether a manoeuvre can be flown now, and why not. */

import { type Acrobatic, bandOf, inBand, type Plane } from "../planes/plane.js";
import { isDiving, levelOf, speedBox } from "./energy.js";
import { groundProblem } from "./field.js";
import {
  type Condition,
  type Flight,
  type FlightOptions,
  levelOfFlight,
  type Move,
} from "./types.js";

const has = (p: Plane, m: Acrobatic) => p.acrobatics.includes(m);
const an = (m: string) => (/^[aeiou]/.test(m) ? `an ${m}` : `a ${m}`);

/** Why `move` cannot be flown now, or null. */
export function checkMove(
  plane: Plane,
  f: Flight,
  c: Condition,
  o: FlightOptions,
  move: Move,
): string | null {
  return moveCheck(plane, f, c, o, move, true);
}

/**
 * Whether `move` can be flown now: `checkMove`'s tests without writing out
 * why not (random play and the move lists only ask yes or no, and most of
 * what they try is closed).
 */
export function moveOpen(plane: Plane, f: Flight, c: Condition, o: FlightOptions, move: Move) {
  return moveCheck(plane, f, c, o, move, false) === null;
}

/** The answer a closed move gets when nobody asked why. */
const CLOSED = "closed";

/** `checkMove`'s tests; the reason written out only when `why` is set (else CLOSED). */
function moveCheck(
  plane: Plane,
  f: Flight,
  c: Condition,
  o: FlightOptions,
  move: Move,
  why: boolean,
): string | null {
  if (f.lost) return why ? `the plane is lost (${f.lost})` : CLOSED;
  if (f.grounded)
    return c.levelOnly && move.kind !== "level"
      ? "the plane can only fly level this turn"
      : groundProblem(plane, f, move);
  const level = levelOfFlight(f);
  const band = bandOf(level);
  const a = f.speed;
  const outOfControl = f.outOfControl !== null || speedBox(plane, level, a) === "stall";
  if (move.kind === "stall")
    return outOfControl ? null : "only a plane out of control falls (it is not stalled)";
  if (outOfControl)
    return why
      ? `the plane is out of control (speed ${a} is a stall box at ${band} altitude): it can only fall (stall)`
      : CLOSED;
  if (c.levelOnly && move.kind !== "level") return "the plane can only fly level this turn";
  const prep = inBand(plane.preparatory, band);
  const extra = o.extraDivingHex && isDiving(f.attitude) ? 1 : 0;
  switch (move.kind) {
    case "level":
      return null;
    case "climb": {
      if (move.hard && prep.shallowOnly)
        return why
          ? `the ${plane.name}'s ${band} preparatory number is underscored: shallow climbs only`
          : CLOSED;
      const need = (f.attitude === "level" ? prep.hexes : 0) + extra + 1;
      if (a < need)
        return why
          ? `a climb needs ${need} Hexes (${need - 1} straight first, then one to climb) and speed ${a} allows ${a}`
          : CLOSED;
      return null;
    }
    case "dive": {
      if (!Number.isInteger(move.levels) || move.levels < 1)
        return "a dive loses at least one level";
      const h = diveHexes(f, move.hard, move.levels);
      if (move.turnAfter !== undefined) {
        if (!move.turn) return "only a diving turn reverses part-way down";
        if (!Number.isInteger(move.turnAfter) || move.turnAfter < 0 || move.turnAfter > h)
          return why
            ? `this dive has ${h} diving Hexes: the turn comes after 0 to ${h} of them`
            : CLOSED;
      }
      const need = (f.attitude === "level" ? prep.hexes : 0) + h;
      if (a < need)
        return why
          ? `a ${move.hard ? "hard" : "shallow"} dive of ${move.levels} level${move.levels > 1 ? "s" : ""} needs ${need} Hexes here and speed ${a} allows ${a}`
          : CLOSED;
      return null;
    }
    case "turn": {
      if (move.turn === "easy" && c.engaged === true) return "no easy turn while engaged";
      if (move.turn === "hard" && c.engaged === false) return "a hard turn only while engaged";
      const maxKeep = move.turn === "easy" ? 0 : move.turn === "normal" ? 1 : 2;
      if (!Number.isInteger(move.keep) || move.keep < 0 || move.keep > maxKeep)
        return why
          ? `a ${move.turn} turn keeps ${maxKeep === 0 ? "its level anyway" : `at most ${maxKeep} level${maxKeep > 1 ? "s" : ""}`}`
          : CLOSED;
      if (a < 1 + extra) return why ? `speed ${a} is too slow to turn` : CLOSED;
      return null;
    }
  }
  const m = move.kind;
  if (move.dive && m !== "wingover") return why ? `only a wingover may finish diving` : CLOSED;
  if (!has(plane, m)) return why ? `the ${plane.name} cannot fly ${an(m)}` : CLOSED;
  const ail = m === "barrel-roll" || m === "half-loop" || m === "wingover" || m === "side-slip";
  const elev = m !== "jink";
  const rud = m === "jink" || m === "barrel-roll" || m === "immelmann" || m === "side-slip";
  if ((ail && !c.ailerons) || (elev && !c.elevator) || (rud && !c.rudder)) {
    if (!why) return CLOSED;
    const needs: string[] = [];
    if (ail && !c.ailerons) needs.push("ailerons");
    if (elev && !c.elevator) needs.push("elevator");
    if (rud && !c.rudder) needs.push("rudder");
    return why ? `${an(m)} needs working ${needs.join(" and ")}` : CLOSED;
  }
  if (m !== "jink" && m !== "falling-leaf" && !c.pilotHealthy)
    return why ? `a wounded pilot cannot fly ${an(m)}` : CLOSED;
  const smooth = m === "barrel-roll" || m === "half-loop" || m === "immelmann";
  if (smooth && c.engine.loaded) return why ? `a loaded plane cannot fly ${an(m)}` : CLOSED;
  if (smooth && prep.shallowOnly)
    return why ? `the ${plane.name}'s ${band} preparatory number is underscored: no ${m}` : CLOSED;
  const path =
    m === "barrel-roll"
      ? Math.floor(a / 2)
      : m === "half-loop" || m === "wingover"
        ? 3
        : m === "immelmann"
          ? 4
          : m === "falling-leaf"
            ? 0
            : 1;
  const first = m === "barrel-roll" || m === "half-loop" || m === "wingover" || m === "immelmann";
  const need = (first ? prep.hexes : 0) + extra + path;
  if (a < need)
    return why ? `${an(m)} needs ${need} Hexes here and speed ${a} allows ${a}` : CLOSED;
  return null;
}

/**
 * Where a dive starts, in half levels: a plane on a spine that changes
 * attitude first steps into the Hex it reads as (the text: attitude changes
 * inside a Hex), one that dives on in the same attitude goes on from the spine.
 */
export function diveStartHalf(f: Flight, hard: boolean): number {
  if ((f.half & 1) === 0 || f.attitude === (hard ? "dive-hard" : "dive-shallow")) return f.half;
  return 2 * levelOfFlight(f);
}

/** Hexes of diving needed to lose `levels` levels from `f` (shallow: half a level per Hex). */
export function diveHexes(f: Flight, hard: boolean, levels: number): number {
  const start = levelOfFlight(f);
  const from = diveStartHalf(f, hard);
  const step = hard ? 2 : 1;
  for (let h = 1; h <= 4 * levels + 2; h++) {
    if (start - levelOf(from - step * h, hard ? "dive-hard" : "dive-shallow") >= levels) return h;
  }
  return 4 * levels + 2;
}
