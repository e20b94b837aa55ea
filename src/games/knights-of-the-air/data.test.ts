/** The reconstructed tables hold together: decks, planes, medals, the tree. */
import { describe, expect, it } from "vitest";
import { DECKS, expand, hasIcon } from "./decks.js";
import { SERVICE_SIDE, SERVICES, SIDES, YEARS } from "./facts.js";
import { MEDALS } from "./medals.js";
import { MISSIONS } from "./missions.js";
import { resolve } from "./options.js";
import { PLANES } from "./planes.js";

describe("the reconstructed tables", () => {
  it("four decks of 32 cards, one explosion each, weight rising from A to D", () => {
    const mean = (d: string) => {
      const cs = expand(DECKS[d]).filter((c) => !c.explosion);
      return cs.reduce((a, c) => a + c.value, 0) / cs.length;
    };
    for (const d of ["A", "B", "C", "D"]) {
      expect(expand(DECKS[d])).toHaveLength(32);
      expect(expand(DECKS[d]).filter((c) => c.explosion)).toHaveLength(1);
    }
    expect(mean("A")).toBeLessThan(mean("B"));
    expect(mean("B")).toBeLessThan(mean("C"));
    expect(mean("C")).toBeLessThan(mean("D"));
    expect(expand(DECKS.A).filter(hasIcon)).toHaveLength(9);
  });

  it("every side has planes in every year, and every two-seater an observer's deck", () => {
    for (const side of SIDES)
      for (const year of YEARS)
        expect(PLANES.some((p) => p.side === side && p.year === year)).toBe(true);
    for (const p of PLANES) expect(p.twoSeater).toBe(p.rearDeck !== undefined);
  });

  it("every service has its medals, in rising order of points", () => {
    for (const s of SERVICES) {
      const pts = MEDALS[s].map((m) => m.points);
      expect(pts.length).toBeGreaterThan(2);
      expect([...pts].sort((a, b) => a - b)).toEqual(pts);
    }
    expect(new Set(Object.values(SERVICE_SIDE))).toEqual(new Set(SIDES));
  });

  it("the tree keeps the missions the text names", () => {
    const named = MISSIONS.filter((m) => m.named).map((m) => `${m.id} ${m.name}`);
    expect(named).toEqual([
      "1 Battle over the Trenches",
      "3 Balloon Busting",
      "6a Out Numbered",
      "7b Daring Rescue",
      "8 Air Superiority",
    ]);
    expect(MISSIONS[0]).toMatchObject({ sorties: 5, victory: "points", fallback: "replay" });
  });

  it("our own tables pass the checks a club's tables must pass", () => {
    expect(() => resolve({})).not.toThrow();
  });
});
