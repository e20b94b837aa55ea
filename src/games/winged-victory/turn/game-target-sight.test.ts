/** The text's spotting question 5 in the game: a ground target must be spotted to be fired at. */
import { describe, expect, it } from "vitest";
import { FAIL } from "../dice/alea.js";
import { byPurpose, type Want } from "../dice/scripted.js";
import { placeOf } from "../flight/path.js";
import type { WvAction, WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { bombing1916, flyLevel, lowest, plane, setThrottles } from "../test-game.js";
import { shotChoices } from "./fire.js";
import { hexOfPlane } from "./fly.js";

const ORDER: [RegExp, Want][] = [
  [/looks for [AG]/, { icon: 2 }],
  [/order of movement: Allies/, 1],
  [/order of movement: Germans/, 2],
];

/** 1916, Allied 10 = Bombing; the Allied fighter flies level toward the German target and ends 3 Hexes short of it. */
function approach(spotFace: Want) {
  const d = byPurpose([/looks for T/, spotFace], ...ORDER);
  const act = (s: WvState, seat: string, a: WvAction) => rules.act(s, seat, a, d);
  const s0 = structuredClone(bombing1916());
  const k = s0.targets.findIndex((t) => t.side === "germans");
  const t0 = s0.targets[k];
  const f = s0.planes.find(
    (p) => p.side === "allies" && p.type !== "hp-o400",
  ) as WvState["planes"][0];
  f.place = placeOf({ col: t0.hex.col - 5, level: t0.hex.level + 1 }, "E");
  f.flight.half = 2 * (t0.hex.level + 1);
  f.flight.speed = 2;
  const s = flyLevel(setThrottles(s0, act, lowest), act);
  return { s, id: f.id, k, rolls: d.rolls };
}

describe("spotting a ground target before firing at it", () => {
  it("a failed Spotting Test leaves the target out of the pilot's shots; a passed one opens them", () => {
    const seen = approach({ icon: 2 });
    const missed = approach({ icon: FAIL });
    // Then it dives at the battery, 3 Hexes short of it, guns free: the shots open at T.
    const at = (r: ReturnType<typeof approach>) => {
      const f = plane(r.s, r.id);
      const t = r.s.targets[r.k].hex;
      f.place = placeOf({ col: t.col - 3, level: 2 }, "E");
      f.flight.half = 4;
      f.flight.attitude = "dive-shallow";
      f.pilotFires = true;
      expect(hexOfPlane(f)).toEqual({ col: t.col - 3, level: 2 });
      return shotChoices(r.s, "allies").filter((c) => c.plane === r.id && c.target === `T${r.k}`);
    };
    const look = (r: ReturnType<typeof approach>) =>
      r.rolls.filter((x) => x.purpose.includes(`${r.id} looks for T${r.k}`));
    expect(look(seen).length).toBeGreaterThan(0);
    expect(at(seen).length).toBeGreaterThan(0);
    expect(look(missed).length).toBeGreaterThan(0);
    expect(at(missed)).toEqual([]);
  });
});
