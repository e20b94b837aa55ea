/** Each rule of Hawks over Malta, and each reconstructed one, on scripted dice. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { createMatch, play, recordOf, replay } from "../../engine/match.js";
import { seedRng } from "../../engine/rng.js";
import { distance } from "./board.js";
import { greedyBot } from "./bots.js";
import { ENTRY, MAX_TURNS, SCENARIOS } from "./data.js";
import { hawksOverMalta, legalActions, placements } from "./rules.js";
import { act, plane, position } from "./test-helpers.js";
import { toAct } from "./view.js";

const p = (s: ReturnType<typeof position>, id: string) =>
  s.planes.find((q) => q.id === id) as (typeof s.planes)[number];

describe("set-up", () => {
  it("draws a secret special chit for every plane, then rolls how many objectives", () => {
    const dice = scriptedDice([1, 1, 1, 1, 1, 1, 1, 1, 5]);
    const s = hawksOverMalta.setup({ scenario: 1 }, dice);
    expect(s.planes.map((q) => q.id)).toEqual(["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3"]);
    expect(s.planes.map((q) => q.chit)).toEqual([
      "ace",
      "ace",
      "green",
      "green",
      "lucky",
      "ace",
      "ace",
      "green",
    ]);
    expect(s.phase).toEqual({ kind: "place", what: "objective", left: 3 });
    expect(dice.rolls[0].purpose).toBe("Axis special chit for A1");
    expect(dice.rolls.map((r) => r.sides)).toEqual([12, 11, 10, 9, 8, 12, 11, 10, 6]);
  });
  it("places the forces of each scenario at the entry square and the airfield", () => {
    for (const sc of SCENARIOS) {
      const s = hawksOverMalta.setup(
        { scenario: sc.id },
        scriptedDice(Array(sc.axis.length + sc.british.length + 1).fill(1)),
      );
      expect(s.planes.filter((q) => q.side === "axis").map((q) => q.type)).toEqual(sc.axis);
      expect(s.planes.filter((q) => q.side === "british").map((q) => q.type)).toEqual(sc.british);
      for (const q of s.planes) {
        if (q.side === "axis")
          expect([q.x, q.y, q.alt]).toEqual([
            3,
            0,
            q.type === "BR20" || q.type === "SM79" || q.type === "CANTZ" ? 3 : 4,
          ]);
        else expect([q.x, q.y, q.alt]).toEqual([3, 5, 3]);
      }
    }
  });
  it("lets the attacker place objectives only four squares from the entry, then the defender AA chits and clouds", () => {
    let s = hawksOverMalta.setup({ scenario: 1 }, scriptedDice([1, 1, 1, 1, 1, 1, 1, 1, 2]));
    const spots = placements(s);
    expect(spots.length).toBeGreaterThan(0);
    for (const sq of spots) expect(distance(sq, ENTRY)).toBe(4);
    expect(() => act(s, "axis", { type: "place", x: 3, y: 1 })).toThrow(RuleError);
    expect(() => act(s, "british", { type: "place", x: 3, y: 4 })).toThrow(/not your turn/);
    s = act(s, "axis", { type: "place", x: 3, y: 4 }, [3]).s; // 1 objective; AA roll 3 → 2 chits
    expect(s.phase).toEqual({ kind: "place", what: "aa", left: 2 });
    s = act(s, "british", { type: "place", x: 3, y: 4 }).s;
    s = act(s, "british", { type: "place", x: 2, y: 4 }, [6]).s; // clouds roll 6 → 3
    expect(s.phase).toEqual({ kind: "place", what: "cloud", left: 3 });
    s = act(s, "british", { type: "place", x: 3, y: 2, alt: 3 }).s;
    expect(() => act(s, "british", { type: "place", x: 3, y: 2, alt: 3 })).toThrow(
      /cannot go there/,
    );
    s = act(s, "british", { type: "place", x: 3, y: 2, alt: 2 }).s;
    s = act(s, "british", { type: "place", x: 1, y: 1, alt: 4 }).s;
    expect(s.phase).toEqual({ kind: "priorities" });
    expect(s.aa).toEqual([
      { x: 3, y: 4 },
      { x: 2, y: 4 },
    ]);
  });
});

describe("turn sequence", () => {
  const start = () =>
    position(
      [
        plane("A1", "CR42", 3, 0, 4),
        plane("A2", "BR20", 3, 0, 3),
        plane("B1", "Gladiator", 3, 5, 1),
      ],
      {
        phase: { kind: "priorities" },
        order: [],
        next: 0,
        initiative: null,
      },
    );
  it("keeps priority chits face down until both sides have laid them, then draws the cockade", () => {
    let s = act(start(), "british", { type: "priorities", order: ["B1"] }).s;
    expect(hawksOverMalta.view(s, "axis").prioritiesDown).toEqual({ axis: false, british: true });
    expect(JSON.stringify(hawksOverMalta.view(s, "axis"))).not.toContain('"B1"],');
    expect(() => act(s, "british", { type: "priorities", order: ["B1"] })).toThrow(/not your turn/);
    expect(() => act(s, "axis", { type: "priorities", order: ["A1"] })).toThrow(
      /one priority chit/,
    );
    const r = act(s, "axis", { type: "priorities", order: ["A2", "A1"] }, [5]);
    s = r.s;
    expect(r.rolls[0].purpose).toMatch(/cockade/);
    expect(s.initiative).toBe("british");
    expect(s.order).toEqual(["B1", "A2", "A1"]);
    expect(s.phase).toEqual({ kind: "move", plane: "B1", steps: 0 });
    expect(p(s, "A2").priority).toBe(1);
  });
  it("gives the initiative to the Axis on 1–3", () => {
    let s = act(start(), "axis", { type: "priorities", order: ["A1", "A2"] }).s;
    s = act(s, "british", { type: "priorities", order: ["B1"] }, [3]).s;
    expect(s.order).toEqual(["A1", "B1", "A2"]);
  });
});

describe("movement", () => {
  it("needs at least one space, moves no diagonals, and one space is a level or a square", () => {
    const s = position([plane("A1", "CR42", 3, 2, 2), plane("B1", "Gladiator", 0, 5, 1)]);
    expect(() => act(s, "axis", { type: "end" })).toThrow(/at least one space/);
    expect(legalActions(s, "axis").map((a) => (a.type === "step" ? a.dir : a.type))).toEqual([
      "N",
      "E",
      "S",
      "W",
      "up",
      "down",
    ]);
    const one = act(s, "axis", { type: "step", dir: "up" }).s;
    expect([p(one, "A1").x, p(one, "A1").y, p(one, "A1").alt]).toEqual([3, 2, 3]);
    expect(legalActions(one, "axis").map((a) => a.type)).toContain("end");
    const two = act(one, "axis", { type: "step", dir: "E" }).s;
    expect(two.phase).toEqual({ kind: "move", plane: "B1", steps: 0 });
    expect([p(two, "A1").x, p(two, "A1").alt]).toEqual([4, 3]);
  });
  it("moves a bomber one space", () => {
    const s = position([plane("A1", "BR20", 3, 2, 3), plane("B1", "Gladiator", 0, 5, 1)]);
    expect(act(s, "axis", { type: "step", dir: "S" }).s.phase).toEqual({
      kind: "move",
      plane: "B1",
      steps: 0,
    });
  });
  it("keeps planes on the board and between altitudes 1 and 4", () => {
    const s = position([plane("A1", "CR42", 0, 0, 4), plane("B1", "Gladiator", 6, 5, 1)]);
    expect(legalActions(s, "axis").map((a) => (a.type === "step" ? a.dir : a.type))).toEqual([
      "E",
      "S",
      "down",
    ]);
  });
});

describe("engagement rule", () => {
  it("makes an attack compulsory at the same square and altitude, and both fire", () => {
    const s = position([plane("A1", "CR42", 3, 2, 2), plane("B1", "Gladiator", 3, 3, 2)], {
      order: ["A1", "B1"],
    });
    // A1 steps S into B1: B1 may react first (a foe entered its square at its level).
    const r = act(s, "axis", { type: "step", dir: "S" });
    expect(r.s.phase).toMatchObject({ kind: "react", candidates: ["B1"] });
    const passed = act(r.s, "british", { type: "pass" }).s;
    const end = act(passed, "axis", { type: "end" }).s;
    expect(end.phase).toEqual({
      kind: "engage",
      attacker: "A1",
      targets: ["B1"],
      compulsory: true,
    });
    expect(() => act(end, "axis", { type: "pass" })).toThrow(/must be engaged/);
    // A1 needs 7: rolls 4+3; B1 needs 7: rolls 2+2.
    const fight = act(end, "axis", { type: "attack", target: "B1" }, [4, 3, 2, 2]);
    expect(p(fight.s, "B1").hits).toBe(1);
    expect(p(fight.s, "A1").hits).toBe(0);
    expect(p(fight.s, "A1").fired && p(fight.s, "B1").fired).toBe(true);
    expect(fight.rolls.map((x) => x.purpose)).toEqual([
      "A1 fires at B1 (first die)",
      "A1 fires at B1 (second die)",
      "B1 fires at A1 (first die)",
      "B1 fires at A1 (second die)",
    ]);
  });
  it("makes an attack on the level just below optional; both fire; +1 firing down, −1 firing up", () => {
    const s = position([plane("A1", "CR42", 3, 3, 3), plane("B1", "Gladiator", 3, 2, 2)], {
      order: ["A1", "B1"],
    });
    const moved = act(s, "axis", { type: "step", dir: "N" }).s; // B1 is a level below A1: it may not fire on it as it passes
    expect(moved.phase.kind).toBe("move");
    const end = act(moved, "axis", { type: "end" }).s;
    expect(end.phase).toEqual({
      kind: "engage",
      attacker: "A1",
      targets: ["B1"],
      compulsory: false,
    });
    expect(act(end, "axis", { type: "pass" }).s.phase).toEqual({
      kind: "move",
      plane: "B1",
      steps: 0,
    });
    const f = act(end, "axis", { type: "attack", target: "B1" }, [3, 3, 4, 3]);
    expect(f.rolls[1].result).toBe("6 +1 target lower = 7, needs 7: hit");
    expect(f.rolls[3].result).toBe("7 −1 target higher = 6, needs 7: miss");
  });
  it("lets a fighter fire on a foe moving into its reach; only the attacker fires", () => {
    const s = position([plane("A1", "BR20", 3, 2, 2), plane("B1", "Gladiator", 3, 3, 3)], {
      order: ["A1", "B1"],
    });
    const r = act(s, "axis", { type: "step", dir: "S" });
    expect(r.s.phase).toEqual({ kind: "react", mover: "A1", steps: 1, candidates: ["B1"] });
    const fire = act(r.s, "british", { type: "react", attacker: "B1" }, [3, 2]);
    expect(fire.rolls).toHaveLength(2);
    expect(fire.rolls[1].result).toBe("5 +1 against a bomber +1 target lower = 7, needs 7: hit");
    expect(p(fire.s, "A1").hits).toBe(1);
    expect(p(fire.s, "B1").fired).toBe(true);
    expect(fire.s.phase).toEqual({ kind: "move", plane: "B1", steps: 0 });
  });
  it("allows one shot a turn: a fired fighter neither reacts nor fires back", () => {
    const s = position(
      [plane("A1", "CR42", 3, 2, 2), plane("B1", "Gladiator", 3, 3, 2, { fired: true })],
      { order: ["A1", "B1"] },
    );
    const moved = act(s, "axis", { type: "step", dir: "S" }).s;
    expect(moved.phase.kind).toBe("move");
    const end = act(moved, "axis", { type: "end" }).s;
    const f = act(end, "axis", { type: "attack", target: "B1" }, [1, 2]);
    expect(f.rolls).toHaveLength(2);
    expect(f.s.events).toContain("RAF Gloster Gladiator B1 does not fire back");
  });
  it("never lets a bomber attack", () => {
    const s = position(
      [plane("A1", "BR20", 3, 2, 2), plane("B1", "Gladiator", 3, 3, 2, { fired: true })],
      { order: ["A1", "B1"] },
    );
    const moved = act(s, "axis", { type: "step", dir: "S" }).s;
    expect(moved.phase).toEqual({ kind: "move", plane: "B1", steps: 0 });
  });
  it("downs a plane at its second hit and scores it", () => {
    const s = position(
      [
        plane("A1", "CR42", 3, 3, 2),
        plane("A2", "CR42", 0, 0, 4),
        plane("B1", "Gladiator", 3, 3, 2, { hits: 1 }),
      ],
      {
        phase: { kind: "engage", attacker: "A1", targets: ["B1"], compulsory: true },
        order: ["A1", "B1", "A2"],
      },
    );
    const f = act(s, "axis", { type: "attack", target: "B1" }, [6, 5, 1, 2]);
    expect(p(f.s, "B1").down).toBe(true);
    expect(f.s.vp.axis).toBe(SCENARIOS[0].vp.britishPlaneDown);
    expect(f.s.phase).toEqual({ kind: "over" });
  });
});

describe("fire modifiers and special chits", () => {
  const duel = (
    a: Partial<ReturnType<typeof plane>>,
    b: Partial<ReturnType<typeof plane>>,
    clouds = false,
  ) =>
    position(
      [
        plane("A1", "CR42", 3, 3, 2, a),
        plane("B1", "Gladiator", 3, 3, 2, b),
        plane("A2", "CR42", 0, 0, 4),
      ],
      {
        phase: { kind: "engage", attacker: "A1", targets: ["B1"], compulsory: true },
        order: ["A1", "B1", "A2"],
        clouds: clouds ? [{ x: 3, y: 3, alt: 2 }] : [],
      },
    );
  it("−1 with a hit marker, −3 for both in clouds", () => {
    const f = act(
      duel({ hits: 1 }, {}, true),
      "axis",
      { type: "attack", target: "B1" },
      [6, 5, 6, 4],
    );
    expect(f.rolls[1].result).toBe("11 −1 firer hit −3 in clouds = 7, needs 7: hit");
    expect(f.rolls[3].result).toBe("10 −3 in clouds = 7, needs 7: hit");
  });
  it("ACE +1 and GREEN −1, shown to the foe once used", () => {
    const f = act(
      duel({ chit: "ace" }, { chit: "green" }),
      "axis",
      { type: "attack", target: "B1" },
      [3, 3, 4, 4],
    );
    expect(f.rolls[1].result).toBe("6 +1 ACE = 7, needs 7: hit");
    expect(f.rolls[3].result).toBe("8 −1 GREEN = 7, needs 7: hit");
    expect(p(f.s, "A1").chitShown && p(f.s, "B1").chitShown).toBe(true);
  });
  it("LUCKY helps its plane both ways: +1 on its shots, −1 on shots at it", () => {
    const f = act(
      duel({ chit: "lucky" }, {}),
      "axis",
      { type: "attack", target: "B1" },
      [3, 3, 4, 4],
    );
    expect(f.rolls[1].result).toBe("6 +1 LUCKY = 7, needs 7: hit");
    expect(f.rolls[3].result).toBe("8 −1 target LUCKY = 7, needs 7: hit");
  });
  it("keeps a NONE chit and unused chits secret from the foe", () => {
    const s = duel({ chit: "ace" }, { chit: "none" });
    expect(hawksOverMalta.view(s, "british").planes.find((q) => q.id === "A1")?.chit).toBe(
      "hidden",
    );
    expect(hawksOverMalta.view(s, "axis").planes.find((q) => q.id === "A1")?.chit).toBe("ace");
  });
});

describe("clouds", () => {
  it("hide a plane from foes above it, who cannot attack or react to it", () => {
    const s = position([plane("A1", "CR42", 3, 2, 3), plane("B1", "Gladiator", 3, 3, 2)], {
      order: ["A1", "B1"],
      clouds: [{ x: 3, y: 3, alt: 2 }],
    });
    expect(hawksOverMalta.view(s, "axis").planes.map((q) => q.id)).toEqual(["A1"]);
    expect(hawksOverMalta.view(s, "axis").unseen).toBe(1);
    expect(hawksOverMalta.view(s, "british").planes.map((q) => q.id)).toEqual(["A1", "B1"]);
    const moved = act(s, "axis", { type: "step", dir: "S" }).s; // into B1's square, one level above
    expect(moved.phase).toEqual({ kind: "move", plane: "A1", steps: 1 }); // B1 is a level below A1: no reaction
    expect(act(moved, "axis", { type: "end" }).s.phase).toEqual({
      kind: "move",
      plane: "B1",
      steps: 0,
    });
  });
  it("drift on a double 6 or a double 1: a direction roll and an altitude roll per cloud", () => {
    const s = position(
      [
        plane("A1", "CR42", 3, 3, 2),
        plane("B1", "Gladiator", 3, 3, 2),
        plane("A2", "CR42", 0, 0, 4),
      ],
      {
        phase: { kind: "engage", attacker: "A1", targets: ["B1"], compulsory: true },
        order: ["A1", "B1", "A2"],
        clouds: [
          { x: 5, y: 5, alt: 4 },
          { x: 0, y: 0, alt: 1 },
        ],
      },
    );
    // A1 rolls double 6: cloud 1 drifts N (1) and rises (1, capped at 4); cloud 2 stays (5) and sinks (6, capped at 1). B1 rolls 2+3.
    const f = act(s, "axis", { type: "attack", target: "B1" }, [6, 6, 1, 1, 5, 6, 2, 3]);
    expect(f.s.clouds).toEqual([
      { x: 5, y: 4, alt: 4 },
      { x: 0, y: 0, alt: 1 },
    ]);
    expect(f.rolls[2].purpose).toBe("cloud 1: drift direction");
    // A double 1 drifts them too.
    const g = act(s, "axis", { type: "attack", target: "B1" }, [1, 1, 5, 3, 4, 1, 2, 3]);
    expect(g.s.clouds).toEqual([
      { x: 5, y: 5, alt: 4 },
      { x: 0, y: 0, alt: 2 },
    ]);
  });
});

describe("anti-aircraft fire", () => {
  const aaTurn = (alt: number, side: "A" | "B", objective: boolean) =>
    position(
      [
        plane(`${side}1`, side === "A" ? "CR42" : "Gladiator", 2, 4, alt),
        plane(side === "A" ? "B1" : "A1", side === "A" ? "Gladiator" : "CR42", 0, 0, 4),
      ],
      {
        phase: { kind: "engage", attacker: "X", targets: [], compulsory: false },
        order: [],
        next: 0,
        aa: [{ x: 2, y: 4 }],
        objectives: objective ? [{ x: 2, y: 4, hits: 0 }] : [],
      },
    );
  // Drive the AA phase by ending the last move of the turn.
  const endOfMoves = (alt: number, side: "A" | "B", objective: boolean) => {
    const s = aaTurn(alt, side, objective);
    const mover = s.planes[1];
    return {
      ...s,
      phase: { kind: "move" as const, plane: mover.id, steps: 1 },
      order: [mover.id],
      next: 1,
    };
  };
  it("hits at altitude 1–2 on 6+, at 3 on 11+, never at 4", () => {
    expect(
      act(endOfMoves(2, "A", false), "british", { type: "end" }, [3, 3]).s.planes[0].hits,
    ).toBe(1);
    expect(
      act(endOfMoves(1, "A", false), "british", { type: "end" }, [3, 2]).s.planes[0].hits,
    ).toBe(0);
    expect(
      act(endOfMoves(3, "A", false), "british", { type: "end" }, [5, 5]).s.planes[0].hits,
    ).toBe(0);
    expect(
      act(endOfMoves(3, "A", false), "british", { type: "end" }, [5, 6]).s.planes[0].hits,
    ).toBe(1);
    expect(act(endOfMoves(4, "A", false), "british", { type: "end" }, []).s.planes[0].hits).toBe(0);
  });
  it("downs a plane at once on a 12", () => {
    const r = act(endOfMoves(3, "A", false), "british", { type: "end" }, [6, 6]);
    expect(r.s.planes[0].down).toBe(true);
  });
  it("fires only at the enemy, except over an objective, where it fires at friend and foe", () => {
    expect(act(endOfMoves(2, "B", false), "axis", { type: "end" }, []).s.planes[0].hits).toBe(0);
    const friendly = act(endOfMoves(2, "B", true), "axis", { type: "end" }, [4, 4]);
    expect(friendly.s.planes[0].hits).toBe(1);
    expect(friendly.s.events.join(" ")).toMatch(/friendly fire/);
  });
});

describe("bombing", () => {
  const over = (type: "BR20" | "SM79", alt: number, more = {}) =>
    position([plane("A1", type, 3, 4, alt, more), plane("B1", "Gladiator", 0, 5, 1)], {
      phase: { kind: "bomb", bombers: ["A1"] },
      objectives: [{ x: 3, y: 4, hits: 0 }],
      order: [],
    });
  it("reads the bomber's row at its altitude", () => {
    expect(act(over("SM79", 1), "axis", { type: "bomb", bomber: "A1" }, [3, 3]).s.vp.axis).toBe(
      SCENARIOS[0].vp.bombHit,
    );
    expect(act(over("SM79", 2), "axis", { type: "bomb", bomber: "A1" }, [3, 3]).s.vp.axis).toBe(0);
    expect(act(over("SM79", 4), "axis", { type: "bomb", bomber: "A1" }, [6, 5]).s.vp.axis).toBe(0);
    expect(act(over("SM79", 4), "axis", { type: "bomb", bomber: "A1" }, [6, 6]).s.vp.axis).toBe(
      SCENARIOS[0].vp.bombHit,
    );
  });
  it("rolls again for a second bomb badge", () => {
    const r = act(over("BR20", 2), "axis", { type: "bomb", bomber: "A1" }, [3, 3, 2, 2]);
    expect(r.s.objectives[0].hits).toBe(1);
    expect(r.rolls.map((x) => x.purpose)).toContain("A1 bombs (badge 2) (first die)");
  });
  it("takes −1 for a hit marker and −2 in clouds", () => {
    const s = { ...over("SM79", 1, { hits: 1 }), clouds: [{ x: 3, y: 4, alt: 1 }] };
    const r = act(s, "axis", { type: "bomb", bomber: "A1" }, [5, 3]);
    expect(r.rolls[1].result).toBe("8 −1 bomber hit −2 in clouds = 5, needs 6 at altitude 1: miss");
  });
  it("bombs once per game: a bomber that has bombed is not offered again", () => {
    const r = act(over("SM79", 1), "axis", { type: "bomb", bomber: "A1" }, [1, 2]);
    expect(r.s.planes[0].bombed).toBe(true);
    expect(r.s.phase.kind).toBe("over"); // the raid is spent: no bomber left to bomb
  });
  it("may hold its bombs for a later turn", () => {
    const r = act(over("SM79", 3), "axis", { type: "hold", bomber: "A1" });
    expect(r.s.planes[0].bombed).toBe(false);
    expect(r.s.phase).toEqual({ kind: "priorities" });
    expect(r.s.turn).toBe(4);
  });
});

describe("the end", () => {
  it(`ends after turn ${MAX_TURNS}; more victory points win, a tie goes to the RAF`, () => {
    const s = position(
      [
        plane("A1", "CR42", 3, 2, 2),
        plane("A2", "BR20", 0, 0, 3),
        plane("B1", "Gladiator", 0, 5, 1),
      ],
      {
        turn: MAX_TURNS,
        phase: { kind: "move", plane: "A1", steps: 1 },
        order: ["A1"],
        next: 1,
        vp: { axis: 2, british: 2 },
      },
    );
    const end = act(s, "axis", { type: "end" }).s;
    expect(end.phase).toEqual({ kind: "over" });
    expect(hawksOverMalta.outcome(end)?.winners).toEqual(["british"]);
    expect(hawksOverMalta.outcome({ ...end, vp: { axis: 3, british: 2 } })?.winners).toEqual([
      "axis",
    ]);
  });

  it("scores 4 to the RAF in scenario 3 for each damaged bomber still carrying its bombs (reconstructed; 1 under version 5)", () => {
    const planes = () => [
      plane("B1", "Hurricane", 3, 3, 2, { hits: 1 }),
      plane("A1", "MC200", 3, 3, 2),
      plane("A2", "BR20", 0, 0, 3, { hits: 1 }),
      plane("A3", "BR20", 1, 0, 3, { hits: 1, bombed: true }),
      plane("A4", "BR20", 2, 0, 3),
      plane("A5", "BR20", 4, 0, 3, { hits: 2, down: true }),
    ];
    const at = (scenario: number, points?: 4 | 5 | 6) =>
      position(planes(), {
        scenario,
        points,
        phase: { kind: "engage", attacker: "A1", targets: ["B1"], compulsory: true },
        order: ["A1"],
        next: 1,
        vp: { axis: 0, british: 6 },
      });
    // A1 fires at B1: 6+1 = 7, a hit, B1's second; B1 fires back: 2+1 −1 hit = 2, a miss. No RAF plane is left.
    const end = act(at(3, 6), "axis", { type: "attack", target: "B1" }, [6, 1, 2, 1]).s;
    expect(end.endReason).toBe("The RAF has no planes left");
    // A2 turns back (damaged, bombs aboard); A3 has bombed, A4 is whole, A5 is down.
    expect(end.vp).toEqual({ axis: 1, british: 10 });
    expect(end.scored?.filter((l) => l.side === "british")).toEqual([
      {
        side: "british",
        what: "Italian BR.20 Cicogna A2 turned back damaged, its bombs still aboard",
        vp: 4,
      },
    ]);
    // A game begun under version 5 plays on to its 1.
    expect(act(at(3, 5), "axis", { type: "attack", target: "B1" }, [6, 1, 2, 1]).s.vp).toEqual({
      axis: 1,
      british: 7,
    });
    expect(hawksOverMalta.view(end, "axis").events).toContain(
      "Italian BR.20 Cicogna A2 turns back damaged, its bombs still aboard",
    );
    expect(SCENARIOS[2].vp.bomberTurnedBack).toBe(4);
    // Under rules version 4 scenario 1 had no such points (a state stored then has no `points`).
    expect(
      act(at(1, undefined), "axis", { type: "attack", target: "B1" }, [6, 1, 2, 1]).s.vp,
    ).toEqual({
      axis: 1,
      british: 6,
    });
  });

  it("scores a damaged bomber turned back in every scenario, worth a downed RAF fighter (in scenario 3 two thirds of a downed bomber; reconstructed)", () => {
    for (const [scenario, back] of [
      [1, 1],
      [2, 1],
      [3, 4],
      [4, 2],
    ]) {
      const sc = SCENARIOS[scenario - 1];
      expect(sc.vp.bomberTurnedBack).toBe(back);
      expect(sc.vp.bomberTurnedBack).toBe(
        scenario === 3 ? (2 * sc.vp.axisBomberDown) / 3 : sc.vp.britishPlaneDown,
      );
      const s = position(
        [
          plane("B1", "Hurricane", 3, 3, 2, { hits: 1 }),
          plane("A1", "MC200", 3, 3, 2),
          plane("A2", "BR20", 0, 0, 3, { hits: 1 }),
          plane("A3", "SM79", 1, 0, 3, { hits: 1, bombed: true }),
        ],
        {
          scenario,
          points: 6,
          phase: { kind: "engage", attacker: "A1", targets: ["B1"], compulsory: true },
          order: ["A1"],
          next: 1,
        },
      );
      // A1 downs B1 (6+1 = 7, B1's second hit); B1's return fire misses (2+1 −1 = 2). A2 turns back.
      const end = act(s, "axis", { type: "attack", target: "B1" }, [6, 1, 2, 1]).s;
      expect(end.vp, `scenario ${scenario}`).toEqual({
        axis: sc.vp.britishPlaneDown,
        british: back,
      });
    }
  });

  it("plays a game begun under version 4 or 5 to that version's points, its log upgraded to version 6", () => {
    // Seed 6: the game ends with two damaged BR.20s still carrying their bombs.
    let m = createMatch(hawksOverMalta, { scenario: 1 }, { mode: "seeded", seed: 6 });
    expect(m.state.points).toBe(6);
    const rng = seedRng(5);
    while (hawksOverMalta.outcome(m.state) === null) {
      const side = toAct(m.state)[0];
      m = play(hawksOverMalta, m, side, greedyBot(m.state, side, rng));
    }
    const record = JSON.parse(JSON.stringify(recordOf(m)));
    expect(record.version).toBe(6);
    // Scenario 1 scores the same under versions 5 and 6: a version 5 log reads as itself.
    const five = replay(hawksOverMalta, { ...record, version: 5 });
    expect(five.options).toEqual({ scenario: 1, points: 5 });
    expect(five.state.vp).toEqual(m.state.vp);
    // The same steps as a version 4 log: read under version 6, playing to version 4's points.
    const old = replay(hawksOverMalta, { ...record, version: 4 });
    expect(old.options).toEqual({ scenario: 1, points: 4 });
    expect(old.state.points).toBe(4);
    expect(old.entries).toEqual(record.entries);
    const planes = m.state.planes;
    const back = planes.filter((p) => p.type === "BR20" && !p.down && p.hits > 0 && !p.bombed);
    expect(back).toHaveLength(2);
    const down = (side: string, bomber: boolean) =>
      planes.filter((p) => p.down && p.side === side && (p.type === "BR20") === bomber).length;
    const hits = m.state.objectives.reduce((n, o) => n + o.hits, 0);
    // Version 4: a bomb hit 1, an RAF plane 1, an Axis fighter 2, a bomber 4, no bomber turned back.
    expect(old.state.vp).toEqual({
      axis: hits + down("british", false),
      british: 2 * down("axis", false) + 4 * down("axis", true),
    });
    // Versions 5 and 6: a bomb hit 2, an RAF plane 1, an Axis fighter 3, a bomber 4, a bomber turned back 1.
    expect(m.state.vp).toEqual({
      axis: 2 * hits + down("british", false),
      british: 3 * down("axis", false) + 4 * down("axis", true) + back.length,
    });
    expect(() => replay(hawksOverMalta, { ...record, version: 3 })).toThrow(/version 3/);
  });
});
