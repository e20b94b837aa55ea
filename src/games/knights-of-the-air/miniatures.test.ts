/** The Plane List: each player's record of the miniatures he owns, kept from his own seat. */
import { describe, expect, it } from "vitest";
import { createMatch, play, recordOf, replay } from "../../engine/match.js";
import { ownersOf } from "./miniatures.js";
import { knightsOfTheAir } from "./rules.js";
import { act, club, WC } from "./test-helpers.js";

describe("the Plane List: who owns which miniature", () => {
  it("keeps a player's miniatures in the plane list's order, and replaces the list when he notes it again", () => {
    let s = club();
    s = act(s, "p1", { type: "miniatures", planes: ["spad-vii", "nieuport-17"] });
    expect(s.players.find((p) => p.id === "p1")?.miniatures).toEqual(["nieuport-17", "spad-vii"]);
    expect(ownersOf(s, "spad-vii").map((p) => p.id)).toEqual(["p1"]);
    s = act(s, "p3", { type: "miniatures", planes: ["spad-vii", "albatros-d2"] });
    expect(ownersOf(s, "spad-vii").map((p) => p.id)).toEqual(["p1", "p3"]);
    s = act(s, "p1", { type: "miniatures", planes: ["dh2"] });
    expect(s.players.find((p) => p.id === "p1")?.miniatures).toEqual(["dh2"]);
    expect(ownersOf(s, "spad-vii").map((p) => p.id)).toEqual(["p3"]);
    expect(ownersOf(s, "nieuport-11")).toEqual([]);
  });

  it("refuses a plane the list does not have, a plane twice, and a Wing Commander's list, changing nothing", () => {
    const s = club();
    const before = structuredClone(s);
    expect(() => act(s, "p1", { type: "miniatures", planes: ["sopwith-kitten"] })).toThrow(
      '"sopwith-kitten" is not a plane of this campaign\'s plane list',
    );
    expect(() => act(s, "p1", { type: "miniatures", planes: ["dh2", "dh2"] })).toThrow(
      '"dh2" is listed twice',
    );
    expect(() => act(s, WC, { type: "miniatures", planes: ["dh2"] })).toThrow(
      "each player notes the miniatures he owns, from his own link",
    );
    expect(() => knightsOfTheAir.parseAction({ type: "miniatures", planes: "dh2" })).toThrow(
      /not a Knights of the Air step/,
    );
    expect(s).toEqual(before);
  });

  it("is a step of the campaign's log: said in words, replayed, and open to the player's own seat", () => {
    let m = createMatch(knightsOfTheAir, knightsOfTheAir.parseOptions({}), { mode: "manual" });
    const seat = knightsOfTheAir.seats(m.options).find((x) => !x.startsWith("wc-")) as string;
    const offered = knightsOfTheAir
      .view(m.state, seat)
      .actions.find((a) => a.type === "miniatures");
    expect(offered).toEqual({ type: "miniatures", planes: [expect.any(String)] });
    m = play(knightsOfTheAir, m, seat, { type: "miniatures", planes: ["nieuport-11", "dh2"] });
    const entry = m.log[0];
    expect("action" in entry && knightsOfTheAir.describe?.(entry.action)).toBe(
      "Notes the miniatures he owns: 2 planes",
    );
    const again = replay(knightsOfTheAir, recordOf(m));
    expect(again.state.players.find((p) => p.id === seat)?.miniatures).toEqual([
      "nieuport-11",
      "dh2",
    ]);
  });
});
