/**
 * Bad input: a clear RuleError and nothing changed — dead, captured, retired
 * or enemy airmen, cards not in the deck, wrong seats, bad options.
 */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { createMatch, play, recordOf, replay } from "../../engine/match.js";
import { type KotaAction, lineOf } from "./actions.js";
import { knightsOfTheAir } from "./rules.js";
import type { CampaignState } from "./state.js";
import { cleanKill, club, DUEL, openDuel, WC } from "./test-helpers.js";

function refused(s: CampaignState, seat: string, a: KotaAction, message: RegExp) {
  const before = structuredClone(s);
  expect(() =>
    knightsOfTheAir.act(s, seat, knightsOfTheAir.parseAction(a), scriptedDice([])),
  ).toThrow(RuleError);
  expect(() => knightsOfTheAir.act(s, seat, a, scriptedDice([]))).toThrow(message);
  expect(s).toEqual(before);
}

describe("refused input changes nothing", () => {
  it("a dead, captured or retired airman cannot be set up to fly", () => {
    for (const status of ["killed", "captured", "retired"] as const) {
      const s = club();
      s.pilots[0].status = status;
      refused(
        s,
        WC,
        { type: "open-sortie", kind: "campaign", crews: DUEL, cards: ["0", "0", "0", "0"] },
        /Albert Ball \(K1\) cannot fly/,
      );
    }
  });

  it("a report naming an airman of his own side as his kill, or one who did not fly", () => {
    const s = openDuel(club());
    refused(
      s,
      "p1",
      { type: "log", sortie: 1, pilot: "K1", report: lineOf({ kills: [cleanKill("K2", "K1")] }) },
      /own side/,
    );
    refused(
      s,
      "p1",
      { type: "log", sortie: 1, pilot: "K1", report: lineOf({ kills: [cleanKill("K6", "K1")] }) },
      /did not fly/,
    );
    refused(
      s,
      "p1",
      { type: "log", sortie: 1, pilot: "K5", report: lineOf() },
      /did not fly in sortie 1/,
    );
  });

  it("another player's airman, a pilot on the other side in a crew, a plane of the other side", () => {
    const s = openDuel(club());
    refused(s, "p2", { type: "log", sortie: 1, pilot: "K1", report: lineOf() }, /not your airman/);
    refused(
      club(),
      WC,
      {
        type: "open-sortie",
        kind: "campaign",
        crews: [{ pilot: "K1", observer: "K6", plane: "fe2b" }, DUEL[2]],
      },
      /on the other side/,
    );
    refused(
      club(),
      WC,
      {
        type: "open-sortie",
        kind: "campaign",
        crews: [{ pilot: "K1", plane: "fokker-e3" }, DUEL[2]],
      },
      /not theirs/,
    );
    refused(
      club(),
      "p1",
      { type: "register", name: "Max", service: "german", role: "pilot" },
      /other side/,
    );
  });

  it("a card not in the deck, or not a card at all", () => {
    const s = openDuel(club());
    const t = knightsOfTheAir.act(
      s,
      "p1",
      {
        type: "log",
        sortie: 1,
        pilot: "K1",
        report: lineOf({ shotDown: { deck: "A", explosion: false, place: "own" } }),
      },
      scriptedDice([]),
    );
    refused(
      t,
      WC,
      { type: "verify", line: 1, verdict: "accept", cards: ["6"] },
      /deck A has no "6" left/,
    );
    refused(
      t,
      WC,
      { type: "verify", line: 1, verdict: "accept", cards: ["7 banana"] },
      /not a damage card/,
    );
    refused(
      t,
      WC,
      { type: "verify", line: 1, verdict: "accept", cards: ["1", "1"] },
      /2 cards were typed/,
    );
  });

  it("only the group's Wing Commander verifies and closes; players cannot set up sorties", () => {
    const s = openDuel(club());
    const t = knightsOfTheAir.act(
      s,
      "p1",
      { type: "log", sortie: 1, pilot: "K1", report: lineOf() },
      scriptedDice([]),
    );
    refused(
      t,
      "p1",
      { type: "verify", line: 1, verdict: "accept" },
      /verified by the Wing Commander of The club/,
    );
    refused(t, WC, { type: "close-sortie", sortie: 1 }, /waiting for verification/);
    refused(s, WC, { type: "close-sortie", sortie: 1 }, /no verified line/);
    refused(
      club(),
      "p1",
      { type: "open-sortie", kind: "league", crews: DUEL },
      /Wing Commander sets up/,
    );
    refused(club(), "nobody", { type: "choose-mission", mission: "2a" }, /no seat/);
  });

  it("a step of the wrong shape", () => {
    expect(() => knightsOfTheAir.parseAction({ type: "log", sortie: "one" })).toThrow(
      /not a Knights of the Air step/,
    );
  });

  it("a campaign on the club's own draws replays exactly from its log", () => {
    let m = createMatch(knightsOfTheAir, {}, { mode: "manual" });
    m = play(knightsOfTheAir, m, "p1", {
      type: "register",
      name: "Ball",
      service: "british",
      role: "pilot",
    });
    m = play(knightsOfTheAir, m, "p3", {
      type: "register",
      name: "Boelcke",
      service: "german",
      role: "pilot",
    });
    // Cards typed for the balloon draws, dice for the target draws (the explosion is the last of the 30 left).
    const crews = [
      { pilot: "K1", plane: "nieuport-17" },
      { pilot: "K2", plane: "albatros-d2" },
    ];
    m = play(
      knightsOfTheAir,
      m,
      "wc-club",
      { type: "open-sortie", kind: "campaign", crews, cards: ["0", "0"] },
      [30, 1],
    );
    const again = replay(knightsOfTheAir, JSON.parse(JSON.stringify(recordOf(m))));
    expect(again.state).toEqual(m.state);
    expect(m.state.sorties[0].targets.allies).toEqual(["face-down", "face-down"]);
  });

  it("a corrupt log does not replay", () => {
    let m = createMatch(knightsOfTheAir, {}, { mode: "seeded", seed: 3 });
    m = play(knightsOfTheAir, m, "p1", {
      type: "register",
      name: "Ball",
      service: "british",
      role: "pilot",
    });
    const rec = JSON.parse(JSON.stringify(recordOf(m)));
    rec.entries[0].action.service = "german";
    expect(() => replay(knightsOfTheAir, rec)).toThrow(/other side/);
    rec.entries[0].action = { type: "fly-to-the-moon" };
    expect(() => replay(knightsOfTheAir, rec)).toThrow(/not a Knights of the Air step/);
  });
});

describe("campaign options", () => {
  const bad = (o: unknown, message: RegExp) =>
    expect(() => knightsOfTheAir.parseOptions(o)).toThrow(message);

  it("a club types in its own tables", () => {
    const o = knightsOfTheAir.parseOptions({
      tables: {
        points: { kill: 10 },
        decks: {
          A: [
            { value: 1, count: 20 },
            { value: 0, explosion: true, count: 1 },
          ],
        },
        medals: { british: [{ id: "mc", name: "Military Cross", points: 3 }] },
        sortiesPerNight: 2,
      },
    });
    const s = knightsOfTheAir.setup(o, scriptedDice([]));
    expect(s.tables.points.kill.points).toBe(10);
    expect(s.tables.points.chase.points).toBe(2);
    expect(s.tables.decks.A).toHaveLength(2);
    expect(s.tables.decks.B).toHaveLength(14);
    expect(s.tables.medals.british).toHaveLength(1);
    expect(s.tables.medals.german).toHaveLength(5);
  });

  it("refuses broken tables with a message that says what is wrong", () => {
    bad({ tables: { decks: { A: [{ value: 1, count: 3 }] } } }, /deck A has 3 cards/);
    bad({ tables: { decks: { a: [{ value: 1, count: 9 }] } } }, /one capital letter/);
    bad({ tables: { points: { kill: "lots" } } }, /tables › points › kill: must be a number/);
    bad(
      {
        tables: {
          missions: [
            {
              id: "1",
              level: 1,
              name: "x",
              type: "dogfight",
              sorties: 5,
              victory: "points",
              fallback: "replay",
              brief: "",
            },
            {
              id: "3",
              level: 3,
              name: "y",
              type: "dogfight",
              sorties: 1,
              victory: "points",
              fallback: 1,
              brief: "",
            },
          ],
        },
      },
      /2 is missing/,
    );
    bad(
      {
        tables: {
          missions: [
            {
              id: "1",
              level: 1,
              name: "x",
              type: "dogfight",
              sorties: 5,
              victory: "points",
              fallback: 2,
              brief: "",
            },
          ],
        },
      },
      /not lower/,
    );
    bad(
      {
        tables: {
          planes: [
            { id: "x", name: "X", side: "allies", year: 1916, twoSeater: false, deck: "Q" },
            { id: "y", name: "Y", side: "central", year: 1916, twoSeater: false, deck: "A" },
          ],
        },
      },
      /deck Q/,
    );
    bad(
      {
        players: [
          { id: "p1", name: "A", side: "allies", group: "mars" },
          { id: "p2", name: "B", side: "central" },
        ],
      },
      /group mars/,
    );
    bad({ colour: "red" }, /bad campaign options/);
  });

  it("seats: one Wing Commander per group and one per player", () => {
    const o = knightsOfTheAir.parseOptions({
      groups: [
        { id: "north", name: "North" },
        { id: "south", name: "South" },
      ],
      players: [
        { id: "ann", name: "Ann", side: "allies", group: "north" },
        { id: "bob", name: "Bob", side: "central", group: "south" },
      ],
    });
    expect(knightsOfTheAir.seats(o)).toEqual(["wc-north", "wc-south", "ann", "bob"]);
    expect(knightsOfTheAir.seats(knightsOfTheAir.parseOptions({}))).toEqual([
      "wc-club",
      "p1",
      "p2",
      "p3",
      "p4",
    ]);
  });
});
