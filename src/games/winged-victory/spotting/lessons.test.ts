/** The spotting lesson: the engine's sight check and test on the lesson's faces. */
import { describe, expect, it } from "vitest";
import { SPOTTING_LOOKS, spotAt } from "./lessons.js";

describe("the spotting lesson", () => {
  const [same, near, farI, farII, beyond] = SPOTTING_LOOKS.map(spotAt);
  it("in the same MegaHex the enemy is seen without a test", () => {
    expect(same).toMatchObject({ die: null, icon: null, seen: true });
    expect(same.check.kind).toBe("same-megahex");
  });
  it("3 MegaHexes away the Camel tests with the grey die; an 'i' sees it", () => {
    expect(near).toMatchObject({ die: "grey", icon: "i", seen: true });
    expect(near.check.distance).toBe(3);
  });
  it("5 MegaHexes away an 'i' is not enough (it sees within 4); an 'ii' is", () => {
    expect(farI).toMatchObject({ die: "grey", icon: "i", seen: false, shortSight: 4 });
    expect(farII).toMatchObject({ die: "grey", icon: "ii", seen: true });
  });
  it("6 MegaHexes away the enemy is beyond the spotting range, whatever the die", () => {
    expect(beyond).toMatchObject({ die: null, seen: false, range: 5 });
    expect(beyond.check.kind).toBe("out-of-range");
  });
});
