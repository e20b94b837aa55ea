/**
 * Ruling G18, whose victory: a plane keeps the enemy crew member whose fire
 * last hit it; of one volley's hits, the heaviest, and of equal ones the
 * first named; a miss and a ground target's fire change nothing.
 */
import { describe, expect, it } from "vitest";
import type { ShotInput } from "../combat/combat.js";
import { volleyHits } from "../combat/volley.js";
import { DESTROYED, HIT1, HIT2, MISS } from "../dice/alea.js";
import { byPurpose, type Want } from "../dice/scripted.js";
import { planeOf, type WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, holdFire, plane, SEE, setThrottles, start } from "../test-game.js";

const act = actWith(...SEE);

/** Turning fight, both planes slow, the Strutter 2 Hexes behind the Dr.I: all fly level, then A1's pilot fires. */
function shootAt(s0: WvState, result: number): WvState {
  const s = structuredClone(s0);
  plane(s, "A1").flight.speed = 2;
  plane(s, "G1").flight.speed = 2;
  let t = setThrottles(s, act);
  while (t.phase.kind === "move") {
    const m = t.phase.order[t.phase.next];
    t = rules.act(
      t,
      plane(t, m).side,
      { type: "move", plane: m, move: "level" },
      byPurpose(...SEE),
    );
  }
  const hit: [RegExp, Want][] = [
    [/fires at G1/, { result }],
    [/hit location/, 7],
  ];
  const shot = { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false } as const;
  const u = act(t, "allies", shot, ...hit);
  return holdFire(u, (x, seat, a) => act(x, seat, a, ...hit));
}

describe("whose victory (ruling G18)", () => {
  it("keeps the crew member whose fire last hit a plane, through a miss, and shows it to both sides", () => {
    const s = start({ scenario: "turning-fight" });
    expect(plane(s, "G1").hitBy).toBeNull();
    const missed = shootAt(s, MISS);
    expect(plane(missed, "G1").hitBy).toBeNull();
    const hit = shootAt(s, HIT1);
    expect(plane(hit, "G1").damage.structure).toBeGreaterThan(0);
    expect(plane(hit, "G1").hitBy).toEqual({ plane: "A1", crew: 0 });
    for (const side of ["allies", "germans"] as const)
      expect(rules.view(hit, side).planes.find((p) => p.id === "G1")?.hitBy).toEqual({
        plane: "A1",
        crew: 0,
      });
    // A later miss takes nothing away.
    const after = shootAt(hit, MISS);
    expect(plane(after, "G1").hitBy).toEqual({ plane: "A1", crew: 0 });
  });

  it("names the victor of a plane shot down", () => {
    const s = structuredClone(start({ scenario: "turning-fight" }));
    // G1's structure token on its last thick line: one more hit cracks it up.
    const lines = planeOf(plane(s, "G1").type).structure.thickLines;
    plane(s, "G1").damage.structure = lines[lines.length - 1];
    const down = shootAt(s, HIT1);
    expect(plane(down, "G1").fate).toBe("downed");
    expect(plane(down, "G1").hitBy).toEqual({ plane: "A1", crew: 0 });
  });

  it("of one volley's hits on a plane, credits the heaviest, and the first named of equals", () => {
    const shot = {} as ShotInput;
    const volley = [
      { target: 0, shot, why: "A1 pilot" },
      { target: 0, shot, why: "A2 pilot" },
      { target: 0, shot, why: "A2 gunner" },
      { target: 1, shot, why: "a ground target" },
      { target: 1, shot, why: "A3 pilot" },
    ];
    const by = [
      { plane: "A1", crew: 0 },
      { plane: "A2", crew: 0 },
      { plane: "A2", crew: 1 },
      null,
      { plane: "A3", crew: 0 },
    ];
    const r = (...results: number[]) => results.map((result) => ({ result }) as never);
    expect(volleyHits(volley, r(HIT1, HIT2, HIT2, DESTROYED, MISS), by)).toEqual(
      new Map([[0, { plane: "A2", crew: 0 }]]),
    );
    expect(volleyHits(volley, r(HIT2, HIT1, MISS, MISS, HIT1), by)).toEqual(
      new Map([
        [0, { plane: "A1", crew: 0 }],
        [1, { plane: "A3", crew: 0 }],
      ]),
    );
  });
});
