/**
 * A roll stands: with Sortie's dice no step that rolled is taken back, and a
 * wrong report is corrected instead — reusing every die already rolled for
 * the same purpose, so that no correction fishes for better dice.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/errors.js";
import {
  canUndo,
  createMatch,
  type Match,
  play,
  recordOf,
  replay,
  undo,
} from "../../engine/match.js";
import type { WomAction, WomOptions } from "./actions.js";
import { asReported } from "./correction.js";
import { wingsOverMalta } from "./rules.js";
import type { AircraftReport, CampaignState, Report } from "./state.js";
import { partOf, pilot, quietReport, step, strafe } from "./test-helpers.js";

type M = Match<CampaignState, WomAction, WomOptions>;
const fate = (s: CampaignState, id: string) => s.missions[0].fates.find((f) => f.pilot === id);
const downFriendly = { shotDown: true, escape: "nurse", came: "friendly", height: 4 } as const;

/** The strafe mission (P10, P11 against P1, P2) on dice typed in, played through the engine. */
function strafeMatch(): M {
  let m: M = createMatch(wingsOverMalta, {}, { mode: "manual" });
  m = play(wingsOverMalta, m, "axis", { type: "roll-mission" }, [1, 1, 1, 1]);
  m = play(wingsOverMalta, m, "axis", { type: "ready" });
  return play(wingsOverMalta, m, "british", { type: "ready" });
}

/** Each side's part of a report with `over` changing any airman's line. */
function parts(s: CampaignState, over: Record<string, Partial<AircraftReport>> = {}) {
  const whole = quietReport(s, over, { boatDamage: 30 });
  return { axis: partOf(s, "axis", whole), british: partOf(s, "british", whole) };
}

const correct = (s: CampaignState, side: "axis" | "british", r: Report, dice: number[] = []) =>
  step(s, side, { type: "correct", report: r }, dice);

describe("a roll stands", () => {
  it("refuses to take back the after-action report once it rolled, with Sortie's dice", () => {
    let m = strafeMatch();
    const p = parts(m.state, { P10: downFriendly });
    m = play(wingsOverMalta, m, "axis", { type: "report", report: p.axis });
    // The first part rolled nothing: it may be taken back.
    expect(canUndo(wingsOverMalta, m)).toBe(true);
    // The Italian pilot rolls 7 on the Shot Down table: killed. The rest get home.
    m = play(wingsOverMalta, m, "british", { type: "report", report: p.british }, [7, 50, 50, 50]);
    expect(fate(m.state, "P10")?.end).toBe("killed");
    const seeded: M = { ...m, dice: { mode: "seeded", seed: 1 } };
    expect(canUndo(wingsOverMalta, seeded)).toBe(false);
    expect(() => undo(wingsOverMalta, seeded, "british")).toThrow(RuleError);
    expect(() => undo(wingsOverMalta, seeded)).toThrow(/nothing that can be taken back/);
    // Dice rolled at the table and typed in: the players roll again anyway, so it may be taken back.
    expect(canUndo(wingsOverMalta, m)).toBe(true);
  });

  it("never lets the other side enter, correct or take back a side's results", () => {
    const s = strafe();
    const p = parts(s, { P10: downFriendly });
    expect(() => step(s, "british", { type: "report", report: p.axis })).toThrow(
      /Tenente Luigi Ferraro flies for the Axis: the British report their own planes only/,
    );
    const both = step(
      step(s, "axis", { type: "report", report: p.axis }).s,
      "british",
      {
        type: "report",
        report: p.british,
      },
      [7, 50, 50, 50],
    ).s;
    expect(() => correct(both, "british", parts(both).axis)).toThrow(/flies for the Axis/);
    expect(() =>
      step(both, "british", { type: "correct", side: "axis", report: parts(both).axis }),
    ).toThrow(/the British player cannot correct the Axis report/);
  });
});

describe("correcting the report", () => {
  /** P10 shot down and killed on a Shot Down 7; P11, P1, P2 home on Get Home 50. */
  function reported() {
    const s = strafe();
    const p = parts(s, { P10: downFriendly });
    const one = step(s, "axis", { type: "report", report: p.axis }).s;
    return step(one, "british", { type: "report", report: p.british }, [7, 50, 50, 50]);
  }

  it("keeps the dice of whatever the correction does not change", () => {
    const { s } = reported();
    expect(fate(s, "P10")?.end).toBe("killed");
    // He nursed it down from higher up: the same Shot Down roll, no die rolled at all.
    const higher = parts(s, { P10: { ...downFriendly, height: 6 } }).axis;
    const { s: same, rolls } = correct(s, "axis", higher);
    expect(rolls).toEqual([]);
    expect(fate(same, "P10")?.end).toBe("killed");
    expect(same.missions[0].report?.aircraft[0].height).toBe(6);
  });

  it("rolls only what was never needed before, and meets the same die when going back", () => {
    const { s } = reported();
    // He was not shot down after all: a Get Home roll for him, the first ever (85); the others' stand.
    const home = correct(s, "axis", parts(s).axis, [85]);
    expect(home.rolls.map((r) => r.purpose)).toEqual(["Get Home: Tenente Luigi Ferraro"]);
    expect(fate(home.s, "P10")).toMatchObject({ end: "home", wounds: 0 });
    expect(pilot(home.s, "P10").status).toBe("active");
    expect(fate(home.s, "P11")?.notes).toEqual(["Get Home: lands safely"]);
    // Back to shot down: the Shot Down 7 already rolled, killed again; and no die again.
    const back = correct(home.s, "axis", parts(s, { P10: downFriendly }).axis);
    expect(back.rolls).toEqual([]);
    expect(fate(back.s, "P10")?.end).toBe("killed");
    // And home again: the Get Home 85 already rolled.
    const again = correct(back.s, "axis", parts(s).axis);
    expect(again.rolls).toEqual([]);
    expect(fate(again.s, "P10")?.end).toBe("home");
  });

  it("is a step like any other: replayed exactly, final once it rolled with Sortie's dice", () => {
    let m = strafeMatch();
    const p = parts(m.state, { P10: downFriendly });
    m = play(wingsOverMalta, m, "axis", { type: "report", report: p.axis });
    m = play(wingsOverMalta, m, "british", { type: "report", report: p.british }, [7, 50, 50, 50]);
    m = play(wingsOverMalta, m, "axis", { type: "correct", report: parts(m.state).axis }, [85]);
    expect(canUndo(wingsOverMalta, { ...m, dice: { mode: "seeded", seed: 1 } })).toBe(false);
    // Back to what was reported first: nothing rolled, so it may be taken back.
    m = play(wingsOverMalta, m, "axis", { type: "correct", report: p.axis });
    expect(m.entries.at(-1)?.rolls).toEqual([]);
    expect(canUndo(wingsOverMalta, { ...m, dice: { mode: "seeded", seed: 1 } })).toBe(true);
    expect(replay(wingsOverMalta, JSON.parse(JSON.stringify(recordOf(m)))).state).toEqual(m.state);
  });

  it("answers a choice asked again in the same words as before, with the same re-roll", () => {
    const s = strafe();
    pilot(s, "P10").lucky = true;
    const p = parts(s);
    // P10's Get Home 5 − 5 novice: a crash; he spends his luck on a re-roll: 60, home safe.
    let n = step(s, "axis", { type: "report", report: p.axis }).s;
    n = step(n, "british", { type: "report", report: p.british }, [5]).s;
    n = step(n, "axis", { type: "reroll", source: "lucky" }, [60, 50, 50, 50]).s;
    expect(n.phase.kind).toBe("brief");
    // The British correct P1's line (on fire): the Axis choice is made again by itself, on the same dice.
    const fire = parts(s, { P1: { fire: true } }).british;
    const c = correct(n, "british", fire);
    expect(c.rolls).toEqual([]);
    expect(c.s.phase.kind).toBe("brief");
    expect(pilot(c.s, "P10").lucky).toBe(false);
    expect(fate(c.s, "P10")?.notes).toEqual(["Get Home: lands safely"]);
    expect(pilot(c.s, "P1").lucky).toBe(true);
  });

  it("refuses a correction that changes nothing, disagrees, or comes after the next mission's roll", () => {
    const { s } = reported();
    const same = parts(s, { P10: downFriendly }).axis;
    expect(() => correct(s, "axis", same)).toThrow(/already says just that/);
    // The British claim P10; the Axis cannot now say he got home.
    const claim = correct(s, "british", parts(s, { P1: { kills: 1 } }).british).s;
    expect(() => correct(claim, "axis", parts(s).axis)).toThrow(
      /does not agree with the other side's: British claim more kills/,
    );
    const next = step(s, "axis", { type: "roll-mission" }, [1, 2, 1, 1]).s;
    expect(() => correct(next, "axis", parts(s).axis)).toThrow(/no report to correct/);
    expect(wingsOverMalta.view(next, "axis").correctable).toBeNull();
    expect(wingsOverMalta.view(s, "axis").correctable).toBe(1);
  });

  it("makes again the enlistments and renamings taken since the report", () => {
    const { s } = reported();
    let n = step(s, "british", {
      type: "enlist",
      side: "british",
      service: "raf",
      role: "fighter",
      name: "Tubby Mermagen",
    }).s;
    n = step(n, "british", { type: "rename", pilot: "P1", name: "Adrian Warburton" }).s;
    const c = correct(n, "axis", parts(s).axis, [85]).s;
    expect(c.pilots.map((p) => p.name)).toContain("Tubby Mermagen");
    expect(pilot(c, "P1").name).toBe("Adrian Warburton");
    expect(c.pilots).toHaveLength(n.pilots.length);
  });

  it("shows the pages of the kept roster only the mission's airmen, as they flew it", () => {
    const { s } = reported();
    expect(s.reopen?.pilots.length).toBe(s.pilots.length);
    const shown = wingsOverMalta.view(s, "axis").state;
    expect(shown.reopen?.pilots.map((p) => p.id)).toEqual(["P1", "P2", "P10", "P11"]);
    expect(asReported(shown).pilots.find((p) => p.id === "P10")?.status).toBe("active");
    expect(shown.pilots.find((p) => p.id === "P10")?.status).toBe("killed");
  });
});
