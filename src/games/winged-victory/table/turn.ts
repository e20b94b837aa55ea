/**
 * The table companion's turn: the throttles, the order of movement, each
 * plane's manoeuvre (flown by the engine's `flyPlane`: the speed update,
 * tests, damage from a Structural Test, jams, reloads, a fire put out), the
 * volley (the engine's `resolveVolley`), the end of the turn (fires burn) and
 * the start of the next (leaks count down and are checked for fire).
 *
 * The engine's turn functions work on a game state (`WvState`); the
 * companion lends them a small one around its own plane records (`shim` in
 * base.ts), so every rule is the engine's own code.
 */
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import { count } from "../../../engine/words.js";
import { megaDistanceOf } from "../board/grid.js";
import { jams, spendRound } from "../combat/combat.js";
import {
  destroyed,
  effectiveSkill,
  fireAtTurnEnd,
  leakAtTurnStart,
  pilotKilled,
} from "../combat/damage.js";
import { hexesInTime } from "../combat/timefreeze.js";
import { resolveVolley, type VolleyShot, volleyHits } from "../combat/volley.js";
import { resultLabel } from "../dice/alea.js";
import { moveName, parseTurn } from "../flight/flight.js";
import { flyTurn, levelOfFlight, type Move } from "../flight/manoeuvres.js";
import { boxOf } from "../game/printed.js";
import { planeOf } from "../game/state.js";
import { bandOf, dragAt } from "../planes/plane.js";
import {
  ENGAGED,
  engagedGroups,
  type Mover,
  orderOfMovement,
  SEEN,
  TAIL,
  TARGET_IN_SIGHT,
  tailOrder,
  tieBreak,
  UNSEEN,
} from "../spotting/order.js";
import { SPOTTING_RANGE } from "../spotting/spotting.js";
import { type SpottingPlane, updateSight } from "../spotting/turn.js";
import { autoPilot, conditionOf, flyPlane, hexOfPlane, retire } from "../turn/fly.js";
import { afterFirstMove, freezePoints, freezeWindow, intoFreeze } from "../turn/freeze.js";
import { inPlay, mover, movesFor, POOL_OF, radiusOf, settleThrottles, shim } from "./base.js";
import type { Op, TablePlane, TableState } from "./state.js";
import { sayOnce } from "./words.js";

/** The order of movement: from the typed positions, or from the situations the players gave. */
function order(s: TableState, dice: Dice): void {
  const active = s.planes.filter(inPlay);
  const movers: Mover[] = active.map((p) => ({
    id: p.id,
    side: p.side,
    hex: hexOfPlane(p),
    heading: p.place.heading,
    attitude: p.flight.attitude,
    skill: effectiveSkill(p.skill, p.damage),
    speed: p.flight.speed,
    outOfControl: p.flight.outOfControl !== null,
  }));
  const pools: Record<string, number> = {};
  let ids: string[];
  let groups: string[][] = [];
  if (s.options.positions) {
    // Every MegaHex question (range, engagement, pools) on the board file's MegaHexes.
    const radius = radiusOf(s);
    const sight = s.options.spotting ? spot(s, active, movers, dice) : inRange(movers, radius);
    const r = orderOfMovement(movers, sight, dice, radius);
    active.forEach((p, k) => {
      pools[p.id] = r.pool[k];
    });
    ids = r.order.map((k) => movers[k].id);
    // The engaged pools, for Time Freezing: each in the order of movement.
    if (s.rules.timeFreezing)
      groups = engagedGroups(movers, sight, radius).map((g) =>
        g.map((k) => movers[k].id).sort((x, y) => ids.indexOf(x) - ids.indexOf(y)),
      );
  } else {
    ids = [];
    // The tailing pairs the players gave: each tailed plane moves before its tailer.
    const m = active.length;
    const tails = new Uint8Array(m * m);
    active.forEach((p, a) => {
      const b = active.findIndex((q) => q.id === p.tailing);
      if (b >= 0) tails[a * m + b] = 1;
    });
    for (let pool = 1; pool <= TARGET_IN_SIGHT; pool++) {
      const group: number[] = [];
      active.forEach((p, k) => {
        const at = p.flight.outOfControl !== null ? 1 : POOL_OF[p.situation];
        if (at === pool) {
          group.push(k);
          pools[p.id] = pool;
        }
      });
      const ranked =
        pool === TAIL ? tailOrder(movers, group, tails, dice) : tieBreak(movers, group, dice);
      for (const k of ranked) ids.push(movers[k].id);
    }
  }
  s.phase = { kind: "move", order: ids, next: 0, pools, groups, closed: [], freeze: null };
  s.events.push(`order of movement: ${ids.join(", ")}`);
}

/**
 * Without the Spotting Tests (the players' business): every enemy within
 * spotting range counts as seen.
 */
function inRange(movers: Mover[], radius: number): Uint8Array {
  const m = movers.length;
  const sight = new Uint8Array(m * m);
  for (let a = 0; a < m; a++)
    for (let b = 0; b < m; b++)
      sight[a * m + b] =
        movers[a].side !== movers[b].side &&
        megaDistanceOf(movers[a].hex, movers[b].hex, radius) <= SPOTTING_RANGE
          ? SEEN
          : UNSEEN;
  return sight;
}

/** The engine's spotting step (the Spotting Tests asked at the table); who sees whom is kept. */
function spot(s: TableState, active: TablePlane[], movers: Mover[], dice: Dice): Uint8Array {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  const n = s.planes.length;
  const m = active.length;
  const at = active.map((p) => s.planes.indexOf(p));
  const previous = new Uint8Array(m * m);
  for (let a = 0; a < m; a++)
    for (let b = 0; b < m; b++) previous[a * m + b] = s.sight[at[a] * n + at[b]];
  const planes: SpottingPlane[] = movers.map((mv, k) => ({
    ...mv,
    spottingDie: ALEA.names.indexOf(planeOf(active[k].type).spottingDie),
  }));
  const sight = updateSight(
    ALEA,
    T,
    s.options.weather,
    s.options.mats,
    s.rules,
    planes,
    previous,
    dice,
    radiusOf(s),
  );
  s.sight.fill(UNSEEN);
  for (let a = 0; a < m; a++) {
    const seen: string[] = [];
    for (let b = 0; b < m; b++) {
      s.sight[at[a] * n + at[b]] = sight[a * m + b];
      if (active[a].side !== active[b].side && sight[a * m + b] === SEEN) seen.push(active[b].id);
    }
    s.events.push(`${active[a].id} sees ${seen.length ? seen.join(", ") : "no enemy"}`);
  }
  return sight;
}

/** The mover's manoeuvre, and everything that follows from it. */
function move(s: TableState, plane: string, name: string, dice: Dice, freeze?: number): void {
  const ph = s.phase;
  const p = mover(s);
  if (ph.kind !== "move" || !p) throw new RuleError("no plane is moving now");
  if (p.id !== plane) throw new RuleError(`${p.id} moves now, not ${plane}`);
  const m = parseTurn(name).move;
  const open = movesFor(s, p);
  const wanted = JSON.stringify(m);
  if (!open.some((o) => JSON.stringify(o) === wanted))
    throw new RuleError(
      autoPilot(p)
        ? `${p.id} flies itself this turn: ${open.map(moveName).join(", ")}`
        : `${p.id} cannot fly ${name} now (open: ${open.map(moveName).join(", ")})`,
    );
  const ship = planeOf(p.type);
  const startSpeed = p.flight.speed;
  const drag = dragAt(ship, bandOf(levelOfFlight(p.flight)), startSpeed);
  const pool = ph.pools[p.id] ?? ENGAGED;
  const others = s.options.positions ? s.planes : [p];
  const w = shim(s, others, ph);
  const start = p.place;
  const attitude = p.flight.attitude;
  const frozen = ph.freeze !== null;
  if (freeze !== undefined && freezeWindow(w, p.id) < 0)
    throw new RuleError(
      `only the first plane of an engaged pool may call Time Freezing, as it moves (not ${p.id} now)`,
    );
  const r = flyPlane(w, others.indexOf(p), m, pool, dice);
  if (freeze !== undefined && !freezePoints(r.hexes, startSpeed).includes(freeze))
    throw new RuleError(
      `Time Freezing is called after 1 to ${Math.min(r.hexes, startSpeed + 1) - 1} of the ${r.hexes} Hexes of ${name}, not ${freeze}`,
    );
  // Without positions the engine's Hex means nothing at the table: only the level is told.
  for (const e of w.events.map(sayOnce))
    s.events.push(s.options.positions ? e : e.replace(/to Hex -?\d+, level/, "to level"));
  if (frozen) {
    intoFreeze(w, p, start, attitude, startSpeed, r);
    if (ph.freeze) {
      const h =
        startSpeed < 1 ? 0 : hexesInTime(startSpeed, ph.freeze.time, boxOf(s.options).freeze);
      s.events.push(`${p.id} stands after ${h} of its Hexes when time froze`);
    }
  } else {
    afterFirstMove(w, p, start, attitude, startSpeed, r, freeze);
    if (ph.freeze) s.events.push(`${p.id} calls Time Freezing after ${count(freeze ?? 0, "Hex")}`);
  }
  p.last = {
    turn: s.turn,
    move: name,
    startSpeed,
    drag,
    speed: r.speed,
    endSpeed: r.endSpeed,
    level: r.level,
    events: r.events,
  };
  nextMover(s);
}

/** The Hexes after which the mover may call Time Freezing in manoeuvre `m` (none: it may not). */
export function freezeAfter(s: TableState, p: TablePlane, m: Move): number[] {
  const ph = s.phase;
  if (ph.kind !== "move" || freezeWindow(shim(s, s.planes, ph), p.id) < 0) return [];
  const pool = ph.pools[p.id] ?? ENGAGED;
  const r = flyTurn(
    planeOf(p.type),
    p.flight,
    conditionOf(s, p, pool),
    s.rules,
    p.throttle,
    m,
    undefined,
    true,
  );
  return freezePoints(r.hexes, p.flight.speed);
}

/** On to the next plane to move: into a freeze, its fire, the next in the order, or the fire step. */
function nextMover(s: TableState): void {
  const ph = s.phase;
  if (ph.kind !== "move") return;
  s.shots = [];
  if (ph.freeze !== null) {
    if (!mover(s)) s.phase = { kind: "fire", resume: { ...ph, freeze: null } };
    return;
  }
  const done = (id: string) => {
    const q = s.planes.find((x) => x.id === id);
    return !q || !inPlay(q) || q.flown !== "";
  };
  while (ph.next < ph.order.length && done(ph.order[ph.next])) ph.next += 1;
  if (ph.next >= ph.order.length) s.phase = { kind: "fire" };
}

/** Every named shot is rolled, then the turn ends and the next one starts. */
function fire(s: TableState, dice: Dice): void {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  const index = new Map(s.planes.map((p, i) => [p.id, i]));
  const volley: VolleyShot[] = s.shots.map((x) => ({
    target: index.get(x.target) as number,
    shot: x.input,
    why: `${x.plane} ${planeOf(s.planes[index.get(x.plane) as number].type).crew[x.crew].role} fires at ${x.target}${x.longBurst ? " (long burst)" : ""}`,
  }));
  const targets = s.planes.map((p) => ({ plane: planeOf(p.type), damage: p.damage, id: p.id }));
  const results = resolveVolley(ALEA, T, dice, volley, targets, s.rules);
  const by = s.shots.map((x) => ({ plane: x.plane, crew: x.crew }));
  for (const [t, who] of volleyHits(volley, results, by)) s.planes[t].hitBy = who;
  results.forEach((r, k) => {
    const x = s.shots[k];
    const p = s.planes[index.get(x.plane) as number];
    s.events.push(
      `${volley[k].why}: ${resultLabel(r.result)}${r.part !== "none" ? ` (${r.part})` : ""}`,
    );
    p.fired[x.crew] = true;
    const weapon = planeOf(p.type).crew[x.crew].weapon;
    const ammo = p.ammo[x.crew];
    if (weapon && ammo) spendRound(weapon, ammo);
    if (jams(x.input, r.result)) {
      p.jammed[x.crew] = true;
      s.events.push(`${p.id}: the ${planeOf(p.type).crew[x.crew].role}'s gun jams`);
    }
  });
  s.shots = [];
  const w = shim(s, s.planes);
  for (const p of s.planes)
    if (inPlay(p) && destroyed(p.damage)) retire(w, p, "downed", "is shot down");
  const ph = s.phase;
  if (ph.kind === "fire" && ph.resume) {
    // The freeze's fire is over: the movement goes on.
    s.events.push(...w.events, "time runs again");
    for (const p of s.planes) p.freezeAt = null;
    s.phase = ph.resume;
    nextMover(s);
    return;
  }
  // The end of the turn: burning planes.
  for (const p of s.planes) {
    if (!inPlay(p) || !p.damage.onFire) continue;
    fireAtTurnEnd(ALEA, planeOf(p.type), p.damage, dice, s.rules, p.id);
    if (destroyed(p.damage)) retire(w, p, "downed", "burns and breaks up");
  }
  s.events.push(...w.events);
  if (s.turn >= s.lastTurn) finish(s, `turn ${s.turn} was the last`);
  else if (!finishedSide(s)) beginTurn(s, dice);
}

/** Ends the fight when a side has no pilot left in the air; true when it did. */
export function finishedSide(s: TableState): boolean {
  const fighting = (side: string) =>
    s.planes.some((p) => p.side === side && inPlay(p) && !pilotKilled(p.damage));
  if (!fighting("allies")) finish(s, "the Allies have no pilot left in the air");
  else if (!fighting("germans")) finish(s, "the Germans have no pilot left in the air");
  else return false;
  return true;
}

/** The fight is over: a plane still in the air with its pilot dead counts as downed. */
export function finish(s: TableState, why: string): void {
  const w = shim(s, s.planes);
  for (const p of s.planes)
    if (inPlay(p) && pilotKilled(p.damage)) retire(w, p, "downed", "goes down with its pilot dead");
  s.events.push(...w.events, `the fight is over: ${why}`);
  s.phase = { kind: "over", why };
}

function beginTurn(s: TableState, dice: Dice): void {
  const { alea: ALEA } = boxOf(s.options);
  s.turn += 1;
  for (const p of s.planes) {
    p.flown = "";
    p.evasion = 0;
    p.pilotFires = true;
    p.gunnersFire = true;
    p.fired.fill(false);
  }
  for (const p of s.planes) {
    if (!inPlay(p) || !p.damage.leaking) continue;
    const burning = p.damage.onFire;
    const stopped = p.damage.engineStopped;
    leakAtTurnStart(ALEA, dice, p.damage, p.id);
    if (p.damage.engineStopped) p.throttle = 0;
    if (p.damage.engineStopped && !stopped)
      s.events.push(`${p.id}'s engine stops: the leak ran dry`);
    if (p.damage.onFire && !burning) s.events.push(`${p.id}'s leak catches fire`);
  }
  settleThrottles(s);
  s.phase = { kind: "throttle" };
  s.events.push(`turn ${s.turn} begins`);
}

/** Runs a step that throws dice on the faces typed so far (`dice`: asked dice over them). */
export function runStep(s: TableState, o: Op, dice: Dice): void {
  if (o.kind === "order") order(s, dice);
  else if (o.kind === "move") move(s, o.plane, o.move, dice, o.freeze);
  else fire(s, dice);
}
