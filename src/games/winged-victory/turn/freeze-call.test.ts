/**
 * Ruling G17: a standing Time Freezing call, set with a plane's throttle,
 * freezes time where its engaged pool's first mover comes within reach of
 * it; the earlier of that point and the mover's own freeze point wins; once
 * per turn per pool; hidden from the other side until it fires. Scripted
 * dice throughout (every Spotting Test sees, the Allies move first).
 */
import { describe, expect, it } from "vitest";
import { seedRng } from "../../../engine/rng.js";
import { greedyBot } from "../bots.js";
import { freezeTime, hexesInTime } from "../combat/timefreeze.js";
import { placeOf } from "../flight/path.js";
import type { WvAction, WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, holdFire, plane, SEE, sightAndOrder, start } from "../test-game.js";

const act = actWith(...SEE);

/** Head-on (A1 at speed 7, G1 at speed 5, 7 Hexes apart, nose to nose): both throttles set, G1's with `call`, A1's with `own`. */
function headOn(call?: number, own?: number): WvState {
  let s = start({ scenario: "head-on" });
  const full = (seat: string) => Math.max(...rules.view(s, seat).throttles[0].choices);
  const a: WvAction = { type: "throttle", plane: "A1", value: full("allies") };
  if (own !== undefined) a.freezeWithin = own;
  const g: WvAction = { type: "throttle", plane: "G1", value: full("germans") };
  if (call !== undefined) g.freezeWithin = call;
  s = act(s, "allies", a);
  s = act(s, "germans", g);
  if (s.phase.kind !== "move") throw new Error("not moving");
  expect(s.phase.order[0]).toBe("A1");
  expect(s.phase.groups).toEqual([["A1", "G1"]]);
  return s;
}

describe("ruling G17: a standing Time Freezing call", () => {
  it("fires where the first mover comes within reach: A1 within 3 Hexes of G1 after 4 Hexes (time 6); G1 has flown 2", () => {
    let s = headOn(3);
    const a0 = plane(s, "A1").place.x4;
    const g0 = plane(s, "G1").place.x4;
    s = act(s, "allies", { type: "move", plane: "A1", move: "level" });
    if (s.phase.kind !== "move" || s.phase.freeze === null) throw new Error("no freeze");
    // V3: speed 7 after 4 Hexes is time 6; the Dr.I at speed 5 has flown 2 Hexes in it.
    expect(s.phase.freeze.time).toBe(freezeTime(7, 4));
    expect(s.phase.freeze.time).toBe(6);
    expect(s.phase.freeze.pool).toEqual(["G1"]);
    expect(plane(s, "A1").freezeAt?.x4).toBe(a0 + 16);
    // Its move waits until the freeze's fire is over (ruling G13).
    expect(plane(s, "A1").place.x4).toBe(a0);
    // Called aloud at the table: both sides read it once it fires.
    for (const seat of ["allies", "germans"]) {
      const events = rules.view(s, seat).events;
      expect(events).toContain("time freezes: a German pilot of the pool calls a Time Freezing");
      expect(events).toContain("G1 calls the Time Freezing");
    }
    // Whether a call fired has shown: the move is not taken back.
    expect(s.revealed).toBe(true);
    s = act(s, "germans", { type: "move", plane: "G1", move: "level" });
    expect(hexesInTime(5, 6)).toBe(2);
    expect(plane(s, "G1").freezeAt?.x4).toBe(g0 - 8);
    expect(s.phase.kind).toBe("fire");
    // One Hex apart, nose to nose: the freeze's fire, then the movement goes on to the turn's end.
    expect(rules.view(s, "germans").shots.some((x) => x.target === "A1" && x.range === 1)).toBe(
      true,
    );
    s = holdFire(s, act);
    expect(plane(s, "A1").freezeAt).toBeNull();
    expect(plane(s, "A1").place.x4).toBe(a0 + 28);
    expect(plane(s, "G1").place.x4).toBe(g0 - 20);
    expect(s.turn).toBe(2);
  });

  it("a call out of reach of the first mover's path never fires; the pool's window closes", () => {
    let s = headOn(1);
    // A hard dive of 5 levels: at its freeze points (1 to 6 Hexes in) never within 1 Hex of G1.
    s = act(s, "allies", { type: "move", plane: "A1", move: "dive-hard:5" });
    if (s.phase.kind !== "move") throw new Error("not moving");
    expect(s.phase.freeze).toBeNull();
    expect(s.phase.closed).toEqual([0]);
    expect(plane(s, "A1").freezeAt).toBeNull();
    expect(rules.view(s, "allies").events.some((e) => /Time Freezing/.test(e))).toBe(false);
    // A move that could have met a call is final all the same: undo would tell that none fired.
    expect(s.revealed).toBe(true);
    // G1 moves as usual, and may not freeze any more.
    expect(() =>
      act(s, "germans", { type: "move", plane: "G1", move: "level", freeze: 1 }),
    ).toThrow(/Time Freezing/);
    s = act(s, "germans", { type: "move", plane: "G1", move: "level" });
    expect(s.phase.kind).not.toBe("move");
    // The same call meets A1 flying level: within 1 Hex of G1 after 6 Hexes.
    const t = act(headOn(1), "allies", { type: "move", plane: "A1", move: "level" });
    if (t.phase.kind !== "move" || t.phase.freeze === null) throw new Error("no freeze");
    expect(t.phase.freeze.time).toBe(freezeTime(7, 6));
  });

  it("with the mover's own freeze point too, the earlier one wins", () => {
    // Own point after 2 Hexes, call within 3 (after 4): time freezes after 2, time 3, G1 flies 1.
    let s = headOn(3);
    const a0 = plane(s, "A1").place.x4;
    const g0 = plane(s, "G1").place.x4;
    s = act(s, "allies", { type: "move", plane: "A1", move: "level", freeze: 2 });
    if (s.phase.kind !== "move" || s.phase.freeze === null) throw new Error("no freeze");
    expect(s.phase.freeze.time).toBe(freezeTime(7, 2));
    expect(plane(s, "A1").freezeAt?.x4).toBe(a0 + 8);
    expect(rules.view(s, "allies").events.some((e) => /calls/.test(e))).toBe(false);
    s = act(s, "germans", { type: "move", plane: "G1", move: "level" });
    expect(plane(s, "G1").freezeAt?.x4).toBe(g0 - 4 * hexesInTime(5, freezeTime(7, 2)));
    // Own point after 6 Hexes, the call after 4: the call wins.
    let t = headOn(3);
    t = act(t, "allies", { type: "move", plane: "A1", move: "level", freeze: 6 });
    if (t.phase.kind !== "move" || t.phase.freeze === null) throw new Error("no freeze");
    expect(t.phase.freeze.time).toBe(6);
    expect(plane(t, "A1").freezeAt?.x4).toBe(a0 + 16);
    expect(rules.view(t, "allies").events).toContain("G1 calls the Time Freezing");
  });

  it("a call on the pool's first mover itself does nothing; calls last one turn; one freeze per turn per pool", () => {
    // A1 calls within 5 but moves first: no freeze (it calls by its own move).
    let s = headOn(undefined, 5);
    expect(rules.view(s, "allies").planes.find((p) => p.id === "A1")?.freezeCall).toBe(5);
    s = act(s, "allies", { type: "move", plane: "A1", move: "level" });
    if (s.phase.kind !== "move") throw new Error("not moving");
    expect(s.phase.freeze).toBeNull();
    // Once per turn per pool: after a call has fired and the freeze's fire is over, nothing freezes again.
    let t = headOn(3);
    t = act(t, "allies", { type: "move", plane: "A1", move: "level" });
    t = act(t, "germans", { type: "move", plane: "G1", move: "level" });
    t = holdFire(t, act);
    expect(t.turn).toBe(2);
    // The next turn starts with no call: the last turn's is gone.
    expect(t.phase.kind).toBe("throttle");
    expect(t.pending.germans.calls).toBeUndefined();
    expect(rules.view(t, "germans").planes.find((p) => p.id === "G1")?.freezeCall).toBeNull();
  });

  it("is hidden from the other side until it fires, in the view and in the log", () => {
    const s0 = start({ scenario: "head-on" });
    const with3 = act(s0, "germans", { type: "throttle", plane: "G1", value: 5, freezeWithin: 3 });
    const plain = act(s0, "germans", { type: "throttle", plane: "G1", value: 5 });
    expect(rules.view(with3, "allies")).toEqual(rules.view(plain, "allies"));
    expect(rules.view(with3, "germans").throttles[0].call).toBe(3);
    expect(rules.view(with3, "germans").throttles[0].chosen).toBe(5);
    // The log: the other side reads only that a throttle was set.
    const show = rules.visibleEntry as NonNullable<typeof rules.visibleEntry>;
    const entry = (a: WvAction) => ({ seat: "germans", action: a, rolls: [] });
    expect(
      show(entry({ type: "throttle", plane: "G1", value: 5, freezeWithin: 3 }), "allies"),
    ).toEqual(show(entry({ type: "throttle", plane: "G1", value: 5 }), "allies"));
    expect(rules.describe?.({ type: "throttle", plane: "G1", value: 5, freezeWithin: 3 })).toMatch(
      /calling a Time Freezing .* within 3 Hexes/,
    );
    // Moving: the Germans see their standing call, the Allies do not, until it fires.
    const s = headOn(3);
    expect(rules.view(s, "germans").planes.find((p) => p.id === "G1")?.freezeCall).toBe(3);
    expect(rules.view(s, "allies").planes.find((p) => p.id === "G1")?.freezeCall).toBeNull();
    expect(rules.view(s, "allies")).toEqual(rules.view(headOn(), "allies"));
  });

  it("is offered in the throttle step with the rule, refused without it or out of reach", () => {
    const s = start({ scenario: "head-on" });
    const v = rules.view(s, "allies");
    expect(v.throttles[0].calls).toEqual([1, 2, 3, 4, 5]);
    const calls = v.actions.filter((a) => a.type === "throttle" && a.freezeWithin !== undefined);
    expect(calls.map((a) => (a.type === "throttle" ? a.freezeWithin : 0))).toEqual([1, 2, 3, 4, 5]);
    expect(() =>
      act(s, "allies", { type: "throttle", plane: "A1", value: 7, freezeWithin: 6 }),
    ).toThrow(/1 to 5 Hexes|freezeWithin/);
    expect(() =>
      rules.parseAction({ type: "throttle", plane: "A1", value: 7, freezeWithin: 6 }),
    ).toThrow(/freezeWithin/);
    const off = start({ scenario: "head-on", rules: { timeFreezing: false } });
    expect(rules.view(off, "allies").throttles[0].calls).toEqual([]);
    expect(
      rules.view(off, "allies").actions.some((a) => a.type === "throttle" && a.freezeWithin),
    ).toBe(false);
    expect(() =>
      act(off, "allies", { type: "throttle", plane: "A1", value: 7, freezeWithin: 3 }),
    ).toThrow(/not in play/);
  });

  it("in a pool of four: the earliest of two calls fires, and every other plane stands where the frozen time puts it", () => {
    // Two on two, in clear air at Low: G2 (speed 5) moves first; A1 and A2 each call within 2 Hexes.
    let s = structuredClone(start({ scenario: "two-on-two" }));
    s.weather.haze = null;
    const put = (id: string, col: number, level: number, heading: "E" | "W") => {
      const p = plane(s, id);
      p.place = placeOf({ col, level }, heading);
      p.flight.half = 2 * level;
    };
    put("A1", 57, 8, "E");
    put("A2", 56, 9, "E");
    put("G1", 61, 8, "W");
    put("G2", 62, 8, "W");
    const calls: Record<string, number> = { A1: 2, A2: 2 };
    for (const p of s.planes) {
      const choices = rules.view(s, p.side).throttles.find((t) => t.plane === p.id)?.choices ?? [];
      const a: WvAction = { type: "throttle", plane: p.id, value: Math.max(...choices) };
      if (calls[p.id]) a.freezeWithin = calls[p.id];
      s = act(s, p.side, a);
    }
    if (s.phase.kind !== "move") throw new Error("not moving");
    expect(s.phase.groups).toEqual([["G2", "A1", "G1", "A2"]]);
    const x0 = Object.fromEntries(s.planes.map((p) => [p.id, p.place.x4]));
    const speed = Object.fromEntries(s.planes.map((p) => [p.id, p.flight.speed]));
    expect(speed).toEqual({ A1: 5, A2: 4, G1: 5, G2: 5 });
    // Flying level west, G2 is within 2 Hexes of A1 after 3 Hexes (of A2 only after 4).
    s = act(s, "germans", { type: "move", plane: "G2", move: "level" });
    if (s.phase.kind !== "move" || s.phase.freeze === null) throw new Error("no freeze");
    const time = freezeTime(5, 3);
    expect(s.phase.freeze.time).toBe(time);
    expect(s.phase.freeze.pool).toEqual(["A1", "G1", "A2"]);
    expect(plane(s, "G2").freezeAt?.x4).toBe(x0.G2 - 4 * 3);
    expect(rules.view(s, "germans").events).toEqual(
      expect.arrayContaining([
        "time freezes: an Allied pilot of the pool calls a Time Freezing",
        "A1 calls the Time Freezing",
      ]),
    );
    // The caller and the rest of the pool, in the order of movement, each as far as time 7 allows
    // (A2 moves last, into the freeze, and then its fire follows).
    expect(hexesInTime(5, time)).toBe(3);
    s = act(s, "allies", { type: "move", plane: "A1", move: "level" });
    expect(plane(s, "A1").freezeAt?.x4).toBe(x0.A1 + 4 * 3);
    s = act(s, "germans", { type: "move", plane: "G1", move: "level" });
    expect(plane(s, "G1").freezeAt?.x4).toBe(x0.G1 - 4 * 3);
    expect(s.phase.kind === "move" && s.phase.freeze?.pool).toEqual(["A1", "G1", "A2"]);
  });

  it("the greedy player calls at 5 Hexes for a plane that could be engaged, not for one far from any enemy", () => {
    const near = rules.view(start({ scenario: "head-on" }), "allies");
    expect(greedyBot(near, seedRng(1))).toEqual({
      type: "throttle",
      plane: "A1",
      value: 7,
      freezeWithin: 5,
    });
    const far = rules.view(start({ scenario: "two-on-two" }), "allies");
    const a = greedyBot(far, seedRng(1));
    expect(a.type === "throttle" && a.freezeWithin === undefined).toBe(true);
  });

  it("is offered only to a plane an enemy can be engaged with (its MegaHex or the next), refused elsewhere with nothing changed", () => {
    // Two on two as set up: the flights far apart, nobody can be engaged this turn.
    const s = start({ scenario: "two-on-two" });
    for (const side of ["allies", "germans"]) {
      const v = rules.view(s, side);
      for (const t of v.throttles) {
        expect(t.calls).toEqual([]);
        expect(t.callWhy).toBe("not engaged: no enemy plane in its MegaHex or the next");
      }
      expect(v.actions.some((a) => a.type === "throttle" && a.freezeWithin !== undefined)).toBe(
        false,
      );
    }
    const before = JSON.stringify(s);
    const choices = rules.view(s, "allies").throttles[0].choices;
    expect(() =>
      act(s, "allies", {
        type: "throttle",
        plane: "A1",
        value: Math.max(...choices),
        freezeWithin: 5,
      }),
    ).toThrow(/A1 cannot set a Time Freezing call this turn: it is not engaged/);
    expect(JSON.stringify(s)).toBe(before);
    // Head-on: 7 Hexes apart in adjacent MegaHexes, both may call.
    const near = rules.view(start({ scenario: "head-on" }), "germans").throttles[0];
    expect(near.calls).toEqual([1, 2, 3, 4, 5]);
    expect(near.callWhy).toBe("engaged: an enemy plane in its MegaHex or the next");
  });

  it("a call lapses when no Spotting Test keeps the pair engaged", () => {
    // Head-on, but nobody sees anybody: no engaged pool forms after the throttles, and G1's call lapses.
    const blind = actWith(...sightAndOrder(0));
    let s = start({ scenario: "head-on" });
    const full = (seat: string) => Math.max(...rules.view(s, seat).throttles[0].choices);
    s = blind(s, "allies", { type: "throttle", plane: "A1", value: full("allies") });
    s = blind(s, "germans", {
      type: "throttle",
      plane: "G1",
      value: full("germans"),
      freezeWithin: 5,
    });
    if (s.phase.kind !== "move") throw new Error("not moving");
    expect(s.phase.groups).toEqual([]);
    expect(s.phase.calls).toEqual({ G1: 5 });
    while (s.phase.kind === "move") {
      const id = s.phase.order[s.phase.next];
      s = blind(s, plane(s, id).side, { type: "move", plane: id, move: "level" });
      expect(s.phase.kind === "move" && s.phase.freeze !== null).toBe(false);
    }
  });
});
