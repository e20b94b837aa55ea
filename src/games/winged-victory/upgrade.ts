/**
 * Winged Victory logs of an earlier version of the rules read under this
 * one. Version 7 takes fire away from a plane in stall (ruling W14: the
 * end-of-turn update's stall, or a stall or falling leaf still going on),
 * which version 6 offered, and keeps a plane that lands over its own side
 * in the fight to refuel, rearm and take off again (ruling W16), where
 * version 6 took it out and scored it for the enemy. Every other step plays
 * alike. A version 6 log is replayed under version 7: one where a plane in
 * stall fired, or its side held fire in a step it is no longer asked in, is
 * refused at that entry (the replay names it); one where a plane landed at
 * home is refused, saying so. Older versions are refused, as before.
 */
import type { AnyRules, RecordOfLog } from "../../engine/contract.js";
import { RuleError } from "../../engine/errors.js";
import { replay } from "../../engine/match.js";

export function upgradeLog(record: RecordOfLog, rules: AnyRules): RecordOfLog {
  if (record.version !== 6) return record;
  const next = { ...record, version: rules.version };
  const { state } = replay(rules, next as never) as {
    state: { planes: { id: string; landed?: number }[] };
  };
  const home = state.planes.find((p) => p.landed !== undefined);
  if (home)
    throw new RuleError(
      `${home.id} landed over its own side in turn ${home.landed}: version 6 of the rules took it out of the fight, version 7 keeps it in to refuel and rearm, so this log cannot be read under version 7`,
    );
  return next;
}
