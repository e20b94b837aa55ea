/**
 * Winged Victory for the computer pilot: manoeuvres weighed one by one, and
 * the quick policy both sides follow in a playout.
 *
 * A manoeuvre is flown dry (no dice) from where the plane stands and scored:
 * an enemy in its guns' line after it (more at short range and from behind)
 * for, its own place in an enemy's line against, the distance to the
 * nearest enemy a little against; a crackup, crash, stall, Structural Test,
 * the ground or the board's edge heavily against; height and speed a little
 * for. The enemies' places are guessed: where they stand if they have moved
 * this turn, else a straight flight at their speed.
 */

import { faceOf, nextUint32, type RngState } from "../engine/rng.js";
import { hexDistance } from "../games/winged-victory/board/grid.js";
import { chaseScore } from "../games/winged-victory/bots.js";
import type { Placed } from "../games/winged-victory/combat/combat.js";
import { pilotKilled } from "../games/winged-victory/combat/damage.js";
import { speedBox } from "../games/winged-victory/flight/energy.js";
import { CANDIDATES, moveName } from "../games/winged-victory/flight/flight.js";
import {
  checkMove,
  levelOfFlight,
  type Move,
  type TurnResult,
} from "../games/winged-victory/flight/manoeuvres.js";
import { type Place, walkLegs } from "../games/winged-victory/flight/path.js";
import type { Flight } from "../games/winged-victory/flight/types.js";
import {
  type PlaneState,
  planeOf,
  type WvAction,
  type WvState,
} from "../games/winged-victory/game/state.js";
import { hexOfPlane, matWidthOf } from "../games/winged-victory/game/state-plane.js";
import { TOP_LEVEL } from "../games/winged-victory/planes/plane.js";
import { NONE_IN_SIGHT } from "../games/winged-victory/spotting/order.js";
import { movesFor } from "../games/winged-victory/turn/actions.js";
import { placedOf, shotChoices } from "../games/winged-victory/turn/fire.js";
import { flakOptions } from "../games/winged-victory/turn/flak.js";
import { autoPilot, conditionOf, dryTurn, onGrid } from "../games/winged-victory/turn/fly.js";
import { mover, throttleChoices, throttlesToSet } from "../games/winged-victory/turn/turn.js";
import {
  damageShare,
  gunnersReady,
  gunReady,
  gunsUp,
  gunThreat,
  movesAfter,
  type OrderKeys,
  orderKeys,
  reloads,
  threat,
} from "./wv-eval.js";
import { homeScore, homeThrottle, homing, spent } from "./wv-home.js";

const rand = (rng: RngState, n: number) => faceOf(nextUint32(rng), n) - 1;

/** A manoeuvre flown dry: where it leaves the plane and what it costs. */
export interface Flown {
  move: Move;
  name: string;
  at: Placed;
  level: number;
  endSpeed: number;
  pilotFires: boolean;
  gunnersFire: boolean;
  evasion: number;
  events: string[];
  /** The path flown (where a Time Freezing stops the plane on it) and the flight after it. */
  legs: TurnResult["legs"];
  hexes: number;
  flight: Flight;
  /** Where the plane stands after it. */
  place: Place;
}

export function flyDry(s: WvState, p: PlaneState, move: Move): Flown {
  const pool = s.phase.kind === "move" ? (s.phase.pools[p.id] ?? 0) : 0;
  const r = dryTurn(s, p, move, pool);
  const end = walkLegs(p.place, p.flight.attitude, r.legs);
  const place = onGrid(
    { x4: end.x4, half: r.flight.half, heading: end.heading },
    r.flight.attitude,
  );
  return {
    move,
    name: moveName(move),
    at: placedOf({ ...p, place, flight: r.flight, freezeAt: null }),
    level: r.level,
    endSpeed: r.endSpeed,
    pilotFires: r.pilotMayFire,
    gunnersFire: r.gunnersMayFire,
    evasion: r.evasion,
    events: r.events,
    legs: r.legs,
    hexes: r.hexes,
    flight: r.flight,
    place,
  };
}

/** Where each enemy of `p` is likely to be when the turn's fire comes (and whether it can shoot). */
export interface EnemyGuess {
  type: string;
  at: Placed;
  /** Who aboard may fire after its move. */
  pilot: boolean;
  gunners: boolean;
  keys: OrderKeys;
  /** Its own evasion this turn (jink −1, barrel roll −2), once it has moved. */
  evasion?: number;
  /** How near it is to going down (wv-eval's damage share), 0..1. */
  hurt?: number;
}

export function enemyGuesses(s: WvState, p: PlaneState): EnemyGuess[] {
  const out: EnemyGuess[] = [];
  for (const q of s.planes) {
    if (q.side === p.side || q.fate !== null) continue;
    const at = placedOf(q);
    const armed = q.flight.outOfControl === null && !pilotKilled(q.damage);
    const up = gunsUp(q);
    const pilot = armed && q.pilotFires && up.pilot;
    const gunners = armed && q.gunnersFire && up.gunners;

    if (q.flown === "" && s.phase.kind !== "fire") {
      // Still to move: straight on at its speed, as far as a guess goes.
      const step = Math.max(0, Math.min(6, q.flight.speed));
      const col = at.hex.col + (q.place.heading === "E" ? step : -step);
      const guess = { ...at, hex: { col, level: at.hex.level } };
      out.push({
        type: q.type,
        at: guess,
        pilot,
        gunners,
        keys: orderKeys(q, guess),
        hurt: damageShare(q),
      });
    } else
      out.push({
        type: q.type,
        at,
        pilot,
        gunners,
        keys: orderKeys(q, at),
        evasion: q.evasion,
        hurt: damageShare(q),
      });
  }
  return out;
}

/** The weights of a manoeuvre's score (measured against the greedy player; see the docs). */
export const WEIGHTS = {
  /** Moving after a close enemy next turn (tailing it, above it, slower). */
  order: 1,
  /** Its guns on the enemy after the move, and the enemy's on it. */
  offence: 3,
  defence: 2,
  /** An enemy's answer: this share the plain chase, the rest its best by the same score. */
  chase: 0.5,
  /** Throttle near an enemy: about its speed plus one, at least this. */
  fightThrottle: 3,
  /** Hexes within which an enemy counts as close for the throttle. */
  fightRange: 6,
  /** A shot this turn at an enemy whose move is known (flown, or answered in the look ahead). */
  sure: 2,
  /**
   * A hurt enemy's worth as a target: its guns' line on it counts (1 + this ×
   * its damage share) times, so the pilot finishes a plane near going down.
   */
  focus: 5,
  /** Level flight that may clear a jammed gun or reloads one: the gun back for the turns after. */
  rearm: 2,
  /** Ending the turn in the stall box: a stall next turn, low (level 6 or under) or higher up. */
  stallLow: 20,
  stallHigh: 6,
  /**
   * The enemy's guns on the plane count (its VP / 3)^worth times: a 5-VP
   * plane keeps out of the guns more than a 2-VP one (3: an average fighter).
   */
  worth: 1,
};

/** The chance a turn of level flight clears a jammed gun, as the score counts it. */
export const JAM_CLEAR = 0.5;

/** The score of a manoeuvre flown dry, for the plane `p` (higher is better). */
export function scoreFlown(s: WvState, p: PlaneState, f: Flown, enemies: EnemyGuess[]): number {
  if (homing(s, p)) return homeScore(s, p, f, enemies);
  const mine = { ...orderKeys(p, f.at), speed: f.endSpeed };
  let sc = 0;
  // On the ground, rearmed: off it as soon as the take-off is open.
  if (p.flight.grounded === true && f.flight.grounded !== true && !spent(p)) sc += 20;
  for (const e of f.events) {
    if (e.startsWith("crackup") || e.startsWith("crash")) sc -= 100;
    else if (e.startsWith("stall")) sc -= f.level <= 6 ? 40 : 15;
    else if (e.startsWith("structural")) sc -= 12;
    else if (e.startsWith("handling")) sc -= 2;
  }
  if (f.level <= 1) sc -= 30;
  else if (f.level <= 3) sc -= 4;
  // The box the speed ends in is read at the next turn's start: a stall, a Structural Test, a crackup.
  const box = speedBox(planeOf(p.type), f.level, f.endSpeed);
  if (box === "stall") sc -= f.level <= 6 ? WEIGHTS.stallLow : WEIGHTS.stallHigh;
  else if (box === "red") sc -= 6;
  else if (box === "red-and-white") sc -= 60;
  const cols = s.mats * matWidthOf(s);
  const col = f.at.hex.col;
  if (col < 2 || col > cols - 3) sc -= 40;
  let nearest = 99;
  const worth = (planeOf(p.type).vp / 3) ** WEIGHTS.worth;
  // A jammed gun fires only once cleared, and a turn of level flight is the likely way (JAM_CLEAR);
  // a gun waiting behind a solid line fires after a whole turn of level flight; an empty one never.
  const levelFlight = f.move.kind === "level";
  const loaded = gunReady(p, 0, 1) === 1;
  const jammed = loaded && p.jammed[0] === true;
  const pilotNow = !loaded ? 0 : !jammed ? 1 : levelFlight ? JAM_CLEAR : 0;
  const pilotGun = loaded ? pilotNow : reloads(p) && levelFlight ? 1 : 0;
  const gunners = f.gunnersFire && gunnersReady(p);
  if (levelFlight && (jammed || reloads(p))) sc += WEIGHTS.rearm * (jammed ? JAM_CLEAR : 1);
  for (const e of enemies) {
    const d = hexDistance(f.at.hex, e.at.hex);
    if (d < nearest) nearest = d;
    const pilotT = threat(p.type, f.pilotFires && pilotGun > 0, false, f.at, e.at) * pilotGun;
    const gunT = gunners ? threat(p.type, false, true, f.at, e.at) : 0;
    const t = Math.max(pilotT, gunT) * (1 + WEIGHTS.focus * (e.hurt ?? 0));
    sc += WEIGHTS.offence * t * (1 + 0.25 * (e.evasion ?? 0));
    // A shot this turn at an enemy whose move is known (it has moved, or the look ahead's answer)
    // counts for more than its die alone: a shot in hand beats a place for next turn.
    if (e.evasion !== undefined && (pilotT > 0 || gunT > 0))
      sc += WEIGHTS.sure * (gunT > 0 ? 1 : pilotNow);
    if (e.pilot || e.gunners) {
      const guns = gunThreat(e.type, e.pilot, e.gunners, e.at, f.at);
      sc -= WEIGHTS.defence * guns * (1 + 0.25 * f.evasion) * worth;
      if (d <= 4 && s.turn < s.lastTurn) sc += WEIGHTS.order * movesAfter(mine, e.keys);
    }
  }
  if (nearest < 99) sc -= 0.15 * nearest + 0.25 * Math.max(0, nearest - 3);
  // Energy: height and speed in hand; a crawl leaves nothing to turn with next turn.
  sc += 0.03 * Math.min(20, f.level) + 0.08 * Math.min(6, f.endSpeed);
  if (f.endSpeed <= 2) sc -= 0.5 * (3 - f.endSpeed);
  return sc;
}

/** The manoeuvres an enemy still to move this turn may fly, each flown dry (duplicates dropped). */
function responses(s: WvState, q: PlaneState): Flown[] {
  const seen = new Set<string>();
  const out: Flown[] = [];
  for (const m of movesFor(s, q)) {
    const f = flyDry(s, q, m);
    const key = flownKey(f);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}

/** A manoeuvre scored by the look ahead, with the enemies' answers it was scored against. */
export interface Ranked {
  flown: Flown;
  score: number;
  answers: EnemyGuess[];
}

const flownKey = (f: Flown) =>
  `${f.at.hex.col},${f.at.hex.level},${f.at.heading},${f.at.attitude},${f.endSpeed},${f.pilotFires},${f.evasion},${f.events.join()}`;

/**
 * The manoeuvres open to the plane moving now, each flown dry and scored,
 * best first (duplicates of place and speed dropped). An enemy still to move
 * this turn is taken to answer each of them with its own best manoeuvre by
 * the same score (a one-move look ahead, no dice); one that has moved stands
 * where it is.
 */
export function rankedMoves(s: WvState): Ranked[] {
  const p = mover(s) as PlaneState;
  const guesses = enemyGuesses(s, p);
  const enemies = s.planes.filter((q) => q.side !== p.side && q.fate === null);
  const answers = enemies.map((q) =>
    q.flown === "" && s.phase.kind === "move" && !autoPilot(q) && !pilotKilled(q.damage)
      ? responses(s, q)
      : null,
  );
  // Whose guns can fire does not change with the manoeuvre: read once.
  const mine = gunsUp(p);
  const theirs = enemies.map(gunsUp);
  const seen = new Set<string>();
  const out: Ranked[] = [];
  for (const m of movesFor(s, p)) {
    const f = flyDry(s, p, m);
    const key = flownKey(f);
    if (seen.has(key)) continue;
    seen.add(key);
    const me: EnemyGuess = {
      type: p.type,
      at: f.at,
      pilot: f.pilotFires && mine.pilot,
      gunners: f.gunnersFire && mine.gunners,
      keys: { ...orderKeys(p, f.at), speed: f.endSpeed },
    };
    const asGuess = (k: number, r: Flown): EnemyGuess => ({
      type: enemies[k].type,
      at: r.at,
      pilot: r.pilotFires && theirs[k].pilot,
      gunners: r.gunnersFire && theirs[k].gunners,
      keys: { ...orderKeys(enemies[k], r.at), speed: r.endSpeed },
      evasion: r.evasion,
      hurt: damageShare(enemies[k]),
    });
    // Two answers per enemy: its best by the same score, and the plain chase (the nearest safe end).
    const best = guesses.map((g, k) => {
      const rs = answers[k];
      if (!rs || rs.length === 0) return g;
      let pick = rs[0];
      let top = Number.NEGATIVE_INFINITY;
      for (const r of rs) {
        const sc = scoreFlown(s, enemies[k], r, [me]);
        if (sc > top) {
          top = sc;
          pick = r;
        }
      }
      return asGuess(k, pick);
    });
    let score = scoreFlown(s, p, f, best);
    if (WEIGHTS.chase > 0) {
      const chase = guesses.map((g, k) => {
        const rs = answers[k];
        if (!rs || rs.length === 0) return g;
        let pick = rs[0];
        let nd = Number.POSITIVE_INFINITY;
        for (const r of rs) {
          const d = hexDistance(r.at.hex, f.at.hex) + (r.events.length > 0 ? 50 : 0);
          if (d < nd) {
            nd = d;
            pick = r;
          }
        }
        return asGuess(k, pick);
      });
      score = (1 - WEIGHTS.chase) * score + WEIGHTS.chase * scoreFlown(s, p, f, chase);
    }
    out.push({ flown: f, score, answers: best });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** Manoeuvres a playout weighs per move. */
const SAMPLE = 7;

/** Per the deepest dive possible (0–30 levels), the manoeuvres worth drawing. */
const WITHIN: readonly number[][] = Array.from({ length: TOP_LEVEL + 1 }, (_, max) =>
  CANDIDATES.flatMap((m, k) => (m.kind === "dive" && m.levels > max ? [] : [k])),
);
const COURSE = new Set(["level", "climb", "dive", "stall"]);
const LEVEL: Move = { kind: "level" };

/** Up to `k` open manoeuvres for the plane moving now, drawn at random (level flight first when open). */
function drawMoves(s: WvState, p: PlaneState, k: number, rng: RngState): Move[] {
  const pool = s.phase.kind === "move" ? (s.phase.pools[p.id] ?? 0) : 0;
  // Under a storm the list (which leaves out flights into it) decides.
  if (s.weather.storm !== null) {
    const open = movesFor(s, p);
    return open.length <= k ? open : Array.from({ length: k }, () => open[rand(rng, open.length)]);
  }
  const plane = planeOf(p.type);
  const c = conditionOf(s, p, pool);
  const out: Move[] = [];
  if (checkMove(plane, p.flight, c, s.options.rules, LEVEL) === null) out.push(LEVEL);
  const within = WITHIN[Math.max(0, Math.min(p.flight.speed, levelOfFlight(p.flight), TOP_LEVEL))];
  for (let tries = 0; tries < 8 * k && out.length < k; tries++) {
    const m = CANDIDATES[within[rand(rng, within.length)]];
    if (pool === NONE_IN_SIGHT && !(COURSE.has(m.kind) || (m.kind === "turn" && m.turn === "easy")))
      continue;
    if (checkMove(plane, p.flight, c, s.options.rules, m) === null) out.push(m);
  }
  return out.length > 0 ? out : movesFor(s, p);
}

/** The playout's manoeuvre: the best of a few open ones drawn at random, with a little noise. */
export function policyMove(s: WvState, rng: RngState): Move {
  const p = mover(s) as PlaneState;
  const enemies = enemyGuesses(s, p);
  let best: Move = LEVEL;
  let score = Number.NEGATIVE_INFINITY;
  for (const m of drawMoves(s, p, SAMPLE, rng)) {
    const sc = scoreFlown(s, p, flyDry(s, p, m), enemies) + rand(rng, 100) / 50;
    if (sc > score) {
      score = sc;
      best = m;
    }
  }
  return best;
}

/** The dry flight's events that the chase keeps away from. */
const HAZARDS = ["stall", "crackup", "crash", "structural"];

/**
 * The plain chase: of a few open manoeuvres drawn at random, the one that
 * ends nearest the closest enemy where it stands, away from stalls, tests,
 * the ground and the board's edge (how the greedy player flies).
 */
export function chaseMove(s: WvState, rng: RngState, k: number): Move {
  const p = mover(s) as PlaneState;
  const cols = s.mats * matWidthOf(s);
  let best: Move = LEVEL;
  let score = Number.NEGATIVE_INFINITY;
  for (const m of drawMoves(s, p, k, rng)) {
    const f = flyDry(s, p, m);
    let nd = 99;
    for (const q of s.planes) {
      if (q.side === p.side || q.fate !== null) continue;
      const d = hexDistance(f.at.hex, hexOfPlane(q));
      if (d < nd) nd = d;
    }
    let sc = chaseScore({
      nearest: nd === 99 ? null : nd,
      hazard: f.events.some((e) => HAZARDS.some((h) => e.startsWith(h))),
      level: f.level,
      col: f.at.hex.col,
      cols,
      endSpeed: f.endSpeed,
      pilotFires: f.pilotFires,
    });
    sc += rand(rng, 100) / 1000;
    if (sc > score) {
      score = sc;
      best = m;
    }
  }
  return best;
}

/** The throttle a plane fights with: near an enemy, a speed it can turn with; else full. */

export function throttleDefault(s: WvState, p: PlaneState): number {
  const choices = throttleChoices(s, p);
  const home = homeThrottle(s, p, choices);
  if (home !== null) return home;
  const max = choices[choices.length - 1];
  const here = hexOfPlane(p);
  let near: PlaneState | null = null;
  let nd = 99;
  for (const q of s.planes) {
    if (q.side === p.side || q.fate !== null) continue;
    const d = hexDistance(here, hexOfPlane(q));
    if (d < nd) {
      nd = d;
      near = q;
    }
  }
  if (!near || nd > WEIGHTS.fightRange) return max;
  // Close in a turning fight: about the enemy's speed, so as not to overshoot it.
  const want = Math.max(WEIGHTS.fightThrottle, near.flight.speed + 1);
  let best = max;
  for (const v of choices) if (Math.abs(v - want) < Math.abs(best - want)) best = v;
  return best;
}

/** The playout's choice for `side` now (a move is left to `policyMove`). */
export function policyChoice(s: WvState, side: "allies" | "germans", rng: RngState): WvAction {
  switch (s.phase.kind) {
    case "throttle": {
      const p = throttlesToSet(s, side)[0];
      if (!p) {
        const options = flakOptions(s, side);
        const h = options[rand(rng, options.length)];
        return { type: "flak", col: h.col, level: h.level };
      }
      return { type: "throttle", plane: p.id, value: throttleDefault(s, p) };
    }
    case "move": {
      const p = mover(s) as PlaneState;
      return { type: "move", plane: p.id, move: moveName(policyMove(s, rng)) };
    }
    default: {
      // The closest shot first, on a short burst (no jam); then hold.
      let best: ReturnType<typeof shotChoices>[number] | null = null;
      for (const c of shotChoices(s, side)) if (!best || c.range < best.range) best = c;
      if (!best) return { type: "hold" };
      return {
        type: "shoot",
        plane: best.plane,
        crew: best.crew,
        target: best.target,
        longBurst: false,
      };
    }
  }
}
