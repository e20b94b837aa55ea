/** Rulings and rules the first tests left out, each on scripted dice. */
import { describe, expect, it } from "vitest";
import { ENTRY } from "./data.js";
import { placements } from "./rules.js";
import type { HawksState, Phase } from "./state.js";
import { act, plane, position } from "./test-helpers.js";

const p = (s: HawksState, id: string) =>
  s.planes.find((q) => q.id === id) as HawksState["planes"][0];
const results = (rolls: { purpose: string; result?: string }[]) =>
  rolls.filter((r) => r.purpose.endsWith("(second die)")).map((r) => r.result);

describe("ruling H2: both fire at once, even when the clouds drift between the rolls", () => {
  it("keeps −3 in clouds for the return shot after the first roll's double 6 moved the cloud away", () => {
    const s = position([plane("A1", "CR42", 3, 3, 2), plane("B1", "Gladiator", 3, 3, 2)], {
      phase: { kind: "engage", attacker: "A1", targets: ["B1"], compulsory: true } as Phase,
      clouds: [{ x: 3, y: 3, alt: 2 }],
    });
    // A1: 6+6 −3 = 9, hit; the cloud drifts N (1) and holds its level (3). B1: 5+5 −3 = 7, hit.
    const r = act(s, "axis", { type: "attack", target: "B1" }, [6, 6, 1, 3, 5, 5]);
    expect(r.s.clouds).toEqual([{ x: 3, y: 2, alt: 2 }]);
    expect(results(r.rolls)).toEqual([
      "12 −3 in clouds = 9, needs 7: hit",
      "10 −3 in clouds = 7, needs 7: hit",
    ]);
    expect(p(r.s, "A1").hits).toBe(1);
  });

  it("takes the second bomb badge's roll with the modifiers after the drift", () => {
    const s = position([plane("A1", "BR20", 3, 4, 1), plane("B1", "Gladiator", 0, 5, 4)], {
      phase: { kind: "bomb", bombers: ["A1"] },
      objectives: [{ x: 3, y: 4, hits: 0 }],
      clouds: [{ x: 3, y: 4, alt: 1 }],
      order: [],
    });
    // Badge 1: 1+1 −2 = 0, a miss, and the cloud drifts E (2), holding its level (4). Badge 2: 2+3 = 5, out of the cloud: a hit on 5+.
    const r = act(s, "axis", { type: "bomb", bomber: "A1" }, [1, 1, 2, 4, 2, 3]);
    expect(results(r.rolls)).toEqual([
      "2 −2 in clouds = 0, needs 5 at altitude 1: miss",
      "5, needs 5 at altitude 1: hit",
    ]);
    expect(r.s.objectives[0].hits).toBe(1);
  });
});

describe("rules on scripted dice", () => {
  it("lets a bomber fire back when attacked at its level (it needs 8)", () => {
    const s = position([plane("B1", "Hurricane", 3, 3, 2), plane("A1", "SM79", 3, 3, 2)], {
      phase: { kind: "engage", attacker: "B1", targets: ["A1"], compulsory: true } as Phase,
    });
    // B1: 3+3 +1 against a bomber = 7, needs 6: hit. A1: 4+4 = 8, needs 8: hit.
    const r = act(s, "british", { type: "attack", target: "A1" }, [3, 3, 4, 4]);
    expect(results(r.rolls)).toEqual([
      "6 +1 against a bomber = 7, needs 6: hit",
      "8, needs 8: hit",
    ]);
    expect(p(r.s, "B1").hits).toBe(1);
    expect(p(r.s, "A1").hits).toBe(1);
  });

  it("fires AA at every plane in its square in turn, with −3 in a cloud and −1 against LUCKY", () => {
    const s = position(
      [
        plane("A1", "CR42", 2, 4, 2, { chit: "lucky" }),
        plane("A2", "BR20", 2, 4, 1),
        plane("B1", "Gladiator", 0, 0, 4),
      ],
      {
        phase: { kind: "move", plane: "B1", steps: 1 } as Phase,
        order: ["B1"],
        next: 1,
        aa: [{ x: 2, y: 4 }],
        clouds: [{ x: 2, y: 4, alt: 1 }],
      },
    );
    // A1: 4+3 −1 LUCKY = 6, needs 6: hit (and its LUCKY is shown). A2: 5+3 −3 in clouds = 5: miss.
    const r = act(s, "british", { type: "end" }, [4, 3, 5, 3]);
    expect(results(r.rolls)).toEqual([
      "7 −1 target LUCKY = 6, needs 6: hit",
      "8 −3 in clouds = 5, needs 6: miss",
    ]);
    expect(p(r.s, "A1")).toMatchObject({ hits: 1, chitShown: true });
    expect(p(r.s, "A2").hits).toBe(0);
  });

  it("adds ACE +1, GREEN −1 and LUCKY +1 to bombing, and shows the chit", () => {
    for (const [chit, result] of [
      ["ace", "7 +1 ACE = 8, needs 8 at altitude 3: hit"],
      ["green", "9 −1 GREEN = 8, needs 8 at altitude 3: hit"],
      ["lucky", "7 +1 LUCKY = 8, needs 8 at altitude 3: hit"],
    ] as const) {
      const s = position(
        [plane("A1", "SM79", 3, 4, 3, { chit }), plane("B1", "Gladiator", 0, 5, 4)],
        {
          phase: { kind: "bomb", bombers: ["A1"] },
          objectives: [{ x: 3, y: 4, hits: 0 }],
          order: [],
        },
      );
      const dice = chit === "green" ? [5, 4] : [4, 3];
      const r = act(s, "axis", { type: "bomb", bomber: "A1" }, dice);
      expect(results(r.rolls)).toEqual([result]);
      expect(p(r.s, "A1").chitShown).toBe(true);
    }
  });

  it("shows a LUCKY chit when its plane is fired at", () => {
    const s = position(
      [
        plane("B1", "Gladiator", 3, 3, 2),
        plane("A1", "CR42", 3, 3, 2, { chit: "lucky", fired: true }),
      ],
      { phase: { kind: "engage", attacker: "B1", targets: ["A1"], compulsory: true } as Phase },
    );
    const r = act(s, "british", { type: "attack", target: "A1" }, [2, 3]);
    expect(p(r.s, "A1").chitShown).toBe(true);
    expect(r.s.events.join(" ")).toMatch(/shows its special chit: LUCKY/);
    expect(results(r.rolls)).toEqual(["5 −1 target LUCKY = 4, needs 7: miss"]);
  });

  it("lets several fighters fire in turn on a plane passing through, until it is down or they pass", () => {
    const s = position(
      [
        plane("A1", "BR20", 3, 2, 2),
        plane("B1", "Gladiator", 3, 3, 2),
        plane("B2", "Hurricane", 3, 3, 3),
        plane("B3", "Gladiator", 3, 3, 2),
        plane("A2", "CR42", 0, 0, 4),
      ],
      { order: ["A1", "B1", "B2", "B3", "A2"] },
    );
    const stepped = act(s, "axis", { type: "step", dir: "S" }).s;
    expect(stepped.phase).toMatchObject({ kind: "react", candidates: ["B1", "B2", "B3"] });
    // B1 hits (4+3 +1 = 8); only B2 and B3 are left to react.
    const one = act(stepped, "british", { type: "react", attacker: "B1" }, [4, 3]).s;
    expect(one.phase).toMatchObject({ kind: "react", candidates: ["B2", "B3"] });
    // B2 fires down (+1 lower, +1 bomber): 2+2 +2 = 6, needs 6: the second hit downs A1, and the move ends.
    const two = act(one, "british", { type: "react", attacker: "B2" }, [2, 2]).s;
    expect(p(two, "A1").down).toBe(true);
    expect(two.phase).toMatchObject({ kind: "move", plane: "B1" });
  });

  it("refuses an AA chit on the entry square", () => {
    const s = position([plane("A1", "CR42", 3, 0, 4), plane("B1", "Gladiator", 3, 5, 3)], {
      phase: { kind: "place", what: "aa", left: 1 },
    });
    expect(placements(s).some((q) => q.x === ENTRY.x && q.y === ENTRY.y)).toBe(false);
    expect(() => act(s, "british", { type: "place", x: ENTRY.x, y: ENTRY.y })).toThrow(
      /an AA chit cannot go there/,
    );
  });
});
