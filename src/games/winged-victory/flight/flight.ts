/**
 * Winged Victory: the flight computer's notation for a turn, the list of
 * manoeuvres a plane can fly now with their cost, and flying a whole
 * sequence of turns.
 */
import { RuleError } from "../../../engine/errors.js";
import { ACROBATICS, type Acrobatic, bandOf, type Plane, TOP_LEVEL } from "../planes/plane.js";
import { legalThrottles, maxThrottle, throttleProblem } from "./energy.js";
import {
  type Condition,
  type Flight,
  type FlightOptions,
  flyTurn,
  levelOfFlight,
  type Move,
  moveOpen,
  type Rolls,
  type TurnResult,
} from "./manoeuvres.js";

/** One turn as written: an optional throttle, then the manoeuvre. */
export interface TurnOrder {
  throttle?: number;
  move: Move;
}

const ACRO = new Set<string>(ACROBATICS);

/**
 * Reads a turn such as `throttle=2 dive-shallow:2`, `climb-shallow+turn`,
 * `turn-hard+keep1`, `jink`. Throws RuleError saying what is wrong.
 */
export function parseTurn(text: string): TurnOrder {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let throttle: number | undefined;
  if (words[0]?.startsWith("throttle=")) {
    const v = words.shift()?.slice("throttle=".length) ?? "";
    if (!/^\d+$/.test(v)) throw new RuleError(`throttle=${v}: the throttle is a whole number`);
    throttle = Number(v);
  }
  if (words.length > 1)
    throw new RuleError(
      `"${text}": one manoeuvre per turn; join the parts of a combined one with + (climb-shallow+turn)`,
    );
  const word = words[0] ?? "level";
  return { throttle, move: parseMove(word) };
}

function parseMove(word: string): Move {
  const parts = word.toLowerCase().split("+");
  const [head, ...rest] = parts;
  if (rest.length > 1) throw new RuleError(`"${word}": at most two parts in a combined manoeuvre`);
  const tail = rest[0];
  const climb = /^climb-(shallow|hard)$/.exec(head);
  const dive = /^dive-(shallow|hard):(\d+)$/.exec(head);
  if (climb || dive) {
    let turn = false;
    let turnAfter: number | undefined;
    const early = tail === undefined ? null : /^turn(?:-easy)?@(\d+)$/.exec(tail);
    if (early) {
      if (!dive)
        throw new RuleError(`"${word}": only a dive turns part-way (after N diving Hexes)`);
      turn = true;
      turnAfter = Number(early[1]);
    } else if (tail !== undefined) {
      if (tail === "turn" || tail === "turn-easy") turn = true;
      else if (tail === "turn-normal" || tail === "turn-hard")
        throw new RuleError(
          `"${word}": there are no normal or hard turns while climbing or diving; combine the climb or dive with turn (it is flipped at the end and pays the drag once)`,
        );
      else throw new RuleError(`"${word}": a climb or dive combines only with turn`);
    }
    if (climb) return { kind: "climb", hard: climb[1] === "hard", turn };
    if (dive) {
      const levels = Number(dive[2]);
      if (levels < 1) throw new RuleError(`"${head}": a dive loses at least one level`);
      return turnAfter === undefined
        ? { kind: "dive", hard: dive[1] === "hard", levels, turn }
        : { kind: "dive", hard: dive[1] === "hard", levels, turn, turnAfter };
    }
  }
  if (/^dive-(shallow|hard)$/.test(head))
    throw new RuleError(`"${head}": say how many levels the dive loses, e.g. ${head}:2`);
  const turn = /^turn-(easy|normal|hard)$/.exec(head);
  if (turn) {
    let keep = 0;
    if (tail !== undefined) {
      const k = /^keep(\d)$/.exec(tail);
      if (!k) throw new RuleError(`"${word}": a turn combines only with keep1 or keep2`);
      keep = Number(k[1]);
    }
    return { kind: "turn", turn: turn[1] as "easy" | "normal" | "hard", keep };
  }
  if (tail !== undefined) throw new RuleError(`"${word}": ${head} does not combine with ${tail}`);
  if (head === "level" || head === "stall") return { kind: head };
  if (ACRO.has(head)) return { kind: head as Acrobatic };
  const wingover = /^wingover:dive-(shallow|hard)$/.exec(head);
  if (wingover) return { kind: "wingover", dive: wingover[1] as "shallow" | "hard" };
  throw new RuleError(
    `"${head}" is not a manoeuvre (level, climb-shallow, climb-hard, dive-shallow:L, dive-hard:L, turn-easy, turn-normal, turn-hard, stall, ${ACROBATICS.join(", ")}, wingover:dive-shallow, wingover:dive-hard)`,
  );
}

/** The notation of a move (what parseTurn reads back). */
export function moveName(m: Move): string {
  switch (m.kind) {
    case "climb":
      return `climb-${m.hard ? "hard" : "shallow"}${m.turn ? "+turn" : ""}`;
    case "dive":
      return `dive-${m.hard ? "hard" : "shallow"}:${m.levels}${m.turn ? "+turn" : ""}${m.turnAfter !== undefined ? `@${m.turnAfter}` : ""}`;
    case "turn":
      return `turn-${m.turn}${m.keep ? `+keep${m.keep}` : ""}`;
    default:
      return "dive" in m && m.dive ? `${m.kind}:dive-${m.dive}` : m.kind;
  }
}

/** A manoeuvre the plane can fly now, with what it costs at a given throttle. */
export interface LegalMove {
  move: Move;
  name: string;
  hexes: number;
  pilotMayFire: boolean;
  gunnersMayFire: boolean;
  breaksTailing: boolean;
  evasion: number;
  /** Speed after the manoeuvre, before the update. */
  speed: number;
  /** Speed after the end-of-turn update. */
  endSpeed: number;
  level: number;
  events: string[];
}

/** Every manoeuvre worth trying, built once: dives down to the whole board. */
export const CANDIDATES: readonly Move[] = (() => {
  const list: Move[] = [{ kind: "stall" }, { kind: "level" }];
  for (const hard of [false, true])
    for (const turn of [false, true]) list.push({ kind: "climb", hard, turn });
  for (const hard of [false, true])
    for (let levels = 1; levels <= TOP_LEVEL; levels++)
      for (const turn of [false, true]) list.push({ kind: "dive", hard, levels, turn });
  list.push({ kind: "turn", turn: "easy", keep: 0 });
  for (let keep = 0; keep <= 1; keep++) list.push({ kind: "turn", turn: "normal", keep });
  for (let keep = 0; keep <= 2; keep++) list.push({ kind: "turn", turn: "hard", keep });
  for (const m of ACROBATICS) list.push({ kind: m });
  list.push({ kind: "wingover", dive: "shallow" }, { kind: "wingover", dive: "hard" });
  return list;
})();

/**
 * The manoeuvres open to the plane this turn, without their cost (for
 * computer players: only checks, no flying). Fills and returns `out`.
 */
export function openMoves(
  plane: Plane,
  f: Flight,
  c: Condition,
  o: FlightOptions,
  out: Move[] = [],
): Move[] {
  out.length = 0;
  const maxLevels = Math.min(f.speed, levelOfFlight(f));
  for (const move of CANDIDATES) {
    if (move.kind === "dive" && move.levels > maxLevels) continue;
    if (moveOpen(plane, f, c, o, move)) out.push(move);
  }
  return out;
}

/** Every manoeuvre open to the plane this turn, flown (without dice) to show its cost. */
export function legalMoves(
  plane: Plane,
  f: Flight,
  c: Condition,
  o: FlightOptions,
  throttle: number,
): LegalMove[] {
  const out: LegalMove[] = [];
  const maxLevels = Math.min(f.speed, levelOfFlight(f));
  const tp = throttleProblem(plane, bandOf(levelOfFlight(f)), c.engine, throttle, o.anyThrottle);
  if (tp) throw new RuleError(tp);
  for (const move of CANDIDATES) {
    if (move.kind === "dive" && move.levels > maxLevels) continue;
    if (!moveOpen(plane, f, c, o, move)) continue;
    const r = flyTurn(plane, f, c, o, throttle, move, undefined, true);
    out.push({
      move,
      name: moveName(move),
      hexes: r.hexes,
      pilotMayFire: r.pilotMayFire,
      gunnersMayFire: r.gunnersMayFire,
      breaksTailing: r.breaksTailing,
      evasion: r.evasion,
      speed: r.speed,
      endSpeed: r.endSpeed,
      level: r.level,
      events: r.events,
    });
  }
  return out;
}

/**
 * What a plane whose pilot was killed flies: its attitude is frozen. Level
 * flight becomes a shallow dive (with the optional westerly wind, a hard dive
 * when pointing west); a dive goes on as deep as the allowance takes it; a
 * climb goes on while it can; a plane out of control falls.
 */
export function pilotlessMove(
  plane: Plane,
  f: Flight,
  c: Condition,
  o: FlightOptions,
  pointingWest = false,
  westerlyWind = false,
): Move {
  const tryMove = (m: Move) => moveOpen(plane, f, c, o, m);
  if (tryMove({ kind: "stall" })) return { kind: "stall" };
  if (f.attitude === "climb-shallow" || f.attitude === "climb-hard") {
    const climb: Move = { kind: "climb", hard: f.attitude === "climb-hard", turn: false };
    if (tryMove(climb)) return climb;
  }
  const hard =
    f.attitude === "dive-hard" || (f.attitude === "level" && westerlyWind && pointingWest);
  for (let levels = Math.max(1, f.speed); levels >= 1; levels--) {
    const dive: Move = { kind: "dive", hard, levels, turn: false };
    if (tryMove(dive)) return dive;
  }
  return { kind: "level" };
}

export interface FlownTurn extends TurnResult {
  throttle: number;
  name: string;
}

/**
 * Flies turns one after another. The throttle stays where it was last set;
 * never set, it is full power for the band (the white box). Throws RuleError
 * naming the turn that cannot be flown; `done` holds the turns flown before.
 */
export function flySequence(
  plane: Plane,
  start: Flight,
  c: Condition,
  o: FlightOptions,
  orders: readonly TurnOrder[],
  firstThrottle?: number,
  rolls?: Rolls,
): FlownTurn[] {
  const done: FlownTurn[] = [];
  let f = start;
  let throttle = firstThrottle;
  orders.forEach((order, i) => {
    if (order.throttle !== undefined) throttle = order.throttle;
    const band = bandOf(levelOfFlight(f));
    const t = throttle ?? maxThrottle(plane, band, c.engine);
    try {
      const r = flyTurn(plane, f, c, o, t, order.move, rolls);
      done.push({ ...r, throttle: t, name: moveName(order.move) });
      f = r.flight;
    } catch (e) {
      if (e instanceof RuleError) {
        const allowed = legalThrottles(plane, band, c.engine, o.anyThrottle).join(", ");
        const hint = /throttle/.test(e.message) ? ` (allowed here: ${allowed})` : "";
        throw new SequenceError(`turn ${i + 1}: ${e.message}${hint}`, done);
      }
      throw e;
    }
  });
  return done;
}

/** A turn of a sequence that cannot be flown; `done` are the turns flown before it. */
export class SequenceError extends RuleError {
  constructor(
    message: string,
    readonly done: FlownTurn[],
  ) {
    super(message);
  }
}
