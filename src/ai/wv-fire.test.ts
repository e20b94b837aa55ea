/** The computer pilot's fire choice: the die's worth from the Alea faces, and a long burst's jam. */
import { describe, expect, it } from "vitest";
import type { WvView } from "../games/winged-victory/view.js";
import { dieStats, fireChoice } from "./wv-fire.js";

const shot = (target: string, die: string, longDie: string) => ({
  plane: "A1",
  crew: 0,
  target,
  range: 2,
  baseDie: die,
  die,
  longDie,
  modifiers: [],
  actions: [false, true].map((longBurst) => ({
    type: "shoot" as const,
    plane: "A1",
    crew: 0,
    target,
    longBurst,
  })),
});

const plane = (id: string, structure: number) => ({
  id,
  damage: { structure, structureBoxes: 12, crew: ["healthy"], onFire: false },
});

const view = (turn: number, shots: ReturnType<typeof shot>[], planes = [plane("G1", 0)]) =>
  ({
    phase: "fire",
    turn,
    lastTurn: 10,
    shots,
    planes,
    actions: [...shots.flatMap((s) => s.actions), { type: "hold" }],
  }) as unknown as WvView;

describe("the computer pilot's fire", () => {
  it("reads each die's worth and jam chance from its faces, stronger up the ladder", () => {
    expect(dieStats("black").value).toBeGreaterThan(dieStats("red").value);
    expect(dieStats("red").value).toBeGreaterThan(dieStats("white").value);
    // The black die has one 1-damage face in six.
    expect(dieStats("black").jam).toBeCloseTo(1 / 6);
  });

  it("fires a short burst on the top die (a long one adds nothing but the jam)", () => {
    const a = fireChoice(view(3, [shot("G1", "black", "black")]), "allies");
    expect(a).toEqual({ type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: false });
  });

  it("keeps a long burst for when it pays: always in the last turn, not early on a small step", () => {
    const s = shot("G1", "red", "blue");
    expect(fireChoice(view(10, [s]), "allies")).toMatchObject({ longBurst: true });
    expect(fireChoice(view(2, [s]), "allies")).toMatchObject({ longBurst: false });
  });

  it("prefers the stronger die, and on equal dice the plane nearer to going down", () => {
    const a = fireChoice(
      view(3, [shot("G1", "red", "red"), shot("G2", "black", "black")]),
      "allies",
    );
    expect(a).toMatchObject({ target: "G2" });
    const hurt = view(
      3,
      [shot("G1", "red", "red"), shot("G2", "red", "red")],
      [plane("G1", 0), plane("G2", 8)],
    );
    expect(fireChoice(hurt, "allies")).toMatchObject({ target: "G2" });
  });

  it("holds when there is no shot", () => {
    expect(fireChoice(view(3, []), "allies")).toEqual({ type: "hold" });
  });
});
