/** Where the project's own files are, whether running from src/ (tests) or dist/ (built). */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json")) || !existsSync(join(dir, "bin", "sortie.js"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error("cannot find Sortie's folder");
    dir = up;
  }
  return dir;
}

export const ROOT = findRoot();
export const BIN = join(ROOT, "bin", "sortie.js");
export const WEB_DIST = join(ROOT, "web", "dist");
