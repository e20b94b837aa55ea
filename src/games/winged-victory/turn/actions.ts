/**
 * Winged Victory: the legal actions of a seat now, and applying one.
 * Throttles and shots go into the side's hidden pending choices until both
 * sides are in; a move is flown at once.
 */
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import type { Hex } from "../board/grid.js";
import { stormProblem } from "../board/weather.js";
import { moveName, openMoves, parseTurn } from "../flight/flight.js";
import { checkMove, type Move } from "../flight/manoeuvres.js";
import { walkLegs } from "../flight/path.js";
import { type PlaneState, planeOf, type Side, type WvAction, type WvState } from "../game/state.js";
import { NONE_IN_SIGHT } from "../spotting/order.js";
import { callChoices } from "./calls.js";
import { shotChoices } from "./fire.js";
import { flakOptions } from "./flak.js";
import { conditionOf, dryTurn, hexOfPlane, LOG } from "./fly.js";
import { freezePoints, freezeWindow } from "./freeze.js";
import { noteMove } from "./log.js";
import { applyChoice, applyOrders } from "./orders.js";
import { advance, movePlane, mover, throttleChoices, throttlesToSet, toAct } from "./turn.js";

export { callChoices, callReason, mayBeEngaged } from "./calls.js";

/**
 * Not engaged with no enemy in sight: level flight or the mission's course
 * (ours: climbs, dives and easy turns, no acrobatics and no combat turns).
 */
const MISSION_COURSE = new Set(["level", "climb", "dive", "stall"]);
export function allowedInPool(move: Move, pool: number): boolean {
  if (pool !== NONE_IN_SIGHT) return true;
  if (move.kind === "turn") return move.turn === "easy";
  return MISSION_COURSE.has(move.kind);
}

/** Whether flying `move` takes plane `p` into the storm (board/weather.ts `stormProblem`: a plane already in it is not flying into it). */
export function intoStorm(s: WvState, p: PlaneState, move: Move, pool: number): boolean {
  if (s.weather.storm === null) return false;
  const r = dryTurn(s, p, move, pool);
  const path: Hex[] = [];
  walkLegs(p.place, p.flight.attitude, r.legs, (col, level) => path.push({ col, level }));
  return stormProblem(s.weather, hexOfPlane(p), path) !== null;
}

/** The manoeuvres plane `p` may fly now (names in the flight computer's notation). */
export function movesFor(s: WvState, p: PlaneState): Move[] {
  if (s.phase.kind !== "move") return [];
  const pool = s.phase.pools[p.id] ?? 0;
  const moves = openMoves(planeOf(p.type), p.flight, conditionOf(s, p, pool), s.options.rules);
  let out = moves.filter((m) => allowedInPool(m, pool));
  // No flying into a storm unless every choice does.
  if (s.weather.storm !== null) {
    const dry = out.filter((m) => !intoStorm(s, p, m, pool));
    if (dry.length > 0) out = dry;
  }
  // Never a dead end: a plane left with nothing flies level.
  return out.length > 0 ? out : [{ kind: "level" }];
}

export function legalActions(s: WvState, seat: string): WvAction[] {
  if (!toAct(s).includes(seat as Side)) return [];
  const side = seat as Side;
  const out: WvAction[] = [];
  if (s.phase.kind === "throttle") {
    for (const p of throttlesToSet(s, side)) {
      const values = throttleChoices(s, p);
      for (const value of values) out.push({ type: "throttle", plane: p.id, value });
      // Standing Time Freezing calls (ruling G17), listed at full throttle only (any setting is accepted).
      const top = values[values.length - 1];
      for (const freezeWithin of callChoices(s, p))
        out.push({ type: "throttle", plane: p.id, value: top, freezeWithin });
    }
    for (const h of flakOptions(s, side)) out.push({ type: "flak", col: h.col, level: h.level });
    return out;
  }
  if (s.phase.kind === "move") {
    const p = mover(s) as PlaneState;
    movesOf(s, p, out);
    if (p.loaded) {
      // Jettisoning the bombs first opens what a loaded plane may not fly.
      p.loaded = false;
      try {
        movesOf(s, p, out, true);
      } finally {
        p.loaded = true;
      }
    }
    return out;
  }
  if (s.phase.kind === "fire") {
    for (const o of shotChoices(s, side))
      for (const longBurst of [false, true])
        out.push({ type: "shoot", plane: o.plane, crew: o.crew, target: o.target, longBurst });
    out.push({ type: "hold" });
  }
  return out;
}

/** Appends the mover's move actions (each manoeuvre, and each Time Freezing point) to `out`. */
function movesOf(s: WvState, p: PlaneState, out: WvAction[], jettison?: true): void {
  if (s.phase.kind !== "move") return;
  const freezing = freezeWindow(s, p.id) >= 0;
  const pool = s.phase.pools[p.id] ?? 0;
  for (const m of movesFor(s, p)) {
    const move = moveName(m);
    out.push(
      jettison
        ? { type: "move", plane: p.id, move, jettison }
        : { type: "move", plane: p.id, move },
    );
    if (!freezing) continue;
    const dry = dryTurn(s, p, m, pool);
    for (const freeze of freezePoints(dry.hexes, p.flight.speed))
      out.push(
        jettison
          ? { type: "move", plane: p.id, move, freeze, jettison }
          : { type: "move", plane: p.id, move, freeze },
      );
  }
}

/** Applies `a` to `s` in place (the caller passes its own copy). */
export function applyInPlace(s: WvState, seat: string, a: WvAction, dice: Dice): void {
  if (s.phase.kind === "over") throw new RuleError("the game is over");
  if (a.type === "shoot" && s.phase.kind === "fire") {
    const p = s.planes.find((x) => x.id === a.plane && x.side === seat && x.fate === null);
    // Said first: a side whose only planes are in stall is not asked for shots at all.
    if (p?.flight.outOfControl)
      throw new RuleError(
        `${p.id} is out of control (${p.flight.outOfControl}): planes cannot fire while in stall`,
      );
  }
  if (!toAct(s).includes(seat as Side))
    throw new RuleError(
      `it is not the ${seat === "allies" ? "Allies'" : "Germans'"} turn to choose`,
    );
  const side = seat as Side;
  switch (a.type) {
    case "orders":
      applyOrders(s, side, a.choices);
      break;
    case "throttle":
    case "flak":
    case "shoot":
    case "hold":
      applyChoice(s, side, a);
      break;
    case "move": {
      if (s.phase.kind !== "move") throw new RuleError("it is not the movement step");
      const p = mover(s) as PlaneState;
      if (p.id !== a.plane) throw new RuleError(`it is ${p.id}'s move, not ${a.plane}'s`);
      if (a.jettison) {
        if (!p.loaded) throw new RuleError(`${p.id} carries no bombs to jettison`);
        // The caller's copy: a move refused below leaves nothing stored.
        p.loaded = false;
        if (!LOG.quiet) s.events.push(`${p.id} jettisons its bombs`);
      }
      const order = parseTurn(a.move);
      if (order.throttle !== undefined)
        throw new RuleError("the throttle was set at the start of the turn");
      const pool = s.phase.pools[p.id] ?? 0;
      const why =
        checkMove(
          planeOf(p.type),
          p.flight,
          conditionOf(s, p, pool),
          s.options.rules,
          order.move,
        ) ??
        (allowedInPool(order.move, pool)
          ? null
          : "with no enemy in sight a plane flies level or its mission's course");
      // The one exception: a plane with nothing open flies level.
      const fallback =
        why !== null && order.move.kind === "level" && movesFor(s, p)[0]?.kind === "level";
      if (why !== null && !fallback) throw new RuleError(`${p.id} cannot fly ${a.move}: ${why}`);
      if (
        intoStorm(s, p, order.move, pool) &&
        movesFor(s, p).some((m) => !intoStorm(s, p, m, pool))
      )
        throw new RuleError(`${p.id} cannot fly ${a.move}: no flying into the storm`);
      if (a.freeze !== undefined) {
        if (freezeWindow(s, p.id) < 0)
          throw new RuleError(
            s.options.rules.timeFreezing
              ? `${p.id} cannot call a Time Freezing now (only the first plane of an engaged pool to move, once a turn)`
              : "Time Freezing is not in play in this game",
          );
        const dry = dryTurn(s, p, order.move, pool);
        if (!freezePoints(dry.hexes, p.flight.speed).includes(a.freeze))
          throw new RuleError(
            `${p.id} can call a Time Freezing after 1 to ${Math.min(dry.hexes, p.flight.speed + 1) - 1} Hexes of ${a.move}, not ${a.freeze}`,
          );
      }
      movePlane(s, s.planes.indexOf(p), order.move, pool, dice, a.freeze);
      noteMove(s, p);
      break;
    }
  }
  // Counted for the log's turn headings: a turn begun in `advance` starts at the next action.
  if (s.acts !== undefined) s.acts += 1;
  advance(s, dice);
}
