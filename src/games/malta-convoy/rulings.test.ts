/** One test (or more) per ruling R1–R14 of rulings/malta-convoy.md, and our own C1–C3. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { halfwayTurn, maltaConvoy, SEAT } from "./rules.js";
import { score } from "./score.js";
import { convoy, turn } from "./test-helpers.js";

describe("R1 set-up", () => {
  it("rolls cargo 3D6, tankers, carriers 1D3, cruisers ×5, destroyers ×10, length, friendly waters in order", () => {
    const dice = scriptedDice([2, 3, 4, 5, 2, 3, 1, 6, 4]);
    const s = maltaConvoy.setup({}, dice);
    expect(s.ships.cargo.start).toBe(9);
    expect(s.ships.tanker.start).toBe(5);
    expect(s.ships.carrier.start).toBe(2);
    expect(s.ships.cruiser.start).toBe(15);
    expect(s.ships.destroyer.start).toBe(10);
    expect(s.length).toBe(26);
    expect(s.friendly).toBe(4);
    expect(dice.rolls.map((r) => r.sides)).toEqual([6, 6, 6, 6, 3, 6, 6, 6, 6]);
    expect(dice.rolls[4].purpose).toMatch(/aircraft carriers/);
    expect(dice.rolls[7].purpose).toBe("length of journey");
    expect(dice.rolls[8].purpose).toBe("friendly waters");
    expect(s.ships.cargo.intact).toBe(9);
  });
  it("refuses a d3 value of 4 for the carriers", () => {
    expect(() => maltaConvoy.setup({}, scriptedDice([1, 1, 1, 1, 4]))).toThrow(RuleError);
  });
});

describe("R2 friendly waters", () => {
  it("makes no contact roll in turns 1..F", () => {
    const r = turn(convoy({ turn: 2, friendly: 3 }), []);
    expect(r.state.turn).toBe(3);
    expect(r.rolls).toHaveLength(0);
  });
  it("lets an option be declared there, and its turns run down", () => {
    const r = turn(convoy({ turn: 0, friendly: 3 }), [2], "screen");
    expect(r.state.active).toEqual({ option: "screen", turnsLeft: 1 });
    const r2 = turn(r.state, []);
    expect(r2.state.active).toBeNull();
  });
  it("rolls for contact from turn F+1", () => {
    const r = turn(convoy({ turn: 3, friendly: 3 }), [2]);
    expect(r.purposes).toEqual(["contact"]);
  });
});

describe("R3 covering force", () => {
  it("is checked on the first turn t with 2t ≥ L, once", () => {
    const s = convoy({ length: 21, coverTurn: null, turn: 9 });
    const t10 = turn(s, [2]);
    expect(t10.state.coverTurn).toBeNull();
    const t11 = turn(t10.state, [3, 3, 2]);
    expect(t11.purposes.slice(0, 2).every((p) => p.startsWith("covering force"))).toBe(true);
    expect(t11.state.coverTurn).toBe(11);
    const t12 = turn(t11.state, [2]);
    expect(t12.purposes).toEqual(["contact"]);
  });
  it("uses L as it stands, so an earlier Evade moves it", () => {
    const s = convoy({ length: 21, coverTurn: null, turn: 9, friendly: 3 });
    // turn 10: Evade for 6 turns, +2 turns → L = 23; contact 1 −2 = 1 Dumb Luck.
    const t10 = turn(s, [6, 2, 1], "evade");
    expect(t10.state.length).toBe(23);
    const t11 = turn(t10.state, [3]);
    expect(t11.state.coverTurn).toBeNull();
    const t12 = turn(t11.state, [1, 1, 3]);
    expect(t12.state.coverTurn).toBe(12);
  });
  it("counts an Evade declared on the same turn before the check (R14)", () => {
    const s = convoy({ length: 21, coverTurn: null, turn: 10 });
    const t11 = turn(s, [3, 2, 3], "evade");
    expect(t11.state.length).toBe(23);
    expect(t11.state.coverTurn).toBeNull();
  });
  it("sends a carrier home on 4–6 with 3+1D6 warships, destroyers first and undamaged first", () => {
    const s = convoy(
      { length: 20, coverTurn: null, turn: 9 },
      {
        carrier: { intact: 1 },
        destroyer: { intact: 2, damaged: 2 },
        cruiser: { intact: 3, damaged: 1 },
      },
    );
    // carrier rolls 4 → leaves; escort 3+4 = 7: 2 intact + 2 damaged destroyers, 3 intact cruisers.
    const r = turn(s, [4, 4, 2]);
    const { carrier, destroyer, cruiser } = r.state.ships;
    expect(carrier).toMatchObject({ intact: 0, departed: 1, sunk: 0 });
    expect(destroyer).toMatchObject({ intact: 0, damaged: 0, departed: 4 });
    expect(cruiser).toMatchObject({ intact: 0, damaged: 1, departed: 3 });
  });
  it("C1: keeps a carrier on 1–3, rolls for undamaged carriers before damaged ones", () => {
    const s = convoy(
      { length: 20, coverTurn: null, turn: 9 },
      { carrier: { intact: 1, damaged: 1 } },
    );
    const r = turn(s, [3, 6, 1, 2]);
    expect(r.purposes[1]).toMatch(/damaged/);
    expect(r.state.ships.carrier).toMatchObject({ intact: 1, damaged: 0, departed: 1 });
    expect(r.state.ships.destroyer.departed).toBe(4);
  });
  it("takes cruisers when no destroyers are left, and as many as there are", () => {
    const s = convoy(
      { length: 20, coverTurn: null, turn: 9 },
      { destroyer: { intact: 0 }, cruiser: { intact: 2 } },
    );
    const r = turn(s, [6, 6, 5, 6, 2]);
    expect(r.state.ships.cruiser).toMatchObject({ intact: 0, departed: 2 });
    expect(r.state.ships.carrier.departed).toBe(2);
  });
  it("does not score ships that left", () => {
    const s = convoy({ length: 20, coverTurn: null, turn: 9 });
    const r = turn(s, [6, 6, 6, 6, 2]);
    expect(score(r.state.ships, 0).total).toBe(100);
  });
});

describe("R4 contact", () => {
  it("1 Dumb Luck gives −1 to the next contact roll only", () => {
    const r = turn(convoy(), [1]);
    expect(r.state.carried).toBe(-1);
    expect(r.rolls[0].result).toMatch(/Dumb Luck/);
    const r2 = turn(r.state, [4]); // 4 − 1 = 3: No Contact
    expect(r2.rolls[0].result).toMatch(/No Contact/);
    expect(r2.state.carried).toBe(0);
  });
  it("4 Reconnaissance Plane gives +2 to the next roll", () => {
    const r = turn(convoy(), [4]);
    expect(r.state.carried).toBe(2);
    // 3 + 2 = 5 Surprise Contact; type 6 (combined +1), force 2 −1 +1 = 2; 5 interceptions miss; 2 misses.
    const r2 = turn(r.state, [3, 6, 2, 2, 2, 2, 2, 2, 1, 1]);
    expect(r2.rolls[0].result).toMatch(/Surprise Contact/);
    expect(r2.rolls[2].result).toMatch(/force 2$/);
  });
  it("2–3 No Contact and 4 do not attack", () => {
    expect(turn(convoy(), [2]).state.raids).toBe(0);
    expect(turn(convoy(), [3]).state.raids).toBe(0);
    expect(turn(convoy(), [4]).state.raids).toBe(0);
  });
  it("clamps to 8: 6 +2 recon +1 split is an Attack Force", () => {
    const s = convoy({
      carried: 2,
      active: { option: "split", turnsLeft: 2 },
      taken: [{ option: "split", turn: 5, duration: 3 }],
    });
    // type 2 Italian; force 1 +2 −1 = 2; 5 interception rolls (3 + 2 carriers) no 1s; attacks 1,1 (miss)
    const r = turn(s, [6, 2, 1, 2, 2, 2, 2, 2, 1, 1]);
    expect(r.rolls[0].result).toMatch(/= 9 \(read as 8\) → Attack Force/);
    expect(r.rolls[2].result).toMatch(/force 2$/);
  });
  it("clamps to 1: 1 −2 evade is Dumb Luck", () => {
    const s = convoy({
      active: { option: "evade", turnsLeft: 2 },
      taken: [{ option: "evade", turn: 5, duration: 3 }],
    });
    const r = turn(s, [2]);
    expect(r.rolls[0].result).toMatch(/Dumb Luck/);
    expect(r.state.carried).toBe(-1);
  });
  it("5–8 attack", () => {
    for (const [roll, carried, name] of [
      [5, 0, "Surprise Contact"],
      [6, 0, "Contact"],
      [6, 1, "Sortie"],
      [6, 2, "Attack Force"],
    ] as const) {
      const { rolls, state } = rollsOf([roll], { carried });
      expect(state.raids).toBe(1);
      expect(rolls[0].result).toMatch(new RegExp(`→ ${name}$`));
    }
  });
});

const rollsOf = (values: number[], over: Parameters<typeof convoy>[0] = {}, fleet = {}) => {
  const dice = scriptedDice([...values, ...Array(40).fill(2)]);
  const state = maltaConvoy.act(convoy(over, fleet), SEAT, { type: "turn", option: null }, dice);
  return { rolls: dice.rolls, state };
};
const split = {
  active: { option: "split" as const, turnsLeft: 2 },
  taken: [{ option: "split" as const, turn: 5, duration: 3 }],
};
const decoy = {
  active: { option: "decoy" as const, turnsLeft: 2 },
  taken: [{ option: "decoy" as const, turn: 5, duration: 3 }],
};
const screen = {
  active: { option: "screen" as const, turnsLeft: 2 },
  taken: [{ option: "screen" as const, turn: 5, duration: 3 }],
};

describe("R5 enemy type and R6 force size", () => {
  it("U-boats −1, Combined +1, Italian and German leave the force alone", () => {
    expect(rollsOf([6, 1, 4]).rolls[2].result).toMatch(/force 3$/);
    expect(rollsOf([6, 6, 4]).rolls[2].result).toMatch(/force 5$/);
    expect(rollsOf([6, 2, 4]).rolls[2].result).toMatch(/force 4$/);
    expect(rollsOf([6, 5, 4]).rolls[2].result).toMatch(/force 4$/);
    expect(rollsOf([6, 3, 4]).rolls[1].result).toMatch(/Italian Air Force/);
    expect(rollsOf([6, 4, 4]).rolls[1].result).toMatch(/German Air Force/);
    expect(rollsOf([6, 1, 4]).rolls[1].result).toMatch(/U-boats/);
    expect(rollsOf([6, 6, 4]).rolls[1].result).toMatch(/Combined Air Force/);
  });
  it("adds the contact modifier and Split's −1, and is at least 1", () => {
    expect(rollsOf([5, 1, 1]).rolls[2].result).toMatch(/force 1$/); // 1 −1 −1 → 1
    expect(rollsOf([6, 6, 3], { carried: 2 }).rolls[2].result).toMatch(/force 6$/); // 8: +2 +1
    expect(rollsOf([6, 2, 3], { carried: 1 }).rolls[2].result).toMatch(/force 4$/); // 7 Sortie
    expect(rollsOf([4, 2, 3], split).rolls[2].result).toMatch(/force 1$/); // 5 Surprise: 3 −1 −1
    expect(rollsOf([4, 6, 3], split).rolls[2].result).toMatch(/force 2$/); // 3 −1 +1 −1
  });
  it("makes the type roll unmodified", () => {
    const { rolls } = rollsOf([6, 1, 4], { carried: 2 });
    expect(rolls[1].result).toBe("1 → U-boats");
  });
});

const interceptionRolls = (rolls: { purpose: string }[]) =>
  rolls.filter((r) => r.purpose.startsWith("interception")).length;

describe("R7 interceptions", () => {
  it("rolls 3 + carriers, −1 without cruisers, −1 without destroyers, −1 Decoy, +2 Screen", () => {
    expect(interceptionRolls(rollsOf([6, 2, 1]).rolls)).toBe(5);
    expect(
      interceptionRolls(rollsOf([6, 2, 1], {}, { cruiser: { intact: 0, sunk: 5 } }).rolls),
    ).toBe(4);
    expect(
      interceptionRolls(rollsOf([6, 2, 1], {}, { destroyer: { intact: 0, departed: 10 } }).rolls),
    ).toBe(4);
    expect(
      interceptionRolls(rollsOf([6, 2, 1], {}, { carrier: { intact: 0, damaged: 1 } }).rolls),
    ).toBe(4);
    expect(interceptionRolls(rollsOf([6, 2, 1], decoy).rolls)).toBe(4);
    expect(interceptionRolls(rollsOf([6, 2, 1], screen).rolls)).toBe(7);
  });
  it("never rolls fewer than none", () => {
    const fleet = { carrier: { intact: 0 }, cruiser: { intact: 0 }, destroyer: { intact: 0 } };
    const { rolls } = rollsOf([6, 2, 1], decoy, fleet);
    expect(interceptionRolls(rolls)).toBe(0);
  });
  it("scores each 1 and reduces the force, never below 0; force 0 makes no attack", () => {
    const dice = scriptedDice([6, 2, 1, 1, 1, 2, 2, 2]);
    const s = maltaConvoy.act(convoy(), SEAT, { type: "turn", option: null }, dice);
    expect(dice.consumed).toBe(8);
    expect(s.interceptions).toBe(2);
    expect(dice.rolls.some((r) => r.purpose.startsWith("attack"))).toBe(false);
  });
});

describe("R8 attack rolls", () => {
  const attack = (type: number, roll: number, over: Parameters<typeof convoy>[0] = {}) =>
    rollsOf([6, type, 3, ...Array(over === screen ? 7 : 5).fill(2), roll, 6], over).rolls.find(
      (r) => r.purpose.startsWith("attack 1 of"),
    )?.result;
  it("Italian −1, German +1, Screen +1, clamped to 1..6", () => {
    expect(attack(2, 3)).toBe("3 −1 Italian Air Force = 2 → Miss");
    expect(attack(2, 1)).toBe("1 −1 Italian Air Force = 0 (read as 1) → Miss");
    expect(attack(4, 2)).toBe("2 +1 German Air Force = 3 → Ship Damaged");
    expect(attack(4, 4)).toBe("4 +1 German Air Force = 5 → Ship Destroyed");
    expect(attack(4, 6, screen)).toBe(
      "6 +1 German Air Force +1 Screen = 8 (read as 6) → Ship Destroyed",
    );
    expect(attack(6, 4, screen)).toBe("4 +1 Screen = 5 → Ship Destroyed");
    expect(attack(1, 2)).toBe("2 → Miss");
  });
});

/** An attack by one combined-air-force plane (force 1 −0 after type: roll 0+1 → force... ) */
const oneHit = (attackRoll: number, targetRoll: number, more: number[], over = {}, fleet = {}) => {
  // contact 6, U-boats (force −1), force roll 2 → 1; interceptions all 2s (count varies): given by fill.
  const state = convoy(over, fleet);
  const n = Math.max(
    0,
    3 +
      state.ships.carrier.intact +
      state.ships.carrier.damaged -
      (state.ships.cruiser.intact + state.ships.cruiser.damaged === 0 ? 1 : 0) -
      (state.ships.destroyer.intact + state.ships.destroyer.damaged === 0 ? 1 : 0) +
      (state.active?.option === "decoy" ? -1 : state.active?.option === "screen" ? 2 : 0),
  );
  return turn(state, [6, 1, 2, ...Array(n).fill(2), attackRoll, targetRoll, ...more]);
};

describe("R9 targets", () => {
  it("reads 1 tanker, 2 cargo, 3–4 carrier, 5 cruiser, 6 destroyer", () => {
    expect(oneHit(5, 1, []).state.ships.tanker.sunk).toBe(1);
    expect(oneHit(5, 2, []).state.ships.cargo.sunk).toBe(1);
    expect(oneHit(5, 3, []).state.ships.carrier.sunk).toBe(1);
    expect(oneHit(5, 4, []).state.ships.carrier.sunk).toBe(1);
    expect(oneHit(5, 5, []).state.ships.cruiser.sunk).toBe(1);
    expect(oneHit(5, 6, []).state.ships.destroyer.sunk).toBe(1);
  });
  it("adds 2 while Decoy is active, clamped to 6", () => {
    expect(oneHit(5, 1, [], decoy).state.ships.carrier.sunk).toBe(1);
    expect(oneHit(5, 5, [], decoy).state.ships.destroyer.sunk).toBe(1);
    expect(oneHit(5, 6, [], decoy).rolls.at(-1)?.result).toBe(
      "6 +2 Decoy = 8 (read as 6) → destroyer",
    );
  });
  it("turns a carrier result into a cargo ship when no carrier is with the convoy", () => {
    const r = oneHit(5, 3, [], {}, { carrier: { intact: 0, departed: 2 } });
    expect(r.state.ships.cargo.sunk).toBe(1);
    expect(r.rolls.at(-1)?.result).toMatch(/none left: cargo ship/);
  });
  it("has no effect when no ship of the type is afloat", () => {
    const r = oneHit(5, 1, [], {}, { tanker: { intact: 0, sunk: 3 } });
    expect(r.state.ships.tanker.sunk).toBe(3);
    expect(r.state.events.join(" ")).toMatch(/no effect/);
  });
});

describe("R10 ship destroyed", () => {
  it("sinks an undamaged ship first", () => {
    const r = oneHit(6, 2, [], {}, { cargo: { intact: 4, damaged: 1 } });
    expect(r.state.ships.cargo).toMatchObject({ intact: 3, damaged: 1, sunk: 1 });
  });
  it("sinks a damaged ship when all are damaged", () => {
    const r = oneHit(6, 2, [], {}, { cargo: { intact: 0, damaged: 2 } });
    expect(r.state.ships.cargo).toMatchObject({ intact: 0, damaged: 1, sunk: 1 });
  });
});

describe("R11 ship damaged", () => {
  it("damages an undamaged ship when none of the type is damaged", () => {
    const r = oneHit(3, 2, [], {}, { cargo: { intact: 4 } });
    expect(r.state.ships.cargo).toMatchObject({ intact: 3, damaged: 1, sunk: 0 });
  });
  it("sinks the damaged ship on 1–3", () => {
    for (const roll of [1, 2, 3]) {
      const r = oneHit(3, 2, [roll], {}, { cargo: { intact: 4, damaged: 1 } });
      expect(r.state.ships.cargo).toMatchObject({ intact: 4, damaged: 0, sunk: 1 });
    }
  });
  it("damages another ship on 4–6", () => {
    for (const roll of [4, 5, 6]) {
      const r = oneHit(4, 2, [roll], {}, { cargo: { intact: 4, damaged: 1 } });
      expect(r.state.ships.cargo).toMatchObject({ intact: 3, damaged: 2, sunk: 0 });
    }
  });
  it("does nothing on 4–6 when none is undamaged", () => {
    const r = oneHit(4, 2, [5], {}, { cargo: { intact: 0, damaged: 2 } });
    expect(r.state.ships.cargo).toMatchObject({ intact: 0, damaged: 2, sunk: 0 });
  });
});

describe("R12 options", () => {
  it("lasts 1D6 turns counting the turn of declaration", () => {
    let s = turn(convoy({ turn: 5 }), [3, 2], "split").state; // duration 3, contact 2+1
    expect(s.active).toEqual({ option: "split", turnsLeft: 2 });
    s = turn(s, [2]).state;
    expect(s.active?.turnsLeft).toBe(1);
    s = turn(s, [2]).state;
    expect(s.active).toBeNull();
    expect(s.taken).toEqual([{ option: "split", turn: 6, duration: 3 }]);
  });
  it("cannot be taken while another is active, nor twice", () => {
    const s = turn(convoy({ turn: 5 }), [3, 2], "split").state;
    expect(() => turn(s, [3, 2], "decoy")).toThrow(/while Split is active/);
    const later = { ...s, active: null };
    expect(() => turn(later, [3, 2], "split")).toThrow(/already been used/);
    expect(maltaConvoy.view(s, SEAT).actions).toEqual([{ type: "turn", option: null }]);
    expect(maltaConvoy.view(later, SEAT).actions.map((a) => a.option)).toEqual([
      null,
      "decoy",
      "evade",
      "screen",
    ]);
  });
  it("Evade adds 1D3 turns to L at once", () => {
    const r = turn(convoy({ turn: 5, length: 24 }), [4, 3, 3], "evade");
    expect(r.state.length).toBe(27);
    expect(r.state.taken[0]).toEqual({ option: "evade", turn: 6, duration: 4, added: 3 });
    expect(r.rolls[1].sides).toBe(3);
  });
  it("changes nothing when refused", () => {
    const s = turn(convoy({ turn: 5 }), [3, 2], "split").state;
    const before = JSON.stringify(s);
    expect(() =>
      maltaConvoy.act(s, SEAT, { type: "turn", option: "screen" }, scriptedDice([1, 1])),
    ).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe("R13 end and score", () => {
  it("ends after turn L, and no turn can follow", () => {
    const r = turn(convoy({ turn: 23, length: 24 }), [2]);
    expect(maltaConvoy.outcome(r.state)).not.toBeNull();
    expect(maltaConvoy.view(r.state, SEAT).actions).toEqual([]);
    expect(() => turn(r.state, [2])).toThrow(/end of its journey/);
  });
  it("goes on past the old L after an Evade on the last turn", () => {
    const r = turn(convoy({ turn: 23, length: 24 }), [1, 1, 2], "evade");
    expect(r.state.length).toBe(25);
    expect(maltaConvoy.outcome(r.state)).toBeNull();
  });
  it("scores 100 −2 cargo −1 cruiser −3 tanker −5 carrier +1 interception, destroyers free", () => {
    const s = convoy(
      { interceptions: 4 },
      {
        cargo: { intact: 5, sunk: 2 },
        cruiser: { intact: 5, sunk: 3 },
        tanker: { intact: 1, sunk: 2 },
        carrier: { intact: 0, sunk: 1, departed: 1 },
        destroyer: { intact: 5, sunk: 9 },
      },
    );
    expect(score(s.ships, s.interceptions).total).toBe(100 - 4 - 3 - 6 - 5 + 4);
  });
  it("takes 10 more when every tanker, and 10 more when every cargo ship, was sunk", () => {
    const s = convoy(
      {},
      { cargo: { intact: 0, damaged: 0, sunk: 3 }, tanker: { intact: 0, sunk: 1 } },
    );
    expect(score(s.ships, 0).total).toBe(100 - 6 - 3 - 10 - 10);
    const some = convoy({}, { cargo: { intact: 0, damaged: 1, sunk: 3 } });
    expect(score(some.ships, 0).total).toBe(100 - 6);
  });
});

describe("R14 order of rolls", () => {
  it("option → covering force → contact → type → force → interceptions → attack, target, sink", () => {
    const s = convoy(
      { turn: 11, length: 20, coverTurn: null, carried: 2 },
      { carrier: { intact: 1 }, cargo: { intact: 5, damaged: 1 } },
    );
    const r = turn(s, [3, 1, 2, 6, 4, 2, 2, 2, 2, 2, 3, 2, 1, 1], "evade");
    expect(r.purposes).toEqual([
      "Evade: how many turns",
      "Evade: turns added to the journey",
      "covering force: does carrier 1 of 1 return?",
      "contact",
      "enemy force: which type",
      "enemy force: size",
      "interception 1 of 4",
      "interception 2 of 4",
      "interception 3 of 4",
      "interception 4 of 4",
      "attack 1 of 2",
      "attack 1: target",
      "second damage on a cargo ship: is the damaged ship sunk?",
      "attack 2 of 2",
    ]);
    expect(r.state.ships.cargo).toMatchObject({ intact: 5, damaged: 0, sunk: 1 });
    expect(halfwayTurn(r.state)).toBe(12);
  });
});
