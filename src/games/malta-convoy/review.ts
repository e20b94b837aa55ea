/**
 * A finished convoy looked back on: what the player's choices were expected
 * to score against what the advisor's would have, and what the dice gave or
 * took. At every turn with a choice the advisor's estimates are made again
 * exactly as they were offered (same rollouts, same seed from the position),
 * and the choice's cost is the advisor's pick's estimate less the chosen
 * one's (on the same rollouts, so it is 0 when the player took the pick).
 * What the final score differs from the player's expectation by is the dice.
 */
import { scriptedDice } from "../../engine/dice.js";
import { ADVISOR_ROLLOUTS, adviceSeed, adviseFast, best, candidatesOf } from "./advisor.js";
import type { OptionName } from "./data.js";
import { toFast } from "./fast.js";
import { maltaConvoy, SEAT } from "./rules.js";
import { score } from "./score.js";

export interface PlayedTurn {
  option: OptionName | null;
  /** The values of the turn's rolls, in order. */
  rolls: number[];
}

export interface Review {
  /** The advisor's expected score for this convoy at the start (its pick on turn 1). */
  advisor: number;
  /** What the player's choices were expected to score: the advisor's less what the choices cost. */
  yours: number;
  /** Expected points the choices gave up against the advisor's picks (0 when every pick was followed). */
  cost: number;
  /** Final score less `yours`: what the dice gave (positive) or took. */
  luck: number;
  final: number;
  /** Turns with a choice, and in how many of them the player took the advisor's pick. */
  decisions: number;
  followed: number;
}

export function review(
  setupRolls: number[],
  turns: PlayedTurn[],
  rollouts = ADVISOR_ROLLOUTS,
): Review {
  let state = maltaConvoy.setup({}, scriptedDice(setupRolls));
  let advisor: number | null = null;
  let cost = 0;
  let decisions = 0;
  let followed = 0;
  for (const turn of turns) {
    const s = toFast(state);
    if (candidatesOf(s).length > 1) {
      const estimates = adviseFast(s, rollouts, adviceSeed(s));
      const pick = best(estimates);
      const chosen = estimates.find((e) => e.option === turn.option);
      if (!chosen) throw new Error(`turn ${state.turn + 1}: ${turn.option} was not a choice`);
      advisor ??= pick.mean;
      decisions++;
      if (chosen === pick) followed++;
      else cost += pick.mean - chosen.mean;
    }
    state = maltaConvoy.act(
      state,
      SEAT,
      { type: "turn", option: turn.option },
      scriptedDice(turn.rolls),
    );
  }
  const final = score(state.ships, state.interceptions).total;
  const start = advisor ?? final;
  const yours = start - cost;
  return { advisor: start, yours, cost, luck: final - yours, final, decisions, followed };
}
