/**
 * The balloon-scramble scenario: a plane that starts on its airfield rolls
 * until its take-off speed, then takes off with a shallow climb (ruling
 * W15), through the rules contract on scripted dice.
 */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import type { WvState } from "../game/state.js";
import { scenarioById } from "../missions/scenarios.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, flyLevel, holdFire, plane, sightAndOrder, toMove } from "../test-game.js";

const act = actWith(...sightAndOrder(0));

/** The planes still to move fly level, then both sides hold their fire: the turn ends. */
const endTurn = (s: WvState) => holdFire(flyLevel(s, act), act);

describe("taking off in the game (balloon scramble)", () => {
  it("is marked reconstructed and sets a German plane on its airfield and the balloon it guards", () => {
    const sc = scenarioById("balloon-scramble");
    expect(sc?.reconstructed).toBe(true);
    const s = rules.setup(rules.parseOptions({ scenario: "balloon-scramble" }), scriptedDice([]));
    expect(plane(s, "G1").flight.grounded).toBe(true);
    expect(plane(s, "G1").place.half).toBe(0);
    expect(s.targets).toEqual([
      { kind: "balloon", hex: { col: 65, level: 4 }, damage: 0, destroyed: false, side: "germans" },
    ]);
    expect(s.missions).toEqual({ allies: "balloon-busting", germans: "cap" });
  });

  it("rolls along the ground below its take-off speed, then takes off with a shallow climb", () => {
    let s = rules.setup(rules.parseOptions({ scenario: "balloon-scramble" }), scriptedDice([]));
    // Turn 1: speed 2, below the D.VII's take-off speed 3: only rolling on is open, and the view says why.
    s = toMove(s, act, "G1");
    const v = rules.view(s, "germans");
    expect(v.moves.map((m) => m.name)).toEqual(["level"]);
    expect(v.unavailable.find((u) => u.name === "climb-shallow")?.reason).toBe(
      "the Fokker D.VII takes off at speed 3 or more (speed 2): roll on in level flight",
    );
    expect(() => act(s, "germans", { type: "move", plane: "G1", move: "climb-shallow" })).toThrow(
      /takes off at speed 3/,
    );
    expect(v.planes.find((p) => p.id === "G1")?.grounded).toBe(true);
    const x0 = plane(s, "G1").place.x4;
    s = act(s, "germans", { type: "move", plane: "G1", move: "level" });
    // Rolled 2 Hexes west along the ground, still in the fight; the update brings it to speed 3 or more.
    const g = plane(s, "G1");
    expect(g.fate).toBeNull();
    expect(g.flight.grounded).toBe(true);
    expect(g.place.x4).toBe(x0 - 8);
    expect(g.flight.speed).toBeGreaterThanOrEqual(3);
    s = endTurn(s);
    expect(s.turn).toBe(2);
    // Turn 2: the take-off, through the contract.
    s = toMove(s, act, "G1");
    expect(rules.view(s, "germans").moves.map((m) => m.name)).toContain("climb-shallow");
    s = act(s, "germans", { type: "move", plane: "G1", move: "climb-shallow" });
    const up = plane(s, "G1");
    expect(
      rules.view(s, "germans").events.some((e) => /G1 flies shallow climb \(takes off\)/.test(e)),
    ).toBe(true);
    expect(up.fate).toBeNull();
    expect(up.flight.grounded).toBeUndefined();
    expect(up.flight.half).toBe(1);
    const seen = rules.view(s, "germans").planes.find((p) => p.id === "G1");
    expect(seen?.hex.level).toBe(1);
    expect(seen?.grounded).toBe(false);
  });
});
