/** The computer's guess at what it cannot see starts from what its seat last saw. */
import { describe, expect, it } from "vitest";
import { seedRng } from "../../engine/rng.js";
import { noteSightings } from "./board.js";
import { determinize } from "./determinize.js";
import { hawksOverMalta } from "./rules.js";
import type { HawksState } from "./state.js";
import { act, plane, position } from "./test-helpers.js";
import { hawksView } from "./view.js";

describe("what a seat last saw", () => {
  const start = (): HawksState => {
    const s = position(
      [
        plane("A1", "BR20", 2, 2, 2, { hits: 1, bombed: true }),
        plane("B1", "Gladiator", 5, 5, 4),
        plane("A2", "CR42", 0, 0, 4),
      ],
      {
        clouds: [
          { x: 2, y: 3, alt: 2 },
          { x: 6, y: 0, alt: 3 },
        ],
        lastSeen: { axis: {}, british: {} },
      },
    );
    noteSightings(s);
    return s;
  };

  it("keeps a foe plane's square, altitude, hits and bombing once it goes into a cloud", () => {
    const { s } = act(start(), "axis", { type: "step", dir: "S" });
    const view = hawksOverMalta.view(s, "british");
    expect(view.planes.map((p) => p.id)).not.toContain("A1");
    expect(view.lastSeen).toEqual([{ id: "A1", x: 2, y: 2, alt: 2, hits: 1, bombed: true }]);
    // The Axis sees its own plane: nothing is "last seen" of it.
    expect(hawksOverMalta.view(s, "axis").lastSeen).toEqual([]);
  });

  it("puts an unseen plane in the hiding cloud nearest its last sighting, with what was seen of it", () => {
    const { s } = act(start(), "axis", { type: "step", dir: "S" });
    for (let seed = 0; seed < 20; seed++) {
      const world = determinize(hawksView(s, "british"), "british", seedRng(seed));
      const a1 = world.planes.find((p) => p.id === "A1");
      expect(a1).toMatchObject({ x: 2, y: 3, alt: 2, hits: 1, bombed: true, down: false });
    }
  });
});
