/** Health: being shot down with every explosion case, passengers, observers, retirement, year's end, medals, Toughness. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import { Typed } from "./cards.js";
import { DECKS } from "./decks.js";
import { downLoss, regain, toughness } from "./health.js";
import { chooseAbility } from "./roster.js";
import { act, club, flySortie, logged, openDuel, pilotOf, step, WC } from "./test-helpers.js";

const none = () => scriptedDice([]);
const loss = (cards: string[], deck = "B", explosion = false, factor = 1) => {
  const typed = new Typed(cards);
  const l = downLoss(DECKS, deck, explosion, factor, none(), typed, "him");
  typed.finish();
  return l;
};

describe("health lost when shot down", () => {
  it("a card of the deck that shot him down: its number", () => {
    expect(loss(["3"])).toMatchObject({ loss: 3, killed: false });
    expect(loss(["0 jam"])).toMatchObject({ loss: 0, killed: false });
  });

  it("the explosion drawn for health: the next card doubled", () => {
    expect(loss(["explosion", "2"])).toMatchObject({ loss: 4, killed: false });
  });

  it("shot down by the explosion: a 0 next kills him", () => {
    expect(loss(["0"], "B", true)).toMatchObject({ killed: true });
  });

  it("shot down by the explosion: a number, then another card added", () => {
    expect(loss(["3", "2"], "B", true)).toMatchObject({ loss: 5, killed: false });
  });

  it("shot down by the explosion: the explosion as the second card doubles the first", () => {
    expect(loss(["3", "explosion"], "B", true)).toMatchObject({ loss: 6, killed: false });
  });

  it("ruling K3: the explosion again as the first card is set aside and another drawn", () => {
    expect(loss(["explosion", "2", "1"], "B", true)).toMatchObject({ loss: 3 });
    expect(loss(["explosion", "0"], "B", true)).toMatchObject({ killed: true });
  });

  it("a passenger loses three times the cards", () => {
    expect(loss(["2"], "B", false, 3)).toMatchObject({ loss: 6 });
    expect(loss(["explosion", "1"], "B", false, 3)).toMatchObject({ loss: 6 });
  });

  it("draws through the dice: one roll over the cards left, named for its purpose", () => {
    const d = scriptedDice([1]);
    const l = downLoss(DECKS, "A", false, 1, d, new Typed(), "Ball");
    expect(d.rolls[0]).toMatchObject({
      sides: 32,
      purpose: "health lost by Ball (deck A)",
      result: "0",
    });
    expect(l).toMatchObject({ loss: 0, cards: ["0"] });
  });

  it("without replacement: after the explosion, the next draw is over one card fewer", () => {
    const d = scriptedDice([32, 31]);
    const l = downLoss(DECKS, "A", false, 1, d, new Typed(), "Ball");
    expect(d.rolls.map((r) => r.sides)).toEqual([32, 31]);
    expect(l).toMatchObject({ loss: 10, cards: ["explosion", "5"] });
  });
});

describe("health in the campaign", () => {
  it("a shot-down pilot loses health from the deck named, and it shows in his Pilot Log", () => {
    let s = openDuel(club());
    s = logged(s, "K1", { shotDown: { deck: "B", explosion: false, place: "own" } }, ["4"]);
    const p = pilotOf(s, "K1");
    expect(p.health).toBe(21);
    expect(p.log[0]).toMatchObject({ healthLost: 4, health: 21, plane: "Nieuport 17" });
  });

  it("an observer incapacitated and then shot down loses health for both", () => {
    let s = club();
    s = act(s, WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: [
        { pilot: "K1", observer: "K5", plane: "fe2b" },
        { pilot: "K3", plane: "albatros-d2" },
      ],
      cards: ["0", "0", "0", "0"],
    });
    const { s: t } = step(s, "p1", {
      type: "log",
      sortie: 1,
      pilot: "K5",
      report: {
        kills: [],
        balloons: 0,
        groundTargets: 0,
        observed: 0,
        bombDamage: 0,
        illegal: 0,
        fled: null,
        shotDown: { deck: "B", explosion: false, place: "own" },
        incapacitated: { deck: "B" },
        rescuedBy: null,
        carrierDown: null,
        rescued: [],
      },
    });
    const u = step(t, WC, { type: "verify", line: 1, verdict: "accept", cards: ["2", "3"] }).s;
    expect(pilotOf(u, "K5").health).toBe(20);
  });

  it("killed outright by the explosion rule; retired at 0 health; neither flies again", () => {
    let s = openDuel(club());
    s = logged(s, "K1", { shotDown: { deck: "B", explosion: true, place: "own" } }, ["0"]);
    pilotOf(s, "K2").health = 2;
    s = logged(s, "K2", { shotDown: { deck: "B", explosion: false, place: "own" } }, ["5"]);
    expect(pilotOf(s, "K1").status).toBe("killed");
    expect(pilotOf(s, "K2")).toMatchObject({ status: "retired", health: 0 });
    s = logged(logged(s, "K3"), "K4");
    s = act(s, WC, { type: "close-sortie", sortie: 1 });
    expect(() => openDuel(s)).toThrow(/Albert Ball \(K1\) cannot fly: killed/);
  });

  it("a passenger whose rescuer is shot down loses three times the card", () => {
    let s = openDuel(club());
    s = logged(
      s,
      "K2",
      {
        shotDown: { deck: "B", explosion: false, place: "no-mans-land" },
        rescuedBy: "K1",
        carrierDown: { deck: "A", explosion: false, place: "own" },
      },
      ["1", "2"],
    );
    expect(pilotOf(s, "K2").health).toBe(25 - 1 - 6);
  });
});

describe("health regained", () => {
  const gain = (cards: string[], n = 2) => {
    const typed = new Typed(cards);
    const g = regain(DECKS, n, none(), typed, "test");
    typed.finish();
    return g.gain;
  };

  it("year's end: two deck A cards, +1 for a special-damage icon", () => {
    expect(gain(["2", "3"])).toBe(5);
    expect(gain(["1 smoke", "3 fire"])).toBe(2 + 4);
  });

  it("year's end: the explosion first gives nothing and stops the draw", () => {
    expect(gain(["explosion"])).toBe(0);
  });

  it("year's end: the explosion last gives nothing for that card", () => {
    expect(gain(["4", "explosion"])).toBe(4);
  });

  it("ruling K26: year's-end health stops at 25, Toughness or not; above 25 he keeps what he has", () => {
    let s = club();
    s.level = 3;
    s.mission = "3";
    s.runs = [{ mission: "3", level: 3, attacker: "allies", sorties: [] }];
    s.attacker = "allies";
    for (const [id, health] of [
      ["K1", 24],
      ["K2", 27],
    ] as const)
      Object.assign(pilotOf(s, id), { health, maxHealth: 29, abilities: ["toughness"] });
    pilotOf(s, "K3").health = 20;
    for (let i = 0; i < 2; i++) s = flySortie(openDuel(s), {}, "allies");
    s = openDuel(s);
    s = logged(logged(logged(logged(s, "K1"), "K2"), "K3"), "K4");
    // Ball (24/29) draws 3 and 2, Nungesser (27/29) 4 and 1, Boelcke (20/25) 3 and 1.
    const cards = ["3", "2", "4", "1", "3", "1", "0", "0", "0", "0", "0", "0"];
    const t = step(s, WC, { type: "close-sortie", sortie: 3, winner: "allies", cards }).s;
    expect(pilotOf(t, "K1")).toMatchObject({ health: 25, maxHealth: 29 });
    expect(pilotOf(t, "K2")).toMatchObject({ health: 27, maxHealth: 29 });
    expect(pilotOf(t, "K3").health).toBe(24);
    expect(pilotOf(t, "K1").log.at(-1)?.notes).toEqual(["year's end: draws 3, 2, +1 health"]);
    expect(pilotOf(t, "K2").log.at(-1)?.notes).toEqual(["year's end: draws 4, 1, +0 health"]);
  });

  it("ruling K26: a medal's health stops at 25 too", () => {
    let s = openDuel(club());
    Object.assign(pilotOf(s, "K1"), { points: 9, health: 24, maxHealth: 29 });
    s = logged(s, "K1", {}, ["3"]);
    expect(pilotOf(s, "K1")).toMatchObject({ health: 25, medals: [{ medal: "mc" }] });
  });

  it("the year's end comes when Mission 3 is completed: every pilot still flying draws", () => {
    let s = club();
    s.level = 3;
    s.mission = "3";
    s.runs = [{ mission: "3", level: 3, attacker: "allies", sorties: [] }];
    s.attacker = "allies";
    pilotOf(s, "K1").health = 10;
    for (let i = 0; i < 2; i++) s = flySortie(openDuel(s), {}, "allies");
    s = openDuel(s);
    s = logged(logged(logged(logged(s, "K1"), "K2"), "K3"), "K4");
    // Six airmen draw two cards each at the year's end, in the order they registered.
    const cards = ["2", "3", "1", "1", "0", "0", "0", "0", "0", "0", "0", "0"];
    const t = step(s, WC, { type: "close-sortie", sortie: 3, winner: "allies", cards }).s;
    expect(t.year).toBe(1917);
    expect(pilotOf(t, "K1").health).toBe(15);
    expect(pilotOf(t, "K1").log.at(-1)?.mission).toBe("end of 1916");
  });

  it("a medal brings one deck A card of health (icon +1), never above 25", () => {
    let s = openDuel(club());
    pilotOf(s, "K1").points = 9;
    pilotOf(s, "K1").health = 20;
    s = logged(s, "K1", {}, ["2 engine"]);
    const p = pilotOf(s, "K1");
    expect(p.medals.map((m) => m.name)).toEqual(["Military Cross"]);
    expect(p.health).toBe(23);
    expect(p.log[0].medals).toEqual(["Military Cross"]);
  });
});

describe("Toughness", () => {
  const tough = (cards: string[]) => {
    const typed = new Typed(cards);
    const t = toughness(DECKS, none(), typed, "him");
    typed.finish();
    return t.gain;
  };

  it("three deck A cards, icons ignored, added above 25", () => {
    expect(tough(["3", "2 engine", "1"])).toBe(6);
    const s = club();
    const p = structuredClone(pilotOf(s, "K1"));
    p.owed = 1;
    chooseAbility(p, "toughness", DECKS, none(), new Typed(["4", "4", "3"]));
    expect(p).toMatchObject({ health: 36, maxHealth: 36, abilities: ["toughness"], owed: 0 });
  });

  it("the explosion stops the draw with the points already drawn", () => {
    expect(tough(["2", "explosion"])).toBe(2);
    expect(tough(["2", "3", "explosion"])).toBe(5);
  });

  it("the explosion first: one final card, applied as usual", () => {
    expect(tough(["explosion", "4"])).toBe(4);
  });
});
