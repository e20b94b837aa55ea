/** Parsers for numeric flags: each refuses bad input with one clear sentence. */
import { InvalidArgumentError } from "commander";

export function positiveInt(name: string, max = Number.MAX_SAFE_INTEGER) {
  return (text: string): number => {
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
      throw new InvalidArgumentError(
        `${name} must be a whole number from 1 to ${max}, not "${text}".`,
      );
    }
    return Number(text);
  };
}

export function seed(text: string): number {
  if (!/^\d+$/.test(text) || Number(text) > 0xffffffff) {
    throw new InvalidArgumentError(
      `the seed must be a whole number from 0 to 4294967295, not "${text}".`,
    );
  }
  return Number(text);
}

/** A TCP port; 0 lets the system pick a free one. */
export function port(text: string): number {
  if (!/^\d+$/.test(text) || Number(text) > 65535) {
    throw new InvalidArgumentError(
      `the port must be a whole number from 0 to 65535, not "${text}".`,
    );
  }
  return Number(text);
}
