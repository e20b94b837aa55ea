/** The optional 60° line through the game: where a level bomber releases its bombs. */
import { describe, expect, it } from "vitest";
import { byPurpose, type Want } from "../dice/scripted.js";
import { placeOf } from "../flight/path.js";
import type { WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { CLEAR_SKY_ROLLS } from "../test-game.js";

const SEE: [RegExp, Want][] = [
  [/looks for/, { icon: 2 }],
  [/order of movement: Allies/, 1],
  [/order of movement: Germans/, 2],
];

/** How many bombing rolls a turn of level flight makes, the Handley Page starting `back` Hexes short of the target. */
function bombs(sixtyDegreeLine: boolean, back: number): number {
  let s = structuredClone(
    rules.setup(
      rules.parseOptions({ scenario: "mission", year: 1916, rules: { sixtyDegreeLine } }),
      byPurpose([/Allied mission/, 10], [/German mission/, 1], [/which/, 1], ...CLEAR_SKY_ROLLS),
    ),
  );
  // 1916: Allied 10 = Bombing (1 B + 1 F); the loaded Handley Page flies level at 12, 3 Hexes east.
  const hp = s.planes.find((p) => p.type === "hp-o400") as WvState["planes"][0];
  expect(hp.loaded).toBe(true);
  const t0 = s.targets[0];
  hp.place = placeOf({ col: t0.hex.col - back, level: 12 }, "E");
  hp.flight.half = 24;
  hp.flight.speed = 3;
  const d = byPurpose([/bombing the/, { icon: 0 }], ...SEE);
  for (const seat of ["allies", "germans"])
    for (;;) {
      const t = rules.view(s, seat).throttles.find((x) => x.chosen === null);
      if (!t) break;
      s = rules.act(
        s,
        seat,
        { type: "throttle", plane: t.plane, value: Math.max(...t.choices) },
        d,
      );
    }
  while (s.phase.kind === "move") {
    const m = s.phase.order[s.phase.next];
    const side = s.planes.find((p) => p.id === m)?.side as string;
    s = rules.act(s, side, { type: "move", plane: m, move: "level" }, d);
  }
  return d.rolls.filter((r) => /bombing the/.test(r.purpose)).length;
}

describe("optional 60° line, through the game", () => {
  it("across the vertical over the target: bombs only without the rule", () => {
    expect(bombs(false, 2)).toBe(1);
    expect(bombs(true, 2)).toBe(0);
  });
  it("across the 60° line, well short of the target: bombs only with the rule", () => {
    expect(bombs(true, 7)).toBe(1);
    expect(bombs(false, 7)).toBe(0);
  });
});
