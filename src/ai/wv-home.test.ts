/** The computer pilot goes home to rearm (ruling W16) when its guns are empty, and glides home with its engine stopped. */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../engine/dice.js";
import { seedRng } from "../engine/rng.js";
import { type PlaneState, planeOf, type WvState } from "../games/winged-victory/game/state.js";
import { hexOfPlane } from "../games/winged-victory/game/state-plane.js";
import { wingedVictory as rules } from "../games/winged-victory/rules.js";
import { applyInPlace } from "../games/winged-victory/turn/actions.js";
import { landsHome } from "../games/winged-victory/turn/ground.js";
import { toAct } from "../games/winged-victory/turn/turn.js";
import { wvView } from "../games/winged-victory/view/view.js";
import { homing, spent } from "./wv-home.js";
import { chooseAction, newPilotMemory } from "./wv-search.js";

/** Empties every gun aboard `p`. */
function empty(p: PlaneState): void {
  const crew = planeOf(p.type).crew;
  p.ammo = p.ammo.map((a, k) => {
    const w = crew[k].weapon;
    return a && w ? { magazine: w.magazines.length, rounds: 0, needsReload: false } : a;
  });
}

/** Head-on over 30 turns, both planes' guns emptied by `prepare`; the pilot (no playouts) flies both sides. */
function play(prepare: (s: WvState) => void, turns: number, seed = 7) {
  const dice = new SeededDice(seedRng(seed));
  const s = rules.setup(rules.parseOptions({ scenario: "head-on", turns: 30 }), dice);
  prepare(s);
  const memory = { allies: newPilotMemory(), germans: newPilotMemory() };
  const events: string[] = [];
  const seen: { turn: number; a1: PlaneState }[] = [];
  for (let step = 0; s.phase.kind !== "over" && s.turn <= turns && step < 3000; step++) {
    const side = toAct(s).find((x) => wvView(s, x).actions.length > 0) ?? toAct(s)[0];
    const action = chooseAction(
      wvView(s, side),
      side,
      { budgetMs: 100000, maxTrials: 0, seed: step },
      memory[side],
    );
    s.events = [];
    applyInPlace(s, side, action, dice);
    for (const e of s.events) events.push(`t${s.turn} ${e}`);
    seen.push({ turn: s.turn, a1: structuredClone(s.planes[0]) });
  }
  return { s, events, seen };
}

describe("going home", () => {
  it("counts a plane spent only when every gun aboard is empty", () => {
    const s = rules.setup(rules.parseOptions({ scenario: "head-on" }), new SeededDice(seedRng(1)));
    const p = s.planes[0];
    expect(spent(p)).toBe(false);
    expect(homing(s, p)).toBe(false);
    // The S.E.5a's first magazine spent, the second waiting behind the solid line: not spent.
    p.ammo[0] = { magazine: 1, rounds: 4, needsReload: true };
    expect(spent(p)).toBe(false);
    empty(p);
    expect(spent(p)).toBe(true);
    expect(homing(s, p)).toBe(true);
    // No front to land behind: nowhere to go home to.
    expect(homing({ ...s, front: -1 }, p)).toBe(false);
  });

  it("flies an emptied S.E.5a home, lands it over its own side, rearms it and takes off again", () => {
    const { events, seen } = play((s) => {
      for (const p of s.planes) empty(p);
    }, 20);
    const a1 = events.filter((e) => e.includes(" A1 "));
    const landed = events.findIndex((e) => e.includes("A1 lands on its own side"));
    const rearmed = events.findIndex((e) => e.includes("A1 refuels and rearms"));
    const off = events.findIndex((e) => /A1 flies .*takes off/.test(e));
    expect(landed, a1.join("\n")).toBeGreaterThanOrEqual(0);
    expect(rearmed).toBeGreaterThan(landed);
    expect(off).toBeGreaterThan(rearmed);
    // It landed over its own side (a forced landing would take it out), and is in the air again, rearmed.
    const s = rules.setup(rules.parseOptions({ scenario: "head-on" }), new SeededDice(seedRng(1)));
    const down = seen.find((x) => x.a1.flight.grounded === true);
    expect(down && landsHome(s, down.a1, hexOfPlane(down.a1).col)).toBe(true);
    expect(seen.at(-1)?.a1.flight.grounded).not.toBe(true);
    expect(seen.at(-1)?.a1.fate).toBeNull();
    expect(spent(seen.at(-1)?.a1 as PlaneState)).toBe(false);
  });

  it("glides a plane with its engine stopped home instead of landing over the enemy's side", () => {
    const { s, events } = play((s) => {
      const p = s.planes[0];
      // Over the enemy's side of the front, its engine stopped: left alone it lands there, forced down.
      p.place.x4 = 240; // column 60, three past the front (57), heading east
      p.damage.engineStopped = true;
      for (const q of s.planes) empty(q);
    }, 30);
    const a1 = s.planes[0];
    expect(landsHome(s, a1, 60)).toBe(false);
    expect(
      events.some((e) => e.includes("A1 lands on its own side")),
      events.join("\n"),
    ).toBe(true);
    expect(a1.fate).toBeNull();
  });
});
