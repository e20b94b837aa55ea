/**
 * Wings over Malta as a Sortie system: a campaign is a game whose steps are
 * the campaign's bookkeeping (mission roll, crews, after-action report,
 * choices), so it is stored, replayed, undone and exported like any game.
 * Two seats, Axis and British; the shared steps may be taken by either.
 */
import type { Outcome, Rules, View } from "../../engine/contract.js";
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { parseAction, parseOptions, type WomAction, type WomOptions } from "./actions.js";
import { advance, chooseSkill, decideReroll, pendingSide, report } from "./after-action.js";
import {
  type Role,
  SERVICE_NAME,
  SERVICE_SIDE,
  type Service,
  SIDE_NAME,
  SIDES,
  type Side,
  SKILL_NAME,
  type Skill,
} from "./data.js";
import { draft, settle } from "./draft.js";
import { assign, crewsOpen, current, ready, rollMission } from "./mission.js";
import { enlist, pilotOf } from "./roster.js";
import { type Sheet, sheetFor } from "./sheet.js";
import type { CampaignState, Mission } from "./state.js";

export type { WomAction, WomOptions };

/** A bound on the roster: random campaigns need under 60; losing every crew of every mission, 311. */
export const MAX_AIRMEN = 500;

/** The roster each side starts with (ruling W6: replacements join when a side runs short). */
const START: { service: Service; role: Role; n: number }[] = [
  { service: "raf", role: "fighter", n: 6 },
  { service: "raf", role: "bomber", n: 3 },
  { service: "regia", role: "fighter", n: 6 },
  { service: "regia", role: "bomber", n: 3 },
  { service: "luftwaffe", role: "fighter", n: 3 },
  { service: "luftwaffe", role: "bomber", n: 2 },
];

function setup(options: WomOptions, _dice: Dice): CampaignState {
  const s: CampaignState = {
    title: options.title ?? "Wings over Malta",
    mission: 1,
    crossed: [],
    missions: [],
    pilots: [],
    nextId: 1,
    named: { raf: 0, luftwaffe: 0, regia: 0 },
    phase: { kind: "brief" },
  };
  for (const g of START)
    for (let i = 0; i < g.n; i++) enlist(s, g.service, g.role, { why: "Joins the squadron" });
  return s;
}

/** Missions won by each side so far. */
export function wins(s: CampaignState): Record<Side, number> {
  const w = { axis: 0, british: 0 };
  for (const m of s.missions) if (m.winner) w[m.winner]++;
  return w;
}

export interface WomView extends View<WomAction> {
  state: CampaignState;
  wins: Record<Side, number>;
  mission: Mission | null;
  /** Which seats have something to do now. */
  waiting: Side[];
  /** Steps taken through forms rather than buttons. */
  forms: ("assign" | "report" | "enlist")[];
  /** The set-up sheet of the mission being prepared or flown. */
  sheet: Sheet | null;
}

/** The seats that may take the next step (a pending choice belongs to the airman's side). */
function waiting(s: CampaignState): Side[] {
  const ph = s.phase;
  if (ph.kind === "over") return [];
  if (ph.kind === "after") {
    const side = pendingSide(s);
    return side ? [side] : [];
  }
  return [...SIDES];
}

function simpleActions(s: CampaignState, seat: string | null): WomAction[] {
  const ph = s.phase;
  if (seat !== null && !waiting(s).includes(seat as Side)) return [];
  switch (ph.kind) {
    case "brief":
      return [{ type: "roll-mission" }];
    case "crews":
      return [{ type: "ready" }];
    case "after": {
      const p = ph.pending;
      if (p?.kind === "reroll")
        return [
          { type: "keep" },
          ...p.sources.map((source) => ({ type: "reroll", source }) as WomAction),
        ];
      if (p?.kind === "skill") return p.options.map((skill) => ({ type: "skill" as const, skill }));
      return [];
    }
    default:
      return [];
  }
}

function view(s: CampaignState, seat: string | null): WomView {
  const ph = s.phase;
  const forms: WomView["forms"] = [];
  const open = s.missions.find((m) => m.n === s.mission);
  if (open && crewsOpen(s, open)) forms.push("assign");
  if (ph.kind === "fight") forms.push("report");
  if (ph.kind !== "over") forms.push("enlist");
  const mission = s.missions.find((m) => m.n === s.mission) ?? null;
  return {
    seat,
    actions: simpleActions(s, seat),
    state: s,
    wins: wins(s),
    mission,
    sheet: mission ? sheetFor(s, mission) : null,
    waiting: waiting(s),
    forms,
  };
}

function mustBe(seat: string, side: Side, what: string) {
  if (seat !== side) throw new RuleError(`only the ${SIDE_NAME[side]} player ${what}`);
}

function act(state: CampaignState, seat: string, a: WomAction, dice: Dice): CampaignState {
  if (!SIDES.includes(seat as Side))
    throw new RuleError(`there is no seat "${seat}" in a campaign`);
  if (state.phase.kind === "over") throw new RuleError("the campaign is over");
  // The step works on a draft: what it changes is copied, the rest shared with `state`.
  const s = draft(state);
  try {
    step(s, seat, a, dice);
    advance(s, dice);
  } finally {
    settle(s);
  }
  return s;
}

function step(s: CampaignState, seat: string, a: WomAction, dice: Dice): void {
  const ph = s.phase;
  switch (a.type) {
    case "roll-mission":
      if (ph.kind !== "brief") throw new RuleError("this mission has been rolled already");
      rollMission(s, dice);
      break;
    case "assign":
      if (ph.kind !== "crews" && ph.kind !== "fight")
        throw new RuleError(
          "crews are chosen between the mission roll and the after-action report",
        );
      mustBe(seat, a.side, "chooses their crews");
      assign(s, a.side, a.pilots, dice);
      break;
    case "ready":
      if (ph.kind !== "crews") throw new RuleError("there are no crews waiting to be confirmed");
      ready(s, dice);
      break;
    case "report":
      report(s, a.report, dice);
      break;
    case "keep":
    case "reroll": {
      const side = pendingSide(s);
      if (side) mustBe(seat, side, "decides for their airman");
      decideReroll(s, a.type === "keep" ? null : a.source, dice);
      break;
    }
    case "skill": {
      const side = pendingSide(s);
      if (side) mustBe(seat, side, "chooses their airman's skill");
      chooseSkill(s, a.skill as Skill, dice);
      break;
    }
    case "enlist":
      mustBe(seat, a.side, "enlists their airmen");
      if (SERVICE_SIDE[a.service] !== a.side)
        throw new RuleError(
          `the ${SERVICE_NAME[a.service]} does not fly for the ${SIDE_NAME[a.side]}`,
        );
      enlist(s, a.service, a.role, { name: a.name, why: "Joins the squadron as a replacement" });
      break;
    case "rename": {
      const p = pilotOf(s, a.pilot);
      mustBe(seat, p.side, "names their airmen");
      p.name = a.name;
      break;
    }
  }
}

function outcome(s: CampaignState): Outcome | null {
  if (s.phase.kind !== "over") return null;
  const w = wins(s);
  const winners = w.axis > w.british ? ["axis"] : w.british > w.axis ? ["british"] : [];
  return {
    winners,
    scores: w,
    summary:
      winners.length === 0
        ? `The campaign is drawn, ${w.axis} missions each`
        : `The ${SIDE_NAME[winners[0] as Side]} win the campaign, ${Math.max(w.axis, w.british)} missions to ${Math.min(w.axis, w.british)}`,
  };
}

function describe(a: WomAction): string {
  switch (a.type) {
    case "roll-mission":
      return "Rolls the mission";
    case "assign":
      return `${SIDE_NAME[a.side]} choose their crews`;
    case "ready":
      return "Crews confirmed: pre-mission rolls";
    case "report":
      return "After-action report";
    case "keep":
      return "Keeps the roll";
    case "reroll":
      return `Re-rolls (${a.source === "lucky" ? "his luck" : SKILL_NAME[a.source as Skill]})`;
    case "skill":
      return `Chooses ${SKILL_NAME[a.skill as Skill]}`;
    case "enlist":
      return `Enlists a ${SERVICE_NAME[a.service]} ${a.role === "fighter" ? "fighter pilot" : "bomber crew"}`;
    case "rename":
      return `Renames an airman ${a.name}`;
  }
}

export const wingsOverMalta: Rules<CampaignState, WomAction, WomOptions, WomView> = {
  id: "wings-over-malta",
  title: "Wings over Malta",
  version: 2,
  seats: () => [...SIDES],
  parseOptions,
  parseAction,
  setup,
  view,
  act,
  outcome,
  // Every step may be taken back (a slip in a report put right); the dice after an undo are
  // fresh, never the ones already seen.
  undoable: () => true,
  limits: {
    entries: 5000,
    within: (s: CampaignState) =>
      s.pilots.length > MAX_AIRMEN
        ? `a campaign holds at most ${MAX_AIRMEN} airmen, the fallen included`
        : null,
  },
  subtitle: (o) => o.title,
  describe,
};

export { current };
