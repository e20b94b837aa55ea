/** The first-fight help: the step at hand from the view, and the line read off it. */
import { describe, expect, it } from "vitest";
import {
  type FlightLesson,
  flyLesson,
  lessonById,
} from "../../../../src/games/winged-victory/flight/lessons.js";
import { flightAt } from "../../../../src/games/winged-victory/flight/manoeuvres.js";
import type { WvView } from "../../../../src/games/winged-victory/view/view.js";
import { cueFor, guideFor } from "./guide";
import { pathOf, pieceAt, schoolView } from "./view";

const se5a = pieceAt("A1", "allies", "se5a", { col: 55, level: 8 }, "E", flightAt(8, 7), 7);
const dr1 = pieceAt("G1", "germans", "fokker-dr1", { col: 62, level: 8 }, "W", flightAt(8, 5), 5);
const at = (phase: string, over: Partial<WvView> = {}, pieces = [se5a, dr1]): WvView => ({
  ...schoolView("Head-on", pieces, "A1"),
  phase,
  actions: [{ type: "hold" }],
  ...over,
});

describe("the first-fight help", () => {
  it("names the step: throttle, manoeuvre, fire, waiting, over", () => {
    expect(guideFor(at("throttle")).step).toBe("throttle");
    expect(guideFor(at("move")).step).toBe("move");
    expect(guideFor(at("fire")).step).toBe("fire");
    expect(guideFor(at("move", { actions: [] })).step).toBe("wait");
    expect(guideFor(at("over")).step).toBe("over");
  });
  it("tells how far the enemy is and where, a marker's too when it is not spotted", () => {
    expect(cueFor(at("throttle"))).toBe(
      "G1 (Fokker Dr.I) is 7 Hexes away, ahead of your S.E.5a, at level 8 to your 8.",
    );
    expect(cueFor(at("throttle", {}, [se5a, { ...dr1, marker: true }]))).toMatch(
      /^An enemy not yet spotted \(G1, its marker only\) is 7 Hexes away, ahead of/,
    );
  });
  it("in the manoeuvre step, the manoeuvres that bring the enemy before the gun, else the one that ends nearest it facing it", () => {
    const move = (name: string, col: number, heading: "E" | "W", after: unknown[] = []) => ({
      ...pathOf(se5a, flyLesson(lessonById("climbing") as FlightLesson, 1)[0].result, name),
      name,
      end: { x4: 0, half: 16, heading, attitude: "level", hex: { col, level: 8 } },
      after,
    });
    const far = [
      move("level", 58, "E"),
      move("turn-normal", 57, "W"),
      move("climb-shallow", 56, "E"),
    ];
    expect(cueFor(at("move", { moves: far as WvView["moves"] }))).toMatch(
      /close in, or turn to face it\. Of those that keep your nose toward it, level ends nearest: 4 Hexes from where it is now\.$/,
    );
    const aimed = [
      move("level", 58, "E", [
        { crew: 0, role: "pilot", target: "G1", range: 4, aspect: "front", die: "red" },
      ]),
    ];
    expect(cueFor(at("move", { moves: aimed as WvView["moves"] }))).toMatch(
      /^After this manoeuvre, the enemy as it stands now would be in front of your gun: level \(G1 at range 4\)/,
    );
  });
  it("in the fire step, the shot open and its dice, or that there is none", () => {
    expect(cueFor(at("fire"))).toMatch(/No enemy is in front of your gun/);
    const shot = {
      plane: "A1",
      crew: 0,
      target: "G1",
      range: 3,
      baseDie: "red",
      die: "blue",
      longDie: "black",
      modifiers: [],
      role: "pilot",
      actions: [],
    };
    expect(cueFor(at("fire", { shots: [shot] }))).toBe(
      "G1 is in reach at range 3: a short burst rolls the blue die, a long one the black.",
    );
  });
});
