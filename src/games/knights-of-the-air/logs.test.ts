/**
 * Pilot Logs a club can read: ground targets only once face up (ruling K25),
 * the totals a club keeps, each victory named by plane and pilot, and a log
 * of rules version 1 read under version 2.
 */
import { describe, expect, it } from "vitest";
import type { LogItem } from "../../engine/contract.js";
import { createMatch, type MatchRecord, recordOf, replay } from "../../engine/match.js";
import { lineOf } from "./actions.js";
import { knightsOfTheAir } from "./rules.js";
import type { CampaignState } from "./state.js";
import { act, cleanKill, club, logged, pilotOf, WC } from "./test-helpers.js";
import { totalsOf, totalsText } from "./totals.js";

/** K1 and his observer K5 in an F.E.2b, K2 in a Nieuport 11, against K3: the Central Powers have a balloon and `targets` ground targets. */
function sortie(targets: 1 | 2 = 1): CampaignState {
  return act(club(), WC, {
    type: "open-sortie",
    kind: "campaign",
    crews: [
      { pilot: "K1", observer: "K5", plane: "fe2b" },
      { pilot: "K2", plane: "nieuport-11" },
      { pilot: "K3", plane: "albatros-d2" },
    ],
    cards: ["0", "2 engine", "0", targets === 2 ? "explosion" : "1 smoke"],
  });
}

const reveal = (s: CampaignState, index = 0) =>
  act(s, WC, { type: "reveal", sortie: 1, side: "central", index, target: "depot" });

const enter = (s: CampaignState, pilot: string, line: Parameters<typeof lineOf>[0]) =>
  act(s, pilotOf(s, pilot).player, { type: "log", sortie: 1, pilot, report: lineOf(line) });

describe("ruling K25: a ground target is destroyed or observed only once it is face up", () => {
  it("refuses a target claimed while every enemy target is face down, and takes it once turned over", () => {
    const s = sortie();
    expect(() => enter(s, "K1", { groundTargets: 1 })).toThrow(
      /no Central Powers ground target in sortie 1 is face up, and the lines claim 1 destroyed: a target counts only once an enemy plane came within long range and it was turned over/,
    );
    expect(() => enter(s, "K5", { observed: 1 })).toThrow(/the line claims 1 observed/);
    const t = reveal(s);
    expect(enter(t, "K1", { groundTargets: 1 }).lines[0].status).toBe("pending");
    expect(enter(t, "K5", { observed: 1 }).lines[0].status).toBe("pending");
  });

  it("counts only the targets turned over, across the side's lines", () => {
    let s = reveal(sortie(2), 1);
    expect(() => enter(s, "K1", { groundTargets: 2 })).toThrow(
      /only 1 Central Powers ground target is face up in sortie 1, and the lines claim 2 destroyed/,
    );
    s = enter(s, "K1", { groundTargets: 1 });
    expect(() => enter(s, "K2", { groundTargets: 1 })).toThrow(/the lines claim 2 destroyed/);
    s = reveal(s, 0);
    expect(enter(s, "K2", { groundTargets: 1 }).lines[1].status).toBe("pending");
  });
});

/** Nungesser, nearer, takes Boelcke's plane from 8 to 9 of its 11; Ball's 3 bring it down. */
const nearer = {
  victim: "K3",
  how: "shot" as const,
  shots: [
    { by: "K1", distance: 2, damage: 3 },
    { by: "K2", distance: 1, damage: 1 },
  ],
  damageBefore: 8,
  toDestroy: 11,
};

describe("the Pilot Log", () => {
  /** Ball downs Boelcke, burns the balloon, destroys the depot and lands to carry Nungesser home; Hardy observes. */
  function flown(): CampaignState {
    let s = reveal(sortie());
    s = logged(s, "K1", { kills: [nearer], balloons: 1, groundTargets: 1, rescued: ["K2"] }, ["1"]);
    s = logged(s, "K5", { observed: 1 });
    s = logged(
      s,
      "K2",
      { shotDown: { deck: "A", explosion: false, place: "own" }, rescuedBy: "K1" },
      ["2"],
    );
    return s;
  }

  it("names each victory by the pilot and plane downed", () => {
    const p = pilotOf(flown(), "K1");
    expect(p.log[0].victories).toEqual([
      { pilot: "K3", name: "Oswald Boelcke", plane: "Albatros D.II", how: "shot" },
    ]);
    expect(p.log[0].notes[0]).toBe(
      "victory: Oswald Boelcke's Albatros D.II shot down (Albert Ball dealt the damage that brought it to its 11 damage points)",
    );
  });

  it("one on one, the victory says he was the only one firing", () => {
    const s = logged(sortie(), "K2", { kills: [cleanKill("K3", "K2")] });
    expect(pilotOf(s, "K2").log[0].notes[0]).toBe(
      "victory: Oswald Boelcke's Albatros D.II shot down (Charles Nungesser was the only one firing at it)",
    );
  });

  it("a chase names the plane chased off, and is no victory", () => {
    const s = logged(sortie(), "K2", {
      kills: [{ victim: "K3", how: "chased", shotLastTwoTurns: true }],
    });
    const l = pilotOf(s, "K2").log[0];
    expect(l.victories).toEqual([]);
    expect(l.notes[0]).toBe(
      "chased Oswald Boelcke's Albatros D.II off the table: chase points, not a kill",
    );
  });

  it("keeps the totals the text asks a club to track", () => {
    const s = flown();
    const ball = totalsOf(s, pilotOf(s, "K1"));
    // 1 sortie + 5 kill + 4 balloon + 3 target + 5 rescue = 18 points: the Military Cross.
    expect(ball).toMatchObject({
      sorties: 1,
      kills: 1,
      balloons: 1,
      groundTargets: 1,
      observations: 0,
      rescues: 1,
      medals: 1,
      points: 18,
      health: 25,
    });
    expect(totalsText(ball)).toBe(
      "1 sortie, 1 kill, 1 balloon, 1 ground target, 0 observations, 1 rescue, 1 medal, health 25/25",
    );
    expect(totalsOf(s, pilotOf(s, "K5"))).toMatchObject({ observations: 1, sorties: 1 });
    expect(totalsOf(s, pilotOf(s, "K2"))).toMatchObject({ health: 23, rescues: 0 });
  });

  it("counts verified lines only, and observations only when brought home (ruling K9)", () => {
    let s = reveal(sortie());
    // Pilot and observer share their plane's fate (ruling K27): both lines say it was shot down.
    s = enter(s, "K1", { balloons: 1, shotDown: { deck: "A", explosion: false, place: "own" } });
    expect(totalsOf(s, pilotOf(s, "K1")).balloons).toBe(0);
    s = logged(s, "K5", { observed: 1, shotDown: { deck: "A", explosion: false, place: "own" } }, [
      "0",
    ]);
    expect(totalsOf(s, pilotOf(s, "K5")).observations).toBe(0);
  });
});

describe("a daring rescue in one line", () => {
  it("a pilot shot down carried no one home", () => {
    const s = sortie();
    expect(() =>
      enter(s, "K1", {
        rescued: ["K2"],
        shotDown: { deck: "B", explosion: false, place: "own" },
      }),
    ).toThrow(/a pilot who was shot down carried no one home/);
    expect(enter(s, "K1", { rescued: ["K2"] }).lines[0].status).toBe("pending");
  });
});

describe("rules version 2", () => {
  const entry = (seat: string, action: unknown): LogItem<unknown> => ({ seat, action, rolls: [] });
  /** A version 1 log on the club's own cards: two airmen, a sortie, K1's line. */
  function oldLog(line: Parameters<typeof lineOf>[0]): MatchRecord<unknown, unknown> {
    const m = createMatch(knightsOfTheAir, knightsOfTheAir.parseOptions({}), { mode: "manual" });
    const entries = [
      entry("p1", { type: "register", name: "Albert Ball", service: "british", role: "pilot" }),
      entry("p3", { type: "register", name: "Oswald Boelcke", service: "german", role: "pilot" }),
      entry(WC, {
        type: "open-sortie",
        kind: "campaign",
        crews: [
          { pilot: "K1", plane: "nieuport-17" },
          { pilot: "K2", plane: "albatros-d2" },
        ],
        cards: ["0", "0", "0", "2 engine"],
      }),
      entry("p1", { type: "log", sortie: 1, pilot: "K1", report: lineOf(line) }),
    ];
    return { ...recordOf(m), version: 1, entries } as MatchRecord<unknown, unknown>;
  }

  it("reads a version 1 log under the present rulings, refusing a step they refuse", () => {
    const ok = replay(knightsOfTheAir, oldLog({ illegal: 1 }) as never);
    expect(ok.version).toBe(3);
    expect((ok.state as CampaignState).lines).toHaveLength(1);
    expect(() => replay(knightsOfTheAir, oldLog({ groundTargets: 1 }) as never)).toThrow(/face up/);
  });
});
