/**
 * Hawks over Malta: the rules module. Two seats, "axis" and "british";
 * hidden information (special chits, priority chits, planes in clouds) lives
 * in the state and is filtered by view.ts. Set-up is in setup.ts, the turn's
 * flow in turn.ts, fire, AA and bombing in combat.ts, the dispatcher in
 * actions.ts.
 */
import type { Entry, Outcome, RecordOfLog, Rules } from "../../engine/contract.js";
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { applyInPlace, toAct } from "./actions.js";
import { other, seenBy } from "./board.js";
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

/** Which foe planes each side sees, and how many chits are shown: what a step may not change and still be taken back. */
function sightings(s: HawksState): string {
  const seen = s.planes
    .filter((p) => !p.down && seenBy(s, other(p.side), p))
    .map((p) => p.id)
    .join();
  return `${seen}|${s.planes.filter((p) => p.chitShown).length}`;
}

/** The planes in flight that their foes cannot see now. */
const outOfSight = (s: HawksState) =>
  s.planes.filter((p) => !p.down && !seenBy(s, other(p.side), p)).map((p) => p.id);

function act(state: HawksState, seat: string, action: HawksAction, dice: Dice): HawksState {
  if (seat !== "axis" && seat !== "british") throw new RuleError("the seats are axis and british");
  const s = clone(state);
  const rolled = dice.rolls.length;
  const before = action.type === "step" ? sightings(s) : null;
  const hidden = s.veiled ? outOfSight(s) : [];
  applyInPlace(s, seat, action, dice);
  // What the log may name to each side of this move: the planes out of their foes' sight before it, and after it.
  s.veiled?.push(`${hidden.join()};${outOfSight(s).join()}`);
  // A step may be taken back only if it rolled nothing, showed no one anything, and the move is still its side's.
  s.takeBack =
    before !== null &&
    dice.rolls.length === rolled &&
    toAct(s).includes(seat) &&
    sightings(s) === before;
  return s;
}

/**
 * A log of rules version 4 or 5 read under this one: the same steps, the
 * game playing to its own version's victory points (version 4: bombers
 * turned back scored in scenario 3 only; version 5: worth 1 there), so it
 * ends as it ended then. Older logs are refused.
 */
function upgradeLog(record: RecordOfLog): RecordOfLog {
  if (record.version !== 4 && record.version !== 5) return record;
  const options = (record.options ?? {}) as Record<string, unknown>;
  // A version 5 log of an upgraded version 4 game already names its points.
  const points = options.points === 4 ? 4 : record.version;
  return { ...record, version: 6, options: { ...options, points } };
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
  // Version 5: a damaged bomber turned back scores for the RAF in every scenario (version 4: scenario 3 only).
  // Version 6: worth 2 in scenario 3 (docs/hawks-over-malta.md, "Balancing by simulation").
  version: 6,
  seats: () => ["axis", "british"],
  parseOptions,
  parseAction,
  setup,
  view: hawksView,
  act,
  outcome,
  // Only a plain step, one that rolled nothing, showed nothing and left the move with its side;
  // whether it showed anything is in the state it led to, so without that state nothing is taken back.
  upgrade: upgradeLog,
  undoable: (e: Entry<HawksAction>, _dice?: "seeded" | "manual", after?: HawksState) =>
    e.action.type === "step" && e.rolls.length === 0 && after?.takeBack === true,
  subtitle: (o) =>
    `Scenario ${o.scenario}, ${SCENARIOS[o.scenario - 1].name}${o.computer ? ` · the computer flies the ${o.computer === "axis" ? "Axis" : "RAF"}` : ""}`,
  describe,
  // Given the state now, the log names every plane a seat could see, and everything once the game is over.
  visibleEntry: redactEntry,
  visibleSetup: redactSetup,
};
