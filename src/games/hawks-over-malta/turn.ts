/** The turn's flow: priority chits and initiative, whose move is next, the engagement rule around each move, the end of a turn and of the game. */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { alive, canSpot, other, planeOf, sameSquare } from "./board.js";
import { antiAircraft, label, pointsOf, score } from "./combat.js";
import { AIRCRAFT, MAX_TURNS, SIDES, type Side } from "./data.js";
import { say } from "./events.js";
import type { HawksState, Plane } from "./state.js";

export function setPriorities(s: HawksState, side: Side, order: string[], dice: Dice) {
  const mine = alive(s, side).map((p) => p.id);
  if (s.secretOrders[side]) throw new RuleError("your priority chits are already down");
  if (
    order.length !== mine.length ||
    new Set(order).size !== order.length ||
    !order.every((id) => mine.includes(id))
  ) {
    throw new RuleError(`give each of your planes one priority chit: ${mine.join(", ")}`);
  }
  s.secretOrders[side] = order;
  say(s, `${side === "axis" ? "The Axis" : "The RAF"} lays its priority chits face down`);
  const { axis, british } = s.secretOrders;
  if (!axis || !british) return;
  for (const side2 of SIDES) {
    (s.secretOrders[side2] as string[]).forEach((id, i) => {
      planeOf(s, id).priority = i + 1;
    });
  }
  const cockade = dice.roll(6, "national cockade: who has the initiative");
  s.initiative = cockade <= 3 ? "axis" : "british";
  dice.note(
    s.initiative === "axis"
      ? "Italian cockade: the Axis has the initiative"
      : "RAF roundel: the RAF has the initiative",
  );
  const first = s.secretOrders[s.initiative] as string[];
  const second = s.secretOrders[other(s.initiative)] as string[];
  s.order = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (first[i]) s.order.push(first[i]);
    if (second[i]) s.order.push(second[i]);
  }
  s.secretOrders = {};
  s.next = 0;
  say(s, "Priority chits shown");
  nextMover(s, dice);
}

/**
 * The game ends: why, then the points scored only at the end
 * (reconstructed, scenario 3: to the RAF for each damaged bomber that still
 * carries its bombs, turned back).
 */
function endGame(s: HawksState, reason: string) {
  s.phase = { kind: "over" };
  s.endReason = reason;
  say(s, reason);
  const back = pointsOf(s).bomberTurnedBack;
  for (const p of alive(s, "axis")) {
    if (back === 0 || AIRCRAFT[p.type].role !== "bomber" || p.bombed || p.hits === 0) continue;
    s.vp.british += back;
    score(s, "british", `${label(p)} turned back damaged, its bombs still aboard`, back);
    say(s, `${label(p)} turns back damaged, its bombs still aboard`);
  }
}

export function gameOverCheck(s: HawksState): boolean {
  const axis = alive(s, "axis").length;
  const british = alive(s, "british").length;
  if (axis === 0 || british === 0) {
    endGame(
      s,
      axis === 0 && british === 0
        ? "Neither side has a plane left"
        : axis === 0
          ? "The Axis has no planes left"
          : "The RAF has no planes left",
    );
    return true;
  }
  return false;
}

export function nextMover(s: HawksState, dice: Dice) {
  if (gameOverCheck(s)) return;
  while (s.next < s.order.length) {
    const p = planeOf(s, s.order[s.next++]);
    if (!p.down) {
      s.phase = { kind: "move", plane: p.id, steps: 0 };
      return;
    }
  }
  antiAircraft(s, dice);
  if (gameOverCheck(s)) return;
  const bombers = alive(s, "axis").filter(
    (p) =>
      AIRCRAFT[p.type].role === "bomber" && !p.bombed && s.objectives.some((o) => sameSquare(o, p)),
  );
  if (bombers.length > 0) s.phase = { kind: "bomb", bombers: bombers.map((b) => b.id) };
  else endTurn(s);
}

/** The raid is spent when no Axis bomber is left that could still bomb. */
const raidSpent = (s: HawksState) =>
  !alive(s, "axis").some((p) => AIRCRAFT[p.type].role === "bomber" && !p.bombed);

export function endTurn(s: HawksState) {
  for (const p of s.planes) {
    p.fired = false;
    p.priority = null;
  }
  if (s.turn >= MAX_TURNS || raidSpent(s)) {
    endGame(
      s,
      s.turn >= MAX_TURNS
        ? `The last turn (${MAX_TURNS}) is over`
        : "The raid is spent: no Axis bomber is left that could still bomb",
    );
    return;
  }
  s.turn++;
  s.order = [];
  s.next = 0;
  s.initiative = null;
  s.phase = { kind: "priorities" };
}

/** Foe fighters that may fire on a plane that has just moved into their reach. */
export function reactors(s: HawksState, mover: Plane): string[] {
  return alive(s, other(mover.side))
    .filter(
      (f) =>
        AIRCRAFT[f.type].role === "fighter" &&
        !f.fired &&
        sameSquare(f, mover) &&
        (f.alt === mover.alt || f.alt === mover.alt + 1) &&
        canSpot(s, f, mover),
    )
    .map((f) => f.id);
}

/** After a step, the foe may react; otherwise the move goes on or ends. */
export function afterStep(s: HawksState, mover: Plane, steps: number, dice: Dice) {
  const candidates = reactors(s, mover);
  if (candidates.length > 0) {
    s.phase = { kind: "react", mover: mover.id, steps, candidates };
    return;
  }
  resume(s, mover, steps, dice);
}

export function resume(s: HawksState, mover: Plane, steps: number, dice: Dice) {
  if (mover.down) return nextMover(s, dice);
  if (steps >= AIRCRAFT[mover.type].move) return endMove(s, mover, dice);
  s.phase = { kind: "move", plane: mover.id, steps };
}

/** The engagement rule at the end of a fighter's move: compulsory at its level, optional one level down. */
export function endMove(s: HawksState, mover: Plane, dice: Dice) {
  if (AIRCRAFT[mover.type].role === "fighter" && !mover.fired && !mover.down) {
    const foes = alive(s, other(mover.side)).filter(
      (f) => sameSquare(f, mover) && canSpot(s, mover, f),
    );
    const level = foes.filter((f) => f.alt === mover.alt).map((f) => f.id);
    const below = foes.filter((f) => f.alt === mover.alt - 1).map((f) => f.id);
    if (level.length > 0) {
      s.phase = { kind: "engage", attacker: mover.id, targets: level, compulsory: true };
      return;
    }
    if (below.length > 0) {
      s.phase = { kind: "engage", attacker: mover.id, targets: below, compulsory: false };
      return;
    }
  }
  nextMover(s, dice);
}
