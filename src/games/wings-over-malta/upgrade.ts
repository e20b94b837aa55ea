/**
 * Wings over Malta logs written under rules version 2 (one seat confirmed
 * both sides' crews and entered the whole report) made into version 3 logs
 * that replay to the same campaign: a confirmation becomes each side's own,
 * a whole report each side's part, each through its own seat, the dice on
 * the step that completes it (where version 2 rolled them). An undo of such
 * a step takes back all the steps it became.
 *
 * What cannot be carried over is refused, saying which entry: a step taken
 * back after it rolled Sortie's dice (version 3 lets no roll be taken back),
 * or a report whose aircraft were listed in another order than the Axis
 * first (version 3 walks them back to base in that order, so the same dice
 * would fall on other airmen).
 */
import { isUndo, type LogItem } from "../../engine/contract.js";
import { RuleError } from "../../engine/errors.js";
import { createMatch, type Match, type MatchRecord, play, undo } from "../../engine/match.js";
import type { WomAction, WomOptions } from "./actions.js";
import { other, SIDES, type Side } from "./data.js";
import { wingsOverMalta as rules } from "./rules.js";
import type { CampaignState, Report } from "./state.js";

type M = Match<CampaignState, WomAction, WomOptions>;

/** One side's part of a whole report: its aircraft, and for the attacker the targets. */
function partOf(s: CampaignState, side: Side, r: Report): Report {
  const m = s.missions[s.missions.length - 1];
  const crew = new Set(m.crews[side].map((x) => x.pilot));
  const { aircraft, ...targets } = r;
  const mine = aircraft.filter((a) => crew.has(a.pilot));
  return side === m.attacker ? { aircraft: mine, ...targets } : { aircraft: mine };
}

/** The version 3 steps a version 2 step becomes, in order, each with the seat that takes it. */
function split(s: CampaignState, seat: Side, a: WomAction): { seat: Side; action: WomAction }[] {
  if (a.type === "ready" && s.phase.kind === "crews") {
    const m = s.missions[s.missions.length - 1];
    return [seat, other(seat)]
      .filter((side) => !m.ready?.includes(side))
      .map((side) => ({ seat: side, action: { type: "ready" } }));
  }
  if (a.type === "report" && s.phase.kind === "fight") {
    const parts = SIDES.map((side) => partOf(s, side, a.report));
    const order = parts.flatMap((p) => p.aircraft.map((x) => x.pilot));
    if (order.join() !== a.report.aircraft.map((x) => x.pilot).join())
      throw new RuleError("its report lists the aircraft in another order than the Axis first");
    return SIDES.map((side, i) => ({ seat: side, action: { type: "report", report: parts[i] } }));
  }
  return [{ seat, action: a }];
}

/** A version 2 log as a version 3 one (a version 3 log is returned as it is). */
export function upgradeLog(
  record: MatchRecord<unknown, unknown>,
): MatchRecord<WomAction, WomOptions> {
  if (record.version === rules.version) return record as MatchRecord<WomAction, WomOptions>;
  if (record.version !== 2)
    throw new RuleError(
      `a log of version ${record.version} of the Wings over Malta rules cannot be read`,
    );
  const options = rules.parseOptions(record.options);
  const typed = record.dice.mode !== "seeded";
  const values = (rolls: { value: number }[]) => (typed ? rolls.map((r) => r.value) : []);
  let m: M = createMatch(rules, options, typed ? { mode: "manual" } : record.dice);
  const out: LogItem<WomAction>[] = [];
  // How many version 3 steps each version 2 step still standing became.
  const became: number[] = [];
  record.entries.forEach((item, i) => {
    const where = `entry ${i + 1}`;
    try {
      if (isUndo(item)) {
        for (let k = became.pop() ?? 0; k > 0; k--) {
          m = undo(rules, m, item.seat);
          out.push({ seat: item.seat, undo: true });
        }
        return;
      }
      if (!Array.isArray(item.rolls)) throw new RuleError("it is not a step of a log");
      const steps = split(m.state, item.seat as Side, rules.parseAction(item.action));
      const rolled: number[] = [];
      steps.forEach((x, k) => {
        m = play(rules, m, x.seat, x.action, k === steps.length - 1 ? values(item.rolls) : []);
        const e = m.entries[m.entries.length - 1];
        rolled.push(...e.rolls.map((r) => r.value));
        out.push(e);
      });
      if (rolled.join() !== item.rolls.map((r) => r.value).join())
        throw new RuleError("its dice do not fall as they did under version 2");
      became.push(steps.length);
    } catch (e) {
      if (e instanceof RuleError)
        throw new RuleError(
          `this version 2 log cannot be read as version 3: ${where}: ${e.message}`,
        );
      throw e;
    }
  });
  return {
    system: record.system,
    version: rules.version,
    options,
    dice: record.dice,
    setupRolls: record.setupRolls,
    entries: out,
  };
}
