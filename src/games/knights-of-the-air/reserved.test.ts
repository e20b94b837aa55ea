/**
 * Regression: a player whose seat id was "owner" got the owner's powers
 * (re-issued other seats' links, took back another player's step). A role
 * comes from how a link was issued, never from a name: the rules refuse a
 * player called "owner", in the options, in an enrolment and in an import,
 * and the owner is only ever the link with no seat.
 */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { parseLogFile, toLogFile } from "../../engine/logfile.js";
import { createMatch, play } from "../../engine/match.js";
import { rulesFor } from "../registry.js";
import { knightsOfTheAir as rules } from "./rules.js";
import { act, club, newCampaign, WC } from "./test-helpers.js";

const players = (first: { id: string; name: string }) => ({
  players: [
    { ...first, side: "allies" as const },
    { id: "p2", name: "Bert", side: "central" as const },
  ],
});

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return (e as Error).message;
  }
  throw new Error("not refused");
};

describe("a player may not be called owner", () => {
  it.each([
    ["owner", "Ann"],
    ["Owner", "Ann"],
    ["OWNER", "Ann"],
    ["p1", "Owner"],
    ["p1", "  owner "],
  ])("refuses the options of a player %s named %s, saying the name is the owner's", (id, name) => {
    const why = refusal(() => rules.parseOptions(players({ id, name })));
    expect(why).toMatch(/cannot be the name of a player.*kept for the game's owner/);
    expect(why).toContain(`"${id === "p1" ? name : id}"`);
  });

  it("lets a player whose name only holds the word be (Jim Owner, owner-1)", () => {
    const o = rules.parseOptions(players({ id: "owner-1", name: "Jim Owner" }));
    expect(rules.seats(o)).toEqual(["wc-club", "owner-1", "p2"]);
  });

  it("refuses to enrol a player called Owner, in any case, and keeps the campaign as it was", () => {
    const s = club();
    for (const name of ["Owner", " owner", "OWNER"])
      expect(
        refusal(() =>
          rules.act(
            s,
            WC,
            { type: "enrol", name, side: "allies", group: "club" },
            scriptedDice([]),
          ),
        ),
      ).toMatch(/cannot be the name of a player: it is kept for the game's owner/);
    expect(s.players.map((p) => p.id)).toEqual(["p1", "p2", "p3", "p4"]);
    const t = act(s, WC, { type: "enrol", name: "Jim Owner", side: "allies", group: "club" });
    expect(t.players.at(-1)).toMatchObject({ id: "p5", name: "Jim Owner" });
  });

  it("refuses an import whose options hold such a player, and one that enrols him", () => {
    const m = createMatch(rules, {}, { mode: "seeded", seed: 3 });
    const file = toLogFile(m as never) as unknown as { options: { players?: unknown[] } };
    file.options.players = [
      { id: "owner", name: "Ann", side: "allies" },
      { id: "p2", name: "Bert", side: "central" },
    ];
    expect(() => parseLogFile(JSON.stringify(file), rulesFor)).toThrow(
      /"owner" cannot be the name of a player's seat/,
    );
    file.options.players = [
      { id: "p1", name: "Owner", side: "allies" },
      { id: "p2", name: "Bert", side: "central" },
    ];
    expect(() => parseLogFile(JSON.stringify(file), rulesFor)).toThrow(
      /"Owner" cannot be the name of a player/,
    );
    // A log that enrols one does not replay.
    const enrolled = play(rules, m, WC, {
      type: "enrol",
      name: "Eddie",
      side: "allies",
      group: "club",
    });
    const f2 = toLogFile(enrolled as never) as unknown as {
      entries: { action: { name: string } }[];
    };
    f2.entries[0].action.name = "Owner";
    expect(() => parseLogFile(JSON.stringify(f2), rulesFor)).toThrow(
      /does not replay.*"Owner" cannot be the name of a player/,
    );
  });

  it("takes the owner only for the link with no seat: a seat named owner acts for nobody", () => {
    const s = newCampaign();
    expect(rules.view(s, null).role).toBe("owner");
    const stray = rules.view(s, "owner");
    expect(stray.role).not.toBe("owner");
    expect(stray.actions).toEqual([]);
    expect(stray.sheets).toEqual([]);
    expect(
      refusal(() =>
        rules.act(s, "owner", { type: "choose-mission", mission: "1" }, scriptedDice([])),
      ),
    ).toMatch(/owner's link watches/);
  });
});
