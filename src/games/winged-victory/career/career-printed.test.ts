/**
 * A Squadron Career with the owner's box file (printed.ts): his printed
 * briefings are the ones rolled and shown, his planes' dashboards are the
 * career's (names, crews, VP) and its fights fly them.
 */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { PLANES } from "../planes.js";
import { wingedVictory } from "../rules.js";
import { type CareerAction, wingedVictoryCareer as rules, SEAT } from "./rules.js";
import { gameOptions } from "./sortie-game.js";
import { mission, newCareer, step } from "./test-helpers.js";

/** The S.E.5a as its owner's dashboard prints it (another name, worth 6 VP). */
const se5a = {
  ...structuredClone(PLANES.find((p) => p.id === "se5a")),
  name: "S.E.5a (printed)",
  vp: 6,
};
const printed = {
  planes: [se5a],
  briefings: { scramble: { name: "Scramble (printed)", turns: 7 }, bombing: { turns: 5 } },
};

describe("a Squadron Career with a box file", () => {
  it("rolls and shows the printed briefing, names the printed planes, and flies them in its fights", () => {
    // The same opening as the plain career's Sortie test: a Scramble, an S.E.5a attached.
    let s = newCareer({ role: "two-seater", start: "1917-07-02", printed }, [6, 3]);
    s = step(s, { type: "roll-mission" }, [1, 1, 1, 6]).s;
    const v = rules.view(s, SEAT);
    expect(v.briefing?.ours.name).toBe("Scramble (printed)");
    expect(v.briefing?.attached.map((a) => a.name)).toEqual(["S.E.5a (printed)"]);
    expect(v.briefing?.attached[0].vp).toBe(6);
    s = step(s, rules.view(s, SEAT).actions[0] as CareerAction).s;
    const o = gameOptions(s, mission(s));
    expect(o.printed).toEqual(printed);
    const g = wingedVictory.setup(wingedVictory.parseOptions(o), scriptedDice([1, 6]));
    expect(g.lastTurn).toBe(7);
    expect(g.planes.find((p) => p.id === "A2")?.type).toMatch(/^se5a#/);
  });

  it("refuses a box file with a fault, naming it", () => {
    expect(() =>
      rules.parseOptions({ printed: { briefings: { scramble: { turns: 0 } } } }),
    ).toThrow(/printed values: briefings: scramble\.turns/);
  });
});
