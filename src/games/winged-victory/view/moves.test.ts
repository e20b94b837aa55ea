/**
 * The view's `unavailable`: every kind of manoeuvre the moving plane may not
 * fly now, with the flight rules' reason, shown only to the mover's side;
 * and a plane caught in a Time Freezing as the other side sees it.
 */
import { describe, expect, it } from "vitest";
import type { WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, holdFire, plane, SEE, start, toMove } from "../test-game.js";

const act = actWith(...SEE);

const reasonOf = (s: WvState, seat: string, name: string) =>
  rules.view(s, seat).unavailable.find((u) => u.name === name)?.reason;

describe("manoeuvres the moving plane may not fly, with the reason", () => {
  it("a half loop needs 3 Hexes: at speed 2 it is greyed with why, at speed 7 it is open", () => {
    const slow = structuredClone(start({ scenario: "head-on" }));
    plane(slow, "A1").flight.speed = 2;
    const s = toMove(slow, act, "A1");
    expect(rules.view(s, "allies").moving).toBe("A1");
    expect(reasonOf(s, "allies", "half-loop")).toBe(
      "a half-loop needs 3 Hexes here and speed 2 allows 2",
    );
    expect(rules.view(s, "allies").moves.some((m) => m.name === "half-loop")).toBe(false);

    const fast = toMove(start({ scenario: "head-on" }), act, "A1");
    expect(rules.view(fast, "allies").moves.some((m) => m.name === "half-loop")).toBe(true);
    expect(reasonOf(fast, "allies", "half-loop")).toBeUndefined();
  });

  it("names every kind with no legal variant and none with one (engaged: no easy turn)", () => {
    const s = toMove(start({ scenario: "head-on" }), act, "A1");
    const v = rules.view(s, "allies");
    expect(reasonOf(s, "allies", "turn-easy")).toBe("no easy turn while engaged");
    for (const u of v.unavailable) {
      expect(u.reason.length).toBeGreaterThan(0);
      expect(v.moves.some((m) => m.name === u.name || m.name.startsWith(`${u.name}:`))).toBe(false);
    }
    // Dives of any depth are one kind, open here.
    expect(v.unavailable.some((u) => u.name.startsWith("dive"))).toBe(false);
    expect(v.unavailable.some((u) => u.name === "level")).toBe(false);
  });

  it("a broken control surface and the plane's own dashboard give their reasons", () => {
    const s0 = structuredClone(start({ scenario: "head-on" }));
    plane(s0, "A1").damage.rudder = 99;
    const s = toMove(s0, act, "A1");
    expect(reasonOf(s, "allies", "jink")).toBe("a jink needs working rudder");
    expect(reasonOf(s, "allies", "side-slip")).toBe("a side-slip needs working rudder");
  });

  it("only the mover's side sees them; the other side and spectators see none", () => {
    const s = toMove(start({ scenario: "head-on" }), act, "A1");
    expect(rules.view(s, "allies").unavailable.length).toBeGreaterThan(0);
    expect(rules.view(s, "germans").unavailable).toEqual([]);
    expect(rules.view(s, null).unavailable).toEqual([]);
  });
});

describe("a Time Freezing in the view", () => {
  it("the other side sees the frozen plane where time froze, not where its manoeuvre ends", () => {
    let s = toMove(start({ scenario: "head-on" }), act, "A1");
    const a0 = plane(s, "A1").place.x4;
    s = act(s, "allies", { type: "move", plane: "A1", move: "turn-normal", freeze: 2 });
    expect(plane(s, "A1").place.x4).not.toBe(a0 + 8);
    const theirs = rules.view(s, "germans").planes.find((p) => p.id === "A1");
    expect(theirs?.x4).toBe(a0 + 8);
    expect(theirs?.flown).toBe("");
    expect(rules.view(s, "germans").events.some((e) => e.includes("A1"))).toBe(false);
    // Its own side sees it where time froze too, with the manoeuvre it chose (flown once the freeze's fire is over).
    const ours = rules.view(s, "allies").planes.find((p) => p.id === "A1");
    expect(ours?.x4).toBe(a0 + 8);
    expect(plane(s, "A1").place.x4).toBe(a0);
    expect(ours?.flown).toBe("turn");
    expect(ours?.freezeAt?.x4).toBe(a0 + 8);
    // Once the freeze's fire is over, everyone sees where it ended.
    s = act(s, "germans", { type: "move", plane: "G1", move: "level" });
    s = holdFire(s, act);
    expect(s.phase.kind === "fire" && s.phase.resume).toBeFalsy();
    expect(rules.view(s, "germans").planes.find((p) => p.id === "A1")?.x4).toBe(
      plane(s, "A1").place.x4,
    );
  });
});
