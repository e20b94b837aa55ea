/**
 * Wings over Malta as a Sortie system: a campaign is a game whose steps are
 * the campaign's bookkeeping (mission roll, crews, after-action report,
 * choices), so it is stored, replayed, undone and exported like any game.
 * Two seats, Axis and British. A seat acts for its own side only: it
 * confirms its own crews, enters and corrects its own part of the report,
 * decides for its own airmen; rolling the mission is either's. A table that
 * keeps both sides on one screen holds both seats' links and takes each
 * side's step through its own.
 */
import type { Entry, Outcome, Rules, View } from "../../engine/contract.js";
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { count } from "../../engine/words.js";
import { parseAction, parseOptions, type WomAction, type WomOptions } from "./actions.js";
import { advance, chooseSkill, decideReroll, enterReport, pendingSide } from "./after-action.js";
import { correct, correctable, keepLater } from "./correction.js";
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
import { assign, confirm, crewsOpen, current, rollMission } from "./mission.js";
import { disagreement } from "./report-parts.js";
import { enlist, findPilot, fullName, pilotOf } from "./roster.js";
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
  /** What the campaign waits for, side by side ("confirm their crews"), for the pages to say. */
  waitingFor: { side: Side; what: string }[];
  /** Both parts of the report are in but cannot both stand: why (either side may enter its part again). */
  disagreement: string | null;
  /** The mission whose report may be corrected now (until the next mission is rolled), or null. */
  correctable: number | null;
  /** Steps taken through forms rather than buttons. */
  forms: ("assign" | "report" | "correct" | "enlist")[];
  /** The set-up sheet of the mission being prepared or flown. */
  sheet: Sheet | null;
}

/** What each side still has to do, in the order the campaign needs it. */
export function waitingFor(s: CampaignState): { side: Side; what: string }[] {
  const ph = s.phase;
  const m = s.missions.find((x) => x.n === s.mission);
  if (ph.kind === "crews" && m)
    return SIDES.filter((side) => !m.ready?.includes(side)).map((side) => ({
      side,
      what: "confirm their crews",
    }));
  if (ph.kind === "fight" && m) {
    if (disagreement(s, m)) return SIDES.map((side) => ({ side, what: "settle the report" }));
    return SIDES.filter((side) => !m.reports?.[side]).map((side) => ({
      side,
      what: "enter their after-action report",
    }));
  }
  if (ph.kind === "after" && ph.pending) {
    const p = ph.pending;
    const who = findPilot(s, p.pilot);
    const name = who ? fullName(who) : p.pilot;
    return [
      {
        side: pendingSide(s) as Side,
        what:
          p.kind === "reroll"
            ? `decide whether ${name} re-rolls on the ${p.table} table`
            : `choose ${name}'s ace skill`,
      },
    ];
  }
  return [];
}

/** The seats that may take the next step (a pending choice belongs to the airman's side). */
function waiting(s: CampaignState): Side[] {
  const ph = s.phase;
  if (ph.kind === "over") return [];
  if (ph.kind === "brief") return [...SIDES];
  return [...new Set(waitingFor(s).map((w) => w.side))];
}

function simpleActions(s: CampaignState, seat: string | null): WomAction[] {
  const ph = s.phase;
  const mine = (side: Side) => seat === null || seat === side;
  if (seat !== null && !waiting(s).includes(seat as Side)) return [];
  switch (ph.kind) {
    case "brief":
      return [{ type: "roll-mission" }];
    case "crews": {
      const m = current(s);
      return SIDES.filter((side) => mine(side) && !m.ready?.includes(side)).map((side) => ({
        type: "ready",
        side,
      }));
    }
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

/**
 * The campaign as a page is sent it: of the roster kept for a correction,
 * only the mission's airmen as they flew it (what a correction's form asks
 * after: luck, keepsakes, a wound flown with); the rest stays on the server.
 */
function shown(s: CampaignState): CampaignState {
  const m = correctable(s);
  if (!s.reopen || !m) return s;
  const flew = new Set([...m.crews.axis, ...m.crews.british].map((x) => x.pilot));
  return { ...s, reopen: { ...s.reopen, pilots: s.reopen.pilots.filter((p) => flew.has(p.id)) } };
}

function view(s: CampaignState, seat: string | null): WomView {
  const ph = s.phase;
  const forms: WomView["forms"] = [];
  const open = s.missions.find((m) => m.n === s.mission);
  if (open && crewsOpen(s, open)) forms.push("assign");
  if (ph.kind === "fight") forms.push("report");
  const fixable = correctable(s);
  if (fixable) forms.push("correct");
  if (ph.kind !== "over") forms.push("enlist");
  const mission = s.missions.find((m) => m.n === s.mission) ?? null;
  return {
    seat,
    actions: simpleActions(s, seat),
    state: shown(s),
    wins: wins(s),
    mission,
    sheet: mission ? sheetFor(s, mission) : null,
    waiting: waiting(s),
    waitingFor: waitingFor(s),
    disagreement: open && ph.kind === "fight" ? disagreement(s, open) : null,
    correctable: fixable?.n ?? null,
    forms,
  };
}

function mustBe(seat: string, side: Side, what: string) {
  if (seat !== side) throw new RuleError(`only the ${SIDE_NAME[side]} player ${what}`);
}

/** A step for a side, taken by a seat: the seat's own side unless it names the other, which is refused. */
function ownSide(seat: Side, side: Side | undefined, what: string): Side {
  if (side && side !== seat)
    throw new RuleError(
      `the ${SIDE_NAME[seat]} player cannot ${what.replace("%", SIDE_NAME[side])}: each side does that for itself`,
    );
  return seat;
}

function act(state: CampaignState, seat: string, a: WomAction, dice: Dice): CampaignState {
  if (!SIDES.includes(seat as Side))
    throw new RuleError(`there is no seat "${seat}" in a campaign`);
  if (state.phase.kind === "over") throw new RuleError("the campaign is over");
  // The step works on a draft: what it changes is copied, the rest shared with `state`.
  const s = draft(state);
  try {
    step(s, seat as Side, a, dice);
    advance(s, dice);
  } finally {
    settle(s);
  }
  return s;
}

function step(s: CampaignState, seat: Side, a: WomAction, dice: Dice): void {
  const ph = s.phase;
  switch (a.type) {
    case "roll-mission":
      if (ph.kind !== "brief") throw new RuleError("this mission has been rolled already");
      // The last report stands as it is from now on.
      delete s.reopen;
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
    case "ready": {
      const side = ownSide(seat, a.side, "confirm the % crews");
      if (ph.kind !== "crews") throw new RuleError("there are no crews waiting to be confirmed");
      confirm(s, side, dice);
      break;
    }
    case "report":
      enterReport(s, ownSide(seat, a.side, "enter the % report"), a.report, dice);
      break;
    case "correct":
      correct(s, ownSide(seat, a.side, "correct the % report"), a.report, dice);
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
      keepLater(s, { kind: "enlist", service: a.service, role: a.role, name: a.name });
      break;
    case "rename": {
      const p = pilotOf(s, a.pilot);
      mustBe(seat, p.side, "names their airmen");
      p.name = a.name;
      keepLater(s, { kind: "rename", pilot: p.id, name: a.name });
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
        ? `The campaign is drawn, ${count(w.axis, "mission")} each`
        : `The ${SIDE_NAME[winners[0] as Side]} win the campaign, ${count(Math.max(w.axis, w.british), "mission")} to ${Math.min(w.axis, w.british)}`,
  };
}

function describe(a: WomAction): string {
  switch (a.type) {
    case "roll-mission":
      return "Rolls the mission";
    case "assign":
      return `${SIDE_NAME[a.side]} choose their crews`;
    case "ready":
      return "Confirms their crews";
    case "report":
      return "Enters their part of the after-action report";
    case "correct":
      return "Corrects their part of the after-action report (the dice already rolled stand)";
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
  // 3: each side confirms its own crews and enters its own part of the report; corrections.
  version: 3,
  seats: () => [...SIDES],
  parseOptions,
  parseAction,
  setup,
  view,
  act,
  outcome,
  // A roll stands: with Sortie's dice a step that rolled is final (a wrong report is corrected,
  // keeping its dice: correction.ts). Steps that rolled nothing, and any step on dice rolled at
  // the table, may be taken back.
  undoable: (e: Entry<WomAction>, dice: "seeded" | "manual") =>
    dice === "manual" || e.rolls.length === 0,
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
