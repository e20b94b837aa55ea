/**
 * Planes cannot fire while in stall (the text's Stall paragraph; ruling W14):
 * a plane whose end-of-turn update puts its cue on a stall box is in stall
 * for that turn's fire, pilot and gunners alike, in the game and in the
 * flight computer's listing.
 */
import { describe, expect, it } from "vitest";
import { createMatch, play, recordOf, replay } from "../../../engine/match.js";
import { legalMoves } from "../flight/flight.js";
import { FIT, flightAt, DEFAULT_FLIGHT_OPTIONS as O } from "../flight/manoeuvres.js";
import type { WvState } from "../game/state.js";
import { getPlane } from "../planes/planes.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, plane, SEE, setThrottles, start } from "../test-game.js";
import { legalActions } from "./actions.js";

const act = actWith(...SEE);

/**
 * Turning fight at Medium, turned round: the Dr.I 2 Hexes behind the
 * Strutter (pilot and observer-gunner), both at speed 2; the Strutter
 * throttles to `throttle`, both fly level.
 */
function fireStep(throttle: number): WvState {
  const s = structuredClone(start({ scenario: "turning-fight" }));
  plane(s, "A1").flight.speed = 2;
  plane(s, "G1").flight.speed = 2;
  plane(s, "G1").place.x4 = plane(s, "A1").place.x4 - 8;
  let t = setThrottles(s, act, (c) => (c.includes(throttle) ? throttle : Math.max(...c)));
  while (t.phase.kind === "move") {
    const m = t.phase.order[t.phase.next];
    t = act(t, plane(t, m).side, { type: "move", plane: m, move: "level" });
  }
  return t;
}

describe("a plane stalled by its end-of-turn update cannot fire that turn", () => {
  it("full throttle: the Strutter's gunner is offered his shot at the Dr.I behind", () => {
    const t = fireStep(5);
    expect(t.phase.kind).toBe("fire");
    expect(plane(t, "A1").flight.outOfControl).toBeNull();
    const shots = rules.view(t, "allies").shots.filter((x) => x.plane === "A1");
    expect(shots.map((x) => [x.crew, x.target])).toContainEqual([1, "G1"]);
  });

  it("throttle 0: speed 2 updates to 1, the Medium stall box; no shot, pilot or gunner", () => {
    const t = fireStep(0);
    expect(t.phase.kind).toBe("fire");
    const a1 = plane(t, "A1");
    expect(a1.flight.speed).toBe(1);
    expect(a1.flight.outOfControl).toBe("stall");
    expect([a1.pilotFires, a1.gunnersFire]).toEqual([false, false]);
    // The Allies have nothing else to shoot with: the fire step waits for the Germans only.
    expect(t.phase.kind === "fire" && t.phase.ready.allies).toBe(true);
    expect(rules.view(t, "allies").shots).toEqual([]);
    // The Dr.I still fires at the stalled Strutter.
    expect(rules.view(t, "germans").shots.map((x) => x.target)).toContain("A1");
    expect(legalActions(t, "allies").filter((a) => a.type === "shoot")).toEqual([]);
    expect(() =>
      act(t, "allies", { type: "shoot", plane: "A1", crew: 1, target: "G1", longBurst: false }),
    ).toThrow();
  });

  it("the flight computer: a manoeuvre ending in a stall fires nobody", () => {
    const strutter = getPlane("strutter");
    const moves = legalMoves(strutter, flightAt(5, 5), FIT, O, 5);
    const stalled = moves.filter((m) => m.events.includes("stall"));
    expect(stalled.map((m) => m.name)).toEqual(
      expect.arrayContaining(["climb-hard+turn", "turn-hard+keep2"]),
    );
    for (const m of stalled)
      expect([m.name, m.pilotMayFire, m.gunnersMayFire]).toEqual([m.name, false, false]);
    // A manoeuvre that ends clear of the stall boxes keeps its fire.
    const level = moves.find((m) => m.name === "level");
    expect([level?.pilotMayFire, level?.gunnersMayFire]).toEqual([true, true]);
  });
});

describe("a shot named for a plane in stall", () => {
  it("is refused with the reason, not as a turn out of order", () => {
    const t = fireStep(0);
    expect(() =>
      act(t, "allies", { type: "shoot", plane: "A1", crew: 1, target: "G1", longBurst: false }),
    ).toThrow("A1 is out of control (stall): planes cannot fire while in stall");
  });
});

describe("rules version 7 and after", () => {
  /** A seeded turning fight of `steps` steps, each the k-th legal action in turn. */
  function played(steps: number) {
    let m = createMatch(rules, rules.parseOptions({ scenario: "turning-fight" }), {
      mode: "seeded",
      seed: 7,
    });
    for (let k = 0; k < steps && !rules.outcome(m.state); k++) {
      const seat = (["allies", "germans"] as const).find(
        (x) => legalActions(m.state, x).length > 0,
      );
      if (!seat) break;
      const choices = legalActions(m.state, seat);
      m = play(rules, m, seat, choices[(k * 7) % choices.length]);
    }
    return m;
  }

  it("reads a version 6 log with no shot from a plane in stall as it stands", () => {
    const m = played(40);
    const old = { ...JSON.parse(JSON.stringify(recordOf(m))), version: 6 };
    const again = replay(rules, old);
    expect(again.version).toBe(rules.version);
    expect(again.state).toEqual(m.state);
  });

  it("reads a version 7 log as it stands where no engine would run again", () => {
    const m = played(40);
    const old = { ...JSON.parse(JSON.stringify(recordOf(m))), version: 7 };
    const again = replay(rules, old);
    expect(again.version).toBe(8);
    expect(again.state).toEqual(m.state);
  });

  it("refuses a version 5 log, saying which version wrote it", () => {
    const old = { ...JSON.parse(JSON.stringify(recordOf(played(4)))), version: 5 };
    expect(() => replay(rules, old)).toThrow(/version 5/);
  });
});
