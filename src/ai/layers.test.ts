/**
 * The computer players sit above the rules: nothing under src/games imports
 * src/ai, and the modules of src/ai import one another without a circle.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The files a module imports (relative imports only), as absolute .ts paths. */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/(?:import|export)[^"';]*?from\s+["'](\.[^"']+)["']/g))
    out.push(resolve(dirname(file), m[1]).replace(/\.js$/, ".ts"));
  for (const m of text.matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g))
    out.push(resolve(dirname(file), m[1]).replace(/\.js$/, ".ts"));
  return out;
}

describe("src/ai's place among the layers", () => {
  it("is imported by nothing under src/games", () => {
    const ai = join(src, "ai");
    const offenders = sources(join(src, "games")).flatMap((f) =>
      imports(f)
        .filter((to) => to.startsWith(`${ai}/`))
        .map((to) => `${relative(src, f)} → ${relative(src, to)}`),
    );
    expect(offenders).toEqual([]);
  });

  it("has no import circle among its modules", () => {
    const ai = join(src, "ai");
    const files = sources(ai).filter((f) => !f.endsWith(".test.ts"));
    const edges = new Map(files.map((f) => [f, imports(f).filter((to) => files.includes(to))]));
    const state = new Map<string, "open" | "done">();
    const circles: string[] = [];
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === "done") return;
      if (state.get(f) === "open") {
        circles.push([...path.slice(path.indexOf(f)), f].map((x) => relative(ai, x)).join(" → "));
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
