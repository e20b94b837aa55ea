/**
 * Winged Victory's Squadron Career as a Sortie system: a career is a game
 * whose steps are the squadron's bookkeeping between dogfights (the mission
 * roll and briefing, the crews, the after-action report, the days after), so
 * it is stored, replayed, undone and exported like any game. One seat: the
 * Wing Commander. The dogfights themselves are flown in Sortie's Winged
 * Victory or on the table, and their results typed in.
 */
import type { Entry, Outcome, Rules } from "../../../engine/contract.js";
import type { Dice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import { type CareerAction, describe, parseAction } from "./actions.js";
import { afterAction } from "./after-action.js";
import { planesOn } from "./availability.js";
import { between, fill } from "./between.js";
import { checkCrews, current, rollMission, suggestedCrews } from "./briefing.js";
import { longDate } from "./calendar.js";
import { type CareerOptions, CORPS_SIDE, corpsName, parseOptions } from "./options.js";
import { checkReport } from "./report.js";
import { airmanOf, careerPlane, line } from "./roster.js";
import type { CareerState, Mission } from "./state.js";
import { ROLE_CODE } from "./tables.js";
import { type CareerView, careerView } from "./view.js";

export type { CareerAction, CareerOptions, CareerView };

export const SEAT = "commander";

function setup(o: CareerOptions, dice: Dice): CareerState {
  const side = CORPS_SIDE[o.corps];
  const type = planesOn(o, o.start, side, ROLE_CODE[o.role], o.corps)[0];
  const s: CareerState = {
    v: 1,
    squadron: o.squadron,
    corps: o.corps,
    side,
    role: o.role,
    start: o.start,
    end: o.end,
    date: o.start,
    tables: o.tables,
    ...(o.printed === undefined ? {} : { printed: o.printed }),
    planeType: type.plane.id,
    airmen: [],
    planes: [],
    missions: [],
    nextAirman: 1,
    nextSerial: 1,
    phase: { kind: "brief" },
  };
  fill(s, true, dice, []);
  return s;
}

function mission(s: CareerState): Mission {
  const m = current(s);
  if (!m) throw new RuleError("no mission is under way");
  return m;
}

/** The days after a mission (flown or not): the calendar, the roster; the next briefing or the end. */
function nextDays(s: CareerState, m: Mission, dice: Dice) {
  s.phase = between(s, m.events, dice) ? { kind: "brief" } : { kind: "over" };
}

function step(s: CareerState, a: CareerAction, dice: Dice) {
  const ph = s.phase.kind;
  switch (a.type) {
    case "roll-mission":
      if (ph !== "brief") throw new RuleError("this mission has been rolled already");
      rollMission(s, dice);
      s.phase = { kind: "assign" };
      return;
    case "assign": {
      if (ph !== "assign" && ph !== "fight")
        throw new RuleError("crews are named after the mission roll and before the report");
      const m = mission(s);
      checkCrews(s, m, a.crews);
      m.crews = a.crews.map((c) => ({ plane: c.plane, crew: [...c.crew] }));
      s.phase = { kind: "fight" };
      return;
    }
    case "stand-down": {
      if (ph !== "assign")
        throw new RuleError("the squadron stands down only instead of naming crews");
      const m = mission(s);
      if (suggestedCrews(s, m.slots).length > 0)
        throw new RuleError(
          "a crew can fly this mission: name it (a squadron stands down only when none can)",
        );
      m.stoodDown = true;
      m.events.push("No crew fit to fly: the squadron stands down");
      nextDays(s, m, dice);
      return;
    }
    case "report": {
      if (ph !== "fight" && ph !== "report")
        throw new RuleError(
          "the report comes after the crews are named and before it is confirmed",
        );
      const m = mission(s);
      checkReport(s, m, a.report);
      m.report = a.report;
      s.phase = { kind: "report" };
      return;
    }
    case "confirm": {
      if (ph !== "report") throw new RuleError("there is no report to confirm");
      const m = mission(s);
      afterAction(s, m, m.report as NonNullable<Mission["report"]>, dice);
      nextDays(s, m, dice);
      return;
    }
    case "rename": {
      const who = airmanOf(s, a.airman);
      line(who, s.date, `Known as ${a.name} (was ${who.name})`);
      who.name = a.name;
      return;
    }
    case "re-equip": {
      if (ph !== "brief")
        throw new RuleError("a squadron re-equips between missions, before the next roll");
      const types = planesOn(s, s.date, s.side, ROLE_CODE[s.role], s.corps).filter(
        (c) => !c.standIn,
      );
      if (!types.some((c) => c.plane.id === a.plane))
        throw new RuleError(
          `the ${corpsName(s.corps, s.date)} has no "${a.plane}" for a squadron like this on ${longDate(s.date)} (in service: ${types.map((c) => c.plane.id).join(", ") || "none"})`,
        );
      if (a.plane === s.planeType)
        throw new RuleError(`the squadron flies the ${careerPlane(s, a.plane).name} already`);
      if (careerPlane(s, a.plane).crew.length !== careerPlane(s, s.planeType).crew.length)
        throw new RuleError("a squadron re-equips with a plane of the same crew");
      s.planeType = a.plane;
      for (const p of s.planes) if (p.status !== "lost") p.type = a.plane;
      return;
    }
  }
}

function act(state: CareerState, seat: string, a: CareerAction, dice: Dice): CareerState {
  if (seat !== SEAT) throw new RuleError(`only the Wing Commander keeps the squadron's books`);
  if (state.phase.kind === "over") throw new RuleError("the squadron's war is over");
  const s = draft(state);
  step(s, a, dice);
  return s;
}

/**
 * A step's working copy: every airman and plane copied (their lists of lines
 * and awards too, the lines themselves shared), and the mission under way;
 * earlier missions and the tables are never changed again, so they are
 * shared with the state before the step (a long career's step costs what
 * its roster holds, not its whole history).
 */
function draft(s: CareerState): CareerState {
  const last = s.missions.length - 1;
  return {
    ...s,
    airmen: s.airmen.map((a) => ({ ...a, awards: [...a.awards], lines: [...a.lines] })),
    planes: s.planes.map((p) => ({ ...p })),
    missions: s.missions.map((m, i) =>
      i === last
        ? { ...m, crews: m.crews.map((c) => ({ ...c, crew: [...c.crew] })), events: [...m.events] }
        : m,
    ),
  };
}

function outcome(s: CareerState): Outcome | null {
  if (s.phase.kind !== "over") return null;
  const v = careerView(s, null).totals;
  return {
    winners: [SEAT],
    scores: { [SEAT]: v.accomplished },
    summary: `${s.squadron}: ${v.missions} missions, ${v.accomplished} accomplished, ${v.victories} victories, ${v.killed} killed`,
  };
}

export const wingedVictoryCareer: Rules<CareerState, CareerAction, CareerOptions, CareerView> = {
  id: "winged-victory-career",
  title: "Winged Victory: Squadron Career",
  version: 1,
  seats: () => [SEAT],
  parseOptions,
  parseAction,
  setup,
  view: careerView,
  act,
  outcome,
  // A step that rolled stands once its dice are seen; with dice rolled at the table, anything may be taken back.
  undoable: (e: Entry<CareerAction>, dice: "seeded" | "manual") =>
    dice === "manual" || e.rolls.length === 0,
  limits: {
    entries: 20000,
    // A whole war on a die of 2 days between missions logs about 0.9 MB; on a die of 1, 1.3 MB.
    logBytes: 4 * 1024 * 1024,
    within: (s: CareerState) =>
      s.airmen.length > 3000
        ? "a career holds at most 3,000 airmen"
        : s.missions.length > 2000
          ? "a career holds at most 2,000 missions"
          : null,
  },
  subtitle: (o) => o.squadron,
  describe,
};
