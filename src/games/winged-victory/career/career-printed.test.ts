/**
 * A Squadron Career with the owner's box file (game/printed.ts): his printed
 * briefings are the ones rolled and shown, his planes' dashboards are the
 * career's (names, crews, VP) and its fights fly them.
 */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { PLANES } from "../planes/planes.js";
import { wingedVictory } from "../rules.js";
import { type CareerAction, wingedVictoryCareer as rules, SEAT } from "./rules.js";
import { gameOptions } from "./sortie-game.js";
import { DEFAULT_TABLES } from "./tables.js";
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

  it("takes a box file's new plane into its plane list where its tables date it", () => {
    const camel = structuredClone(PLANES.find((p) => p.id === "camel"));
    const box = { planes: [{ ...camel, id: "spad13", name: "SPAD S.XIII", vp: 7 }] };
    const tables = {
      availability: [
        ...DEFAULT_TABLES.availability,
        { plane: "spad13", corps: ["rfc"], from: "1917-06-01", to: "1918-11-11" },
      ],
    };
    // Without the box file, the tables name a plane no one has.
    expect(() => rules.parseOptions({ tables })).toThrow(
      /availability\.10\.plane: no plane "spad13"/,
    );
    let s = newCareer({ role: "fighter", start: "1917-07-02", printed: box, tables });
    const reEquip = rules.view(s, SEAT).actions.filter((a) => a.type === "re-equip");
    expect(reEquip).toContainEqual({ type: "re-equip", plane: "spad13" });
    expect(rules.view(s, SEAT).types).toContainEqual({ id: "spad13", name: "SPAD S.XIII" });
    s = step(s, { type: "re-equip", plane: "spad13" }).s;
    expect(s.planeType).toBe("spad13");
    expect(s.planes.every((p) => p.type === "spad13")).toBe(true);
    // Its fights fly the box file's plane under its own type.
    s = step(s, { type: "roll-mission" }, [1, 1, 6]).s;
    s = step(s, rules.view(s, SEAT).actions[0] as CareerAction).s;
    const g = wingedVictory.setup(
      wingedVictory.parseOptions(gameOptions(s, mission(s))),
      scriptedDice([1, 6]),
    );
    const ours = g.planes.filter((p) => p.side === "allies").map((p) => p.type);
    expect(ours.some((t) => t.startsWith("spad13#"))).toBe(true);
  });

  it("refuses a box file with a fault, naming it", () => {
    expect(() =>
      rules.parseOptions({ printed: { briefings: { scramble: { turns: 0 } } } }),
    ).toThrow(/printed values: briefings: scramble › turns/);
  });
});
