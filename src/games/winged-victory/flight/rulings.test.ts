/** Rulings V1, V2, V4 and V5 (V3 belongs to combat), and our own flight rulings, on scripted dice. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { ALEA, colourIndex, iconOf, testDie } from "../dice/alea.js";
import { type DieColour, dragAt, parsePlane } from "../planes/plane.js";
import { getPlane } from "../planes/planes.js";
import { speedUpdate } from "./energy.js";
import { flySequence, legalMoves, parseTurn } from "./flight.js";
import {
  type Condition,
  checkMove,
  FIT,
  type Flight,
  flightAt,
  flyTurn,
  type Move,
  DEFAULT_FLIGHT_OPTIONS as O,
} from "./manoeuvres.js";

const strutter = getPlane("strutter");
const camel = getPlane("camel");

/** The face value (1-based) of the test die `colour` stepped by `skill` that shows `icon`. */
function face(colour: DieColour, icon: 0 | 1 | 2, skill = 0): number {
  const die = testDie(ALEA, colourIndex(ALEA, colour), skill);
  for (let f = 0; f < ALEA.sides[die]; f++) if (iconOf(ALEA, die, f) === icon) return f + 1;
  throw new Error(`the ${colour} die has no icon ${icon}`);
}
const LOST = 0;
const KEPT = 1;
const STRUCTURAL = 2;

describe("V1: the end-of-turn update", () => {
  it("7→2 gives 5, −1→5 gives 2, 5→0 gives 3", () => {
    expect(speedUpdate(7, 2)).toBe(5);
    expect(speedUpdate(-1, 5)).toBe(2);
    expect(speedUpdate(5, 0)).toBe(3);
  });
  it("adjacent: onto the throttle, from either side", () => {
    expect(speedUpdate(4, 5)).toBe(5);
    expect(speedUpdate(6, 5)).toBe(5);
    expect(speedUpdate(5, 5)).toBe(5);
  });
  it("a cue below −2 is kept as it is, during the turn and after the update", () => {
    const r = flyTurn(strutter, flightAt(6, 5), FIT, O, 0, { kind: "turn", turn: "hard", keep: 2 });
    expect(r.speed).toBe(-7);
    expect(r.endSpeed).toBe(-4);
  });
});

describe("V2: reading drag", () => {
  it("the Strutter's Low row: 1→1, 2→2, 3→3, 4→3, 5→4, 6→4, 7→5, 8→5, and 5 past it", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map((s) => dragAt(strutter, "low", s))).toEqual([
      1, 2, 3, 3, 4, 4, 5, 5, 5, 5,
    ]);
  });
  it("the Strutter's Medium row holds 3 at speed 3 and 4 at speed 5", () => {
    expect(dragAt(strutter, "medium", 3)).toBe(3);
    expect(dragAt(strutter, "medium", 5)).toBe(4);
  });
  it("a plane file whose drag falls along a row is refused", () => {
    const bad = { ...strutter, drag: { ...strutter.drag, low: [1, 2, 3, 2] } };
    expect(() => parsePlane(bad)).toThrow(/drag › low #4: drag never falls/);
  });
});

describe("V4: a combined manoeuvre's speed change is summed and applied at once", () => {
  it("drag is read once, below the start speed, for the turn and each kept level", () => {
    // Strutter Low, speed 5 (drag 4): a hard turn keeping both levels pays 3 × 4.
    const r = flyTurn(strutter, flightAt(8, 5), FIT, O, 5, { kind: "turn", turn: "hard", keep: 2 });
    expect(r.speed).toBe(5 - 12);
    expect(r.level).toBe(8);
  });
  it("a hard climb with a turn: drag + 2 + drag", () => {
    const r = flyTurn(strutter, flightAt(4, 5), FIT, O, 5, {
      kind: "climb",
      hard: true,
      turn: true,
    });
    expect(r.speed).toBe(5 - 6 - 4);
    expect(r.endSpeed).toBe(speedUpdate(-5, 5));
  });
});

describe("V5: levels", () => {
  it("normal −1, hard −2, each kept level +1", () => {
    const lv = (turn: "normal" | "hard", keep: number) =>
      flyTurn(strutter, flightAt(8, 5), FIT, O, 5, { kind: "turn", turn, keep }).level;
    expect([lv("normal", 0), lv("normal", 1), lv("hard", 0), lv("hard", 1), lv("hard", 2)]).toEqual(
      [7, 8, 6, 7, 8],
    );
  });
  it("a shallow climb ends on the spine, read as the upper Hex", () => {
    const r = flyTurn(strutter, flightAt(6, 5), FIT, O, 5, {
      kind: "climb",
      hard: false,
      turn: false,
    });
    expect(r.flight.half).toBe(13);
    expect(r.level).toBe(7);
  });
  it("a shallow dive ending on the spine is read as the lower Hex", () => {
    const r = flyTurn(strutter, flightAt(10, 5), FIT, O, 5, {
      kind: "dive",
      hard: false,
      levels: 2,
      turn: false,
    });
    expect(r.flight.half).toBe(17);
    expect(r.level).toBe(8);
  });
  it("the band is the one the manoeuvre starts in: a Camel turning from 11 to 10 pays Medium drag", () => {
    expect(dragAt(camel, "medium", 4)).not.toBe(dragAt(camel, "low", 4));
    const r = flyTurn(camel, flightAt(11, 4), FIT, O, 6, { kind: "turn", turn: "normal", keep: 0 });
    expect(r.level).toBe(10);
    expect(r.speed).toBe(4 - dragAt(camel, "medium", 4));
  });
});

describe("W1: stall boxes per band", () => {
  it("a Strutter ending at 1 is flying at Low and stalled at Medium", () => {
    const low = flyTurn(strutter, flightAt(6, 5), FIT, O, 5, {
      kind: "turn",
      turn: "hard",
      keep: 1,
    });
    expect([low.endSpeed, low.events]).toEqual([1, []]);
    const medium = flyTurn(strutter, flightAt(16, 5), FIT, O, 5, {
      kind: "turn",
      turn: "hard",
      keep: 1,
    });
    expect([medium.endSpeed, medium.events]).toEqual([1, ["stall"]]);
  });
});

describe("W4: preparatory movement only from level flight", () => {
  it("a climbing plane climbs again without preparatory Hexes", () => {
    const climbing: Flight = { ...flightAt(6, 1), half: 13, attitude: "climb-shallow" };
    expect(
      checkMove(strutter, climbing, FIT, O, { kind: "climb", hard: false, turn: false }),
    ).toBeNull();
    expect(
      checkMove(strutter, flightAt(7, 1), FIT, O, { kind: "climb", hard: false, turn: false }),
    ).toMatch(/needs 3 Hexes/);
  });
  it("a diving plane dives on without them", () => {
    const diving: Flight = { ...flightAt(8, 2), attitude: "dive-hard" };
    expect(
      checkMove(strutter, diving, FIT, O, { kind: "dive", hard: true, levels: 2, turn: false }),
    ).toBeNull();
  });
  it("with the optional rule, a diving plane pays one more diving Hex before climbing", () => {
    const diving: Flight = { ...flightAt(8, 1), attitude: "dive-hard" };
    const climb: Move = { kind: "climb", hard: false, turn: false };
    expect(checkMove(strutter, diving, FIT, O, climb)).toBeNull();
    expect(checkMove(strutter, diving, FIT, { ...O, extraDivingHex: true }, climb)).toMatch(
      /needs 2 Hexes/,
    );
  });
});

describe("the optional extra diving Hex at the bottom of the sky", () => {
  it("a plane diving at level 1 that must fly one more diving Hex hits the ground, whatever it meant to fly", () => {
    const x = { ...O, extraDivingHex: true };
    const diving: Flight = { ...flightAt(1, 7), attitude: "dive-hard" };
    for (const move of [
      { kind: "level" },
      { kind: "half-loop" },
      { kind: "climb", hard: false, turn: false },
      { kind: "turn", turn: "normal", keep: 1 },
    ] as Move[]) {
      const r = flyTurn(camel, diving, FIT, x, 6, move);
      expect([r.events, r.flight.lost, r.level, r.hexes], move.kind).toEqual([
        ["crash"],
        "crash",
        0,
        1,
      ]);
    }
    // without the rule it levels out at once
    expect(flyTurn(camel, diving, FIT, O, 6, { kind: "half-loop" }).level).toBe(2);
    // from level 2 the extra Hex leaves it at level 1
    const higher = flyTurn(camel, { ...diving, half: 4 }, FIT, x, 6, { kind: "level" });
    expect([higher.events, higher.level]).toEqual([[], 1]);
  });
});

describe("W5: a dive with movement left levels out", () => {
  it("a hard dive of 1 at speed 5 (2 preparatory Hexes) flies its last 2 Hexes level", () => {
    const r = flyTurn(strutter, flightAt(8, 5), FIT, O, 5, {
      kind: "dive",
      hard: true,
      levels: 1,
      turn: false,
    });
    expect([r.level, r.speed, r.flight.attitude, r.hexes]).toEqual([7, 6, "level", 5]);
  });
  it("a dive that needs more Hexes than the allowance is refused", () => {
    expect(
      checkMove(strutter, flightAt(10, 4), FIT, O, {
        kind: "dive",
        hard: false,
        levels: 2,
        turn: false,
      }),
    ).toMatch(/needs 5 Hexes here and speed 4 allows 4/);
  });
});

describe("W6: the stall procedure", () => {
  const stalled = flyTurn(strutter, flightAt(16, 5), FIT, O, 5, {
    kind: "turn",
    turn: "hard",
    keep: 1,
  }).flight;
  it("a stalled plane can only fall", () => {
    expect(checkMove(strutter, stalled, FIT, O, { kind: "level" })).toMatch(/out of control/);
    expect(legalMoves(strutter, stalled, FIT, O, 5).map((m) => m.name)).toEqual(["stall"]);
  });
  it("control lost: 2 levels down, the cue stays on the first stall box, no update", () => {
    const dice = scriptedDice([face(strutter.handlingDie, LOST)]);
    const r = flyTurn(strutter, stalled, FIT, O, 5, { kind: "stall" }, { dice });
    expect([r.level, r.endSpeed, r.flight.outOfControl]).toEqual([13, 1, "stall"]);
    expect(r.events).toEqual(["handling-test:control-lost"]);
  });
  it("control regained: the cue goes to the first box above the stall, then the update", () => {
    const dice = scriptedDice([face(strutter.handlingDie, KEPT)]);
    const r = flyTurn(strutter, stalled, FIT, O, 5, { kind: "stall" }, { dice });
    expect([r.level, r.speed, r.endSpeed, r.flight.outOfControl]).toEqual([13, 2, 3, null]);
  });
  it("a structural test on the handling test: tested, then control regained", () => {
    const dice = scriptedDice([
      face(strutter.handlingDie, STRUCTURAL),
      face(strutter.structuralDie, KEPT),
    ]);
    const r = flyTurn(strutter, stalled, FIT, O, 5, { kind: "stall" }, { dice });
    expect(r.events).toEqual([
      "handling-test:structural-test",
      "structural-test:damage-4",
      "handling-test:control-regained",
    ]);
    expect(r.flight.outOfControl).toBeNull();
  });
  it("a plane set up on a stall box says so as it falls", () => {
    const r = flyTurn(
      strutter,
      flightAt(12, 0),
      FIT,
      O,
      5,
      { kind: "stall" },
      { dice: scriptedDice([face(strutter.handlingDie, KEPT)]) },
    );
    expect(r.events).toEqual(["stall", "handling-test:control-regained"]);
    expect(stalled.outOfControl).toBe("stall");
    const again = flyTurn(
      strutter,
      stalled,
      FIT,
      O,
      5,
      { kind: "stall" },
      { dice: scriptedDice([face(strutter.handlingDie, KEPT)]) },
    );
    expect(again.events).toEqual(["handling-test:control-regained"]);
  });
  it("falling into the ground is a crash", () => {
    const low: Flight = { ...flightAt(2, 0), outOfControl: "stall" };
    const r = flyTurn(strutter, low, FIT, O, 5, { kind: "stall" }, { dice: scriptedDice([]) });
    expect(r.events).toEqual(["crash"]);
  });
  it("falling leaf: a voluntary stall; once control is regained, 1d6: odd west, even east", () => {
    const leaf = flyTurn(camel, flightAt(12, 5), FIT, O, 6, { kind: "falling-leaf" });
    expect([leaf.flight.outOfControl, leaf.evasion, leaf.pilotMayFire, leaf.breaksTailing]).toEqual(
      ["falling-leaf", -2, false, true],
    );
    const west = flyTurn(
      camel,
      leaf.flight,
      FIT,
      O,
      6,
      { kind: "stall" },
      { dice: scriptedDice([face(camel.handlingDie, KEPT), 3]) },
    );
    expect(west.events).toContain("heading-west");
    const east = flyTurn(
      camel,
      leaf.flight,
      FIT,
      O,
      6,
      { kind: "stall" },
      { dice: scriptedDice([face(camel.handlingDie, KEPT), 4]) },
    );
    expect(east.events).toContain("heading-east");
    expect(east.level).toBe(10);
  });
});

describe("W7: the optional handling test before an acrobatic manoeuvre", () => {
  const on = { ...O, handlingTests: true };
  const roll: Move = { kind: "barrel-roll" };
  it("off by default: no roll", () => {
    const dice = scriptedDice([]);
    const r = flyTurn(camel, flightAt(12, 6), FIT, O, 6, roll, { dice });
    expect(dice.rolls).toHaveLength(0);
    expect(r.evasion).toBe(-2);
  });
  it("control lost: the plane stalls instead", () => {
    const r = flyTurn(camel, flightAt(12, 6), FIT, on, 6, roll, {
      dice: scriptedDice([face(camel.handlingDie, LOST)]),
    });
    expect(r.events).toEqual(["handling-test:control-lost", "stall"]);
    expect(r.flight.outOfControl).toBe("stall");
  });
  it("control kept: the manoeuvre is flown", () => {
    const r = flyTurn(camel, flightAt(12, 6), FIT, on, 6, roll, {
      dice: scriptedDice([face(camel.handlingDie, KEPT)]),
    });
    expect(r.events).toEqual(["handling-test:control-kept"]);
    expect(r.speed).toBe(6 - dragAt(camel, "medium", 6));
  });
  it("structural test: a crackup ends it", () => {
    const dice = scriptedDice([
      face(camel.handlingDie, STRUCTURAL),
      face(camel.structuralDie, LOST),
    ]);
    const r = flyTurn(camel, flightAt(12, 6), FIT, on, 6, roll, { dice });
    expect(r.events).toEqual([
      "handling-test:structural-test",
      "structural-test:crackup",
      "crackup",
    ]);
    expect(r.flight.lost).toBe("crackup");
  });
  it("the pilot's skill steps the die", () => {
    const ace: Condition = { ...FIT, skill: 1 };
    const dice = scriptedDice([face(camel.handlingDie, KEPT, 1)]);
    flyTurn(camel, flightAt(12, 6), ace, on, 6, roll, { dice });
    expect(dice.rolls[0].purpose.toLowerCase()).toContain(
      ALEA.names[testDie(ALEA, colourIndex(ALEA, camel.handlingDie), 1)],
    );
  });
});

describe("W7: the optional handling test, manoeuvre by manoeuvre", () => {
  const on = { ...O, handlingTests: true };
  const start = () => flightAt(12, 6);
  it.each(["half-loop", "immelmann", "side-slip"] as const)(
    "%s: no roll with the rule off; with it on a lost control stalls the plane",
    (kind) => {
      const move: Move = { kind };
      expect(checkMove(camel, start(), FIT, on, move)).toBeNull();
      const off = scriptedDice([]);
      const flown = flyTurn(camel, start(), FIT, O, 6, move, { dice: off });
      expect(off.rolls).toHaveLength(0);
      expect(flown.flight.outOfControl).toBeNull();
      const lost = scriptedDice([face(camel.handlingDie, LOST)]);
      const r = flyTurn(camel, start(), FIT, on, 6, move, { dice: lost });
      expect(lost.rolls).toHaveLength(1);
      expect(lost.rolls[0].purpose).toContain(kind);
      expect(r.events).toEqual(["handling-test:control-lost", "stall"]);
      expect(r.flight.outOfControl).toBe("stall");
      const kept = scriptedDice([face(camel.handlingDie, KEPT)]);
      const k = flyTurn(camel, start(), FIT, on, 6, move, { dice: kept });
      expect(k.events).toContain("handling-test:control-kept");
      expect(k.flight.outOfControl).toBeNull();
    },
  );
  it("wingover: no Handling Test even with the rule on", () => {
    const move: Move = { kind: "wingover" };
    expect(checkMove(camel, start(), FIT, on, move)).toBeNull();
    const dice = scriptedDice([]);
    const r = flyTurn(camel, start(), FIT, on, 6, move, { dice });
    expect(dice.rolls).toHaveLength(0);
    expect(r.events.some((e) => e.startsWith("handling-test"))).toBe(false);
  });
});

describe("red boxes at the start of a turn: the structural test", () => {
  const start = flightAt(8, 9);
  it.each([
    [LOST, ["structural-test:crackup", "crackup"]],
    [KEPT, ["structural-test:damage-4"]],
    [STRUCTURAL, ["structural-test:no-damage"]],
  ] as const)("icon %i", (icon, events) => {
    const r = flyTurn(
      strutter,
      start,
      FIT,
      O,
      5,
      { kind: "level" },
      { dice: scriptedDice([face(strutter.structuralDie, icon)]) },
    );
    expect(r.events).toEqual(events);
  });
  it("a dive onto a red box asks for the test at the end of the turn", () => {
    const r = flyTurn(strutter, flightAt(12, 7), FIT, O, 5, {
      kind: "dive",
      hard: true,
      levels: 5,
      turn: false,
    });
    expect([r.speed, r.endSpeed, r.events]).toEqual([12, 9, ["structural-test"]]);
    const r2 = flyTurn(strutter, flightAt(12, 8), FIT, O, 5, {
      kind: "dive",
      hard: true,
      levels: 6,
      turn: false,
    });
    expect(r2.speed).toBe(14);
    expect(r2.endSpeed).toBe(10);
    expect(r2.events).toEqual(["crackup"]);
  });
});

describe("W9–W12: turns, engagement, ceilings", () => {
  it("a climb or dive combines with the plain turn only", () => {
    expect(parseTurn("dive-shallow:2+turn").move).toEqual({
      kind: "dive",
      hard: false,
      levels: 2,
      turn: true,
    });
    expect(() => parseTurn("climb-hard+keep1")).toThrow(/combines only with turn/);
  });
  it("engaged: no easy turn; not engaged: no hard turn; the flight computer allows both", () => {
    const easy: Move = { kind: "turn", turn: "easy", keep: 0 };
    const hard: Move = { kind: "turn", turn: "hard", keep: 0 };
    expect(checkMove(camel, flightAt(9, 5), { ...FIT, engaged: true }, O, easy)).toMatch(
      /no easy turn while engaged/,
    );
    expect(checkMove(camel, flightAt(9, 5), { ...FIT, engaged: false }, O, hard)).toMatch(
      /only while engaged/,
    );
    expect(checkMove(camel, flightAt(9, 5), FIT, O, easy)).toBeNull();
    expect(checkMove(camel, flightAt(9, 5), FIT, O, hard)).toBeNull();
  });
  it("climbing past the ceiling stalls", () => {
    const r = flyTurn(strutter, flightAt(strutter.ceiling, 5), FIT, O, 4, {
      kind: "climb",
      hard: false,
      turn: false,
    });
    expect(r.events).toEqual(["stall"]);
    expect(r.flight.outOfControl).toBe("stall");
    expect(r.level).toBe(strutter.ceiling);
    const top = flyTurn(camel, flightAt(30, 5), FIT, O, 5, {
      kind: "climb",
      hard: true,
      turn: false,
    });
    expect([top.level, top.events]).toEqual([30, ["stall"]]);
  });
  it("the flight computer's throttle is full power until a turn sets it, then stays", () => {
    const t = flySequence(
      strutter,
      flightAt(5, 2),
      FIT,
      O,
      ["level", "throttle=0 level", "level"].map(parseTurn),
    );
    expect(t.map((x) => x.throttle)).toEqual([5, 0, 0]);
  });
});
