/**
 * Winged Victory: the turn sequence.
 *   1. A new turn: leaking planes count down and check for fire.
 *   2. Throttles: each side sets its planes' throttle pips, hidden until both are in.
 *   3. Spotting for every enemy pair, then the order of movement.
 *   4. Each plane flies its manoeuvre in order (special boxes, tests and the
 *      speed update are the flight model's); planes out of control or with a
 *      dead pilot fly themselves.
 *   5. Fire: each side names its shots, hidden until both are in; all are
 *      rolled and applied together.
 *   6. The end of the turn: burning planes take their front attack, two-seaters
 *      low over the enemy count a turn of observation, and the game ends at
 *      the last turn or when a side has no pilot left in the air.
 * `advance` runs every step that needs no choice, until one does. Who has
 * a choice to make now is in turn/seats.ts, the end of a turn and of the
 * game in turn/end.ts.
 */
import type { Dice } from "../../../engine/dice.js";
import { effectiveSkill, leakAtTurnStart } from "../combat/damage.js";
import type { Move } from "../flight/types.js";
import { boxOf } from "../game/printed.js";
import { planeOf, SIDES, type WvState } from "../game/state.js";
import { megaRadiusOf } from "../game/state-plane.js";
import { engagedGroups, orderOfMovement } from "../spotting/order.js";
import { type SpottingPlane, updateSight } from "../spotting/turn.js";
import { endOfTurn } from "./end.js";
import { resolveFire, shotChoices } from "./fire.js";
import { flakAfterMove, flakOptions } from "./flak.js";
import { autoMove, autoPilot, flyPlane, hexOfPlane, LOG } from "./fly.js";
import { finishFrozen, freezeStop, holdInFreeze } from "./freeze.js";
import { rearmAtTurnStart } from "./ground.js";
import { settleThrottles } from "./log.js";
import { mover, throttleChoices, throttleToSet } from "./seats.js";
import { spotTargets } from "./target-sight.js";
import { noteReady } from "./wait.js";

export { missionShortfalls, missionsDone } from "./end.js";
export { mover, throttleChoices, throttlesToSet, toAct } from "./seats.js";

function beginTurn(s: WvState, dice: Dice): void {
  const { alea: ALEA } = boxOf(s.options);
  s.turn += 1;
  if (s.acts !== undefined && s.turnFrom) s.turnFrom[s.turn - 1] = s.acts;
  s.flak = [];
  for (const p of s.planes) {
    p.flown = "";
    p.evasion = 0;
    p.pilotFires = true;
    p.gunnersFire = true;
    p.bombAimer = -1;
    p.freezeAt = null;
    if (p.deferred) p.deferred = null;
    p.fired.fill(false);
  }
  rearmAtTurnStart(s);
  for (const p of s.planes) {
    if (p.fate !== null || !p.damage.leaking) continue;
    const wasOnFire = p.damage.onFire;
    leakAtTurnStart(ALEA, dice, p.damage, p.id);
    if (p.damage.engineStopped) p.throttle = 0;
    if (p.damage.onFire && !wasOnFire && !LOG.quiet) s.events.push(`${p.id}'s leak catches fire`);
  }
  s.phase = {
    kind: "throttle",
    ready: { allies: false, germans: false },
    idle: { allies: false, germans: false },
  };
}

function startMovement(s: WvState, dice: Dice): void {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  let calls: Record<string, number> | undefined;
  for (const side of SIDES) {
    const set = s.pending[side].throttles;
    for (const p of s.planes) {
      const v = set[p.id];
      if (v !== undefined) p.throttle = v;
    }
    s.pending[side].throttles = {};
    const called = s.pending[side].calls;
    if (called) {
      calls = { ...calls, ...called };
      // Cleared, not deleted: a deleted property leaves each pending record a shape of its own.
      s.pending[side].calls = undefined;
    }
    for (const mega of s.pending[side].flak) s.flak.push({ side, mega });
    s.pending[side].flak = [];
  }
  for (const p of s.planes) {
    if (p.fate !== null) continue;
    const choices = throttleChoices(s, p);
    if (choices.length === 1) p.throttle = choices[0];
    else if (!choices.includes(p.throttle)) p.throttle = choices[choices.length - 1];
  }
  // Lists built by push, not map/filter: always packed, so the code reading them sees one shape.
  const active: number[] = [];
  for (let i = 0; i < s.planes.length; i++) if (s.planes[i].fate === null) active.push(i);
  const n = s.planes.length;
  const m = active.length;
  const movers: SpottingPlane[] = [];
  for (const i of active) {
    const p = s.planes[i];
    movers.push({
      id: p.id,
      side: p.side,
      hex: hexOfPlane(p),
      heading: p.place.heading,
      attitude: p.flight.attitude,
      skill: effectiveSkill(p.skill, p.damage),
      speed: p.flight.speed,
      outOfControl: p.flight.outOfControl !== null,
      spottingDie: ALEA.names.indexOf(planeOf(p.type).spottingDie),
    });
  }
  const previous = new Uint8Array(m * m);
  for (let a = 0; a < m; a++)
    for (let b = 0; b < m; b++) previous[a * m + b] = s.sight[active[a] * n + active[b]];
  const radius = megaRadiusOf(s);
  const sight = updateSight(
    ALEA,
    T,
    s.weather,
    s.mats,
    s.options.rules,
    movers,
    previous,
    dice,
    radius,
  );
  s.sight.fill(0);
  for (let a = 0; a < m; a++)
    for (let b = 0; b < m; b++) s.sight[active[a] * n + active[b]] = sight[a * m + b];
  settleThrottles(s);
  spotTargets(s, active, movers, dice);
  const { order, pool } = orderOfMovement(movers, sight, dice, radius);
  const pools: Record<string, number> = {};
  active.forEach((i, k) => {
    pools[s.planes[i].id] = pool[k];
  });
  const rank = new Map<string, number>();
  order.forEach((k, r) => {
    rank.set(movers[k].id, r);
  });
  // The engaged pools matter only for Time Freezing.
  const groups: string[][] = [];
  if (s.options.rules.timeFreezing)
    for (const g of engagedGroups(movers, sight, radius)) {
      const ids: string[] = [];
      for (const k of g) ids.push(movers[k].id);
      groups.push(ids.sort((x, y) => (rank.get(x) ?? 0) - (rank.get(y) ?? 0)));
    }
  const ids: string[] = [];
  for (const k of order) ids.push(movers[k].id);
  s.phase = {
    kind: "move",
    order: ids,
    next: 0,
    pools,
    groups,
    closed: [],
    freeze: null,
    // Present (maybe undefined) from the start: every movement step has one shape.
    calls: calls && s.options.rules.timeFreezing ? calls : undefined,
  };
}

/**
 * Flies plane `i`'s manoeuvre and what follows it, flak included; a move
 * that Time Freezing stops waits, chosen, until the freeze's fire is over.
 */
export function movePlane(
  s: WvState,
  i: number,
  move: Move,
  pool: number,
  dice: Dice,
  freeze?: number,
): void {
  const p = s.planes[i];
  const stop = freezeStop(s, p, move, pool, freeze);
  if (stop) {
    holdInFreeze(s, p, move, pool, stop);
    return;
  }
  flyPlane(s, i, move, pool, dice);
  flakAfterMove(s, p, dice);
}

/** Runs every step that needs nobody's choice, until one does or the game ends. */
export function advance(s: WvState, dice: Dice): void {
  for (let guard = 0; guard < 10000; guard++) {
    const ph = s.phase;
    if (ph.kind === "over") return;
    if (ph.kind === "throttle") {
      for (const side of SIDES)
        if (!ph.ready[side] && !throttleToSet(s, side) && flakOptions(s, side).length === 0)
          noteReady(s, ph, side);
      if (!ph.ready.allies || !ph.ready.germans) return;
      startMovement(s, dice);
      continue;
    }
    if (ph.kind === "move") {
      const p = mover(s);
      if (!p) {
        // The frozen pool has moved: its fire; or every plane has moved: the turn's fire.
        s.phase =
          ph.freeze !== null
            ? {
                kind: "fire",
                ready: { allies: false, germans: false },
                idle: { allies: false, germans: false },
                // Field by field, not a spread copy (which would be a shape of its own).
                resume: {
                  kind: "move",
                  order: ph.order,
                  next: ph.next,
                  pools: ph.pools,
                  groups: ph.groups,
                  closed: ph.closed,
                  freeze: null,
                  calls: ph.calls,
                },
              }
            : {
                kind: "fire",
                ready: { allies: false, germans: false },
                idle: { allies: false, germans: false },
              };
        continue;
      }
      if (ph.freeze === null && (p.fate !== null || p.flown !== "")) {
        ph.next += 1;
        continue;
      }
      if (!autoPilot(p)) return;
      const pool = ph.pools[p.id] ?? 0;
      movePlane(s, s.planes.indexOf(p), autoMove(s, p, pool), pool, dice);
      continue;
    }
    // fire
    for (const side of SIDES)
      if (!ph.ready[side] && shotChoices(s, side).length === 0) noteReady(s, ph, side);
    if (!ph.ready.allies || !ph.ready.germans) return;
    resolveFire(s, dice);
    if (ph.resume) {
      for (const p of s.planes) p.freezeAt = null;
      s.phase = ph.resume;
      finishFrozen(s, dice);
      continue;
    }
    endOfTurn(s, dice);
    if (s.phase.kind !== "over") beginTurn(s, dice);
  }
  throw new Error("the turn sequence does not settle");
}

/** The first turn's start (set-up calls it). */
export function firstTurn(s: WvState, dice: Dice): void {
  beginTurn(s, dice);
  advance(s, dice);
}
