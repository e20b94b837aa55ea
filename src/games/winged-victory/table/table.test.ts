/**
 * The table companion through its rules contract: a whole small fight with
 * typed positions and every die typed as its colour and face, its replay,
 * positions corrected by the players, a plane leaving the board.
 */
import { describe, expect, it } from "vitest";
import { createMatch, play, recordOf, replay } from "../../../engine/match.js";
import { wingedVictoryTable as R } from "./rules.js";
import type { TableAction } from "./state.js";
import {
  act,
  FIRST_MOVES,
  LONG_BURST,
  NO_DICE,
  plane,
  roll,
  steps,
  TAIL_CHASE,
} from "./test-table.js";

describe("the table companion, with typed positions", () => {
  it("keeps the dashboards, the order of movement, the shots' dice and the VP through a whole small fight", () => {
    let s = R.setup(R.parseOptions(TAIL_CHASE), NO_DICE);
    let v = R.view(s, "table");
    expect(v.phase).toBe("throttle");
    // The Camel's rotary engine: off or the white box (6 at Medium); its pip goes on 6.
    expect(plane(s, "A1")?.throttles).toEqual([0, 6]);
    expect(plane(s, "A1")?.throttle).toBe(6);
    expect(plane(s, "G1")?.throttles).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(v.actions).toContainEqual({ type: "order" });

    // Same skill, level and speed: the players roll a d6 each, the lowest moves first.
    s = act(s, { type: "order" });
    expect(s.need?.purpose).toMatch(/order of movement: Allies/);
    expect(R.view(s, "table").need?.die).toBe("d6");
    s = roll(s, "d6", "5");
    s = roll(s, "d6", "2");
    v = R.view(s, "table");
    expect(v.phase).toBe("move");
    expect(v.order.map((o) => [o.id, o.pool])).toEqual([
      ["G1", "engaged"],
      ["A1", "engaged"],
    ]);
    expect(v.moving).toBe("G1");
    // Engaged: no easy turn; each manoeuvre with its cost.
    expect(v.moves.map((m) => m.name)).not.toContain("turn-easy");
    const level = v.moves.find((m) => m.name === "level");
    expect(level).toMatchObject({ hexes: 5, speed: 5, endSpeed: 5, level: 12 });
    expect(level?.path.at(-1)).toEqual({ col: 45, level: 12 });

    s = act(s, { type: "move", plane: "G1", move: "level" });
    s = act(s, { type: "move", plane: "A1", move: "level" });
    v = R.view(s, "table");
    expect(plane(s, "A1")).toMatchObject({ hex: { col: 41, level: 12 }, speed: 6 });
    expect(plane(s, "A1")?.last).toMatchObject({
      move: "level",
      startSpeed: 5,
      speed: 5,
      endSpeed: 6,
    });
    expect(plane(s, "G1")?.hex).toEqual({ col: 45, level: 12 });

    // Fire: the Camel's twin guns (red) at 4 Hexes from the rear: −1 range, +1 aspect.
    expect(v.phase).toBe("fire");
    expect(v.shots).toEqual([
      expect.objectContaining({
        plane: "A1",
        crew: 0,
        target: "G1",
        range: 4,
        aspect: "rear",
        baseDie: "red",
        die: "red",
        longDie: "blue",
      }),
    ]);
    s = act(s, { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: true });
    expect(R.view(s, "table").named).toEqual([expect.objectContaining({ die: "blue" })]);
    s = act(s, { type: "fire" });
    expect(s.need?.purpose).toBe("Blue die, result: A1 pilot fires at G1 (long burst)");
    s = roll(s, "blue", "2");
    expect(s.need).toEqual({ sides: 20, purpose: "hit location on G1 (d20)" });
    s = roll(s, "d20", "4");
    // The tank: a leak, its count on the Blue die's number.
    expect(s.need?.purpose).toBe("Blue die, number: turns until G1's leaking engine quits");
    s = roll(s, "blue", "#3");
    // The next turn starts: the leak counts down and is checked for fire.
    expect(s.need?.purpose).toBe("Blue die, result: does G1's leak catch fire?");
    s = roll(s, "blue", "miss");
    v = R.view(s, "table");
    expect(v.turn).toBe(2);
    expect(v.phase).toBe("throttle");
    expect(plane(s, "G1")?.damage).toMatchObject({
      leaking: true,
      leakTurns: 2,
      tankPunctured: true,
    });
    expect(plane(s, "A1")?.ammo[0]).toEqual({
      magazine: 0,
      rounds: 5,
      needsReload: false,
      jammed: false,
    });
    expect(v.history.join("\n")).toMatch(/hit location on G1 \(d20\) → 4 → tank/);
    // The new turn's start is told under its own number.
    expect(v.history).toContain("turn 2: a new turn begins");
    expect(v.history.join("\n")).not.toMatch(/turn 1: turn 2 begins/);

    // Turn 2: the faster Camel moves first (no dice), then both fly level.
    s = act(s, { type: "order" });
    expect(R.view(s, "table").order.map((o) => o.id)).toEqual(["A1", "G1"]);
    s = act(s, { type: "move", plane: "A1", move: "level" });
    s = act(s, { type: "move", plane: "G1", move: "level" });
    v = R.view(s, "table");
    expect(v.shots).toEqual([
      expect.objectContaining({ target: "G1", range: 3, aspect: "rear", die: "red" }),
    ]);
    s = act(s, { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false });
    s = act(s, { type: "fire" });
    s = roll(s, "red", "destroyed");
    s = roll(s, "d20", "5");
    // The pilot killed: no German pilot left in the air, the fight ends and the Albatros counts as downed.
    v = R.view(s, "table");
    expect(v.phase).toBe("over");
    expect(plane(s, "G1")).toMatchObject({ fate: "downed" });
    // Whose victory (ruling G18): A1's pilot, on the view for the fight's end.
    expect(v.planes.find((p) => p.id === "G1")?.hitBy).toEqual({ plane: "A1", crew: 0 });
    expect(v.vp).toEqual({ allies: 3, germans: 0 });
    expect(R.outcome(s)).toMatchObject({
      scores: { allies: 3, germans: 0 },
      summary: expect.stringMatching(/^Allied victory, 3–0 in VP/),
    });
    expect(v.actions).toEqual([]);
  });

  it("replays the fight exactly from its log", () => {
    const steps: TableAction[] = [
      ...LONG_BURST,
      { type: "roll", die: "blue", face: "1" },
      { type: "roll", die: "d20", face: "12" },
    ];
    let m = createMatch(R, R.parseOptions(TAIL_CHASE), { mode: "manual" });
    for (const a of steps) m = play(R, m, "table", a);
    const again = replay(R, JSON.parse(JSON.stringify(recordOf(m))));
    expect(again.state).toEqual(m.state);
    expect(m.state.planes[1].damage.structure).toBe(1);
  });
});

describe("the table companion, positions corrected by the players", () => {
  it("measures the shots from a position typed before the first shot, and no later", () => {
    let s = steps(
      R.setup(R.parseOptions({ ...TAIL_CHASE, rules: { timeFreezing: false } }), NO_DICE),
      FIRST_MOVES,
    );
    expect(R.view(s, "table").shots[0]).toMatchObject({ range: 4, die: "red" });
    // On the board the Albatros stands a Hex nearer: the players say so.
    s = act(s, { type: "place", plane: "G1", col: 44, level: 12, heading: "E" });
    expect(R.view(s, "table").shots[0]).toMatchObject({ range: 3, die: "red" });
    s = act(s, { type: "place", plane: "G1", col: 43, level: 12, heading: "E" });
    expect(R.view(s, "table").shots[0]).toMatchObject({ range: 2, aspect: "rear", die: "blue" });
    s = act(s, { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false });
    expect(() => act(s, { type: "place", plane: "G1", col: 45, level: 12, heading: "E" })).toThrow(
      /before any shot is named/,
    );
  });
});

describe("the table companion, a plane leaving the board", () => {
  it("scores the VP of a plane that leaves the board, and ends the fight when its side has none left", () => {
    let s = R.setup(R.parseOptions(TAIL_CHASE), NO_DICE);
    s = act(s, { type: "leave", plane: "G1" });
    const v = R.view(s, "table");
    expect(plane(s, "G1")).toMatchObject({ fate: "fled" });
    expect(v.vp).toEqual({ allies: 3, germans: 0 });
    expect(v.phase).toBe("over");
    expect(v.over).toBe("the Germans have no pilot left in the air");
    expect(v.history.join("\n")).toMatch(/G1 leaves the board/);
  });
});
