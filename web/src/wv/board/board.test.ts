/**
 * The board's framing, ghosts, cues and the manoeuvres offered first, on the
 * head-on scenario's first move: the S.E.5a at Hex 55, the Dr.I at 62, both
 * at level 8, engaged.
 */
import { describe, expect, it } from "vitest";
import { wingedVictory as rules } from "../../../../src/games/winged-victory/rules.js";
import { actWith, SEE, start, toMove } from "../../../../src/games/winged-victory/test-game.js";
import type { WvView } from "../../../../src/games/winged-victory/view/view.js";
import { afterText, boardCues } from "./cues";
import { areaOf, readableZoom, scrollFor, shows, zoomFor } from "./frame";
import { ghostsOf, nextOf } from "./Reach";
import { suggestions } from "./suggest";

const act = actWith(...SEE);
const headOn = (): WvView =>
  rules.view(toMove(start({ scenario: "head-on" }), act, "A1"), "allies") as WvView;

describe("framing", () => {
  it("counters read at 24 px on a desktop, 20 on a phone (a counter is 16 units)", () => {
    expect(readableZoom(1280) * 16).toBe(24);
    expect(readableZoom(390) * 16).toBe(20);
  });

  it("an area is shown whole at the zoom and scroll chosen for it, never below the readable zoom", () => {
    const area = areaOf([
      { x: 900, y: 300 },
      { x: 1100, y: 340 },
    ]);
    if (!area) throw new Error("no area");
    const box = { width: 1200, height: 500 };
    const z = zoomFor(area, box, 1.5);
    expect(z).toBeGreaterThanOrEqual(1.5);
    expect(shows(area, box, z, scrollFor(area, box, z))).toBe(true);
    expect(shows(area, box, z, { left: 0, top: 0 })).toBe(false);
    expect(zoomFor(area, { width: 100, height: 100 }, 1.5)).toBe(1.5);
  });
});

describe("the moving plane's reach and cues", () => {
  it("groups manoeuvres by where they end; a tap goes through the ones ending together", () => {
    const v = headOn();
    const ghosts = ghostsOf(v.moves);
    expect(ghosts.length).toBeGreaterThan(4);
    expect(ghosts.reduce((n, g) => n + g.moves.length, 0)).toBe(v.moves.length);
    const many = ghosts.find((g) => g.moves.length > 1);
    if (many) {
      const first = nextOf(many, null);
      expect(nextOf(many, first)).toBe(many.moves[1]);
    }
  });

  it("says what a manoeuvre leaves to fire at, or why nothing", () => {
    const v = headOn();
    const a1 = v.planes.find((p) => p.id === "A1");
    if (!a1) throw new Error("no A1");
    const level = v.moves.find((m) => m.name === "level");
    if (!level) throw new Error("no level flight");
    // Level at speed 7 from Hex 55 ends in G1's Hex 62: no fire in one Hex.
    expect(afterText(v, a1, level)).toBe(
      "after this: no shot — G1 would share your Hex: no fire in one Hex",
    );
    const kinds = boardCues(v, null).map((c) => c.kind);
    expect(kinds).toContain("engaged");
    expect(kinds).toContain("no-shot");
  });

  it("offers a few first: straight on, closing, evading, climbing away, each with why", () => {
    const v = headOn();
    const a1 = v.planes.find((p) => p.id === "A1");
    if (!a1) throw new Error("no A1");
    const picks = suggestions(v, a1);
    expect(picks.length).toBeGreaterThanOrEqual(2);
    expect(picks.length).toBeLessThanOrEqual(4);
    expect(picks[0]).toMatchObject({ kind: "straight" });
    expect(new Set(picks.map((p) => p.move.name)).size).toBe(picks.length);
    for (const p of picks) expect(p.why.length).toBeGreaterThan(10);
  });
});
