/**
 * A board file's MegaHex radius through the game: who is engaged (the order
 * of movement, easy turns, Time Freezing pools and calls), how far a pilot
 * sees, where a flak barrage fires and what the view names; and games on
 * such a board replay exactly from their log.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../engine/dice.js";
import { createMatch, play, recordOf, replay } from "../../../engine/match.js";
import { gameSeed, seedRng } from "../../../engine/rng.js";
import { HIT2 } from "../dice/alea.js";
import { byPurpose, type PurposeDice } from "../dice/scripted.js";
import { playRandom } from "../fast.js";
import { placeOf } from "../flight/path.js";
import { planeOf, type WvAction, type WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { ENGAGED, SEEN, TARGET_IN_SIGHT, UNSEEN } from "../spotting/order.js";
import {
  actWith,
  CLEAR_SKY_ROLLS,
  flyLevel,
  plane,
  type Rule,
  SEE,
  sightAndOrder,
} from "../test-game.js";
import { megaCentre, megaOf } from "./grid.js";

const RADIUS_1 = { megaRadius: 1, matWidth: 42 };
const RADIUS_3 = { megaRadius: 3, matWidth: 74 };

const start = (options: Record<string, unknown>, board?: unknown) =>
  structuredClone(
    rules.setup(rules.parseOptions({ ...options, board }), byPurpose([/./, 1])),
  ) as WvState;

function put(s: WvState, id: string, col: number, level: number, heading: "E" | "W") {
  const p = plane(s, id);
  p.place = placeOf({ col, level }, heading);
  p.flight.half = 2 * level;
}

/** Both sides set every throttle to its lowest; the last one starts the turn on `dice`. */
function throttles(s: WvState, dice: () => PurposeDice): WvState {
  let st = s;
  for (const seat of ["allies", "germans"])
    for (;;) {
      const t = rules.view(st, seat).throttles.find((x) => x.chosen === null);
      if (!t) break;
      const a: WvAction = { type: "throttle", plane: t.plane, value: Math.min(...t.choices) };
      st = rules.act(st, seat, a, dice());
    }
  return st;
}

const sightOf = (s: WvState, a: string, b: string) => {
  const n = s.planes.length;
  const i = s.planes.findIndex((p) => p.id === a);
  const j = s.planes.findIndex((p) => p.id === b);
  return s.sight[i * n + j];
};

describe("engagement on the board's MegaHexes", () => {
  it("head-on (7 Hexes apart in adjacent MegaHexes of radius 2): not engaged on radius-1 MegaHexes, 3 apart", () => {
    const pools = (board?: unknown) => {
      const s = throttles(start({ scenario: "head-on" }, board), () => byPurpose(...SEE));
      if (s.phase.kind !== "move") throw new Error("not the movement step");
      return s;
    };
    const two = pools();
    const one = pools(RADIUS_1);
    // both see the other (a Spotting Test that sees), as on the default board
    expect(sightOf(one, "A1", "G1")).toBe(SEEN);
    expect(two.phase.kind === "move" && two.phase.pools).toEqual({ A1: ENGAGED, G1: ENGAGED });
    expect(one.phase.kind === "move" && one.phase.pools).toEqual({
      A1: TARGET_IN_SIGHT,
      G1: TARGET_IN_SIGHT,
    });
    // an easy turn is barred while engaged, open when not
    const moves = (s: WvState) => rules.view(s, "allies").moves.map((m) => m.name);
    expect(moves(two)).not.toContain("turn-easy");
    expect(moves(one)).toContain("turn-easy");
  });

  it("8 Hexes apart (two MegaHexes of radius 2): engaged on radius-3 MegaHexes", () => {
    const at = (board?: unknown) => {
      const s = start({ scenario: "head-on" }, board);
      put(s, "A1", 40, 10, "E");
      put(s, "G1", 48, 10, "W");
      const t = throttles(s, () => byPurpose(...SEE));
      return t.phase.kind === "move" ? t.phase.pools : null;
    };
    expect(at()).toEqual({ A1: TARGET_IN_SIGHT, G1: TARGET_IN_SIGHT });
    expect(at(RADIUS_3)).toEqual({ A1: ENGAGED, G1: ENGAGED });
  });

  it("Time Freezing: the engaged pool and the standing calls follow the board's MegaHexes", () => {
    const timeFreezing = { scenario: "head-on", rules: { timeFreezing: true } };
    const calls = (s: WvState) => rules.view(s, "allies").throttles[0];
    const two = start(timeFreezing);
    const one = start(timeFreezing, RADIUS_1);
    expect(calls(two).calls).toEqual([1, 2, 3, 4, 5]);
    expect(calls(one).calls).toEqual([]);
    expect(calls(one).callWhy).toBe("not engaged: no enemy plane in its MegaHex or the next");
    const groups = (s: WvState) => {
      const t = throttles(s, () => byPurpose(...SEE));
      return t.phase.kind === "move" ? t.phase.groups : null;
    };
    expect(groups(two)).toEqual([["A1", "G1"]]);
    expect(groups(one)).toEqual([]);
  });
});

describe("spotting on the board's MegaHexes", () => {
  it("18 Hexes apart: 8 radius-1 MegaHexes (out of range, no test), 5 of radius 2 (an 'i' does not reach), 3 of radius 3 (an 'i' sees)", () => {
    const look = (board?: unknown) => {
      const s = start({ scenario: "head-on" }, board);
      put(s, "A1", 40, 15, "E");
      put(s, "G1", 58, 15, "W");
      const rolled: string[] = [];
      const t = throttles(s, () => {
        const d = byPurpose(...sightAndOrder(1));
        const roll = d.roll.bind(d);
        d.roll = (sides, purpose) => {
          rolled.push(purpose);
          return roll(sides, purpose);
        };
        return d;
      });
      return { seen: sightOf(t, "A1", "G1"), tests: rolled.filter((p) => /looks for/.test(p)) };
    };
    expect(look(RADIUS_1)).toEqual({ seen: UNSEEN, tests: [] });
    const two = look();
    expect(two.seen).toBe(UNSEEN);
    expect(two.tests).toHaveLength(2);
    expect(look(RADIUS_3).seen).toBe(SEEN);
  });
});

describe("flak on the board's MegaHexes", () => {
  const hit: Rule[] = [
    [/flak barrage/, { result: HIT2 }],
    [/hit location/, 10],
  ];
  const act = actWith(...SEE, ...hit);

  /** Balloon Busting (Allies) against CAP on `board`: the Germans place one flak marker a turn. */
  const balloonBusting = (board: unknown) =>
    structuredClone(
      rules.setup(
        rules.parseOptions({ scenario: "mission", year: 1917, board }),
        byPurpose([/Allied mission/, 2], [/which/, 1], ...CLEAR_SKY_ROLLS),
      ),
    ) as WvState;

  function barrage(board: unknown, col: number, level: number) {
    let s = balloonBusting(board);
    const n = s.planes.length;
    const a = s.planes.findIndex((p) => p.id === "A1");
    const g = s.planes.findIndex((p) => p.id === "G1");
    put(s, "A1", 50, 12, "E");
    s.planes[a].flight.speed = 2;
    s.sight[g * n + a] = SEEN;
    s = act(s, "germans", { type: "flak", col, level });
    let t = throttles(s, () => byPurpose(...SEE, ...hit));
    const view = rules.view(t, "allies");
    t = flyLevel(t, act, "A1");
    const before = plane(t, "A1").damage.structure;
    const after = act(t, "allies", { type: "move", plane: "A1", move: "level" });
    return { view, s: t, damage: plane(after, "A1").damage.structure - before };
  }

  it("a barrage on the MegaHex of Hex 55, level 12 covers the plane's end Hex (52, 12) on radius 3, not on radius 2", () => {
    const three = barrage(RADIUS_3, 55, 12);
    const two = barrage(undefined, 55, 12);
    // the view names each barrage by its MegaHex's centre on the board's overlay
    expect(three.view.flak).toEqual([{ side: "germans", hex: { col: 52, level: 12 } }]);
    expect(three.s.flak).toEqual([{ side: "germans", mega: megaOf({ col: 55, level: 12 }, 3) }]);
    expect(megaCentre(three.s.flak[0].mega, 3)).toEqual({ col: 52, level: 12 });
    expect(two.view.flak).toEqual([{ side: "germans", hex: { col: 56, level: 10 } }]);
    // the plane ending its move there takes the flak attack's 2 damage on radius 3 only
    expect(three.damage).toBe(2);
    expect(two.damage).toBe(0);
  });

  it("the MegaHexes offered are those of the board: on or next to the seen enemy's", () => {
    const offered = (board?: unknown) => {
      const s = balloonBusting(board);
      const n = s.planes.length;
      put(s, "A1", 50, 12, "E");
      s.sight[s.planes.findIndex((p) => p.id === "G1") * n] = SEEN;
      return rules.view(s, "germans").flakMarkers.options;
    };
    // a MegaHex and its six neighbours, each named by its centre
    for (const [board, r] of [
      [RADIUS_1, 1],
      [undefined, 2],
      [RADIUS_3, 3],
    ] as const) {
      const o = offered(board);
      expect(o).toHaveLength(7);
      const own = megaOf({ col: 50, level: 12 }, r);
      expect(o.map((h) => megaCentre(megaOf(h, r), r))).toEqual(o);
      expect(o.filter((h) => megaOf(h, r) === own)).toHaveLength(1);
    }
    // Hex 55, level 12 is offered on radius 2 and 3, too far on radius 1
    const has = (board: unknown, r: number) =>
      offered(board).some((h) => megaOf(h, r) === megaOf({ col: 55, level: 12 }, r));
    expect([has(RADIUS_1, 1), has(undefined, 2), has(RADIUS_3, 3)]).toEqual([false, true, true]);
  });
});

describe("a photograph over the target's MegaHex", () => {
  /** 1917, Allied roll 6: Recon (a two-seater photographs the target). */
  function overfly(board: unknown, short: number) {
    let s = structuredClone(
      rules.setup(
        rules.parseOptions({ scenario: "mission", year: 1917, board }),
        byPurpose([/Allied mission/, 6], [/German mission/, 4], [/which/, 1], ...CLEAR_SKY_ROLLS),
      ),
    ) as WvState;
    expect(s.missions?.allies).toBe("recon");
    const act = actWith(...SEE);
    const r = s.planes.find(
      (p) => p.side === "allies" && planeOf(p.type).code === "R",
    ) as WvState["planes"][0];
    const t = s.targets.find((x) => x.side === "germans") as WvState["targets"][0];
    // flying level east at speed 2, ending `short` columns before the target's
    put(s, r.id, t.hex.col - short - 2, 10, "E");
    r.flight.speed = 2;
    s = flyLevel(
      throttles(s, () => byPurpose(...SEE)),
      act,
      r.id,
    );
    s = act(s, "allies", { type: "move", plane: r.id, move: "level" });
    return s.tallies.allies.photographed;
  }

  it("3 columns short of the target: within a MegaHex of radius 3, not of radius 2", () => {
    expect(overfly(undefined, 2)).toBe(true);
    expect(overfly(undefined, 3)).toBe(false);
    expect(overfly(RADIUS_3, 3)).toBe(true);
    expect(overfly(RADIUS_1, 2)).toBe(false);
  });
});

describe("games on a board with other MegaHexes", () => {
  it("the view tells the radius", () => {
    expect(rules.view(start({ scenario: "head-on" }), "allies").megaRadius).toBe(2);
    expect(rules.view(start({ scenario: "head-on" }, RADIUS_3), "allies").megaRadius).toBe(3);
  });

  for (const [name, board] of [
    ["radius 1", RADIUS_1],
    ["radius 3", RADIUS_3],
  ] as const)
    it(`${name}: random games end and replay exactly from their log`, { timeout: 60000 }, () => {
      for (const [g, input] of [
        { scenario: "two-on-two", rules: { timeFreezing: true } },
        { scenario: "mission", year: 1917 },
        { scenario: "head-on" },
        { scenario: "balloon-scramble" },
      ].entries()) {
        const options = rules.parseOptions({ ...input, board });
        const m0 = createMatch(rules, options, { mode: "seeded", seed: gameSeed(31, g) });
        const s: WvState = structuredClone(m0.state);
        const dice = new SeededDice(m0.rng as [number, number, number, number]);
        const log = playRandom(s, dice, seedRng(g ^ 0x5bd1e995), true, () => {});
        expect(rules.outcome(s)).not.toBeNull();
        let m = m0;
        for (const e of log) m = play(rules, m, e.seat, e.action as never);
        expect({ ...m.state, revealed: false, events: [] }).toEqual({ ...s, revealed: false });
        expect(replay(rules, JSON.parse(JSON.stringify(recordOf(m)))).state).toEqual(m.state);
      }
    });
});
