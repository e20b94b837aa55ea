/** The computer pilot's fire choice: the die's worth from the Alea faces, and a long burst's jam. */
import { describe, expect, it } from "vitest";
import type { WvView } from "../games/winged-victory/view/view.js";
import { burstsLeft, dieStats, fireChoice } from "./wv-fire.js";

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

/** The firer: an S.E.5a (magazines of 6 and 4) with `rounds` left on its first. */
const firer = (rounds = 6) => ({
  id: "A1",
  type: "se5a",
  ammo: [{ magazine: 0, rounds, needsReload: false, jammed: false }],
  damage: { structure: 0, structureBoxes: 12, crew: ["healthy"], onFire: false },
});

const view = (
  turn: number,
  shots: ReturnType<typeof shot>[],
  planes: object[] = [plane("G1", 0)],
  rounds = 6,
) =>
  ({
    phase: "fire",
    turn,
    lastTurn: 10,
    shots,
    planes: [firer(rounds), ...planes],
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

  it("counts the bursts left on the metal plate, and keeps the last ones for a strong die", () => {
    expect(burstsLeft(view(3, []), "A1", 0)).toBe(10);
    expect(burstsLeft(view(3, [], [], 2), "A1", 0)).toBe(6);
    // Turn 3 of 10: eight turns to fight. Ten bursts are plenty: a green shot is fired.
    const green = shot("G1", "green", "green");
    expect(fireChoice(view(3, [green]), "allies")).toMatchObject({ type: "shoot" });
    // With the second magazine gone (two bursts left) the green one waits, an orange one does not.
    const scarce = (s: ReturnType<typeof shot>) => {
      const v = view(3, [s]);
      (v.planes[0].ammo[0] as { magazine: number; rounds: number }).magazine = 1;
      (v.planes[0].ammo[0] as { magazine: number; rounds: number }).rounds = 2;
      return v;
    };
    expect(burstsLeft(scarce(green), "A1", 0)).toBe(2);
    expect(fireChoice(scarce(green), "allies")).toEqual({ type: "hold" });
    expect(fireChoice(scarce(shot("G1", "orange", "orange")), "allies")).toMatchObject({
      type: "shoot",
    });
  });

  it("holds when there is no shot", () => {
    expect(fireChoice(view(3, []), "allies")).toEqual({ type: "hold" });
  });
});
