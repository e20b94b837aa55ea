/**
 * Winged Victory: one plane's turn of flight. `checkMove` says why a
 * manoeuvre cannot be flown; `flyTurn` flies it (pure: returns a new state);
 * `legalMoves` lists what the plane can fly now with its cost, for players
 * and for the view.
 */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { ALEA, type CompiledAlea, colourIndex, rollTest, testDie } from "./alea.js";
import {
  type Attitude,
  aboveCeiling,
  type EngineState,
  isDiving,
  levelledHalf,
  levelOf,
  speedBox,
  speedUpdate,
  throttleProblem,
} from "./energy.js";
import { type Acrobatic, bandOf, dragAt, type Plane } from "./plane.js";

export type TurnKind = "easy" | "normal" | "hard";

/** One turn's manoeuvre (a combined one is a climb or dive with `turn`, or a turn keeping levels). */
export type Move =
  | { kind: "level" }
  | { kind: "climb"; hard: boolean; turn: boolean }
  | { kind: "dive"; hard: boolean; levels: number; turn: boolean }
  | { kind: "turn"; turn: TurnKind; keep: number }
  /** The fall of a plane out of control (stall or falling leaf). */
  | { kind: "stall" }
  /** `dive`: a wingover may finish diving instead of level. */
  | { kind: Acrobatic; dive?: "shallow" | "hard" };

/** The flight part of a plane's state: plain JSON. */
export interface Flight {
  /** Altitude in half levels: 2 × level, odd = on a Hex spine. */
  half: number;
  attitude: Attitude;
  /** The Speed Cue. */
  speed: number;
  outOfControl: "stall" | "falling-leaf" | null;
  lost: "crackup" | "crash" | null;
}

/** What the rest of the game knows about the plane that bounds its manoeuvres. */
export interface Condition {
  engine: EngineState;
  ailerons: boolean;
  elevator: boolean;
  rudder: boolean;
  pilotHealthy: boolean;
  /** The pilot's skill modifier on test dice (a wounded pilot flies as a Recruit). */
  skill: number;
  /** Engaged (no easy turn) or not (no hard turn); undefined = the flying school, both allowed. */
  engaged?: boolean;
  /** Level flight only this turn (goggles after a leak, nobody in sight, reloading…). */
  levelOnly?: boolean;
}

export interface FlightOptions {
  /** Optional rule: one more diving Hex before levelling out or climbing. */
  extraDivingHex: boolean;
  /** Optional rule: a Handling Test before a barrel roll, half loop, Immelmann or side slip. */
  handlingTests: boolean;
  /** Lifts the rotary throttle restriction (the flying school's dive lesson sets a Strutter to 2). */
  anyThrottle: boolean;
}

export const DEFAULT_FLIGHT_OPTIONS: FlightOptions = {
  extraDivingHex: false,
  handlingTests: false,
  anyThrottle: false,
};

export const FIT: Condition = {
  engine: { loss: 0, stopped: false, loaded: false },
  ailerons: true,
  elevator: true,
  rudder: true,
  pilotHealthy: true,
  skill: 0,
};

/** A plane flying level at `level` with its cue on `speed`. */
export function flightAt(level: number, speed: number): Flight {
  return { half: 2 * level, attitude: "level", speed, outOfControl: null, lost: null };
}

export const levelOfFlight = (f: Flight) => levelOf(f.half, f.attitude);

/**
 * reconstructed: the pictures of these paths are lost. Levels gained (+) or
 * lost (−) by each acrobatic manoeuvre; climbs keep to one level per turn.
 */
export const ACROBATIC_LEVELS: Record<Acrobatic, number> = {
  "falling-leaf": 0,
  jink: 0,
  "barrel-roll": 0,
  "half-loop": 1,
  wingover: -2,
  immelmann: 1,
  "side-slip": -1,
};

const TESTED: readonly Acrobatic[] = ["barrel-roll", "half-loop", "immelmann", "side-slip"];
const REVERSES: readonly Acrobatic[] = ["half-loop", "wingover", "immelmann"];

export interface TurnResult {
  startSpeed: number;
  /** The cue after the manoeuvres, before the update. */
  speed: number;
  /** The cue after the end-of-turn update. */
  endSpeed: number;
  /** The level the turn ends at. */
  level: number;
  flight: Flight;
  /** stall, structural-test, crackup, crash, handling-test:…, heading-west/east… */
  events: string[];
  /** Hexes flown along the path. */
  hexes: number;
  pilotMayFire: boolean;
  gunnersMayFire: boolean;
  breaksTailing: boolean;
  /** The heading is reversed (turns, half loop, wingover, Immelmann). */
  reversed: boolean;
  /** The attacker's die step against this plane: jink −1, barrel roll and falling leaf −2. */
  evasion: number;
}

export interface Rolls {
  dice: Dice;
  alea?: CompiledAlea;
}

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
  if (f.lost) return `the plane is lost (${f.lost})`;
  const level = levelOfFlight(f);
  const band = bandOf(level);
  const a = f.speed;
  const outOfControl = f.outOfControl !== null || speedBox(plane, level, a) === "stall";
  if (move.kind === "stall")
    return outOfControl ? null : "only a plane out of control falls (it is not stalled)";
  if (outOfControl)
    return `the plane is out of control (speed ${a} is a stall box at ${band} altitude): it can only fall (stall)`;
  if (c.levelOnly && move.kind !== "level") return "the plane can only fly level this turn";
  const prep = plane.preparatory[band];
  const extra = o.extraDivingHex && isDiving(f.attitude) ? 1 : 0;
  switch (move.kind) {
    case "level":
      return null;
    case "climb": {
      if (move.hard && prep.shallowOnly)
        return `the ${plane.name}'s ${band} preparatory number is underscored: shallow climbs only`;
      const need = (f.attitude === "level" ? prep.hexes : 0) + extra + 1;
      if (a < need)
        return `a climb needs ${need} Hexes (${need - 1} straight first, then one to climb) and speed ${a} allows ${a}`;
      return null;
    }
    case "dive": {
      if (!Number.isInteger(move.levels) || move.levels < 1)
        return "a dive loses at least one level";
      const need = (f.attitude === "level" ? prep.hexes : 0) + diveHexes(f, move.hard, move.levels);
      if (a < need)
        return `a ${move.hard ? "hard" : "shallow"} dive of ${move.levels} level${move.levels > 1 ? "s" : ""} needs ${need} Hexes here and speed ${a} allows ${a}`;
      return null;
    }
    case "turn": {
      if (move.turn === "easy" && c.engaged === true) return "no easy turn while engaged";
      if (move.turn === "hard" && c.engaged === false) return "a hard turn only while engaged";
      const maxKeep = move.turn === "easy" ? 0 : move.turn === "normal" ? 1 : 2;
      if (!Number.isInteger(move.keep) || move.keep < 0 || move.keep > maxKeep)
        return `a ${move.turn} turn keeps ${maxKeep === 0 ? "its level anyway" : `at most ${maxKeep} level${maxKeep > 1 ? "s" : ""}`}`;
      if (a < 1 + extra) return `speed ${a} is too slow to turn`;
      return null;
    }
  }
  const m = move.kind;
  if (move.dive && m !== "wingover") return `only a wingover may finish diving`;
  if (!has(plane, m)) return `the ${plane.name} cannot fly ${an(m)}`;
  const needs: string[] = [];
  const ail = m === "barrel-roll" || m === "half-loop" || m === "wingover" || m === "side-slip";
  const elev = m !== "jink";
  const rud = m === "jink" || m === "barrel-roll" || m === "immelmann" || m === "side-slip";
  if (ail && !c.ailerons) needs.push("ailerons");
  if (elev && !c.elevator) needs.push("elevator");
  if (rud && !c.rudder) needs.push("rudder");
  if (needs.length) return `${an(m)} needs working ${needs.join(" and ")}`;
  if (m !== "jink" && m !== "falling-leaf" && !c.pilotHealthy)
    return `a wounded pilot cannot fly ${an(m)}`;
  const smooth = m === "barrel-roll" || m === "half-loop" || m === "immelmann";
  if (smooth && c.engine.loaded) return `a loaded plane cannot fly ${an(m)}`;
  if (smooth && prep.shallowOnly)
    return `the ${plane.name}'s ${band} preparatory number is underscored: no ${m}`;
  const path: Record<Acrobatic, number> = {
    "falling-leaf": 0,
    jink: 1,
    "barrel-roll": Math.max(1, Math.floor(a / 2)),
    "half-loop": 3,
    wingover: 3,
    immelmann: 4,
    "side-slip": 1,
  };
  const first = m === "barrel-roll" || m === "half-loop" || m === "wingover" || m === "immelmann";
  const need = (first ? prep.hexes : 0) + extra + path[m];
  if (a < need) return `${an(m)} needs ${need} Hexes here and speed ${a} allows ${a}`;
  return null;
}

/** Hexes of diving needed to lose `levels` levels from `f` (shallow: half a level per Hex). */
function diveHexes(f: Flight, hard: boolean, levels: number): number {
  const start = levelOfFlight(f);
  const step = hard ? 2 : 1;
  for (let h = 1; h <= 4 * levels + 2; h++) {
    if (start - levelOf(f.half - step * h, hard ? "dive-hard" : "dive-shallow") >= levels) return h;
  }
  return 4 * levels + 2;
}

/** Flies one turn; throws RuleError when the throttle or the manoeuvre is not allowed. */
export function flyTurn(
  plane: Plane,
  f: Flight,
  c: Condition,
  o: FlightOptions,
  throttle: number,
  move: Move,
  rolls?: Rolls,
  /** The caller has already checked the throttle and the move (the legal-move list). */
  checked = false,
): TurnResult {
  const startLevel = levelOfFlight(f);
  const band = bandOf(startLevel);
  const tp = checked ? null : throttleProblem(plane, band, c.engine, throttle, o.anyThrottle);
  if (tp) throw new RuleError(tp);
  const r: TurnResult = {
    startSpeed: f.speed,
    speed: f.speed,
    endSpeed: f.speed,
    level: startLevel,
    flight: { ...f },
    events: [],
    hexes: 0,
    pilotMayFire: true,
    gunnersMayFire: true,
    breaksTailing: false,
    reversed: false,
    evasion: 0,
  };
  const alea = rolls?.alea ?? ALEA;
  const test = (kind: "handling" | "structural", why: string): number | null => {
    if (!rolls) {
      r.events.push(`${kind === "handling" ? "handling" : "structural"}-test:not-rolled`);
      return null;
    }
    const base = colourIndex(alea, kind === "handling" ? plane.handlingDie : plane.structuralDie);
    return rollTest(alea, rolls.dice, testDie(alea, base, c.skill), why);
  };
  /** The structural test: false when the plane cracks up. */
  const structural = (why: string): boolean => {
    const icon = test("structural", why);
    if (icon === null) return true;
    if (icon === 0) {
      r.events.push("structural-test:crackup");
      crackup();
      return false;
    }
    r.events.push(icon === 1 ? "structural-test:damage-4" : "structural-test:no-damage");
    return true;
  };
  const crackup = () => {
    r.events.push("crackup");
    r.flight.lost = "crackup";
    r.flight.half = 0;
    r.flight.attitude = "level";
    r.level = 0;
    r.pilotMayFire = false;
    r.gunnersMayFire = false;
    r.endSpeed = r.flight.speed;
  };
  const finish = (): TurnResult => {
    const fl = r.flight;
    r.speed = fl.speed;
    if (fl.lost === null && levelOf(fl.half, fl.attitude) <= 0) {
      r.events.push("crash");
      fl.lost = "crash";
      fl.half = 0;
    }
    r.level = levelOf(fl.half, fl.attitude);
    if (fl.lost === null && fl.outOfControl === null) {
      fl.speed = speedUpdate(fl.speed, throttle);
      const box = speedBox(plane, r.level, fl.speed);
      if (box === "stall") {
        r.events.push("stall");
        fl.outOfControl = "stall";
      } else if (box === "red") r.events.push("structural-test");
      else if (box === "red-and-white") crackup();
    }
    r.endSpeed = fl.speed;
    return r;
  };

  // The turn starts: special boxes under the cue.
  if (f.lost) throw new RuleError(`the plane is lost (${f.lost})`);
  const box = speedBox(plane, startLevel, f.speed);
  if (f.outOfControl === null && box === "red-and-white") {
    crackup();
    return r;
  }
  if (f.outOfControl === null && box === "red" && !structural("speed on a red box")) return r;
  const problem = checked ? null : checkMove(plane, f, c, o, move);
  if (problem) throw new RuleError(problem);

  const fl = r.flight;
  const a = f.speed;
  const prep = plane.preparatory[band].hexes;
  const drag = dragAt(plane, band, a);
  /** Levels out (after the optional extra diving Hex); returns the Hexes that took. */
  const levelOut = (): number => {
    let hexes = 0;
    if (isDiving(fl.attitude) && o.extraDivingHex) {
      fl.half -= fl.attitude === "dive-hard" ? 2 : 1;
      hexes = 1;
    }
    fl.half = levelledHalf(fl.half, fl.attitude);
    fl.attitude = "level";
    return hexes;
  };
  const stallNow = () => {
    r.events.push("stall");
    fl.outOfControl = "stall";
    fl.speed = plane.stallAtOrBelow[bandOf(levelOf(fl.half, fl.attitude))];
    r.pilotMayFire = false;
    r.gunnersMayFire = false;
  };

  switch (move.kind) {
    case "stall": {
      // A plane that starts on a stall box without having been told so (a set-up, a typed-in speed).
      if (f.outOfControl === null) r.events.push("stall");
      r.pilotMayFire = false;
      r.gunnersMayFire = false;
      r.evasion = fl.outOfControl === "falling-leaf" ? -2 : 0;
      fl.half = levelledHalf(fl.half, fl.attitude) - 4;
      fl.attitude = "level";
      if (fl.half <= 0) return finish();
      const lowBand = bandOf(fl.half / 2);
      const icon = test("handling", "regain control");
      if (icon === 0) {
        r.events.push("handling-test:control-lost");
        fl.outOfControl ??= "stall";
        fl.speed = plane.stallAtOrBelow[lowBand];
        return finish();
      }
      if (icon === 2) {
        r.events.push("handling-test:structural-test");
        if (!structural("pulling out of the stall")) return r;
      }
      if (icon !== null) r.events.push("handling-test:control-regained");
      if (fl.outOfControl === "falling-leaf" && rolls) {
        const d6 = rolls.dice.roll(6, "falling leaf: the heading it comes out on");
        rolls.dice.note(d6 % 2 === 1 ? "west" : "east");
        r.events.push(d6 % 2 === 1 ? "heading-west" : "heading-east");
      }
      fl.outOfControl = null;
      fl.speed = plane.stallAtOrBelow[lowBand] + 1;
      return finish();
    }
    case "level": {
      levelOut();
      r.hexes = a;
      return finish();
    }
    case "climb": {
      r.hexes = (fl.attitude === "level" ? prep : 0) + 1;
      if (isDiving(fl.attitude)) r.hexes += levelOut();
      const from = levelOf(fl.half, fl.attitude);
      const to = from + 1;
      fl.attitude = move.hard ? "climb-hard" : "climb-shallow";
      fl.half = move.hard ? 2 * to : 2 * to - 1;
      fl.speed = a - (move.hard ? drag + 2 : drag) - (move.turn ? drag : 0);
      if (move.turn) r.reversed = true;
      if (aboveCeiling(plane, to)) {
        // It stalls at its ceiling instead of climbing past it.
        fl.half = 2 * from;
        fl.attitude = "level";
        stallNow();
      }
      return finish();
    }
    case "dive": {
      const attitude: Attitude = move.hard ? "dive-hard" : "dive-shallow";
      const start = levelOf(fl.half, fl.attitude);
      const before = fl.attitude === "level" ? prep : 0;
      const h = diveHexes(f, move.hard, move.levels);
      fl.half -= (move.hard ? 2 : 1) * h;
      fl.attitude = attitude;
      const lost = start - levelOf(fl.half, attitude);
      r.hexes = before + h;
      if (r.hexes < a) {
        r.hexes += levelOut();
        r.hexes = a;
      }
      fl.speed = a + lost - (move.turn ? drag : 0);
      if (move.turn) r.reversed = true;
      return finish();
    }
    case "turn": {
      levelOut();
      r.hexes = a;
      const loss = move.turn === "easy" ? 0 : move.turn === "normal" ? 1 : 2;
      fl.half -= 2 * (loss - move.keep);
      fl.speed = a - drag * (1 + move.keep);
      r.reversed = true;
      return finish();
    }
  }

  const m = move.kind;
  if (o.handlingTests && TESTED.includes(m)) {
    const icon = test("handling", m);
    if (icon === 0) {
      r.events.push("handling-test:control-lost");
      levelOut();
      stallNow();
      return finish();
    }
    if (icon === 2) {
      r.events.push("handling-test:structural-test");
      if (!structural(m)) return r;
    } else if (icon === 1) r.events.push("handling-test:control-kept");
  }
  if (m === "falling-leaf") {
    levelOut();
    fl.outOfControl = "falling-leaf";
    fl.speed = plane.stallAtOrBelow[bandOf(levelOf(fl.half, fl.attitude))];
    r.pilotMayFire = false;
    r.gunnersMayFire = false;
    r.breaksTailing = true;
    r.evasion = -2;
    r.events.push("falling-leaf");
    return finish();
  }
  const extra = levelOut();
  const before = fl.half;
  fl.half += 2 * ACROBATIC_LEVELS[m];
  r.reversed = REVERSES.includes(m);
  switch (m) {
    case "jink":
      r.hexes = a - 1;
      fl.speed = a - Math.floor(drag / 2);
      r.pilotMayFire = false;
      r.evasion = -1;
      break;
    case "barrel-roll":
      r.hexes = prep + extra + Math.max(1, Math.floor(a / 2));
      fl.speed = a - drag;
      r.pilotMayFire = false;
      r.gunnersMayFire = false;
      r.evasion = -2;
      break;
    case "half-loop":
      r.hexes = prep + extra + 3;
      fl.speed = a - drag;
      r.pilotMayFire = false;
      r.gunnersMayFire = false;
      r.breaksTailing = true;
      break;
    case "wingover":
      r.hexes = prep + extra + 3;
      fl.speed = a + 4;
      r.pilotMayFire = false;
      r.gunnersMayFire = false;
      r.breaksTailing = true;
      if ("dive" in move && move.dive)
        fl.attitude = move.dive === "hard" ? "dive-hard" : "dive-shallow";
      break;
    case "immelmann":
      r.hexes = prep + extra + 4;
      break;
    case "side-slip":
      r.hexes = a;
      break;
  }
  if (ACROBATIC_LEVELS[m] > 0 && aboveCeiling(plane, levelOf(fl.half, fl.attitude))) {
    fl.half = before;
    stallNow();
  }
  return finish();
}
