/**
 * Ruling G13: a plane caught in a Time Freezing stands where time froze, as
 * it was before its move, until the freeze's fire is over; only then does
 * it fly its manoeuvre, with its rolls (a Handling Test here). A plane the
 * fire left unable to fly its choice flies level; one with its pilot dead
 * flies itself; one downed flies no more. Scripted dice throughout.
 */
import { describe, expect, it } from "vitest";
import { PASS } from "../dice/alea.js";
import { byPurpose } from "../dice/scripted.js";
import { planeOf, type WvAction, type WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { plane, SEE, setThrottles, start } from "../test-game.js";

/** The game's act on scripted dice (every Spotting Test sees, the Allies first); returns the state and the rolls made. */
function step(s: WvState, seat: string, a: WvAction) {
  const d = byPurpose([/barrel-roll/, { icon: PASS }], ...SEE);
  const next = rules.act(s, seat, a, d);
  return { s: next, rolls: d.rolls.map((r) => r.purpose) };
}
const act = (s: WvState, seat: string, a: WvAction) => step(s, seat, a).s;

/**
 * Head-on with the optional Handling Tests: A1 flies `a1` and freezes after
 * `h` Hexes; G1 flies `g1` into the freeze; the freeze's fire waits for a
 * side with a shot.
 */
function frozen(a1: string, h: number, g1: string): WvState {
  let s = setThrottles(start({ scenario: "head-on", rules: { handlingTests: true } }), act);
  const a = step(s, "allies", { type: "move", plane: "A1", move: a1, freeze: h });
  // A barrel roll's Handling Test waits: the move rolled nothing.
  expect(a.rolls).toEqual([]);
  s = act(a.s, "germans", { type: "move", plane: "G1", move: g1 });
  expect(s.phase.kind === "fire" && s.phase.resume !== undefined).toBe(true);
  return s;
}

/** Every side holds its fire; returns the state and the rolls of each step. */
function holdAll(s: WvState): { s: WvState; rolls: string[][] } {
  const rolls: string[][] = [];
  let t = s;
  while (t.phase.kind === "fire" && t.phase.resume) {
    const seat = t.phase.ready.allies ? "germans" : "allies";
    const r = step(t, seat, { type: "hold" });
    rolls.push(r.rolls);
    t = r.s;
  }
  return { s: t, rolls };
}

describe("ruling G13: a move into a Time Freezing is flown once the freeze's fire is over", () => {
  it("its Handling Test is rolled at the end of the freeze's fire, and the plane then stands where its manoeuvre ends", () => {
    const s = frozen("barrel-roll", 1, "level");
    const a0 = plane(start({ scenario: "head-on" }), "A1").place.x4;
    // Both stand where time froze, each as it was before its move.
    expect(plane(s, "A1").place.x4).toBe(a0);
    expect(plane(s, "A1").freezeAt?.x4).toBe(a0 + 4);
    expect(plane(s, "A1").flown).toBe("barrel-roll");
    expect(plane(s, "A1").flight.speed).toBe(7);
    const done = holdAll(s);
    // Rolled once, in the step that ends the freeze's fire.
    expect(done.rolls.flat().filter((r) => /barrel-roll/.test(r))).toHaveLength(1);
    expect(done.rolls[done.rolls.length - 1].some((r) => /barrel-roll/.test(r))).toBe(true);
    // A barrel roll flies 3 Hexes; the Dr.I its 5 of level flight.
    expect(plane(done.s, "A1").freezeAt).toBeNull();
    expect(plane(done.s, "A1").place.x4).toBe(a0 + 12);
    expect(plane(done.s, "G1").place.x4).toBe(plane(s, "G1").place.x4 - 20);
  });

  it("a plane the fire left unable to fly its manoeuvre flies level instead", () => {
    const s = structuredClone(frozen("level", 4, "barrel-roll"));
    // The freeze's fire shot G1's rudder away: a barrel roll needs it.
    const g = plane(s, "G1");
    g.damage.rudder = planeOf(g.type).controls.rudder;
    const t = holdAll(s).s;
    expect(rules.view(t, "germans").events.some((e) => e.startsWith("G1 flies level:"))).toBe(true);
    expect(plane(t, "G1").place.x4).toBe(plane(s, "G1").place.x4 - 20);
    expect(rules.view(t, "germans").events).toContain(
      "G1 can no longer fly barrel-roll: it flies level",
    );
  });

  it("a plane whose pilot was killed flies itself; a plane downed flies no more", () => {
    const s = structuredClone(frozen("barrel-roll", 1, "level"));
    plane(s, "G1").damage.crew[0] = "dead";
    plane(s, "A1").fate = "downed";
    const done = holdAll(s);
    const t = done.s;
    // A1 never finishes its barrel roll: no Handling Test, still where it started.
    expect(done.rolls.flat().some((r) => /barrel-roll/.test(r))).toBe(false);
    expect(plane(t, "A1").place.x4).toBe(plane(s, "A1").place.x4);
    // G1 flies as a plane with nobody at the stick does.
    expect(rules.view(t, "germans").events.some((e) => e.startsWith("G1 flies"))).toBe(true);
    expect(plane(t, "G1").freezeAt).toBeNull();
  });
});
