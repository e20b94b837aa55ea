/** Manoeuvres in words: the flight computer's notation as the log and the pages say it. */
import { describe, expect, it } from "vitest";
import { describe as describeAction } from "../turn/actions-parse.js";
import { attitudeLabel, engineBoxLabel, eventLabel, moveLabel } from "./move-label.js";

describe("a manoeuvre in words", () => {
  it("says dives, climbs, turns, kept levels and acrobatics as a player would", () => {
    expect(moveLabel("level")).toBe("level");
    expect(moveLabel("dive-shallow:2+turn-easy")).toBe("shallow dive, 2 levels + easy turn");
    expect(moveLabel("dive-hard:1")).toBe("hard dive, 1 level");
    expect(moveLabel("climb-hard+turn-normal")).toBe("hard climb + normal turn");
    expect(moveLabel("turn-hard+keep1")).toBe("hard turn + keep 1");
    expect(moveLabel("wingover:dive-hard")).toBe("wingover, hard dive");
    expect(moveLabel("falling-leaf")).toBe("falling leaf");
    expect(moveLabel("side-slip")).toBe("side-slip");
  });

  it("is how the log names a plane's move, with where it ended", () => {
    expect(
      describeAction({
        type: "move",
        plane: "A1",
        move: "dive-shallow:2+turn-easy",
        to: { col: 51, level: 15 },
      }),
    ).toBe("A1 flies shallow dive, 2 levels + easy turn, ending in Hex 51, level 15");
  });
});

describe("event, attitude and engine box words", () => {
  it("says the flight model's codes as players do", () => {
    expect(eventLabel("falling-leaf")).toBe("falling leaf");
    expect(eventLabel("structural-test:damage-4")).toBe("Structural Test: 4 damage");
    expect(eventLabel("handling-test:not-rolled")).toBe("Handling Test (to roll)");
    expect(eventLabel("take-off")).toBe("takes off");
    expect(eventLabel("something-new")).toBe("something new");
    expect(attitudeLabel("dive-shallow")).toBe("shallow dive");
    expect(attitudeLabel("climb-hard")).toBe("hard climb");
    expect(attitudeLabel("level")).toBe("level");
    expect(engineBoxLabel("speed-2")).toBe("−2 to top speed");
    expect(engineBoxLabel("none")).toBe("no effect");
  });
});
