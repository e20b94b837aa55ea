/**
 * Winged Victory: the choices of a step both sides take at once (throttles
 * and flak markers; shots and holding fire), one at a time or as a side's
 * sealed orders: all its choices of the step in one action, so that the
 * other side learns neither what nor how many until the step is over.
 */
import { RuleError } from "../../../engine/errors.js";
import { megaOf } from "../board/grid.js";
import { FREEZE_REACH } from "../combat/timefreeze.js";
import {
  isSealedChoice,
  planeOf,
  type SealedChoice,
  type Side,
  type ThrottleNote,
  type WvAction,
  type WvState,
} from "../game/state.js";
import { megaRadiusOf } from "../game/state-plane.js";
import { callChoices, mayBeEngaged } from "./calls.js";
import { shotChoices } from "./fire.js";
import { flakCount, flakOptions } from "./flak.js";
import { noteThrottle } from "./log.js";
import { throttleChoices, throttlesToSet, throttleToSet, toAct } from "./seats.js";

/**
 * Notes choice `a` of `side` in its pending record (nothing rolled, the step
 * not ended). `notes`: where a throttle-step choice's log note goes when it
 * is one of sealed orders (else under its own action number).
 */
export function applyChoice(s: WvState, side: Side, a: SealedChoice, notes?: ThrottleNote[]): void {
  const own = (id: string) => {
    const p = s.planes.find((x) => x.id === id);
    if (!p || p.side !== side) throw new RuleError(`${id} is not one of your planes`);
    return p;
  };
  switch (a.type) {
    case "throttle": {
      if (s.phase.kind !== "throttle")
        throw new RuleError("throttles are set at the start of a turn");
      const p = own(a.plane);
      if (!throttlesToSet(s, side).includes(p))
        throw new RuleError(`${p.id}'s throttle is already set for this turn`);
      const choices = throttleChoices(s, p);
      if (!choices.includes(a.value))
        throw new RuleError(
          `${p.id} (${planeOf(p.type).name}) can set its throttle to ${choices.join(" or ")} here, not ${a.value}`,
        );
      if (a.freezeWithin !== undefined) {
        if (!callChoices(s, p).includes(a.freezeWithin))
          throw new RuleError(
            !s.options.rules.timeFreezing
              ? "Time Freezing is not in play in this game"
              : !mayBeEngaged(s, p)
                ? `${p.id} cannot set a Time Freezing call this turn: it is not engaged (no enemy plane in its MegaHex or the next at the start of the turn)`
                : `a Time Freezing call reaches 1 to ${FREEZE_REACH} Hexes, not ${a.freezeWithin}`,
          );
        s.pending[side].calls = { ...s.pending[side].calls, [p.id]: a.freezeWithin };
      }
      s.pending[side].throttles[p.id] = a.value;
      noteThrottle(s, p.id, notes);
      break;
    }
    case "flak": {
      if (s.phase.kind !== "throttle")
        throw new RuleError("flak markers are placed at the start of a turn");
      const h = { col: a.col, level: a.level };
      const radius = megaRadiusOf(s);
      const ok = flakOptions(s, side).some((o) => megaOf(o, radius) === megaOf(h, radius));
      if (!ok)
        throw new RuleError(
          flakCount(s, side) === 0
            ? "your side has no flak in this mission"
            : `no flak marker can go on the MegaHex of Hex ${a.col}, level ${a.level} now (markers go on or next to a spotted enemy plane's MegaHex, each on its own, up to ${flakCount(s, side)})`,
        );
      s.pending[side].flak.push(megaOf(h, radius));
      noteThrottle(s, null, notes);
      break;
    }
    case "shoot": {
      if (s.phase.kind !== "fire")
        throw new RuleError("shots are named after every plane has moved");
      own(a.plane);
      const ok = shotChoices(s, side).some(
        (o) => o.plane === a.plane && o.crew === a.crew && o.target === a.target,
      );
      if (!ok)
        throw new RuleError(
          `${a.plane} crew ${a.crew + 1} has no shot at ${a.target} now (not in reach, not seen, already named, or not free to fire)`,
        );
      s.pending[side].shots.push({
        plane: a.plane,
        crew: a.crew,
        target: a.target,
        longBurst: a.longBurst,
      });
      break;
    }
    case "hold": {
      if (s.phase.kind !== "fire") throw new RuleError("hold fire is said in the fire step");
      s.phase.ready[side] = true;
      break;
    }
  }
}

/** Whether `side` has nothing (more) to choose in the step both sides take now. */
export function sideDone(s: WvState, side: Side): boolean {
  const ph = s.phase;
  if (ph.kind === "throttle") return !throttleToSet(s, side) && flakOptions(s, side).length === 0;
  if (ph.kind === "fire") return ph.ready[side] || shotChoices(s, side).length === 0;
  return true;
}

/** What `side` still has to choose in this step, in a few words (for a refusal). */
function leftToChoose(s: WvState, side: Side): string {
  if (s.phase.kind === "fire") return "shots still to name, or holding fire";
  const planes = throttlesToSet(s, side).map((p) => p.id);
  const markers =
    flakOptions(s, side).length > 0 ? flakCount(s, side) - s.pending[side].flak.length : 0;
  const parts: string[] = [];
  if (planes.length > 0) parts.push(`the throttle of ${planes.join(" and ")}`);
  if (markers > 0) parts.push(`${markers} flak marker${markers === 1 ? "" : "s"}`);
  return parts.join(" and ");
}

/** Whether choice `a` belongs to the step now (throttles and flak; shots and holding fire). */
function ofThisStep(s: WvState, a: WvAction): boolean {
  const kind = s.phase.kind;
  return kind === "throttle"
    ? a.type === "throttle" || a.type === "flak"
    : kind === "fire" && (a.type === "shoot" || a.type === "hold");
}

/** Whether `side` is choosing in a step both sides take at once, so may give orders now. */
export function ordersOpen(s: WvState, side: Side): boolean {
  return (s.phase.kind === "throttle" || s.phase.kind === "fire") && toAct(s).includes(side);
}

/**
 * Applies `side`'s sealed orders: each choice in turn, then checks that
 * they settle everything the side has to choose in the step (orders that
 * leave a throttle unset, a flak marker unplaced or shots open without
 * holding fire are refused, so that what is stored is the side's whole
 * step, one entry however many choices it made).
 */
export function applyOrders(s: WvState, side: Side, choices: readonly SealedChoice[]): void {
  const kind = s.phase.kind;
  if (kind !== "throttle" && kind !== "fire")
    throw new RuleError(
      "orders are given in a step both sides take at once: throttles and flak, or fire",
    );
  const notes: ThrottleNote[] = [];
  choices.forEach((a, k) => {
    if (!ofThisStep(s, a))
      throw new RuleError(
        kind === "throttle"
          ? `orders at the start of a turn hold throttles and flak markers, not a ${a.type} (choice ${k + 1})`
          : `orders in the fire step hold shots and holding fire, not a ${a.type} (choice ${k + 1})`,
      );
    if (k > 0 && choices[k - 1].type === "hold")
      throw new RuleError("holding fire ends a side's orders: nothing may follow it");
    applyChoice(s, side, a, notes);
  });
  if (!sideDone(s, side))
    throw new RuleError(`the orders leave ${leftToChoose(s, side)}: orders settle the whole step`);
  if (kind === "throttle" && s.acts !== undefined) {
    if (!s.orderNotes) s.orderNotes = {};
    s.orderNotes[s.acts] = notes;
  }
}

/**
 * One more choice of `side`'s orders under way, on a copy of `s` (nothing
 * rolled, nothing stored): the state with it noted, and whether the side
 * then has nothing left to choose (its orders are ready to go in). For a
 * player or the computer building sealed orders from its own view.
 */
export function draftChoice(
  s: WvState,
  side: Side,
  a: WvAction,
): { state: WvState; done: boolean } {
  if (!ordersOpen(s, side)) throw new RuleError("there are no orders to give now");
  if (!isSealedChoice(a) || !ofThisStep(s, a))
    throw new RuleError(`a ${a.type} is not a choice of this step`);
  const next = structuredClone(s);
  applyChoice(next, side, a, []);
  return { state: next, done: sideDone(next, side) };
}
