/**
 * A finished Winged Victory fight read again from its log: every step's
 * state (the engine's replay), the account of the fight (view/account.ts),
 * and each step as one seat saw it. Loaded only with the fight's end.
 */
import type { MatchRecord } from "../../../../src/engine/core.js";
import type {
  WvAction,
  WvOptions,
  WvState,
} from "../../../../src/games/winged-victory/game/state.js";
import { wingedVictory } from "../../../../src/games/winged-victory/rules.js";
import {
  type FightAccount,
  fightAccount,
} from "../../../../src/games/winged-victory/view/account.js";
import type { WvView } from "../../../../src/games/winged-victory/view/view.js";
import { type ReplayStep, replaySteps } from "../../shared/replaySteps";

export interface Fight {
  steps: ReplayStep<WvState, WvAction>[];
  account: FightAccount;
}

export function readFight(record: MatchRecord<unknown, unknown>): Fight {
  const steps = replaySteps(wingedVictory, record as MatchRecord<WvAction, WvOptions>);
  const account = fightAccount(
    steps.map((s) => (s.entry ? { state: s.state, action: s.entry.action } : { state: s.state })),
  );
  return { steps, account };
}

/** Step k as `seat` saw it then (null: as a watcher). */
export const viewAt = (f: Fight, k: number, seat: string | null): WvView =>
  wingedVictory.view(f.steps[k].state, seat);

export const describeStep = (a: WvAction): string => wingedVictory.describe(a);
