/**
 * Scripted dice for the game's tests, by purpose: each roll is answered by
 * the first rule whose pattern matches its purpose, with the face that shows
 * a given result, icon or number on the die the purpose names (or a plain
 * value for a d6 or d20). A roll no rule answers is an error in the test.
 * Every roll is recorded, so a test can check what was rolled and why.
 */
import { GivenDice } from "../../../engine/dice.js";
import { ALEA, dieOfPurpose, iconOf, numberOf, resultOf } from "./alea.js";

export type Want = number | { result: number } | { icon: number } | { number: number };

/** The 1-based face of die `die` (colour index) that shows `want`. */
export function faceFor(die: number, want: Want): number {
  if (typeof want === "number") return want;
  for (let k = 0; k < ALEA.sides[die]; k++) {
    const ok =
      "result" in want
        ? resultOf(ALEA, die, k) === want.result
        : "icon" in want
          ? iconOf(ALEA, die, k) === want.icon
          : numberOf(ALEA, die, k) === want.number;
    if (ok) return k + 1;
  }
  throw new Error(`the ${ALEA.names[die]} die has no face ${JSON.stringify(want)}`);
}

export class PurposeDice extends GivenDice {
  constructor(private readonly rules: [RegExp, Want][]) {
    super([], false);
  }
  override roll(sides: number, purpose: string): number {
    const rule = this.rules.find(([re]) => re.test(purpose));
    if (!rule) throw new Error(`no scripted answer for d${sides}: ${purpose}`);
    const die = dieOfPurpose(ALEA, purpose);
    const value = die >= 0 ? faceFor(die, rule[1]) : (rule[1] as number);
    this.rolls.push({ sides, purpose, value });
    return value;
  }
}

/** Dice answering by purpose; `rules` are tried in order. */
export const byPurpose = (...rules: [RegExp, Want][]) => new PurposeDice(rules);
