/** Wings over Malta: the checks an after-action report must pass before anything is rolled. */
import { RuleError } from "../../engine/errors.js";
import { other, SCENARIOS, SIDE_NAME, SIDES } from "./data.js";
import { findPilot, fullName, pilotOf } from "./roster.js";
import type { AircraftReport, CampaignState, Mission, Report } from "./state.js";
import { downed, SHIPS } from "./victory.js";

const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;

/** Checks one aircraft's line of a report on its own (kills against the enemy's losses are checked with the whole report). */
export function checkAircraft(s: CampaignState, m: Mission, a: AircraftReport): void {
  const floor = SCENARIOS[m.scenario].floor;
  const who = findPilot(s, a.pilot);
  const name = who ? fullName(who) : a.pilot;
  if (!SIDES.some((side) => m.crews[side].some((x) => x.pilot === a.pilot)))
    throw new RuleError(`${name} did not fly this mission`);
  if (!count(a.kills) || !count(a.shares))
    throw new RuleError(`${name}: kills and shared kills are whole numbers, 0 or more`);
  if (!count(a.wounds) || a.wounds > 3)
    throw new RuleError(`${name}: wounds in the fight are 0 to 3`);
  const start = (who?.next.wound ? 1 : 0) + a.wounds;
  if (a.height !== undefined && count(a.height) && a.height < floor)
    throw new RuleError(
      `${name}: floor plus altitude is ${floor} or more here (the floor is ${floor})`,
    );
  if (a.shotDown) {
    if (a.left !== "no") throw new RuleError(`${name}: a plane shot down did not leave the table`);
    if (start < 3) {
      if (!a.escape)
        throw new RuleError(`${name}: say whether the crew bales out or nurses the wreck down`);
      if (!a.came) throw new RuleError(`${name}: say where the plane came down`);
      if (a.escape === "bale") {
        if (!count(a.height))
          throw new RuleError(`${name}: give the floor plus altitude when shot down`);
        if ((a.height as number) < 3)
          throw new RuleError(`${name}: below floor plus altitude 3 there is no time to bale out`);
        if (start >= 2) throw new RuleError(`${name}: an incapacitated airman cannot bale out`);
      }
    }
  } else if (start >= 2) {
    throw new RuleError(
      `${name}: an incapacitated or dead pilot's plane crashes — report it shot down`,
    );
  }
  if (a.keepsakeUsed && who && who.keepsakes.length === 0)
    throw new RuleError(`${name} has no keepsake to use`);
  if (a.luckUsed && who && !who.lucky) throw new RuleError(`${name} is not lucky`);
}

/** Checks a report against the mission; RuleError with a clear reason if it cannot be. */
export function checkReport(s: CampaignState, m: Mission, r: Report): void {
  const flying = SIDES.flatMap((side) => m.crews[side].map((x) => ({ side, slot: x })));
  const seen = new Set<string>();
  for (const a of r.aircraft) {
    checkAircraft(s, m, a);
    if (seen.has(a.pilot))
      throw new RuleError(`${fullName(pilotOf(s, a.pilot))} is reported twice`);
    seen.add(a.pilot);
  }
  const missing = flying.find((f) => f.slot.pilot && !seen.has(f.slot.pilot));
  if (missing?.slot.pilot)
    throw new RuleError(`the report is missing ${fullName(pilotOf(s, missing.slot.pilot))}`);
  for (const side of SIDES) {
    const mine = r.aircraft.filter((a) => m.crews[side].some((x) => x.pilot === a.pilot));
    const theirs = r.aircraft.filter((a) => m.crews[other(side)].some((x) => x.pilot === a.pilot));
    const kills = mine.reduce((t, a) => t + a.kills, 0);
    const shares = mine.reduce((t, a) => t + a.shares, 0);
    if (mine.some((a) => a.shares > theirs.length)) {
      throw new RuleError(`${SIDE_NAME[side]}: more shared kills than enemy aircraft`);
    }
    // A shared kill is shared by two airmen at least.
    if (kills + Math.ceil(shares / 2) > theirs.filter(downed).length) {
      throw new RuleError(
        `${SIDE_NAME[side]} claim more kills than enemy planes went down (${theirs.filter(downed).length})`,
      );
    }
  }
  const ships = SHIPS[m.scenario];
  if (ships && r.ships?.some((x) => !count(x.damage)))
    throw new RuleError("ship damage is a whole number, 0 or more");
  for (const v of [r.boatDamage, r.hangarDamage, r.otherDamage]) {
    if (v !== undefined && !count(v)) throw new RuleError("damage is a whole number, 0 or more");
  }
}
