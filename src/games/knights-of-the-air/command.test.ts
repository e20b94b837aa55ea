/**
 * A Wing Commander per side: a group with a commander for each side, each
 * verifying his own side's lines and seeing the other side's; a league game
 * across tables verified by the commanders of the players' own tables.
 */
import { describe, expect, it } from "vitest";
import { lineOf } from "./actions.js";
import { commandOf, verifierOf } from "./command.js";
import type { KotaOptions } from "./options.js";
import { knightsOfTheAir } from "./rules.js";
import type { CampaignState } from "./state.js";
import { act, cleanKill, newCampaign, openPupAndAlbatros } from "./test-helpers.js";

const ALLIES = "wc-south-allies";
const CENTRAL = "wc-south-central";

/** North has one Wing Commander; South one per side. Ann (north) and Bea, Carl (south). */
const OPTIONS: KotaOptions = {
  groups: [
    { id: "north", name: "North", commander: "Major Hawker" },
    { id: "south", name: "South", commanders: "sides" },
  ],
  players: [
    { id: "ann", name: "Ann", side: "allies", group: "north" },
    { id: "dan", name: "Dan", side: "central", group: "north" },
    { id: "bea", name: "Bea", side: "allies", group: "south" },
    { id: "carl", name: "Carl", side: "central", group: "south" },
  ],
};

/** Ann's K1, Dan's K2, Bea's K3, Carl's K4. */
function campaign(): CampaignState {
  let s = newCampaign(OPTIONS);
  s = act(s, "ann", { type: "register", name: "Ann's pilot", service: "british", role: "pilot" });
  s = act(s, "dan", { type: "register", name: "Dan's pilot", service: "german", role: "pilot" });
  s = act(s, "bea", { type: "register", name: "Bea's pilot", service: "french", role: "pilot" });
  s = act(s, "carl", { type: "register", name: "Carl's pilot", service: "german", role: "pilot" });
  return s;
}

const southSortie = (s: CampaignState, by = ALLIES) => openPupAndAlbatros(s, by, "K3", "K4");

const log = (s: CampaignState, seat: string, sortie: number, pilot: string, line = {}) =>
  act(s, seat, { type: "log", sortie, pilot, report: lineOf(line) });

describe("a Wing Commander for each side of a group", () => {
  it("gives each side's commander his own seat and link; the group's commander keeps one", () => {
    const o = knightsOfTheAir.parseOptions(OPTIONS);
    expect(knightsOfTheAir.seats(o)).toEqual([
      "wc-north",
      ALLIES,
      CENTRAL,
      "ann",
      "dan",
      "bea",
      "carl",
    ]);
    const s = campaign();
    expect(commandOf(s, ALLIES)).toEqual({ group: "south", side: "allies" });
    expect(commandOf(s, "wc-north")).toEqual({ group: "north", side: null });
    // A role comes from the seat a link was issued for: "wc-south" is no seat of this campaign.
    expect(commandOf(s, "wc-south")).toBeNull();
    expect(() => act(s, "wc-south", { type: "choose-mission", mission: "2a" })).toThrow(
      /there is no seat "wc-south"/,
    );
  });

  it("each verifies his own side's lines and sees the other side's, read-only", () => {
    let s = southSortie(campaign());
    s = log(s, "bea", 1, "K3", { kills: [cleanKill("K4", "K3")] });
    s = log(s, "carl", 1, "K4", { shotDown: { deck: "A", explosion: false, place: "own" } });
    expect(verifierOf(s, "K3")).toBe(ALLIES);
    expect(verifierOf(s, "K4")).toBe(CENTRAL);
    const allies = knightsOfTheAir.view(s, ALLIES);
    expect(allies).toMatchObject({ role: "commander", group: "south", side: "allies" });
    expect(allies.toVerify).toEqual([1]);
    expect(allies.othersToVerify).toEqual([2]);
    expect(knightsOfTheAir.view(s, CENTRAL).toVerify).toEqual([2]);
    expect(() => act(s, ALLIES, { type: "verify", line: 2, verdict: "accept" })).toThrow(
      "Carl's pilot's line is verified by the Central Powers' Wing Commander of South",
    );
    expect(() =>
      act(s, "wc-north", { type: "verify", line: 1, verdict: "accept", cards: [] }),
    ).toThrow(/verified by the Allies' Wing Commander of South/);
    s = act(s, ALLIES, { type: "verify", line: 1, verdict: "accept" });
    s = act(s, CENTRAL, { type: "verify", line: 2, verdict: "accept", cards: ["1"] });
    // Either side's commander of the group closes the sortie; another group's does not.
    expect(() => act(s, "wc-north", { type: "close-sortie", sortie: 1 })).toThrow(
      /only a Wing Commander of group south/,
    );
    s = act(s, CENTRAL, { type: "close-sortie", sortie: 1 });
    expect(s.sorties[0].status).toBe("closed");
  });

  it("enters an absent player's line for his own side only (ruling K24)", () => {
    const s = southSortie(campaign(), CENTRAL);
    expect(() => log(s, CENTRAL, 1, "K3")).toThrow(/not your airman/);
    expect(log(s, ALLIES, 1, "K3").lines[0].status).toBe("pending");
  });

  it("enrols players of his own side only", () => {
    const s = campaign();
    const eve = { type: "enrol" as const, name: "Eve", side: "central" as const, group: "south" };
    expect(() => act(s, ALLIES, eve)).toThrow(
      "the Allies' Wing Commander enrols players of his own side; the Central Powers' enrols theirs",
    );
    expect(act(s, CENTRAL, eve).players.at(-1)).toMatchObject({ name: "Eve", group: "south" });
  });

  it("a league game across tables is verified by the commanders of the players' own tables and sides", () => {
    let s = openPupAndAlbatros(campaign(), "wc-north", "K1", "K4", "league");
    s = log(s, "ann", 1, "K1");
    s = log(s, "carl", 1, "K4");
    expect(knightsOfTheAir.view(s, "wc-north").toVerify).toEqual([1]);
    expect(knightsOfTheAir.view(s, "wc-north").othersToVerify).toEqual([2]);
    expect(knightsOfTheAir.view(s, CENTRAL).toVerify).toEqual([2]);
    // The set-up sheet of a league game reaches every table that flies in it.
    expect(knightsOfTheAir.view(s, CENTRAL).sheets.map((x) => x.sortie)).toEqual([1]);
    expect(() => act(s, "wc-north", { type: "verify", line: 2, verdict: "accept" })).toThrow(
      /verified by the Central Powers' Wing Commander of South/,
    );
    s = act(s, "wc-north", { type: "verify", line: 1, verdict: "accept" });
    s = act(s, CENTRAL, { type: "verify", line: 2, verdict: "accept" });
    expect(act(s, "wc-north", { type: "close-sortie", sortie: 1 }).sorties[0].status).toBe(
      "closed",
    );
  });

  it("refuses groups whose commanders would share a seat", () => {
    expect(() =>
      knightsOfTheAir.parseOptions({
        groups: [
          { id: "a", name: "A", commanders: "sides" },
          { id: "a-allies", name: "A Allies" },
        ],
      }),
    ).toThrow(
      "bad campaign options: group a-allies's Wing Commander would have the seat wc-a-allies, which another group's has: give one of them another id",
    );
  });
});
