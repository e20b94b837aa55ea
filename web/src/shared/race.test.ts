import { describe, expect, it } from "vitest";
import { clickStands } from "./race";

const throttle = (value: number) => ({ type: "throttle", plane: "G1", value });

describe("a click that raced another seat's move", () => {
  it("stands when the seat's choices are the same, the click among them", () => {
    const view = { phase: "throttle", actions: [throttle(0), throttle(3)] };
    const after = { phase: "throttle", waiting: ["germans"], actions: [throttle(0), throttle(3)] };
    expect(clickStands(view, after, throttle(3))).toBe(true);
  });

  it("does not stand when the choices changed, or the click is not among them", () => {
    const view = { actions: [throttle(0), throttle(3)] };
    expect(clickStands(view, { actions: [throttle(0)] }, throttle(0))).toBe(false);
    expect(clickStands(view, { actions: [throttle(3), throttle(0)] }, throttle(3))).toBe(false);
    expect(clickStands(view, { actions: [throttle(0), throttle(2)] }, throttle(0))).toBe(false);
    expect(clickStands(view, view, throttle(2))).toBe(false);
    expect(clickStands(view, { actions: [] }, throttle(0))).toBe(false);
    expect(clickStands(null, view, throttle(0))).toBe(false);
  });

  it("sealed orders stand when each of their choices is among the same choices", () => {
    const g2 = { type: "throttle", plane: "G2", value: 4 };
    const view = { actions: [throttle(0), throttle(3), g2] };
    const orders = (...choices: unknown[]) => ({ type: "orders", choices });
    expect(clickStands(view, view, orders(throttle(3), g2))).toBe(true);
    expect(clickStands(view, view, orders(throttle(2), g2))).toBe(false);
    expect(clickStands(view, view, orders())).toBe(false);
    expect(clickStands(view, { actions: [throttle(3), g2] }, orders(throttle(3), g2))).toBe(false);
  });
});
