/** Helpers for Wings over Malta tests: campaigns driven step by step on scripted dice. */
import { expect } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import type { WomAction } from "./actions.js";
import { SIDES, type Side } from "./data.js";
import { wingsOverMalta } from "./rules.js";
import { type AircraftReport, blankAircraft, type CampaignState, type Report } from "./state.js";

export const newCampaign = (): CampaignState => wingsOverMalta.setup({}, scriptedDice([]));

/**
 * Plays one step on exactly these dice (all must be used); returns the new
 * state and the rolls. A report that holds both sides' aircraft is entered
 * as each side's part, the Axis first, as the two seats do.
 */
export function step(s: CampaignState, seat: Side, action: WomAction, dice: number[] = []) {
  const d = scriptedDice(dice);
  let next = s;
  if (action.type === "report" && !action.side && whole(s, action.report)) {
    for (const side of SIDES)
      next = wingsOverMalta.act(
        next,
        side,
        { type: "report", report: partOf(next, side, action.report) },
        d,
      );
  } else next = wingsOverMalta.act(s, seat, action, d);
  expect(d.rolls.length, "dice used").toBe(dice.length);
  return { s: next, rolls: d.rolls };
}

/** Both sides confirm their crews, the Axis first; `dice` are the pre-mission rolls. */
export function confirm(s: CampaignState, dice: number[] = []) {
  const d = scriptedDice(dice);
  let next = s;
  for (const side of SIDES) next = wingsOverMalta.act(next, side, { type: "ready" }, d);
  expect(d.rolls.length, "dice used").toBe(dice.length);
  return { s: next, rolls: d.rolls };
}

const crewOf = (s: CampaignState, side: Side) =>
  new Set(s.missions[s.missions.length - 1].crews[side].map((x) => x.pilot));

/** Whether a report holds aircraft of both sides. */
const whole = (s: CampaignState, r: Report) =>
  SIDES.every((side) => r.aircraft.some((a) => crewOf(s, side).has(a.pilot)));

/** One side's part of a whole report: its aircraft, and for the attacker the targets. */
export function partOf(s: CampaignState, side: Side, r: Report): Report {
  const m = s.missions[s.missions.length - 1];
  const { aircraft, ...targets } = r;
  const mine = aircraft.filter((a) => crewOf(s, side).has(a.pilot));
  return side === m.attacker ? { aircraft: mine, ...targets } : { aircraft: mine };
}

/** Rolls a mission: attacker die, mission die, then the Axis and British fighter dice. */
export function rollMission(
  s: CampaignState,
  attacker: number,
  mission: number,
  fighters: [number, number] = [1, 1],
) {
  return step(s, "axis", { type: "roll-mission" }, [attacker, mission, ...fighters]).s;
}

export const crews = (s: CampaignState, side: Side) =>
  s.missions[s.missions.length - 1].crews[side].map((x) => x.pilot) as string[];

/** A quiet report: everyone home unhurt, no kills; `over` changes any airman's line. */
export function quietReport(
  s: CampaignState,
  over: Record<string, Partial<AircraftReport>> = {},
  extra: Partial<Report> = {},
): Report {
  const m = s.missions[s.missions.length - 1];
  const aircraft: AircraftReport[] = [...m.crews.axis, ...m.crews.british].map((x) => ({
    ...blankAircraft(x.pilot as string),
    ...(over[x.pilot as string] ?? {}),
  }));
  const fill: Partial<Report> =
    m.scenario === "strafe"
      ? { boatDamage: 0 }
      : m.scenario === "airfield"
        ? { hangarDamage: 0, otherDamage: 0 }
        : m.scenario === "torpedo"
          ? { ships: [0, 0, 0, 0].map(() => ({ damage: 0, sunk: false })) }
          : m.scenario === "carrier" || m.scenario === "interdict"
            ? { ships: [0, 0].map(() => ({ damage: 0, sunk: false })) }
            : {};
  return { aircraft, ...fill, ...extra };
}

export const pilot = (s: CampaignState, id: string) => {
  const p = s.pilots.find((x) => x.id === id);
  if (!p) throw new Error(`no pilot ${id}`);
  return p;
};

/** Strafe mission (Axis attack, die 1), crews confirmed: ready to report. */
export function strafe(s: CampaignState = newCampaign()): CampaignState {
  return confirm(rollMission(s, 1, 1)).s;
}
