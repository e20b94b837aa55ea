/**
 * The computer players sit above the rules: nothing under src/games imports
 * src/ai, and the modules of src/ai import one another without a circle.
 */
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { circles, imports, sources } from "../engine/test-imports.js";

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, "..");

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
    expect(circles(files, ai)).toEqual([]);
  });
});
