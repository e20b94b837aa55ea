/** A generated mission with each side's mission chosen instead of rolled. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import { createMatch } from "../../../engine/match.js";
import { wingedVictory as rules } from "../rules.js";
import { rollMissions } from "./missions.js";

describe("chosen missions", () => {
  it("sets the game up with the missions chosen, rolling only for the planes that fly them", () => {
    const options = rules.parseOptions({
      scenario: "mission",
      year: 1916,
      missions: { allies: "recon", germans: "patrol" },
    });
    const m = createMatch(rules, options, { mode: "seeded", seed: 3 });
    expect(m.state.missions).toEqual({ allies: "recon", germans: "patrol" });
    expect(m.setupRolls.some((r) => /mission/.test(r.purpose))).toBe(false);
    // RECON flies a two-seater and a fighter; the Germans' patrol two fighters; the rail yard is the target.
    expect(m.state.planes.map((p) => p.side)).toEqual(["allies", "allies", "germans", "germans"]);
    expect(m.state.targets.map((t) => t.kind)).toEqual(["rail"]);
    expect(rules.view(m.state, "germans").missions?.map((x) => x.id)).toEqual(["recon", "patrol"]);
  });

  it("rolls the missions when none are chosen", () => {
    const m = createMatch(rules, rules.parseOptions({ scenario: "mission", year: 1917 }), {
      mode: "seeded",
      seed: 3,
    });
    expect(m.setupRolls[0].purpose).toBe("Allied mission (1917, d20)");
  });

  it("two red missions stand together where one is the other's counter, as the dice roll them", () => {
    // Germans roll Strategic Bombing (red): the Allies fly its counter, Scramble (red too).
    // 1917: the Allies roll 4 (Patrol), the Germans 3 (Strategic Bombing).
    expect(rollMissions(1917, scriptedDice([4, 3]))).toEqual({
      allies: "scramble",
      germans: "strategic-bombing",
    });
    const o = rules.parseOptions({
      scenario: "mission",
      missions: { allies: "scramble", germans: "strategic-bombing" },
    });
    expect(o.missions).toEqual({ allies: "scramble", germans: "strategic-bombing" });
  });

  it("a red mission needs its counter on the other side", () => {
    expect(() =>
      rules.parseOptions({
        scenario: "mission",
        missions: { allies: "balloon-busting", germans: "patrol" },
      }),
    ).toThrow(/Balloon Busting involves both sides; the other side flies CAP/);
    expect(() =>
      rules.parseOptions({
        scenario: "mission",
        missions: { allies: "patrol", germans: "scramble" },
      }),
    ).toThrow(RuleError);
    expect(
      rules.parseOptions({
        scenario: "mission",
        missions: { allies: "cap", germans: "balloon-busting" },
      }).missions,
    ).toEqual({ allies: "cap", germans: "balloon-busting" });
  });

  it("refuses missions for a ready scenario, or a mission that does not exist", () => {
    expect(() =>
      rules.parseOptions({ scenario: "head-on", missions: { allies: "cap", germans: "patrol" } }),
    ).toThrow(/only with scenario "mission"/);
    expect(() =>
      rules.parseOptions({ scenario: "mission", missions: { allies: "tea", germans: "patrol" } }),
    ).toThrow(RuleError);
  });
});

describe("the set-up rolls each seat is shown", () => {
  it("names the planes a side flies to that side only; both see the missions", () => {
    const m = createMatch(rules, rules.parseOptions({ scenario: "mission", year: 1917 }), {
      mode: "seeded",
      seed: 11,
    });
    const which = (seat: string | null) =>
      (rules.visibleSetup?.(m.setupRolls, seat) ?? m.setupRolls).map((r) => r.purpose);
    expect(m.setupRolls.some((r) => r.purpose.startsWith("Germans: which"))).toBe(true);
    expect(which("allies").some((p) => /^germans:/i.test(p))).toBe(false);
    expect(which("allies").some((p) => p.startsWith("Allies: which"))).toBe(true);
    expect(which("germans").some((p) => /^allies:/i.test(p))).toBe(false);
    expect(which(null).some((p) => / which /.test(p))).toBe(false);
    for (const seat of ["allies", "germans", null])
      expect(which(seat).filter((p) => /mission/.test(p)).length).toBeGreaterThan(0);
  });

  it('keeps hiding them in a game stored before the sides were named "Allies", "Germans"', () => {
    const rolls = [
      { sides: 20, purpose: "Allied mission (1917, d20)", value: 3 },
      { sides: 2, purpose: "allies: which F plane flies", value: 1 },
      { sides: 2, purpose: "germans: which F plane flies", value: 2 },
    ];
    const shown = (seat: string | null) =>
      (rules.visibleSetup?.(rolls, seat) ?? rolls).map((r) => r.purpose);
    expect(shown("allies")).toEqual(["Allied mission (1917, d20)", "allies: which F plane flies"]);
    expect(shown("germans")).toEqual([
      "Allied mission (1917, d20)",
      "germans: which F plane flies",
    ]);
    expect(shown(null)).toEqual(["Allied mission (1917, d20)"]);
  });
});
