/** The first-shot lesson: out of range at the start, in range after a turn, a hit on the lesson's face. */
import { describe, expect, it } from "vitest";
import { FIRST_SHOT, fireAt, flyBoth, gapOf, shotLessonStart } from "./lessons.js";

describe("the first-shot lesson", () => {
  const start = shotLessonStart();
  it("starts 8 Hexes behind: beyond the forward gun's 5, no shot", () => {
    expect(gapOf(start)).toBe(FIRST_SHOT.gap);
    expect(fireAt(start, false)).toMatchObject({ shot: null, reach: 5, hit: false });
  });
  const closer = flyBoth(start);
  it("a turn of level flight, the Camel 6 Hexes and the Albatros 3, closes to 5", () => {
    expect(closer.flown).toEqual([6, 3]);
    expect(gapOf(closer)).toBe(5);
  });
  it("from behind at range 5 the shot is on the rear aspect, red die stepped by the range and aspect, and hits", () => {
    const short = fireAt(closer, false);
    expect(short.shot).toMatchObject({
      range: 5,
      aspect: "rear",
      skill: "expert",
      longBurst: false,
    });
    expect(short.baseDie).toBe("red");
    expect(short.hit).toBe(true);
    const long = fireAt(closer, true);
    expect(long.modifiers.map((m) => m.label)).toContain("long burst");
    expect(long.hit).toBe(true);
  });
});
