/**
 * A generated mission's set-up rolls (missions/roll.ts): the sky and the sun
 * on the reconstructed table, each cloud counter's MegaHex, the storm kept
 * above the starts, and a side flying Scramble starting on its airfield.
 */
import { describe, expect, it } from "vitest";
import { type Dice, RecordingDice, SeededDice } from "../../../engine/dice.js";
import { seedRng } from "../../../engine/rng.js";
import { type Hex, megaCentre, megaOf } from "../board/grid.js";
import { type BoardGeometry, DEFAULT_BOARD, onBoardOf, parseBoard } from "../board/grid-board.js";
import { sunHex } from "../board/weather.js";
import { byPurpose } from "../dice/scripted.js";
import { placeOf } from "../flight/path.js";
import { planeOf, type WvState } from "../game/state.js";
import { hexOfPlane } from "../game/state-plane.js";
import { wingedVictory as rules } from "../rules.js";
import { type Rule, SEE } from "../test-game.js";
import type { MissionId, Side } from "./missions.js";
import { airfieldStart, cloudMegas, rollSky, STORM_CLEARANCE, stormBase } from "./roll.js";
import { SETUP_TABLE, withSetupTable } from "./setup.js";

/** Dice whose every face is chosen by a function of the die and the roll's purpose. */
class Faces extends RecordingDice {
  constructor(private readonly pick: (sides: number, purpose: string) => number) {
    super();
  }
  protected next(sides: number, purpose: string): number {
    return this.pick(sides, purpose);
  }
}

/** A generated mission with chosen missions, its planes the first of each code. */
function mission(missions: Record<Side, MissionId>, dice: Dice, board?: unknown): WvState {
  return rules.setup(rules.parseOptions({ scenario: "mission", missions, board }), dice);
}

/** The rolls: sky `sky`, sun `sun`, the first free MegaHex for each cloud counter. */
const weatherDice = (sky: number, sun = 6, more: Rule[] = []) =>
  byPurpose(
    ...more,
    [/which/, 1],
    [/^weather: the sky \(d20\)$/, sky],
    [/^weather: the sun \(d6\)$/, sun],
    [/its MegaHex/, 1],
  );

const RECON_PATROL = { allies: "recon", germans: "patrol" } as const;

/** Where the planes start and the targets stand. */
const starts = (s: WvState): Hex[] => [...s.planes.map(hexOfPlane), ...s.targets.map((t) => t.hex)];

/** Checks every cloud counter of `s` on its board: a MegaHex centre on the board, in its band, clear of the starts, one a MegaHex; the storm above the starts. */
function checkClouds(s: WvState, board: BoardGeometry, where: string) {
  const radius = board.megaRadius ?? 2;
  const blocked = new Set(starts(s).map((h) => megaOf(h, radius)));
  const used = new Set<number>();
  const bands: [Hex[], { from: number; to: number }][] = [
    [s.weather.lowStratus, SETUP_TABLE.lowStratusLevels],
    [s.weather.cumulus, SETUP_TABLE.cumulusLevels],
  ];
  for (const [hexes, band] of bands)
    for (const h of hexes) {
      expect(onBoardOf(h, 3, board), `${where}: ${JSON.stringify(h)} on the board`).toBe(true);
      expect(h.level, where).toBeGreaterThanOrEqual(band.from);
      expect(h.level, where).toBeLessThanOrEqual(band.to);
      const m = megaOf(h, radius);
      expect(megaCentre(m, radius), where).toEqual(h);
      expect(blocked.has(m), `${where}: a cloud on a start or a target`).toBe(false);
      expect(used.has(m), `${where}: two counters on one MegaHex`).toBe(false);
      used.add(m);
    }
  if (s.weather.storm !== null)
    for (const h of starts(s)) expect(s.weather.storm - h.level, where).toBeGreaterThanOrEqual(3);
}

describe("the sky table at set-up", () => {
  it("each row places its weather: haze, storm, stratus and its cloud counters", () => {
    for (const row of SETUP_TABLE.sky)
      for (const roll of new Set([row.from, row.to])) {
        const d = weatherDice(roll);
        const s = mission(RECON_PATROL, d);
        const w = s.weather;
        expect(w.haze, row.name).toBe(row.haze);
        expect(w.storm, row.name).toBe(row.storm);
        expect(w.highStratus, row.name).toBe(row.highStratus);
        expect(w.mediumStratus, row.name).toBe(row.mediumStratus);
        expect(w.lowStratus, row.name).toHaveLength(row.lowStratus);
        expect(w.cumulus, row.name).toHaveLength(row.cumulus);
        expect(w.sun).toBeNull();
        checkClouds(s, DEFAULT_BOARD, row.name);
        const note = d.rolls.find((r) => r.purpose === "weather: the sky (d20)")?.result;
        expect(note).toMatch(new RegExp(`^${roll} → ${row.name}`));
        // One roll a counter, after the sky and the sun.
        expect(d.rolls.filter((r) => /its MegaHex/.test(r.purpose))).toHaveLength(
          row.lowStratus + row.cumulus,
        );
      }
  });

  it("tells each roll in words, and the first face of a cloud's die is the westernmost free MegaHex", () => {
    const d = weatherDice(20, 3);
    const s = mission(RECON_PATROL, d);
    expect(d.rolls.map((r) => [r.purpose, r.result])).toEqual([
      ["Allies: which R plane flies", "Sopwith 1½ Strutter"],
      ["Allies: which F plane flies", "S.E.5a"],
      ["Germans: which F plane flies", "Fokker Dr.I"],
      ["Germans: which F plane flies", "Fokker Dr.I"],
      ["weather: the sky (d20)", "20 → Thunderstorm: a storm from level 21 up, 1 cumulus"],
      ["weather: the sun (d6)", "3 → the sun overhead"],
      [
        `weather: cumulus 1 of 1, its MegaHex (d${d.rolls[6].sides})`,
        `Hex ${s.weather.cumulus[0].col}, level ${s.weather.cumulus[0].level}`,
      ],
    ]);
    const free = cloudMegas(SETUP_TABLE.cumulusLevels, {
      mats: 3,
      board: DEFAULT_BOARD,
      keepClear: starts(s),
    });
    expect(d.rolls[6].sides).toBe(free.length);
    expect(s.weather.cumulus).toEqual([free[0]]);
    expect(free[0].col).toBeLessThan(5);
    // The set-up rolls of the weather are shown to both sides.
    for (const seat of ["allies", "germans", null])
      expect(
        rules.visibleSetup?.(d.rolls, seat).filter((r) => /^weather/.test(r.purpose)),
      ).toHaveLength(3);
  });

  it("each sun row puts the sun there (none on a 6), fixed to the board's edges on other mats", () => {
    for (const row of SETUP_TABLE.sun) {
      expect(mission(RECON_PATROL, weatherDice(1, row.from)).weather.sun).toBe(row.sun);
      const wide = mission(RECON_PATROL, weatherDice(1, row.from), { matWidth: 40 }).weather;
      expect(wide.sunAt).toEqual(row.sun ? sunHex(row.sun, 3, 40) : undefined);
    }
    expect(mission(RECON_PATROL, weatherDice(1, 6)).weather).toEqual({
      sun: null,
      haze: null,
      storm: null,
      highStratus: null,
      mediumStratus: null,
      lowStratus: [],
      cumulus: [],
    });
  });

  it("a storm stays above every start and target; no storm where there is no room for it", () => {
    expect(stormBase(21, [{ col: 3, level: 15 }])).toBe(21);
    expect(stormBase(12, [{ col: 3, level: 15 }])).toBe(15 + STORM_CLEARANCE);
    expect(stormBase(25, [{ col: 3, level: 28 }])).toBeNull();
    expect(stormBase(null, [])).toBeNull();
    // A corrected table with a storm from level 5: six planes a side start at levels 13–18.
    const low = withSetupTable(SETUP_TABLE, {
      sky: [{ from: 1, to: 20, name: "Low storm", storm: 5 }],
    });
    const six = Array.from({ length: 6 }, (_, k) => ({ col: 2 + 2 * k, level: 13 + k }));
    const d = byPurpose([/the sky/, 7], [/the sun/, 1]);
    expect(rollSky(low, d, { mats: 3, board: DEFAULT_BOARD, keepClear: six }).storm).toBe(21);
    expect(d.rolls[0].result).toBe(
      "7 → Low storm: a storm from level 21 up (raised from 5, above the starts)",
    );
  });

  it("a corrected table rolls on its own die", () => {
    const t = withSetupTable(SETUP_TABLE, {
      sky: [
        { from: 1, to: 4, name: "Clear" },
        { from: 5, to: 6, name: "Fog", haze: 8 },
      ],
      sun: [{ from: 1, to: 2, sun: "west-high" }],
    });
    const d = byPurpose([/the sky/, 5], [/the sun/, 2]);
    const w = rollSky(t, d, { mats: 3, board: DEFAULT_BOARD, keepClear: [] });
    expect(d.rolls.map((r) => r.purpose)).toEqual([
      "weather: the sky (d6)",
      "weather: the sun (d2)",
    ]);
    expect([w.haze, w.sun]).toEqual([8, "west-high"]);
  });
});

describe("clouds on boards of other sizes", () => {
  const BOARDS = [
    undefined,
    { matWidth: 10 },
    { matWidth: 13 },
    { matWidth: 120 },
    { matWidth: 14, megaRadius: 1 },
    { matWidth: 35, megaRadius: 1 },
    { matWidth: 19, megaRadius: 2 },
    { matWidth: 37, megaRadius: 3 },
    { matWidth: 111, megaRadius: 3 },
  ];
  const PAIRS: Record<Side, MissionId>[] = [
    { allies: "patrol", germans: "cap" },
    { allies: "strategic-bombing", germans: "scramble" },
    { allies: "balloon-busting", germans: "cap" },
  ];
  const cloudy = SETUP_TABLE.sky.filter((r) => r.lowStratus + r.cumulus > 0 || r.storm !== null);

  it("every counter stands on the board, in its band, clear of the starts and targets (first, last and random faces)", () => {
    let placed = 0;
    for (const input of BOARDS) {
      const board = input ? parseBoard(input) : DEFAULT_BOARD;
      for (const missions of PAIRS) {
        // A mission too wide for narrow mats is refused before anything is rolled for the sky.
        const fits = (() => {
          try {
            mission(missions, new SeededDice(seedRng(1)), input);
            return true;
          } catch {
            return false;
          }
        })();
        if (!fits) continue;
        for (const row of cloudy)
          for (const [face, pick] of [
            ["first", () => 1],
            ["last", (n: number) => n],
            ["random", null],
          ] as const) {
            const rng = new SeededDice(seedRng(row.from * 7 + placed));
            const d = new Faces((n, p) =>
              p.startsWith("weather: the sky")
                ? row.from
                : /its MegaHex/.test(p) && pick
                  ? pick(n)
                  : rng.roll(n, p),
            );
            const s = mission(missions, d, input);
            const where = `${JSON.stringify(input)} ${missions.allies} ${row.name} ${face}`;
            expect(s.weather.lowStratus.length + s.weather.cumulus.length, where).toBeGreaterThan(
              0,
            );
            placed += s.weather.lowStratus.length + s.weather.cumulus.length;
            checkClouds(s, board, where);
          }
      }
    }
    expect(placed).toBeGreaterThan(100);
  });

  it("places fewer counters where the board has no free MegaHex left, never one off it", () => {
    const crowded = withSetupTable(SETUP_TABLE, {
      sky: [{ from: 1, to: 1, name: "Overcast", lowStratus: 10, cumulus: 10, storm: 5 }],
    });
    for (const input of BOARDS) {
      const board = input ? parseBoard(input) : DEFAULT_BOARD;
      const s = mission({ allies: "patrol", germans: "cap" }, weatherDice(1), input);
      for (let seed = 1; seed <= 5; seed++) {
        const place = { mats: 3, board, keepClear: starts(s) };
        const w = rollSky(crowded, new SeededDice(seedRng(seed)), place);
        const free = (levels: { from: number; to: number }) => cloudMegas(levels, place).length;
        expect(w.lowStratus.length).toBe(Math.min(10, free(SETUP_TABLE.lowStratusLevels)));
        expect(w.cumulus.length).toBeLessThanOrEqual(10);
        checkClouds({ ...s, weather: w }, board, `${JSON.stringify(input)} seed ${seed}`);
      }
    }
    // Low stratus kept to level 5 on mats 10 Hexes wide: fewer free MegaHexes than counters.
    const one = withSetupTable(crowded, { lowStratusLevels: { from: 5, to: 5 } });
    const narrow = parseBoard({ matWidth: 10 });
    const s = mission({ allies: "patrol", germans: "cap" }, weatherDice(1), { matWidth: 10 });
    const place = { mats: 3, board: narrow, keepClear: starts(s) };
    const few = cloudMegas(one.lowStratusLevels, place);
    expect(few.length).toBeGreaterThan(0);
    expect(few.length).toBeLessThan(10);
    const w = rollSky(one, new SeededDice(seedRng(1)), place);
    expect(w.lowStratus).toHaveLength(few.length);
    expect(w.lowStratus.every((h) => h.level === 5 && onBoardOf(h, 3, narrow))).toBe(true);
  });
});

describe("a side flying Scramble starts on its airfield", () => {
  it("the Germans against Strategic Bombing: on the ground behind the depot, rolling toward the front", () => {
    const s = mission({ allies: "strategic-bombing", germans: "scramble" }, weatherDice(1));
    const depot = s.targets[0];
    expect(depot).toMatchObject({ kind: "depot", side: "germans", hex: { col: 76, level: 0 } });
    const g = s.planes.filter((p) => p.side === "germans");
    expect(g.map((p) => hexOfPlane(p))).toEqual([
      { col: 80, level: 0 },
      { col: 82, level: 0 },
    ]);
    for (const p of g) {
      expect(p.flight.grounded).toBe(true);
      expect(p.place.heading).toBe("W");
      expect(p.place).toEqual(placeOf(hexOfPlane(p), "W"));
      expect(p.flight.speed).toBe(2);
      expect(rules.view(s, "germans").planes.find((v) => v.id === p.id)?.grounded).toBe(true);
    }
    // The raiders fly in at Medium altitude from their own edge, as before.
    expect(s.planes.filter((p) => p.side === "allies").every((p) => !p.flight.grounded)).toBe(true);
  });

  it("the Allies against Bombing: behind the battery, west of the front", () => {
    const s = mission({ allies: "scramble", germans: "bombing" }, weatherDice(1));
    expect(s.targets[0]).toMatchObject({ kind: "battery", side: "allies", hex: { col: 47 } });
    const a = s.planes.filter((p) => p.side === "allies");
    expect(a.map((p) => [hexOfPlane(p).col, hexOfPlane(p).level, p.place.heading])).toEqual([
      [43, 0, "E"],
      [41, 0, "E"],
    ]);
    expect(a.every((p) => p.flight.grounded)).toBe(true);
  });

  it("the airfield stays on the board and on its own side, on mats of any width", () => {
    for (const matWidth of [14, 20, 38, 120]) {
      const s = mission({ allies: "strategic-bombing", germans: "scramble" }, weatherDice(1), {
        matWidth,
      });
      for (const p of s.planes.filter((q) => q.side === "germans")) {
        const h = hexOfPlane(p);
        expect(h.col).toBeGreaterThan(s.front);
        expect(h.col).toBeLessThanOrEqual(3 * matWidth - 3);
      }
    }
    const camel = planeOf("camel");
    expect(airfieldStart(SETUP_TABLE.airfield, camel, "allies", 114, null, 0).col).toBe(57 - 14);
    expect(airfieldStart(SETUP_TABLE.airfield, camel, "germans", 114, null, 1).col).toBe(57 + 16);
  });

  it("rolls a turn on the ground, then takes off (ruling W15)", () => {
    const act = (s: WvState, seat: string, a: Parameters<typeof rules.act>[2]) =>
      rules.act(s, seat, a, byPurpose(...SEE));
    let s = mission({ allies: "strategic-bombing", germans: "scramble" }, weatherDice(1));
    const throttles = (t: WvState) => {
      let st = t;
      for (const seat of ["allies", "germans"])
        for (;;) {
          const x = rules.view(st, seat).throttles.find((y) => y.chosen === null);
          if (!x) break;
          st = act(st, seat, { type: "throttle", plane: x.plane, value: Math.max(...x.choices) });
        }
      return st;
    };
    const flyTo = (t: WvState, id: string | null) => {
      let st = t;
      while (st.phase.kind === "move" && st.phase.order[st.phase.next] !== id) {
        const m = st.phase.order[st.phase.next];
        const side = st.planes.find((p) => p.id === m)?.side as string;
        st = act(st, side, { type: "move", plane: m, move: "level" });
      }
      return st;
    };
    const endTurn = (t: WvState) => {
      let st = flyTo(t, null);
      while (st.phase.kind === "fire")
        st = act(st, st.phase.ready.allies ? "germans" : "allies", { type: "hold" });
      return st;
    };
    // Turn 1: at speed 2, below its take-off speed, the Dr.I only rolls on.
    s = flyTo(throttles(s), "G1");
    const v = rules.view(s, "germans");
    expect(v.moves.map((m) => m.name)).toEqual(["level"]);
    expect(v.unavailable.find((u) => u.name === "climb-shallow")?.reason).toMatch(
      /takes off at speed 3 or more \(speed 2\)/,
    );
    s = endTurn(s);
    expect(s.turn).toBe(2);
    const g1 = s.planes.find((p) => p.id === "G1") as WvState["planes"][0];
    expect(g1.flight.grounded).toBe(true);
    expect(g1.fate).toBeNull();
    // Turn 2: the take-off.
    s = flyTo(throttles(s), "G1");
    expect(rules.view(s, "germans").moves.map((m) => m.name)).toContain("climb-shallow");
    s = act(s, "germans", { type: "move", plane: "G1", move: "climb-shallow" });
    const up = s.planes.find((p) => p.id === "G1") as WvState["planes"][0];
    expect(up.flight.grounded).toBeUndefined();
    expect(up.flight.half).toBe(1);
    expect(up.fate).toBeNull();
  });
});
