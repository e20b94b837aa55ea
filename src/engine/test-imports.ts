/**
 * For the layer tests: a folder's TypeScript sources, the files a module
 * imports (relative imports only, as .ts paths) and the import circles
 * among a set of files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Every .ts and .tsx file below `dir`. */
export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The files a module imports (relative imports and re-exports, bare and dynamic imports too), as absolute .ts paths. */
export function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/(?:import|export)[^"';]*?from\s+["'](\.[^"']+)["']/g))
    out.push(resolve(dirname(file), m[1]).replace(/\.js$/, ".ts"));
  for (const m of text.matchAll(/import\s+["'](\.[^"']+)["']/g))
    out.push(resolve(dirname(file), m[1]).replace(/\.js$/, ".ts"));
  for (const m of text.matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g))
    out.push(resolve(dirname(file), m[1]).replace(/\.js$/, ".ts"));
  return out;
}

/** Each import circle among `files`, as "a.ts → b.ts → a.ts" relative to `root`. */
export function circles(files: string[], root: string): string[] {
  const edges = new Map(files.map((f) => [f, imports(f).filter((to) => files.includes(to))]));
  const state = new Map<string, "open" | "done">();
  const found: string[] = [];
  const visit = (f: string, path: string[]) => {
    if (state.get(f) === "done") return;
    if (state.get(f) === "open") {
      found.push([...path.slice(path.indexOf(f)), f].map((x) => relative(root, x)).join(" → "));
      return;
    }
    state.set(f, "open");
    for (const to of edges.get(f) ?? []) visit(to, [...path, f]);
    state.set(f, "done");
  };
  for (const f of files) visit(f, []);
  return found;
}
