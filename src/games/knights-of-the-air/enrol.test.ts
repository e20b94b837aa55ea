/** Enrolling a player during the season: his seat, the checks, exact replay, and why it is final. */
import { describe, expect, it } from "vitest";
import { seatsNow } from "../../engine/contract.js";
import { RuleError } from "../../engine/errors.js";
import { createMatch, play, recordOf, undoable } from "../../engine/match.js";
import { replay } from "../../engine/replay.js";
import { MAX_PLAYERS } from "./enrol.js";
import { knightsOfTheAir as rules } from "./rules.js";
import { act, club, flySortie, newCampaign, openDuel, WC } from "./test-helpers.js";

const TWO = {
  groups: [
    { id: "north", name: "North" },
    { id: "south", name: "South" },
  ],
  players: [
    { id: "p1", name: "Ann", side: "allies" as const, group: "north" },
    { id: "p3", name: "Carl", side: "central" as const, group: "north" },
    { id: "bea", name: "Bea", side: "allies" as const, group: "south" },
  ],
};

describe("enrolling a player", () => {
  it("gives him the first free p<n> seat, in his group and side, and the view shows him like the others", () => {
    let s = club();
    s = flySortie(openDuel(s));
    const before = rules.seatsOf?.(s) ?? [];
    expect(before).toEqual(["wc-club", "p1", "p2", "p3", "p4"]);
    s = act(s, WC, { type: "enrol", name: "  Eddie  ", side: "allies", group: "club" });
    expect(s.players.at(-1)).toEqual({ id: "p5", name: "Eddie", side: "allies", group: "club" });
    expect(rules.seatsOf?.(s)).toEqual([...before, "p5"]);
    expect(s.events.at(-1)?.text).toBe("Eddie joins The club (Allies)");
    // His own view: a player of his group, offered the airmen of his side to register.
    const v = rules.view(s, "p5");
    expect(v.role).toBe("player");
    expect(v.group).toBe("club");
    expect(v.actions.filter((a) => a.type === "register").map((a) => a.name)).toContain(
      "Eddie's airman 1",
    );
    // He registers an airman and flies in the next sortie like anyone.
    s = act(s, "p5", { type: "register", name: "Mick Mannock", service: "british", role: "pilot" });
    const k = s.pilots.at(-1);
    expect(k).toMatchObject({ name: "Mick Mannock", player: "p5", side: "allies" });
    // The owner's and others' views list him among the players.
    expect(rules.view(s, null).state.players.map((p) => p.name)).toContain("Eddie");
    expect(rules.view(s, "p3").state.players.map((p) => p.name)).toContain("Eddie");
  });

  it("skips ids already taken by the club's own players", () => {
    let s = newCampaign(TWO);
    s = act(s, "wc-south", { type: "enrol", name: "Dirk", side: "central", group: "south" });
    s = act(s, "wc-north", { type: "enrol", name: "Erna", side: "allies", group: "north" });
    expect(s.players.slice(-2).map((p) => [p.id, p.group])).toEqual([
      ["p2", "south"],
      ["p4", "north"],
    ]);
  });

  it("refuses a name already in the campaign, an unknown group, another group's Wing Commander and a player", () => {
    const s = newCampaign(TWO);
    const refused = (seat: string, a: object, msg: RegExp) =>
      expect(() => rules.act(s, seat, rules.parseAction({ type: "enrol", ...a }), dice())).toThrow(
        msg,
      );
    const dice = () => ({}) as never;
    refused("wc-north", { name: "ann", side: "central", group: "north" }, /named Ann is already/);
    refused("wc-north", { name: "Zed", side: "allies", group: "east" }, /no group "east"/);
    refused("wc-north", { name: "Zed", side: "allies", group: "south" }, /Wing Commander of South/);
    refused("p1", { name: "Zed", side: "allies", group: "north" }, /a Wing Commander enrols/);
    expect(() =>
      rules.parseAction({ type: "enrol", name: " ", side: "allies", group: "north" }),
    ).toThrow(RuleError);
    expect(() =>
      rules.parseAction({ type: "enrol", name: "Zed", side: "neutral", group: "north" }),
    ).toThrow(RuleError);
  });

  it("stops at 200 players", () => {
    let s = newCampaign();
    for (let i = s.players.length; i < MAX_PLAYERS; i++)
      s = act(s, WC, { type: "enrol", name: `Member ${i}`, side: "allies", group: "club" });
    expect(s.players).toHaveLength(MAX_PLAYERS);
    expect(() =>
      act(s, WC, { type: "enrol", name: "One too many", side: "allies", group: "club" }),
    ).toThrow(/at most 200 players/);
  });

  it("replays exactly, the enrolled player's steps included, and the replay knows his seat", () => {
    const options = rules.parseOptions({});
    let m = createMatch(rules, options, { mode: "seeded", seed: 11 });
    m = play(rules, m, WC, { type: "enrol", name: "Eddie", side: "central", group: "club" });
    m = play(rules, m, "p5", {
      type: "register",
      name: "Werner Voss",
      service: "german",
      role: "pilot",
    });
    const back = replay(rules, JSON.parse(JSON.stringify(recordOf(m))));
    expect(back.state).toEqual(m.state);
    expect(seatsNow(rules, back.state, options)).toContain("p5");
    // Without the enrolment, the same step by p5 is refused: there is no such seat.
    const rec = JSON.parse(JSON.stringify(recordOf(m)));
    rec.entries.splice(0, 1);
    expect(() => replay(rules, rec)).toThrow(/there is no seat "p5"/);
  });

  it("cannot be taken back, on Sortie's dice or the club's own", () => {
    const entry = {
      seat: WC,
      action: rules.parseAction({ type: "enrol", name: "Eddie", side: "allies", group: "club" }),
      rolls: [],
    };
    expect(undoable(rules, entry, "seeded")).toBe(false);
    expect(undoable(rules, entry, "manual")).toBe(false);
    const rename = {
      ...entry,
      seat: "p1",
      action: rules.parseAction({ type: "rename", pilot: "K1", name: "X" }),
    };
    expect(undoable(rules, rename, "seeded")).toBe(true);
  });
});
