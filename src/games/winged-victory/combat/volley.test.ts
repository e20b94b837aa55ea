import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { ALEA, DESTROYED, HIT1 } from "../dice/alea.js";
import type { ShotInput } from "./combat.js";
import { DEFAULT_DAMAGE_OPTIONS, freshDamage } from "./damage.js";
import { DEFAULT_COMBAT_TABLES as T } from "./data.js";
import { HIT_ROLL, TWO_SEATER as P } from "./fixtures.js";
import { resolveVolley } from "./volley.js";

const shot: ShotInput = {
  die: ALEA.red,
  skill: "expert",
  range: 2,
  aspect: "rear",
  longBurst: false,
  evasion: "none",
  size: 0,
};

describe("simultaneous fire", () => {
  it("rolls every shot first, then applies the damage: both pilots die, each having fired", () => {
    const a = { plane: P, damage: freshDamage(P) };
    const b = { plane: P, damage: freshDamage(P) };
    // A's shot on the Blue die (rear +1) destroys B's pilot; B's, rolled before any damage, destroys A's.
    const dice = scriptedDice([6, 6, HIT_ROLL.pilot, HIT_ROLL.pilot]);
    const out = resolveVolley(
      ALEA,
      T,
      dice,
      [
        { target: 1, shot, why: "A fires at B" },
        { target: 0, shot, why: "B fires at A" },
      ],
      [a, b],
      DEFAULT_DAMAGE_OPTIONS,
    );
    expect(out.map((o) => [o.result, o.part])).toEqual([
      [DESTROYED, "pilot"],
      [DESTROYED, "pilot"],
    ]);
    expect(a.damage.crew[0]).toBe("dead");
    expect(b.damage.crew[0]).toBe("dead");
    expect(dice.rolls.map((r) => r.purpose)).toEqual([
      "Blue die, result: A fires at B",
      "Blue die, result: B fires at A",
      "hit location (d20)",
      "hit location (d20)",
    ]);
  });

  it("reports a jam per shot", () => {
    const a = { plane: P, damage: freshDamage(P) };
    const out = resolveVolley(
      ALEA,
      T,
      scriptedDice([2, HIT_ROLL.structure]),
      [{ target: 0, shot: { ...shot, aspect: "beam", longBurst: true }, why: "x" }],
      [a],
      DEFAULT_DAMAGE_OPTIONS,
    );
    expect(out[0]).toEqual({ result: HIT1, jammed: true, part: "structure" });
    expect(a.damage.structure).toBe(1);
  });
});
