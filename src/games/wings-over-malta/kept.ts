/**
 * Wings over Malta: the after-action's dice and choices, kept by what they
 * are for while the report may still be corrected (correction.ts). Each die
 * is rolled once: the first time the after-action needs, say, the second
 * roll on Sergente P12's Get Home table, it is rolled and kept; every later
 * run of the after-action (a correction) reads the kept value instead. A
 * choice (keep or re-roll, an ace skill) is kept with the question it
 * answered, and answers that same question again.
 *
 * Outside that window (no `s.reopen`) these are the plain dice.
 */
import type { Dice, Roll } from "../../engine/dice.js";
import type { CampaignState, Reopen } from "./state.js";

/**
 * Dice for the rolls kept under `key` ("walk:P12:Get Home", "medal:P3"):
 * the n-th roll under a key is the n-th value kept for it, or a fresh roll
 * kept from now on. Reused values are not rolls of this step: they are not
 * in its log entry, which holds only what was rolled afresh.
 */
export function kept(s: CampaignState, dice: Dice, key: string): Dice {
  const ro = s.reopen;
  if (!ro) return dice;
  let fresh = false;
  const d: Dice = {
    get rolls(): Roll[] {
      return dice.rolls;
    },
    roll(sides: number, purpose: string): number {
      const i = ro.at[key] ?? 0;
      ro.at[key] = i + 1;
      const was = ro.dice[key]?.[i];
      if (was !== undefined && was >= 1 && was <= sides) {
        fresh = false;
        return was;
      }
      const v = dice.roll(sides, purpose);
      ro.dice[key] = [...(ro.dice[key] ?? []).slice(0, i), v];
      fresh = true;
      return v;
    },
    draw(size: number, purpose: string): number {
      return d.roll(size, purpose) - 1;
    },
    note(result: string): void {
      // A kept value's meaning is told where it was first rolled.
      if (fresh) dice.note(result);
    },
  };
  return d;
}

/**
 * The answer kept for this question, if it was asked at this point before in
 * just these words; null if the player must be asked. Either way the
 * question is counted, so that `remember` files the answer in its place.
 */
export function recalled(s: CampaignState, key: string, asked: string): string | null {
  const ro = s.reopen;
  if (!ro) return null;
  const at = `choice:${key}`;
  const i = ro.at[at] ?? 0;
  ro.at[at] = i + 1;
  const c = ro.choices[key]?.[i];
  return c && c.asked === asked ? c.chose : null;
}

/** Keeps the player's answer to the question last counted under `key`. */
export function remember(s: CampaignState, key: string, asked: string, chose: string): void {
  const ro = s.reopen;
  if (!ro) return;
  const i = Math.max(0, (ro.at[`choice:${key}`] ?? 1) - 1);
  const list = [...(ro.choices[key] ?? [])];
  list[i] = { asked, chose };
  ro.choices[key] = list;
}

/** A copy of the record a step may change: its maps are copied, their lists shared (and replaced, never changed). */
export const copyReopen = (ro: Reopen): Reopen => ({
  ...ro,
  dice: { ...ro.dice },
  choices: { ...ro.choices },
  at: { ...ro.at },
  later: [...ro.later],
});
