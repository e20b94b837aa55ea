/**
 * Winged Victory's folders follow the rule book's parts, and each imports
 * only the parts below it: dice and board first, then the planes, flight,
 * combat, spotting, missions, a game's state, the turn, the view, and the
 * rules contract, the table companion and the career on top.
 */
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sources as allSources, circles, imports } from "../../engine/test-imports.js";

const here = dirname(fileURLToPath(import.meta.url));

/** Bottom to top; "" is the folder's own top level (rules.ts, fast.ts, bots.ts, upgrade.ts). */
const FLOORS = [
  "dice",
  "board",
  "planes",
  "flight",
  "combat",
  "spotting",
  "missions",
  "game",
  "turn",
  "view",
  "",
  "table",
  "career",
];

/** The folder's modules, its tests and test helpers left out. */
function sources(): string[] {
  return allSources(here).filter((f) => !/\.test\.ts$|\/test-[^/]*$/.test(f));
}

function floorOf(file: string): string {
  const rel = relative(here, file);
  return rel.includes("/") ? rel.split("/")[0] : "";
}

describe("Winged Victory's folders", () => {
  it("has every source file in a folder named after a part of the rule book", () => {
    const loose = sources().filter((f) => !FLOORS.includes(floorOf(f)));
    expect(loose.map((f) => relative(here, f))).toEqual([]);
  });

  it("imports only downwards: no folder imports one above it", () => {
    const up: string[] = [];
    for (const f of sources()) {
      const from = FLOORS.indexOf(floorOf(f));
      for (const to of imports(f)) {
        if (!to.startsWith(`${here}/`)) continue;
        if (FLOORS.indexOf(floorOf(to)) > from)
          up.push(`${relative(here, f)} → ${relative(here, to)}`);
      }
    }
    expect(up).toEqual([]);
  });

  it("has no import circle among its modules", () => {
    expect(circles(sources(), here)).toEqual([]);
  });
});
