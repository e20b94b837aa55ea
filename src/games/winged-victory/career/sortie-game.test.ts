/** A career mission flown in Sortie: the game set up with the squadron's planes and pilots, its result read back as a report. */
import { describe, expect, it } from "vitest";
import { SeededDice, scriptedDice } from "../../../engine/dice.js";
import { gameSeed, seedRng } from "../../../engine/rng.js";
import { BOTS } from "../bots.js";
import { wingedVictory } from "../rules.js";
import { applyInPlace } from "../turn/actions.js";
import { toAct } from "../turn/turn.js";
import { wvView } from "../view/view.js";
import { type CareerAction, wingedVictoryCareer as rules, SEAT } from "./rules.js";
import { gameOptions, reportFromGame, whereOf } from "./sortie-game.js";
import type { CareerState } from "./state.js";
import { mission, newCareer, step } from "./test-helpers.js";

function crewed(s: CareerState): CareerState {
  return step(s, rules.view(s, SEAT).actions[0] as CareerAction).s;
}

describe("a career mission flown in Sortie", () => {
  it("sets the game up with the briefing's missions, our planes and pilots, the attached and the enemy's", () => {
    // A two-seater squadron on a Scramble: one R.E.8 of ours, a fighter attached (d2: S.E.5a);
    // the Germans fly Bombing with a DFW (recruit) and an Albatros (ace).
    let s = newCareer({ role: "two-seater", start: "1917-07-02" }, [6, 3]);
    s = step(s, { type: "roll-mission" }, [1, 1, 1, 6]).s;
    s = crewed(s);
    const m = mission(s);
    const o = wingedVictory.parseOptions(gameOptions(s, m));
    // Nothing is rolled for the missions or the planes; only the sky (1: clear) and the sun (6: none).
    const d = scriptedDice([1, 6]);
    const g = wingedVictory.setup(o, d);
    expect(d.rolls.map((r) => r.purpose)).toEqual([
      "weather: the sky (d20)",
      "weather: the sun (d6)",
    ]);
    expect(g.missions).toEqual({ allies: "scramble", germans: "bombing" });
    // Flying Scramble, our planes start on their airfield.
    expect(g.planes.filter((p) => p.side === "allies").every((p) => p.flight.grounded)).toBe(true);
    expect(g.planes.map((p) => [p.id, p.type, p.skill])).toEqual([
      ["A1", s.planes[0].type, "ace"],
      ["A2", "se5a", "expert"],
      ["G1", "dfw-c5", "recruit"],
      ["G2", "albatros-d5", "ace"],
    ]);
  });

  it("sets up a Winged Victory game for every mission the dice can roll, for either corps", () => {
    for (const corps of ["rfc", "luftstreitkrafte"]) {
      for (let seed = 1; seed <= 120; seed++) {
        const dice = new SeededDice(seedRng(seed));
        let s = rules.setup(rules.parseOptions({ start: "1918-06-01", corps }), dice);
        s = rules.act(s, SEAT, { type: "roll-mission" }, dice);
        s = rules.act(s, SEAT, rules.view(s, SEAT).actions[0] as CareerAction, dice);
        const m = mission(s);
        const o = wingedVictory.parseOptions(gameOptions(s, m));
        expect(wingedVictory.setup(o, dice).missions, `${corps}, seed ${seed}`).toEqual(m.missions);
      }
    }
  });

  it("refuses chosen planes of the wrong side or without the missions", () => {
    expect(() =>
      wingedVictory.parseOptions({
        scenario: "mission",
        missions: { allies: "patrol", germans: "patrol" },
        flight: {
          allies: [{ type: "fokker-d7", skill: "ace" }],
          germans: [{ type: "albatros-d5", skill: "ace" }],
        },
      }),
    ).toThrow(/flight › Allies #1: "fokker-d7" is not an Allied plane/);
    expect(() =>
      wingedVictory.parseOptions({
        scenario: "mission",
        flight: {
          allies: [{ type: "camel", skill: "ace" }],
          germans: [{ type: "albatros-d5", skill: "ace" }],
        },
      }),
    ).toThrow(/only with the missions/);
  });

  it("reads where a plane came down against the front line (reconstructed: one Hex either side is no-man's-land)", () => {
    const s = newCareer();
    expect([
      whereOf(s, 50, 57),
      whereOf(s, 56, 57),
      whereOf(s, 58, 57),
      whereOf(s, 60, 57),
    ]).toEqual(["own", "no-mans-land", "no-mans-land", "enemy"]);
    const g = newCareer({ corps: "luftstreitkrafte" });
    expect(whereOf(g, 50, 57)).toBe("enemy");
  });

  it("flies whole missions between computer players and takes each game's result as a report the career accepts", {
    timeout: 60000,
  }, () => {
    const seen = new Set<string>();
    for (let n = 0; n < 12; n++) {
      const corps = n % 2 === 0 ? "rfc" : "luftstreitkrafte";
      let s = rules.setup(
        rules.parseOptions({ corps, start: "1918-06-01" }),
        new SeededDice(seedRng(gameSeed(7, n))),
      );
      s = rules.act(s, SEAT, { type: "roll-mission" }, new SeededDice(seedRng(gameSeed(8, n))));
      s = crewed(s);
      const m = mission(s);
      const dice = new SeededDice(seedRng(gameSeed(9, n)));
      const rng = seedRng(gameSeed(10, n));
      const g = wingedVictory.setup(wingedVictory.parseOptions(gameOptions(s, m)), dice);
      for (let k = 0; g.phase.kind !== "over"; k++) {
        if (k > 5000) throw new Error("the game did not end");
        const side = toAct(g)[0];
        g.events = [];
        applyInPlace(g, side, BOTS.greedy(wvView(g, side), rng), dice);
      }
      const report = reportFromGame(s, m, wvView(g, s.side));
      const after = rules.act(s, SEAT, { type: "report", report }, scriptedDice([]));
      expect(after.phase.kind).toBe("report");
      const ours = g.planes.filter((p) => p.side === s.side);
      m.crews.forEach((c, k) => {
        const p = ours[k];
        const r = report.planes[k];
        expect(r.plane).toBe(c.plane);
        if (p.fate === "downed" || p.damage.crew[0] === "dead") expect(r.fate).toBe("downed");
        else expect(r.fate).toBe(p.fate ?? "home");
        if (r.fate !== "home") seen.add(r.fate);
      });
      if (report.claims.length > 0) seen.add("claim");
    }
    // The games brought something other than a quiet return to read, or the test read nothing.
    expect(seen.size).toBeGreaterThan(0);
  });

  it("reads each fate, where it fell, the crews and the claims from a finished game", () => {
    let s = newCareer({}, [3, 3]);
    s = step(s, { type: "roll-mission" }, [4, 4, 3, 3]).s; // Patrol against Patrol: two Albatros D.V, experts
    s = crewed(s);
    const m = mission(s);
    const dmg = (crew: string[], structure = 0) => ({
      structure,
      structureBoxes: 12,
      ailerons: 0,
      elevator: 0,
      rudder: 0,
      controls: { ailerons: 0, elevator: 0, rudder: 0 },
      engine: 0,
      speedLoss: 0,
      engineStopped: false,
      leaking: false,
      leakTurns: 0,
      onFire: false,
      tankPunctured: false,
      crew,
      destroyed: false,
    });
    const plane = (
      id: string,
      side: "allies" | "germans",
      fate: string | null,
      col: number,
      crew: string[],
      structure = 0,
      hitBy: { plane: string; crew: number } | null = null,
    ) => ({
      id,
      side,
      fate,
      hex: { col, level: 0 },
      damage: dmg(crew, structure),
      hitBy,
    });
    const result = (g1HitBy: { plane: string; crew: number } | null) => ({
      front: 57,
      accomplished: { allies: true, germans: false },
      planes: [
        plane("A1", "allies", "landed", 56, ["wounded"], 3, { plane: "G1", crew: 0 }),
        plane("A2", "allies", null, 40, ["dead"]),
        plane("G1", "germans", "downed", 50, ["dead"], 0, g1HitBy),
        plane("G2", "germans", "fled", 100, ["healthy"]),
      ],
    });
    // G1 came down last hit by A2's pilot (ruling G18): his claim.
    const r = reportFromGame(s, m, result({ plane: "A2", crew: 0 }));
    expect(r).toEqual({
      accomplished: true,
      planes: [
        {
          plane: m.crews[0].plane,
          fate: "landed",
          where: "no-mans-land",
          damaged: true,
          crew: ["wounded"],
        },
        { plane: m.crews[1].plane, fate: "downed", where: "own", damaged: false, crew: ["killed"] },
      ],
      claims: [{ by: m.crews[1].crew[0], enemy: 0, fate: "downed", where: "own" }],
      fled: [1],
    });
    // Came down with no plane's fire on it, or last hit by an attached plane: no one's claim.
    expect(reportFromGame(s, m, result(null)).claims).toEqual([]);
    expect(reportFromGame(s, m, result({ plane: "A3", crew: 0 })).claims).toEqual([]);
    expect(rules.act(s, SEAT, { type: "report", report: r }, scriptedDice([])).phase.kind).toBe(
      "report",
    );
  });
});
