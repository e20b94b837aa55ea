/**
 * The log names the other side's moves a seat watched: an enemy plane one of
 * its pilots had spotted that turn is named with its manoeuvre and where it
 * ended; an unspotted one reads "moves a plane"; a move into a Time Freezing
 * stays hidden until the freeze's fire is over (ruling G13). Scripted dice.
 */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import type { WvAction, WvState } from "../game/state.js";
import { hexOfPlane } from "../game/state-plane.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, holdFire, plane, SEE, sightAndOrder, toMove } from "../test-game.js";
import { visiblePlanes } from "../view/view.js";
import { flownLabel } from "./fly.js";

/** What `seat` reads of action number `index`, `a` by `by`, in state `s`. */
const read = (s: WvState, by: string, a: WvAction, index: number, seat: string | null) =>
  rules.describe(
    (
      rules.visibleEntry?.({ seat: by, action: a, rolls: [] }, seat, { state: s, index }) ?? {
        action: a,
      }
    ).action,
  );

describe("the log names the moves a seat watched", () => {
  it("an enemy plane in sight: its plane, manoeuvre and where it ended", () => {
    const act = actWith(...SEE);
    let s = toMove(
      rules.setup(rules.parseOptions({ scenario: "head-on" }), scriptedDice([])),
      act,
      "A1",
    );
    expect(visiblePlanes(s, "germans").has("A1")).toBe(true);
    const index = s.acts as number;
    const move: WvAction = { type: "move", plane: "A1", move: "level" };
    s = act(s, "allies", move);
    const end = hexOfPlane(plane(s, "A1"));
    const text = `A1 flies level, ending in Hex ${end.col}, level ${end.level}`;
    expect(read(s, "allies", move, index, "germans")).toBe(text);
    expect(read(s, "allies", move, index, "allies")).toBe(text);
    expect(read(s, "allies", move, index, null)).toBe(text);
    // Still named turns later.
    s = holdFire(
      s.phase.kind === "move" ? act(s, "germans", { type: "move", plane: "G1", move: "level" }) : s,
      act,
    );
    expect(read(s, "allies", move, index, "germans")).toBe(text);
    // The turn's throttles are named too, the step being over (turn/log-throttles.test.ts).
    const throttle = s.throttleNotes?.[0]?.plane;
    expect(read(s, "allies", { type: "throttle", plane: "A1", value: 7 }, 0, "germans")).toBe(
      throttle === "A1" ? "A1 sets its throttle to 7" : "sets a throttle or places flak (hidden)",
    );
  });

  it("an enemy plane out of sight: only that a plane moved, until the fight is over", () => {
    const act = actWith(...sightAndOrder(0));
    let s = rules.setup(rules.parseOptions({ scenario: "balloon-scramble" }), scriptedDice([]));
    s = toMove(s, act, "A1");
    expect(visiblePlanes(s, "germans").has("A1")).toBe(false);
    const index = s.acts as number;
    const move: WvAction = { type: "move", plane: "A1", move: "level" };
    s = act(s, "allies", move);
    expect(read(s, "allies", move, index, "germans")).toBe("moves a plane");
    expect(read(s, "allies", move, index, "allies")).toMatch(
      /^A1 flies level, ending in Hex \d+, level \d+$/,
    );
    expect(read({ ...s, phase: { kind: "over" } }, "allies", move, index, "germans")).toMatch(
      /^A1 flies level, ending in Hex/,
    );
  });

  it("without the state's notes (a game stored before they were kept) it plays safe", () => {
    const act = actWith(...SEE);
    let s = toMove(
      rules.setup(rules.parseOptions({ scenario: "head-on" }), scriptedDice([])),
      act,
      "A1",
    );
    const index = s.acts as number;
    const move: WvAction = { type: "move", plane: "A1", move: "level" };
    s = act(s, "allies", move);
    const { moveNotes: _, ...old } = s;
    expect(read(old as WvState, "allies", move, index, "germans")).toBe("moves a plane");
    expect(read(old as WvState, "allies", move, index, "allies")).toBe("A1 flies level");
  });

  it("a move into a Time Freezing: hidden until the freeze's fire is over, then named", () => {
    const act = actWith(...SEE);
    let s = toMove(
      rules.setup(
        rules.parseOptions({ scenario: "head-on", rules: { timeFreezing: true } }),
        scriptedDice([]),
      ),
      act,
      "A1",
    );
    const index = s.acts as number;
    const a1: WvAction = { type: "move", plane: "A1", move: "level", freeze: 2 };
    s = act(s, "allies", a1);
    s = act(s, "germans", { type: "move", plane: "G1", move: "level" });
    expect(s.phase.kind === "fire" && s.phase.resume !== undefined).toBe(true);
    expect(read(s, "allies", a1, index, "germans")).toBe("moves a plane");
    expect(
      read(s, "germans", { type: "move", plane: "G1", move: "level" }, index + 1, "allies"),
    ).toBe("moves a plane");
    // The mover's own side reads its move and its freeze point, the end not yet known.
    expect(read(s, "allies", a1, index, "allies")).toBe(
      "A1 flies level, calling a Time Freezing after 2 Hexes",
    );
    while (s.phase.kind === "fire" && s.phase.resume) {
      s = act(s, s.phase.ready.allies ? "germans" : "allies", { type: "hold" });
    }
    const end = hexOfPlane(plane(s, "A1"));
    // Named once the freeze's fire is over, without the freeze point the mover's side named.
    expect(read(s, "allies", a1, index, "germans")).toBe(
      `A1 flies level, ending in Hex ${end.col}, level ${end.level}`,
    );
  });
});

describe("a flown manoeuvre's words", () => {
  it("says the manoeuvre once when an event repeats it, and keeps the other events", () => {
    expect(flownLabel("falling leaf", ["falling-leaf"])).toBe("falling leaf");
    expect(flownLabel("falling leaf", ["falling-leaf", "handling-test:not-rolled"])).toBe(
      "falling leaf (Handling Test (to roll))",
    );
    expect(flownLabel("stall", ["falling-leaf"])).toBe("stall (falling leaf)");
    expect(flownLabel("level", [])).toBe("level");
  });
});
