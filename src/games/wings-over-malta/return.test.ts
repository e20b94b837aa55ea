/** Return to base: Get Home, Bale Out, Shot Down and In the Drink, every modifier, the re-rolls, and rulings W2–W3. */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/errors.js";
import type { AircraftReport, CampaignState } from "./state.js";
import {
  confirm,
  newCampaign,
  pilot,
  quietReport,
  rollMission,
  step,
  strafe,
} from "./test-helpers.js";

/** Report the strafe mission with changes for P10 (Axis) and P1 (British); dice for every roll made. */
function debrief(s: CampaignState, over: Record<string, Partial<AircraftReport>>, dice: number[]) {
  return step(
    s,
    "axis",
    { type: "report", report: quietReport(s, over, { boatDamage: 30 }) },
    dice,
  );
}
const fate = (s: CampaignState, id: string) => s.missions[0].fates.find((f) => f.pilot === id);
const down = (came: "friendly" | "enemy" | "sea", how: "bale" | "nurse" = "nurse", height = 4) =>
  ({ shotDown: true, escape: how, came, height }) as const;

describe("Get Home", () => {
  it("crashes on 02 or less with a wound, and on 03–10 only a damaged plane; −5 novice", () => {
    const s = strafe();
    // P10: 7 − 5 novice = 2 → crash. P11: 15 − 5 = 10, undamaged → lands. P1: 15 − 5 = 10, on fire → crash. P2: 16 − 5 = 11 → lands.
    const { s: n, rolls } = debrief(s, { P1: { fire: true } }, [7, 80, 15, 15, 80, 16]);
    expect(rolls[0].result).toBe("7 −5 novice = 2 → crash on landing, one wound");
    expect(fate(n, "P10")).toMatchObject({ end: "home", wounds: 1 });
    expect(fate(n, "P11")).toMatchObject({ end: "home", wounds: 0 });
    expect(fate(n, "P1")).toMatchObject({ end: "home", wounds: 1 });
    expect(fate(n, "P2")).toMatchObject({ end: "home", wounds: 0 });
    // The two wounded roll for special injuries (80: no serious injury, one mission missed).
    expect(pilot(n, "P10")).toMatchObject({ miss: 1, status: "hospital" });
  });

  it("takes 5 more off for a Bf 109", () => {
    const s = newCampaign();
    s.mission = 13;
    let m = rollMission(s, 1, 1, [4, 1]);
    m = confirm(m).s;
    for (const id of m.missions[0].crews.axis.map((x) => x.pilot as string))
      pilot(m, id).novice = false;
    const { rolls } = step(
      m,
      "axis",
      { type: "report", report: quietReport(m, {}, { boatDamage: 30 }) },
      [12, 50, 50, 50],
    );
    expect(rolls[0].result).toBe(
      "12 −5 Bf 109 = 7 → crash on landing if on fire, engine-damaged or over half damaged",
    );
    expect(rolls[0].purpose).toBe("Get Home: Leutnant Kurt Brandt");
  });

  it("makes lucky an airman who brings home a burning or engine-damaged plane without being shot down", () => {
    const s = strafe();
    const n = debrief(s, { P10: { engine: true } }, [60, 60, 60, 60]).s;
    expect(pilot(n, "P10").lucky).toBe(true);
    expect(pilot(n, "P11").lucky).toBe(false);
  });

  it("does not make lucky the crew of a plane that left the table on fire: it counts as shot down (ruling W4)", () => {
    const s = strafe();
    const n = debrief(s, { P10: { fire: true, left: "other-edge" } }, [60, 60, 60, 60]).s;
    expect(fate(n, "P10")).toMatchObject({ end: "home", wounds: 0 });
    expect(pilot(n, "P10").lucky).toBe(false);
    expect(n.missions[0].fates.find((f) => f.pilot === "P10")?.notes.join()).not.toMatch(/lucky/);
    // Engine damage without fire, leaving the table: not shot down, so lucky.
    const engine = debrief(s, { P10: { engine: true, left: "other-edge" } }, [60, 60, 60, 60]).s;
    expect(pilot(engine, "P10").lucky).toBe(true);
  });
});

describe("Bale Out", () => {
  it("reads every row, with −5 for a serious arm injury", () => {
    const rows: [number, string, number][] = [
      [4, "killed", 0],
      [8, "killed", 0],
      [20, "home", 2],
      [40, "home", 1],
      [95, "home", 0],
    ];
    for (const [roll, end, wounds] of rows) {
      const s = strafe();
      const dice = [roll, ...(end === "home" && wounds ? [80] : []), 50, 50, 50];
      const n = debrief(s, { P10: down("friendly", "bale") }, dice).s;
      expect(fate(n, "P10"), `bale out ${roll}`).toMatchObject({ end, wounds });
    }
    const lucky = debrief(strafe(), { P10: down("friendly", "bale") }, [96, 50, 50, 50]).s;
    expect(pilot(lucky, "P10").lucky).toBe(true);
    const arm = strafe();
    pilot(arm, "P10").lasting.push("arm");
    const { rolls } = debrief(arm, { P10: down("friendly", "bale") }, [45, 80, 50, 50, 50]);
    expect(rolls[0].result).toBe("45 −5 serious arm injury = 40 → one wound");
  });

  it("is refused below floor plus altitude 3, and to an incapacitated airman", () => {
    const s = strafe();
    expect(() => debrief(s, { P10: down("friendly", "bale", 2) }, [])).toThrow(
      /no time to bale out/,
    );
    expect(() => debrief(s, { P10: { ...down("friendly", "bale"), wounds: 2 } }, [])).toThrow(
      /cannot bale out/,
    );
  });
});

describe("the height of a plane shot down", () => {
  it("is never below the scenario's floor (the dogfight's is 4)", () => {
    let s = rollMission(newCampaign(), 1, 6);
    s = confirm(s, [6, 2, 1, 1]).s;
    const low = { shotDown: true, escape: "nurse" as const, came: "friendly" as const, height: 3 };
    expect(() => step(s, "axis", { type: "report", report: quietReport(s, { P10: low }) })).toThrow(
      /floor plus altitude is 4 or more here/,
    );
    const ok = { ...low, height: 4 };
    expect(
      step(s, "axis", { type: "report", report: quietReport(s, { P10: ok }) }, [85, 50, 50, 50]).s
        .phase.kind,
    ).toBe("brief");
  });
});

describe("Shot Down", () => {
  it("reads every row; where it came down decides what follows", () => {
    const rows: [number, "friendly" | "enemy" | "sea", string, number][] = [
      [10, "friendly", "killed", 0],
      [30, "friendly", "home", 2],
      [50, "friendly", "home", 1],
      [70, "friendly", "home", 0],
      [76, "enemy", "home", 2],
      [84, "sea", "home", 1],
      [90, "enemy", "home", 0],
      [95, "sea", "home", 1],
    ];
    for (const [roll, came, end, wounds] of rows) {
      const dice = [roll, ...(wounds ? [80] : []), 50, 50, 50];
      const n = debrief(strafe(), { P10: down(came) }, dice).s;
      expect(fate(n, "P10"), `shot down ${roll}`).toMatchObject({ end, wounds });
    }
    const lucky = debrief(strafe(), { P10: down("sea") }, [96, 50, 50, 50]).s;
    expect(fate(lucky, "P10")).toMatchObject({ end: "home" });
    expect(pilot(lucky, "P10").lucky).toBe(true);
  });

  it("takes an airman who comes down on enemy land prisoner (ruling W3)", () => {
    const n = debrief(strafe(), { P10: down("enemy") }, [60, 50, 50, 50]).s;
    expect(pilot(n, "P10").status).toBe("prisoner");
    expect(fate(n, "P10")?.end).toBe("prisoner");
  });
});

describe("In the Drink", () => {
  it("reads every row for a British crew", () => {
    const rows: [number, string][] = [
      [15, "killed"],
      [30, "killed"],
      [50, "killed"],
      [60, "prisoner"],
      [61, "home"],
    ];
    for (const [roll, end] of rows) {
      const n = debrief(strafe(), { P1: down("sea") }, [50, 50, 60, roll, 50]).s;
      expect(fate(n, "P1"), `in the drink ${roll}`).toMatchObject({ end });
    }
  });

  it("picks up a crew protecting its own shipping and costs it a mission; others drown", () => {
    // The British defend their boats in the strafe mission.
    const n = debrief(strafe(), { P1: down("sea") }, [50, 50, 60, 35, 50]).s;
    expect(fate(n, "P1")?.end).toBe("home");
    expect(pilot(n, "P1")).toMatchObject({ miss: 1, status: "hospital" });
    const axis = debrief(strafe(), { P10: down("sea") }, [60, 35, 50, 50, 50]).s;
    expect(fate(axis, "P10")?.end).toBe("killed");
  });

  it("is the Axis crews' table too (ruling W2), and a bomber crew paddles ashore on 41–50", () => {
    let s = confirm(rollMission(newCampaign(), 1, 2)).s;
    const bomber = s.missions[0].crews.axis[2].pilot as string;
    s = step(
      s,
      "axis",
      {
        type: "report",
        report: quietReport(
          s,
          { [bomber]: down("sea") },
          { ships: [0, 0, 0, 0].map(() => ({ damage: 1, sunk: false })) },
        ),
      },
      [50, 50, 60, 45, 50, 50, 50],
    ).s;
    expect(fate(s, bomber)?.end).toBe("home");
    expect(s.missions[0].fates.find((f) => f.pilot === bomber)?.notes.join()).toMatch(/dinghy/);
  });
});

describe("re-rolls", () => {
  it("offers a lucky airman one re-roll on a bad result; the second roll stands and his luck is spent", () => {
    const s = strafe();
    pilot(s, "P10").lucky = true;
    let n = debrief(s, {}, [5]).s;
    expect(n.phase).toMatchObject({
      kind: "after",
      pending: { kind: "reroll", pilot: "P10", table: "Get Home", sources: ["lucky"] },
    });
    // The Axis player decides for his airman; the British may not.
    expect(() => step(n, "british", { type: "keep" })).toThrow(/only the Axis/);
    n = step(n, "axis", { type: "reroll", source: "lucky" }, [3, 80, 50, 50, 50]).s;
    expect(pilot(n, "P10").lucky).toBe(false);
    expect(fate(n, "P10")).toMatchObject({ wounds: 1 });
    expect(n.phase.kind).toBe("brief");
  });

  it("does not offer a re-roll when the result does the airman no harm", () => {
    const s = strafe();
    pilot(s, "P10").lucky = true;
    const n = debrief(s, {}, [60, 50, 50, 50]).s;
    expect(n.phase.kind).toBe("brief");
    expect(pilot(n, "P10").lucky).toBe(true);
  });

  it("offers no re-roll where no other result could help: a safe bale-out over enemy land", () => {
    const s = strafe();
    pilot(s, "P10").lucky = true;
    // Bale Out 60 over enemy land: taken prisoner. Every other row is capture or death.
    const n = debrief(s, { P10: down("enemy", "bale") }, [60, 50, 50, 50]).s;
    expect(n.phase.kind).toBe("brief");
    expect(fate(n, "P10")?.end).toBe("prisoner");
    // Nursed down on enemy land, a re-roll can still reach friendly territory: offered.
    const nursed = debrief(s, { P10: down("enemy") }, [60]).s;
    expect(nursed.phase).toMatchObject({ pending: { table: "Shot Down", sources: ["lucky"] } });
  });

  it("lets Acrobatic Pilot re-roll Get Home or Shot Down, but not Bale Out", () => {
    const s = strafe();
    pilot(s, "P10").skills.push("acrobatic-pilot");
    const home = debrief(s, {}, [5]).s;
    expect(home.phase).toMatchObject({ pending: { sources: ["acrobatic-pilot"] } });
    const bale = debrief(s, { P10: down("friendly", "bale") }, [3, 50, 50, 50]).s;
    expect(fate(bale, "P10")?.end).toBe("killed");
    const nurse = debrief(s, { P10: down("friendly") }, [5]).s;
    expect(nurse.phase).toMatchObject({
      pending: { table: "Shot Down", sources: ["acrobatic-pilot"] },
    });
  });

  it("lets Good at Escaping and Luck of the Devil re-roll any table, each once a mission", () => {
    const s = strafe();
    pilot(s, "P10").skills.push("good-at-escaping", "luck-of-the-devil");
    let n = debrief(s, { P10: down("sea") }, [20]).s;
    expect(n.phase).toMatchObject({
      pending: { table: "Shot Down", sources: ["good-at-escaping", "luck-of-the-devil"] },
    });
    // Re-rolled with Good at Escaping: 55 → crashes where it came down (the sea); no second re-roll of that roll.
    n = step(n, "axis", { type: "reroll", source: "good-at-escaping" }, [55, 10]).s;
    // In the Drink, 10: drowns — Luck of the Devil is still there for this table.
    expect(n.phase).toMatchObject({
      pending: { table: "In the Drink", sources: ["luck-of-the-devil"] },
    });
    n = step(n, "axis", { type: "reroll", source: "luck-of-the-devil" }, [70, 50, 50, 50]).s;
    expect(fate(n, "P10")?.end).toBe("home");
    // Skills are not used up: next mission they serve again.
    expect(pilot(n, "P10").skills).toEqual(["good-at-escaping", "luck-of-the-devil"]);
  });

  it("refuses a re-roll the airman does not have, and keeps the first roll when asked", () => {
    const s = strafe();
    pilot(s, "P10").lucky = true;
    const n = debrief(s, {}, [5]).s;
    expect(() => step(n, "axis", { type: "reroll", source: "good-at-escaping" })).toThrow(
      RuleError,
    );
    const kept = step(n, "axis", { type: "keep" }, [80, 50, 50, 50]).s;
    expect(fate(kept, "P10")).toMatchObject({ wounds: 1 });
    expect(pilot(kept, "P10").lucky).toBe(true);
  });
});
