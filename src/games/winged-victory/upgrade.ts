/**
 * Winged Victory logs of an earlier version of the rules read under this
 * one. Version 7 takes fire away from a plane in stall (ruling W14: the
 * end-of-turn update's stall, or a stall or falling leaf still going on);
 * version 6 offered it. Every other step plays alike, so a version 6 log is
 * replayed as it stands: one where such a plane fired, or where its side
 * held fire in a step it is no longer asked in, is refused at that entry
 * (the replay names it). Older versions are refused, as before.
 */
import type { RecordOfLog } from "../../engine/contract.js";

export const RULES_VERSION = 7;

export function upgradeLog(record: RecordOfLog): RecordOfLog {
  return record.version === 6 ? { ...record, version: RULES_VERSION } : record;
}
