import { NeedRoll, RuleError } from "./errors.js";
import { faceOf, nextUint32, type RngState } from "./rng.js";

/** One roll as the log keeps it: which die, why, what it showed and what that meant. */
export interface Roll {
  sides: number;
  purpose: string;
  value: number;
  /** What the roll produced on its table, filled in by the rules (e.g. "7 → Sortie"). */
  result?: string;
}

/**
 * The only source of chance for the rules. `roll` returns a face 1..sides;
 * `draw` picks a card index 0..size-1 from a deck of `size` cards (recorded
 * as a roll of a `size`-sided die). `note` explains the last roll's effect.
 */
export interface Dice {
  roll(sides: number, purpose: string): number;
  draw(size: number, purpose: string): number;
  note(result: string): void;
  /** Every roll made through these dice so far, in order. */
  readonly rolls: Roll[];
}

export const MAX_SIDES = 1000;

export function checkDieValue(sides: number, value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > sides) {
    throw new RuleError(`a d${sides} shows 1 to ${sides}; ${String(value)} is not a possible roll`);
  }
  return value;
}

/** Dice that record each roll; a subclass says where each face comes from. */
export abstract class RecordingDice implements Dice {
  readonly rolls: Roll[] = [];
  protected abstract next(sides: number, purpose: string): number;

  roll(sides: number, purpose: string): number {
    if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) {
      throw new Error(`invalid die: d${sides}`);
    }
    const value = this.next(sides, purpose);
    this.rolls.push({ sides, purpose, value });
    return value;
  }

  draw(size: number, purpose: string): number {
    return this.roll(size, purpose) - 1;
  }

  note(result: string): void {
    const last = this.rolls[this.rolls.length - 1];
    if (last) last.result = result;
  }
}

/** Dice driven by the seeded generator; `state` advances as they roll. */
export class SeededDice extends RecordingDice {
  readonly state: RngState;
  constructor(state: RngState) {
    super();
    this.state = [state[0], state[1], state[2], state[3]];
  }
  protected next(sides: number): number {
    return faceOf(nextUint32(this.state), sides);
  }
}

/**
 * Dice that read given values in order: tests, and rolls made at the table.
 * When the values run out, `asked` dice throw NeedRoll (the player is asked);
 * otherwise it is a programming error in a test script.
 */
export class GivenDice extends RecordingDice {
  private used = 0;
  constructor(
    private readonly values: readonly number[],
    private readonly asked: boolean,
  ) {
    super();
  }
  protected next(sides: number, purpose: string): number {
    if (this.used >= this.values.length) {
      if (this.asked) throw new NeedRoll(sides, purpose, this.used);
      throw new Error(`scripted dice ran out at roll ${this.used + 1} (d${sides}, ${purpose})`);
    }
    return checkDieValue(sides, this.values[this.used++]);
  }
  /** How many of the given values were read. */
  get consumed(): number {
    return this.used;
  }
}

export const seededDice = (state: RngState) => new SeededDice(state);
export const scriptedDice = (values: readonly number[]) => new GivenDice(values, false);
export const askedDice = (values: readonly number[] = []) => new GivenDice(values, true);
