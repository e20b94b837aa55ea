/**
 * Winged Victory: the manoeuvres the moving plane may not fly now, each with
 * the reason, so a page can grey them out and say why. One entry per kind of
 * manoeuvre (a dive of any depth is one kind), only for kinds with no legal
 * variant at all; a handful of checks without flying, except the storm.
 */

import { moveName } from "../flight/flight.js";
import { checkMove, type Move } from "../flight/manoeuvres.js";
import { type PlaneState, planeOf, type WvState } from "../game/state.js";
import { ACROBATICS } from "../planes/plane.js";
import { allowedInPool, intoStorm } from "../turn/actions.js";
import { conditionOf } from "../turn/fly.js";

export interface UnavailableMove {
  /** The kind of manoeuvre, as the start of its names in `moves` (`dive-shallow` covers `dive-shallow:2+turn`). */
  name: string;
  /** Why it cannot be flown now (the first reason found). */
  reason: string;
}

/** The simplest variant of each kind a pilot chooses (a stall is never chosen: it is flown for him). */
const KINDS: readonly [string, Move][] = [
  ["level", { kind: "level" }],
  ["climb-shallow", { kind: "climb", hard: false, turn: false }],
  ["climb-hard", { kind: "climb", hard: true, turn: false }],
  ["dive-shallow", { kind: "dive", hard: false, levels: 1, turn: false }],
  ["dive-hard", { kind: "dive", hard: true, levels: 1, turn: false }],
  ["turn-easy", { kind: "turn", turn: "easy", keep: 0 }],
  ["turn-normal", { kind: "turn", turn: "normal", keep: 0 }],
  ["turn-hard", { kind: "turn", turn: "hard", keep: 0 }],
  ...ACROBATICS.map((m): [string, Move] => [m, { kind: m }]),
];

/** Whether a move's name belongs to kind `k` (`dive-hard:2+turn` to `dive-hard`, `wingover:dive-hard` to `wingover`). */
const ofKind = (name: string, k: string) =>
  name === k || (name.startsWith(k) && (name[k.length] === ":" || name[k.length] === "+"));

const NOT_IN_SIGHT =
  "no enemy in sight and not engaged: only level flight or the mission's course (climbs, dives, easy turns)";

/**
 * The kinds of manoeuvre plane `p` (the one moving) may not fly now, with the
 * reason; `legal` are the names of the moves it may fly.
 */
export function unavailableMoves(
  s: WvState,
  p: PlaneState,
  legal: readonly string[],
): UnavailableMove[] {
  if (s.phase.kind !== "move") return [];
  const pool = s.phase.pools[p.id] ?? 0;
  const plane = planeOf(p.type);
  const c = conditionOf(s, p, pool);
  const out: UnavailableMove[] = [];
  for (const [name, move] of KINDS) {
    if (legal.some((l) => ofKind(l, name))) continue;
    let reason = checkMove(plane, p.flight, c, s.options.rules, move);
    if (reason !== null && p.loaded && reason.startsWith("a loaded plane"))
      reason += " (jettisoning the bombs opens it)";
    if (reason === null && !allowedInPool(move, pool)) reason = NOT_IN_SIGHT;
    if (reason === null && intoStorm(s, p, move, pool)) reason = "it would fly into the storm";
    out.push({ name, reason: reason ?? `not open now (${moveName(move)})` });
  }
  return out;
}
