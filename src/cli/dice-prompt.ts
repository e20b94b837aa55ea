/** Runs a rules step, asking the player for each physical die roll it needs. */
import { NeedRoll } from "../engine/errors.js";
import type { LineReader } from "./input.js";
import { color as c } from "./style.js";

export class InputEnded extends Error {}

export async function withAskedRolls<T>(
  reader: LineReader,
  step: (given: number[]) => T,
): Promise<T> {
  const given: number[] = [];
  for (;;) {
    try {
      return step(given);
    } catch (e) {
      if (!(e instanceof NeedRoll)) throw e;
      given.push(await askRoll(reader, e.sides, e.purpose));
    }
  }
}

async function askRoll(reader: LineReader, sides: number, purpose: string): Promise<number> {
  for (;;) {
    const line = await reader.ask(`  Roll ${c.bold(`a d${sides}`)} — ${purpose}: `);
    if (line === null) throw new InputEnded();
    const value = Number(line);
    if (/^\d+$/.test(line) && value >= 1 && value <= sides) return value;
    process.stdout.write(
      `  ${c.red(`A d${sides} shows 1 to ${sides}; "${line}" is not a roll. Roll again.`)}\n`,
    );
  }
}
