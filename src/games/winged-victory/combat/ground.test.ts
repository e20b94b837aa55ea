import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { ALEA, DESTROYED, HIT1, HIT2, HIT3 } from "../dice/alea.js";
import type { Plane } from "../planes/plane.js";
import { DEFAULT_COMBAT_TABLES as T, withCombatTables } from "./data.js";
import { TWO_SEATER } from "./fixtures.js";
import {
  DEFAULT_BOMB_OPTIONS as BASIC,
  bombingDie,
  crossesRelease,
  damageTarget,
  dropBombs,
  flakAttack,
  flakDie,
  mayBomb,
  parseTargetKind,
  releaseX,
  TARGET_KINDS,
  type Target,
  targetKind,
  targetShot,
  throttleCap,
} from "./ground.js";

const target = (kind: string, col = 50, level = 0): Target => ({
  kind,
  hex: { col, level },
  damage: 0,
  destroyed: false,
});
const SIXTY = { sixtyDegreeLine: true, altitudeDie: false };
const HP: Plane = {
  ...TWO_SEATER,
  id: "bomber",
  code: "B",
  loadedMaxThrottle: 2,
  maxLevelSpeed: { low: 4, medium: 4, high: 3 },
};

describe("targets", () => {
  it("are destroyed by damage reaching their red circles, or by a destroyed result", () => {
    const k = targetKind("battery"); // 3 circles
    const t = target("battery");
    damageTarget(t, k, HIT2);
    expect(t).toMatchObject({ damage: 2, destroyed: false });
    damageTarget(t, k, HIT1);
    expect(t.destroyed).toBe(true);
    const u = target("bridge");
    damageTarget(u, targetKind("bridge"), DESTROYED);
    expect(u.destroyed).toBe(true);
  });

  it("with a coloured strip fire at planes above them within reach, on the strip's die", () => {
    const k = targetKind("aa-mg");
    const t = target("aa-mg", 50, 1);
    const shot = targetShot(ALEA, k, t, {
      hex: { col: 51, level: 4 },
      heading: "E",
      attitude: "level",
    });
    expect(shot).toMatchObject({ die: ALEA.names.indexOf("orange"), range: 3, skill: "expert" });
    expect(
      targetShot(ALEA, k, t, { hex: { col: 60, level: 4 }, heading: "E", attitude: "level" }),
    ).toBeNull();
    expect(
      targetShot(ALEA, targetKind("depot"), t, {
        hex: { col: 51, level: 4 },
        heading: "E",
        attitude: "level",
      }),
    ).toBeNull();
    t.destroyed = true;
    expect(
      targetShot(ALEA, k, t, { hex: { col: 51, level: 4 }, heading: "E", attitude: "level" }),
    ).toBeNull();
  });

  it("a balloon is a target aloft; every counter is marked and typed in with checks", () => {
    expect(TARGET_KINDS.filter((k) => k.balloon).map((k) => k.id)).toEqual(["balloon"]);
    expect(
      parseTargetKind(ALEA, { id: "x", name: "X", balloon: false, fireDie: "red", circles: 2 })
        .circles,
    ).toBe(2);
    expect(() =>
      parseTargetKind(ALEA, { id: "x", name: "X", balloon: false, fireDie: "mauve", circles: 2 }),
    ).toThrow(/no mauve die/);
    expect(() =>
      parseTargetKind(ALEA, { id: "x", name: "X", balloon: false, fireDie: null, circles: 0 }),
    ).toThrow(/target: circles/);
    expect(() => targetKind("castle")).toThrow(/no target counter "castle"/);
  });
});

describe("bombing", () => {
  it("only bombers carry bombs", () => {
    expect(mayBomb(HP)).toBe(true);
    expect(mayBomb(TWO_SEATER)).toBe(false);
  });

  it("basic: cross the vertical over the target in level flight", () => {
    const t = { col: 50, level: 0 };
    expect(crossesRelease({ col: 46, level: 12 }, { col: 51, level: 12 }, "E", t, BASIC)).toBe(
      true,
    );
    expect(crossesRelease({ col: 46, level: 12 }, { col: 49, level: 12 }, "E", t, BASIC)).toBe(
      false,
    );
    expect(crossesRelease({ col: 53, level: 12 }, { col: 50, level: 12 }, "W", t, BASIC)).toBe(
      true,
    );
  });

  it("optional 60° line: released level / 2 Hexes before the target", () => {
    const t = { col: 50, level: 0 };
    expect(releaseX(t, 12, "E", SIXTY)).toBe(44);
    expect(releaseX(t, 12, "W", SIXTY)).toBe(56);
    expect(crossesRelease({ col: 42, level: 12 }, { col: 45, level: 12 }, "E", t, SIXTY)).toBe(
      true,
    );
    expect(crossesRelease({ col: 46, level: 12 }, { col: 51, level: 12 }, "E", t, SIXTY)).toBe(
      false,
    );
  });

  it("the yellow die: fail missed, i near miss (1 damage), ii direct hit (destroyed)", () => {
    const k = targetKind("depot");
    const t = target("depot");
    expect(dropBombs(ALEA, scriptedDice([1]), 12, t, k, BASIC)).toBe("missed");
    expect(dropBombs(ALEA, scriptedDice([2]), 12, t, k, BASIC)).toBe("near miss");
    expect(t.damage).toBe(1);
    const dice = scriptedDice([6]);
    expect(dropBombs(ALEA, dice, 12, t, k, BASIC)).toBe("direct hit");
    expect(t.destroyed).toBe(true);
    expect(dice.rolls[0].purpose).toBe("Yellow die, icon: bombing the Supply depot");
  });

  it("optional: one colour below yellow per 5 levels (level 12 throws grey, as the text says)", () => {
    const alt = { sixtyDegreeLine: false, altitudeDie: true };
    expect(bombingDie(ALEA, 12, alt)).toBe(ALEA.grey);
    expect(bombingDie(ALEA, 4, alt)).toBe(ALEA.yellow);
    expect(bombingDie(ALEA, 29, alt)).toBe(ALEA.white);
    expect(bombingDie(ALEA, 29, BASIC)).toBe(ALEA.yellow);
  });

  it("a loaded bomber's throttle stops at the circled value; empty, at the white box", () => {
    expect(throttleCap(HP, 4, true, 0, false)).toBe(2);
    expect(throttleCap(HP, 4, false, 0, false)).toBe(4);
    expect(throttleCap(HP, 4, false, 2, false)).toBe(2);
    expect(throttleCap(HP, 4, true, 0, true)).toBe(0);
    expect(throttleCap(TWO_SEATER, 5, true, 1, false)).toBe(4);
  });
});

describe("flak", () => {
  it("attacks a plane in the barraged MegaHex with the green die, one lower in the Low band", () => {
    expect(flakDie(ALEA, T, 15)).toBe(ALEA.green);
    expect(flakDie(ALEA, T, 8)).toBe(ALEA.green - 1);
    const dice = scriptedDice([6]);
    expect(flakAttack(ALEA, T, dice, 15)).toBe(HIT3);
    expect(dice.rolls[0].purpose).toBe("Green die, result: flak barrage");
    const typed = withCombatTables(T, { flakDie: "Orange", flakLow: 0 });
    expect(flakDie(ALEA, typed, 8)).toBe(ALEA.names.indexOf("orange"));
    expect(() => flakDie(ALEA, withCombatTables(T, { flakDie: "mauve" }), 8)).toThrow(
      /no mauve die/,
    );
  });
});
