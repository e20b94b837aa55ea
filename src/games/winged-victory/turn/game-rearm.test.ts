/**
 * Ruling W16: a plane that lands over its own side stays in the fight on the
 * ground, refuels and rearms once it has rolled to a stop, and takes off
 * again (ruling W15). Scripted dice.
 */
import { describe, expect, it } from "vitest";
import type { AnyRules } from "../../../engine/contract.js";
import { FAIL } from "../dice/alea.js";
import { takeoffSpeed } from "../flight/field.js";
import { placeOf } from "../flight/path.js";
import { planeOf, type WvState } from "../game/state.js";
import { actWith, flyLevel, holdFire, plane, SEE, setThrottles, start } from "../test-game.js";
import { upgradeLog } from "../upgrade.js";

const act = actWith(
  [/regain control/, { icon: FAIL }],
  [/clears a jammed gun/, { icon: FAIL }],
  ...SEE,
);

/** A1 at level 1, speed 3, leaking, a magazine spent and its gun jammed, over its own side; A1 to move. */
function comingHome(): WvState {
  const s = structuredClone(start({ scenario: "head-on" }));
  const a = plane(s, "A1");
  a.place = placeOf({ col: 10, level: 1 }, "E");
  a.flight.half = 2;
  a.flight.attitude = "level";
  a.flight.speed = 3;
  a.damage.leaking = true;
  const c = a.ammo.findIndex((x) => x !== null);
  a.ammo[c] = { magazine: 1, rounds: 1, needsReload: true };
  a.jammed[c] = true;
  return flyLevel(
    setThrottles(s, act, () => 0),
    act,
    "A1",
  );
}

/** One whole turn: A1 at throttle `throttle` flies `move`, everyone else level at full throttle; nobody fires. */
function turn(s: WvState, throttle: number, move: string): WvState {
  let t = setThrottles(s, act, (c) => (c.includes(throttle) ? throttle : Math.max(...c)));
  t = flyLevel(t, act, "A1");
  t = act(t, "allies", { type: "move", plane: "A1", move });
  return holdFire(flyLevel(t, act), act);
}

describe("landing at home (ruling W16)", () => {
  it("stays in the fight on the ground, its leak over, nobody scores", () => {
    const s = comingHome();
    const t = act(s, "allies", { type: "move", plane: "A1", move: "dive-shallow:1" });
    const a = plane(t, "A1");
    expect(a.fate).toBeNull();
    expect(a.flight.grounded).toBe(true);
    expect(a.damage.leaking).toBe(false);
    expect(a.landed).toBe(t.turn);
    expect(t.vp.germans).toBe(s.vp.germans);
    expect(t.events).toContain("A1 lands on its own side: it refuels and rearms once stopped");
  });

  it("rolls to a stop at throttle 0, rearms at the next turn's start, and takes off again", () => {
    let t = act(comingHome(), "allies", { type: "move", plane: "A1", move: "dive-shallow:1" });
    t = holdFire(flyLevel(t, act), act);
    const c = plane(t, "A1").ammo.findIndex((x) => x !== null);
    const speeds: number[] = [];
    // Still rolling: not yet rearmed.
    while (plane(t, "A1").flight.speed > 0) {
      expect(plane(t, "A1").jammed[c]).toBe(true);
      t = turn(t, 0, "level");
      speeds.push(plane(t, "A1").flight.speed);
      expect(speeds.length).toBeLessThan(6);
    }
    expect(speeds[speeds.length - 1]).toBe(0);
    // Stopped at the end of a turn: the next turn starts with it refuelled and rearmed.
    const gun = planeOf(plane(t, "A1").type).crew[c].weapon;
    expect(plane(t, "A1").ammo[c]).toEqual({
      magazine: 0,
      rounds: gun?.magazines[0],
      needsReload: false,
    });
    expect(t.events).toContain("A1 refuels and rearms on the ground");
    expect(plane(t, "A1").jammed[c]).toBe(false);
    // Full throttle until it reaches its take-off speed, then a shallow climb takes it up.
    const type = planeOf(plane(t, "A1").type);
    for (let k = 0; plane(t, "A1").flight.speed < takeoffSpeed(type); k++) {
      t = turn(t, Number.POSITIVE_INFINITY, "level");
      expect(plane(t, "A1").flight.grounded).toBe(true);
      expect(k).toBeLessThan(6);
    }
    t = setThrottles(t, act);
    t = flyLevel(t, act, "A1");
    t = act(t, "allies", { type: "move", plane: "A1", move: "climb-shallow" });
    expect(plane(t, "A1").flight.grounded).not.toBe(true);
    expect(plane(t, "A1").fate).toBeNull();
  });

  it("starts an engine its leak had stopped once refuelled (rules version 8), and flies off with it", () => {
    // Glided home with its engine stopped: the leak ran out before it landed.
    const s = comingHome();
    const a0 = plane(s, "A1");
    a0.damage.leaking = false;
    a0.damage.engineStopped = true;
    let t = act(s, "allies", { type: "move", plane: "A1", move: "dive-shallow:1" });
    expect(plane(t, "A1").flight.grounded).toBe(true);
    t = holdFire(flyLevel(t, act), act);
    // Throttle 0 is all a stopped engine offers: the plane rolls to a stop.
    for (let k = 0; plane(t, "A1").flight.speed > 0; k++) {
      expect(plane(t, "A1").damage.engineStopped).toBe(true);
      t = turn(t, 0, "level");
      expect(k).toBeLessThan(6);
    }
    expect(plane(t, "A1").damage.engineStopped).toBe(false);
    expect(plane(t, "A1").restarted).toBe(t.turn);
    expect(t.events).toContain(
      "A1 refuels and rearms on the ground: its engine, stopped by the leak, runs again",
    );
    // Its throttle opens again, up to the take-off speed.
    const type = planeOf(plane(t, "A1").type);
    for (let k = 0; plane(t, "A1").flight.speed < takeoffSpeed(type); k++) {
      t = turn(t, Number.POSITIVE_INFINITY, "level");
      expect(k).toBeLessThan(6);
    }
    t = setThrottles(t, act);
    t = flyLevel(t, act, "A1");
    t = act(t, "allies", { type: "move", plane: "A1", move: "climb-shallow" });
    expect(plane(t, "A1").flight.grounded).not.toBe(true);
  });
});

describe("a version 6 or 7 log (rules version 8)", () => {
  /** Rules whose game is only its set-up: planes, one of them landed at home or not, its engine run again or not. */
  const rulesWith = (landed?: number, restarted?: number): AnyRules => ({
    id: "winged-victory",
    title: "Winged Victory",
    version: 8,
    seats: () => ["allies", "germans"],
    parseOptions: (o: unknown) => o,
    parseAction: (a: unknown) => a,
    setup: () => ({ planes: [{ id: "A1", landed, restarted }, { id: "G1" }] }),
    view: () => ({ actions: [] }),
    act: (s: unknown) => s,
    outcome: () => null,
    describe: () => "",
  });
  const v6 = {
    system: "winged-victory",
    version: 6,
    options: {},
    dice: { mode: "seeded", seed: 1 },
    setupRolls: [],
    entries: [],
  };

  it("is read as version 8 where no plane landed at home", () => {
    expect(upgradeLog(v6, rulesWith()).version).toBe(8);
  });

  it("reads a version 7 log where a plane landed at home but no engine ran again", () => {
    expect(upgradeLog({ ...v6, version: 7 }, rulesWith(4)).version).toBe(8);
  });

  it("refuses a version 7 log, saying why, where a refuelled engine would run again", () => {
    expect(() => upgradeLog({ ...v6, version: 7 }, rulesWith(4, 7))).toThrow(
      /A1 refuelled at home in turn 7 with its engine stopped by a leak: version 7 .* left the engine stopped/,
    );
  });

  it("is refused, saying why, where a plane landed at home (version 6 took it out)", () => {
    expect(() => upgradeLog(v6, rulesWith(4))).toThrow(
      /A1 landed over its own side in turn 4: version 6 .* took it out of the fight/,
    );
  });
});
