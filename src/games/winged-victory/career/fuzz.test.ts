/**
 * Random careers: random legal steps with random mission results never
 * throw, never get stuck, always end at the end date, replay exactly from
 * their log (undos included), and never make an impossible squadron.
 */
import { describe, expect, it } from "vitest";
import { NeedRoll } from "../../../engine/errors.js";
import {
  canUndo,
  createMatch,
  type Match,
  play,
  recordOf,
  replay,
  undo,
} from "../../../engine/match.js";
import { faceOf, gameSeed, nextUint32, type RngState, seedRng } from "../../../engine/rng.js";
import { planeOf } from "../game/state.js";
import { addDays } from "./calendar.js";
import type { CareerOptions } from "./options.js";
import { randomStep } from "./random-play.js";
import { type CareerAction, wingedVictoryCareer as rules, SEAT } from "./rules.js";
import type { CareerState } from "./state.js";

type M = Match<CareerState, CareerAction, CareerOptions>;
const n = (rng: RngState, k: number) => faceOf(nextUint32(rng), k) - 1;

function impossible(s: CareerState): string | null {
  const ranks = s.tables.ranks[s.corps].length;
  for (const a of s.airmen) {
    if (a.victories < 0 || a.missions < 0) return `${a.id} has negative counts`;
    if (a.rank < 0 || a.rank >= ranks) return `${a.id} has a rank off the ladder`;
    if (a.awards.length > s.tables.awards[s.corps].length) return `${a.id} has too many awards`;
    if (a.status === "wounded" && !a.back) return `${a.id} is wounded with no date to come back`;
    if (
      a.role === "pilot" &&
      a.skill !== "ace" &&
      a.victories >= s.tables.aceVictories &&
      a.missions > 0
    )
      return `${a.id} has ${a.victories} victories and is no ace`;
    if (a.role === "gunner" && a.skill !== "expert") return `${a.id}: a gunner is always expert`;
  }
  if (s.date < s.start || s.date > s.end) return `the date ${s.date} is outside the career`;
  for (let i = 1; i < s.missions.length; i++)
    if (s.missions[i].date <= s.missions[i - 1].date)
      return "two missions on one day, or out of order";
  for (const m of s.missions) {
    const ids = m.crews.flatMap((c) => c.crew);
    if (new Set(ids).size !== ids.length) return `mission ${m.n}: an airman flies twice`;
    if (m.crews.length > m.slots) return `mission ${m.n}: more planes than slots`;
    for (const c of m.crews) {
      const p = s.planes.find((x) => x.serial === c.plane);
      if (!p) return `mission ${m.n}: no plane ${c.plane}`;
      if (planeOf(p.type).crew.length !== c.crew.length)
        return `mission ${m.n}: a crew of the wrong size`;
    }
    if (m.report && m.confirmed !== undefined)
      for (const id of ids) {
        const later = s.missions.filter(
          (x) => x.n > m.n && x.crews.some((c) => c.crew.includes(id)),
        );
        const a = s.airmen.find((x) => x.id === id);
        const fell = m.report.planes.some((p, _k) => {
          const crew = m.crews.find((c) => c.plane === p.plane)?.crew ?? [];
          return p.crew[crew.indexOf(id)] === "killed";
        });
        if (fell && later.length > 0) return `${id} flies after he was killed`;
        if (fell && a?.status !== "killed") return `${id} was killed but is ${a?.status}`;
      }
  }
  return null;
}

function randomOptions(rng: RngState): unknown {
  const corps = n(rng, 2) === 0 ? "rfc" : "luftstreitkrafte";
  const roles = corps === "rfc" ? ["fighter", "two-seater", "bomber"] : ["fighter", "two-seater"];
  const start = addDays("1916-01-01", n(rng, 1000));
  const end = addDays(start, 10 + n(rng, 80));
  return {
    corps,
    role: roles[n(rng, roles.length)],
    start,
    end: end > "1918-11-11" ? "1918-11-11" : end,
  };
}

function playCareer(options: unknown, seed: number, undos: boolean): M {
  const rng = seedRng(seed ^ 0x5bd1e995);
  let m: M = createMatch(rules, rules.parseOptions(options), { mode: "seeded", seed });
  for (let k = 0; !rules.outcome(m.state); k++) {
    if (k > 20000) throw new Error("the career does not end");
    if (undos && n(rng, 8) === 0 && canUndo(rules, m)) {
      m = undo(rules, m, SEAT);
      continue;
    }
    const v = rules.view(m.state, SEAT);
    expect(v.actions.length, `stuck in ${m.state.phase.kind}`).toBeGreaterThan(0);
    const before = k < 400 ? JSON.stringify(m.state) : "";
    const was = m.state;
    m = play(rules, m, SEAT, randomStep(m.state, rng));
    // A step never changes the state it was given.
    if (before) expect(JSON.stringify(was)).toBe(before);
    const bad = impossible(m.state);
    if (bad) throw new Error(bad);
  }
  return m;
}

describe("Squadron Career random careers", () => {
  it("plays 100 random careers to their end date, with undos, and replays each exactly", {
    timeout: 120000,
  }, () => {
    for (let g = 0; g < 100; g++) {
      const seed = gameSeed(1916, g);
      const options = randomOptions(seedRng(seed));
      const m = playCareer(options, seed, true);
      expect(m.state.phase.kind).toBe("over");
      expect(m.state.date).toBe(m.state.end);
      const again = replay(rules, JSON.parse(JSON.stringify(recordOf(m))));
      expect(again.state).toEqual(m.state);
    }
  });

  it("plays a whole war, June 1917 to the Armistice", { timeout: 120000 }, () => {
    const m = playCareer({}, 11, false);
    expect(m.state.missions.length).toBeGreaterThan(100);
    expect(rules.outcome(m.state)?.summary).toMatch(/missions/);
    expect(replay(rules, recordOf(m)).state).toEqual(m.state);
  });

  it("plays on dice typed in at the table: every roll asked, the same career as seeded", () => {
    const seeded = playCareer(
      { start: "1917-03-01", end: "1917-04-15", role: "two-seater" },
      5,
      false,
    );
    // The same steps on manual dice, answering each asked roll with the seeded value.
    const values = [...seeded.setupRolls.map((r) => r.value)];
    let m: M = createMatch(rules, seeded.options, { mode: "manual" }, values);
    for (const e of seeded.entries) {
      const given = e.rolls.map((r) => r.value);
      expect(() => play(rules, m, SEAT, e.action, given.slice(0, -1))).toSatisfy(
        (f: () => unknown) => given.length === 0 || throwsNeedRoll(f),
      );
      m = play(rules, m, SEAT, e.action, given);
    }
    expect(m.state).toEqual(seeded.state);
  });
});

function throwsNeedRoll(f: () => unknown): boolean {
  try {
    f();
    return false;
  } catch (e) {
    return e instanceof NeedRoll;
  }
}
