import { describe, expect, it } from "vitest";
import { score } from "./score.js";
import { convoy, turn } from "./test-helpers.js";

describe("Malta Convoy in players' words", () => {
  it("counts interceptions with the verb that agrees: 1 interception brings, 2 bring", () => {
    // Contact 6, Italian Air Force, force 4; five interception rolls (3 + 2 carriers), then misses.
    const one = turn(convoy(), [6, 2, 4, 1, 2, 2, 2, 2, 1, 1, 1]);
    expect(one.state.events[0]).toBe(
      "Italian Air Force attacks with force 4; 1 interception brings it to 3",
    );
    const two = turn(convoy(), [6, 2, 4, 1, 1, 2, 2, 2, 1, 1]);
    expect(two.state.events[0]).toBe(
      "Italian Air Force attacks with force 4; 2 interceptions bring it to 2",
    );
    expect(score(one.state.ships, one.state.interceptions).lines.at(-1)?.label).toBe(
      "1 interception",
    );
  });

  it("says what a contact roll without an attack means, not its name alone", () => {
    const dumb = turn(convoy(), [1]);
    expect(dumb.state.events).toEqual([
      "Dumb Luck: the enemy misses the convoy, and next turn's contact roll is −1",
    ]);
    expect(turn(convoy(), [2]).state.events).toEqual([
      "No Contact: the enemy does not find the convoy",
    ]);
    expect(turn(convoy(), [4]).state.events[0]).toMatch(
      /^Reconnaissance Plane: .*next turn's contact roll is \+2$/,
    );
  });

  it("tells an option's length with the right count", () => {
    const one = turn(convoy(), [1, 2], "decoy");
    expect(one.state.events[0]).toMatch(/^Decoy taken for 1 turn: /);
    const three = turn(convoy(), [3, 2], "decoy");
    expect(three.state.events[0]).toMatch(/^Decoy taken for 3 turns: /);
  });
});
