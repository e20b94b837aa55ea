/** Several groups flying one war; the length of a perfect run; asked draws in manual dice mode. */
import { describe, expect, it } from "vitest";
import { askedDice } from "../../engine/dice.js";
import { NeedRoll } from "../../engine/errors.js";
import { lineOf } from "./actions.js";
import { MISSIONS, perfectRunNights, SORTIES_PER_NIGHT } from "./missions.js";
import { knightsOfTheAir } from "./rules.js";
import type { CampaignState } from "./state.js";
import { act, cleanKill, newCampaign, openPupAndAlbatros } from "./test-helpers.js";

const TWO = {
  groups: [
    { id: "north", name: "North" },
    { id: "south", name: "South" },
  ],
  players: [
    { id: "ann", name: "Ann", side: "allies" as const, group: "north" },
    { id: "carl", name: "Carl", side: "central" as const, group: "north" },
    { id: "bea", name: "Bea", side: "allies" as const, group: "south" },
    { id: "dirk", name: "Dirk", side: "central" as const, group: "south" },
  ],
};

function twoGroups(): CampaignState {
  let s = newCampaign(TWO);
  s = act(s, "ann", { type: "register", name: "Ann's pilot", service: "british", role: "pilot" });
  s = act(s, "carl", { type: "register", name: "Carl's pilot", service: "german", role: "pilot" });
  s = act(s, "bea", { type: "register", name: "Bea's pilot", service: "american", role: "pilot" });
  s = act(s, "dirk", {
    type: "register",
    name: "Dirk's pilot",
    service: "austro-hungarian",
    role: "pilot",
  });
  return s;
}

/** A sortie in a group: its Wing Commander sets it up, verifies and closes it. */
function sortie(s: CampaignState, group: "north" | "south", killer?: "allies" | "central") {
  const [a, c] = group === "north" ? ["K1", "K2"] : ["K3", "K4"];
  const wc = `wc-${group}`;
  let t = openPupAndAlbatros(s, wc, a, c);
  const id = t.sorties.at(-1)?.id as number;
  for (const [me, foe] of [
    [a, c],
    [c, a],
  ]) {
    const mine = (killer === "allies" && me === a) || (killer === "central" && me === c);
    const p = t.pilots.find((x) => x.id === me);
    // The victim's line says he was shot down, by a card of his killer's deck (ruling K27).
    const by = me === a ? "B" : "A";
    t = act(t, p?.player as string, {
      type: "log",
      sortie: id,
      pilot: me,
      report: lineOf(
        mine
          ? { kills: [cleanKill(foe, me)] }
          : killer
            ? { shotDown: { deck: by, explosion: false, place: "own" } }
            : {},
      ),
    });
    const line = t.lines.at(-1)?.id as number;
    t = act(t, wc, { type: "verify", line, verdict: "accept", ...(mine ? {} : { cards: ["0"] }) });
  }
  return act(t, wc, { type: "close-sortie", sortie: id });
}

describe("several groups, one war", () => {
  it("Mission 1's five sorties are shared between the groups and decided on all their points together", () => {
    let s = twoGroups();
    s = sortie(s, "north", "allies");
    s = sortie(s, "north", "allies");
    s = sortie(s, "north", "allies");
    s = sortie(s, "south", "central");
    expect(s.attacker).toBeNull();
    s = sortie(s, "south", "central");
    expect(s.attacker).toBe("allies");
    const st = knightsOfTheAir.view(s, null).standings;
    expect(st.map((x) => x.name)).toEqual(["North", "South", "All groups"]);
    expect(st[0]).toMatchObject({ sorties: 3, kills: { allies: 3, central: 0 } });
    expect(st[1]).toMatchObject({ sorties: 2, kills: { allies: 0, central: 2 } });
    expect(st[2]).toMatchObject({ sorties: 5, points: { allies: 5 + 15, central: 5 + 10 } });
  });

  it("a Wing Commander verifies only his own group's lines; a group flies its own players", () => {
    let s = twoGroups();
    s = openPupAndAlbatros(s, "wc-north", "K1", "K2");
    s = act(s, "ann", { type: "log", sortie: 1, pilot: "K1", report: lineOf() });
    expect(() => act(s, "wc-south", { type: "verify", line: 1, verdict: "accept" })).toThrow(
      /Ann's pilot's line is verified by the Wing Commander of North/,
    );
    expect(knightsOfTheAir.view(s, "wc-north").toVerify).toEqual([1]);
    expect(knightsOfTheAir.view(s, "wc-south").toVerify).toEqual([]);
    expect(() =>
      act(s, "wc-south", {
        type: "open-sortie",
        kind: "campaign",
        crews: [
          { pilot: "K3", plane: "pup" },
          { pilot: "K2", plane: "albatros-d2" },
        ],
      }),
    ).toThrow(/flying in another open sortie/);
    // League games may mix the groups' players.
    const t = openPupAndAlbatros(twoGroups(), "wc-south", "K1", "K4", "league");
    expect(t.sorties[0].kind).toBe("league");
  });

  it("a league game counts toward the logs and points but not the mission", () => {
    let s = twoGroups();
    s = openPupAndAlbatros(s, "wc-north", "K1", "K2", "league");
    s = act(s, "ann", {
      type: "log",
      sortie: 1,
      pilot: "K1",
      report: lineOf({ kills: [cleanKill("K2", "K1")] }),
    });
    s = act(s, "wc-north", { type: "verify", line: 1, verdict: "accept" });
    expect(s.pilots[0]).toMatchObject({ kills: 1, points: 6 });
    expect(s.pilots[0].log[0].mission).toBe("league");
    expect(s.runs[0].sorties).toEqual([]);
  });
});

describe("the length of the war", () => {
  it("a perfect run by one side takes just over two months of weekly club nights", () => {
    const nights = perfectRunNights(MISSIONS, SORTIES_PER_NIGHT);
    expect(nights).toBe(9);
    expect(nights * 7).toBeGreaterThan(61);
    expect(nights * 7).toBeLessThan(75);
  });
});

describe("draws asked in manual dice mode", () => {
  it("a draw nobody typed is asked as a roll over the cards left, naming its purpose", () => {
    let s = twoGroups();
    s = openPupAndAlbatros(s, "wc-north", "K1", "K2");
    s = act(s, "ann", {
      type: "log",
      sortie: 1,
      pilot: "K1",
      report: lineOf({ shotDown: { deck: "C", explosion: false, place: "own" } }),
    });
    const before = structuredClone(s);
    let need: NeedRoll | null = null;
    try {
      knightsOfTheAir.act(
        s,
        "wc-north",
        { type: "verify", line: 1, verdict: "accept" },
        askedDice(),
      );
    } catch (e) {
      if (e instanceof NeedRoll) need = e;
    }
    expect(need).toMatchObject({ sides: 32, purpose: "health lost by Ann's pilot (deck C)" });
    expect(s).toEqual(before);
    const verify = { type: "verify" as const, line: 1, verdict: "accept" as const };
    // Deck C's last card is the explosion: the doubled next card is asked over the 31 left.
    expect(() => knightsOfTheAir.act(s, "wc-north", verify, askedDice([32]))).toThrow(
      expect.objectContaining({ sides: 31 }),
    );
    // The fifth card of deck C's list is a 1: doubled, 2 health.
    const t = knightsOfTheAir.act(s, "wc-north", verify, askedDice([32, 5]));
    expect(t.pilots[0].health).toBe(23);
  });
});
