import { describe, expect, it } from "vitest";
import { type Dice, scriptedDice, seededDice } from "../../../engine/dice.js";
import { gameSeed, seedRng } from "../../../engine/rng.js";
import { ALEA, type CombatResult } from "../dice/alea.js";
import {
  applyHit,
  copyDamage,
  type Damage,
  destroyed,
  fireAtTurnEnd,
  freshDamage,
  leakAtTurnStart,
  structuralTest,
  trySideSlipExtinguish,
} from "./damage.js";
import { DEFAULT_COMBAT_TABLES as T } from "./data.js";
import { TWO_SEATER as P } from "./fixtures.js";

const OPTS = [
  { hitAspect: false, goggles: false },
  { hitAspect: true, goggles: true },
];

/** A random afternoon of hits, leaks, fires and tests on one plane. */
function ordeal(dice: Dice, steps: number, problems: string[]): Damage {
  const d = freshDamage(P);
  const opts = OPTS[dice.roll(2, "options") - 1];
  for (let i = 0; i < steps; i++) {
    const before = copyDamage(d);
    const wasDestroyed = destroyed(d);
    switch (dice.roll(5, "what happens")) {
      case 1:
      case 2: {
        const result = (dice.roll(5, "result") - 1) as CombatResult;
        const aspect = (["front", "beam", "rear"] as const)[dice.roll(3, "aspect") - 1];
        applyHit(ALEA, P, d, dice, result, aspect, opts);
        break;
      }
      case 3:
        leakAtTurnStart(ALEA, dice, d);
        fireAtTurnEnd(ALEA, P, d, dice, opts);
        break;
      case 4:
        trySideSlipExtinguish(ALEA, T, dice, d, "expert");
        break;
      case 5:
        if (!destroyed(d)) structuralTest(ALEA, T, P, d, dice, "recruit");
        break;
    }
    const bad = (what: string) => problems.push(`step ${i}: ${what} ${JSON.stringify(d)}`);
    if (wasDestroyed && JSON.stringify(d) !== JSON.stringify(before)) bad("a wreck changed");
    if (d.structure < 0) bad("negative structure");
    if (d.speedLoss < 0 || d.speedLoss > 2) bad("speed loss");
    if (d.engine > P.engineTrack.length) bad("engine past its track");
    for (const c of ["ailerons", "elevator", "rudder"] as const) if (d[c] > P.controls[c]) bad(c);
    if (d.leakTurns < 0 || d.leakTurns > 6) bad("leak count");
    if (d.engineStopped && !d.leaking) bad("stopped without a leak");
    if (destroyed(d) && !d.crew.every((c) => c === "dead")) bad("survivors in a wreck");
    if (d.structure > 12 && !d.crackup) bad("past the last thick line");
  }
  return d;
}

describe("damage under random fire", () => {
  it("never breaks its invariants, and replays exactly from its rolls", () => {
    let wrecks = 0;
    const problems: string[] = [];
    let replayed = 0;
    for (let g = 0; g < 200; g++) {
      const dice = seededDice(seedRng(gameSeed(11, g)));
      const end = ordeal(dice, 40, problems);
      if (destroyed(end)) wrecks++;
      const again = ordeal(scriptedDice(dice.rolls.map((r) => r.value)), 40, problems);
      if (JSON.stringify(again) === JSON.stringify(end)) replayed++;
    }
    expect(problems.slice(0, 3)).toEqual([]);
    expect(replayed).toBe(200);
    expect(wrecks).toBeGreaterThan(0);
    expect(wrecks).toBeLessThan(200);
  });
});
