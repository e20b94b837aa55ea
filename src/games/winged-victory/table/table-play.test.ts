/**
 * The table companion's ways of play, through its rules contract: without
 * positions (the shots' dice as the players state range and aspect, tailing
 * as they say it), the Spotting Tests, Time Freezing, weather on the board.
 */
import { describe, expect, it } from "vitest";
import { wingedVictoryTable as R } from "./rules.js";
import { act, NO_DICE, plane, roll } from "./test-table.js";

describe("the table companion, without positions", () => {
  it("gives the die of a shot the players state, and keeps the fight going", () => {
    let s = R.setup(
      R.parseOptions({
        positions: false,
        turns: 1,
        planes: [
          { type: "strutter", side: "allies", level: 8, speed: 4, skill: "ace" },
          { type: "fokker-dr1", side: "germans", level: 9, speed: 4, skill: "recruit" },
        ],
      }),
      NO_DICE,
    );
    // The players say where each plane stands in the order: the Strutter is tailing.
    s = act(s, { type: "situation", plane: "A1", situation: "tail" });
    s = act(s, { type: "order" });
    let v = R.view(s, "table");
    expect(v.order.map((o) => [o.id, o.pool])).toEqual([
      ["A1", "tailed or tailing"],
      ["G1", "engaged"],
    ]);
    s = act(s, { type: "move", plane: "A1", move: "level" });
    s = act(s, { type: "move", plane: "G1", move: "jink" });
    v = R.view(s, "table");
    // Every crew member free to fire, at every enemy: the players say the range and the aspect.
    expect(v.shots.map((x) => [x.plane, x.role, x.target, x.reach])).toEqual([
      ["A1", "pilot", "G1", 5],
      ["A1", "observer", "G1", 4],
    ]);
    // The Strutter's pilot (orange), an ace (+1), at one Hex (+1) from the rear (+1), the Dr.I jinking (−1).
    s = act(s, {
      type: "shoot",
      plane: "A1",
      crew: 0,
      target: "G1",
      longBurst: false,
      range: 1,
      aspect: "rear",
    });
    expect(R.view(s, "table").named[0]).toMatchObject({
      baseDie: "orange",
      die: "blue",
      modifiers: [
        { label: "ace firer", value: 1 },
        { label: "range 1", value: 1 },
        { label: "rear aspect", value: 1 },
        { label: "target jinking", value: -1 },
      ],
    });
    // A gunner is always expert: the observer's orange at 3 Hexes, beam, jinking target: yellow.
    s = act(s, {
      type: "shoot",
      plane: "A1",
      crew: 1,
      target: "G1",
      longBurst: false,
      range: 3,
      aspect: "beam",
    });
    expect(R.view(s, "table").named[1]).toMatchObject({ die: "yellow" });
    s = act(s, { type: "fire" });
    s = roll(s, "blue", "miss");
    s = roll(s, "yellow", "miss");
    v = R.view(s, "table");
    expect(v.phase).toBe("over");
    expect(v.vp).toEqual({ allies: 0, germans: 0 });
    expect(R.outcome(s)?.summary).toMatch(/^A draw/);
    expect(plane(s, "A1")?.ammo.map((a) => a?.rounds)).toEqual([5, 3]);
    // Without positions the log tells the level a plane ends at, not a Hex.
    expect(v.history.join("\n")).toMatch(/A1 flies level: speed 4 → 4 → 5, to level 8/);
  });
});

describe("the table companion, tailing without positions", () => {
  it("moves a tailed plane before the plane tailing it, whatever the tie-break says", () => {
    const options = {
      positions: false,
      planes: [
        { type: "camel", side: "allies", level: 10, speed: 5, skill: "recruit" },
        { type: "fokker-dr1", side: "germans", level: 10, speed: 5, skill: "ace" },
      ],
    };
    // Engaged, the recruit moves first.
    let s = act(R.setup(R.parseOptions(options), NO_DICE), { type: "order" });
    expect(R.view(s, "table").order.map((o) => o.id)).toEqual(["A1", "G1"]);
    // The Camel tails the Dr.I: the tailed Dr.I goes first.
    s = R.setup(R.parseOptions(options), NO_DICE);
    s = act(s, { type: "situation", plane: "A1", situation: "tail", tails: "G1" });
    expect(plane(s, "G1")).toMatchObject({ situation: "tail" });
    expect(plane(s, "A1")).toMatchObject({ situation: "tail", tailing: "G1" });
    s = act(s, { type: "order" });
    expect(R.view(s, "table").order.map((o) => [o.id, o.pool])).toEqual([
      ["G1", "tailed or tailing"],
      ["A1", "tailed or tailing"],
    ]);
    expect(() =>
      act(R.setup(R.parseOptions(options), NO_DICE), {
        type: "situation",
        plane: "A1",
        situation: "engaged",
        tails: "G1",
      }),
    ).toThrow(/only a plane tailing another names it/);
  });
});

describe("the table companion, with the Spotting Tests", () => {
  it("asks each pilot's Spotting Test at the start of a turn; only a spotted enemy may be fired at", () => {
    let s = R.setup(
      R.parseOptions({
        spotting: true,
        planes: [
          { type: "camel", side: "allies", level: 12, speed: 5, heading: "E", col: 30 },
          { type: "albatros-d5", side: "germans", level: 12, speed: 5, heading: "W", col: 42 },
        ],
      }),
      NO_DICE,
    );
    s = act(s, { type: "order" });
    // The Camel spots on the Grey die, the Albatros on the Pink one.
    expect(s.need?.purpose).toBe("Grey die, icon: A1 looks for G1");
    expect(() => roll(s, "grey", "3")).toThrow(/the Grey die has no face "3"/);
    s = roll(s, "grey", "fail");
    expect(s.need?.purpose).toBe("Pink die, icon: G1 looks for A1");
    s = roll(s, "pink", "ii");
    let v = R.view(s, "table");
    // Not engaged (two MegaHexes apart): the one who sees no enemy moves before the one who does.
    expect(v.order.map((o) => [o.id, o.pool])).toEqual([
      ["A1", "not engaged, none in sight"],
      ["G1", "not engaged, target in sight"],
    ]);
    expect(v.moves.map((m) => m.name)).not.toContain("turn-normal");
    expect(plane(s, "A1")?.sees).toEqual([]);
    expect(plane(s, "G1")?.sees).toEqual(["A1"]);
    expect(v.events).toEqual(expect.arrayContaining(["A1 sees no enemy", "G1 sees A1"]));
    s = act(s, { type: "move", plane: "A1", move: "level" });
    s = act(s, { type: "move", plane: "G1", move: "level" });
    v = R.view(s, "table");
    // Nose to nose, 2 Hexes apart: only the Albatros, who has spotted the Camel, may fire.
    expect(v.shots.map((x) => [x.plane, x.target, x.range, x.aspect])).toEqual([
      ["G1", "A1", 2, "front"],
    ]);
    expect(() =>
      act(s, { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false }),
    ).toThrow(/A1's pilot has not spotted G1 this turn/);
    // Next turn the Camel's pilot looks again; the Albatros keeps the Camel in sight without a test.
    s = act(s, { type: "fire" });
    s = act(s, { type: "order" });
    expect(s.need?.purpose).toBe("Grey die, icon: A1 looks for G1");
  });
});

describe("the table companion, Time Freezing", () => {
  it("lets the first mover of an engaged pool freeze time; the pool moves into it, fires from there, then finishes", () => {
    // The default fight: a Camel and an Albatros D.V nose to nose, 6 Hexes apart at level 12.
    let s = R.setup(R.parseOptions(undefined), NO_DICE);
    expect(R.view(s, "table").rules).toContainEqual(
      expect.objectContaining({ key: "timeFreezing", on: true }),
    );
    s = act(s, { type: "order" });
    s = roll(s, "d6", "2");
    s = roll(s, "d6", "5");
    let v = R.view(s, "table");
    expect(v.moving).toBe("A1");
    expect(v.moves.find((m) => m.name === "level")?.freezeAfter).toEqual([1, 2, 3, 4]);
    expect(v.actions).toContainEqual({ type: "move", plane: "A1", move: "level", freeze: 2 });
    expect(() => act(s, { type: "move", plane: "A1", move: "level", freeze: 5 })).toThrow(
      /Time Freezing is called after 1 to 4 of the 5 Hexes of level, not 5/,
    );
    s = act(s, { type: "move", plane: "A1", move: "level", freeze: 2 });
    v = R.view(s, "table");
    expect(v.freeze).toEqual({ pool: ["G1"] });
    expect(v.moving).toBe("G1");
    // The Albatros, the last of the pool, may not call a freeze of its own.
    expect(v.moves.every((m) => m.freezeAfter.length === 0)).toBe(true);
    expect(() => act(s, { type: "move", plane: "G1", move: "level", freeze: 1 })).toThrow(
      /only the first plane of an engaged pool may call Time Freezing/,
    );
    s = act(s, { type: "move", plane: "G1", move: "level" });
    v = R.view(s, "table");
    expect(v.events).toContain("G1 stands after 2 of its Hexes when time froze");
    expect(v.phase).toBe("fire");
    expect(v.frozenFire).toBe(true);
    expect(plane(s, "A1")?.freezeAt?.hex).toEqual({ col: 42, level: 12 });
    expect(plane(s, "G1")?.freezeAt?.hex).toEqual({ col: 44, level: 12 });
    // Nose to nose 2 Hexes apart where time froze: the twin guns' red, −1 from the front: orange.
    expect(v.shots.map((x) => [x.plane, x.target, x.range, x.aspect, x.die])).toEqual([
      ["A1", "G1", 2, "front", "orange"],
      ["G1", "A1", 2, "front", "orange"],
    ]);
    s = act(s, { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false });
    s = act(s, { type: "shoot", plane: "G1", crew: 0, target: "A1", longBurst: false });
    s = act(s, { type: "fire" });
    s = roll(s, "orange", "miss");
    s = roll(s, "orange", "miss");
    v = R.view(s, "table");
    // Time runs again: both have finished their manoeuvres; each fired once this turn.
    expect(v.events).toContain("time runs again");
    expect(v.phase).toBe("fire");
    expect(v.frozenFire).toBe(false);
    expect(v.shots).toEqual([]);
    expect(plane(s, "A1")?.hex).toEqual({ col: 45, level: 12 });
    expect(plane(s, "G1")?.hex).toEqual({ col: 41, level: 12 });
    s = act(s, { type: "fire" });
    expect(R.view(s, "table")).toMatchObject({ turn: 2, phase: "throttle" });
  });
});

describe("the table companion, weather on the board", () => {
  it("keeps planes out of a storm while they can, and attacks the one inside it", () => {
    let s = R.setup(
      R.parseOptions({
        weather: { storm: 14 },
        rules: { timeFreezing: false },
        planes: [
          { type: "camel", side: "allies", level: 13, speed: 5, heading: "E", col: 20 },
          { type: "albatros-d5", side: "germans", level: 16, speed: 5, heading: "W", col: 60 },
        ],
      }),
      NO_DICE,
    );
    expect(R.view(s, "table").weather.storm).toBe(14);
    s = act(s, { type: "order" });
    let v = R.view(s, "table");
    // Not engaged, no enemy in sight (the storm hides them): the lower Camel first.
    expect(v.moving).toBe("A1");
    expect(v.moves.map((m) => m.name)).not.toContain("climb-shallow");
    s = act(s, { type: "move", plane: "A1", move: "level" });
    // The Albatros is inside the storm already: it flies on, and the storm attacks it.
    v = R.view(s, "table");
    expect(v.moving).toBe("G1");
    s = act(s, { type: "move", plane: "G1", move: "level" });
    expect(s.need?.purpose).toBe("Red die, result: G1 flying inside a storm (side attack)");
    s = roll(s, "red", "miss");
    expect(R.view(s, "table").events).toContain("G1 is inside the storm");
    expect(() => R.parseOptions({ positions: false, weather: { haze: 10 } })).toThrow(
      /the weather needs the positions/,
    );
    expect(() => R.parseOptions({ weather: { haze: 99 } })).toThrow(/weather: haze/);
  });
});
