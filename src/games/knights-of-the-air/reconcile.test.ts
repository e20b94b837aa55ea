/**
 * Ruling K27: a sortie's lines agree before they stand. Each conflict on
 * typed cards: named to both players and the Wing Commander, a line in
 * conflict not verified, the sortie not closed, until the Wing Commander
 * corrects or refuses a line with a reason.
 */
import { describe, expect, it } from "vitest";
import { type LineInput, lineOf } from "./actions.js";
import { conflicts } from "./reconcile.js";
import { knightsOfTheAir } from "./rules.js";
import type { CampaignState } from "./state.js";
import { act, cleanKill, club, DUEL, openDuel, pilotOf, WC } from "./test-helpers.js";

const enter = (s: CampaignState, pilot: string, line: LineInput = {}) =>
  act(s, pilotOf(s, pilot).player, { type: "log", sortie: 1, pilot, report: lineOf(line) });
const accept = (s: CampaignState, line: number, cards: string[] = []) =>
  act(s, WC, { type: "verify", line, verdict: "accept", cards });
const down = (deck: string, place: "own" | "no-mans-land" | "enemy" = "own") => ({
  shotDown: { deck, explosion: false, place },
});
const lastLine = (s: CampaignState) => s.lines[s.lines.length - 1].id;

/** K1 and his observer K5 in an F.E.2b (deck A forward, A behind), K2 in a Nieuport 11, K3 in an Albatros D.II (deck B). */
const twoSeater = () =>
  act(club(), WC, {
    type: "open-sortie",
    kind: "campaign",
    crews: [
      { pilot: "K1", observer: "K5", plane: "fe2b" },
      { pilot: "K2", plane: "nieuport-11" },
      { pilot: "K3", plane: "albatros-d2" },
    ],
    cards: ["0", "0", "0", "0"],
  });

describe("ruling K27: a claim names its victim and his line must agree", () => {
  it("awaits the victim's line; once it says he was not shot down, both players and the Wing Commander see the conflict", () => {
    let s = enter(openDuel(club()), "K1", { kills: [cleanKill("K3", "K1")] });
    expect(conflicts(s, s.sorties[0])).toEqual([]);
    s = accept(s, 1);
    s = enter(s, "K3");
    const expected = {
      sortie: 1,
      kind: "claim",
      lines: [1, 2],
      pilots: ["K1", "K3"],
      text: "Oswald Boelcke's Albatros D.II: Albert Ball claims it shot down, the damage order giving the last damage to Albert Ball, whose guns deal deck A, but Oswald Boelcke's line says he was not shot down and did not flee",
    };
    for (const seat of ["p1", "p3", WC, null])
      expect(knightsOfTheAir.view(s, seat).conflicts).toEqual([expected]);
    // The line in conflict is not verified, and the sortie does not close.
    expect(() => accept(s, 2)).toThrow(
      "line 2 is in conflict with line 1: Oswald Boelcke's Albatros D.II: Albert Ball claims it shot down, the damage order giving the last damage to Albert Ball, whose guns deal deck A, but Oswald Boelcke's line says he was not shot down and did not flee. Correct or refuse one of them first, with a reason",
    );
    s = enter(enter(s, "K2"), "K4");
    s = accept(accept(s, 3), 4);
    expect(() => act(s, WC, { type: "close-sortie", sortie: 1 })).toThrow(
      /sortie 1 cannot close: lines 1 and 2 are in conflict \(Oswald Boelcke's Albatros D.II: Albert Ball claims/,
    );
    // The Wing Commander corrects Boelcke's line, with a reason everyone sees: shot down, deck A.
    s = act(s, WC, {
      type: "verify",
      line: 2,
      verdict: "correct",
      report: lineOf(down("A")),
      reason: "Ball's last card brought him down",
      cards: ["2"],
    });
    expect(s.lines[1]).toMatchObject({
      status: "corrected",
      reason: "Ball's last card brought him down",
    });
    expect(pilotOf(s, "K3").health).toBe(23);
    expect(knightsOfTheAir.view(s, "p3").conflicts).toEqual([]);
    s = act(s, WC, { type: "close-sortie", sortie: 1 });
    expect(s.sorties[0].status).toBe("closed");
  });

  it("a refused line ends the conflict, and the player enters it again", () => {
    let s = enter(enter(openDuel(club()), "K1", { kills: [cleanKill("K3", "K1")] }), "K3");
    expect(() => accept(s, 1)).toThrow(/line 1 is in conflict with line 2/);
    s = act(s, WC, { type: "verify", line: 2, verdict: "refuse", reason: "Ball shot you down" });
    expect(knightsOfTheAir.view(s, "p3").conflicts).toEqual([]);
    s = accept(s, 1);
    s = enter(s, "K3", down("A"));
    expect(knightsOfTheAir.view(s, WC).conflicts).toEqual([]);
    expect(accept(s, 3, ["1"]).lines[2].status).toBe("accepted");
  });

  it("a chase needs a victim who left the table still flying", () => {
    const chase = { victim: "K3", how: "chased" as const, shotLastTwoTurns: true };
    const s = enter(openDuel(club()), "K1", { kills: [chase] });
    expect(conflicts(enter(s, "K3"), s.sorties[0])[0]).toMatchObject({
      kind: "claim",
      text: "Oswald Boelcke's Albatros D.II: Albert Ball claims it chased off the table, but Oswald Boelcke's line says he was not shot down and did not flee",
    });
    expect(conflicts(enter(s, "K3", down("A")), s.sorties[0])[0].text).toMatch(
      /but Oswald Boelcke's line says shot down over his own lines \(deck A\)$/,
    );
    expect(conflicts(enter(s, "K3", { fled: "own" }), s.sorties[0])).toEqual([]);
  });
});

describe("ruling K27: the damage order and the last damage agree across lines", () => {
  it("the victim was brought down by a card of the deck of the guns the damage order credits", () => {
    // Boelcke (deck B) downs Nungesser; Nungesser's line says a deck A card.
    const claim = { kills: [cleanKill("K2", "K3")] };
    let s = enter(twoSeater(), "K3", claim);
    s = enter(s, "K2", down("A"));
    expect(conflicts(s, s.sorties[0])).toEqual([
      {
        sortie: 1,
        kind: "last-damage",
        lines: [1, 2],
        pilots: ["K3", "K2"],
        text: "Charles Nungesser's Nieuport 11 Bébé: Oswald Boelcke claims it shot down, the damage order giving the last damage to Oswald Boelcke, whose guns deal deck B, but Charles Nungesser's line says shot down over his own lines (deck A)",
      },
    ]);
    s = act(s, WC, { type: "verify", line: 2, verdict: "refuse", reason: "deck B: Boelcke's" });
    s = enter(s, "K2", down("B"));
    expect(conflicts(s, s.sorties[0])).toEqual([]);
  });

  it("the observer's rear gun deals its own deck; fire is deck A", () => {
    // Hardy, the F.E.2b's observer (rear deck A), deals the last damage on Boelcke.
    let s = enter(twoSeater(), "K5", { kills: [cleanKill("K3", "K5")] });
    expect(conflicts(enter(s, "K3", down("A")), s.sorties[0])).toEqual([]);
    expect(conflicts(enter(s, "K3", down("B")), s.sorties[0])[0].kind).toBe("last-damage");
    s = enter(twoSeater(), "K1", {
      kills: [{ victim: "K3", how: "fire", lastFullTurn: false, setBy: "K1" }],
    });
    expect(conflicts(enter(s, "K3", down("B")), s.sorties[0])[0].text).toBe(
      "Oswald Boelcke's Albatros D.II: Albert Ball claims it downed by fire (a deck A card brings a burning plane down), but Oswald Boelcke's line says shot down over his own lines (deck B)",
    );
  });
});

describe("ruling K27: the crew of one plane share its fate", () => {
  it("pilot and observer agree whether, where and by what the plane came down, and whether it fled", () => {
    const s = enter(twoSeater(), "K1", down("B", "enemy"));
    const crew = (line: LineInput) => conflicts(enter(s, "K5", line), s.sorties[0]);
    expect(crew({})).toEqual([
      {
        sortie: 1,
        kind: "crew",
        lines: [1, 2],
        pilots: ["K1", "K5"],
        text: "Albert Ball's RAF F.E.2b: Albert Ball's line says shot down behind enemy lines (deck B), but Tom Hardy's line says he was not shot down and did not flee",
      },
    ]);
    expect(crew(down("B", "own"))[0].text).toMatch(
      /but Tom Hardy's line says shot down over his own lines \(deck B\)/,
    );
    expect(crew(down("B", "enemy"))).toEqual([]);
    const fled = enter(twoSeater(), "K1", { fled: "no-mans-land" });
    expect(conflicts(enter(fled, "K5"), fled.sorties[0])[0].text).toMatch(
      /Albert Ball's line says he fled in no-man's land, but Tom Hardy's line says he was not shot down and did not flee/,
    );
  });

  it("the Wing Commander corrects the observer's line to the plane's fate, and both count", () => {
    let s = enter(twoSeater(), "K1", down("B", "own"));
    s = enter(s, "K5", { observed: 0 });
    expect(() => accept(s, 2)).toThrow(/line 2 is in conflict with line 1/);
    expect(() =>
      act(s, WC, {
        type: "verify",
        line: 2,
        verdict: "correct",
        report: lineOf(down("A", "own")),
        reason: "one plane",
      }),
    ).toThrow(/line 2 as corrected is in conflict with line 1/);
    s = act(s, WC, {
      type: "verify",
      line: 2,
      verdict: "correct",
      report: lineOf(down("B", "own")),
      reason: "he came down with Ball",
      cards: ["1"],
    });
    expect(pilotOf(s, "K5").health).toBe(24);
  });
});

describe("ruling K27: a rescue needs a downed man where the rescuer landed", () => {
  it("the man carried home came down and says who rescued him", () => {
    const s = enter(twoSeater(), "K1", { rescued: ["K2"] });
    const rescue = (line: LineInput) => conflicts(enter(s, "K2", line), s.sorties[0]);
    expect(rescue({})).toEqual([
      {
        sortie: 1,
        kind: "rescue",
        lines: [1, 2],
        pilots: ["K1", "K2"],
        text: "Charles Nungesser's Nieuport 11 Bébé: Albert Ball says he landed and carried Charles Nungesser home (a rescue needs a downed man where the rescuer landed), but Charles Nungesser's line says he was not shot down and did not flee",
      },
    ]);
    expect(rescue(down("A"))[0].text).toBe(
      "Albert Ball says he carried Charles Nungesser home, but Charles Nungesser's line says nobody rescued him",
    );
    expect(rescue({ ...down("A"), rescuedBy: "K1" })).toEqual([]);
  });

  it("a man rescued says who carried him, and the rescuer's line carries him, or came down with him", () => {
    const s = enter(twoSeater(), "K2", { ...down("A", "enemy"), rescuedBy: "K1" });
    const rescuer = (line: LineInput) => conflicts(enter(s, "K1", line), s.sorties[0]);
    expect(rescuer({})[0].text).toBe(
      "Charles Nungesser's line says Albert Ball carried him home, but Albert Ball's line carries nobody",
    );
    expect(rescuer({ rescued: ["K2"] })).toEqual([]);
    const crashed = enter(twoSeater(), "K2", {
      ...down("A", "enemy"),
      rescuedBy: "K1",
      carrierDown: { deck: "B", explosion: false, place: "no-mans-land" },
    });
    const carrier = (line: LineInput) => conflicts(enter(crashed, "K1", line), crashed.sorties[0]);
    expect(carrier({})[0].text).toBe(
      "Albert Ball's RAF F.E.2b: Charles Nungesser's line says his rescuer Albert Ball was shot down in no-man's land with him aboard, but Albert Ball's line says he was not shot down and did not flee",
    );
    expect(carrier(down("B", "own"))[0].text).toBe(
      "Albert Ball's RAF F.E.2b: Charles Nungesser's line says his rescuer Albert Ball was shot down in no-man's land with him aboard, but Albert Ball's line says shot down over his own lines (deck B)",
    );
    expect(carrier(down("B", "no-mans-land"))).toEqual([]);
  });
});

describe("ruling K27: lines that agree go through as before", () => {
  it("a sortie of agreeing lines closes", () => {
    let s = enter(openDuel(club()), "K1", { kills: [cleanKill("K3", "K1")] });
    s = enter(s, "K3", down("A"));
    s = enter(enter(s, "K2"), "K4");
    for (const id of [1, 2, 3, 4]) s = accept(s, id, id === 2 ? ["0"] : []);
    expect(act(s, WC, { type: "close-sortie", sortie: 1 }).sorties[0].status).toBe("closed");
    expect(lastLine(s)).toBe(DUEL.length);
  });
});
