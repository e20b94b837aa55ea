/** Where the project's own files are, whether running from src/ (tests) or dist/ (built). */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
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

/** Where Sortie keeps its data (the SQLite file, saved logs): SORTIE_DATA_DIR or ./data. */
export function dataDir(): string {
  return resolve(process.env.SORTIE_DATA_DIR ?? "data");
}
