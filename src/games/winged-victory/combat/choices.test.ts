import { describe, expect, it } from "vitest";
import { fireChoices, type Shooter, type TargetPlane } from "./choices.js";
import { fullAmmo } from "./combat.js";
import { freshDamage } from "./damage.js";
import { DEFAULT_COMBAT_TABLES as T } from "./data.js";
import { TWO_SEATER as P } from "./fixtures.js";

const shooter = (over: Partial<Shooter> = {}): Shooter => ({
  plane: P,
  damage: freshDamage(P),
  at: { hex: { col: 20, level: 10 }, heading: "E", attitude: "level" },
  ammo: P.crew.map((c) => (c.weapon ? fullAmmo(c.weapon) : null)),
  jammed: [false, false],
  manoeuvre: "level",
  bombAimer: -1,
  ...over,
});
const ahead: TargetPlane = {
  at: { hex: { col: 23, level: 10 }, heading: "E", attitude: "level" },
  destroyed: false,
  seen: true,
};
const behind: TargetPlane = {
  at: { hex: { col: 18, level: 10 }, heading: "E", attitude: "level" },
  destroyed: false,
  seen: true,
};

describe("fire choices", () => {
  it("the pilot's guns ahead, the observer's behind", () => {
    expect(fireChoices(T, shooter(), [ahead, behind])).toEqual([
      { crew: 0, target: 0, range: 3 },
      { crew: 1, target: 1, range: 2 },
    ]);
  });

  it("none at an unseen or downed target", () => {
    expect(
      fireChoices(T, shooter(), [
        { ...ahead, seen: false },
        { ...behind, destroyed: true },
      ]),
    ).toEqual([]);
  });

  it("jams, empty or reloading magazines, wounds and the bomb aimer stop a weapon", () => {
    expect(
      fireChoices(T, shooter({ jammed: [true, false] }), [ahead, behind]).map((c) => c.crew),
    ).toEqual([1]);
    const empty = shooter();
    (empty.ammo[1] as { magazine: number }).magazine = 1;
    expect(fireChoices(T, empty, [ahead, behind]).map((c) => c.crew)).toEqual([0]);
    const reload = shooter();
    Object.assign(reload.ammo[0] as object, { magazine: 1, rounds: 3, needsReload: true });
    expect(fireChoices(T, reload, [ahead, behind]).map((c) => c.crew)).toEqual([1]);
    const hurt = shooter();
    hurt.damage.crew[1] = "wounded";
    expect(fireChoices(T, hurt, [ahead, behind]).map((c) => c.crew)).toEqual([0]);
    expect(fireChoices(T, shooter({ bombAimer: 1 }), [ahead, behind]).map((c) => c.crew)).toEqual([
      0,
    ]);
  });

  it("manoeuvres: a jink leaves the gunner, a stall or wingover nobody, a wreck nobody", () => {
    expect(
      fireChoices(T, shooter({ manoeuvre: "jink" }), [ahead, behind]).map((c) => c.crew),
    ).toEqual([1]);
    expect(fireChoices(T, shooter({ manoeuvre: "stall" }), [ahead, behind])).toEqual([]);
    expect(fireChoices(T, shooter({ manoeuvre: "wingover" }), [ahead, behind])).toEqual([]);
    const wreck = shooter();
    wreck.damage.crackup = true;
    expect(fireChoices(T, wreck, [ahead, behind])).toEqual([]);
  });
});
