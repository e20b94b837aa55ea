import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { ALEA, type CombatResult, DESTROYED, HIT1, HIT2, HIT3, MISS } from "../dice/alea.js";
import {
  applyHit,
  cautionSide,
  controlWorks,
  copyDamage,
  crossesMarker,
  type Damage,
  type DamageOptions,
  deadPilotAttitude,
  destroyed,
  effectiveSkill,
  fireAtTurnEnd,
  freshDamage,
  impactHex,
  leakAtTurnStart,
  markerHex,
  maxThrottle,
  mayFireCrew,
  DEFAULT_DAMAGE_OPTIONS as OFF,
  pilotHealthy,
  pilotKilled,
  rollHitPart,
  stormAttack,
  structuralTest,
  trySideSlipExtinguish,
} from "./damage.js";
import { DEFAULT_COMBAT_TABLES as T } from "./data.js";
import { HIT_ROLL, TWO_SEATER as P } from "./fixtures.js";

const hit = (d: Damage, result: CombatResult, rolls: number[], opts: DamageOptions = OFF) => {
  const dice = scriptedDice(rolls);
  const part = applyHit(ALEA, P, d, dice, result, "beam", opts);
  expect(dice.consumed).toBe(rolls.length);
  return part;
};

describe("where a hit lands", () => {
  it("the d20 on the dashboard's table", () => {
    for (const [part, roll] of Object.entries(HIT_ROLL)) {
      expect(rollHitPart(P, scriptedDice([roll]), "beam", false)).toBe(part);
    }
  });

  it("optional: +1 from the rear, −1 from the front; off, the roll stands", () => {
    expect(rollHitPart(P, scriptedDice([6]), "rear", false)).toBe("structure");
    expect(rollHitPart(P, scriptedDice([6]), "rear", true)).toBe("ailerons");
    expect(rollHitPart(P, scriptedDice([7]), "front", true)).toBe("structure");
    expect(rollHitPart(P, scriptedDice([20]), "rear", true)).toBe("crew");
    expect(rollHitPart(P, scriptedDice([1]), "front", true)).toBe("structure");
  });

  it("a miss rolls nothing", () => {
    const d = freshDamage(P);
    expect(hit(d, MISS, [])).toBe("none");
    expect(d).toEqual(freshDamage(P));
  });
});

describe("the structure track", () => {
  it("moves one box per point; past the last thick line the plane cracks up", () => {
    const d = freshDamage(P);
    hit(d, HIT3, [HIT_ROLL.structure]);
    expect(d.structure).toBe(3);
    d.structure = 10;
    hit(d, HIT2, [HIT_ROLL.structure]);
    expect(d.structure).toBe(12);
    expect(d.crackup).toBe(false);
    hit(d, HIT1, [HIT_ROLL.structure]);
    expect(d.crackup).toBe(true);
    expect(d.crew).toEqual(["dead", "dead"]);
    expect(destroyed(d)).toBe(true);
  });

  it("a destroyed component moves the token to the next thick line, from a white arrow to the second", () => {
    const d = freshDamage(P); // thick lines after 4, 8, 12; a white arrow on 6
    hit(d, DESTROYED, [HIT_ROLL.structure]);
    expect(d.structure).toBe(4);
    hit(d, DESTROYED, [HIT_ROLL.structure]);
    expect(d.structure).toBe(8);
    d.structure = 6;
    hit(d, DESTROYED, [HIT_ROLL.structure]);
    expect(d.structure).toBe(12);
    expect(d.crackup).toBe(false);
    hit(d, DESTROYED, [HIT_ROLL.structure]);
    expect(d.crackup).toBe(true);
  });
});

describe("ailerons, elevator and rudder", () => {
  it("take damage like the structure, and each hit costs one structure point", () => {
    const d = freshDamage(P);
    hit(d, HIT1, [HIT_ROLL.elevator]);
    expect(d.elevator).toBe(1);
    expect(d.structure).toBe(1);
    expect(controlWorks(P, d, "elevator")).toBe(true);
    hit(d, HIT3, [HIT_ROLL.elevator]);
    expect(d.elevator).toBe(2);
    expect(d.structure).toBe(2);
    expect(controlWorks(P, d, "elevator")).toBe(false);
    expect(d.caution).toBe(true);
  });

  it("destroyed: all the way right at once", () => {
    const d = freshDamage(P);
    hit(d, DESTROYED, [HIT_ROLL.rudder]);
    expect(controlWorks(P, d, "rudder")).toBe(false);
    expect(controlWorks(P, d, "ailerons")).toBe(true);
    expect(d.structure).toBe(1);
  });
});

describe("the engine", () => {
  it("−1 and −2 boxes cut the top speed for good", () => {
    const d = freshDamage(P); // boxes: none, speed-1, speed-2, leak, fire
    hit(d, HIT1, [HIT_ROLL.engine]);
    expect(maxThrottle(d, 5)).toBe(5);
    hit(d, HIT1, [HIT_ROLL.engine]);
    expect(maxThrottle(d, 5)).toBe(4);
    hit(d, HIT1, [HIT_ROLL.engine]);
    expect(maxThrottle(d, 5)).toBe(3); // the text's Strutter: 5 − 2 = 3
  });

  it("the drop box starts a leak (Blue die's number = turns left), the fire box a fire", () => {
    const d = freshDamage(P);
    d.engine = 2;
    hit(d, HIT2, [HIT_ROLL.engine, 4]);
    expect(d).toMatchObject({
      engine: 4,
      leaking: true,
      leakTurns: 4,
      onFire: false,
      speedLoss: 2,
    });
    hit(d, HIT1, [HIT_ROLL.engine]);
    expect(d.onFire).toBe(true);
    expect(d.caution).toBe(true);
  });

  it("destroyed: every box to the end takes effect", () => {
    const d = freshDamage(P);
    hit(d, DESTROYED, [HIT_ROLL.engine, 2]);
    expect(d).toMatchObject({ engine: 5, speedLoss: 2, leaking: true, leakTurns: 2, onFire: true });
  });
});

describe("gas tank and leakage", () => {
  it("any hit punctures the tank: a leak counting down, a fire check each turn, then the engine quits", () => {
    const d = freshDamage(P);
    hit(d, HIT1, [HIT_ROLL.tank, 2]);
    expect(d).toMatchObject({ tankPunctured: true, leaking: true, leakTurns: 2, caution: true });
    leakAtTurnStart(ALEA, scriptedDice([1]), d); // blue face 1: miss, no fire
    expect(d).toMatchObject({ leakTurns: 1, engineStopped: false, onFire: false });
    leakAtTurnStart(ALEA, scriptedDice([5]), d);
    expect(d).toMatchObject({ leakTurns: 0, engineStopped: true, onFire: false });
    expect(maxThrottle(d, 5)).toBe(0);
    leakAtTurnStart(ALEA, scriptedDice([6]), d); // still rolling for fire: destroyed face catches fire
    expect(d.onFire).toBe(true);
  });

  it("a second leak keeps the first count", () => {
    const d = freshDamage(P);
    hit(d, HIT1, [HIT_ROLL.tank, 3]);
    hit(d, HIT2, [HIT_ROLL.tank]);
    expect(d.leakTurns).toBe(3);
  });

  it("optional goggles: a leak allows only level flight next move; off by default", () => {
    const off = freshDamage(P);
    hit(off, HIT1, [HIT_ROLL.tank, 3]);
    expect(off.goggles).toBe(false);
    const on = freshDamage(P);
    hit(on, HIT1, [HIT_ROLL.tank, 3], { ...OFF, goggles: true });
    expect(on.goggles).toBe(true);
  });
});

describe("fire", () => {
  it("burns with a front attack of the Red die at the end of each turn", () => {
    const d = freshDamage(P);
    d.onFire = true;
    const dice = scriptedDice([4, HIT_ROLL.structure]); // red face 4: 2 damage
    fireAtTurnEnd(ALEA, P, d, dice, OFF);
    expect(d.structure).toBe(2);
    expect(dice.rolls[0].purpose).toMatch(/^Red die/);
  });

  it("the front attack moves the optional hit location down by one", () => {
    const d = freshDamage(P);
    d.onFire = true;
    fireAtTurnEnd(ALEA, P, d, scriptedDice([2, 7]), { ...OFF, hitAspect: true });
    expect(d.structure).toBe(1); // 7 − 1 = 6: structure
    expect(d.ailerons).toBe(0);
  });

  it("a side slip may put it out (grey die: fail burns, i out, ii explodes)", () => {
    const d = freshDamage(P);
    d.onFire = true;
    expect(trySideSlipExtinguish(ALEA, T, scriptedDice([1]), d, "expert")).toBe("burning");
    expect(trySideSlipExtinguish(ALEA, T, scriptedDice([3]), d, "expert")).toBe("extinguished");
    expect(d.onFire).toBe(false);
    const e = freshDamage(P);
    e.onFire = true;
    expect(trySideSlipExtinguish(ALEA, T, scriptedDice([6]), e, "expert")).toBe("exploded");
    expect(e.crew).toEqual(["dead", "dead"]);
    expect(destroyed(e)).toBe(true);
  });

  it("regression: a burning wreck that cracked up cannot explode on a side slip", () => {
    const d = freshDamage(P);
    d.onFire = true;
    d.structure = 12;
    hit(d, HIT1, [HIT_ROLL.structure]);
    expect(d.crackup).toBe(true);
    const dice = scriptedDice([]);
    expect(trySideSlipExtinguish(ALEA, T, dice, d, "expert")).toBe("burning");
    expect(d.exploded).toBe(false);
  });

  it("a wounded pilot throws the recruit's die to put it out", () => {
    const d = freshDamage(P);
    d.onFire = true;
    d.crew[0] = "wounded";
    const dice = scriptedDice([3]);
    expect(trySideSlipExtinguish(ALEA, T, dice, d, "ace")).toBe("burning"); // white face 3: fail
    expect(dice.rolls[0].purpose).toMatch(/^White die/);
  });

  it("a storm is a side attack with the Red die", () => {
    const d = freshDamage(P);
    stormAttack(ALEA, P, d, scriptedDice([5, HIT_ROLL.structure]), OFF);
    expect(d.structure).toBe(3);
  });
});

describe("crew", () => {
  it("a hit wounds, a second wound kills, a destroyed result kills at once", () => {
    const d = freshDamage(P);
    hit(d, HIT2, [HIT_ROLL.pilot]);
    expect(d.crew[0]).toBe("wounded");
    expect(pilotHealthy(d)).toBe(false);
    expect(effectiveSkill("ace", d)).toBe("recruit");
    expect(d.caution).toBe(true);
    hit(d, HIT1, [HIT_ROLL.pilot]);
    expect(pilotKilled(d)).toBe(true);
    const e = freshDamage(P);
    hit(e, DESTROYED, [HIT_ROLL.crew]);
    expect(e.crew).toEqual(["healthy", "dead"]);
  });

  it("a wounded gunner no longer fires", () => {
    const d = freshDamage(P);
    expect(mayFireCrew(d, 1)).toBe(true);
    hit(d, HIT1, [HIT_ROLL.crew]);
    expect(mayFireCrew(d, 1)).toBe(false);
    expect(mayFireCrew(d, 0)).toBe(true);
  });

  it("a wounded pilot still fires (as a recruit); a dead one does not", () => {
    const d = freshDamage(P);
    d.crew[0] = "wounded";
    expect(mayFireCrew(d, 0)).toBe(true);
    expect(effectiveSkill("ace", d)).toBe("recruit");
    d.crew[0] = "dead";
    expect(mayFireCrew(d, 0)).toBe(false);
  });

  it("with several gunners a die picks the one hit; with none alive the hit finds nobody", () => {
    const three = { ...P, crew: [...P.crew, P.crew[1]] };
    const d = freshDamage(three);
    const dice = scriptedDice([HIT_ROLL.crew, 2]);
    applyHit(ALEA, three, d, dice, HIT1, "beam", OFF);
    expect(d.crew).toEqual(["healthy", "healthy", "wounded"]);
    const e = freshDamage(P);
    e.crew[1] = "dead";
    const before = copyDamage(e);
    hit(e, HIT3, [HIT_ROLL.crew]);
    expect(e).toEqual(before);
  });

  it("a killed pilot: level flight becomes a shallow dive (optional westerlies: hard when pointing west)", () => {
    expect(deadPilotAttitude("level", "W", false)).toBe("dive-shallow");
    expect(deadPilotAttitude("level", "E", true)).toBe("dive-shallow");
    expect(deadPilotAttitude("level", "W", true)).toBe("dive-hard");
    expect(deadPilotAttitude("climb-hard", "W", true)).toBe("climb-hard");
  });
});

describe("the Structural Test", () => {
  it("on the plane's structural die stepped by skill: fail crackup, i 4 damage, ii nothing", () => {
    const d = freshDamage(P); // pink structural die: face 1 fail, 2–5 i, 6 ii
    expect(structuralTest(ALEA, T, P, d, scriptedDice([6]), "expert")).toBe("unharmed");
    expect(structuralTest(ALEA, T, P, d, scriptedDice([2]), "expert")).toBe("damaged");
    expect(d.structure).toBe(4);
    const dice = scriptedDice([1]);
    expect(structuralTest(ALEA, T, P, d, dice, "ace")).toBe("crackup"); // yellow face 1: fail
    expect(dice.rolls[0].purpose).toMatch(/^Yellow die/);
    expect(d.crackup).toBe(true);
  });

  it("4 damage past the last thick line is a crackup too", () => {
    const d = freshDamage(P);
    d.structure = 10;
    expect(structuralTest(ALEA, T, P, d, scriptedDice([3]), "expert")).toBe("crackup");
  });
});

describe("hits on a wreck", () => {
  it("change nothing and roll nothing", () => {
    const d = freshDamage(P);
    d.crackup = true;
    expect(hit(d, HIT3, [])).toBe("none");
  });
});

describe("the position marker's caution side", () => {
  it("shows after flipping damage, and while the plane is stalled or in a falling leaf", () => {
    const d = freshDamage(P);
    expect(cautionSide(d, false)).toBe(false);
    expect(cautionSide(d, true)).toBe(true);
    d.caution = true;
    expect(cautionSide(d, false)).toBe(true);
  });
});

describe("markers and the falling plane", () => {
  it("a crackup falls straight down; leak and fire markers sit behind the plane", () => {
    expect(impactHex({ col: 33, level: 17 })).toEqual({ col: 33, level: 0 });
    expect(markerHex({ col: 33, level: 17 }, "E")).toEqual({ col: 32, level: 17 });
    expect(markerHex({ col: 33, level: 17 }, "W")).toEqual({ col: 34, level: 17 });
    const leak = markerHex({ col: 33, level: 17 }, "E");
    expect(
      crossesMarker(
        [
          { col: 30, level: 17 },
          { col: 31, level: 17 },
          { col: 32, level: 17 },
        ],
        [leak],
      ),
    ).toBe(true);
    expect(crossesMarker([{ col: 32, level: 18 }], [leak])).toBe(false);
  });
});
