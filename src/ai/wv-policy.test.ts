/** The computer pilot's manoeuvre score: a hurt enemy in its guns counts for more. */
import { describe, expect, it } from "vitest";
import { seedRng } from "../engine/rng.js";
import { hexDistance } from "../games/winged-victory/board/grid.js";
import { speedBox } from "../games/winged-victory/flight/energy.js";
import { moveName } from "../games/winged-victory/flight/flight.js";
import { type PlaneState, planeOf, type WvState } from "../games/winged-victory/game/state.js";
import { hexOfPlane } from "../games/winged-victory/game/state-plane.js";
import { bandOf, inBand } from "../games/winged-victory/planes/plane.js";
import { movesFor } from "../games/winged-victory/turn/actions.js";
import { gunReady, gunThreat, movesAfter, orderKeys, TEMPLATE, threat } from "./wv-eval.js";
import { moving } from "./wv-fixtures.js";
import {
  chaseMove,
  type EnemyGuess,
  type Flown,
  flyDry,
  scoreFlown,
  WEIGHTS,
} from "./wv-policy.js";

const firstMover = () => moving("head-on");

/** The enemy as the score reads it: two Hexes straight ahead of where `f` leaves `p`, its guns silent. */
function enemyAhead(s: WvState, p: PlaneState, f: Flown, hurt = 0): EnemyGuess {
  const q = s.planes.find((x) => x.side !== p.side) as PlaneState;
  const ahead = f.at.heading === "E" ? 2 : -2;
  const at = { ...f.at, hex: { col: f.at.hex.col + ahead, level: f.at.hex.level } };
  return {
    type: q.type,
    at,
    pilot: false,
    gunners: false,
    keys: orderKeys(q, at),
    evasion: 0,
    hurt,
  };
}

describe("the manoeuvre score", () => {
  it("counts no gun that waits for a reload or is empty, and a reload only in level flight", () => {
    const { s, p } = firstMover();
    // No front line: a plane with its guns empty has no home to rearm at, and fights on (wv-home.ts).
    s.front = -1;
    const level = flyDry(s, p, { kind: "level" });
    const enemy = enemyAhead(s, p, level);
    const turned = { ...level, move: { kind: "turn", turn: "easy", keep: 0 } as const };
    const ammo = p.ammo[0];
    if (!ammo) throw new Error("the S.E.5a's pilot has a gun");
    const score = () => [scoreFlown(s, p, level, [enemy]), scoreFlown(s, p, turned, [enemy])];
    const [readyLevel, readyTurned] = score();
    // Waiting behind the solid line: no shot this turn; level flight reloads it for the next.
    ammo.magazine = 1;
    ammo.needsReload = true;
    const [reloadLevel, reloadTurned] = score();
    // Past the last magazine: nothing.
    ammo.magazine = 2;
    ammo.needsReload = false;
    expect(gunReady(p, 0)).toBe(0);
    const [emptyLevel, emptyTurned] = score();
    // Level flight loses this turn's shot and earns the reload.
    expect(readyLevel - reloadLevel).toBeCloseTo(WEIGHTS.sure - WEIGHTS.rearm, 9);
    expect(reloadLevel).toBeGreaterThan(emptyLevel);
    expect(readyTurned).toBeGreaterThan(reloadTurned);
    expect(reloadTurned).toBe(emptyTurned);
  });

  it("counts a turn that ends in the stall box as the stall it brings, more so low down", () => {
    const { s, p } = firstMover();
    const level = flyDry(s, p, { kind: "level" });
    const plane = planeOf(p.type);
    const at = (lv: number, speed: number) => ({ ...level, level: lv, endSpeed: speed });
    const stall = (lv: number) => inBand(plane.stallAtOrBelow, bandOf(lv));
    expect(speedBox(plane, 5, stall(5) + 1)).toBe("plain");
    // One speed box less: the stall's weight, give or take the speed's own little worth (under 1).
    const low = scoreFlown(s, p, at(5, stall(5) + 1), []) - scoreFlown(s, p, at(5, stall(5)), []);
    expect(low).toBeGreaterThanOrEqual(WEIGHTS.stallLow);
    expect(low).toBeLessThan(WEIGHTS.stallLow + 1);
    const high =
      scoreFlown(s, p, at(15, stall(15) + 1), []) - scoreFlown(s, p, at(15, stall(15)), []);
    expect(high).toBeGreaterThanOrEqual(WEIGHTS.stallHigh);
    expect(high).toBeLessThan(WEIGHTS.stallHigh + 1);
    expect(WEIGHTS.stallLow).toBeGreaterThan(WEIGHTS.stallHigh);
  });

  it("counts an enemy in the guns' line for more the nearer it is to going down", () => {
    const { s, p } = firstMover();
    const f = flyDry(s, p, { kind: "level" });
    const guess = (hurt: number) => enemyAhead(s, p, f, hurt);
    expect(threat(p.type, true, true, f.at, guess(0).at)).toBeGreaterThan(0);
    const sound = scoreFlown(s, p, f, [guess(0)]);
    expect(scoreFlown(s, p, f, [guess(0.5)])).toBeGreaterThan(sound);
    expect(scoreFlown(s, p, f, [guess(1)])).toBeGreaterThan(scoreFlown(s, p, f, [guess(0.5)]));
  });
});

/** The two-on-two's first German mover (the enemies placed by each test). */
const twoOnTwo = () => moving("two-on-two", (p) => p.side === "germans");

/** An enemy of `type` one Hex ahead of where `f` leaves the plane, flying the same way. */
function enemyOf(s: WvState, type: string, f: Flown, pilot: boolean, gunners: boolean): EnemyGuess {
  const q = s.planes.find((x) => x.type === type) as PlaneState;
  const at = {
    ...f.at,
    hex: { col: f.at.hex.col + (f.at.heading === "E" ? 1 : -1), level: f.at.hex.level },
  };
  return { type, at, pilot, gunners, keys: orderKeys(q, at), evasion: 0 };
}

describe("the manoeuvre score's guard against enemy guns", () => {
  it("counts a gunner's template on the plane TEMPLATE times a forward gun's line", () => {
    const { s, p } = twoOnTwo();
    const f = flyDry(s, p, { kind: "level" });
    // Right behind an R.E.8: its observer's rear template bears, its pilot's forward guns do not.
    const silent = enemyOf(s, "re8", f, false, false);
    const armed = enemyOf(s, "re8", f, true, true);
    const t = threat("re8", false, true, armed.at, f.at);
    expect(t).toBeGreaterThan(0);
    expect(threat("re8", true, false, armed.at, f.at)).toBe(0);
    const worth = planeOf(p.type).vp / 3;
    const lost = scoreFlown(s, p, f, [silent]) - scoreFlown(s, p, f, [armed]);
    // What the gunner costs, less the order-of-movement term an armed enemy close by adds.
    const order = movesAfter({ ...orderKeys(p, f.at), speed: f.endSpeed }, armed.keys);
    expect(lost).toBeCloseTo(WEIGHTS.defence * TEMPLATE * t * worth - WEIGHTS.order * order, 9);
    expect(TEMPLATE).toBeGreaterThan(1);
    // The position's evaluation reads the same: the template counted TEMPLATE times, the forward guns once.
    expect(gunThreat("re8", true, true, armed.at, f.at)).toBeCloseTo(TEMPLATE * t, 12);
    expect(gunThreat("re8", true, false, armed.at, f.at)).toBe(0);
    const ahead = enemyAhead(s, p, f).at;
    const forward = threat(p.type, true, false, f.at, ahead);
    expect(forward).toBeGreaterThan(0);
    expect(gunThreat(p.type, true, true, f.at, ahead)).toBe(forward);
  });

  it("has a plane worth more VP keep out of the guns more", () => {
    const { s, p } = twoOnTwo();
    const f = flyDry(s, p, { kind: "level" });
    const armed = enemyOf(s, "re8", f, true, true);
    const silent = enemyOf(s, "re8", f, false, false);
    const cost = (type: string) => {
      const q = { ...p, type };
      const g = { ...f };
      return scoreFlown(s, q, g, [silent]) - scoreFlown(s, q, g, [armed]);
    };
    // The Fokker D.VII (5 VP) against the Albatros D.V (3 VP), in the same place under the same gun.
    const d7 = cost("fokker-d7");
    const alb = cost("albatros-d5");
    expect(d7).toBeGreaterThan(alb);
    expect(planeOf("fokker-d7").vp).toBeGreaterThan(planeOf("albatros-d5").vp);
  });
});

describe("the playouts' plain chase", () => {
  it("flies an open manoeuvre, the one of those drawn that ends nearest the enemy", () => {
    const { s, p } = firstMover();
    const q = s.planes.find((x) => x.side !== p.side) as PlaneState;
    const open = movesFor(s, p).map((m) => moveName(m));
    const m = chaseMove(s, seedRng(4), 200);
    expect(open).toContain(moveName(m));
    // With every manoeuvre drawn, none safe ends nearer the enemy than the chase's.
    const d = (x: Flown) => hexDistance(x.at.hex, hexOfPlane(q));
    const chosen = flyDry(s, p, m);
    for (const o of movesFor(s, p)) {
      const f = flyDry(s, p, o);
      if (f.events.length === 0 && f.level > 2) expect(d(chosen)).toBeLessThanOrEqual(d(f));
    }
  });
});
