/** Wounds, the special injury roll and all twenty recovery events, with their lasting effects; ruling W1. */
import { describe, expect, it } from "vitest";
import { RECOVERY, RECOVERY_TABLE } from "./data.js";
import { sheetFor } from "./sheet.js";
import type { AircraftReport, CampaignState } from "./state.js";
import { confirm, pilot, quietReport, rollMission, step, strafe } from "./test-helpers.js";

function debrief(s: CampaignState, over: Record<string, Partial<AircraftReport>>, dice: number[]) {
  return step(
    s,
    "axis",
    { type: "report", report: quietReport(s, over, { boatDamage: 30 }) },
    dice,
  );
}
/** P10 lands with `wounds` wounds from the fight (Get Home 50), then the given injury dice; the others land. */
function wounded(wounds: number, injury: number[], s = strafe()) {
  return debrief(s, { P10: { wounds } }, [50, ...injury, 50, 50, 50]);
}

describe("wounds", () => {
  it("one wound: a special injury roll; 51+ no serious injury, one mission missed", () => {
    const { s, rolls } = wounded(1, [51]);
    expect(rolls[1]).toMatchObject({
      purpose: "Special injury: Tenente Luigi Ferraro",
      result: "51 → no serious injury",
    });
    expect(pilot(s, "P10")).toMatchObject({ miss: 1, status: "hospital" });
  });

  it("two wounds: −10 on the injury roll; below 01 crippled", () => {
    // Two wounds cannot come from a plane that flew home: the pilot was shot down and nursed it to friendly ground.
    const s = strafe();
    const { s: n, rolls } = debrief(
      s,
      { P10: { shotDown: true, escape: "nurse", came: "friendly", wounds: 2 } },
      [85, 5, 50, 50, 50],
    );
    expect(rolls[1].result).toBe("5 −10 two wounds = -5 → crippled, discharged");
    expect(pilot(n, "P10").status).toBe("crippled");
  });

  it("three wounds in all: dead", () => {
    const s = strafe();
    const n = debrief(
      s,
      { P10: { shotDown: true, escape: "nurse", came: "friendly", wounds: 2 } },
      [50, 50, 50, 50],
    ).s;
    // Shot Down 50: one more wound makes three.
    expect(pilot(n, "P10").status).toBe("killed");
    const killedInFight = debrief(strafe(), { P10: { shotDown: true, wounds: 3 } }, [50, 50, 50]).s;
    expect(pilot(killedInFight, "P10").status).toBe("killed");
  });

  it("misses the missions, then flies again", () => {
    let s = wounded(1, [60]).s;
    expect(pilot(s, "P10").miss).toBe(1);
    s = rollMission(s, 4, 1);
    expect(s.missions[1].crews.axis.map((x) => x.pilot)).not.toContain("P10");
    expect(s.missions[1].sittingOut).toContain("P10");
    s = confirm(s).s;
    s = step(
      s,
      "axis",
      { type: "report", report: quietReport(s, {}, { boatDamage: 0 }) },
      [50, 50, 50, 50],
    ).s;
    expect(pilot(s, "P10")).toMatchObject({ miss: 0, status: "active" });
  });
});

describe("recovery events", () => {
  it("reads the overlapping 26–39 row as 26–30: 31–35 is the nubile nurse, 36–40 the beautiful nurse (ruling W1)", () => {
    const at = (roll: number) =>
      RECOVERY_TABLE.rows.find((r) => roll >= r.min && roll <= r.max)?.result.id;
    expect(at(26)).toBe("blinded");
    expect(at(30)).toBe("blinded");
    expect(at(31)).toBe("nubile-nurse");
    expect(at(36)).toBe("beautiful-nurse");
    expect(RECOVERY).toHaveLength(20);
    expect(RECOVERY_TABLE.rows.at(-1)).toMatchObject({ min: 96, max: 100 });
  });

  /** Two wounds (shot down, nursed to friendly ground, one wound in the fight + one on landing), injury 40 → event roll. */
  function event(roll: number, prepare?: (s: CampaignState) => void) {
    const s = strafe();
    prepare?.(s);
    return debrief(s, { P10: { shotDown: true, escape: "nurse", came: "friendly", wounds: 1 } }, [
      80,
      40,
      roll,
      50,
      50,
      50,
    ]).s;
  }

  const cases: [number, string, (s: CampaignState) => void][] = [
    [1, "chest", (s) => expect(pilot(s, "P10").miss).toBe(2)],
    [6, "leg", (s) => expect(pilot(s, "P10").miss).toBe(2)],
    [11, "arm", (s) => expect(pilot(s, "P10")).toMatchObject({ miss: 2, lasting: ["arm"] })],
    [16, "head", (s) => expect(pilot(s, "P10").miss).toBe(2)],
    [
      21,
      "old wound",
      (s) => expect(pilot(s, "P10")).toMatchObject({ miss: 2, lasting: ["old-wound"] }),
    ],
    [
      26,
      "blinded",
      (s) => expect(pilot(s, "P10")).toMatchObject({ miss: 2, lasting: ["blinded"] }),
    ],
    [31, "nubile nurse", (s) => expect(pilot(s, "P10")).toMatchObject({ miss: 2, lucky: true })],
    [
      36,
      "beautiful nurse",
      (s) => expect(pilot(s, "P10")).toMatchObject({ miss: 2, lucky: false }),
    ],
    [41, "horrible scars", (s) => expect(pilot(s, "P10").scars).toBe(-1)],
    [46, "impressive scars", (s) => expect(pilot(s, "P10").scars).toBe(1)],
    [51, "national hero", (s) => expect(pilot(s, "P10").lasting).toEqual(["national-hero"])],
    [56, "hip-flask", (s) => expect(pilot(s, "P10").keepsakes).toEqual(["hip-flask"])],
    [61, "miraculous", (s) => expect(pilot(s, "P10")).toMatchObject({ miss: 0, status: "active" })],
    [66, "food poisoning", (s) => expect(pilot(s, "P10").miss).toBe(2)],
    [71, "cigarette case", (s) => expect(pilot(s, "P10").keepsakes).toEqual(["cigarette-case"])],
    [
      76,
      "checks out",
      (s) => expect(pilot(s, "P10")).toMatchObject({ miss: 0, next: { wound: true } }),
    ],
    [81, "countess stays", (s) => expect(pilot(s, "P10").miss).toBe(2)],
    [
      86,
      "countess's mechanic",
      (s) => expect(pilot(s, "P10")).toMatchObject({ miss: 2, next: { extraDamage: 3 } }),
    ],
    [91, "general's visit", (s) => expect(pilot(s, "P10")).toMatchObject({ miss: 2, medals: 1 })],
    [96, "bombed", (s) => expect(pilot(s, "P10").miss).toBe(3)],
  ];
  for (const [roll, name, check] of cases) {
    it(`${String(roll).padStart(2, "0")}: ${name}`, () => check(event(roll)));
  }

  it("treats the beautiful nurse as the nubile one for a lucky airman: he stays lucky", () => {
    const s = strafe();
    pilot(s, "P10").lucky = true;
    const over = {
      P10: { shotDown: true, escape: "nurse" as const, came: "friendly" as const, wounds: 1 },
    };
    // Shot Down 80 hurts him, so his luck is offered; he keeps the roll and his luck.
    const offered = debrief(s, over, [80]).s;
    const n = step(offered, "axis", { type: "keep" }, [40, 36, 50, 50, 50]).s;
    expect(pilot(n, "P10").career.some((c) => c.text.includes("Beautiful nurse"))).toBe(true);
    expect(pilot(n, "P10").lucky).toBe(true);
  });

  it("blinded: loses Perfect Aim, and never rolls it again (ruling W7)", () => {
    const s = event(26, (x) => {
      pilot(x, "P10").skills.push("perfect-aim");
    });
    expect(pilot(s, "P10").skills).toEqual([]);
  });

  it("blinded with Perfect Aim: loses the skill but keeps the aimed-fire bonus; without it, no bonus", () => {
    const fly = (s: CampaignState) => {
      pilot(s, "P10").miss = 0;
      pilot(s, "P10").status = "active";
      let n = rollMission(s, 1, 4);
      n = step(n, "axis", { type: "assign", side: "axis", pilots: ["P10", "P11"] }).s;
      const m = n.missions[n.missions.length - 1];
      return sheetFor(n, m).sides.axis.aircraft[0].notes.join("; ");
    };
    const ace = event(26, (x) => {
      pilot(x, "P10").skills.push("perfect-aim");
    });
    expect(fly(ace)).toMatch(
      /blinded in one eye: lost Perfect Aim, still gets the aimed-fire bonus/,
    );
    expect(fly(ace)).not.toMatch(/no aimed-fire bonus/);
    expect(fly(event(26))).toMatch(/blinded in one eye: no aimed-fire bonus/);
  });

  it("the arm injury costs 5 on the next bale out", () => {
    let s = event(11);
    pilot(s, "P10").miss = 0;
    pilot(s, "P10").status = "active";
    s = rollMission(s, 1, 4);
    s = step(s, "axis", { type: "assign", side: "axis", pilots: ["P10", "P11"] }).s;
    s = confirm(s).s;
    const { rolls } = step(
      s,
      "axis",
      {
        type: "report",
        report: quietReport(
          s,
          { P10: { shotDown: true, escape: "bale", came: "friendly", height: 4 } },
          { hangarDamage: 9 },
        ),
      },
      [60, 50, 50, 50],
    );
    expect(rolls[0].result).toBe("60 −5 serious arm injury = 55 → bales out safely");
  });

  it("the arm injury's −5 lasts for the rest of his career; a second arm injury adds nothing (ruling W17)", () => {
    let s = event(11);
    pilot(s, "P10").miss = 0;
    pilot(s, "P10").status = "active";
    // Mission 2, flown without baling out.
    s = rollMission(s, 1, 4);
    s = step(s, "axis", { type: "assign", side: "axis", pilots: ["P10", "P11"] }).s;
    s = confirm(s).s;
    s = step(
      s,
      "axis",
      { type: "report", report: quietReport(s, {}, { hangarDamage: 9 }) },
      [50, 50, 50, 50],
    ).s;
    // Mission 3, a dogfight: he bales out, still at −5.
    s = rollMission(s, 1, 6);
    s = step(s, "axis", { type: "assign", side: "axis", pilots: ["P10", "P11"] }).s;
    s = confirm(s, [6, 2, 1, 1]).s;
    const down = { shotDown: true, escape: "bale" as const, came: "friendly" as const, height: 7 };
    const { rolls } = step(
      s,
      "axis",
      { type: "report", report: quietReport(s, { P10: down }) },
      [60, 50, 50, 50],
    );
    expect(rolls[0].result).toBe("60 −5 serious arm injury = 55 → bales out safely");
    const twice = event(11, (x) => {
      pilot(x, "P10").lasting.push("arm");
    });
    expect(pilot(twice, "P10").lasting).toEqual(["arm"]);
  });

  it("checks out of hospital: flies the next mission starting with one wound, so one more incapacitates him", () => {
    let s = event(76);
    s = rollMission(s, 1, 4);
    s = step(s, "axis", { type: "assign", side: "axis", pilots: ["P10", "P11"] }).s;
    s = confirm(s).s;
    const report = quietReport(s, { P10: { wounds: 1 } }, { hangarDamage: 9 });
    expect(() => step(s, "axis", { type: "report", report })).toThrow(/incapacitated/);
  });

  it("checks out of hospital: the wound he checked out with is not treated again", () => {
    let s = event(76);
    s = rollMission(s, 1, 4);
    s = step(s, "axis", { type: "assign", side: "axis", pilots: ["P10", "P11"] }).s;
    s = confirm(s).s;
    // He lands safely: no Special Injury roll for the old wound, fit for the next mission.
    const home = step(
      s,
      "axis",
      { type: "report", report: quietReport(s, {}, { hangarDamage: 9 }) },
      [50, 50, 50, 50],
    );
    expect(home.rolls.map((r) => r.purpose)).not.toContain("Special injury: Tenente Luigi Ferraro");
    expect(pilot(home.s, "P10")).toMatchObject({ miss: 0, status: "active" });
    // He crashes on landing (Get Home 2): one new wound, two in all — treated as one wound, no −10.
    const hurt = step(
      s,
      "axis",
      { type: "report", report: quietReport(s, {}, { hangarDamage: 9 }) },
      [2, 60, 50, 50, 50],
    );
    expect(hurt.rolls[1]).toMatchObject({
      purpose: "Special injury: Tenente Luigi Ferraro",
      result: "60 → no serious injury",
    });
    expect(pilot(hurt.s, "P10")).toMatchObject({ miss: 1, status: "hospital" });
    expect(hurt.s.missions[1].fates.find((f) => f.pilot === "P10")?.wounds).toBe(2);
  });

  it("the keepsake is spent when the players say it took the bullet", () => {
    let s = event(56);
    pilot(s, "P10").miss = 0;
    pilot(s, "P10").status = "active";
    s = rollMission(s, 1, 4);
    s = step(s, "axis", { type: "assign", side: "axis", pilots: ["P10", "P11"] }).s;
    s = confirm(s).s;
    s = step(
      s,
      "axis",
      {
        type: "report",
        report: quietReport(s, { P10: { keepsakeUsed: true } }, { hangarDamage: 9 }),
      },
      [50, 50, 50, 50],
    ).s;
    expect(pilot(s, "P10").keepsakes).toEqual([]);
  });

  it("the old war wound is rolled before each mission he flies", () => {
    let s = event(21);
    pilot(s, "P10").miss = 0;
    pilot(s, "P10").status = "active";
    s = rollMission(s, 1, 4);
    s = step(s, "axis", { type: "assign", side: "axis", pilots: ["P10", "P11"] }).s;
    const { rolls } = confirm(s, [1]);
    expect(rolls[0]).toMatchObject({
      purpose: "Old war wound: Tenente Luigi Ferraro",
      result: "1 → playing up: flies as if wounded",
    });
  });
});
