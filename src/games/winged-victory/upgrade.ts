/**
 * Winged Victory logs of an earlier version of the rules read under this
 * one. Version 7 takes fire away from a plane in stall (ruling W14: the
 * end-of-turn update's stall, or a stall or falling leaf still going on),
 * which version 6 offered, and keeps a plane that lands over its own side
 * in the fight to refuel, rearm and take off again (ruling W16), where
 * version 6 took it out and scored it for the enemy. Version 8 starts an
 * engine its leak had stopped again once the plane has refuelled at home,
 * where version 7 left it stopped. Every other step plays alike.
 * A version 6 or 7 log is replayed under version 8: one where a plane in
 * stall fired, or its side held fire in a step it is no longer asked in, is
 * refused at that entry (the replay names it); a version 6 one where a
 * plane landed at home, or a version 7 one where a plane's engine would
 * run again, is refused, saying so. Older versions are refused, as before.
 */
import type { AnyRules, RecordOfLog } from "../../engine/contract.js";
import { RuleError } from "../../engine/errors.js";
import { replay } from "../../engine/match.js";

interface Replayed {
  planes: { id: string; landed?: number; restarted?: number }[];
}

export function upgradeLog(record: RecordOfLog, rules: AnyRules): RecordOfLog {
  if (record.version !== 6 && record.version !== 7) return record;
  const next = { ...record, version: rules.version };
  const { state } = replay(rules, next as never) as { state: Replayed };
  if (record.version === 6) {
    const home = state.planes.find((p) => p.landed !== undefined);
    if (home)
      throw new RuleError(
        `${home.id} landed over its own side in turn ${home.landed}: version 6 of the rules took it out of the fight, version ${rules.version} keeps it in to refuel and rearm, so this log cannot be read under version ${rules.version}`,
      );
  }
  const restarted = state.planes.find((p) => p.restarted !== undefined);
  if (restarted)
    throw new RuleError(
      `${restarted.id} refuelled at home in turn ${restarted.restarted} with its engine stopped by a leak: version ${record.version} of the rules left the engine stopped, version ${rules.version} starts it again, so this log cannot be read under version ${rules.version}`,
    );
  return next;
}
