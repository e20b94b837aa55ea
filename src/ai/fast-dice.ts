/** Dice for playouts: the seeded generator without the log (playouts never reach a stored game). */
import type { Dice, Roll } from "../engine/dice.js";
import { faceOf, nextUint32, type RngState } from "../engine/rng.js";

export class PlayoutDice implements Dice {
  readonly rolls: Roll[] = [];
  constructor(readonly rng: RngState) {}
  roll(sides: number): number {
    return faceOf(nextUint32(this.rng), sides);
  }
  draw(size: number): number {
    return faceOf(nextUint32(this.rng), size) - 1;
  }
  note(): void {}
}
