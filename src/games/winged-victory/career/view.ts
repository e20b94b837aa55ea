/** What the Wing Commander sees: the squadron record, the briefing, the forms open now. */
import type { View } from "../../../engine/contract.js";
import { boxOf } from "../game/printed.js";
import { otherSide } from "../game/state.js";
import type { Briefing } from "../missions/missions.js";
import type { CareerAction } from "./actions.js";
import { planesOn } from "./availability.js";
import { current, suggestedCrews } from "./briefing.js";
import { longDate } from "./calendar.js";
import { corpsName, ROLE_NAME } from "./options.js";
import { blankReport } from "./report.js";
import { careerPlane, rankName } from "./roster.js";
import type { Airman, CareerState, Mission, OtherPlane } from "./state.js";
import { ROLE_CODE } from "./tables.js";

export interface PlaneLine {
  type: string;
  name: string;
  code: string;
  vp: number;
  skill?: string;
  standIn: boolean;
}

export interface BriefingView {
  n: number;
  date: string;
  dateText: string;
  table: 1916 | 1917;
  ours: Briefing;
  theirs: Briefing;
  slots: number;
  attached: PlaneLine[];
  enemy: PlaneLine[];
  /**
   * Why the orders are not what the squadron's own roll gave, or were given
   * without one: the enemy's mission is a red one, which sets ours to its
   * counterpart (null: the orders are the roll's).
   */
  ordersWhy: string | null;
}

const SIDE_NAME = { allies: "Allies", germans: "Germans" } as const;

/** The orders set by the enemy's red mission, said: the log's roll for ours (if any) stood aside. */
export function ordersWhy(s: CareerState, ours: Briefing, theirs: Briefing): string | null {
  if (!theirs.red || theirs.counter !== ours.id) return null;
  const enemy = SIDE_NAME[otherSide(s.side)];
  // The Allies roll first: a red Allied mission leaves the Germans no roll; a red German one overrides the Allies' roll.
  const roll =
    s.side === "allies"
      ? "whatever the squadron's own roll gave (the log shows both rolls)"
      : "without a roll of the squadron's own";
  return `The ${enemy}' mission, ${theirs.name}, is a red one: it sets the squadron's orders to its counterpart, ${ours.name}, ${roll}.`;
}

export interface AirmanLine extends Airman {
  rankName: string;
}

export interface CareerView extends View<CareerAction> {
  state: CareerState;
  corpsName: string;
  roleName: string;
  dateText: string;
  roster: AirmanLine[];
  /** Types the squadron may re-equip with today. */
  types: { id: string; name: string }[];
  briefing: BriefingView | null;
  /** The last mission resolved (its events), for the after-action page. */
  last: Mission | null;
  forms: ("assign" | "report" | "rename")[];
  /** Over the career: victories are those confirmed in its missions (a founding ace's are his own). */
  totals: { missions: number; accomplished: number; victories: number; killed: number; vp: number };
}

const planeLine = (s: CareerState, o: OtherPlane, withSkill: boolean): PlaneLine => {
  const p = careerPlane(s, o.type);
  return {
    type: o.type,
    name: p.name,
    code: p.code,
    vp: p.vp,
    standIn: o.standIn,
    ...(withSkill ? { skill: o.skill } : {}),
  };
};

export function briefingOf(s: CareerState, m: Mission): BriefingView {
  return {
    n: m.n,
    date: m.date,
    dateText: longDate(m.date),
    table: m.table,
    // The owner's printed briefings where his box file gives them.
    ours: boxOf(s).briefings[m.missions[s.side]],
    theirs: boxOf(s).briefings[m.missions[otherSide(s.side)]],
    slots: m.slots,
    attached: m.attached.map((o) => planeLine(s, o, false)),
    enemy: m.enemy.map((o) => planeLine(s, o, true)),
    ordersWhy: ordersWhy(
      s,
      boxOf(s).briefings[m.missions[s.side]],
      boxOf(s).briefings[m.missions[otherSide(s.side)]],
    ),
  };
}

function actions(s: CareerState, types: { id: string }[]): CareerAction[] {
  const m = current(s);
  switch (s.phase.kind) {
    case "brief":
      return [
        { type: "roll-mission" },
        ...types
          .filter((t) => t.id !== s.planeType)
          .map((t) => ({ type: "re-equip" as const, plane: t.id })),
      ];
    case "assign": {
      const crews = m ? suggestedCrews(s, m.slots) : [];
      return crews.length > 0 ? [{ type: "assign", crews }] : [{ type: "stand-down" }];
    }
    case "fight":
      return m ? [{ type: "report", report: blankReport(m) }] : [];
    case "report":
      return [{ type: "confirm" }];
    case "over":
      return [];
  }
}

export function careerView(s: CareerState, seat: string | null): CareerView {
  const types = planesOn(s, s.date, s.side, ROLE_CODE[s.role], s.corps)
    .filter((c) => !c.standIn)
    .map((c) => ({ id: c.plane.id, name: careerPlane(s, c.plane.id).name }));
  const m = current(s);
  const forms: CareerView["forms"] = [];
  if (s.phase.kind === "assign" || s.phase.kind === "fight") forms.push("assign");
  if (s.phase.kind === "fight" || s.phase.kind === "report") forms.push("report");
  if (s.phase.kind !== "over") forms.push("rename");
  const done = s.missions.filter((x) => x.report && x.confirmed !== undefined);
  const last =
    [...s.missions].reverse().find((x) => x.confirmed !== undefined || x.stoodDown) ?? null;
  return {
    seat,
    actions: seat === "commander" ? actions(s, types) : [],
    state: s,
    corpsName: corpsName(s.corps, s.date),
    roleName: ROLE_NAME[s.role],
    dateText: longDate(s.date),
    roster: s.airmen.map((a) => ({ ...a, rankName: rankName(s, a) })),
    types,
    briefing: m ? briefingOf(s, m) : null,
    last,
    forms: seat === "commander" ? forms : [],
    totals: {
      missions: done.length,
      accomplished: done.filter((x) => x.report?.accomplished).length,
      victories: done.reduce((n, x) => n + (x.confirmed ?? 0), 0),
      killed: s.airmen.filter((a) => a.status === "killed").length,
      vp: done.reduce((n, x) => n + (x.vpScored ?? 0), 0),
    },
  };
}
