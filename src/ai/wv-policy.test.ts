/** The computer pilot's manoeuvre score: a hurt enemy in its guns counts for more. */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../engine/dice.js";
import { seedRng } from "../engine/rng.js";
import { wingedVictory as rules } from "../games/winged-victory/rules.js";
import type { PlaneState } from "../games/winged-victory/state.js";
import { mover } from "../games/winged-victory/turn.js";
import { orderKeys, threat } from "./wv-eval.js";
import { type EnemyGuess, flyDry, scoreFlown } from "./wv-policy.js";

describe("the manoeuvre score", () => {
  it("counts an enemy in the guns' line for more the nearer it is to going down", () => {
    const s = rules.setup(rules.parseOptions({ scenario: "head-on" }), new SeededDice(seedRng(3)));
    // Throttles set: the first plane to move.
    for (const p of s.planes) p.throttle = p.flight.speed;
    s.phase = {
      kind: "move",
      order: s.planes.map((p) => p.id),
      next: 0,
      pools: {},
      groups: [],
      closed: [],
      freeze: null,
    };
    const p = mover(s) as PlaneState;
    const f = flyDry(s, p, { kind: "level" });
    const ahead = f.at.heading === "E" ? 2 : -2;
    const q = s.planes.find((x) => x.side !== p.side) as PlaneState;
    const at = { ...f.at, hex: { col: f.at.hex.col + ahead, level: f.at.hex.level } };
    expect(threat(p.type, true, true, f.at, at)).toBeGreaterThan(0);
    const guess = (hurt: number): EnemyGuess => ({
      type: q.type,
      at,
      pilot: false,
      gunners: false,
      keys: orderKeys(q, at),
      evasion: 0,
      hurt,
    });
    const sound = scoreFlown(s, p, f, [guess(0)]);
    expect(scoreFlown(s, p, f, [guess(0.5)])).toBeGreaterThan(sound);
    expect(scoreFlown(s, p, f, [guess(1)])).toBeGreaterThan(scoreFlown(s, p, f, [guess(0.5)]));
  });
});
