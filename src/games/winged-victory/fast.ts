/**
 * Winged Victory's fast path for simulations and the benchmark: a random
 * dogfight played on one state changed in place (no copy per step, no view),
 * through the same `applyInPlace` as the rules module, so the game it plays
 * is a legal game of the plain path; a test replays its actions through the
 * engine and gets the same state. The random choices are cheap: a manoeuvre
 * is drawn from every manoeuvre the flight computer knows (no dive deeper
 * than the speed or the altitude) until one is open: uniform over the open
 * ones, as picking from the list would be.
 */
import type { Dice, Roll } from "../../engine/dice.js";
import { faceOf, nextUint32, type RngState } from "../../engine/rng.js";
import { CANDIDATES, moveName } from "./flight/flight.js";
import { type Condition, flyTurn, levelOfFlight, moveOpen } from "./flight/manoeuvres.js";
import { type PlaneState, planeOf, type Side, type WvAction, type WvState } from "./game/state.js";
import { TOP_LEVEL } from "./planes/plane.js";
import { NONE_IN_SIGHT } from "./spotting/order.js";
import { applyInPlace, callChoices, legalActions, movesFor } from "./turn/actions.js";
import { type ShotChoice, shotChoices } from "./turn/fire.js";
import { flakOptions } from "./turn/flak.js";
import { conditionOf, LOG } from "./turn/fly.js";
import { freezeWindow } from "./turn/freeze.js";
import { noteMove, noteThrottle } from "./turn/log.js";
import { advance, movePlane, mover, throttleChoices, throttlesToSet, toAct } from "./turn/turn.js";

const NAMES = CANDIDATES.map(moveName);
/** Per the deepest dive possible (0–30 levels), the candidates worth drawing (as openMoves skips deeper dives). */
const WITHIN: readonly number[][] = Array.from({ length: TOP_LEVEL + 1 }, (_, max) =>
  CANDIDATES.flatMap((m, k) => (m.kind === "dive" && m.levels > max ? [] : [k])),
);
const COURSE = new Set(["level", "climb", "dive", "stall"]);

const rand = (rng: RngState, n: number) => faceOf(nextUint32(rng), n) - 1;

/** A random open manoeuvre for the plane moving now (its index in CANDIDATES, or −1: none drawn). */
function randomMoveIndex(s: WvState, rng: RngState, p = mover(s)): number {
  if (!p || s.phase.kind !== "move") throw new Error("no plane is moving");
  const pool = s.phase.pools[p.id] ?? 0;
  const plane = planeOf(p.type);
  // Under a storm, the list (which leaves out flights into it) decides.
  if (s.weather.storm !== null) return -1;
  const c = conditionOf(s, p, pool);
  const max = Math.max(0, Math.min(p.flight.speed, levelOfFlight(p.flight), TOP_LEVEL));
  const within = WITHIN[max];
  for (let tries = 0; tries < 200; tries++) {
    const k = within[rand(rng, within.length)];
    const m = CANDIDATES[k];
    if (pool === NONE_IN_SIGHT && !(COURSE.has(m.kind) || (m.kind === "turn" && m.turn === "easy")))
      continue;
    if (moveOpen(plane, p.flight, c, s.options.rules, m)) return k;
  }
  return -1;
}

/** A freezer's draw: a manoeuvre (its index in CANDIDATES), the Hex it freezes after (0: none), whether it jettisons first. */
export interface FreezerDraw {
  k: number;
  freeze: number;
  jettison: boolean;
}

/**
 * A random move action for the first mover of an engaged pool under Time
 * Freezing, uniform over its list in `legalActions` (every open manoeuvre,
 * once without a freeze and once per Hex it may freeze after; the same again
 * after jettisoning bombs) without building the list: a draw of (bombs kept
 * or jettisoned, candidate, j in 0..speed) is kept when the candidate is open
 * and j is 0 (no freeze) or one of its freeze points (one dry flight); every
 * entry of the list has the same chance 1 / (2 × candidates × (speed + 1)) per
 * draw. Null when no draw is kept in 200 tries or under a storm (the caller
 * picks from the list): uniform over the list all the same.
 */
export function randomFreezerMove(s: WvState, rng: RngState, p = mover(s)): FreezerDraw | null {
  if (!p || s.phase.kind !== "move") throw new Error("no plane is moving");
  if (s.weather.storm !== null) return null;
  const pool = s.phase.pools[p.id] ?? 0;
  const plane = planeOf(p.type);
  const rules = s.options.rules;
  const speed = p.flight.speed;
  const span = Math.max(0, speed) + 1;
  const loaded = p.loaded;
  const kept = conditionOf(s, p, pool);
  let dropped: Condition | null = null;
  if (loaded) {
    p.loaded = false;
    try {
      dropped = conditionOf(s, p, pool);
    } finally {
      p.loaded = true;
    }
  }
  const max = Math.max(0, Math.min(speed, levelOfFlight(p.flight), TOP_LEVEL));
  const within = WITHIN[max];
  for (let tries = 0; tries < 200; tries++) {
    const jettison = dropped !== null && rand(rng, 2) === 1;
    const k = within[rand(rng, within.length)];
    const m = CANDIDATES[k];
    const j = rand(rng, span);
    if (pool === NONE_IN_SIGHT && !(COURSE.has(m.kind) || (m.kind === "turn" && m.turn === "easy")))
      continue;
    const c = jettison ? (dropped as Condition) : kept;
    if (!moveOpen(plane, p.flight, c, rules, m)) continue;
    if (j === 0) return { k, freeze: 0, jettison };
    const dry = flyTurn(plane, p.flight, c, rules, p.throttle, m, undefined, true);
    if (j < Math.min(dry.hexes, speed + 1)) return { k, freeze: j, jettison };
  }
  return null;
}

/** A random open manoeuvre for the plane moving now (its notation). */
function randomMove(s: WvState, rng: RngState): string {
  const k = randomMoveIndex(s, rng);
  if (k >= 0) return NAMES[k];
  const open = movesFor(s, mover(s) as PlaneState);
  return moveName(open[rand(rng, open.length)]);
}

/** A random throttle for `p`, as legalActions lists them: each setting, then each standing Time Freezing call at full throttle. */
function randomThrottle(s: WvState, p: PlaneState, rng: RngState): WvAction & { type: "throttle" } {
  const choices = throttleChoices(s, p);
  const calls = callChoices(s, p);
  const k = rand(rng, choices.length + calls.length);
  if (k < choices.length) return { type: "throttle", plane: p.id, value: choices[k] };
  const value = choices[choices.length - 1];
  return { type: "throttle", plane: p.id, value, freezeWithin: calls[k - choices.length] };
}

/** One random choice for `side` now (a random legal action, drawn cheaply). */
export function randomChoice(s: WvState, side: "allies" | "germans", rng: RngState): WvAction {
  switch (s.phase.kind) {
    case "throttle": {
      const p = throttlesToSet(s, side)[0];
      if (!p) {
        const options = flakOptions(s, side);
        const h = options[rand(rng, options.length)];
        return { type: "flak", col: h.col, level: h.level };
      }
      return randomThrottle(s, p, rng);
    }
    case "move":
      return { type: "move", plane: (mover(s) as { id: string }).id, move: randomMove(s, rng) };
    default: {
      const shots = shotChoices(s, side);
      if (shots.length === 0 || rand(rng, 3) === 0) return { type: "hold" };
      const c = shots[rand(rng, shots.length)];
      return {
        type: "shoot",
        plane: c.plane,
        crew: c.crew,
        target: c.target,
        longBurst: rand(rng, 2) === 1,
      };
    }
  }
}

/** Per fire phase, each side's shots still to name (shotChoices, kept between the steps of one phase). */
interface FireLists {
  phase: WvState["phase"] | null;
  allies: ShotChoice[] | null;
  germans: ShotChoice[] | null;
}

/**
 * One random fire-step choice for `side`, as `randomChoice` draws it, applied
 * as `applyInPlace` would: the side's list is kept for the phase (naming a
 * shot takes its crew member's entries out, as shotChoices would), and the
 * turn goes on only once both sides are ready (as `advance` would find).
 */
function fireStep(
  s: WvState,
  side: Side,
  rng: RngState,
  dice: Dice,
  lists: FireLists,
  log: { seat: string; action: WvAction }[] | null,
): void {
  const ph = s.phase;
  if (ph.kind !== "fire") throw new Error("not the fire step");
  if (lists.phase !== ph) {
    lists.phase = ph;
    lists.allies = null;
    lists.germans = null;
  }
  let shots = lists[side];
  if (shots === null) {
    shots = shotChoices(s, side);
    lists[side] = shots;
  }
  if (shots.length === 0 || rand(rng, 3) === 0) {
    log?.push({ seat: side, action: { type: "hold" } });
    ph.ready[side] = true;
  } else {
    const c = shots[rand(rng, shots.length)];
    const longBurst = rand(rng, 2) === 1;
    const shot = { plane: c.plane, crew: c.crew, target: c.target, longBurst };
    log?.push({ seat: side, action: { type: "shoot", ...shot } });
    s.pending[side].shots.push(shot);
    const left: ShotChoice[] = [];
    for (const o of shots) if (o.plane !== c.plane || o.crew !== c.crew) left.push(o);
    lists[side] = left;
    if (left.length === 0) ph.ready[side] = true;
  }
  if (s.acts !== undefined) s.acts += 1;
  if (ph.ready.allies && ph.ready.germans) advance(s, dice);
}

/** One random throttle for `side`, applied as `applyInPlace` would (a flak marker goes through it). */
function throttleStep(
  s: WvState,
  side: Side,
  rng: RngState,
  dice: Dice,
  log: { seat: string; action: WvAction }[] | null,
): void {
  const p = throttlesToSet(s, side)[0];
  if (!p) {
    const action = randomChoice(s, side, rng);
    log?.push({ seat: side, action });
    applyInPlace(s, side, action, dice);
    return;
  }
  const action = randomThrottle(s, p, rng);
  log?.push({ seat: side, action });
  const pending = s.pending[side];
  pending.throttles[p.id] = action.value;
  if (action.freezeWithin) {
    // As applyInPlace records it, without a spread copy each time: the same keys, in the same order.
    if (pending.calls) pending.calls[p.id] = action.freezeWithin;
    else pending.calls = { [p.id]: action.freezeWithin };
  }
  noteThrottle(s, p.id);
  if (s.acts !== undefined) s.acts += 1;
  advance(s, dice);
}

/**
 * Plays `s` (changed in place) to its end with random choices, without event
 * lines; returns the actions taken, by seat, when `record` is set (for the
 * replay test). `onStep` is called after every step. Each choice is drawn from
 * the lists the rules offer and applied through the rules' own steps, without
 * checking it again.
 */
export function playRandom(
  s: WvState,
  dice: Dice,
  rng: RngState,
  record = false,
  onStep?: (s: WvState) => void,
): { seat: string; action: WvAction }[] {
  const log: { seat: string; action: WvAction }[] = [];
  const out = record ? log : null;
  const lists: FireLists = { phase: null, allies: null, germans: null };
  LOG.quiet = true;
  try {
    while (s.phase.kind !== "over") {
      const side = toAct(s)[0];
      s.events.length = 0;
      if (s.phase.kind === "fire") fireStep(s, side, rng, dice, lists, out);
      else if (s.phase.kind === "throttle") throttleStep(s, side, rng, dice, out);
      else moveStep(s, side, rng, dice, out);
      onStep?.(s);
    }
  } finally {
    LOG.quiet = false;
  }
  return log;
}

/** One random move for the plane moving now (its side `side`). */
function moveStep(
  s: WvState,
  side: Side,
  rng: RngState,
  dice: Dice,
  log: { seat: string; action: WvAction }[] | null,
): void {
  if (s.phase.kind !== "move") throw new Error("not the movement step");
  const p = mover(s) as PlaneState;
  // The first mover of an engaged pool under Time Freezing draws from its whole list (freezes included).
  const freezer = freezeWindow(s, p.id) >= 0;
  const draw = freezer ? randomFreezerMove(s, rng, p) : null;
  const k = draw ? draw.k : freezer ? -1 : randomMoveIndex(s, rng, p);
  if (k >= 0) {
    // A drawn manoeuvre is open already: fly it without going through its notation.
    const freeze = draw && draw.freeze > 0 ? draw.freeze : undefined;
    log?.push({ seat: side, action: moveAction(p.id, k, freeze, draw?.jettison) });
    if (draw?.jettison) p.loaded = false;
    movePlane(s, s.planes.indexOf(p), CANDIDATES[k], s.phase.pools[p.id] ?? 0, dice, freeze);
    noteMove(s, p);
    if (s.acts !== undefined) s.acts += 1;
    advance(s, dice);
    return;
  }
  const all = freezer ? legalActions(s, side) : null;
  const action = all ? all[rand(rng, all.length)] : randomChoice(s, side, rng);
  log?.push({ seat: side, action });
  applyInPlace(s, side, action, dice);
}

/** The move action of a draw, as `legalActions` spells it. */
function moveAction(plane: string, k: number, freeze?: number, jettison?: boolean): WvAction {
  const a: WvAction = { type: "move", plane, move: NAMES[k] };
  if (freeze !== undefined) a.freeze = freeze;
  if (jettison) a.jettison = true;
  return a;
}

/** Seeded dice that keep no record of their rolls (the fast path only: nothing is logged). */
export class QuietDice implements Dice {
  readonly rolls: Roll[] = [];
  constructor(private readonly rng: RngState) {}
  roll(sides: number): number {
    return faceOf(nextUint32(this.rng), sides);
  }
  draw(size: number): number {
    return faceOf(nextUint32(this.rng), size) - 1;
  }
  note(): void {}
}
