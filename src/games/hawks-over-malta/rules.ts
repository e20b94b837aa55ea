/**
 * Hawks over Malta: the rules module. Two seats, "axis" and "british";
 * hidden information (special chits, priority chits, planes in clouds) lives
 * in the state and is filtered by view.ts. Set-up is in setup.ts, the turn's
 * flow in turn.ts, fire, AA and bombing in combat.ts, the dispatcher in
 * actions.ts.
 */
import type { Entry, Outcome, Rules } from "../../engine/contract.js";
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { applyInPlace } from "./actions.js";
import { SCENARIOS, type Side } from "./data.js";
import { describe, parseAction, parseOptions } from "./parse.js";
import { type HawksOptions, setup } from "./setup.js";
import type { HawksAction, HawksState } from "./state.js";
import { type HawksView, hawksView, redactEntry, redactSetup } from "./view.js";

export { applyInPlace, legalActions } from "./actions.js";
export { legalSteps, stepTarget } from "./board.js";
export { type HawksOptions, placements } from "./setup.js";

function clone(s: HawksState): HawksState {
  return structuredClone({ ...s, events: [] });
}

function act(state: HawksState, seat: string, action: HawksAction, dice: Dice): HawksState {
  if (seat !== "axis" && seat !== "british") throw new RuleError("the seats are axis and british");
  const s = clone(state);
  applyInPlace(s, seat, action, dice);
  return s;
}

function outcome(s: HawksState): Outcome | null {
  if (s.phase.kind !== "over") return null;
  const winner: Side = s.vp.axis > s.vp.british ? "axis" : "british";
  return {
    winners: [winner],
    scores: { ...s.vp },
    summary: `${winner === "axis" ? "Axis" : "RAF"} victory, ${s.vp.axis}–${s.vp.british} in victory points`,
  };
}

export const hawksOverMalta: Rules<HawksState, HawksAction, HawksOptions, HawksView> = {
  id: "hawks-over-malta",
  title: "Hawks over Malta",
  version: 3,
  seats: () => ["axis", "british"],
  parseOptions,
  parseAction,
  setup,
  view: hawksView,
  act,
  outcome,
  // Only a move that rolled nothing and showed nothing may be taken back (the contract's default).
  undoable: (e: Entry<HawksAction>) => e.rolls.length === 0 && e.action.type === "step",
  subtitle: (o) =>
    `Scenario ${o.scenario}, ${SCENARIOS[o.scenario - 1].name}${o.computer ? ` · the computer flies the ${o.computer === "axis" ? "Axis" : "RAF"}` : ""}`,
  describe,
  visibleEntry: redactEntry,
  visibleSetup: redactSetup,
};
