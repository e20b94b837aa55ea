/**
 * Wings over Malta: each side enters its own part of the after-action report
 * — its own aircraft, and for the attacker the damage on the targets — and
 * the report is whole once both parts are in and agree (no side claims more
 * kills than the other reports planes down).
 */
import { RuleError } from "../../engine/errors.js";
import { other, SIDE_NAME, SIDES, type Side } from "./data.js";
import { checkAircraft, checkReport } from "./report-check.js";
import { findPilot, fullName } from "./roster.js";
import type { CampaignState, Mission, Report } from "./state.js";
import { SHIPS } from "./victory.js";

const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;

/** The targets' damage in a report, without its aircraft. */
export function targetsOf(r: Report): Omit<Report, "aircraft"> {
  const { aircraft: _, ...rest } = r;
  return rest;
}

/** What the attacker's part must say of the targets in this mission. */
function checkTargets(m: Mission, r: Report): void {
  const need = (v: number | undefined, what: string) => {
    if (v === undefined) throw new RuleError(`this mission's report needs ${what}`);
    if (!count(v)) throw new RuleError("damage is a whole number, 0 or more");
  };
  if (m.scenario === "strafe") need(r.boatDamage, "the damage on the boats");
  if (m.scenario === "airfield") {
    need(r.hangarDamage, "the damage on the hangars");
    need(r.otherDamage, "the damage on the other targets");
  }
  const ships = SHIPS[m.scenario];
  if (ships) {
    if (!r.ships || r.ships.length !== ships.length)
      throw new RuleError(`this mission's report needs the damage on ${ships.length} ships`);
    if (r.ships.some((x) => !count(x.damage)))
      throw new RuleError("ship damage is a whole number, 0 or more");
  }
}

/**
 * Checks one side's part on its own: every aircraft of that side once, none
 * of the other side's, claims no larger than the enemy's numbers, and the
 * targets' damage from the attacker only.
 */
export function checkPart(s: CampaignState, m: Mission, side: Side, r: Report): void {
  const mine = new Set(m.crews[side].map((x) => x.pilot));
  const theirs = m.crews[other(side)];
  const seen = new Set<string>();
  for (const a of r.aircraft) {
    const p = findPilot(s, a.pilot);
    const name = p ? fullName(p) : a.pilot;
    if (!mine.has(a.pilot)) {
      if (theirs.some((x) => x.pilot === a.pilot))
        throw new RuleError(
          `${name} flies for the ${SIDE_NAME[other(side)]}: the ${SIDE_NAME[side]} report their own planes only`,
        );
      throw new RuleError(`${name} did not fly this mission`);
    }
    if (seen.has(a.pilot)) throw new RuleError(`${name} is reported twice`);
    seen.add(a.pilot);
    checkAircraft(s, m, a);
    if (a.shares > theirs.length)
      throw new RuleError(`${SIDE_NAME[side]}: more shared kills than enemy aircraft`);
  }
  const missing = m.crews[side].find((x) => x.pilot && !seen.has(x.pilot));
  if (missing?.pilot) {
    const p = findPilot(s, missing.pilot);
    throw new RuleError(`the report is missing ${p ? fullName(p) : missing.pilot}`);
  }
  // A shared kill is shared by two airmen at least, as in the whole report's check.
  const kills = r.aircraft.reduce((t, a) => t + a.kills, 0);
  const shares = r.aircraft.reduce((t, a) => t + a.shares, 0);
  if (kills + Math.ceil(shares / 2) > theirs.length)
    throw new RuleError(
      `${SIDE_NAME[side]} claim more kills than the ${theirs.length} enemy planes that flew`,
    );
  const targets = Object.values(targetsOf(r)).some((v) => v !== undefined);
  if (side === m.attacker) checkTargets(m, r);
  else if (targets)
    throw new RuleError(
      `the damage on the targets is the attackers' to report (the ${SIDE_NAME[m.attacker]})`,
    );
}

/** Both parts as one report: the Axis aircraft, then the British, and the attacker's targets. */
export function wholeReport(m: Mission, parts: Record<Side, Report>): Report {
  return {
    aircraft: SIDES.flatMap((side) => parts[side].aircraft),
    ...targetsOf(parts[m.attacker]),
  };
}

/** Both parts, once both are in. */
export function bothParts(m: Mission): Record<Side, Report> | null {
  const p = m.reports;
  return p?.axis && p.british ? { axis: p.axis, british: p.british } : null;
}

/**
 * Why both parts, each sound on its own, cannot stand together (one side
 * claims more kills than the other reports planes down), or null.
 */
export function disagreement(s: CampaignState, m: Mission, parts = bothParts(m)): string | null {
  if (!parts) return null;
  try {
    checkReport(s, m, wholeReport(m, parts));
    return null;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return e.message;
  }
}
