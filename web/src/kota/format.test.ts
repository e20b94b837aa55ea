/** Numbers typed into a Pilot Log line: a slip is refused with its reason, never made 0. */
import { describe, expect, it } from "vitest";
import { numberProblem } from "./format";

describe("a number typed into a line", () => {
  it("stands when it is a whole number within its bounds", () => {
    expect(numberProblem("0", 0, 99)).toBeNull();
    expect(numberProblem(" 12 ", 0, 99)).toBeNull();
    expect(numberProblem("1.5", 0, 100, false)).toBeNull();
  });

  it("is refused, saying why, when negative, empty, fractional or out of bounds", () => {
    expect(numberProblem("-2", 0, 99)).toBe("cannot be negative (you typed -2)");
    expect(numberProblem("-1", 1, 99)).toBe("cannot be negative (you typed -1)");
    expect(numberProblem("", 0, 99)).toBe("is empty: say a number from 0 to 99");
    expect(numberProblem("1.5", 0, 99)).toBe("must be a whole number (you typed 1.5)");
    expect(numberProblem("0", 1, 99)).toBe("must be at least 1 (you typed 0)");
    expect(numberProblem("120", 0, 99)).toBe("must be at most 99 (you typed 120)");
  });
});
