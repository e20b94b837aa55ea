/**
 * Winged Victory: one plane's turn of flight. `flyTurn` flies it (pure:
 * returns a new state, with the path it took as legs); `checkMove`
 * (flight/manoeuvres-check.ts) says why a manoeuvre cannot be flown; `legalMoves`
 * (flight/flight.ts) lists what the plane can fly now with its cost.
 */
import { RuleError } from "../../../engine/errors.js";
import { ALEA, type CompiledAlea, colourIndex, rollTest, testDie } from "../dice/alea.js";
import { type Acrobatic, bandOf, dragAt, inBand, type Plane } from "../planes/plane.js";
import {
  type Attitude,
  aboveCeiling,
  isDiving,
  levelledHalf,
  levelOf,
  speedBox,
  speedUpdate,
  throttleProblem,
} from "./energy.js";
import { isLanding } from "./field.js";
import { checkMove, diveHexes, diveStartHalf } from "./manoeuvres-check.js";
import {
  ACROBATIC_LEVELS,
  type Condition,
  copyFlight,
  type Flight,
  type FlightOptions,
  type Leg,
  levelOfFlight,
  type Move,
  type Rolls,
  type TurnResult,
} from "./types.js";

export { checkMove, moveOpen } from "./manoeuvres-check.js";
export * from "./types.js";

const TESTED: readonly Acrobatic[] = ["barrel-roll", "half-loop", "immelmann", "side-slip"];
const REVERSES: readonly Acrobatic[] = ["half-loop", "wingover", "immelmann"];

/**
 * One turn being flown: its result so far and the steps that build it. A
 * class, not closures made on every call: one object per turn, and the
 * same functions each time for compiled code.
 */
class Flown {
  readonly legs: Leg[];
  readonly fl: Flight;
  constructor(
    readonly plane: Plane,
    readonly c: Condition,
    readonly o: FlightOptions,
    readonly throttle: number,
    readonly rolls: Rolls | undefined,
    readonly alea: CompiledAlea,
    readonly r: TurnResult,
  ) {
    this.legs = r.legs;
    this.fl = r.flight;
  }

  hexes(attitude: Attitude, n: number): void {
    if (n > 0) this.legs.push({ kind: "hexes", attitude, n });
  }

  path(...ls: Leg[]): void {
    for (const l of ls) this.legs.push(l);
  }

  flip(): void {
    this.legs.push({ kind: "flip" });
    this.r.reversed = true;
  }

  test(kind: "handling" | "structural", why: string): number | null {
    const rolls = this.rolls;
    if (!rolls) {
      this.r.events.push(`${kind === "handling" ? "handling" : "structural"}-test:not-rolled`);
      return null;
    }
    const alea = this.alea;
    const plane = this.plane;
    const base = colourIndex(alea, kind === "handling" ? plane.handlingDie : plane.structuralDie);
    return rollTest(alea, rolls.dice, testDie(alea, base, this.c.skill), why);
  }

  /** The structural test: false when the plane cracks up. */
  structural(why: string): boolean {
    const icon = this.test("structural", why);
    if (icon === null) return true;
    if (icon === 0) {
      this.r.events.push("structural-test:crackup");
      this.crackup();
      return false;
    }
    this.r.events.push(icon === 1 ? "structural-test:damage-4" : "structural-test:no-damage");
    return true;
  }

  crackup(): void {
    const r = this.r;
    r.events.push("crackup");
    const down = levelOf(r.flight.half, r.flight.attitude);
    if (down > 0) this.legs.push({ kind: "drop", levels: down });
    r.flight.lost = "crackup";
    r.flight.half = 0;
    r.flight.attitude = "level";
    r.level = 0;
    r.pilotMayFire = false;
    r.gunnersMayFire = false;
    r.endSpeed = r.flight.speed;
  }

  finish(): TurnResult {
    const r = this.r;
    const fl = r.flight;
    r.speed = fl.speed;
    if (fl.lost === null && !fl.grounded && levelOf(fl.half, fl.attitude) <= 0) {
      r.events.push("crash");
      fl.lost = "crash";
      fl.half = 0;
    }
    r.level = levelOf(fl.half, fl.attitude);
    if (fl.lost === null && fl.outOfControl === null) {
      fl.speed = speedUpdate(fl.speed, this.throttle);
      // On the ground no box of the strip means anything.
      const box = fl.grounded ? "plain" : speedBox(this.plane, r.level, fl.speed);
      if (box === "stall") {
        // In stall for the fire that follows: nobody aboard fires (ruling W14).
        r.events.push("stall");
        fl.outOfControl = "stall";
        r.pilotMayFire = false;
        r.gunnersMayFire = false;
      } else if (box === "red") r.events.push("structural-test");
      else if (box === "red-and-white") this.crackup();
    }
    r.endSpeed = fl.speed;
    return r;
  }

  /** Levels out (after the optional extra diving Hex); returns the Hexes that took. */
  levelOut(): number {
    const fl = this.fl;
    let n = 0;
    if (isDiving(fl.attitude) && this.o.extraDivingHex) {
      fl.half -= fl.attitude === "dive-hard" ? 2 : 1;
      this.hexes(fl.attitude, 1);
      n = 1;
    }
    if (fl.half & 1) this.legs.push({ kind: "snap", attitude: fl.attitude });
    fl.half = levelledHalf(fl.half, fl.attitude);
    fl.attitude = "level";
    return n;
  }

  stallNow(): void {
    const fl = this.fl;
    const r = this.r;
    r.events.push("stall");
    fl.outOfControl = "stall";
    fl.speed = inBand(this.plane.stallAtOrBelow, bandOf(levelOf(fl.half, fl.attitude)));
    r.pilotMayFire = false;
    r.gunnersMayFire = false;
  }
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
    flight: copyFlight(f),
    events: [],
    hexes: 0,
    pilotMayFire: true,
    gunnersMayFire: true,
    breaksTailing: false,
    reversed: false,
    evasion: 0,
    legs: [],
  };
  const w = new Flown(plane, c, o, throttle, rolls, rolls?.alea ?? ALEA, r);
  const legs = r.legs;

  // The turn starts: special boxes under the cue.
  if (f.lost) throw new RuleError(`the plane is lost (${f.lost})`);
  const box = f.grounded ? "plain" : speedBox(plane, startLevel, f.speed);
  if (f.outOfControl === null && box === "red-and-white") {
    w.crackup();
    return r;
  }
  if (f.outOfControl === null && box === "red" && !w.structural("speed on a red box")) return r;
  const problem = checked ? null : checkMove(plane, f, c, o, move);
  if (problem) throw new RuleError(problem);

  const fl = r.flight;
  const a = f.speed;
  // The optional extra diving Hex comes first; at the bottom of the sky it meets the ground.
  if (o.extraDivingHex && isDiving(f.attitude) && move.kind !== "dive" && move.kind !== "stall") {
    const after = f.half - (f.attitude === "dive-hard" ? 2 : 1);
    if (levelOf(after, f.attitude) <= 0) {
      w.hexes(f.attitude, 1);
      fl.half = 0;
      r.hexes = 1;
      return w.finish();
    }
  }
  const prep = inBand(plane.preparatory, band).hexes;
  const drag = dragAt(plane, band, a);
  switch (move.kind) {
    case "stall": {
      // A plane that starts on a stall box without having been told so (a set-up, a typed-in speed).
      if (f.outOfControl === null) r.events.push("stall");
      r.pilotMayFire = false;
      r.gunnersMayFire = false;
      r.evasion = fl.outOfControl === "falling-leaf" ? -2 : 0;
      if (fl.half & 1) legs.push({ kind: "snap", attitude: fl.attitude });
      fl.half = levelledHalf(fl.half, fl.attitude);
      legs.push({ kind: "drop", levels: Math.min(2, fl.half / 2) });
      fl.half -= 4;
      fl.attitude = "level";
      if (fl.half <= 0) return w.finish();
      const lowBand = bandOf(fl.half / 2);
      const icon = w.test("handling", "regain control");
      if (icon === 0) {
        r.events.push("handling-test:control-lost");
        fl.outOfControl ??= "stall";
        fl.speed = inBand(plane.stallAtOrBelow, lowBand);
        return w.finish();
      }
      if (icon === 2) {
        r.events.push("handling-test:structural-test");
        if (!w.structural("pulling out of the stall")) return r;
      }
      if (icon !== null) r.events.push("handling-test:control-regained");
      if (fl.outOfControl === "falling-leaf" && rolls) {
        const d6 = rolls.dice.roll(6, "falling leaf: the heading it comes out on");
        rolls.dice.note(d6 % 2 === 1 ? "west" : "east");
        r.events.push(d6 % 2 === 1 ? "heading-west" : "heading-east");
      }
      fl.outOfControl = null;
      fl.speed = inBand(plane.stallAtOrBelow, lowBand) + 1;
      return w.finish();
    }
    case "level": {
      w.hexes("level", a - w.levelOut());
      r.hexes = a;
      return w.finish();
    }
    case "climb": {
      const before = fl.attitude === "level" ? prep : 0;
      r.hexes = before + 1;
      if (isDiving(fl.attitude)) r.hexes += w.levelOut();
      else if (fl.half & 1) legs.push({ kind: "snap", attitude: fl.attitude });
      w.hexes("level", before);
      const from = levelOf(fl.half, fl.attitude);
      const to = from + 1;
      fl.speed = a - (move.hard ? drag + 2 : drag) - (move.turn ? drag : 0);
      if (aboveCeiling(plane, to)) {
        // It stalls at its ceiling instead of climbing past it.
        fl.half = 2 * from;
        fl.attitude = "level";
        w.stallNow();
        return w.finish();
      }
      if (fl.grounded) {
        // Cleared, not deleted: the flight keeps its one shape.
        fl.grounded = undefined;
        r.events.push("take-off");
      }
      fl.attitude = move.hard ? "climb-hard" : "climb-shallow";
      fl.half = move.hard ? 2 * to : 2 * to - 1;
      w.hexes(fl.attitude, 1);
      if (move.turn) w.flip();
      return w.finish();
    }
    case "dive": {
      const attitude: Attitude = move.hard ? "dive-hard" : "dive-shallow";
      const start = levelOf(fl.half, fl.attitude);
      const before = fl.attitude === "level" ? prep : 0;
      const h = diveHexes(f, move.hard, move.levels);
      const landing = isLanding(plane, f, move);
      w.hexes("level", before);
      const from = diveStartHalf(f, move.hard);
      if (from !== fl.half) {
        legs.push({ kind: "snap", attitude: fl.attitude });
        fl.half = from;
      }
      const early = move.turn && move.turnAfter !== undefined;
      if (early) {
        w.hexes(attitude, move.turnAfter ?? 0);
        w.flip();
        w.hexes(attitude, h - (move.turnAfter ?? 0));
      } else w.hexes(attitude, h);
      fl.half -= (move.hard ? 2 : 1) * h;
      fl.attitude = attitude;
      const lost = start - levelOf(fl.half, attitude);
      if (landing) {
        // On the ground at once: no extra diving Hex, the rest rolled along it.
        if (fl.half & 1) legs.push({ kind: "snap", attitude });
        fl.half = 0;
        fl.attitude = "level";
        fl.grounded = true;
        r.events.push("landed");
      }
      r.hexes = before + h;
      if (r.hexes < a) {
        const left = a - r.hexes;
        w.hexes("level", left - w.levelOut());
        r.hexes = a;
      }
      fl.speed = a + lost - (move.turn ? drag : 0);
      if (move.turn && !early) w.flip();
      return w.finish();
    }
    case "turn": {
      const rest = a - w.levelOut();
      r.hexes = a;
      const loss = move.turn === "easy" ? 0 : move.turn === "normal" ? 1 : 2;
      // Straight first: all of it (easy), more than half (normal), half and at least 1 (hard).
      const first =
        move.turn === "easy"
          ? rest
          : Math.min(
              rest,
              move.turn === "normal" ? Math.floor(rest / 2) + 1 : Math.max(1, Math.floor(rest / 2)),
            );
      w.hexes("level", first);
      if (loss > move.keep) legs.push({ kind: "drop", levels: loss - move.keep });
      w.flip();
      w.hexes("level", rest - first);
      fl.half -= 2 * (loss - move.keep);
      fl.speed = a - drag * (1 + move.keep);
      return w.finish();
    }
  }

  const m = move.kind;
  if (o.handlingTests && TESTED.includes(m)) {
    const icon = w.test("handling", m);
    if (icon === 0) {
      r.events.push("handling-test:control-lost");
      w.levelOut();
      w.stallNow();
      return w.finish();
    }
    if (icon === 2) {
      r.events.push("handling-test:structural-test");
      if (!w.structural(m)) return r;
    } else if (icon === 1) r.events.push("handling-test:control-kept");
  }
  if (m === "falling-leaf") {
    w.levelOut();
    fl.outOfControl = "falling-leaf";
    fl.speed = inBand(plane.stallAtOrBelow, bandOf(levelOf(fl.half, fl.attitude)));
    r.pilotMayFire = false;
    r.gunnersMayFire = false;
    r.breaksTailing = true;
    r.evasion = -2;
    r.events.push("falling-leaf");
    return w.finish();
  }
  const extra = w.levelOut();
  const before = fl.half;
  const firstHexes = m === "jink" || m === "side-slip" ? 0 : prep;
  w.hexes("level", firstHexes);
  if (
    ACROBATIC_LEVELS[m] > 0 &&
    aboveCeiling(plane, levelOf(before, "level") + ACROBATIC_LEVELS[m])
  ) {
    w.stallNow();
    return w.finish();
  }
  fl.half += 2 * ACROBATIC_LEVELS[m];
  r.reversed = REVERSES.includes(m);
  // reconstructed: the paths of the pictures, Hex by Hex.
  if (m === "half-loop") w.path(CLIMB_HARD, FLIP, { kind: "hexes", attitude: "level", n: 2 });
  else if (m === "immelmann") w.path(CLIMB_HARD, FLIP, { kind: "hexes", attitude: "level", n: 3 });
  else if (m === "wingover")
    w.path({ kind: "hexes", attitude: "level", n: 1 }, FLIP, {
      kind: "hexes",
      attitude: "dive-hard",
      n: 2,
    });
  else if (m === "barrel-roll") w.hexes("level", Math.floor(a / 2));
  else if (m === "jink") w.hexes("level", a - 1 - extra);
  else if (m === "side-slip")
    w.path({ kind: "hexes", attitude: "level", n: a - extra }, { kind: "drop", levels: 1 });
  switch (m) {
    case "jink":
      r.hexes = a - 1;
      fl.speed = a - Math.floor(drag / 2);
      r.pilotMayFire = false;
      r.evasion = -1;
      break;
    case "barrel-roll":
      r.hexes = prep + extra + Math.floor(a / 2);
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
  return w.finish();
}

const CLIMB_HARD: Leg = { kind: "hexes", attitude: "climb-hard", n: 1 };
const FLIP: Leg = { kind: "flip" };
