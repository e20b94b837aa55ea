/**
 * Wings over Malta: correcting the last after-action report. A roll stands —
 * no step that rolled may be taken back — yet a Wing Commander who typed a
 * wrong result must be able to put it right. So, from the report until the
 * next mission is rolled, a side may enter its part of the report again:
 * the campaign goes back to where the report found it and the after-action
 * runs again on the corrected report, reusing every die already rolled for
 * the same purpose (the same airman on the same table, his wounds, his ace,
 * promotion and medal rolls: kept.ts) and every choice already made to the
 * same question. Only a roll the after-action never needed before is rolled
 * afresh, and it too is kept from then on. A correction therefore changes
 * what was reported, never the dice: entering a result again, or going back
 * to an earlier one, meets the very rolls already seen.
 */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { runReport } from "./after-action.js";
import { SIDE_NAME, type Side } from "./data.js";
import { letGo } from "./draft.js";
import { bothParts, checkPart, disagreement, wholeReport } from "./report-parts.js";
import { enlist, findPilot, pilotOf } from "./roster.js";
import type { CampaignState, Later, Mission, Report } from "./state.js";

/** The mission whose report may be corrected now, or null. */
export function correctable(s: CampaignState): Mission | null {
  const ro = s.reopen;
  const m = s.missions[s.missions.length - 1];
  return ro && m?.n === ro.mission && m.report ? m : null;
}

/**
 * The campaign with the corrected mission's airmen as they were when the
 * report was made (their luck, keepsakes, a wound flown with): what a
 * correction is checked against, in the rules and in the forms. Works on a
 * page's view too, which holds just those airmen of the kept roster.
 */
export function asReported(s: CampaignState): CampaignState {
  const ro = s.reopen;
  if (!ro || !correctable(s)) return s;
  const was = new Map(ro.pilots.map((p) => [p.id, p]));
  return { ...s, pilots: s.pilots.map((p) => was.get(p.id) ?? p) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function correct(s: CampaignState, side: Side, r: Report, dice: Dice): void {
  const ro = s.reopen;
  const was = correctable(s);
  if (!ro || !was)
    throw new RuleError(
      "there is no report to correct: a report may be corrected until the next mission is rolled",
    );
  if (same(was.reports?.[side], r))
    throw new RuleError(`the ${SIDE_NAME[side]} report already says just that`);
  // The campaign as the report found it.
  s.mission = ro.mission;
  s.crossed = [...ro.crossed];
  s.pilots = ro.pilots.slice();
  s.nextId = ro.nextId;
  s.named = { ...ro.named };
  letGo(s);
  const m: Mission = { ...was, reports: { ...was.reports, [side]: r }, fates: [] };
  delete m.report;
  delete m.vp;
  delete m.winner;
  s.missions[s.missions.length - 1] = m;
  s.phase = { kind: "fight" };
  checkPart(s, m, side, r);
  const parts = bothParts(m);
  if (!parts) throw new Error("a corrected report without both parts");
  const clash = disagreement(s, m, parts);
  if (clash)
    throw new RuleError(`the corrected report does not agree with the other side's: ${clash}`);
  // The after-action again from its start: its dice and choices are read from the start again.
  ro.at = {};
  runReport(s, m, wholeReport(m, parts), dice);
  for (const l of ro.later) redo(s, l);
}

/** Keeps a roster step taken while the report may be corrected, to be made again after a correction. */
export function keepLater(s: CampaignState, l: Later): void {
  s.reopen?.later.push(l);
}

function redo(s: CampaignState, l: Later): void {
  if (l.kind === "enlist") {
    enlist(s, l.service, l.role, { name: l.name, why: "Joins the squadron as a replacement" });
  } else if (findPilot(s, l.pilot)) {
    pilotOf(s, l.pilot).name = l.name;
  }
}
