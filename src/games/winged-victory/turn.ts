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
 * `advance` runs every step that needs no choice, until one does.
 */
import type { Dice } from "../../engine/dice.js";
import {
  destroyed,
  effectiveSkill,
  fireAtTurnEnd,
  leakAtTurnStart,
  pilotKilled,
} from "./damage.js";
import { legalThrottles, maxThrottle } from "./energy.js";
import { levelOfFlight, type Move } from "./flight-types.js";
import { type MissionId, missionResults, missionShortfalls as shortfalls } from "./missions.js";
import { bandOf } from "./plane.js";
import { boxOf } from "./printed.js";
import { engagedGroups, orderOfMovement } from "./spotting-order.js";
import { type SpottingPlane, updateSight } from "./spotting-turn.js";
import { type PlaneState, planeOf, SIDES, type Side, type WvState } from "./state.js";
import { megaRadiusOf } from "./state-plane.js";
import { resolveFire, shotChoices } from "./turn-fire.js";
import { flakAfterMove, flakOptions } from "./turn-flak.js";
import { autoMove, autoPilot, flyPlane, hexOfPlane, LOG, retire } from "./turn-fly.js";
import { finishFrozen, freezeStop, holdInFreeze } from "./turn-freeze.js";
import { rearmAtTurnStart } from "./turn-ground.js";
import { spotTargets } from "./turn-target-sight.js";
import { settleThrottles } from "./view-log.js";
import { noteReady } from "./view-wait.js";

/** The throttle settings a plane may choose from this turn (one: nothing to choose). */
export function throttleChoices(s: WvState, p: PlaneState): number[] {
  const plane = planeOf(p.type);
  const d = p.damage;
  if (pilotKilled(d)) {
    // Frozen where the dead pilot left it, as far as the (damaged) engine still gives.
    const engine = { loss: d.speedLoss, stopped: d.engineStopped, loaded: p.loaded };
    return [Math.min(p.throttle, maxThrottle(plane, bandOf(levelOfFlight(p.flight)), engine))];
  }
  return legalThrottles(
    plane,
    bandOf(levelOfFlight(p.flight)),
    { loss: d.speedLoss, stopped: d.engineStopped, loaded: p.loaded },
    s.options.rules.anyThrottle,
  );
}

/** Planes of `side` whose throttle is still to be chosen this turn. */
export function throttlesToSet(s: WvState, side: Side): PlaneState[] {
  return s.planes.filter(
    (p) =>
      p.side === side &&
      p.fate === null &&
      s.pending[side].throttles[p.id] === undefined &&
      throttleOpen(p),
  );
}

/** The plane whose move it is, if the turn is in its movement step. */
export function mover(s: WvState): PlaneState | null {
  const ph = s.phase;
  if (ph.kind !== "move") return null;
  if (ph.freeze !== null) {
    // Time frozen: the pool's planes still to move, in the order of movement.
    for (const id of ph.freeze.pool) {
      const p = s.planes.find((x) => x.id === id);
      if (p && p.fate === null && p.flown === "") return p;
    }
    return null;
  }
  const id = ph.order[ph.next];
  return s.planes.find((p) => p.id === id) ?? null;
}

const NOBODY: readonly Side[] = Object.freeze([]);
const ONLY: Record<Side, readonly Side[]> = {
  allies: Object.freeze(["allies"]),
  germans: Object.freeze(["germans"]),
};
const BOTH: readonly Side[] = Object.freeze(["allies", "germans"]);

/** The seats that have a choice to make now (a shared, frozen list). */
export function toAct(s: WvState): readonly Side[] {
  const ph = s.phase;
  if (ph.kind === "throttle" || ph.kind === "fire") {
    if (ph.ready.allies) return ph.ready.germans ? NOBODY : ONLY.germans;
    return ph.ready.germans ? ONLY.allies : BOTH;
  }
  if (ph.kind === "move") {
    const p = mover(s);
    return p ? ONLY[p.side] : NOBODY;
  }
  return NOBODY;
}

/** Whether plane `p` has more than one throttle setting to choose from (throttleChoices' length > 1, no list built). */
function throttleOpen(p: PlaneState): boolean {
  if (pilotKilled(p.damage)) return false;
  const plane = planeOf(p.type);
  const d = p.damage;
  const max = maxThrottle(plane, bandOf(levelOfFlight(p.flight)), {
    loss: d.speedLoss,
    stopped: d.engineStopped,
    loaded: p.loaded,
  });
  return max > 0;
}

/** Whether side `side` still has a throttle to choose (no list built). */
function throttleToSet(s: WvState, side: Side): boolean {
  for (const p of s.planes)
    if (
      p.side === side &&
      p.fate === null &&
      s.pending[side].throttles[p.id] === undefined &&
      throttleOpen(p)
    )
      return true;
  return false;
}

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

function endOfTurn(s: WvState, dice: Dice): void {
  const { alea: ALEA } = boxOf(s.options);
  for (const p of s.planes) {
    if (p.fate !== null) continue;
    if (p.damage.onFire) {
      fireAtTurnEnd(ALEA, planeOf(p.type), p.damage, dice, s.options.rules, p.id);
      if (destroyed(p.damage)) retire(s, p, "downed", "burns and breaks up");
    }
  }
  for (const side of SIDES) {
    const tally = s.tallies[side];
    tally.turnsFlown = s.turn;
    const observing = s.planes.some(
      (p) =>
        p.side === side &&
        p.fate === null &&
        !pilotKilled(p.damage) &&
        planeOf(p.type).code === "R" &&
        levelOfFlight(p.flight) <= 10 &&
        (side === "allies" ? hexOfPlane(p).col > s.front : hexOfPlane(p).col < s.front),
    );
    if (observing) tally.observeTurns += 1;
  }
  const fighting = (side: Side) =>
    s.planes.some((p) => p.side === side && p.fate === null && !pilotKilled(p.damage));
  if (s.turn >= s.lastTurn || !fighting("allies") || !fighting("germans")) finish(s);
}

/** The end of the game: planes still flying are counted where they are; missions are judged. */
function finish(s: WvState): void {
  for (const p of s.planes)
    if (p.fate === null && pilotKilled(p.damage))
      retire(s, p, "downed", "goes down with its pilot dead");
  const inFight = (side: Side) => s.planes.some((p) => p.side === side && p.fate === null);
  for (const side of SIDES) {
    s.tallies[side].enemyGone = !inFight(side === "allies" ? "germans" : "allies");
    const own = (col: number) => (side === "allies" ? col < s.front : col > s.front);
    const aloft = s.planes.filter((p) => p.side === side && p.fate === null);
    const kind = s.missions ? missionRequirement(s, side) : "";
    // Defending counts planes over the own side; a patrol, those over the front line or past it.
    s.tallies[side].planesAloftAtEnd = aloft.filter((p) =>
      kind === "defend"
        ? own(hexOfPlane(p).col)
        : kind === "patrol"
          ? !own(hexOfPlane(p).col)
          : true,
    ).length;
    if (aloft.some((p) => own(hexOfPlane(p).col))) s.tallies[side].cameHome = true;
  }
  s.phase = { kind: "over" };
  if (!LOG.quiet) s.events.push("the game is over");
}

function missionRequirement(s: WvState, side: Side): string {
  return s.missions ? kindOf(s, s.missions[side]) : "";
}

const kindOf = (s: WvState, id: MissionId) => boxOf(s.options).briefings[id].requirement.kind;

/** Whether each side accomplished its mission (null without missions). */
export function missionsDone(s: WvState): Record<Side, boolean> | null {
  return s.missions ? missionResults(s.missions, s.tallies, boxOf(s.options).briefings) : null;
}

/** What each side's failed mission lacked (null for one accomplished; null without missions). */
export function missionShortfalls(s: WvState): Record<Side, string | null> | null {
  const done = missionsDone(s);
  return s.missions && done
    ? shortfalls(s.missions, s.tallies, done, boxOf(s.options).briefings)
    : null;
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
