/** Experience, ace skills, promotions and medals for each service; the campaign's end. */
import { describe, expect, it } from "vitest";
import { MEDALS, RANKS } from "./data.js";
import { wingsOverMalta } from "./rules.js";
import type { AircraftReport, CampaignState } from "./state.js";
import {
  confirm,
  newCampaign,
  partOf,
  pilot,
  quietReport,
  rollMission,
  step,
  strafe,
} from "./test-helpers.js";

/** Strafe mission (Axis attack): P10, P11 against P1, P2; British win unless the boats take over 20. */
function debrief(
  s: CampaignState,
  over: Record<string, Partial<AircraftReport>>,
  dice: number[],
  boats = 0,
) {
  return step(
    s,
    "axis",
    { type: "report", report: quietReport(s, over, { boatDamage: boats }) },
    dice,
  );
}
const veteran = (s: CampaignState, id: string, xp = 0) => {
  pilot(s, id).novice = false;
  pilot(s, id).xp = xp;
  pilot(s, id).steps = Math.floor(xp / 30);
};

describe("experience", () => {
  it("8 a kill, 4 a share, 2 for surviving, 2 for winning", () => {
    const s = strafe();
    veteran(s, "P1");
    veteran(s, "P2");
    // British win (boats untouched): P1 one kill and a share, P2 a share.
    const down = { shotDown: true, escape: "nurse" as const, came: "sea" as const };
    const n = debrief(
      s,
      { P10: down, P11: down, P1: { kills: 1, shares: 1 }, P2: { shares: 1 } },
      [60, 90, 60, 90, 50, 50],
    ).s;
    expect(pilot(n, "P1").xp).toBe(8 + 4 + 2 + 2);
    expect(pilot(n, "P2").xp).toBe(4 + 2 + 2);
    expect(pilot(n, "P1")).toMatchObject({ kills: 1, shares: 1, flown: 1 });
  });

  it("a novice gains nothing for surviving or winning, and becomes experienced after two missions", () => {
    let s = strafe();
    s = debrief(s, {}, [50, 50, 50, 50]).s;
    expect(pilot(s, "P1")).toMatchObject({ xp: 0, novice: true, flown: 1 });
    s = rollMission(s, 1, 4);
    s = confirm(s).s;
    s = step(
      s,
      "axis",
      { type: "report", report: quietReport(s, {}, { hangarDamage: 0, otherDamage: 0 }) },
      [50, 50, 50, 50],
    ).s;
    expect(pilot(s, "P1")).toMatchObject({ xp: 0, novice: false, flown: 2 });
  });

  it("starts every airman of the opening rosters as a novice, −5 on his first Get Home (ruling W18)", () => {
    const s = newCampaign();
    expect(s.pilots.every((p) => p.novice && p.xp === 0 && p.flown === 0)).toBe(true);
    const { rolls } = debrief(strafe(s), {}, [50, 50, 50, 50]);
    expect(rolls[0]).toMatchObject({
      purpose: "Get Home: Tenente Luigi Ferraro",
      result: "50 −5 novice = 45 → lands safely",
    });
  });

  it("a novice with a kill or a share is experienced at once (and gets the kill's XP)", () => {
    const s = strafe();
    const down = { shotDown: true, escape: "nurse" as const, came: "sea" as const };
    const n = debrief(
      s,
      { P10: down, P2: { shares: 1 }, P1: { shares: 1 } },
      [60, 90, 50, 50, 50],
    ).s;
    expect(pilot(n, "P2")).toMatchObject({ xp: 4, novice: false });
  });

  it("refuses kills for a plane that left the table unburnt, and counts one that left on fire", () => {
    const s = strafe();
    const left = { left: "other-edge" as const };
    // The parts disagree: the report waits, saying why, until a side enters its part again.
    const clash = debrief(s, { P10: left, P1: { kills: 1 } }, []).s;
    expect(clash.phase.kind).toBe("fight");
    expect(wingsOverMalta.view(clash, "axis").disagreement).toMatch(/British claim more kills/);
    expect(wingsOverMalta.view(clash, "axis").waitingFor).toEqual([
      { side: "axis", what: "settle the report" },
      { side: "british", what: "settle the report" },
    ]);
    const n = debrief(s, { P10: { ...left, fire: true }, P1: { kills: 1 } }, [50, 50, 50, 50]).s;
    expect(pilot(n, "P1").kills).toBe(1);
    // The Axis enter their part again (P10 left on fire): the after-action begins.
    const axis = partOf(
      s,
      "axis",
      quietReport(s, { P10: { ...left, fire: true } }, { boatDamage: 0 }),
    );
    const settled = step(clash, "axis", { type: "report", report: axis }, [50, 50, 50, 50]).s;
    expect(pilot(settled, "P1").kills).toBe(1);
  });
});

describe("every 30 XP", () => {
  /** P1 (RAF) reaches 30 XP in this mission: veteran at 24, one kill... then 24 + 8 + 2 + 2 = 36. */
  function ace(dice: number[], prepare?: (s: CampaignState) => void) {
    const s = strafe();
    veteran(s, "P1", 24);
    prepare?.(s);
    const down = { shotDown: true, escape: "nurse" as const, came: "sea" as const };
    return debrief(s, { P10: down, P1: { kills: 1 } }, [60, 90, 50, 50, 50, ...dice]);
  }

  it("rolls two ace skills, re-rolling duplicates, and lets the player choose one", () => {
    const { s, rolls } = ace([3, 3, 4]);
    expect(rolls.slice(5).map((r) => r.result)).toEqual([
      "3 → Perfect Aim",
      "3 → Perfect Aim: a duplicate, re-roll",
      "4 → Sniper",
    ]);
    expect(s.phase).toMatchObject({
      kind: "after",
      pending: { kind: "skill", pilot: "P1", options: ["perfect-aim", "sniper"] },
    });
    expect(() => step(s, "british", { type: "skill", skill: "luck-of-the-devil" })).toThrow(
      /Perfect Aim or Sniper/,
    );
    // Then the promotion D6 and the two medal dice.
    const n = step(s, "british", { type: "skill", skill: "sniper" }, [4, 4, 4]).s;
    expect(pilot(n, "P1")).toMatchObject({ skills: ["sniper"], rank: 1, medals: 1, steps: 1 });
    expect(pilot(n, "P1").miss).toBe(1);
    expect(pilot(n, "P1").status).toBe("ceremony");
  });

  it("re-rolls a skill already held, and Acrobatic Pilot for a bomber crew", () => {
    const { rolls } = ace([1, 2, 6], (s) => {
      pilot(s, "P1").skills.push("luck-of-the-devil");
    });
    expect(rolls[5].result).toBe("1 → Luck of the Devil: held already, re-roll");
    expect(rolls.slice(6).map((r) => r.result)).toEqual([
      "2 → Itchy Trigger Finger",
      "6 → Good at Escaping",
    ]);
    const s = strafe();
    pilot(s, "P1").role = "bomber";
    veteran(s, "P1", 24);
    const down = { shotDown: true, escape: "nurse" as const, came: "sea" as const };
    const b = debrief(s, { P10: down, P1: { kills: 1 } }, [60, 90, 50, 50, 50, 5, 1, 2]);
    expect(b.rolls[5].result).toBe("5 → Acrobatic Pilot: not for him, re-roll");
  });

  it("grants the last skill left without rolling (ruling W8)", () => {
    const { s } = ace([1, 1, 1], (x) => {
      pilot(x, "P1").skills.push(
        "luck-of-the-devil",
        "itchy-trigger-finger",
        "perfect-aim",
        "sniper",
        "good-at-escaping",
      );
    });
    expect(pilot(s, "P1").skills).toContain("acrobatic-pilot");
    expect(s.phase.kind).toBe("brief");
  });

  it("promotes on 4–6 up each service's ladder, never past the top", () => {
    expect(RANKS.raf).toEqual([
      "Pilot Officer",
      "Flying Officer",
      "Flight Lieutenant",
      "Squadron Leader",
      "Wing Commander",
    ]);
    expect(RANKS.luftwaffe).toHaveLength(6);
    expect(RANKS.regia).toHaveLength(6);
    const no = step(
      ace([1, 2]).s,
      "british",
      { type: "skill", skill: "luck-of-the-devil" },
      [3, 1, 1],
    ).s;
    expect(pilot(no, "P1").rank).toBe(0);
  });

  it("sends an RAF Wing Commander to the Air Ministry and brings in an experienced replacement", () => {
    const { s } = ace([1, 2], (x) => {
      pilot(x, "P1").rank = 3;
    });
    const n = step(s, "british", { type: "skill", skill: "luck-of-the-devil" }, [6, 1, 1]).s;
    expect(pilot(n, "P1")).toMatchObject({ rank: 4, status: "ministry" });
    const fresh = n.pilots[n.pilots.length - 1];
    expect(fresh).toMatchObject({
      service: "raf",
      role: "fighter",
      novice: false,
      rank: 0,
      status: "active",
    });
  });

  it("needs 8 on 2D6 for the RAF, 7 for the Luftwaffe, 6 for the Regia Aeronautica; scars move it", () => {
    const raf = step(
      ace([1, 2]).s,
      "british",
      { type: "skill", skill: "luck-of-the-devil" },
      [1, 3, 4],
    ).s;
    expect(pilot(raf, "P1").medals).toBe(0);
    const scarred = step(
      ace([1, 2], (x) => {
        pilot(x, "P1").scars = 1;
      }).s,
      "british",
      { type: "skill", skill: "luck-of-the-devil" },
      [1, 3, 4],
    ).s;
    expect(pilot(scarred, "P1").medals).toBe(1);
    expect(MEDALS.raf).toHaveLength(3);
    expect(MEDALS.luftwaffe).toHaveLength(4);
    expect(MEDALS.regia).toHaveLength(3);
    // An Italian pilot at 30 XP: 3 + 3 = 6 is enough.
    const s = strafe();
    veteran(s, "P10", 28);
    const down = { shotDown: true, escape: "nurse" as const, came: "sea" as const };
    let n = debrief(s, { P1: down }, [50, 50, 60, 90, 50, 1, 2], 25).s;
    n = step(n, "axis", { type: "skill", skill: "luck-of-the-devil" }, [1, 3, 3]).s;
    expect(pilot(n, "P10").medals).toBe(1);
    expect(
      pilot(n, "P10").career.some(
        (c) => c.text === "Awarded the Medaglia di bronzo al valore aeronautico",
      ),
    ).toBe(true);
  });

  it("gives no award past the top of the ladder, and then costs no mission", () => {
    const { s } = ace([1, 2], (x) => {
      pilot(x, "P1").medals = 3;
    });
    const n = step(s, "british", { type: "skill", skill: "luck-of-the-devil" }, [1, 6, 6]).s;
    expect(pilot(n, "P1")).toMatchObject({ medals: 3, miss: 0 });
  });

  it("rolls for a medal for a spectacular mission on request", () => {
    const s = strafe();
    const { s: n, rolls } = debrief(s, { P2: { spectacular: true } }, [50, 50, 50, 50, 5, 5]);
    expect(rolls[4].purpose).toBe(
      "Medal (a spectacular mission): Pilot Officer George Burnett, first die",
    );
    expect(pilot(n, "P2").medals).toBe(1);
  });
});

describe("the campaign", () => {
  it("starts the later period's mission table afresh after mission 12", () => {
    const s = strafe();
    s.mission = 12;
    s.missions[0].n = 12;
    s.crossed = ["A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2", "B3", "B4", "B5", "B6"];
    const n = debrief(s, {}, [50, 50, 50, 50]).s;
    expect(n.mission).toBe(13);
    expect(n.crossed).toEqual([]);
  });

  it("ends after mission 24: the side with more missions won wins", () => {
    const s = strafe();
    s.mission = 24;
    s.missions[0].n = 24;
    const n = debrief(s, {}, [50, 50, 50, 50]).s;
    expect(n.phase.kind).toBe("over");
    expect(newCampaign().phase.kind).toBe("brief");
  });
});
