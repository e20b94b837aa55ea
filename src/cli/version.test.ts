import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../paths.js";
import { sortie } from "./test-cli.js";

const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  version: string;
};

describe("sortie --version", () => {
  it("prints the package's version and nothing else, and succeeds", () => {
    for (const flag of ["--version", "-V"]) {
      const r = sortie([flag]);
      expect(r.code).toBe(0);
      expect(r.out).toBe(`${version}\n`);
      expect(r.err).toBe("");
    }
  });

  it("is listed in the help", () => {
    const r = sortie(["--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/-V, --version\s+print the version of Sortie/);
  });
});
