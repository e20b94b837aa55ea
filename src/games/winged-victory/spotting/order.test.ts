import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import type { Hex } from "../board/grid.js";
import { flyTurn } from "../flight/manoeuvres.js";
import { hexOf, placeOf, walkLegs } from "../flight/path.js";
import { DEFAULT_FLIGHT_OPTIONS, FIT, flightAt } from "../flight/types.js";
import { getPlane } from "../planes/planes.js";
import {
  ENGAGED,
  engagedGroups,
  HIDDEN,
  type Mover,
  movementPools,
  NONE_IN_SIGHT,
  OUT_OF_CONTROL,
  orderOfMovement,
  poolLimits,
  SEEN,
  TAIL,
  TARGET_IN_SIGHT,
  tailMatrix,
  tieBreak,
} from "./order.js";

const plane = (id: string, side: string, hex: Hex, over: Partial<Mover> = {}): Mover => ({
  id,
  side,
  hex,
  heading: "E",
  attitude: "level",
  skill: "expert",
  speed: 4,
  outOfControl: false,
  ...over,
});

/** Everyone sees everyone unless told. */
function sight(n: number, hidden: [number, number, number][] = []): Uint8Array {
  const s = new Uint8Array(n * n).fill(SEEN);
  for (const [a, b, v] of hidden) s[a * n + b] = v;
  return s;
}

const ids = (planes: Mover[], order: number[]) => order.map((i) => planes[i].id);

describe("movement pools", () => {
  it("out of control, tailing, engaged, none in sight, target in sight", () => {
    const planes = [
      plane("stalled", "A", { col: 5, level: 20 }, { outOfControl: true }),
      plane("tailed", "A", { col: 40, level: 15 }),
      plane("tailer", "G", { col: 38, level: 15 }), // 2 Hexes behind "tailed"
      plane("engagedA", "A", { col: 80, level: 10 }),
      plane("engagedG", "G", { col: 83, level: 10 }),
      plane("lonely", "A", { col: 100, level: 28 }),
      plane("watcher", "G", { col: 60, level: 28 }),
    ];
    const n = planes.length;
    const s = sight(n);
    // the lonely Allied plane sees no enemy; the watcher sees the engaged Allied plane
    for (let b = 0; b < n; b++) s[5 * n + b] = 0;
    for (let b = 0; b < n; b++) if (b !== 3) s[6 * n + b] = 0;
    const pools = movementPools(planes, s, tailMatrix(planes));
    expect([...pools]).toEqual([
      OUT_OF_CONTROL,
      TAIL,
      TAIL,
      ENGAGED,
      ENGAGED,
      NONE_IN_SIGHT,
      TARGET_IN_SIGHT,
    ]);
    // the two engaged planes tie on skill, level and speed: d6 each (1, 2)
    const { order } = orderOfMovement(planes, s, scriptedDice([1, 2]));
    expect(ids(planes, order)).toEqual([
      "stalled",
      "tailed",
      "tailer",
      "engagedA",
      "engagedG",
      "lonely",
      "watcher",
    ]);
  });

  it("an enemy hidden by the sun within one MegaHex leaves both planes not engaged", () => {
    const planes = [
      plane("a", "A", { col: 40, level: 15 }),
      plane("g", "G", { col: 44, level: 15 }),
    ];
    expect([...movementPools(planes, sight(2), tailMatrix(planes))]).toEqual([ENGAGED, ENGAGED]);
    const s = sight(2, [[0, 1, HIDDEN]]);
    expect([...movementPools(planes, s, tailMatrix(planes))]).toEqual([
      NONE_IN_SIGHT,
      TARGET_IN_SIGHT,
    ]);
    // not yet spotted either way: not engaged
    const none = new Uint8Array(4);
    expect([...movementPools(planes, none, tailMatrix(planes))]).toEqual([
      NONE_IN_SIGHT,
      NONE_IN_SIGHT,
    ]);
  });

  it("hidden by the sun but not the only plane within one MegaHex: the two are engaged", () => {
    // The text: both planes are not engaged only when the hidden one is the only plane that near.
    const planes = [
      plane("a", "A", { col: 40, level: 15 }),
      plane("g", "G", { col: 44, level: 15 }),
      plane("g2", "G", { col: 42, level: 17 }),
    ];
    const s = sight(3, [[0, 1, HIDDEN]]);
    expect([...movementPools(planes, s, tailMatrix(planes))]).toEqual([ENGAGED, ENGAGED, ENGAGED]);
    // the second German far away: the hidden one is alone again, and not engaged
    const far = [...planes.slice(0, 2), plane("g2", "G", { col: 100, level: 17 })];
    expect([...movementPools(far, s, tailMatrix(far))].slice(0, 2)).toEqual([
      TARGET_IN_SIGHT,
      TARGET_IN_SIGHT,
    ]);
  });

  it("a plane out of control neither tails nor is tailed (ruling C10)", () => {
    const planes = [
      plane("a", "A", { col: 40, level: 15 }),
      plane("g", "G", { col: 39, level: 15 }, { outOfControl: true }),
    ];
    expect([...tailMatrix(planes)]).toEqual([0, 0, 0, 0]);
    planes[1].outOfControl = false;
    expect([...tailMatrix(planes)]).toEqual([0, 0, 1, 0]);
  });

  it("friends never engage or tail each other", () => {
    const planes = [
      plane("a", "A", { col: 40, level: 15 }),
      plane("b", "A", { col: 39, level: 15 }),
    ];
    expect([...tailMatrix(planes)]).toEqual([0, 0, 0, 0]);
    expect(engagedGroups(planes, sight(2))).toEqual([]);
  });
});

describe("tailing", () => {
  it("is read from the planes' places each turn: a half loop (it breaks tailing) leaves no pair (ruling G15)", () => {
    const camel = getPlane("camel");
    const tailed = plane("a", "A", { col: 40, level: 15 });
    const tailer = plane("b", "G", { col: 38, level: 15 }); // 2 Hexes behind "a"
    expect([...tailMatrix([tailed, tailer])]).toEqual([0, 0, 1, 0]);
    const r = flyTurn(camel, flightAt(15, 6), FIT, DEFAULT_FLIGHT_OPTIONS, 6, {
      kind: "half-loop",
    });
    expect(r.breaksTailing).toBe(true);
    const end = walkLegs(placeOf(tailed.hex, "E"), "level", r.legs);
    const after = {
      ...tailed,
      hex: hexOf(end, r.flight.attitude),
      heading: end.heading,
      attitude: r.flight.attitude,
    };
    expect(after.heading).toBe("W");
    expect([...tailMatrix([after, tailer])]).toEqual([0, 0, 0, 0]);
  });

  it("a chain: the tailed plane first, then its tailer, then the tailer's tailer", () => {
    const planes = [
      plane("c", "G", { col: 36, level: 15 }, { skill: "recruit" }), // tails b
      plane("a", "G", { col: 40, level: 15 }, { skill: "ace" }),
      plane("b", "A", { col: 38, level: 15 }), // tails a
    ];
    const { order, tails } = orderOfMovement(planes, sight(3), scriptedDice([]));
    expect(tails[2 * 3 + 1]).toBe(1);
    expect(tails[0 * 3 + 2]).toBe(1);
    expect(ids(planes, order)).toEqual(["a", "b", "c"]); // though the recruit would go first on skill
  });

  it("two planes tail to tail tail each other: the tie-break cuts the circle", () => {
    const planes = [
      plane("east", "A", { col: 41, level: 15 }, { heading: "E", skill: "ace" }),
      plane("west", "G", { col: 40, level: 15 }, { heading: "W" }),
    ];
    const { order, tails } = orderOfMovement(planes, sight(2), scriptedDice([]));
    expect([...tails]).toEqual([0, 1, 1, 0]);
    expect(ids(planes, order)).toEqual(["west", "east"]); // the less skilled first
  });
});

describe("tie-breaks", () => {
  it("least skilled, then lowest, then fastest", () => {
    const planes = [
      plane("ace", "A", { col: 0, level: 5 }, { skill: "ace" }),
      plane("high", "A", { col: 0, level: 20 }),
      plane("low-slow", "A", { col: 0, level: 10 }, { speed: 3 }),
      plane("low-fast", "A", { col: 0, level: 10 }, { speed: 6 }),
      plane("recruit", "A", { col: 0, level: 25 }, { skill: "recruit" }),
    ];
    expect(ids(planes, tieBreak(planes, [0, 1, 2, 3, 4], scriptedDice([])))).toEqual([
      "recruit",
      "low-fast",
      "low-slow",
      "high",
      "ace",
    ]);
  });

  it("then the player who rolls the lowest d6 moves his tied planes first; ties roll again", () => {
    const planes = [
      plane("p", "A", { col: 0, level: 10 }),
      plane("q", "G", { col: 0, level: 10 }),
      plane("r", "A", { col: 0, level: 10 }),
      plane("s", "F", { col: 0, level: 10 }),
    ];
    // A 4, G 2, F 4 → G first; A and F roll again: 6, 1 → F, then A's planes in his order
    const dice = scriptedDice([4, 2, 4, 6, 1]);
    expect(ids(planes, tieBreak(planes, [0, 1, 2, 3], dice))).toEqual(["q", "s", "p", "r"]);
    expect(dice.consumed).toBe(5);
    expect(dice.rolls[0].purpose).toBe("order of movement: A (d6, lowest first)");
  });

  it("one player's tied planes need no roll: they go in his order", () => {
    const planes = ["p", "q", "r"].map((id) => plane(id, "A", { col: 0, level: 10 }));
    expect(ids(planes, tieBreak(planes, [2, 0, 1], scriptedDice([])))).toEqual(["r", "p", "q"]);
  });
});

describe("engaged pools", () => {
  it("link every plane engaged with another, pool by pool", () => {
    const planes = [
      plane("a1", "A", { col: 40, level: 15 }),
      plane("g1", "G", { col: 43, level: 15 }),
      plane("a2", "A", { col: 46, level: 15 }),
      plane("a3", "A", { col: 100, level: 15 }),
      plane("g3", "G", { col: 101, level: 16 }),
      plane("far", "G", { col: 10, level: 28 }),
    ];
    expect(engagedGroups(planes, sight(6))).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });
});

describe("what a pool allows", () => {
  it("engaged planes: no easy turn; hard turns only engaged; none in sight: level flight or the mission", () => {
    expect(poolLimits(ENGAGED)).toEqual({
      easyTurn: false,
      hardTurn: true,
      onlyLevelOrMission: false,
    });
    expect(poolLimits(TAIL)).toEqual({
      easyTurn: false,
      hardTurn: true,
      onlyLevelOrMission: false,
    });
    expect(poolLimits(NONE_IN_SIGHT)).toEqual({
      easyTurn: true,
      hardTurn: false,
      onlyLevelOrMission: true,
    });
    expect(poolLimits(TARGET_IN_SIGHT)).toEqual({
      easyTurn: true,
      hardTurn: false,
      onlyLevelOrMission: false,
    });
  });
});
