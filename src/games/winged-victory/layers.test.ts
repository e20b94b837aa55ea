/**
 * Winged Victory's folders follow the rule book's parts, and each imports
 * only the parts below it: dice and board first, then the planes, flight,
 * combat, spotting, missions, a game's state, the turn, the view, and the
 * rules contract, the table companion and the career on top.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

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

function sources(): string[] {
  return readdirSync(here, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !/\.test\.ts$|test-/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function floorOf(file: string): string {
  const rel = relative(here, file);
  return rel.includes("/") ? rel.split("/")[0] : "";
}

function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [
    ...text.matchAll(
      /(?:import|export)[^"';]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g,
    ),
  ].map((m) => resolve(dirname(file), m[1] ?? m[2]).replace(/\.js$/, ".ts"));
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
    const files = sources();
    const edges = new Map(files.map((f) => [f, imports(f).filter((to) => files.includes(to))]));
    const state = new Map<string, "open" | "done">();
    const circles: string[] = [];
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === "done") return;
      if (state.get(f) === "open") {
        circles.push([...path.slice(path.indexOf(f)), f].map((x) => relative(here, x)).join(" → "));
        return;
      }
      state.set(f, "open");
      for (const to of edges.get(f) ?? []) visit(to, [...path, f]);
      state.set(f, "done");
    };
    for (const f of files) visit(f, []);
    expect(circles).toEqual([]);
  });
});
