/** Before and during a sortie: balloons and ground targets, face-down targets, loads, table aids (crashes, fire). */
import { describe, expect, it } from "vitest";
import { knightsOfTheAir } from "./rules.js";
import type { AidKind } from "./state.js";
import { act, club, DUEL, lastSortie, pilotOf, step, WC } from "./test-helpers.js";

describe("balloons and ground targets", () => {
  it("each side draws deck A: an icon gives one, the explosion two, a plain card none", () => {
    const s = act(club(), WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: DUEL,
      cards: ["2 engine", "explosion", "3", "1 smoke"],
    });
    const x = lastSortie(s);
    expect(x.balloons).toEqual({ allies: 1, central: 2 });
    expect(x.targets.allies).toHaveLength(0);
    expect(x.targets.central).toHaveLength(1);
  });

  it("the four set-up cards come from one deck, without replacement", () => {
    const { rolls } = step(
      club(),
      WC,
      { type: "open-sortie", kind: "campaign", crews: DUEL },
      [1, 1, 1, 1],
    );
    expect(rolls.map((r) => r.sides)).toEqual([32, 31, 30, 29]);
    expect(() =>
      act(club(), WC, {
        type: "open-sortie",
        kind: "campaign",
        crews: DUEL,
        cards: ["explosion", "explosion", "0", "0"],
      }),
    ).toThrow(/deck A has no "explosion" left/);
  });

  it("ground targets are dealt face down and drawn from the pile only when turned over", () => {
    const { s, rolls } = step(club(), WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: DUEL,
      cards: ["0", "0", "4 fire", "explosion"],
    });
    expect(rolls).toHaveLength(0);
    expect(lastSortie(s).targets).toEqual({
      allies: ["face-down"],
      central: ["face-down", "face-down"],
    });
    expect(knightsOfTheAir.view(s, WC).sheets[0].targets.allies).toEqual(["face down"]);
    const t = step(s, "p3", { type: "reveal", sortie: 1, side: "allies", index: 0 }, [1]);
    expect(t.rolls[0]).toMatchObject({ sides: 12, result: "Machine-gun nest" });
    // The next one is drawn from the eleven left.
    const u = step(t.s, "p1", { type: "reveal", sortie: 1, side: "central", index: 1 }, [11]);
    expect(u.rolls[0]).toMatchObject({ sides: 11, result: "Aerodrome" });
    expect(knightsOfTheAir.view(u.s, "p1").sheets[0].targets).toEqual({
      allies: ["Machine-gun nest"],
      central: ["face down", "Aerodrome"],
    });
    expect(() => act(u.s, "p1", { type: "reveal", sortie: 1, side: "allies", index: 0 })).toThrow(
      /face up/,
    );
  });

  it("a club's own ground-target pile: its boxcars are drawn and typed like the rest", () => {
    const pile = [
      { id: "mg", name: "Machine-gun nest", deck: "A", count: 2 },
      { id: "train", name: "Train", deck: "", count: 1 },
      { id: "boxcar", name: "Boxcar", deck: "", count: 3 },
    ];
    const { s } = step(club({ tables: { groundTargets: pile } }), WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: DUEL,
      cards: ["0", "0", "explosion", "4 fire"],
    });
    expect(s.tables.groundTargets).toEqual(pile);
    // Six cards: the sixth is the last boxcar.
    const t = step(s, "p3", { type: "reveal", sortie: 1, side: "allies", index: 0 }, [6]);
    expect(t.rolls[0]).toMatchObject({ sides: 6, result: "Boxcar" });
    const u = act(t.s, "p1", {
      type: "reveal",
      sortie: 1,
      side: "central",
      index: 0,
      target: "boxcar",
    });
    expect(knightsOfTheAir.view(u, "p1").sheets[0].targets).toEqual({
      allies: ["Boxcar", "face down"],
      central: ["Boxcar"],
    });
    expect(() =>
      act(u, "p3", { type: "reveal", sortie: 1, side: "allies", index: 1, target: "hq" }),
    ).toThrow('the ground target pile holds no "hq" now; it holds mg, train, boxcar');
  });

  it("refuses a ground-target pile a sortie could empty, a target twice, or one firing a deck the campaign lacks", () => {
    const tables = (groundTargets: unknown) => ({ tables: { groundTargets } }) as never;
    const parse = (o: never) => () => knightsOfTheAir.parseOptions(o);
    const card = (id: string, count: number, deck = "") => ({ id, name: id, deck, count });
    expect(parse(tables([card("train", 1), card("boxcar", 2)]))).toThrow(
      "the ground-target pile holds 3 cards; a sortie can deal 4, so it needs at least that many",
    );
    expect(parse(tables([card("train", 2), card("train", 2)]))).toThrow(
      "ground target train is listed twice",
    );
    expect(parse(tables([card("flak", 4, "Q")]))).toThrow(
      "ground target flak fires deck Q, which the campaign does not have",
    );
    expect(parse(tables([{ ...card("boxcar", 4), colour: "red" }]))).toThrow(/colour/);
  });

  it("Balloon Busting: the defenders always have a balloon", () => {
    let s = club();
    s.level = 3;
    s.mission = "3";
    s.attacker = "allies";
    s.runs = [{ mission: "3", level: 3, attacker: "allies", sorties: [] }];
    s = act(s, WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: DUEL,
      cards: ["0", "0", "0", "0"],
    });
    expect(lastSortie(s).balloons).toEqual({ allies: 0, central: 1 });
  });
});

describe("crews and loads", () => {
  it("bomb loads: nine for two-seaters, three for fighters", () => {
    const crews = (bombs: { threes: number; singles: number }) => [
      { pilot: "K1", observer: "K5", plane: "fe2b", bombs },
      { pilot: "K3", plane: "albatros-d2", bombs },
    ];
    expect(() =>
      act(club(), WC, {
        type: "open-sortie",
        kind: "campaign",
        crews: crews({ threes: 1, singles: 1 }),
      }),
    ).toThrow(/at most 3 bombs, not 4/);
    const s = act(club(), WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: [
        { pilot: "K1", observer: "K5", plane: "fe2b", bombs: { threes: 2, singles: 3 } },
        { pilot: "K3", plane: "albatros-d2", bombs: { threes: 1, singles: 0 } },
      ],
      cards: ["0", "0", "0", "0"],
    });
    const sheet = knightsOfTheAir.view(s, "p1").sheets[0];
    expect(sheet.crews[0]).toMatchObject({
      plane: "RAF F.E.2b",
      ammo: expect.stringContaining("10 cards face down from deck A"),
      rear: "observer's gun: deck A",
      bombs: expect.stringContaining("2 group(s) of three and 3 single"),
    });
  });

  it("1916 planes only at the start", () => {
    expect(() =>
      act(club(), WC, {
        type: "open-sortie",
        kind: "campaign",
        crews: [DUEL[0], { pilot: "K3", plane: "fokker-dr1" }],
      }),
    ).toThrow(/Fokker Dr.I is a 1917 plane; Oswald Boelcke may fly 1916/);
  });

  it("the set-up sheet reminds an ace of his every-two-turns abilities", () => {
    let s = club();
    pilotOf(s, "K1").abilities = ["daredevil", "lucky-git"];
    s = act(s, WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: DUEL,
      cards: ["0", "0", "0", "0"],
    });
    const a = knightsOfTheAir.view(s, "p1").sheets[0].crews[0].pilot.abilities;
    expect(a[0]).toMatchObject({
      name: "Daredevil",
      reminder: expect.stringContaining("every two turns"),
    });
    expect(a[1].reminder).toBeNull();
  });
});

describe("table aids: daring rescues, fire on the ground, illegal manoeuvres, balloons", () => {
  const open = () =>
    act(club(), WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: DUEL,
      cards: ["0", "0", "0", "0"],
    });
  const draw = (
    kind: AidKind,
    cards: string[],
    extra: { counters?: number; useB?: boolean } = {},
  ) =>
    lastSortie(step(open(), "p1", { type: "aid", sortie: 1, plane: "K1", kind, cards, ...extra }).s)
      .aids[0];

  it("crash on landing: four A cards, damage, explosion and fire counted", () => {
    expect(draw("landing-crash", ["1", "2", "3 fire", "0"])).toMatchObject({
      damage: 6,
      fire: 1,
      explosion: false,
    });
    expect(draw("landing-crash", ["1", "explosion", "0 jam", "0"])).toMatchObject({
      damage: 1,
      explosion: true,
    });
  });

  it("crash on take-off: two A cards after the stall, three after the straight", () => {
    expect(draw("takeoff-stall-crash", ["2", "2"])).toMatchObject({ damage: 4 });
    expect(draw("takeoff-straight-crash", ["2", "2", "1"])).toMatchObject({ damage: 5 });
    expect(() => draw("takeoff-stall-crash", ["2", "2", "1"])).toThrow(
      /3 cards were typed but this step draws only 2/,
    );
  });

  it("without an A deck, twice as many B cards", () => {
    expect(draw("takeoff-stall-crash", ["1", "1", "1", "1"], { useB: true })).toMatchObject({
      deck: "B",
      damage: 4,
    });
    expect(
      draw("landing-crash", ["0", "0", "0", "0", "0 jam", "0 jam", "1", "1"], { useB: true }).cards,
    ).toHaveLength(8);
  });

  it("fire on the ground: a 0 takes a counter away; with counters left, another card of damage", () => {
    expect(draw("ground-fire", ["0"], { counters: 1 })).toMatchObject({ fire: 0, damage: 0 });
    expect(draw("ground-fire", ["0", "3"], { counters: 2 })).toMatchObject({ fire: 1, damage: 3 });
    expect(draw("ground-fire", ["2", "4 fire"], { counters: 1 })).toMatchObject({
      fire: 1,
      damage: 4,
    });
  });

  it("fire on the ground without an A deck draws B cards; other draws take no B", () => {
    expect(draw("ground-fire", ["0", "5"], { counters: 2, useB: true })).toMatchObject({
      deck: "B",
      cards: ["0", "5"],
      fire: 1,
      damage: 5,
    });
    expect(() => draw("illegal", ["1"], { useB: true })).toThrow(
      /the illegal manoeuvre draws from deck A only; deck B stands in for A on a crash or fire on the ground/,
    );
    expect(() => draw("balloon-explosion", ["1"], { useB: true })).toThrow(/from deck C only/);
  });

  it("an illegal manoeuvre: one A card of structural damage, its special damage ignored", () => {
    expect(draw("illegal", ["3 fire"])).toMatchObject({ damage: 3, fire: 0, explosion: false });
    expect(draw("illegal", ["explosion"])).toMatchObject({ damage: 0, explosion: false });
  });

  it("an exploding balloon deals a C card; a burning one an A card per flame counter", () => {
    expect(draw("balloon-explosion", ["5 fire"])).toMatchObject({ deck: "C", damage: 5, fire: 1 });
    expect(draw("balloon-fire", ["2", "1 smoke"], { counters: 2 })).toMatchObject({
      damage: 3,
      fire: 0,
    });
  });

  it("a player whose airman is not in the sortie may not draw for it", () => {
    expect(() =>
      act(
        act(
          club({
            players: [
              { id: "p1", name: "A", side: "allies" },
              { id: "p2", name: "B", side: "allies" },
              { id: "p3", name: "C", side: "central" },
              { id: "p4", name: "D", side: "central" },
              { id: "p5", name: "E", side: "central" },
            ],
          }),
          WC,
          { type: "open-sortie", kind: "campaign", crews: DUEL, cards: ["0", "0", "0", "0"] },
        ),
        "p5",
        { type: "aid", sortie: 1, plane: "K1", kind: "illegal" },
      ),
    ).toThrow(/only sortie 1's Wing Commanders and players/);
  });
});
