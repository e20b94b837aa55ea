import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { ALEA, colourIndex } from "../dice/alea.js";
import { PLANES } from "../planes/planes.js";
import { fireRange, fullAmmo, shotBetween, spendRound } from "./combat.js";
import { applyHit, freshDamage, structuralTest } from "./damage.js";
import { DEFAULT_COMBAT_TABLES as T } from "./data.js";

/** Every plane of the hangar goes through fire and damage without surprises. */
describe("the planes in fire and damage", () => {
  it("every die on a dashboard is on the ladder", () => {
    for (const p of PLANES) {
      for (const d of [p.handlingDie, p.structuralDie, p.spottingDie])
        expect(colourIndex(ALEA, d), p.id).toBeGreaterThanOrEqual(0);
      for (const c of p.crew)
        if (c.weapon) expect(colourIndex(ALEA, c.weapon.die), p.id).toBeGreaterThanOrEqual(0);
    }
  });

  it("every weapon can hit something, and every magazine empties", () => {
    const at = { hex: { col: 40, level: 15 }, heading: "E" as const, attitude: "level" as const };
    for (const p of PLANES) {
      for (const c of p.crew) {
        const w = c.weapon;
        if (!w) continue;
        let reach = 0;
        for (let col = 30; col <= 50; col++) {
          for (let level = 8; level <= 22; level++)
            if (fireRange(T, w, at, { col, level }) > 0) reach++;
        }
        expect(reach, `${p.id} ${c.role}`).toBeGreaterThan(0);
        const ammo = fullAmmo(w);
        const total = w.magazines.reduce((s, m) => s + m, 0);
        for (let i = 0; i < total; i++) {
          ammo.needsReload = false;
          spendRound(w, ammo);
        }
        expect(ammo.magazine, p.id).toBe(w.magazines.length);
      }
      const pilot = p.crew[0].weapon;
      if (pilot)
        expect(
          shotBetween(
            ALEA,
            T,
            pilot,
            "ace",
            at,
            { ...at, hex: { col: 43, level: 15 } },
            false,
            "none",
            p.size,
          ),
        ).not.toBeNull();
    }
  });

  it("every part of every damage table takes every result", () => {
    for (const p of PLANES) {
      for (let roll = 1; roll <= 20; roll++) {
        for (let result = 1; result <= 4; result++) {
          const d = freshDamage(p);
          applyHit(ALEA, p, d, scriptedDice([roll, 1, 1]), result as 1 | 2 | 3 | 4, "beam", {
            hitAspect: false,
            goggles: false,
          });
        }
      }
      expect(
        structuralTest(ALEA, T, p, freshDamage(p), scriptedDice([6]), "expert"),
        p.id,
      ).not.toBe("crackup");
    }
  });
});
