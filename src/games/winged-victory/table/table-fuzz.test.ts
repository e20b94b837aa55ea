/**
 * Random legal companion games: every action drawn from the view's list
 * (faces typed at random from those the die asked for has), in several
 * set-ups (one on a printed board from a board file). They never throw, never run out of actions before the end, end
 * within their turns, and replay exactly from their log (and a log file);
 * bad input tried along the way (the wrong die, a face no die has, an
 * impossible manoeuvre, a step out of turn) is refused and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { RuleError } from "../../../engine/errors.js";
import { parseLogFile, toLogFile } from "../../../engine/logfile.js";
import { createMatch, type Match, play, recordOf, replay } from "../../../engine/match.js";
import { wingedVictoryTable as R } from "./rules.js";
import type { TableAction, TableOptions, TableState } from "./state.js";

/** mulberry32: a small seeded generator for the test's choices. */
function random(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

const NO_DICE = scriptedDice([]);

const SETUPS: unknown[] = [
  undefined,
  {
    turns: 6,
    planes: [
      { type: "strutter", side: "allies", level: 9, speed: 4, heading: "E", col: 30 },
      { type: "se5a", side: "allies", level: 11, speed: 6, heading: "E", col: 33, skill: "ace" },
      { type: "dfw-c5", side: "germans", level: 10, speed: 4, heading: "W", col: 37 },
      {
        type: "fokker-d7",
        side: "germans",
        level: 12,
        speed: 5,
        heading: "W",
        col: 36,
        skill: "recruit",
      },
    ],
    spotting: true,
    weather: { sun: "west-high", haze: 11, storm: 20, cumulus: [{ col: 34, level: 14 }] },
    rules: { handlingTests: true, hitAspect: true, targetSize: true, goggles: true },
  },
  {
    positions: false,
    turns: 8,
    planes: [
      { type: "hp-o400", side: "allies", level: 6, speed: 3 },
      { type: "camel", side: "allies", level: 7, speed: 2 },
      { type: "fokker-dr1", side: "germans", level: 2, speed: 1 },
      { type: "albatros-d5", side: "germans", level: 25, speed: 9 },
    ],
    rules: { extraDivingHex: true, westerlies: true, anyThrottle: true },
  },
  {
    // A printed board: MegaHexes of 7 Hexes on two mats 35 Hexes wide; planes near its east edge.
    turns: 6,
    mats: 2,
    board: { megaRadius: 1, matWidth: 35 },
    planes: [
      { type: "camel", side: "allies", level: 14, speed: 5, heading: "E", col: 56 },
      { type: "nieuport28", side: "allies", level: 16, speed: 6, heading: "E", col: 50 },
      { type: "albatros-d5", side: "germans", level: 14, speed: 5, heading: "W", col: 64 },
    ],
    spotting: true,
    weather: { sun: "east-low" },
  },
];

/** Picks an action: settings at the start of a turn and shots a few at most, then on. */
function pick(actions: TableAction[], n: (k: number) => number, fiddled: number): TableAction {
  const onward = actions.find((a) => a.type === "order" || a.type === "fire");
  const end = actions.find((a) => a.type === "end");
  if (end && n(40) === 0) return end;
  if (onward && (fiddled >= 3 || n(3) === 0)) return onward;
  const leave = actions.filter((a) => a.type === "leave");
  if (leave.length > 0 && n(60) === 0) return leave[n(leave.length)];
  const others = actions.filter((a) => a !== onward && a !== end && a.type !== "leave");
  return others.length > 0 ? others[n(others.length)] : (onward ?? actions[0]);
}

/** Bad input in the middle of a game: refused with a RuleError, the state untouched. */
function tryBad(s: TableState, v: ReturnType<typeof R.view>): void {
  const bad: TableAction[] = [];
  if (v.need) {
    const wrong = v.need.die === "red" ? "blue" : "red";
    bad.push(
      { type: "roll", die: wrong, face: "1" },
      { type: "roll", die: v.need.die, face: "banana" },
      { type: "roll", die: v.need.die, face: v.need.die.startsWith("d") ? "0" : "#9" },
      { type: "fire" },
    );
  } else {
    bad.push({ type: "roll", die: "red", face: "2" });
    if (v.moving) bad.push({ type: "move", plane: v.moving, move: "dive-hard:29" });
  }
  const before = structuredClone(s);
  for (const a of bad) {
    expect(() => R.act(s, "table", a, NO_DICE)).toThrow(RuleError);
    expect(s).toEqual(before);
  }
}

/** Time Freezings called in the random games so far. */
let freezes = 0;

function randomGame(input: unknown, seed: number): Match<TableState, TableAction, TableOptions> {
  const n = random(seed);
  let m = createMatch(R, R.parseOptions(input), { mode: "manual" });
  let fiddled = 0;
  let phase = "";
  for (let step = 0; step < 5000; step++) {
    if (R.outcome(m.state)) return m;
    const v = R.view(m.state, "table");
    expect(v.actions.length).toBeGreaterThan(0);
    const key = `${v.turn}:${v.phase}`;
    if (key !== phase) fiddled = 0;
    phase = key;
    if (step % 7 === 0) tryBad(m.state, v);
    const a = pick(v.actions, n, fiddled);
    if (a.type !== "roll" && a.type !== "move") fiddled += 1;
    if (a.type === "move" && a.freeze !== undefined) freezes += 1;
    m = play(R, m, "table", a);
  }
  throw new Error(`game ${seed} did not end`);
}

describe("random table companion games", () => {
  SETUPS.forEach((input, k) => {
    it(`set-up ${k + 1}: end, never stuck, replay exactly`, () => {
      let downed = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const m = randomGame(input, 1000 * k + seed);
        const s = m.state;
        expect(s.phase.kind).toBe("over");
        expect(s.turn).toBeLessThanOrEqual(s.lastTurn);
        const again = replay(R, JSON.parse(JSON.stringify(recordOf(m))));
        expect(again.state).toEqual(s);
        const loaded = parseLogFile(JSON.stringify(toLogFile(m)), () => R);
        expect(loaded.state).toEqual(s);
        downed += s.planes.filter((p) => p.fate === "downed").length;
        // VP: each side scored exactly the dashboard VP of the enemy planes out of the fight.
        const vp = { allies: 0, germans: 0 };
        for (const p of s.planes)
          if (p.fate !== null)
            vp[p.side === "allies" ? "germans" : "allies"] +=
              R.view(s, "table").planes.find((q) => q.id === p.id)?.vp ?? 0;
        expect(s.vp).toEqual(vp);
      }
      // The fights were real: somewhere a plane went down, and time froze.
      if (k === 0) expect(downed).toBeGreaterThan(0);
      if (k === 1) expect(freezes).toBeGreaterThan(0);
    }, 120000);
  });
});
