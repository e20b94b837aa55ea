/**
 * The ground in the game (ruling W15): a slow shallow dive from level 1 lands
 * the plane (over the enemy's side it leaves the fight; at home, turn/game-rearm.test.ts); anything faster crashes.
 */
import { describe, expect, it } from "vitest";
import { FAIL } from "../dice/alea.js";
import { landingSpeed } from "../flight/field.js";
import { placeOf } from "../flight/path.js";
import { planeOf, type WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, flyLevel, plane, SEE, setThrottles, start } from "../test-game.js";

/** Every throttle at 0. */
const idle = () => 0;
const act = actWith([/regain control/, { icon: FAIL }], ...SEE);

/** A1 level at level 1 with `speed`, far from A2 (over the Germans' side unless `home`); returns the state with A1 to move. */
function lowAndSlow(speed: number, level = 1, leaking = true, home = false): WvState {
  const s = structuredClone(start({ scenario: "head-on" }));
  const a = plane(s, "A1");
  a.place = placeOf({ col: home ? 10 : s.front + 4, level }, "E");
  a.flight.half = 2 * level;
  a.flight.attitude = "level";
  a.flight.speed = speed;
  a.damage.leaking = leaking;
  return flyLevel(setThrottles(s, act, idle), act, "A1");
}

describe("the ground in the game", () => {
  it("a shallow dive of one level from level 1 at landing speed lands: over the enemy's side the plane leaves the fight, its leak over, the enemy scores", () => {
    const s = lowAndSlow(3);
    expect(landingSpeed(planeOf(plane(s, "A1").type))).toBeGreaterThanOrEqual(3);
    const vp = s.vp.germans;
    const t = act(s, "allies", { type: "move", plane: "A1", move: "dive-shallow:1" });
    const a = plane(t, "A1");
    expect(a.fate).toBe("landed");
    expect(a.flight.grounded).toBe(true);
    expect(a.damage.leaking).toBe(false);
    expect(t.vp.germans).toBe(vp + planeOf(a.type).vp);
    expect(t.tallies.germans.enemyDowned).toBe(1);
    // Half a Hex of shallow dive to touch down (2 quarters), then the rest of
    // its speed 3 rolled along the ground (two level Hexes, 4 quarters each).
    expect(a.place.x4 - plane(s, "A1").place.x4).toBe(2 + 2 * 4);
    expect(t.events.some((e) => /A1 lands/.test(e))).toBe(true);
  });

  it("the same dive too fast crashes", () => {
    const s = lowAndSlow(landingSpeed(planeOf(plane(lowAndSlow(3), "A1").type)) + 1);
    const t = act(s, "allies", { type: "move", plane: "A1", move: "dive-shallow:1" });
    expect(plane(t, "A1").fate).toBe("downed");
    expect(t.events.some((e) => /crashes/.test(e))).toBe(true);
  });
});

describe("the caution side in the view", () => {
  it("a plane whose turn starts on its stall box shows its caution side without damage", () => {
    const s0 = lowAndSlow(3, 15, false);
    expect(rules.view(s0, "allies").planes.find((p) => p.id === "A1")?.cautionSide).toBe(false);
    const stall = planeOf(plane(s0, "A1").type).stallAtOrBelow.medium;
    const t = lowAndSlow(stall, 15, false);
    const v = rules.view(t, "allies").planes.find((p) => p.id === "A1");
    expect(plane(t, "A1").flight.outOfControl).toBe("stall");
    expect(v?.caution).toBe(false);
    expect(v?.cautionSide).toBe(true);
  });
});

describe("level flight for the whole turn", () => {
  it("a reload needs a whole turn of level flight: the optional extra diving Hex before levelling out breaks it", () => {
    const reloaded = (extra: boolean) => {
      const s = structuredClone(start({ scenario: "head-on", rules: { extraDivingHex: extra } }));
      const a = plane(s, "A1");
      a.flight.attitude = "dive-shallow";
      a.flight.half = 2 * 15 - 1;
      const ammo = a.ammo.find((x) => x !== null);
      if (!ammo) throw new Error("A1 has no gun");
      ammo.needsReload = true;
      let t = flyLevel(setThrottles(s, act, idle), act, "A1");
      t = act(t, "allies", { type: "move", plane: "A1", move: "level" });
      return plane(t, "A1").ammo.find((x) => x !== null)?.needsReload === false;
    };
    expect(reloaded(false)).toBe(true);
    expect(reloaded(true)).toBe(false);
  });
});
