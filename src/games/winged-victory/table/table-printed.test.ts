/**
 * The table companion with the owner's box file (game/printed.ts): the dice on
 * the table are his printed ones (the faces asked for, and what a typed face
 * means), his planes may be put on the table, and the fight replays from its
 * options as given.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_ALEA } from "../dice/alea.js";
import { PLANES } from "../planes/planes.js";
import { wingedVictoryTable as R } from "./rules.js";
import { LONG_BURST, NO_DICE, plane, roll, steps, TAIL_CHASE } from "./test-table.js";

/** The Blue die as its owner reads it: face #1 destroys a component (ours: a miss). */
const blue = ["destroyed", "3", "3", "2", "1", "miss"].map((result, k) => ({
  result,
  number: k + 1,
}));
const printedDice = { dice: { faces: { blue } } };

const start = (printed?: object) =>
  R.setup(R.parseOptions({ planes: TAIL_CHASE.planes, ...(printed ? { printed } : {}) }), NO_DICE);

describe("the table companion with a box file", () => {
  it("asks for the printed die's faces, and reads a typed face on it", () => {
    const plain = steps(start(), LONG_BURST);
    const mine = steps(start(printedDice), LONG_BURST);
    expect(R.view(plain, "table").need?.die).toBe("blue");
    expect(R.view(mine, "table").need?.faces).toContain("destroyed #1");
    expect(R.view(plain, "table").need?.faces).not.toContain("destroyed #1");
    // The same face typed: a miss on our Blue die; on the owner's a component destroyed, whose place the d20 finds.
    const missed = roll(plain, "blue", "#1");
    expect(R.view(missed, "table").events).toContain("A1 pilot fires at G1 (long burst): missed");
    const hit = R.view(roll(mine, "blue", "#1"), "table");
    expect(hit.need?.purpose).toMatch(/hit location/);
    expect(DEFAULT_ALEA.dice.find((d) => d.colour === "blue")?.faces[0].result).toBe("miss");
  });

  it("puts the box file's planes on the table, and refuses a plane nobody has", () => {
    const camel = structuredClone(PLANES.find((p) => p.id === "camel"));
    const printed = { planes: [{ ...camel, id: "spad13", name: "SPAD S.XIII" }] };
    const planes = [{ ...TAIL_CHASE.planes[0], type: "spad13" }, TAIL_CHASE.planes[1]];
    const s = R.setup(R.parseOptions({ planes, printed }), NO_DICE);
    expect(plane(s, "A1")?.name).toBe("SPAD S.XIII");
    expect(R.view(s, "table").printed).toEqual(printed);
    expect(() => R.parseOptions({ planes })).toThrow(
      /plane 1: no plane "spad13" \(planes: .*camel/,
    );
    // Its options read back as given (a log file holds them so).
    const once = R.parseOptions({ planes, printed });
    expect(R.parseOptions(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it("refuses a box file with a fault, naming it", () => {
    expect(() => R.parseOptions({ printed: { dice: { ladder: ["white"] } } })).toThrow(
      /printed values: dice: ladder/,
    );
  });
});
