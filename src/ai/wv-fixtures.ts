/** Winged Victory positions for the computer pilot's tests. */
import { SeededDice } from "../engine/dice.js";
import { seedRng } from "../engine/rng.js";
import type { PlaneState, WvState } from "../games/winged-victory/game/state.js";
import { wingedVictory as rules } from "../games/winged-victory/rules.js";
import { mover } from "../games/winged-victory/turn/turn.js";

/** A scenario's planes with their throttles set, moving in `order` (default: all, as listed). */
export function moving(
  scenario: string,
  order?: (p: PlaneState) => boolean,
): { s: WvState; p: PlaneState } {
  const s = rules.setup(rules.parseOptions({ scenario }), new SeededDice(seedRng(3)));
  for (const p of s.planes) p.throttle = p.flight.speed;
  s.phase = {
    kind: "move",
    order: s.planes.filter((p) => order?.(p) ?? true).map((p) => p.id),
    next: 0,
    pools: {},
    groups: [],
    closed: [],
    freeze: null,
  };
  return { s, p: mover(s) as PlaneState };
}
