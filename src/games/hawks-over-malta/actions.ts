/** Who is to act, what they may do, and playing an action: the rules' dispatcher. */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { plural } from "../../engine/words.js";
import {
  alive,
  inCloud,
  legalSteps,
  noteSightings,
  other,
  planeOf,
  seenBy,
  stepTarget,
} from "./board.js";
import { bomb, engage, label } from "./combat.js";
import type { Side } from "./data.js";
import { say, sayStep } from "./events.js";
import { place, placements } from "./setup.js";
import type { HawksAction, HawksState, Plane } from "./state.js";
import {
  afterStep,
  endMove,
  endTurn,
  gameOverCheck,
  nextMover,
  reactors,
  resume,
  setPriorities,
} from "./turn.js";

export function toAct(s: HawksState): Side[] {
  const ph = s.phase;
  const owner = (id: string) => (s.planes.find((p) => p.id === id) as Plane).side;
  switch (ph.kind) {
    case "place":
      return ph.what === "objective" ? ["axis"] : ["british"];
    case "priorities":
      return (["axis", "british"] as Side[]).filter((side) => !s.secretOrders[side]);
    case "move":
      return [owner(ph.plane)];
    case "react":
      return [owner(ph.candidates[0])];
    case "engage":
      return [owner(ph.attacker)];
    case "bomb":
      return ["axis"];
    case "over":
      return [];
  }
}

type Dir = Extract<HawksAction, { type: "step" }>["dir"];

/** A step as the view offers it: the plane, where it goes, and whether either end is in a cloud. */
function legalStep(s: HawksState, p: Plane, dir: Dir): HawksAction {
  const to = stepTarget(p, dir);
  return { type: "step", dir, plane: p.id, ...to, cloud: inCloud(s, p) || inCloud(s, to) };
}

const legalEnd = (s: HawksState, p: Plane): HawksAction => ({
  type: "end",
  plane: p.id,
  cloud: inCloud(s, p),
});

/** The details an action came with must be the ones the view offers now (a stale or forged one is refused). */
function checkOffer(action: HawksAction, offer: HawksAction) {
  const given = action as Record<string, unknown>;
  const wanted = offer as Record<string, unknown>;
  for (const key of Object.keys(wanted)) {
    if (given[key] !== undefined && given[key] !== wanted[key]) {
      throw new RuleError(
        key === "plane"
          ? `it is ${String(wanted.plane)}'s move, not ${String(given.plane)}'s`
          : "that move does not match where the plane is now",
      );
    }
  }
}

/**
 * Plays an action on `s` itself (the computer player's playouts use this on
 * their own copies; everything else goes through the pure `act`).
 */
export function applyInPlace(s: HawksState, side: Side, action: HawksAction, dice: Dice): void {
  if (!toAct(s).includes(side)) throw new RuleError("it is not your turn to act");
  s.events = [];
  const ph = s.phase;
  switch (ph.kind) {
    case "place":
      if (action.type !== "place")
        throw new RuleError(`place the ${plural(ph.what === "aa" ? "AA chit" : ph.what)} first`);
      place(s, action, dice);
      break;
    case "priorities":
      if (action.type !== "priorities") throw new RuleError("lay your priority chits first");
      setPriorities(s, side, action.order, dice);
      break;
    case "move": {
      const p = planeOf(s, ph.plane);
      if (action.type === "end") {
        if (ph.steps === 0) throw new RuleError("every plane must move at least one space a turn");
        checkOffer(action, legalEnd(s, p));
        say(s, `${p.id} ends its move`, [p]);
        endMove(s, p, dice);
      } else if (action.type === "step") {
        if (!legalSteps(p).includes(action.dir))
          throw new RuleError(`${p.id} cannot move ${action.dir} from there`);
        checkOffer(action, legalStep(s, p, action.dir));
        const from = { x: p.x, y: p.y, alt: p.alt };
        const seenBefore = seenBy(s, other(p.side), p);
        Object.assign(p, stepTarget(p, action.dir));
        sayStep(s, p, from, seenBefore);
        afterStep(s, p, ph.steps + 1, dice);
      } else throw new RuleError(`move ${ph.plane}: a step or, after one, the end of its move`);
      break;
    }
    case "react": {
      const mover = planeOf(s, ph.mover);
      if (action.type === "react") {
        if (!ph.candidates.includes(action.attacker))
          throw new RuleError(`${action.attacker} cannot fire on ${mover.id} now`);
        engage(s, dice, planeOf(s, action.attacker), mover, false);
        if (gameOverCheck(s)) break;
        const left = reactors(s, mover);
        if (!mover.down && left.length > 0) s.phase = { ...ph, candidates: left };
        else resume(s, mover, ph.steps, dice);
      } else if (action.type === "pass") resume(s, mover, ph.steps, dice);
      else throw new RuleError(`fire on ${mover.id} or let it pass`);
      break;
    }
    case "engage": {
      const attacker = planeOf(s, ph.attacker);
      if (action.type === "attack") {
        if (!ph.targets.includes(action.target))
          throw new RuleError(`${attacker.id} cannot attack ${action.target}`);
        engage(s, dice, attacker, planeOf(s, action.target), true);
        nextMover(s, dice);
      } else if (action.type === "pass") {
        if (ph.compulsory)
          throw new RuleError("a foe at the same square and altitude must be engaged");
        nextMover(s, dice);
      } else throw new RuleError(`${attacker.id} must choose whom to attack`);
      break;
    }
    case "bomb": {
      if (action.type !== "bomb" && action.type !== "hold")
        throw new RuleError("bomb or hold with each bomber over an objective");
      if (!ph.bombers.includes(action.bomber))
        throw new RuleError(`${action.bomber} cannot bomb now`);
      const bomber = planeOf(s, action.bomber);
      if (action.cloud !== undefined && action.cloud !== inCloud(s, bomber))
        throw new RuleError("that is not where the bomber is now");
      if (action.type === "bomb") bomb(s, dice, bomber);
      else say(s, `${label(bomber)} holds its bombs`, [bomber]);
      const left = ph.bombers.filter((b) => b !== action.bomber);
      if (left.length > 0) s.phase = { kind: "bomb", bombers: left };
      else endTurn(s);
      break;
    }
    case "over":
      throw new RuleError("the game is over");
  }
  noteSightings(s);
}

export function legalActions(s: HawksState, side: Side): HawksAction[] {
  if (!toAct(s).includes(side)) return [];
  const ph = s.phase;
  switch (ph.kind) {
    case "place":
      return placements(s).map((p) => ({ type: "place", ...p, what: ph.what }));
    case "priorities":
      return [{ type: "priorities", order: alive(s, side).map((p) => p.id) }];
    case "move": {
      const p = planeOf(s, ph.plane);
      const steps: HawksAction[] = legalSteps(p).map((dir) => legalStep(s, p, dir));
      return ph.steps > 0 ? [...steps, legalEnd(s, p)] : steps;
    }
    case "react":
      return [
        ...ph.candidates.map((attacker): HawksAction => ({ type: "react", attacker })),
        { type: "pass" },
      ];
    case "engage":
      return [
        ...ph.targets.map((target): HawksAction => ({ type: "attack", target })),
        ...(ph.compulsory ? [] : [{ type: "pass" } as HawksAction]),
      ];
    case "bomb":
      return ph.bombers.flatMap((bomber): HawksAction[] => {
        const cloud = inCloud(s, planeOf(s, bomber));
        return [
          { type: "bomb", bomber, cloud },
          { type: "hold", bomber, cloud },
        ];
      });
    case "over":
      return [];
  }
}
