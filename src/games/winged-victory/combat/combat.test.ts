import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { ALEA, DESTROYED, HIT1, HIT2, MISS } from "../dice/alea.js";
import { parsePlane, type Weapon } from "../planes/plane.js";
import {
  type Ammo,
  blankShot,
  fillShot,
  fireRange,
  fullAmmo,
  jams,
  mayFireAmmo,
  mayFireDuring,
  outOfAmmo,
  type Placed,
  reload,
  rollShot,
  rollShotResult,
  type ShotInput,
  shotBetween,
  shotDie,
  shotModifier,
  shotModifiers,
  spendRound,
  tryUnjam,
} from "./combat.js";
import {
  COMBAT_OPTION_LABELS,
  DEFAULT_COMBAT_OPTIONS,
  DEFAULT_COMBAT_TABLES as T,
  withCombatTables,
} from "./data.js";
import { TWO_SEATER } from "./fixtures.js";

const guns = TWO_SEATER.crew[0].weapon as Weapon;
const rear = TWO_SEATER.crew[1].weapon as Weapon;
const at = (
  col: number,
  level: number,
  heading: "E" | "W" = "E",
  attitude: Placed["attitude"] = "level",
): Placed => ({
  hex: { col, level },
  heading,
  attitude,
});

describe("the test plane", () => {
  it("is a valid dashboard", () => {
    expect(parsePlane(TWO_SEATER).id).toBe("test-two-seater");
  });
});

describe("who can fire at whom", () => {
  it("forward guns reach 5 Hexes straight ahead, no further, not aside, not behind, not in the same Hex", () => {
    const me = at(10, 10);
    for (let h = 1; h <= 5; h++) expect(fireRange(T, guns, me, { col: 10 + h, level: 10 })).toBe(h);
    expect(fireRange(T, guns, me, { col: 16, level: 10 })).toBe(0);
    expect(fireRange(T, guns, me, { col: 12, level: 11 })).toBe(0);
    expect(fireRange(T, guns, me, { col: 8, level: 10 })).toBe(0);
    expect(fireRange(T, guns, me, { col: 10, level: 10 })).toBe(0);
    // pointing west, the line runs the other way
    expect(fireRange(T, guns, at(10, 10, "W"), { col: 7, level: 10 })).toBe(3);
  });

  it("a hard climb fires along the Hex sides, a shallow one along the spines (both Hexes beside a spine)", () => {
    expect(fireRange(T, guns, at(10, 10, "E", "climb-hard"), { col: 11, level: 12 })).toBe(2);
    expect(fireRange(T, guns, at(10, 10, "E", "climb-hard"), { col: 12, level: 10 })).toBe(0);
    const shallow = at(10, 10, "E", "climb-shallow");
    expect(fireRange(T, guns, shallow, { col: 11, level: 10 })).toBe(1);
    expect(fireRange(T, guns, shallow, { col: 10, level: 11 })).toBe(1);
    expect(fireRange(T, guns, shallow, { col: 11, level: 11 })).toBe(2);
    expect(fireRange(T, guns, shallow, { col: 13, level: 13 })).toBe(5);
    expect(fireRange(T, guns, at(10, 10, "W", "dive-shallow"), { col: 9, level: 9 })).toBe(1);
  });

  it("a gunner fires at anything even partly inside his template, within its range", () => {
    const me = at(10, 10);
    expect(fireRange(T, rear, me, { col: 7, level: 10 })).toBe(3);
    expect(fireRange(T, rear, me, { col: 10, level: 12 })).toBe(2); // above: the template starts at 90°
    expect(fireRange(T, rear, me, { col: 13, level: 10 })).toBe(0); // ahead
    expect(fireRange(T, rear, me, { col: 5, level: 10 })).toBe(5 - 5); // 5 Hexes: beyond range 4
    expect(fireRange(T, rear, at(10, 10, "W"), { col: 13, level: 10 })).toBe(3); // mirrored
  });
});

const shot = (over: Partial<ShotInput> = {}): ShotInput => ({
  die: ALEA.red,
  skill: "expert",
  range: 2,
  aspect: "beam",
  longBurst: false,
  evasion: "none",
  size: 0,
  ...over,
});

describe("colour modifiers", () => {
  it("each one as the tables give it", () => {
    expect(shotModifier(T, shot())).toBe(0);
    expect(shotModifier(T, shot({ skill: "ace" }))).toBe(1);
    expect(shotModifier(T, shot({ skill: "recruit" }))).toBe(-1);
    expect([1, 2, 3, 4, 5].map((range) => shotModifier(T, shot({ range })))).toEqual([
      1, 0, -1, -1, -2,
    ]);
    expect(shotModifier(T, shot({ aspect: "rear" }))).toBe(1);
    expect(shotModifier(T, shot({ aspect: "front" }))).toBe(-1);
    expect(shotModifier(T, shot({ longBurst: true }))).toBe(1);
    expect(shotModifier(T, shot({ evasion: "jink" }))).toBe(-1);
    expect(shotModifier(T, shot({ evasion: "barrel-roll" }))).toBe(-2);
    expect(shotModifier(T, shot({ evasion: "falling-leaf" }))).toBe(-2);
    expect(shotModifier(T, shot({ size: 1 }))).toBe(1);
  });

  it("add up, and the die stays between white and black", () => {
    const best = shot({ skill: "ace", range: 1, aspect: "rear", longBurst: true });
    expect(shotModifier(T, best)).toBe(4);
    expect(shotDie(ALEA, T, best)).toBe(ALEA.black);
    const worst = shot({
      skill: "recruit",
      range: 5,
      aspect: "front",
      evasion: "barrel-roll",
      die: ALEA.grey,
    });
    expect(shotDie(ALEA, T, worst)).toBe(ALEA.white);
    expect(shotDie(ALEA, T, shot({ longBurst: true }))).toBe(ALEA.blue); // Red + 1 = Blue
    expect(shotModifiers(T, best).map((m) => m.label)).toEqual([
      "ace firer",
      "range 1",
      "rear aspect",
      "long burst",
    ]);
  });

  it("the optional target size counts only when the caller passes it", () => {
    const shooter = at(10, 10);
    const target = at(12, 10);
    const off = shotBetween(ALEA, T, guns, "expert", shooter, target, false, "none", 0);
    const on = shotBetween(
      ALEA,
      T,
      guns,
      "expert",
      shooter,
      target,
      false,
      "none",
      TWO_SEATER.size,
    );
    expect(shotModifier(T, on as ShotInput) - shotModifier(T, off as ShotInput)).toBe(1);
  });

  it("gunners are always expert; the pilot's skill is his own; aspect is seen from the target", () => {
    const s = shotBetween(ALEA, T, rear, "recruit", at(10, 10), at(8, 10), false, "none", 0);
    expect(s?.skill).toBe("expert");
    expect(s?.die).toBe(ALEA.names.indexOf("orange"));
    const p = shotBetween(ALEA, T, guns, "recruit", at(10, 10), at(12, 10), false, "none", 0);
    expect(p?.skill).toBe("recruit");
    expect(p?.aspect).toBe("rear"); // the target flies away east: shot from behind
    const head = shotBetween(ALEA, T, guns, "ace", at(10, 10), at(12, 10, "W"), false, "none", 0);
    expect(head?.aspect).toBe("front");
    expect(shotBetween(ALEA, T, guns, "ace", at(10, 10), at(17, 10), false, "none", 0)).toBeNull();
  });

  it("a table file changes the reconstructed steps; a bad one is refused", () => {
    const t = withCombatTables(T, { range: [2, 1, 0, 0, -1] });
    expect(shotModifier(t, shot({ range: 1 }))).toBe(2);
    expect(() => withCombatTables(T, { range: [1.5] })).toThrow(
      /combat tables: range #1: must be a whole number/,
    );
    expect(() => withCombatTables(T, { speed: 1 })).toThrow(/combat tables/);
    expect(T.range).toEqual([1, 0, -1, -1, -2]);
  });
});

describe("the allocation-free path", () => {
  it("fills a reused shot and rolls a bare result, the same as the plain path on the same dice", () => {
    const out = blankShot();
    const shooter = at(10, 10);
    for (let col = 5; col < 18; col++) {
      const target = at(col, 10, col % 2 ? "E" : "W");
      const plain = shotBetween(ALEA, T, guns, "ace", shooter, target, col % 3 === 0, "jink", 1);
      const filled = fillShot(out, ALEA, T, guns, "ace", shooter, target, col % 3 === 0, "jink", 1);
      expect(filled).toBe(plain !== null);
      if (!plain) continue;
      expect(out).toEqual(plain);
      const a = rollShot(ALEA, T, scriptedDice([2]), plain, "x");
      const r = rollShotResult(ALEA, T, scriptedDice([2]), out, "x");
      expect(r).toBe(a.result);
      expect(jams(out, r)).toBe(a.jammed);
    }
  });
});

describe("results", () => {
  it("miss, 1, 2, 3 and destroyed; a long burst that scores 1 jams the guns", () => {
    const dice = scriptedDice([1, 2, 4, 6, 2, 2]);
    expect(rollShot(ALEA, T, dice, shot(), "f")).toEqual({ result: MISS, jammed: false });
    expect(rollShot(ALEA, T, dice, shot(), "f")).toEqual({ result: HIT1, jammed: false });
    expect(rollShot(ALEA, T, dice, shot(), "f")).toEqual({ result: HIT2, jammed: false });
    expect(rollShot(ALEA, T, dice, shot(), "f")).toEqual({ result: DESTROYED, jammed: false });
    // long burst: the Blue die; its face 2 is 1 damage → jammed
    expect(rollShot(ALEA, T, dice, shot({ longBurst: true }), "f")).toEqual({
      result: HIT1,
      jammed: true,
    });
    expect(dice.rolls[4].purpose).toBe("Blue die, result: f");
    // the same face without a long burst: the Red die's face 2 is also 1 damage, no jam
    expect(rollShot(ALEA, T, dice, shot(), "f").jammed).toBe(false);
  });
});

describe("ammunition on the metal plate", () => {
  it("counts down, moves to the next magazine, waits for a reload behind a solid line, then runs out", () => {
    const a: Ammo = fullAmmo(guns);
    expect(a).toEqual({ magazine: 0, rounds: 4, needsReload: false });
    for (let i = 0; i < 3; i++) spendRound(guns, a);
    expect(a.rounds).toBe(1);
    spendRound(guns, a);
    expect(a).toEqual({ magazine: 1, rounds: 3, needsReload: true });
    expect(mayFireAmmo(guns, a)).toBe(false);
    reload(a);
    expect(mayFireAmmo(guns, a)).toBe(true);
    for (let i = 0; i < 3; i++) spendRound(guns, a);
    expect(outOfAmmo(guns, a)).toBe(true);
    expect(mayFireAmmo(guns, a)).toBe(false);
  });

  it("a plate without a solid line feeds on; a single number is a single magazine", () => {
    const fed: Weapon = { die: "red", magazines: [2, 2], reloadBefore: [false, false] };
    const a = fullAmmo(fed);
    spendRound(fed, a);
    spendRound(fed, a);
    expect(a).toEqual({ magazine: 1, rounds: 2, needsReload: false });
    expect(mayFireAmmo(fed, a)).toBe(true);
    const single = fullAmmo(rear);
    for (let i = 0; i < 3; i++) spendRound(rear, single);
    expect(outOfAmmo(rear, single)).toBe(true);
  });
});

describe("jams", () => {
  it("an 'i' on the grey die clears a jam in level flight, turning needs 'ii'", () => {
    expect(tryUnjam(ALEA, T, scriptedDice([3]), "expert", true)).toBe(true);
    expect(tryUnjam(ALEA, T, scriptedDice([3]), "expert", false)).toBe(false);
    expect(tryUnjam(ALEA, T, scriptedDice([6]), "expert", false)).toBe(true);
    expect(tryUnjam(ALEA, T, scriptedDice([6]), "expert", true)).toBe(true); // ruling C1: "ii" is more than "i"
    expect(tryUnjam(ALEA, T, scriptedDice([1]), "expert", true)).toBe(false);
  });

  it("skill steps the die: an ace throws pink (its face 2 is an 'i'), a recruit white", () => {
    const ace = scriptedDice([2]);
    expect(tryUnjam(ALEA, T, ace, "ace", true)).toBe(true);
    expect(ace.rolls[0].purpose).toMatch(/^Pink die/);
    const rookie = scriptedDice([3]);
    expect(tryUnjam(ALEA, T, rookie, "recruit", true)).toBe(false);
    expect(rookie.rolls[0].purpose).toMatch(/^White die/);
  });
});

describe("who may fire during a manoeuvre", () => {
  it("follows the text", () => {
    for (const m of ["stall", "falling-leaf", "barrel-roll", "half-loop", "wingover"]) {
      expect(mayFireDuring(m), m).toEqual({ pilot: false, gunners: false });
    }
    expect(mayFireDuring("jink")).toEqual({ pilot: false, gunners: true });
    for (const m of ["immelmann", "side-slip", "level", "turn-hard"]) {
      expect(mayFireDuring(m), m).toEqual({ pilot: true, gunners: true });
    }
  });
});

describe("optional rules", () => {
  it("are all named, and off by default except Time Freezing, which the text strongly recommends", () => {
    expect(Object.keys(COMBAT_OPTION_LABELS).sort()).toEqual(
      Object.keys(DEFAULT_COMBAT_OPTIONS).sort(),
    );
    const on = Object.entries(DEFAULT_COMBAT_OPTIONS).filter(([, v]) => v);
    expect(on).toEqual([["timeFreezing", true]]);
  });
});
