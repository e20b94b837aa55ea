/**
 * The log names the other side's throttle once it is revealed: when both
 * sides' throttles are in and the turn's sight is read, a seat reads the
 * throttle of each enemy plane it sees (as its view shows that plane's pip),
 * never a standing Time Freezing call; an unseen plane's throttle stays
 * hidden until the fight is over. A flak marker, once placed, lies on the
 * board: named to both. Scripted dice.
 */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { megaOf } from "../board/grid.js";
import type { WvAction, WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { SEEN } from "../spotting/order.js";
import {
  actWith,
  balloonBusting1917,
  plane,
  SEE,
  setThrottles,
  sightAndOrder,
} from "../test-game.js";

/** What `seat` reads of action number `index`, `a` by `by`, in state `s`. */
const read = (s: WvState, by: string, a: WvAction, index: number, seat: string | null) =>
  rules.describe(
    (
      rules.visibleEntry?.({ seat: by, action: a, rolls: [] }, seat, { state: s, index }) ?? {
        action: a,
      }
    ).action,
  );

const HIDDEN = "sets a throttle or places flak (hidden)";

describe("the other side's throttle in the log", () => {
  it("an enemy plane in sight: hidden while the step lasts, then named, without a call", () => {
    const act = actWith(...SEE);
    let s = rules.setup(rules.parseOptions({ scenario: "head-on" }), scriptedDice([]));
    const index = s.acts as number;
    const throttle = rules.view(s, "allies").throttles.find((t) => t.plane === "A1");
    const value = Math.min(...(throttle?.choices ?? []));
    const set: WvAction = { type: "throttle", plane: "A1", value };
    s = act(s, "allies", set);
    expect(read(s, "allies", set, index, "germans")).toBe(HIDDEN);
    expect(read(s, "allies", set, index, null)).toBe(HIDDEN);
    s = setThrottles(s, act);
    expect(s.phase.kind).toBe("move");
    const named = `A1 sets its throttle to ${value}`;
    expect(read(s, "allies", set, index, "germans")).toBe(named);
    expect(read(s, "allies", set, index, null)).toBe(named);
    // As the view shows it.
    expect(rules.view(s, "germans").planes.find((p) => p.id === "A1")?.throttle).toBe(value);
    // A standing Time Freezing call set with it is never read (ruling G17).
    const called: WvAction = { ...set, freezeWithin: 3 };
    expect(read(s, "allies", called, index, "germans")).toBe(named);
    expect(read(s, "allies", called, index, "allies")).toMatch(/calling a Time Freezing/);
  });

  it("an enemy plane out of sight: hidden after the step too, named once the fight is over", () => {
    const act = actWith(...sightAndOrder(0));
    let s = rules.setup(rules.parseOptions({ scenario: "balloon-scramble" }), scriptedDice([]));
    const index = s.acts as number;
    const choices = rules.view(s, "allies").throttles.find((t) => t.plane === "A1")?.choices;
    const set: WvAction = { type: "throttle", plane: "A1", value: Math.max(...(choices ?? [])) };
    s = setThrottles(act(s, "allies", set), act);
    expect(s.phase.kind).toBe("move");
    expect(rules.view(s, "germans").planes.some((p) => p.id === "A1")).toBe(false);
    expect(read(s, "allies", set, index, "germans")).toBe(HIDDEN);
    expect(read(s, "allies", set, index, null)).toBe(HIDDEN);
    const over = { ...s, phase: { kind: "over" } } as WvState;
    expect(read(over, "allies", set, index, "germans")).toBe(
      `A1 sets its throttle to ${set.value}`,
    );
  });

  it("a flak marker: hidden while the step lasts, then named to both", () => {
    // 1917: Allied roll 2 = Balloon Busting (the Germans fly CAP with 1 flak marker).
    const s0 = balloonBusting1917();
    const n = s0.planes.length;
    const a = s0.planes.findIndex((p) => p.id === "A1");
    const g = s0.planes.findIndex((p) => p.id === "G1");
    const a1 = plane(s0, "A1");
    a1.place = { ...a1.place, x4: 50 * 4, half: 24, heading: "E" };
    s0.sight[g * n + a] = SEEN;
    const target = rules
      .view(s0, "germans")
      .flakMarkers.options.find((h) => megaOf(h) === megaOf({ col: 52, level: 12 }));
    expect(target).toBeDefined();
    const act = actWith(...SEE, [/./, 1]);
    const index = s0.acts as number;
    const flak: WvAction = { type: "flak", col: 52, level: 12 };
    let s = act(s0, "germans", flak);
    expect(read(s, "germans", flak, index, "allies")).toBe(HIDDEN);
    s = setThrottles(s, act);
    expect(s.phase.kind).not.toBe("throttle");
    const named = "places a flak barrage on the MegaHex of Hex 52, level 12";
    expect(read(s, "germans", flak, index, "allies")).toBe(named);
    expect(read(s, "germans", flak, index, null)).toBe(named);
  });
});
