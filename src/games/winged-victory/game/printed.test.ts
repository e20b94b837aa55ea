/**
 * The boxed game's printed values in play (the `printed` option, game/printed.ts):
 * planes, dice, combat tables, briefings and the Time Freezing table typed
 * in by their owner reach the game they set up, and only that game; a fault
 * is refused with the part and field named, and nothing is set up.
 */
import { describe, expect, it } from "vitest";
import { createMatch, play, recordOf, replay } from "../../../engine/match.js";
import { seedRng } from "../../../engine/rng.js";
import { randomBot } from "../bots.js";
import { DEFAULT_ALEA, HIT1 } from "../dice/alea.js";
import { byPurpose, type Want } from "../dice/scripted.js";
import { planeOf } from "../planes/plane-types.js";
import { PLANES } from "../planes/planes.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, holdFire, plane, SEE, setThrottles, start } from "../test-game.js";
import { toAct } from "../turn/turn.js";
import { boxOf, DEFAULT_BOX } from "./printed.js";
import type { WvState } from "./state.js";

const act = actWith(...SEE);
/** Sets up a game whose set-up rolls (a generated mission's weather and flights) all show 1. */
const setUp = (options: unknown) => rules.setup(rules.parseOptions(options), byPurpose([/./, 1]));
const builtIn = (id: string) =>
  structuredClone(PLANES.find((p) => p.id === id)) as unknown as Record<string, unknown>;

/** A Dr.I whose dashboard (as its owner reads it) is worth 9 VP and tops out at 3 at Medium altitude. */
const myDr1: Record<string, unknown> = { ...builtIn("fokker-dr1"), vp: 9, notes: "as printed" };
(myDr1.maxLevelSpeed as { medium: number }).medium = 3;
/** A plane the built-in list lacks: a Camel's values under another name. */
const spad = { ...builtIn("camel"), id: "spad13", name: "SPAD S.XIII", engine: "inline" };

/** Every face of every die reads "missed" (icons and numbers as they were). */
const allMiss = {
  faces: Object.fromEntries(
    DEFAULT_ALEA.dice.map((d) => [d.colour, d.faces.map((f) => ({ ...f, result: "miss" }))]),
  ),
};

/** Turning fight, both planes at speed 2, the Strutter 2 Hexes behind the Dr.I, both flying level: A1 may fire at G1. */
function toFire(options: Record<string, unknown>): WvState {
  const s = structuredClone(start({ scenario: "turning-fight", ...options }));
  plane(s, "A1").flight.speed = 2;
  plane(s, "G1").flight.speed = 2;
  let t = setThrottles(s, act);
  while (t.phase.kind === "move") {
    const m = t.phase.order[t.phase.next];
    t = act(t, plane(t, m).side, { type: "move", plane: m, move: "level" });
  }
  return t;
}

/** A1 fires at G1 on a face that the built-in die reads as 1 damage. */
function fireOnce(options: Record<string, unknown>): WvState {
  const hit: [RegExp, Want][] = [
    [/fires at G1/, { result: HIT1 }],
    [/hit location/, 7],
  ];
  const shoot = { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false } as const;
  const u = act(toFire(options), "allies", shoot, ...hit);
  return holdFire(u, (x, seat, a) => act(x, seat, a, ...hit));
}

describe("printed values: planes", () => {
  it("a plane with a built-in id replaces it in this game only, under a type of its own", () => {
    const s = start({ scenario: "turning-fight", printed: { planes: [myDr1] } });
    const g1 = plane(s, "G1");
    expect(g1.type).toMatch(/^fokker-dr1#[0-9a-f]{8}$/);
    expect(planeOf(g1.type).vp).toBe(9);
    expect(planeOf(g1.type).name).toBe("Fokker Dr.I");
    // The same values always fly under the same type; another game keeps the built-in Dr.I.
    expect(
      plane(start({ scenario: "turning-fight", printed: { planes: [myDr1] } }), "G1").type,
    ).toBe(g1.type);
    const plain = start({ scenario: "turning-fight" });
    expect(plane(plain, "G1").type).toBe("fokker-dr1");
    expect(planeOf("fokker-dr1").vp).not.toBe(9);
  });

  it("its values are the ones flown: the throttle tops out at the printed white box", () => {
    const throttle = (printed?: object) => {
      const s = start({ scenario: "turning-fight", ...(printed ? { printed } : {}) });
      const t = rules.view(s, "germans").throttles.find((x) => x.plane === "G1");
      return Math.max(...(t?.choices ?? []));
    };
    expect(throttle({ planes: [myDr1] })).toBe(3);
    expect(throttle()).toBeGreaterThan(3);
  });

  it("a new plane can be chosen for a mission's flight, and a rolled flight may draw it", () => {
    const chosen = rules.setup(
      rules.parseOptions({
        scenario: "mission",
        missions: { allies: "patrol", germans: "patrol" },
        flight: {
          allies: [{ type: "spad13", skill: "ace" }],
          germans: [{ type: "albatros-d5", skill: "expert" }],
        },
        printed: { planes: [spad] },
      }),
      byPurpose([/./, 1]),
    );
    expect(planeOf(plane(chosen, "A1").type).name).toBe("SPAD S.XIII");
    // Rolled: the Allied fighters are the built-in ones and the SPAD, last in the list.
    const fighters = DEFAULT_BOX.planes.filter((p) => p.side === "allies" && p.code === "F");
    const rolled = rules.setup(
      rules.parseOptions({
        scenario: "mission",
        missions: { allies: "patrol", germans: "patrol" },
        printed: { planes: [spad] },
      }),
      byPurpose([/Allies: which F/, fighters.length + 1], [/./, 1]),
    );
    expect(
      rolled.planes.filter((p) => p.side === "allies").map((p) => planeOf(p.type).name),
    ).toContain("SPAD S.XIII");
  });

  it("the view carries the printed values, so a fresh process (a page, a worker) knows the planes", () => {
    const s = start({ scenario: "turning-fight", printed: { planes: [myDr1] } });
    const v = rules.view(s, "allies");
    expect(v.printed).toEqual(s.options.printed);
    expect(rules.view(start({ scenario: "turning-fight" }), "allies").printed).toBeUndefined();
    // Read back from JSON (as a stored game is), the box is compiled again to the same types.
    const back = JSON.parse(JSON.stringify(s.options));
    expect(boxOf(back).typeOf.get("fokker-dr1")).toBe(plane(s, "G1").type);
  });
});

describe("printed values: dice, combat tables, briefings, Time Freezing", () => {
  it("the game rolls the printed dice: a face the built-in die reads as a hit, the printed one as a miss", () => {
    expect(plane(fireOnce({}), "G1").damage.structure).toBeGreaterThan(0);
    expect(plane(fireOnce({ printed: { dice: allMiss } }), "G1").damage.structure).toBe(0);
  });

  it("the printed range steps set the die of a shot", () => {
    const die = (printed?: object) =>
      rules
        .view(toFire(printed ? { printed } : {}), "allies")
        .shots.find((x) => x.plane === "A1" && x.crew === 0)?.die;
    const plain = die();
    const further = die({ combat: { range: [-2, -2, -2, -2, -2] } });
    expect(plain).toBeDefined();
    expect(further).toBeDefined();
    expect(further).not.toBe(plain);
  });

  it("a printed briefing sets a generated mission's length and its flak markers", () => {
    const mission = (printed?: object) =>
      setUp({
        scenario: "mission",
        missions: { allies: "recon", germans: "patrol" },
        flight: {
          allies: [{ type: "re8", skill: "expert" }],
          germans: [{ type: "albatros-d5", skill: "expert" }],
        },
        ...(printed ? { printed } : {}),
      });
    const printed = { briefings: { recon: { turns: 7, enemyFlak: 4 }, patrol: { turns: 5 } } };
    expect(mission(printed).lastTurn).toBe(7);
    expect(mission().lastTurn).not.toBe(7);
    expect(boxOf(mission(printed).options).briefings.recon.enemyFlak).toBe(4);
  });

  it("a printed set-up table sets a generated mission's sky", () => {
    // Every sky roll a thunderstorm: the weather of a mission rolled on all 1s.
    const setup = { sky: [{ from: 1, to: 20, name: "Storms", storm: 25 }] };
    const sky = (printed?: object) =>
      setUp({
        scenario: "mission",
        missions: { allies: "patrol", germans: "patrol" },
        ...(printed ? { printed } : {}),
      }).weather.storm;
    expect(sky({ setup })).toBe(25);
    expect(sky()).toBeNull();
  });

  it("a printed Time Freezing table is the game's", () => {
    const freeze = [[11], [5, 11]];
    expect(boxOf(rules.parseOptions({ printed: { freeze } })).freeze).toEqual(freeze);
    expect(boxOf(rules.parseOptions({})).freeze).toBeUndefined();
  });
});

describe("printed values: faults", () => {
  const refused = (printed: unknown) => () =>
    rules.parseOptions({ scenario: "turning-fight", printed });
  it("names the part and the field, and sets nothing up", () => {
    expect(refused({ dice: { faces: { grey: [{ result: "miss" }, { result: "1" }] } } })).toThrow(
      /printed values: dice: .*Grey die's face 1 needs a test icon/,
    );
    expect(refused({ planes: [{ ...myDr1, drag: undefined }] })).toThrow(
      /printed values: planes: plane 1: drag/,
    );
    expect(refused({ combat: { flakDie: "purple" } })).toThrow(/printed values: combat: .*purple/);
    expect(refused({ briefings: { recon: { turns: 0 } } })).toThrow(
      /printed values: briefings: recon › turns: must be at/,
    );
    expect(refused({ freeze: [[11], [5]] })).toThrow(/printed values: freeze: .*speed 2 needs 2/);
    expect(refused({ setup: { airfield: { apart: 99 } } })).toThrow(
      /printed values: setup: airfield › apart/,
    );
    expect(refused({ sleeves: 1 })).toThrow(/printed values: .*sleeves/);
    expect(refused({ planes: [myDr1, myDr1] })).toThrow(/fokker-dr1.*twice/);
    expect(refused({ planes: new Array(41).fill(myDr1) })).toThrow(/printed values: planes/);
  });
});

describe("printed values: whole games", () => {
  it("random games with printed planes and dice end, and replay exactly from their record", () => {
    const printed = { planes: [myDr1, spad], dice: allMiss, combat: { flakLow: 1 } };
    for (let g = 0; g < 6; g++) {
      const rng = seedRng(g + 40);
      let m = createMatch(rules, rules.parseOptions({ scenario: "turning-fight", printed }), {
        mode: "seeded",
        seed: 900 + g,
      });
      while (!rules.outcome(m.state)) {
        const seat = toAct(m.state)[0];
        m = play(rules, m, seat, randomBot(rules.view(m.state, seat), rng));
      }
      // Fire rolled only misses on the printed dice.
      expect(m.state.planes.every((p) => p.damage.structure === 0 || p.fate !== null)).toBe(true);
      expect(replay(rules, JSON.parse(JSON.stringify(recordOf(m)))).state).toEqual(m.state);
    }
  }, 60000);
});
