/** The log a club player can follow, take-backs, and the end of the game as the end screen shows it. */
import { describe, expect, it } from "vitest";
import type { Entry } from "../../engine/contract.js";
import { scriptedDice } from "../../engine/dice.js";
import { hawksOverMalta } from "./rules.js";
import type { HawksAction, HawksState, Phase } from "./state.js";
import { act, plane, position } from "./test-helpers.js";

/** Plays an action through the rules as the server does and returns the entry and the state after it. */
function entry(
  s: HawksState,
  seat: "axis" | "british",
  action: HawksAction,
  values: number[] = [],
) {
  const dice = scriptedDice(values);
  const after = hawksOverMalta.act(s, seat, action, dice);
  const e: Entry<HawksAction> = { seat, action, rolls: dice.rolls };
  const line = (who: string | null) => {
    const seen = hawksOverMalta.visibleEntry?.(e, who) ?? e;
    return hawksOverMalta.describe(seen.action);
  };
  return { after, e, line, undoable: hawksOverMalta.undoable?.(e, "seeded", after) ?? false };
}

const offered = (s: HawksState, seat: "axis" | "british", type: string, more = {}) =>
  hawksOverMalta
    .view(s, seat)
    .actions.find(
      (a) => a.type === type && Object.entries(more).every(([k, v]) => (a as never)[k] === v),
    ) as HawksAction;

describe("log lines", () => {
  it("name the plane and where it went, for the other side too when it is in sight", () => {
    const s = position([plane("B1", "Gladiator", 1, 3, 3), plane("A1", "CR42", 5, 0, 4)]);
    const r = entry(s, "british", offered(s, "british", "step", { dir: "E" }));
    expect(r.line("british")).toBe("B1 → C4, altitude 3");
    expect(r.line("axis")).toBe("B1 → C4, altitude 3");
    expect(r.line(null)).toBe("B1 → C4, altitude 3");
    const end = entry(r.after, "british", offered(r.after, "british", "end"));
    expect(end.line("axis")).toBe("B1 ends its move");
  });

  it("keep a step into or out of a cloud from the other side's log read without the state", () => {
    const s = position([plane("B1", "Gladiator", 1, 3, 2), plane("A1", "CR42", 5, 0, 4)], {
      clouds: [{ x: 2, y: 3, alt: 2 }],
    });
    const r = entry(s, "british", offered(s, "british", "step", { dir: "E" }));
    expect(r.line("british")).toBe("B1 → C4, altitude 2");
    expect(r.line("axis")).toBe("Moves a plane");
    // The Axis saw B1 until it flew into the cloud: its events say so, and no more.
    expect(hawksOverMalta.view(r.after, "axis").events).toEqual([
      "B1 flies out of sight from B4, altitude 2",
    ]);
    expect(hawksOverMalta.view(r.after, "british").events).toEqual(["B1 → C4, altitude 2"]);
  });

  it("say what was placed", () => {
    const s = position([plane("A1", "CR42", 3, 0, 4), plane("B1", "Gladiator", 3, 5, 3)], {
      phase: { kind: "place", what: "aa", left: 2 },
    });
    const r = entry(s, "british", offered(s, "british", "place", { x: 3, y: 4 }));
    expect(r.line("axis")).toBe("AA chit at D5");
    expect(hawksOverMalta.view(r.after, "axis").events).toEqual(["AA chit at D5"]);
  });

  it("keep AA fire at a plane hidden in a cloud, and a hidden bomber's choice, from the other side", () => {
    const s = position(
      [
        plane("A1", "BR20", 2, 4, 2),
        plane("B1", "Gladiator", 0, 0, 4, { priority: 1 }),
        plane("A2", "CR42", 6, 0, 4),
      ],
      {
        phase: { kind: "move", plane: "B1", steps: 1 } as Phase,
        order: ["B1"],
        next: 1,
        aa: [{ x: 2, y: 4 }],
        objectives: [{ x: 2, y: 4, hits: 0 }],
        clouds: [{ x: 2, y: 4, alt: 2 }],
      },
    );
    // AA at A1 in its cloud: 3+3 −3 = 3, a miss. A1 is then over its objective, still unseen.
    const r = entry(s, "british", offered(s, "british", "end"), [3, 3]);
    const mine = hawksOverMalta.visibleEntry?.(r.e, "axis") as Entry<HawksAction>;
    const theirs = hawksOverMalta.visibleEntry?.(r.e, "british") as Entry<HawksAction>;
    expect(mine.rolls[0].purpose).toBe("AA 1 fires at A1 in a cloud (first die)");
    expect(theirs.rolls.map((x) => [x.purpose, x.value, x.result])).toEqual([
      ["a roll about a plane in the clouds", 0, "secret"],
      ["a roll about a plane in the clouds", 0, "secret"],
    ]);
    expect(hawksOverMalta.view(r.after, "british").events.join(" ")).not.toMatch(/A1/);
    expect(hawksOverMalta.view(r.after, "british").phase).toEqual({ kind: "bomb", bombers: [] });
    const hold = entry(r.after, "axis", offered(r.after, "axis", "hold"));
    expect(hold.line("axis")).toBe("A1 holds its bombs");
    expect(hold.line("british")).toBe("A bomber in the clouds holds its bombs");
    expect(hawksOverMalta.view(hold.after, "british").events.join(" ")).not.toMatch(/A1/);
  });
});

/** Plays actions one after another as the server stores them; `line` reads entry `i` as a seat would with the state now. */
function game(s: HawksState) {
  const entries: Entry<HawksAction>[] = [];
  let now: HawksState = { ...s, veiled: [] };
  return {
    play(seat: "axis" | "british", action: HawksAction, values: number[] = []) {
      const r = entry(now, seat, action, values);
      entries.push(r.e);
      now = r.after;
      return now;
    },
    line(i: number, who: string | null) {
      const seen = hawksOverMalta.visibleEntry?.(entries[i], who, { state: now, index: i });
      return seen ? { text: hawksOverMalta.describe(seen.action), rolls: seen.rolls } : null;
    },
    get state() {
      return now;
    },
  };
}

describe("log lines read with the state", () => {
  it("name a step into a cloud to the other side while one of its planes is low enough to see it", () => {
    const s = position([plane("B1", "Gladiator", 1, 3, 2), plane("A1", "CR42", 5, 0, 1)], {
      clouds: [{ x: 2, y: 3, alt: 2 }],
    });
    const g = game(s);
    g.play("british", offered(s, "british", "step", { dir: "E" }));
    expect(g.line(0, "axis")?.text).toBe("B1 → C4, altitude 2");
    expect(g.line(0, null)?.text).toBe("B1 → C4, altitude 2");
  });

  it("say what the other side saw of a step into a cloud, out of it, and nothing of one inside", () => {
    const s = position([plane("B1", "Gladiator", 1, 3, 2), plane("A1", "CR42", 5, 0, 4)], {
      clouds: [{ x: 2, y: 3, alt: 2 }],
    });
    const g = game(s);
    // In sight at B4, then into the cloud at C4: the Axis saw it go, not where.
    g.play("british", offered(g.state, "british", "step", { dir: "E" }));
    expect(g.line(0, "british")?.text).toBe("B1 → C4, altitude 2");
    expect(g.line(0, "axis")?.text).toBe("B1 flies out of sight from B4, altitude 2");
    expect(g.line(0, null)?.text).toBe("B1 flies out of sight from B4, altitude 2");
    expect(hawksOverMalta.view(g.state, "axis").events).toEqual([
      "B1 flies out of sight from B4, altitude 2",
    ]);
    // Up out of the cloud: the Axis sees it appear, not where it came from.
    g.play("british", offered(g.state, "british", "step", { dir: "up" }));
    expect(g.line(1, "british")?.text).toBe("B1 → C4, altitude 3");
    expect(g.line(1, "axis")?.text).toBe("B1 comes into sight at C4, altitude 3");
    expect(g.line(1, null)?.text).toBe("B1 comes into sight at C4, altitude 3");
    expect(hawksOverMalta.view(g.state, "axis").events).toEqual([
      "B1 comes into sight at C4, altitude 3",
    ]);
    // Read later, with the state then, the first line still says what the Axis saw at the time.
    expect(g.line(0, "axis")?.text).toBe("B1 flies out of sight from B4, altitude 2");
  });

  it("name nothing of a step the other side saw neither before nor after", () => {
    const s = position([plane("B1", "Gladiator", 2, 3, 2), plane("A1", "CR42", 5, 0, 4)], {
      clouds: [
        { x: 2, y: 3, alt: 2 },
        { x: 2, y: 2, alt: 2 },
      ],
    });
    const g = game(s);
    g.play("british", offered(s, "british", "step", { dir: "N" }));
    expect(g.line(0, "british")?.text).toBe("B1 → C3, altitude 2");
    expect(g.line(0, "axis")?.text).toBe("Moves a plane");
    expect(hawksOverMalta.view(g.state, "axis").events).toEqual(["A plane moves out of sight"]);
  });

  it("show AA fire at a plane in a cloud to the side that can see it there", () => {
    const s = position(
      [
        plane("A1", "BR20", 2, 4, 2),
        plane("B1", "Gladiator", 0, 0, 1, { priority: 1 }),
        plane("A2", "CR42", 6, 0, 4),
      ],
      {
        phase: { kind: "move", plane: "B1", steps: 1 } as Phase,
        order: ["B1"],
        next: 1,
        aa: [{ x: 2, y: 4 }],
        objectives: [{ x: 2, y: 4, hits: 0 }],
        clouds: [{ x: 2, y: 4, alt: 2 }],
      },
    );
    // B1 at altitude 1 sees into the cloud at 2: the AA roll at A1 (3+3 −3 = 3, a miss) is the RAF's to read.
    const g = game(s);
    g.play("british", offered(s, "british", "end"), [3, 3]);
    expect(g.line(0, "british")?.rolls.map((r) => [r.purpose, r.value])).toEqual([
      ["AA 1 fires at A1 in a cloud (first die)", 3],
      ["AA 1 fires at A1 in a cloud (second die)", 3],
    ]);
    g.play("axis", offered(g.state, "axis", "hold"));
    expect(g.line(1, "british")?.text).toBe("A1 holds its bombs");
  });

  it("show everything once the game is over, the set-up's secret draws too", () => {
    const s = position(
      [
        plane("A2", "BR20", 0, 0, 1),
        plane("B1", "Hurricane", 3, 3, 2, { hits: 1 }),
        plane("A1", "CR42", 3, 3, 2, { hits: 1, chit: "ace" }),
      ],
      {
        clouds: [
          { x: 0, y: 0, alt: 1 },
          { x: 1, y: 0, alt: 1 },
        ],
        order: ["A2", "B1"],
      },
    );
    const g = game(s);
    g.play("axis", offered(s, "axis", "step", { dir: "E" }));
    g.play("british", offered(g.state, "british", "step", { dir: "up" }));
    g.play("british", offered(g.state, "british", "step", { dir: "down" }));
    expect(g.line(0, "british")?.text).toBe("Moves a plane");
    expect(g.line(2, "axis")?.text).toBe("B1 → D4, altitude 2");
    g.play("axis", { type: "pass" });
    // B1: 2+2 −1 hit = 3, a miss; A1 fires back: 5+2 −1 hit +1 ACE = 7, B1's second hit: no RAF plane left.
    g.play("british", { type: "attack", target: "A1" }, [2, 2, 5, 2]);
    expect(g.state.phase.kind).toBe("over");
    for (const who of ["british", null]) expect(g.line(0, who)?.text).toBe("A2 → B1, altitude 1");
    const draws = [{ sides: 6, purpose: "Axis special chit for A1", value: 3, result: "drawn" }];
    expect(hawksOverMalta.visibleSetup?.(draws, "british")?.[0].result).toBe("secret");
    expect(hawksOverMalta.visibleSetup?.(draws, "british", g.state)).toEqual(draws);
  });
});

describe("taking a step back", () => {
  it("is offered for a plain step that leaves the move with its side", () => {
    const s = position([plane("B1", "Gladiator", 1, 3, 3), plane("A1", "CR42", 5, 0, 4)]);
    expect(entry(s, "british", offered(s, "british", "step", { dir: "E" })).undoable).toBe(true);
  });

  it("is refused for a step that shows a plane hidden in a cloud, and without the state it led to", () => {
    const s = position([plane("B1", "Gladiator", 4, 3, 3), plane("A1", "CR42", 5, 0, 2)], {
      clouds: [{ x: 5, y: 0, alt: 2 }],
    });
    expect(hawksOverMalta.view(s, "british").planes.map((p) => p.id)).toEqual(["B1"]);
    const down = entry(s, "british", offered(s, "british", "step", { dir: "down" }));
    expect(hawksOverMalta.view(down.after, "british").planes.map((p) => p.id)).toContain("A1");
    expect(down.undoable).toBe(false);
    const plain = entry(s, "british", offered(s, "british", "step", { dir: "W" }));
    expect(plain.undoable).toBe(true);
    expect(hawksOverMalta.undoable?.(plain.e, "seeded")).toBe(false);
  });

  it("is refused once play has passed to the other side", () => {
    const s = position([plane("B1", "Gladiator", 1, 3, 3), plane("A1", "CR42", 5, 0, 4)], {
      phase: { kind: "move", plane: "B1", steps: 1 } as Phase,
      order: ["B1", "A1"],
      next: 1,
    });
    const last = entry(s, "british", offered(s, "british", "step", { dir: "E" }));
    expect(last.after.phase).toMatchObject({ kind: "move", plane: "A1" });
    expect(last.undoable).toBe(false);
  });

  it("refuses a stale or forged step", () => {
    const s = position([plane("B1", "Gladiator", 1, 3, 3), plane("A1", "CR42", 5, 0, 4)]);
    expect(() => act(s, "british", { type: "step", dir: "E", plane: "B2" })).toThrow(
      /it is B1's move/,
    );
    expect(() => act(s, "british", { type: "step", dir: "E", x: 5, y: 3, alt: 3 })).toThrow(
      /does not match/,
    );
  });
});

describe("the end of the game", () => {
  it("says which side has no planes left, shows everything, and gives the points line by line", () => {
    const s = position(
      [
        plane("B1", "Hurricane", 3, 3, 2, { hits: 1, chit: "green" }),
        plane("A1", "CR42", 3, 3, 2, { hits: 1, chit: "ace" }),
        plane("A2", "BR20", 0, 0, 1, { chit: "lucky" }),
      ],
      {
        phase: { kind: "engage", attacker: "B1", targets: ["A1"], compulsory: true } as Phase,
        clouds: [{ x: 0, y: 0, alt: 1 }],
        order: ["B1", "A1", "A2"],
        scored: [
          { side: "axis", what: "Italian BR.20 Cicogna A2 hits the objective at D5", vp: 1 },
        ],
        vp: { axis: 1, british: 0 },
      },
    );
    expect(hawksOverMalta.view(s, "british").planes.map((p) => p.id)).toEqual(["B1", "A1"]);
    // B1: 2+2 −1 hit −1 GREEN = 2, a miss. A1 fires back: 5+2 −1 hit +1 ACE = 7, a hit: B1's second.
    const r = act(s, "british", { type: "attack", target: "A1" }, [2, 2, 5, 2]);
    for (const seat of ["british", "axis", null]) {
      const end = hawksOverMalta.view(r.s, seat);
      expect(end.over).toBe(true);
      expect(end.planes.map((p) => [p.id, p.chit])).toEqual([
        ["B1", "green"],
        ["A1", "ace"],
        ["A2", "lucky"],
      ]);
      expect(end.end).toEqual({
        reason: "The RAF has no planes left",
        winner: "axis",
        vp: { axis: 2, british: 0 },
        lines: [
          { side: "axis", what: "Italian BR.20 Cicogna A2 hits the objective at D5", vp: 1 },
          { side: "axis", what: "RAF Hawker Hurricane B1 shot down", vp: 1 },
        ],
        summary: "Axis victory, 2–0 in victory points",
      });
    }
  });

  it("explains a tie", () => {
    const s = position([plane("B1", "Hurricane", 3, 3, 2), plane("A1", "CR42", 3, 2, 2)], {
      phase: { kind: "over" },
      vp: { axis: 2, british: 2 },
      endReason: "The last turn (12) is over",
    });
    expect(hawksOverMalta.view(s, "axis").end).toMatchObject({
      reason: "The last turn (12) is over",
      winner: "british",
      tie: "Level at 2 victory points: a tie goes to the RAF, for the raid did not get through.",
    });
  });
});
