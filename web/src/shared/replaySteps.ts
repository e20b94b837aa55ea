/**
 * A finished game step by step, for its replay: the game's log played again
 * with the engine (src/engine/replay.ts checks every step and every roll
 * against the log), then the state after the set-up and after each step
 * still standing, each rebuilt from the rolls that step made.
 */
import type { Entry, Rules, View } from "../../../src/engine/contract.js";
import type { MatchRecord } from "../../../src/engine/core.js";
import { replay, stateAfter } from "../../../src/engine/replay.js";

export interface ReplayStep<S, A> {
  /** The state after this step (the set-up's for the first). */
  state: S;
  /** The step taken (null: the set-up). */
  entry: Entry<A> | null;
}

export function replaySteps<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  record: MatchRecord<A, O>,
): ReplayStep<S, A>[] {
  const m = replay(rules, record);
  const base = { options: m.options, dice: m.dice, setupRolls: m.setupRolls };
  let state = stateAfter(rules, base, m.entries, 0);
  const steps: ReplayStep<S, A>[] = [{ state, entry: null }];
  m.entries.forEach((entry, i) => {
    state = stateAfter(rules, base, m.entries, i + 1, { standing: i, state });
    steps.push({ state, entry });
  });
  return steps;
}

/** A finished game's whole log, as its export gives it (any link of the game may read it once it is over). */
export async function fetchRecord(token: string): Promise<MatchRecord<unknown, unknown>> {
  const r = await fetch(`/api/t/${encodeURIComponent(token)}/export`);
  const body = (await r.json().catch(() => null)) as
    | (MatchRecord<unknown, unknown> & { error?: string })
    | null;
  if (!r.ok || !body)
    throw new Error(body?.error ?? `the game's log could not be read (${r.status})`);
  return body;
}
