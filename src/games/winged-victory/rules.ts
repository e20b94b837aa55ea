/**
 * Winged Victory: the rules module. Two seats, "allies" and "germans". The
 * state is in state.ts, set-up in setup.ts (missions/scenarios.ts, generated
 * missions), the turn sequence in turn.ts (a plane's move in turn/fly.ts,
 * fire in turn/fire.ts), the actions in actions.ts, the view in view.ts.
 */
import type { AnyRules, Entry, Outcome, Rules } from "../../engine/contract.js";
import type { Dice, Roll } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { boxOf } from "./game/printed.js";
import { parseOptions, setup as setupState } from "./game/setup.js";
import type { SealedChoice, Side, WvAction, WvOptions, WvState } from "./game/state.js";
import { missionWinner } from "./missions/missions.js";
import { SCENARIOS } from "./missions/scenarios.js";
import { applyInPlace } from "./turn/actions.js";
import { describe, parseAction } from "./turn/actions-parse.js";
import { visibleEntry } from "./turn/log.js";
import { draftChoice, ordersOpen } from "./turn/orders.js";
import { firstTurn, missionsDone } from "./turn/turn.js";
import { upgradeLog } from "./upgrade.js";
import { type WvView, wvView } from "./view/view.js";

export { legalActions } from "./turn/actions.js";

function setup(options: WvOptions, dice: Dice): WvState {
  const s = setupState(options, dice);
  firstTurn(s, dice);
  s.events = [];
  return s;
}

function act(state: WvState, seat: string, action: WvAction, dice: Dice): WvState {
  boxOf(state.options);
  if (seat !== "allies" && seat !== "germans")
    throw new RuleError("the seats are allies and germans");
  const s = structuredClone(state);
  s.events = [];
  // Each step is a phase record of its own: a fire that resolved and gave way, within the turn, to another fire (a Time Freezing's) is a new one.
  const before = s.phase;
  s.revealed = false;
  applyInPlace(s, seat, action, dice);
  // Past a step where both sides chose at once (or past the turn's end), or a move the other side's standing Time Freezing calls answered: something was shown.
  s.revealed ||= s.phase !== before;
  return s;
}

function outcome(s: WvState): Outcome | null {
  boxOf(s.options);
  if (s.phase.kind !== "over") return null;
  const done = missionsDone(s);
  const winner: Side | null = done
    ? missionWinner(done, s.vp)
    : s.vp.allies === s.vp.germans
      ? null
      : s.vp.allies > s.vp.germans
        ? "allies"
        : "germans";
  const vp = `${s.vp.allies}–${s.vp.germans} in VP`;
  const missions = done
    ? ` (missions: Allies ${done.allies ? "accomplished" : "failed"}, Germans ${done.germans ? "accomplished" : "failed"})`
    : "";
  return {
    winners: winner ? [winner] : [],
    scores: { ...s.vp },
    summary: `${winner === null ? "A draw" : winner === "allies" ? "Allied victory" : "German victory"}, ${vp}${missions}`,
  };
}

/** The turn the action at `index` was taken in, from the actions counted at each turn's start. */
export function turnOf(s: WvState, index: number): number | null {
  const from = s.turnFrom;
  if (!from) return null;
  for (let t = from.length; t >= 1; t--) {
    const at = from[t - 1];
    if (typeof at === "number" && at <= index) return t;
  }
  return null;
}

/** The set-up rolls a seat may see: the missions, and which planes its own side flies (never the other side's). */
function visibleSetup(rolls: Roll[], seat: string | null): Roll[] {
  return rolls.filter((r) => {
    // Named "Allies: which …" since rules version 7, "allies: which …" before (a stored game's rolls).
    const m = /^(allies|germans): which /i.exec(r.purpose);
    return !m || m[1].toLowerCase() === seat;
  });
}

export const wingedVictory: Rules<WvState, WvAction, WvOptions, WvView> = {
  id: "winged-victory",
  title: "Winged Victory",
  // 7: no fire in stall (W14), a plane landed at home refuels and rearms (W16).
  // 8: refuelled, an engine stopped by a leak runs again (W16).
  version: 8,
  // Version 6 and 7 logs replay under version 8 unless a step they took plays otherwise now (upgrade.ts).
  upgrade: (record) => upgradeLog(record, wingedVictory as unknown as AnyRules),
  seats: () => ["allies", "germans"],
  parseOptions,
  parseAction,
  setup,
  // A state read back in a fresh process has its box file's planes registered again first.
  view: (s, seat) => {
    boxOf(s.options);
    return wvView(s, seat);
  },
  act,
  outcome,
  // A step that rolled, or that showed the other side's choices (or passed the turn's end), stays.
  undoable: (e: Entry<WvAction>, _dice?: "seeded" | "manual", after?: WvState) =>
    e.rolls.length === 0 && after?.revealed === false,
  subtitle: (o) =>
    o.scenario === "mission"
      ? `A generated mission, ${o.year}`
      : (SCENARIOS.find((x) => x.id === o.scenario)?.name ?? o.scenario),
  describe,
  visibleEntry,
  visibleSetup,
  turnOf,
  // Throttles and flak, or fire: a side's choices of the step as one action (turn/orders.ts).
  sealed: {
    open: (s, seat) => ordersOpen(s, seat as Side),
    draft: (s, seat, a) => {
      boxOf(s.options);
      return draftChoice(s, seat as Side, a);
    },
    seal: (choices) => ({ type: "orders", choices: choices as SealedChoice[] }),
  },
};
